import type { Logger } from '../logger.ts';
import type { AiProvider } from './ai-provider.ts';
import { createOfflineAiProvider } from './offline/offline-provider.ts';
import { createOpenAiProvider } from './openai-provider.ts';

export type AiConfig = {
  apiKey: string | undefined;
  baseUrl: string | undefined;
  model: string;
  timeoutMs: number;
};

/**
 * An OpenAI-compatible provider when a key or an address is configured (a local server such
 * as Ollama needs no key), otherwise the offline provider, so a fresh install just works.
 */
export function createAiProvider(config: AiConfig, logger: Logger): AiProvider {
  if (!config.apiKey && !config.baseUrl) return createOfflineAiProvider();
  return createOpenAiProvider({
    // The SDK refuses to start without a key; local servers ignore it.
    apiKey: config.apiKey ?? 'no-key',
    baseUrl: config.baseUrl,
    model: config.model,
    timeoutMs: config.timeoutMs,
    logger,
  });
}
