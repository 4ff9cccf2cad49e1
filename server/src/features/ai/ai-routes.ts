import {
  type AiFailure,
  aiErrorCode,
  aiMessages,
  type ErrorBody,
  generatePlanSchema,
  generateRecipeSchema,
  planFailureMessages,
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
  function failed(c: Context, error: unknown, messageFor: (failure: AiFailure) => string) {
    // Rate limits and bugs go to the one error handler; only generation failures end here.
    if (!(error instanceof AiError)) throw error;
    if (c.req.raw.signal.aborted) {
      deps.logger.info(`AI generation cancelled by the client on ${c.req.path}`);
    }
    const body: ErrorBody = {
      error: { code: aiErrorCode(error.failure), message: messageFor(error.failure) },
    };
    return c.json(body, 502);
  }

  return new Hono<AuthEnv>()
    .use('*', deps.sessions.requireUser)
    .post('/recipe', async (c) => {
      const input = await readJson(c, generateRecipeSchema);
      try {
        const answer = await deps.service.generateRecipe(c.get('user').id, input, c.req.raw.signal);
        return c.json(answer, 200);
      } catch (error) {
        return failed(c, error, () => aiMessages.recipeFailed);
      }
    })
    .post('/plan', async (c) => {
      const input = await readJson(c, generatePlanSchema);
      try {
        const answer = await deps.service.generatePlan(c.get('user').id, input, c.req.raw.signal);
        return c.json(answer, 200);
      } catch (error) {
        return failed(c, error, (failure) => planFailureMessages[failure]);
      }
    });
}
