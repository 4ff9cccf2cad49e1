import {
  type ChatPrompt,
  pageDirectionsPrompt,
  pageRecipePrompt,
  parseDirectionsReply,
  parsePageRecipeReply,
  parsePlanReply,
  parseRecipeReply,
  planPrompt,
  recipePrompt,
} from '@forkcast/core';
import type OpenAI from 'openai';
import type { Logger } from '../logger.ts';
import { AiError, type AiProvider } from './ai-provider.ts';

export type RetryPolicy = {
  /** Retries after the first try (spec section 9: 2). */
  maxRetries: number;
  /** First wait; each retry doubles it, up to maxDelayMs (spec: capped at 8 s). */
  initialDelayMs: number;
  maxDelayMs: number;
};

export const DEFAULT_RETRY: RetryPolicy = { maxRetries: 2, initialDelayMs: 500, maxDelayMs: 8000 };

export type OpenAiProviderOptions = {
  apiKey: string;
  /** Any OpenAI-compatible endpoint (OpenAI, Ollama, vLLM, llama.cpp server...). */
  baseUrl?: string;
  model: string;
  /** The whole job's budget, retries included: a person is waiting. */
  timeoutMs: number;
  logger: Logger;
  retry?: RetryPolicy;
};

/** The statuses worth another try (spec section 8): timeouts, conflicts, limits, 5xx. */
export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** The wait before retry number `attempt` (0-based): the server's Retry-After, or back-off. */
export function retryDelayMs(policy: RetryPolicy, attempt: number, headers?: Headers): number {
  const afterMs = Number.parseFloat(headers?.get('retry-after-ms') ?? '');
  const afterSeconds = Number.parseFloat(headers?.get('retry-after') ?? '');
  const asked = Number.isFinite(afterMs)
    ? afterMs
    : Number.isFinite(afterSeconds)
      ? afterSeconds * 1000
      : null;
  if (asked !== null && asked >= 0) return Math.min(asked, policy.maxDelayMs);
  const backoff = Math.min(policy.initialDelayMs * 2 ** attempt, policy.maxDelayMs);
  // Up to a quarter less, so that many clients do not retry in step.
  return backoff * (1 - Math.random() * 0.25);
}

function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = () => {
      clearTimeout(timer);
      reject(new AiError('request', 'The generation was cancelled.'));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

type ErrorFacts = { status: number | undefined; headers: Headers | undefined; message: string };

function factsOf(error: unknown): ErrorFacts {
  const e = error as { status?: unknown; headers?: unknown; message?: unknown };
  return {
    status: typeof e?.status === 'number' ? e.status : undefined,
    headers: e?.headers instanceof Headers ? e.headers : undefined,
    message: typeof e?.message === 'string' ? e.message : String(error),
  };
}

/**
 * The OpenAI-compatible provider. Retries are ours, not the SDK's: the SDK would wait as
 * long as a Retry-After header asks, and could not stop waiting when the person cancels.
 */
export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const retry = options.retry ?? DEFAULT_RETRY;
  // Loaded on first use: offline installs never need the SDK.
  type ErrorClass = new (...args: never[]) => Error;
  let client:
    | Promise<{ openai: OpenAI; connectionError: ErrorClass; timeoutError: ErrorClass }>
    | undefined;
  const getClient = () => {
    client ??= import('openai').then((sdk) => ({
      openai: new sdk.default({
        apiKey: options.apiKey,
        baseURL: options.baseUrl,
        maxRetries: 0,
        timeout: options.timeoutMs,
      }),
      connectionError: sdk.APIConnectionError,
      timeoutError: sdk.APIConnectionTimeoutError,
    }));
    return client;
  };
  const redact = (text: string) => text.replaceAll(options.apiKey, '[AI_API_KEY]');

  async function complete(prompt: ChatPrompt, signal?: AbortSignal): Promise<string> {
    const { openai, connectionError, timeoutError } = await getClient();
    const deadline = Date.now() + options.timeoutMs;
    for (let attempt = 0; ; attempt += 1) {
      try {
        const completion = await openai.chat.completions.create(
          {
            model: options.model,
            messages: [
              { role: 'system', content: prompt.system },
              { role: 'user', content: prompt.user },
            ],
            temperature: prompt.temperature,
            max_tokens: prompt.maxTokens,
          },
          { signal, timeout: Math.max(1, deadline - Date.now()), maxRetries: 0 },
        );
        return completion.choices?.[0]?.message?.content ?? '';
      } catch (error) {
        if (signal?.aborted) throw new AiError('request', 'The generation was cancelled.');
        const facts = factsOf(error);
        const isTimeout = error instanceof timeoutError;
        // No status: the server could not be reached (worth a retry, unless the time is up)
        // or its answer was not an API answer at all (not worth one).
        const canRetry =
          facts.status === undefined
            ? error instanceof connectionError && !isTimeout
            : isRetryableStatus(facts.status);
        const wait = retryDelayMs(retry, attempt, facts.headers);
        const detail = `${prompt.job} via ${options.model}: ${facts.status ?? (isTimeout ? 'timed out' : 'no answer')} ${redact(facts.message)}`;
        if (!canRetry || attempt >= retry.maxRetries || Date.now() + wait >= deadline) {
          options.logger.warn(`AI request failed (${detail})`);
          throw new AiError(
            'request',
            isTimeout ? 'The AI provider took too long.' : 'The AI provider did not answer.',
          );
        }
        options.logger.info(`AI request will be retried in ${Math.round(wait)} ms (${detail})`);
        await sleep(wait, signal);
      }
    }
  }

  return {
    kind: 'openai',

    async generateRecipe(description, signal) {
      return parseRecipeReply(await complete(recipePrompt(description), signal));
    },

    async generatePlan(request, signal) {
      const reply = await complete(planPrompt(request), signal);
      const parsed = parsePlanReply(reply, request.count);
      if (!parsed.ok) {
        throw new AiError(parsed.failure, `The plan reply was not usable (${parsed.failure}).`);
      }
      return parsed.recipes;
    },

    async recipeFromPage(request, signal) {
      const parsed = parsePageRecipeReply(await complete(pageRecipePrompt(request), signal));
      if (!parsed.ok) throw new AiError(parsed.failure, 'No recipe could be read from the page.');
      return parsed.recipe;
    },

    async directionsFromPage(request, signal) {
      const steps = parseDirectionsReply(await complete(pageDirectionsPrompt(request), signal));
      if (!steps) throw new AiError('invalid', 'No directions could be read from the page.');
      return steps;
    },
  };
}
