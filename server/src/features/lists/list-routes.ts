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
import { type VersionedAnswers, versionTag } from '../../http/conditional.ts';
import { readJson } from '../../http/validate.ts';
import type { ListService } from './list-service.ts';

/** /api/lists: meal lists, their members and the meals in them. */
export function createListRoutes(deps: {
  lists: ListService;
  sessions: SessionReader;
  answers: VersionedAnswers;
}) {
  const { lists, answers } = deps;
  return (
    new Hono<AuthEnv>()
      .use('*', deps.sessions.requireUser)
      // The dashboard. The reader is in the tag: two cooks sharing a browser see their own lists.
      .get('/', async (c) => {
        const userId = c.var.user.id;
        const { version, lists: read } = await lists.readLists(userId);
        return answers.json(c, versionTag('lists', userId, version), async () => ({
          lists: await read(),
        }));
      })
      .post('/', async (c) => {
        const { name } = await readJson(c, createListSchema);
        return c.json({ list: await lists.createList(c.var.user.id, name) }, 201);
      })

      // The role is in the answer, so it is in the tag (two members of one list share a browser).
      .get('/:listId', async (c) => {
        const listId = c.req.param('listId');
        const { version, role } = await lists.currentVersion(c.var.user.id, listId);
        return answers.json(c, versionTag('list', version, role), async () => ({
          list: await lists.getList(c.var.user.id, listId),
        }));
      })

      // The Shopping List tab's recipes; the same for every member, so the role is not in the tag.
      .get('/:listId/ingredients', async (c) => {
        const { version, ingredients } = await lists.readIngredients(
          c.var.user.id,
          c.req.param('listId'),
        );
        return answers.json(c, versionTag('ingredients', version), ingredients);
      })
      .patch('/:listId', async (c) => {
        const { name } = await readJson(c, renameListSchema);
        return c.json(
          { list: await lists.renameList(c.var.user.id, c.req.param('listId'), name) },
          200,
        );
      })
      .delete('/:listId', async (c) => {
        await lists.deleteList(c.var.user.id, c.req.param('listId'));
        return c.body(null, 204);
      })
      .post('/:listId/members', async (c) => {
        const { username } = await readJson(c, addMemberSchema);
        const member = await lists.addMember(c.var.user.id, c.req.param('listId'), username);
        return c.json({ member }, 201);
      })
      .delete('/:listId/members/:userId', async (c) => {
        await lists.removeMember(c.var.user.id, c.req.param('listId'), c.req.param('userId'));
        return c.body(null, 204);
      })
      .post('/:listId/meals', async (c) => {
        const { meals } = await readJson(c, createMealsSchema);
        const created = await lists.addNewMeals(c.var.user.id, c.req.param('listId'), meals);
        return c.json({ meals: created }, 201);
      })
      .post('/:listId/items', async (c) => {
        const { mealIds } = await readJson(c, addExistingMealsSchema);
        return c.json(
          await lists.addExistingMeals(c.var.user.id, c.req.param('listId'), mealIds),
          200,
        );
      })
      .patch('/:listId/items/:mealId', async (c) => {
        const change = await readJson(c, updateListItemSchema);
        const item = await lists.updateItem(
          c.var.user.id,
          c.req.param('listId'),
          c.req.param('mealId'),
          change,
        );
        return c.json({ item }, 200);
      })
      .delete('/:listId/items/:mealId', async (c) => {
        await lists.removeMeal(c.var.user.id, c.req.param('listId'), c.req.param('mealId'));
        return c.body(null, 204);
      })
      .post('/:listId/items/:mealId/restore', async (c) => {
        const item = await lists.restoreMeal(
          c.var.user.id,
          c.req.param('listId'),
          c.req.param('mealId'),
        );
        return c.json({ item }, 200);
      })
  );
}
