import {
  AppError,
  addShoppingItemSchema,
  untickShoppingSchema,
  updateShoppingItemSchema,
  updateShoppingLineSchema,
} from '@forkcast/core';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../auth/session.ts';
import { readJson } from '../../http/validate.ts';
import type { ShoppingService } from './shopping-service.ts';

/** The list id from the mount path (/lists/:listId/shopping). */
function listIdOf(c: Context): string {
  const listId = c.req.param('listId');
  if (!listId) throw new AppError('not_found', 'List not found');
  return listId;
}

/**
 * /api/lists/{listId}/shopping: the shared shopping list state. Every route needs a session;
 * the service lets only the list's owner and members through (404 for anyone else).
 */
export function createShoppingRoutes(deps: {
  requireUser: MiddlewareHandler<AuthEnv>;
  shopping: ShoppingService;
}) {
  const { shopping } = deps;
  return new Hono<AuthEnv>()
    .use('*', deps.requireUser)
    .get('/', async (c) => {
      const state = await shopping.getState(c.get('user').id, listIdOf(c));
      // Polled while the tab is open: always the current state, never a cached copy.
      c.header('cache-control', 'no-store');
      return c.json(state, 200);
    })
    .put('/lines', async (c) => {
      const input = await readJson(c, updateShoppingLineSchema);
      const line = await shopping.updateLine(c.get('user').id, listIdOf(c), input);
      return c.json({ line }, 200);
    })
    .post('/untick', async (c) => {
      const { scope } = await readJson(c, untickShoppingSchema);
      const unticked = await shopping.untickScope(c.get('user').id, listIdOf(c), scope);
      return c.json({ unticked }, 200);
    })
    .post('/items', async (c) => {
      const input = await readJson(c, addShoppingItemSchema);
      const item = await shopping.addItem(c.get('user').id, listIdOf(c), input);
      return c.json({ item }, 201);
    })
    .patch('/items/:itemId', async (c) => {
      const input = await readJson(c, updateShoppingItemSchema);
      const item = await shopping.updateItem(
        c.get('user').id,
        listIdOf(c),
        c.req.param('itemId'),
        input,
      );
      return c.json({ item }, 200);
    })
    .delete('/items/:itemId', async (c) => {
      await shopping.deleteItem(c.get('user').id, listIdOf(c), c.req.param('itemId'));
      return c.body(null, 204);
    });
}
