import {
  type AiFailure,
  aiFailureFromCode,
  aiMessages,
  type GeneratePlanInput,
  type GeneratePlanResponse,
  type GenerateRecipeInput,
  type GenerateRecipeResponse,
  planFailureMessages,
} from '@forkcast/core';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';

/** POST /api/ai/recipe: one recipe from a description, with a dish photo. */
export function requestRecipe(input: GenerateRecipeInput, signal: AbortSignal) {
  return apiFetch<GenerateRecipeResponse>('/api/ai/recipe', {
    method: 'POST',
    body: input,
    signal,
  });
}

/** POST /api/ai/plan: 1 to 7 recipes, each with a dish photo. */
export function requestPlan(input: GeneratePlanInput, signal: AbortSignal) {
  return apiFetch<GeneratePlanResponse>('/api/ai/plan', { method: 'POST', body: input, signal });
}

export type GenerationError = {
  /** What the toast says. */
  message: string;
  /** Why the generation failed, when it was the provider's doing; null for our own refusals. */
  failure: AiFailure | null;
};

/**
 * The toast for a failed generation. The server answers a generation failure with the spec's
 * toast and its failure code; the same toasts stand in when the answer never came (network,
 * unexpected errors). The server's own refusals (too many requests, bad input) say why.
 */
export function generationError(error: unknown, job: 'recipe' | 'plan'): GenerationError {
  const code = error instanceof ApiError ? error.code : '';
  const failure = aiFailureFromCode(code);
  if (failure) return { message: (error as ApiError).message, failure };
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    return { message: error.message, failure: null };
  }
  return {
    message: job === 'recipe' ? aiMessages.recipeFailed : planFailureMessages.request,
    failure: 'request',
  };
}
