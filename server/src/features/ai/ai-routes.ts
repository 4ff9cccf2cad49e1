import { generatePlanSchema, generateRecipeSchema } from '@forkcast/core';
import { Hono } from 'hono';
import type { AuthEnv, SessionReader } from '../../auth/session.ts';
import { readJson } from '../../http/validate.ts';
import type { AiService } from './ai-service.ts';

/**
 * POST /api/ai/recipe and /api/ai/plan, for the signed-in user. The request's signal stops
 * the provider when the client goes away. A failed generation is a coded AppError from the
 * service (502, 'ai_request', 'ai_no_json', 'ai_malformed' or 'ai_invalid', with the spec's
 * toast), answered by the one error handler like every other error.
 */
export function createAiRoutes(deps: { service: AiService; sessions: SessionReader }) {
  const { service } = deps;
  return new Hono<AuthEnv>()
    .use('*', deps.sessions.requireUser)
    .post('/recipe', async (c) => {
      const input = await readJson(c, generateRecipeSchema);
      return c.json(await service.generateRecipe(c.var.user.id, input, c.req.raw.signal), 200);
    })
    .post('/plan', async (c) => {
      const input = await readJson(c, generatePlanSchema);
      return c.json(await service.generatePlan(c.var.user.id, input, c.req.raw.signal), 200);
    });
}
