import {
  type AiFailure,
  aiErrorCode,
  aiMessages,
  type ErrorBody,
  type GeneratePlanResponse,
  type GenerateRecipeResponse,
  generatePlanSchema,
  generateRecipeSchema,
  planFailureMessages,
  type Schema,
} from '@forkcast/core';
import { type Context, Hono } from 'hono';
import type { AuthEnv, SessionReader } from '../../auth/session.ts';
import { readJson } from '../../http/validate.ts';
import { AiError } from '../../providers/ai/ai-provider.ts';
import type { Logger } from '../../providers/logger.ts';
import type { AiService } from './ai-service.ts';

/**
 * POST /api/ai/recipe and /api/ai/plan. A failed generation answers 502 with the spec's toast
 * as the message and the failure in the code ('ai_request', 'ai_no_json', 'ai_malformed',
 * 'ai_invalid'), so the screen knows both what to say and whether to reset its form.
 */
export function createAiRoutes(deps: {
  service: AiService;
  sessions: SessionReader;
  logger: Logger;
}) {
  /**
   * One generation endpoint: validate, generate for the signed-in user (the request's signal
   * stops the provider when the client goes away), and answer a failed generation with its
   * toast. Rate limits and bugs go on to the one error handler.
   */
  function generation<I>(
    schema: Schema<I>,
    generate: (
      userId: string,
      input: I,
      signal: AbortSignal,
    ) => Promise<GenerateRecipeResponse | GeneratePlanResponse>,
    messageFor: (failure: AiFailure) => string,
  ) {
    return async (c: Context<AuthEnv>) => {
      const input = await readJson(c, schema);
      const signal = c.req.raw.signal;
      try {
        return c.json(await generate(c.get('user').id, input, signal), 200);
      } catch (error) {
        if (!(error instanceof AiError)) throw error;
        if (signal.aborted) {
          deps.logger.info(`AI generation cancelled by the client on ${c.req.path}`);
        }
        const body: ErrorBody = {
          error: { code: aiErrorCode(error.failure), message: messageFor(error.failure) },
        };
        return c.json(body, 502);
      }
    };
  }

  return new Hono<AuthEnv>()
    .use('*', deps.sessions.requireUser)
    .post(
      '/recipe',
      generation(generateRecipeSchema, deps.service.generateRecipe, () => aiMessages.recipeFailed),
    )
    .post(
      '/plan',
      generation(
        generatePlanSchema,
        deps.service.generatePlan,
        (failure) => planFailureMessages[failure],
      ),
    );
}
