import type { ListItemState, ListRole, UserRef } from '@forkcast/core';
import { type Selectable, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';

/** A profile's public columns, as a left join reads them (null: the user has no profile). */
export type ProfileColumns = {
  [K in 'username' | 'full_name' | 'avatar_url']: Selectable<Database['profiles']>[K] | null;
};

/** A profile row as other people see it; a user without a profile still has an id. */
export function toUserRef(id: string, p: ProfileColumns): UserRef {
  return {
    id,
    username: p.username ?? '',
    fullName: p.full_name ?? null,
    avatarUrl: p.avatar_url ?? null,
  };
}

/** The only place that reads and writes meal_lists, meal_list_members and meal_list_items. */
export function createListRepository(db: Db) {
  return {
    /** The user's role in the list, or undefined when they do not belong to it. */
    async findRole(listId: string, userId: string): Promise<ListRole | undefined> {
      const row = await db
        .selectFrom('meal_list_members')
        .select('role')
        .where('meal_list_id', '=', listId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.role;
    },

    /**
     * Every list the user belongs to, newest first, with its counts: one query. With `listId`,
     * just that one (the card a create or rename answers with).
     */
    async findListsOf(userId: string, listId?: string) {
      const rows = await db
        .selectFrom('meal_list_members as m')
        .innerJoin('meal_lists as l', 'l.id', 'm.meal_list_id')
        .leftJoin('profiles as p', 'p.id', 'l.user_id')
        .select((eb) => [
          'l.id',
          'l.name',
          'l.created_at',
          'l.user_id as owner_id',
          'm.role',
          'p.username',
          'p.full_name',
          'p.avatar_url',
          eb
            .selectFrom('meal_list_items as i')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('i.meal_list_id', '=', 'l.id')
            .as('meal_count'),
          eb
            .selectFrom('meal_list_items as i')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('i.meal_list_id', '=', 'l.id')
            .where('i.scheduled_day', 'is not', null)
            .as('scheduled_count'),
          eb
            .selectFrom('meal_list_members as mm')
            .select(sql<number>`count(*)`.as('n'))
            .whereRef('mm.meal_list_id', '=', 'l.id')
            .as('member_count'),
        ])
        .where('m.user_id', '=', userId)
        .$if(listId !== undefined, (q) => q.where('l.id', '=', listId as string))
        .orderBy('l.created_at', 'desc')
        .orderBy('l.id', 'desc')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        createdAt: r.created_at,
        role: r.role,
        owner: toUserRef(r.owner_id, r),
        mealCount: Number(r.meal_count ?? 0),
        scheduledCount: Number(r.scheduled_count ?? 0),
        memberCount: Number(r.member_count ?? 0),
      }));
    },

    /** The list with its owner, and the user's role in it (undefined: not a member). */
    async findListFor(listId: string, userId: string) {
      const row = await db
        .selectFrom('meal_lists as l')
        .leftJoin('profiles as p', 'p.id', 'l.user_id')
        .leftJoin('meal_list_members as m', (join) =>
          join.onRef('m.meal_list_id', '=', 'l.id').on('m.user_id', '=', userId),
        )
        .select([
          'l.id',
          'l.name',
          'l.created_at',
          'l.user_id as owner_id',
          'm.role',
          'p.username',
          'p.full_name',
          'p.avatar_url',
        ])
        .where('l.id', '=', listId)
        .executeTakeFirst();
      if (!row) return undefined;
      return {
        id: row.id,
        name: row.name,
        createdAt: row.created_at,
        role: row.role ?? undefined,
        owner: toUserRef(row.owner_id, row),
      };
    },

    /** Who belongs to each of these lists, in one query (live updates decide who hears). */
    async findMemberIdsOf(listIds: string[]): Promise<{ listId: string; userId: string }[]> {
      if (listIds.length === 0) return [];
      const rows = await db
        .selectFrom('meal_list_members')
        .select(['meal_list_id', 'user_id'])
        .where('meal_list_id', 'in', listIds)
        .execute();
      return rows.map((r) => ({ listId: r.meal_list_id, userId: r.user_id }));
    },

    /** Every list the user belongs to, with its version: what a live stream starts from. */
    async findVersionsOf(userId: string): Promise<{ listId: string; version: number }[]> {
      const rows = await db
        .selectFrom('meal_list_members as m')
        .innerJoin('meal_lists as l', 'l.id', 'm.meal_list_id')
        .select(['l.id', 'l.version'])
        .where('m.user_id', '=', userId)
        .execute();
      return rows.map((r) => ({ listId: r.id, version: Number(r.version) }));
    },

    async findMembers(listId: string) {
      const rows = await db
        .selectFrom('meal_list_members as m')
        .leftJoin('profiles as p', 'p.id', 'm.user_id')
        .select(['m.user_id', 'm.role', 'p.username', 'p.full_name', 'p.avatar_url'])
        .where('m.meal_list_id', '=', listId)
        // The owner first, then members in the order they joined.
        .orderBy(sql`case when m.role = 'owner' then 0 else 1 end`)
        .orderBy('m.created_at')
        .orderBy('m.user_id')
        .execute();
      return rows.map((r) => ({ ...toUserRef(r.user_id, r), role: r.role }));
    },

    async insertList(
      trx: Db,
      list: { id: string; name: string; ownerId: string; createdAt: string },
    ): Promise<void> {
      await trx
        .insertInto('meal_lists')
        .values({ id: list.id, name: list.name, user_id: list.ownerId, created_at: list.createdAt })
        .execute();
      await trx
        .insertInto('meal_list_members')
        .values({
          meal_list_id: list.id,
          user_id: list.ownerId,
          role: 'owner',
          created_at: list.createdAt,
        })
        .execute();
    },

    async renameList(trx: Db, listId: string, name: string): Promise<void> {
      await trx.updateTable('meal_lists').set({ name }).where('id', '=', listId).execute();
    },

    /** The spec's order: the list's items first, then the list (members go with it). */
    async deleteList(trx: Db, listId: string): Promise<void> {
      await trx.deleteFrom('meal_list_items').where('meal_list_id', '=', listId).execute();
      await trx.deleteFrom('removed_list_items').where('meal_list_id', '=', listId).execute();
      await trx.deleteFrom('meal_list_members').where('meal_list_id', '=', listId).execute();
      await trx.deleteFrom('meal_lists').where('id', '=', listId).execute();
    },

    /** Adds a member; false when they already belong to the list. */
    async insertMember(
      trx: Db,
      listId: string,
      userId: string,
      createdAt: string,
    ): Promise<boolean> {
      const result = await trx
        .insertInto('meal_list_members')
        .values({ meal_list_id: listId, user_id: userId, role: 'editor', created_at: createdAt })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Removes a member who is not the owner; false when there was no such member. */
    async deleteEditor(trx: Db, listId: string, userId: string): Promise<boolean> {
      const result = await trx
        .deleteFrom('meal_list_members')
        .where('meal_list_id', '=', listId)
        .where('user_id', '=', userId)
        .where('role', '=', 'editor')
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Puts meals in a list; a meal already there stays as it is. Returns how many were new.
     * Each item is stamped a millisecond after the one before, so that a plan or a batch of
     * picked meals keeps its order on the list screen.
     */
    async insertItems(
      trx: Db,
      listId: string,
      items: { id: string; mealId: string; servings: number }[],
      createdAt: Date,
    ): Promise<number> {
      if (items.length === 0) return 0;
      const result = await trx
        .insertInto('meal_list_items')
        .values(
          items.map((item, index) => ({
            id: item.id,
            meal_list_id: listId,
            meal_id: item.mealId,
            servings: item.servings,
            scheduled_day: null,
            scheduled_type: null,
            created_at: new Date(createdAt.getTime() + index).toISOString(),
          })),
        )
        .onConflict((oc) => oc.columns(['meal_list_id', 'meal_id']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },

    /**
     * Takes a meal off a list and keeps its place (row position, servings, schedule) for Undo:
     * one kept place per list and meal, the latest. Places kept from before `keepSince`, in any
     * list, are dropped on the way, so the table holds only the last while's removals.
     * False when the meal was not in the list.
     */
    async deleteItem(
      trx: Db,
      listId: string,
      mealId: string,
      removedAt: Date,
      keepSince: Date,
    ): Promise<boolean> {
      const row = await trx
        .deleteFrom('meal_list_items')
        .where('meal_list_id', '=', listId)
        .where('meal_id', '=', mealId)
        .returningAll()
        .executeTakeFirst();
      if (!row) return false;
      await trx
        .deleteFrom('removed_list_items')
        .where('removed_at', '<', keepSince.toISOString())
        .execute();
      const kept = {
        item_id: row.id,
        servings: row.servings,
        scheduled_day: row.scheduled_day,
        scheduled_type: row.scheduled_type,
        created_at: row.created_at,
        removed_at: removedAt.toISOString(),
      };
      await trx
        .insertInto('removed_list_items')
        .values({ meal_list_id: listId, meal_id: mealId, ...kept })
        .onConflict((oc) => oc.columns(['meal_list_id', 'meal_id']).doUpdateSet(kept))
        .execute();
      return true;
    },

    /**
     * Puts a meal back where it was, if it was taken off at `since` or later; the kept place is
     * used up either way. A meal that is back in the list already (added again) stays as it is.
     */
    async restoreItem(trx: Db, listId: string, mealId: string, since: Date): Promise<void> {
      const kept = await trx
        .deleteFrom('removed_list_items')
        .where('meal_list_id', '=', listId)
        .where('meal_id', '=', mealId)
        .where('removed_at', '>=', since.toISOString())
        .returningAll()
        .executeTakeFirst();
      if (!kept) return;
      await trx
        .insertInto('meal_list_items')
        .values({
          id: kept.item_id,
          meal_list_id: listId,
          meal_id: mealId,
          servings: kept.servings,
          scheduled_day: kept.scheduled_day,
          scheduled_type: kept.scheduled_type,
          created_at: kept.created_at,
        })
        .onConflict((oc) => oc.columns(['meal_list_id', 'meal_id']).doNothing())
        .execute();
    },

    /** A meal's place in a list, or undefined when it is not there. */
    async findItem(trx: Db, listId: string, mealId: string): Promise<ListItemState | undefined> {
      const row = await trx
        .selectFrom('meal_list_items')
        .select(['meal_id', 'servings', 'scheduled_day', 'scheduled_type'])
        .where('meal_list_id', '=', listId)
        .where('meal_id', '=', mealId)
        .executeTakeFirst();
      return row ? toItemState(row) : undefined;
    },

    /** Changes an item's servings and/or schedule; undefined when the meal is not in the list. */
    async updateItem(
      trx: Db,
      listId: string,
      mealId: string,
      change: { servings?: number; schedule?: { day: number; type: 'cook' | 'eat' } | null },
    ): Promise<ListItemState | undefined> {
      const set: {
        servings?: number;
        scheduled_day?: number | null;
        scheduled_type?: 'cook' | 'eat' | null;
      } = {};
      if (change.servings !== undefined) set.servings = change.servings;
      if (change.schedule !== undefined) {
        set.scheduled_day = change.schedule?.day ?? null;
        set.scheduled_type = change.schedule?.type ?? null;
      }
      const row = await trx
        .updateTable('meal_list_items')
        .set(set)
        .where('meal_list_id', '=', listId)
        .where('meal_id', '=', mealId)
        .returning(['meal_id', 'servings', 'scheduled_day', 'scheduled_type'])
        .executeTakeFirst();
      return row ? toItemState(row) : undefined;
    },
  };
}

function toItemState(row: {
  meal_id: string;
  servings: number;
  scheduled_day: number | null;
  scheduled_type: 'cook' | 'eat' | null;
}): ListItemState {
  return {
    mealId: row.meal_id,
    servings: Number(row.servings),
    scheduledDay: row.scheduled_day ?? null,
    scheduledType: row.scheduled_type ?? null,
  };
}

export type ListRepository = ReturnType<typeof createListRepository>;
