import {
  addExistingMealsSchema,
  addMemberSchema,
  createListSchema,
  createMealsSchema,
  renameListSchema,
  updateListItemSchema,
} from '@forkcast/core';
import { Hono } from 'hono';
import type { AuthEnv, SessionReader } from '../../auth/session.ts';
import { readJson } from '../../http/validate.ts';
import type { ListService } from './list-service.ts';

/** /api/lists: meal lists, their members and the meals in them. */
export function createListRoutes(deps: { lists: ListService; sessions: SessionReader }) {
  const { lists } = deps;
  const app = new Hono<AuthEnv>();
  app.use('*', deps.sessions.requireUser);

  app.get('/', async (c) => c.json({ lists: await lists.listLists(c.var.user.id) }, 200));

  app.post('/', async (c) => {
    const { name } = await readJson(c, createListSchema);
    return c.json({ list: await lists.createList(c.var.user.id, name) }, 201);
  });

  app.get('/:listId', async (c) =>
    c.json({ list: await lists.getList(c.var.user.id, c.req.param('listId')) }, 200),
  );

  app.patch('/:listId', async (c) => {
    const { name } = await readJson(c, renameListSchema);
    return c.json(
      { list: await lists.renameList(c.var.user.id, c.req.param('listId'), name) },
      200,
    );
  });

  app.delete('/:listId', async (c) => {
    await lists.deleteList(c.var.user.id, c.req.param('listId'));
    return c.body(null, 204);
  });

  app.post('/:listId/members', async (c) => {
    const { username } = await readJson(c, addMemberSchema);
    const member = await lists.addMember(c.var.user.id, c.req.param('listId'), username);
    return c.json({ member }, 201);
  });

  app.delete('/:listId/members/:userId', async (c) => {
    await lists.removeMember(c.var.user.id, c.req.param('listId'), c.req.param('userId'));
    return c.body(null, 204);
  });

  app.post('/:listId/meals', async (c) => {
    const { meals } = await readJson(c, createMealsSchema);
    const created = await lists.addNewMeals(c.var.user.id, c.req.param('listId'), meals);
    return c.json({ meals: created }, 201);
  });

  app.post('/:listId/items', async (c) => {
    const { mealIds } = await readJson(c, addExistingMealsSchema);
    return c.json(await lists.addExistingMeals(c.var.user.id, c.req.param('listId'), mealIds), 200);
  });

  app.patch('/:listId/items/:mealId', async (c) => {
    const change = await readJson(c, updateListItemSchema);
    const item = await lists.updateItem(
      c.var.user.id,
      c.req.param('listId'),
      c.req.param('mealId'),
      change,
    );
    return c.json({ item }, 200);
  });

  app.delete('/:listId/items/:mealId', async (c) => {
    await lists.removeMeal(c.var.user.id, c.req.param('listId'), c.req.param('mealId'));
    return c.body(null, 204);
  });

  return app;
}
