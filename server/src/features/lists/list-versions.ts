import { createHash } from 'node:crypto';
import type { ListChange, ListRole } from '@forkcast/core';
import type { Db } from '../../db/database.ts';
import { prepareQuery } from '../../db/prepared.ts';

/**
 * THE SEAM for live updates (decision 012). Everything that changes a list goes through
 * `write` (or `bump` inside a transaction of its own), so these two hooks see every change:
 * - `inTransaction` runs inside the write's transaction, after the bump: the place for
 *   `pg_notify` (delivered only if the write commits);
 * - `afterCommit` runs once the transaction has committed: the place for an in-process
 *   publish to the open event streams of this instance.
 * Both are given from app.ts; without them a bump only moves the version (ETags, 304s).
 */
export type ListChangeHooks = {
  inTransaction?: (trx: Db, changes: ListChange[]) => Promise<void>;
  afterCommit?: (changes: ListChange[]) => void;
};

/**
 * Which lists a write changes: named ones, every list that holds a meal, a list the write
 * deletes (bumped before the work, while its row is still there, so its members hear of it),
 * or every list that shows a person (their name and picture, as a member or as a meal's cook).
 */
export type ListTarget =
  | { listIds: string[] }
  | { mealId: string }
  | { deletedListId: string }
  | { showingUserId: string };

/**
 * The one place that reads and moves `meal_lists.version` (migration 0008). Every write that
 * changes what a list screen shows (its name, members, meals, servings, schedule, a meal's
 * recipe, the shopping list) bumps the version inside its own transaction; reads answer
 * `304 Not Modified` when the version the client holds is still current.
 */
export function createListVersions(db: Db, hooks: ListChangeHooks = {}) {
  // The two reads behind every conditional read (a 304 is them alone): compiled once.
  const listsOfUser = prepareQuery(db, ['userId'], (db, slot) =>
    db
      .selectFrom('meal_list_members as m')
      .innerJoin('meal_lists as l', 'l.id', 'm.meal_list_id')
      .select(['l.id', 'l.version', 'm.role'])
      .where('m.user_id', '=', slot.userId)
      .orderBy('l.id'),
  );
  const versionAndRole = prepareQuery(db, ['listId', 'userId'], (db, slot) =>
    db
      .selectFrom('meal_lists as l')
      .innerJoin('meal_list_members as m', 'm.meal_list_id', 'l.id')
      .select(['l.version', 'm.role'])
      .where('l.id', '=', slot.listId)
      .where('m.user_id', '=', slot.userId),
  );

  /** Moves the version of each list by one, inside the caller's transaction. */
  async function bump(trx: Db, listIds: string[]): Promise<ListChange[]> {
    const ids = [...new Set(listIds)];
    if (ids.length === 0) return [];
    const rows = await trx
      .updateTable('meal_lists')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('id', 'in', ids)
      .returning(['id', 'version'])
      .execute();
    const changes = rows.map((r) => ({ listId: r.id, version: Number(r.version) }));
    if (changes.length > 0) await hooks.inTransaction?.(trx, changes);
    return changes;
  }

  /** Every list that holds the meal moves by one: its recipe shows on their screens. */
  async function bumpListsHoldingMeal(trx: Db, mealId: string): Promise<ListChange[]> {
    const rows = await trx
      .selectFrom('meal_list_items')
      .select('meal_list_id')
      .where('meal_id', '=', mealId)
      .execute();
    return await bump(
      trx,
      rows.map((r) => r.meal_list_id),
    );
  }

  /** Lists the person belongs to, and lists holding a meal they cook: they show the person. */
  async function bumpListsShowingUser(trx: Db, userId: string): Promise<ListChange[]> {
    const [memberOf, cookIn] = await Promise.all([
      trx
        .selectFrom('meal_list_members')
        .select('meal_list_id as id')
        .where('user_id', '=', userId)
        .execute(),
      trx
        .selectFrom('meal_list_items as i')
        .innerJoin('meals as m', 'm.id', 'i.meal_id')
        .select('i.meal_list_id as id')
        .where('m.user_id', '=', userId)
        .execute(),
    ]);
    return await bump(
      trx,
      [...memberOf, ...cookIn].map((r) => r.id),
    );
  }

  return {
    bump,
    bumpListsHoldingMeal,

    /**
     * Runs `work` in a transaction and bumps the target lists in it, after the work: a write
     * that throws rolls its bump back with it. Publishes after the commit.
     */
    async write<T>(target: ListTarget, work: (trx: Db) => Promise<T>): Promise<T> {
      let changes: ListChange[] = [];
      const result = await db.transaction().execute(async (trx) => {
        if ('deletedListId' in target) {
          changes = await bump(trx, [target.deletedListId]);
          return await work(trx);
        }
        const value = await work(trx);
        if ('mealId' in target) changes = await bumpListsHoldingMeal(trx, target.mealId);
        else if ('showingUserId' in target) {
          changes = await bumpListsShowingUser(trx, target.showingUserId);
        } else changes = await bump(trx, target.listIds);
        return value;
      });
      if (changes.length > 0) hooks.afterCommit?.(changes);
      return result;
    },

    /**
     * The version of a user's dashboard: which lists they are in, in which role, at which
     * versions, in one indexed query, folded into a short digest. Any change to any of their
     * lists, or to which lists they are in, changes it.
     */
    async digestOfListsOf(userId: string): Promise<string> {
      const rows = await listsOfUser.run({ userId });
      const hash = createHash('sha256');
      for (const r of rows) hash.update(`${r.id}:${r.version}:${r.role};`);
      return hash.digest('base64url').slice(0, 22);
    },

    /**
     * The cheap read behind a 304: the list's version and the user's role in one indexed
     * query; undefined when the list does not exist or the user does not belong to it.
     */
    async currentFor(
      listId: string,
      userId: string,
    ): Promise<{ version: number; role: ListRole } | undefined> {
      const [row] = await versionAndRole.run({ listId, userId });
      return row && { version: Number(row.version), role: row.role };
    },
  };
}

export type ListVersions = ReturnType<typeof createListVersions>;
