import { foodChoiceSchema, peopleEatingSchema } from '@forkcast/core';
import { Hono, type MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../auth/session.ts';
import { jsonRead, type VersionedAnswers, versionTag } from '../../http/conditional.ts';
import { readJson } from '../../http/validate.ts';
import type { NutritionService } from './nutrition-service.ts';

/**
 * Nutrition from the food table, computed on the server (the table never reaches the
 * browser): a meal's figures and food choices, food search, a list's per-meal figures and
 * its people eating. Mounted at /api before /lists and /meals; each route needs a session.
 */
export function createNutritionRoutes(deps: {
  nutrition: NutritionService;
  requireUser: MiddlewareHandler<AuthEnv>;
  /** The lists feature's version check (members only): every input of a list's figures moves it. */
  listVersion: (userId: string, listId: string) => Promise<{ version: number }>;
  answers: VersionedAnswers;
}) {
  const { nutrition, requireUser } = deps;
  return (
    new Hono<AuthEnv>()
      .get('/meals/:mealId/nutrition', requireUser, async (c) => {
        const result = await nutrition.getMealNutrition(c.var.user.id, c.req.param('mealId'));
        return jsonRead(c, { nutrition: result });
      })
      .put('/meals/:mealId/ingredients/:ingredientId/food', requireUser, async (c) => {
        const { foodId } = await readJson(c, foodChoiceSchema);
        const result = await nutrition.chooseFood(
          c.var.user.id,
          c.req.param('mealId'),
          c.req.param('ingredientId'),
          foodId,
        );
        return c.json({ nutrition: result }, 200);
      })
      .get('/foods', requireUser, (c) =>
        c.json({ foods: nutrition.searchFoods(c.req.query('q') ?? '') }, 200),
      )
      // Asked again on every change to the list: a 304, or the answer computed once per version
      // (the same for every member, so the reader is not in the tag).
      .get('/lists/:listId/nutrition', requireUser, async (c) => {
        const userId = c.var.user.id;
        const listId = c.req.param('listId');
        const { version } = await deps.listVersion(userId, listId);
        return deps.answers.json(c, versionTag('nutrition', version), async () => ({
          nutrition: await nutrition.getListNutrition(userId, listId),
        }));
      })
      .put('/lists/:listId/people-eating', requireUser, async (c) => {
        const { peopleEating } = await readJson(c, peopleEatingSchema);
        await nutrition.setPeopleEating(c.var.user.id, c.req.param('listId'), peopleEating);
        const result = await nutrition.getListNutrition(c.var.user.id, c.req.param('listId'));
        return c.json({ nutrition: result }, 200);
      })
  );
}
