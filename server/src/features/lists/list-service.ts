import { randomUUID } from 'node:crypto';
import {
  AppError,
  COOK_TIME,
  FRIDGE_LIFE,
  type ListDetail,
  type ListIngredients,
  type ListItemState,
  type ListMeal,
  type ListRole,
  type ListSummary,
  type MealDraft,
  type UpdateListItemInput,
} from '@forkcast/core';
import type { Db } from '../../db/database.ts';
import { orderedTimes } from '../../db/ordered-times.ts';
import type { ListRepository } from './list-repository.ts';
import type { ListVersions } from './list-versions.ts';
import type { MealRepository } from './meal-repository.ts';

export type ListServiceDeps = {
  db: Db;
  lists: ListRepository;
  meals: MealRepository;
  /** Every write below goes through it, so each changed list's version moves with it. */
  versions: ListVersions;
  /** From the profiles feature: who has this username. */
  findUserIdByUsername: (username: string) => Promise<string | undefined>;
  now?: () => Date;
};

/** One message for every list a person may not see, so a foreign id reveals nothing. */
const LIST_NOT_FOUND = 'We could not find that meal list.';
const MEAL_NOT_IN_LIST = 'That meal is not in this list.';
const CANNOT_PUT_BACK = 'That meal can no longer be put back.';

/**
 * How long a removed meal's place is kept for Undo. The toast offers Undo for seconds; the rest
 * covers an Undo made offline and sent when the phone is back, and API clients.
 */
const UNDO_KEEP_MS = 60 * 60 * 1000;
const undoSince = (now: Date) => new Date(now.getTime() - UNDO_KEEP_MS);

/**
 * The rules of meal lists and their meals. Membership is decided here and nowhere else:
 * other features (schedule, shopping list, import, AI, social) call `requireMember`.
 */
export function createListService(deps: ListServiceDeps) {
  const { db, lists, meals, versions } = deps;
  const clock = () => deps.now?.() ?? new Date();
  const now = () => clock().toISOString();

  /** The user's role in the list; 404 for anyone who does not belong to it. */
  async function requireMember(userId: string, listId: string): Promise<{ role: ListRole }> {
    const role = await lists.findRole(listId, userId);
    if (!role) throw new AppError('not_found', LIST_NOT_FOUND);
    return { role };
  }

  async function requireOwner(userId: string, listId: string, action: string): Promise<void> {
    const { role } = await requireMember(userId, listId);
    if (role !== 'owner') {
      throw new AppError('forbidden', `Only the list's owner can ${action}.`);
    }
  }

  async function summaryOf(userId: string, listId: string): Promise<ListSummary> {
    const [summary] = await lists.findListsOf(userId, listId);
    if (!summary) throw new AppError('not_found', LIST_NOT_FOUND);
    return summary;
  }

  return {
    requireMember,

    /**
     * The dashboard's lists with their version (one query), and the lists themselves, read
     * only if the caller needs more than the version (a 304 does not).
     */
    async readLists(
      userId: string,
    ): Promise<{ version: string; lists: () => Promise<ListSummary[]> }> {
      return {
        version: await versions.digestOfListsOf(userId),
        lists: () => lists.findListsOf(userId),
      };
    },

    async createList(userId: string, name: string): Promise<ListSummary> {
      const id = randomUUID();
      await db.transaction().execute(async (trx) => {
        await lists.insertList(trx, { id, name, ownerId: userId, createdAt: now() });
      });
      return summaryOf(userId, id);
    },

    async renameList(userId: string, listId: string, name: string): Promise<ListSummary> {
      await requireOwner(userId, listId, 'rename it');
      await versions.write({ listIds: [listId] }, (trx) => lists.renameList(trx, listId, name));
      return summaryOf(userId, listId);
    },

    async deleteList(userId: string, listId: string): Promise<void> {
      await requireOwner(userId, listId, 'delete it');
      // Bumped before it goes, so a live screen of it hears that it changed (and is gone).
      await versions.write({ deletedListId: listId }, (trx) => lists.deleteList(trx, listId));
    },

    /**
     * The list's version and the user's role, in one query (the tag of its reads); 404 for
     * anyone who does not belong to it.
     */
    async currentVersion(userId: string, listId: string) {
      const current = await versions.currentFor(listId, userId);
      if (!current) throw new AppError('not_found', LIST_NOT_FOUND);
      return current;
    },

    /**
     * The picture of the first meal card, for the page to announce (decision 039): the
     * membership check and one row, not the whole list (500 cards on a big list).
     */
    async firstCardPicture(userId: string, listId: string): Promise<string | null> {
      if (!(await versions.currentFor(listId, userId))) {
        throw new AppError('not_found', LIST_NOT_FOUND);
      }
      return meals.findFirstCardPicture(listId);
    },

    /** Live updates: who belongs to these lists, and every list of a user with its version. */
    membersOfLists: (listIds: string[]) => lists.findMemberIdsOf(listIds),
    listVersionsOf: (userId: string) => lists.findVersionsOf(userId),

    /**
     * What the list screen shows first (header, members, meal cards): three queries, whatever
     * the number of meals. The recipes are not in it: see `readIngredients`.
     */
    async getList(userId: string, listId: string): Promise<ListDetail> {
      const list = await lists.findListFor(listId, userId);
      if (!list?.role) throw new AppError('not_found', LIST_NOT_FOUND);
      const [members, cards] = await Promise.all([
        lists.findMembers(listId),
        meals.findListCards(listId),
      ]);
      return { ...list, role: list.role, members, meals: cards };
    },

    /**
     * The ingredients of the list's meals, for the Shopping List tab: the list's version (one
     * query, which turns away anyone outside the list), then, only if the caller needs more
     * than the version (a 304 does not), the ingredients in one more.
     */
    async readIngredients(
      userId: string,
      listId: string,
    ): Promise<{ version: number; ingredients: () => Promise<ListIngredients> }> {
      const current = await versions.currentFor(listId, userId);
      if (!current) throw new AppError('not_found', LIST_NOT_FOUND);
      return {
        version: current.version,
        ingredients: async () => {
          const byMeal = await meals.findListIngredients(listId);
          return { meals: [...byMeal].map(([mealId, ingredients]) => ({ mealId, ingredients })) };
        },
      };
    },

    async addMember(userId: string, listId: string, username: string) {
      await requireOwner(userId, listId, 'invite people');
      const memberId = await deps.findUserIdByUsername(username);
      if (!memberId) {
        throw new AppError('not_found', `We could not find a cook called @${username}.`);
      }
      if (memberId === userId) {
        throw new AppError('conflict', 'You already own this list.');
      }
      // Refused inside the write, so a member already there moves no version (and wakes no one).
      await versions.write({ listIds: [listId] }, async (trx) => {
        if (!(await lists.insertMember(trx, listId, memberId, now()))) {
          throw new AppError('conflict', `@${username} is already on this list.`);
        }
      });
      const member = (await lists.findMembers(listId)).find((m) => m.id === memberId);
      if (!member) throw new AppError('not_found', LIST_NOT_FOUND);
      return member;
    },

    /** The owner removes a member, or a member leaves; the owner cannot leave their own list. */
    async removeMember(userId: string, listId: string, memberId: string): Promise<void> {
      const { role } = await requireMember(userId, listId);
      if (memberId === userId && role === 'owner') {
        throw new AppError('conflict', 'The owner cannot leave the list. Delete it instead.');
      }
      if (memberId !== userId && role !== 'owner') {
        throw new AppError('forbidden', "Only the list's owner can remove people.");
      }
      await versions.write({ listIds: [listId] }, async (trx) => {
        if (!(await lists.deleteEditor(trx, listId, memberId))) {
          throw new AppError('not_found', 'That person is not on this list.');
        }
      });
    },

    /**
     * Creates new meals (with their ingredients) and puts them in the list, all in one
     * transaction: a failure leaves no meal behind.
     */
    async addNewMeals(userId: string, listId: string, drafts: MealDraft[]): Promise<ListMeal[]> {
      await requireMember(userId, listId);
      // A list shows its meals in the order they were added, by time; a batch of n meals takes
      // n milliseconds from its start (list-repository.ts), reserved so that adds made within
      // the same milliseconds (two members at once) follow each other (ordered-times.ts).
      const at = orderedTimes(drafts.length, clock());
      const createdAt = at.toISOString();
      const rows = drafts.map((draft) => ({
        id: randomUUID(),
        name: draft.name,
        description: draft.description,
        servings: draft.servings,
        source: draft.source,
        userId,
        imageUrl: draft.imageUrl,
        cookTimeMinutes: draft.cookTimeMinutes ?? COOK_TIME.default,
        fridgeLifeDays: draft.fridgeLifeDays ?? FRIDGE_LIFE.default,
        directions: draft.directions,
        createdAt,
      }));
      await versions.write({ listIds: [listId] }, async (trx) => {
        await meals.insertMeals(trx, rows);
        await meals.insertIngredients(
          trx,
          rows.flatMap((row, m) =>
            (drafts[m]?.ingredients ?? []).map((ingredient, position) => ({
              ...ingredient,
              id: randomUUID(),
              mealId: row.id,
              position,
            })),
          ),
        );
        await lists.insertItems(
          trx,
          listId,
          rows.map((row) => ({ id: randomUUID(), mealId: row.id, servings: row.servings })),
          at,
        );
      });
      return meals.findListMeals(
        listId,
        rows.map((r) => r.id),
      );
    },

    /**
     * Puts meals the user already has into the list ('Add Existing Meals'); meals already
     * there are left as they are. Any meal the user cannot reach fails the whole request.
     */
    async addExistingMeals(userId: string, listId: string, mealIds: string[]) {
      await requireMember(userId, listId);
      const unique = [...new Set(mealIds)];
      const reachable = await meals.findMealIdsReachableBy(userId, unique);
      if (reachable.size !== unique.length) {
        throw new AppError('not_found', 'We could not find one of those meals.');
      }
      const added = await versions.write({ listIds: [listId] }, async (trx) => {
        // Servings start from each recipe's own count, as a new meal's do.
        const servings = new Map(
          (await meals.findServingsOf(trx, unique)).map((m) => [m.id, m.servings]),
        );
        return lists.insertItems(
          trx,
          listId,
          unique.map((mealId) => ({
            id: randomUUID(),
            mealId,
            servings: servings.get(mealId) ?? 1,
          })),
          orderedTimes(unique.length, clock()),
        );
      });
      return { added };
    },

    async removeMeal(userId: string, listId: string, mealId: string): Promise<void> {
      await requireMember(userId, listId);
      const now = clock();
      await versions.write({ listIds: [listId] }, async (trx) => {
        if (!(await lists.deleteItem(trx, listId, mealId, now, undoSince(now)))) {
          throw new AppError('not_found', MEAL_NOT_IN_LIST);
        }
      });
    },

    /**
     * Undo of a removal: the meal goes back to its place in the row with its servings and
     * schedule, whoever added it (a member cannot add another cook's meal anew). Asking again,
     * or after the meal was added back another way, answers its place as it is.
     */
    async restoreMeal(userId: string, listId: string, mealId: string): Promise<ListItemState> {
      await requireMember(userId, listId);
      return await versions.write({ listIds: [listId] }, async (trx) => {
        await lists.restoreItem(trx, listId, mealId, undoSince(clock()));
        const item = await lists.findItem(trx, listId, mealId);
        if (!item) throw new AppError('not_found', CANNOT_PUT_BACK);
        return item;
      });
    },

    async updateItem(
      userId: string,
      listId: string,
      mealId: string,
      change: UpdateListItemInput,
    ): Promise<ListItemState> {
      await requireMember(userId, listId);
      return await versions.write({ listIds: [listId] }, async (trx) => {
        const item = await lists.updateItem(trx, listId, mealId, change);
        if (!item) throw new AppError('not_found', MEAL_NOT_IN_LIST);
        return item;
      });
    },
  };
}

export type ListService = ReturnType<typeof createListService>;
