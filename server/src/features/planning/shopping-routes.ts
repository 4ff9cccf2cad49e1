import {
  AppError,
  addShoppingItemSchema,
  removeShoppingItemSchema,
  untickShoppingSchema,
  updateShoppingItemSchema,
  updateShoppingLineSchema,
} from '@forkcast/core';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import type { AuthEnv } from '../../auth/session.ts';
import { type VersionedAnswers, versionTag } from '../../http/conditional.ts';
import { readJson } from '../../http/validate.ts';
import type { ShoppingService, WriteAnswer } from './shopping-service.ts';

/** A write's answer as the service gave it (the same again for a replayed operation). */
function answer<T>(c: Context, { status, body }: WriteAnswer<T>) {
  return status === 204 ? c.body(null, 204) : c.json(body, status);
}

/** DELETE may carry an operation in a JSON body; without a body it is a plain removal. */
async function readOptionalOperation(c: Context) {
  if (!c.req.header('content-type')?.includes('application/json')) return {};
  return await readJson(c, removeShoppingItemSchema);
}

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
  answers: VersionedAnswers;
}) {
  const { shopping } = deps;
  return (
    new Hono<AuthEnv>()
      .use('*', deps.requireUser)
      // Read on every event of the list (and slowly polled when the stream is down): the browser
      // asks with the tag it holds, and an unchanged list answers 304.
      .get('/', async (c) => {
        const { version, state } = await shopping.readState(c.var.user.id, listIdOf(c));
        return deps.answers.json(c, versionTag('shopping', version), state);
      })
      .put('/lines', async (c) => {
        const input = await readJson(c, updateShoppingLineSchema);
        return answer(c, await shopping.updateLine(c.var.user.id, listIdOf(c), input));
      })
      .post('/untick', async (c) => {
        const input = await readJson(c, untickShoppingSchema);
        return answer(c, await shopping.untickScope(c.var.user.id, listIdOf(c), input));
      })
      .post('/items', async (c) => {
        const input = await readJson(c, addShoppingItemSchema);
        return answer(c, await shopping.addItem(c.var.user.id, listIdOf(c), input));
      })
      .patch('/items/:itemId', async (c) => {
        const input = await readJson(c, updateShoppingItemSchema);
        const itemId = c.req.param('itemId');
        return answer(c, await shopping.updateItem(c.var.user.id, listIdOf(c), itemId, input));
      })
      .delete('/items/:itemId', async (c) => {
        const input = await readOptionalOperation(c);
        const itemId = c.req.param('itemId');
        return answer(c, await shopping.deleteItem(c.var.user.id, listIdOf(c), itemId, input));
      })
  );
}
