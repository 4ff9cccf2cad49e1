import { directionsUpdateSchema, ingredientsUpdateSchema } from '@forkcast/core';
import { Hono } from 'hono';
import type { AuthEnv, SessionReader } from '../../auth/session.ts';
import { jsonRead, type VersionedAnswers, versionTag } from '../../http/conditional.ts';
import { readJson } from '../../http/validate.ts';
import type { MealService } from './meal-service.ts';

/** The list id the web uses when it knows none (spec: '/list/any/meal/{mealId}'). */
const ANY_LIST = 'any';

/** /api/meals: a meal's detail, its edits, and the meals a user can add to a list. */
export function createMealRoutes(deps: {
  meals: MealService;
  sessions: SessionReader;
  answers: VersionedAnswers;
}) {
  const { meals } = deps;
  return new Hono<AuthEnv>()
    .use('*', deps.sessions.requireUser)
    .get('/', async (c) =>
      jsonRead(c, { meals: await meals.listChoices(c.var.user.id, c.req.query('q') ?? '') }),
    )
    .get('/:mealId', async (c) => {
      const listId = c.req.query('listId');
      const userId = c.var.user.id;
      const { version, detail } = await meals.readMealDetail(
        userId,
        c.req.param('mealId'),
        listId && listId !== ANY_LIST ? listId : undefined,
      );
      if (version === null) return jsonRead(c, { meal: await detail() });
      // Whether the reader may edit it is in the answer: the reader is in the tag; so is the
      // list it is read from (its name, servings and schedule are in the answer too).
      return deps.answers.json(c, versionTag('meal', version, userId, listId ?? ''), async () => ({
        meal: await detail(),
      }));
    })
    .put('/:mealId/ingredients', async (c) => {
      const { ingredients } = await readJson(c, ingredientsUpdateSchema);
      const saved = await meals.replaceIngredients(
        c.var.user.id,
        c.req.param('mealId'),
        ingredients,
      );
      return c.json({ ingredients: saved }, 200);
    })
    .put('/:mealId/directions', async (c) => {
      const { directions } = await readJson(c, directionsUpdateSchema);
      const saved = await meals.updateDirections(c.var.user.id, c.req.param('mealId'), directions);
      return c.json({ directions: saved }, 200);
    });
}
