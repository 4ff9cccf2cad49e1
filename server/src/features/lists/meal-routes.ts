import { directionsUpdateSchema, ingredientsUpdateSchema } from '@forkcast/core';
import { Hono } from 'hono';
import type { AuthEnv, SessionReader } from '../../auth/session.ts';
import { readJson } from '../../http/validate.ts';
import type { MealService } from './meal-service.ts';

/** The list id the web uses when it knows none (spec: '/list/any/meal/{mealId}'). */
const ANY_LIST = 'any';

/** /api/meals: a meal's detail, its edits, and the meals a user can add to a list. */
export function createMealRoutes(deps: { meals: MealService; sessions: SessionReader }) {
  const { meals } = deps;
  const app = new Hono<AuthEnv>();
  app.use('*', deps.sessions.requireUser);

  app.get('/', async (c) => c.json({ meals: await meals.listChoices(c.var.user.id) }, 200));

  app.get('/:mealId', async (c) => {
    const listId = c.req.query('listId');
    const meal = await meals.getMealDetail(
      c.var.user.id,
      c.req.param('mealId'),
      listId && listId !== ANY_LIST ? listId : undefined,
    );
    return c.json({ meal }, 200);
  });

  app.put('/:mealId/ingredients', async (c) => {
    const { ingredients } = await readJson(c, ingredientsUpdateSchema);
    const saved = await meals.replaceIngredients(c.var.user.id, c.req.param('mealId'), ingredients);
    return c.json({ ingredients: saved }, 200);
  });

  app.put('/:mealId/directions', async (c) => {
    const { directions } = await readJson(c, directionsUpdateSchema);
    const saved = await meals.updateDirections(c.var.user.id, c.req.param('mealId'), directions);
    return c.json({ directions: saved }, 200);
  });

  return app;
}
