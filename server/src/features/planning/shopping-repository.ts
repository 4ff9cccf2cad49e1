import { randomUUID } from 'node:crypto';
import type { ShoppingEdit } from '@forkcast/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export type ShoppingRow = Selectable<Database['shopping_list_entries']>;

type Change = { checked?: boolean; edit?: ShoppingEdit | null };

let sequence = 0;

/**
 * Ids that sort in the order rows were made (time, then a counter, then randomness), so two
 * items added within the same millisecond still list in the order they were added.
 */
function orderedId(): string {
  sequence = (sequence + 1) % 36 ** 4;
  return `${Date.now().toString(36).padStart(9, '0')}${sequence.toString(36).padStart(4, '0')}${randomUUID().slice(0, 8)}`;
}

/** The columns a change writes; fields left out are not touched, so changes never collide. */
function changedColumns(change: Change, now: string) {
  return {
    ...(change.checked !== undefined ? { checked: change.checked ? 1 : 0 } : {}),
    ...(change.edit !== undefined
      ? {
          name: change.edit?.name ?? null,
          quantity: change.edit?.quantity ?? null,
          unit: change.edit === null ? null : change.edit.unit,
        }
      : {}),
    updated_at: now,
  };
}

/** The only place that reads and writes shopping_list_entries. */
export function createShoppingRepository(db: Db) {
  return {
    /** Every entry of a list in one indexed read, oldest first. */
    async listEntries(listId: string): Promise<ShoppingRow[]> {
      return await db
        .selectFrom('shopping_list_entries')
        .selectAll()
        .where('meal_list_id', '=', listId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
    },

    /**
     * Ticks or edits a derived line in one upsert: the first change creates the row, later
     * ones update only their own columns, so concurrent members never lose each other's work.
     */
    async upsertLine(
      target: { listId: string; scope: string; key: string },
      change: Change,
      now: string,
    ): Promise<ShoppingRow> {
      return await db
        .insertInto('shopping_list_entries')
        .values({
          id: orderedId(),
          meal_list_id: target.listId,
          scope: target.scope,
          line_key: target.key,
          created_at: now,
          ...changedColumns(change, now),
        })
        .onConflict((oc) =>
          oc
            .columns(['meal_list_id', 'scope', 'line_key'])
            .doUpdateSet(changedColumns(change, now)),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    async countItems(trx: Db, listId: string): Promise<number> {
      const row = await trx
        .selectFrom('shopping_list_entries')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('meal_list_id', '=', listId)
        .where('line_key', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async insertItem(
      trx: Db,
      item: { listId: string; scope: string; edit: ShoppingEdit },
      now: string,
    ): Promise<ShoppingRow> {
      return await trx
        .insertInto('shopping_list_entries')
        .values({
          id: orderedId(),
          meal_list_id: item.listId,
          scope: item.scope,
          line_key: null,
          created_at: now,
          ...changedColumns({ checked: false, edit: item.edit }, now),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Updates an added item of this list; undefined when there is none by that id. */
    async updateItem(
      listId: string,
      itemId: string,
      change: Change,
      now: string,
    ): Promise<ShoppingRow | undefined> {
      return await db
        .updateTable('shopping_list_entries')
        .set(changedColumns(change, now))
        .where('id', '=', itemId)
        .where('meal_list_id', '=', listId)
        .where('line_key', 'is', null)
        .returningAll()
        .executeTakeFirst();
    },

    /** Unticks every line and item of one checklist in one statement; how many it changed. */
    async untickScope(listId: string, scope: string, now: string): Promise<number> {
      const result = await db
        .updateTable('shopping_list_entries')
        .set({ checked: 0, updated_at: now })
        .where('meal_list_id', '=', listId)
        .where('scope', '=', scope)
        .where('checked', '=', 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Removes an added item of this list; false when there is none by that id. */
    async deleteItem(listId: string, itemId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('shopping_list_entries')
        .where('id', '=', itemId)
        .where('meal_list_id', '=', listId)
        .where('line_key', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type ShoppingRepository = ReturnType<typeof createShoppingRepository>;
