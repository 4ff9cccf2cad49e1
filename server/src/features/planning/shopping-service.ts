import {
  type AddShoppingItem,
  AppError,
  type ListRole,
  MAX_SHOPPING_ITEMS,
  type ShoppingItem,
  type ShoppingLineState,
  type ShoppingState,
  shoppingMessages,
  type UpdateShoppingItem,
  type UpdateShoppingLine,
} from '@forkcast/core';
import type { Db } from '../../db/database.ts';
import type { ShoppingRepository, ShoppingRow } from './shopping-repository.ts';

/**
 * The lists feature's membership rule: resolves for the owner and members, throws a 404
 * AppError for anyone else (so a foreign list id reveals nothing).
 */
export type RequireListMember = (userId: string, listId: string) => Promise<{ role: ListRole }>;

function toLine(row: ShoppingRow): ShoppingLineState {
  return {
    scope: row.scope,
    key: row.line_key ?? '',
    checked: Number(row.checked) === 1,
    edit:
      row.name === null
        ? null
        : { name: row.name, quantity: row.quantity ?? null, unit: row.unit ?? '' },
    updatedAt: row.updated_at,
  };
}

function toItem(row: ShoppingRow): ShoppingItem {
  return {
    id: row.id,
    scope: row.scope,
    name: row.name ?? '',
    quantity: row.quantity ?? null,
    unit: row.unit ?? '',
    checked: Number(row.checked) === 1,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function createShoppingService(deps: {
  db: Db;
  repo: ShoppingRepository;
  requireListMember: RequireListMember;
  now?: () => Date;
}) {
  const { db, repo, requireListMember } = deps;
  const now = () => (deps.now?.() ?? new Date()).toISOString();

  return {
    async getState(userId: string, listId: string): Promise<ShoppingState> {
      await requireListMember(userId, listId);
      const rows = await repo.listEntries(listId);
      return {
        lines: rows.filter((r) => r.line_key !== null).map(toLine),
        items: rows.filter((r) => r.line_key === null).map(toItem),
      };
    },

    async updateLine(
      userId: string,
      listId: string,
      input: UpdateShoppingLine,
    ): Promise<ShoppingLineState> {
      await requireListMember(userId, listId);
      const { scope, key, ...change } = input;
      return toLine(await repo.upsertLine({ listId, scope, key }, change, now()));
    },

    async addItem(userId: string, listId: string, input: AddShoppingItem): Promise<ShoppingItem> {
      await requireListMember(userId, listId);
      const { scope, ...edit } = input;
      return await db.transaction().execute(async (trx) => {
        // A soft cap against runaway clients; two adds racing past it by one do no harm.
        if ((await repo.countItems(trx, listId)) >= MAX_SHOPPING_ITEMS) {
          throw new AppError('conflict', shoppingMessages.tooManyItems);
        }
        return toItem(await repo.insertItem(trx, { listId, scope, edit }, now()));
      });
    },

    async updateItem(
      userId: string,
      listId: string,
      itemId: string,
      change: UpdateShoppingItem,
    ): Promise<ShoppingItem> {
      await requireListMember(userId, listId);
      const row = await repo.updateItem(listId, itemId, change, now());
      if (row === undefined) throw new AppError('not_found', shoppingMessages.itemNotFound);
      return toItem(row);
    },

    /** 'Untick all': the next shop starts from a clean list; edits and items stay. */
    async untickScope(userId: string, listId: string, scope: string): Promise<number> {
      await requireListMember(userId, listId);
      return await repo.untickScope(listId, scope, now());
    },

    async deleteItem(userId: string, listId: string, itemId: string): Promise<void> {
      await requireListMember(userId, listId);
      if (!(await repo.deleteItem(listId, itemId))) {
        throw new AppError('not_found', shoppingMessages.itemNotFound);
      }
    },
  };
}

export type ShoppingService = ReturnType<typeof createShoppingService>;
