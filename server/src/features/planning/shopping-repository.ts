import { randomUUID } from 'node:crypto';
import type { ShoppingEdit } from '@forkcast/core';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

export type ShoppingRow = Selectable<Database['shopping_list_entries']>;

let sequence = 0;

/**
 * Ids that sort in the order rows were made (time, then a counter, then randomness), so two
 * items added within the same millisecond still list in the order they were added.
 */
function orderedId(): string {
  sequence = (sequence + 1) % 36 ** 4;
  return `${Date.now().toString(36).padStart(9, '0')}${sequence.toString(36).padStart(4, '0')}${randomUUID().slice(0, 8)}`;
}

function editColumns(edit: ShoppingEdit | null) {
  return {
    name: edit?.name ?? null,
    quantity: edit?.quantity ?? null,
    unit: edit === null ? null : edit.unit,
  };
}

/**
 * A stamp says when the cook made a change (decision record 014). A field is written only when
 * the new stamp is later than the one it holds, so the later change wins in any arrival order;
 * null stamps (changes from before stamps existed) count as the oldest.
 */
type Stamped<T> = { value: T; stamp: string };

/** The only place that reads and writes shopping_list_entries and its operation log. */
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

    /** The stamp of the last 'Untick all' of a checklist; undefined when there was none. */
    async scopeResetStamp(trx: Db, listId: string, scope: string): Promise<string | undefined> {
      const row = await trx
        .selectFrom('shopping_scope_resets')
        .select('stamp')
        .where('meal_list_id', '=', listId)
        .where('scope', '=', scope)
        .executeTakeFirst();
      return row?.stamp;
    },

    /** The row of a derived line, made (unticked, unedited) when it has none yet. */
    async ensureLine(
      trx: Db,
      target: { listId: string; scope: string; key: string },
      now: string,
    ): Promise<void> {
      await trx
        .insertInto('shopping_list_entries')
        .values({
          id: orderedId(),
          meal_list_id: target.listId,
          scope: target.scope,
          line_key: target.key,
          checked: 0,
          created_at: now,
          updated_at: now,
        })
        .onConflict((oc) => oc.columns(['meal_list_id', 'scope', 'line_key']).doNothing())
        .execute();
    },

    /**
     * Writes the tick and/or the edit of one entry (a line by key or an item by id), each only
     * when its stamp is later than the one held. Tells which of them were written.
     */
    async writeStamped(
      trx: Db,
      where: { listId: string } & ({ scope: string; key: string } | { itemId: string }),
      change: { checked?: Stamped<boolean>; edit?: Stamped<ShoppingEdit | null> },
      now: string,
    ): Promise<{ checked: boolean; edit: boolean }> {
      const target = () => {
        let query = trx
          .updateTable('shopping_list_entries')
          .where('meal_list_id', '=', where.listId);
        query =
          'itemId' in where
            ? query.where('id', '=', where.itemId).where('line_key', 'is', null)
            : query.where('scope', '=', where.scope).where('line_key', '=', where.key);
        return query;
      };
      const written = { checked: false, edit: false };
      if (change.checked) {
        const { value, stamp } = change.checked;
        const result = await target()
          .set({ checked: value ? 1 : 0, checked_stamp: stamp, updated_at: now })
          .where((eb) => eb.or([eb('checked_stamp', 'is', null), eb('checked_stamp', '<', stamp)]))
          .executeTakeFirst();
        written.checked = Number(result.numUpdatedRows) > 0;
      }
      if (change.edit) {
        const { value, stamp } = change.edit;
        const result = await target()
          .set({ ...editColumns(value), edit_stamp: stamp, updated_at: now })
          .where((eb) => eb.or([eb('edit_stamp', 'is', null), eb('edit_stamp', '<', stamp)]))
          .executeTakeFirst();
        written.edit = Number(result.numUpdatedRows) > 0;
      }
      return written;
    },

    async findLine(
      trx: Db,
      target: { listId: string; scope: string; key: string },
    ): Promise<ShoppingRow | undefined> {
      return await trx
        .selectFrom('shopping_list_entries')
        .selectAll()
        .where('meal_list_id', '=', target.listId)
        .where('scope', '=', target.scope)
        .where('line_key', '=', target.key)
        .executeTakeFirst();
    },

    /** An added item of this list; undefined when there is none by that id. */
    async findItem(trx: Db, listId: string, itemId: string): Promise<ShoppingRow | undefined> {
      return await trx
        .selectFrom('shopping_list_entries')
        .selectAll()
        .where('id', '=', itemId)
        .where('meal_list_id', '=', listId)
        .where('line_key', 'is', null)
        .executeTakeFirst();
    },

    /** Whether any entry, of any list, has this id (client-made ids must be new). */
    async isIdTaken(trx: Db, id: string): Promise<boolean> {
      const row = await trx
        .selectFrom('shopping_list_entries')
        .select('id')
        .where('id', '=', id)
        .executeTakeFirst();
      return row !== undefined;
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
      item: { id?: string; listId: string; scope: string; edit: ShoppingEdit; stamp: string },
      now: string,
    ): Promise<ShoppingRow> {
      return await trx
        .insertInto('shopping_list_entries')
        .values({
          id: item.id ?? orderedId(),
          meal_list_id: item.listId,
          scope: item.scope,
          line_key: null,
          checked: 0,
          ...editColumns(item.edit),
          checked_stamp: item.stamp,
          edit_stamp: item.stamp,
          created_at: now,
          updated_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * 'Untick all' made at `stamp`: unticks every line and item of the checklist whose tick
     * is older, and remembers the stamp so older ticks arriving later stay out. How many
     * entries it unticked.
     */
    async untickScope(
      trx: Db,
      target: { listId: string; scope: string; stamp: string },
      now: string,
    ): Promise<number> {
      const { listId, scope, stamp } = target;
      await trx
        .insertInto('shopping_scope_resets')
        .values({ meal_list_id: listId, scope, stamp })
        .onConflict((oc) =>
          oc
            .columns(['meal_list_id', 'scope'])
            .doUpdateSet({ stamp })
            .where('shopping_scope_resets.stamp', '<', stamp),
        )
        .execute();
      const result = await trx
        .updateTable('shopping_list_entries')
        .set({ checked: 0, checked_stamp: stamp, updated_at: now })
        .where('meal_list_id', '=', listId)
        .where('scope', '=', scope)
        .where((eb) => eb.or([eb('checked_stamp', 'is', null), eb('checked_stamp', '<', stamp)]))
        .where('checked', '=', 1)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Removes an added item of this list; false when there is none by that id. */
    async deleteItem(trx: Db, listId: string, itemId: string): Promise<boolean> {
      const result = await trx
        .deleteFrom('shopping_list_entries')
        .where('id', '=', itemId)
        .where('meal_list_id', '=', listId)
        .where('line_key', 'is', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** What an operation answered the first time; undefined when it is new. */
    async findOperation(
      userId: string,
      opId: string,
      trx: Db = db,
    ): Promise<{ status: number; response: string } | undefined> {
      return await trx
        .selectFrom('shopping_operations')
        .select(['status', 'response'])
        .where('user_id', '=', userId)
        .where('op_id', '=', opId)
        .executeTakeFirst();
    },

    async recordOperation(
      trx: Db,
      op: { userId: string; opId: string; listId: string; status: number; response: string },
      now: string,
    ): Promise<void> {
      await trx
        .insertInto('shopping_operations')
        .values({
          user_id: op.userId,
          op_id: op.opId,
          meal_list_id: op.listId,
          status: op.status,
          response: op.response,
          applied_at: now,
        })
        .execute();
    },

    /** Forgets operations applied before `before`; how many. */
    async pruneOperations(before: string): Promise<number> {
      const result = await db
        .deleteFrom('shopping_operations')
        .where('applied_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ShoppingRepository = ReturnType<typeof createShoppingRepository>;
