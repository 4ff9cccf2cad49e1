import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../env.ts';
import { createLogger } from '../logger.ts';
import { createAiProvider } from './create-ai-provider.ts';

const base = { AUTH_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/forkcast-test-unused' };
const logger = createLogger('silent');

describe('AI configuration', () => {
  it('defaults to the offline provider, gpt-4o and a two-minute budget', () => {
    const config = loadConfig(base);
    expect(config.ai).toEqual({
      apiKey: undefined,
      baseUrl: undefined,
      model: 'gpt-4o',
      timeoutMs: 120_000,
    });
    expect(config.unsplashAccessKey).toBeUndefined();
    expect(createAiProvider(config.ai, logger).kind).toBe('offline');
  });

  it('uses an OpenAI-compatible endpoint with a key, or with an address alone', () => {
    const withKey = loadConfig({ ...base, AI_API_KEY: 'sk-1', AI_MODEL: 'gpt-4o-mini' });
    expect(withKey.ai.model).toBe('gpt-4o-mini');
    expect(createAiProvider(withKey.ai, logger).kind).toBe('openai');
    const local = loadConfig({ ...base, AI_BASE_URL: 'http://localhost:11434/v1' });
    expect(createAiProvider(local.ai, logger).kind).toBe('openai');
  });

  it('refuses settings it cannot use', () => {
    expect(() => loadConfig({ ...base, AI_BASE_URL: 'not a url' })).toThrow(/AI_BASE_URL/);
    expect(() => loadConfig({ ...base, AI_TIMEOUT_MS: '10' })).toThrow(/AI_TIMEOUT_MS/);
  });
});
