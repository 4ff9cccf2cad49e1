import { randomUUID } from 'node:crypto';
import {
  AppError,
  cleanLine,
  type Ingredient,
  type IngredientInput,
  MEAL_LIMITS,
  type MealChoice,
  type MealDetail,
} from '@forkcast/core';
import type { ListService } from './list-service.ts';
import type { ListVersions } from './list-versions.ts';
import { ingredientLineKey, type MealRepository } from './meal-repository.ts';

export type MealServiceDeps = {
  meals: MealRepository;
  lists: Pick<ListService, 'requireMember' | 'currentVersion'>;
  /** A meal's recipe shows on every list that holds it: its edits bump them all. */
  versions: ListVersions;
  now?: () => Date;
};

const MEAL_NOT_FOUND = 'Could not find this recipe';

/** Reading a meal, and the changes only its creator may make. */
export function createMealService(deps: MealServiceDeps) {
  const { meals } = deps;
  const now = () => (deps.now?.() ?? new Date()).toISOString();

  /**
   * The meal as the user may see it: in the list they opened it from (they must belong to it
   * and the meal must be there), or, without a list ('any'), from any of their lists, as its
   * creator, as a recipe they saved, or through a post.
   */
  async function getMealDetail(
    userId: string,
    mealId: string,
    listId?: string,
    memberChecked = false,
  ): Promise<MealDetail> {
    if (listId && !memberChecked) await deps.lists.requireMember(userId, listId);
    const [meal, places] = await Promise.all([
      meals.findMeal(mealId),
      meals.findPlacesInListsOf(userId, [mealId]),
    ]);
    if (!meal) throw new AppError('not_found', MEAL_NOT_FOUND);
    const canEdit = meal.creator?.id === userId;

    if (listId) {
      const place = places.find((p) => p.listId === listId);
      if (!place) throw new AppError('not_found', MEAL_NOT_FOUND);
      return {
        ...meal,
        list: { id: place.listId, name: place.listName },
        servings: place.servings,
        scheduledDay: place.scheduledDay,
        scheduledType: place.scheduledType,
        canEdit,
      };
    }

    const place = places[0];
    const canRead = canEdit || place !== undefined || (await canReadMeal(userId, mealId));
    if (!canRead) throw new AppError('not_found', MEAL_NOT_FOUND);
    return {
      ...meal,
      list: null,
      servings: place?.servings ?? meal.originalServings,
      scheduledDay: place?.scheduledDay ?? null,
      scheduledType: place?.scheduledType ?? null,
      canEdit,
    };
  }

  /**
   * Whether the user may read the meal at all: their own, in one of their lists, saved by them,
   * or attached to a post. The one rule; the social feature asks it before a like or a save.
   */
  async function canReadMeal(userId: string, mealId: string): Promise<boolean> {
    const reachable = await meals.findMealIdsReachableBy(userId, [mealId]);
    return reachable.has(mealId) || (await meals.isMealShared(mealId));
  }

  /** Only the creator edits a meal; others who can see it are told so, strangers get 404. */
  async function requireCreator(userId: string, mealId: string): Promise<void> {
    const creatorId = await meals.findCreatorId(mealId);
    if (creatorId === undefined) throw new AppError('not_found', MEAL_NOT_FOUND);
    if (creatorId === userId) return;
    const places = await meals.findPlacesInListsOf(userId, [mealId]);
    if (places.length > 0 || (await meals.isMealShared(mealId))) {
      throw new AppError('forbidden', 'Only the cook who created this recipe can change it.');
    }
    throw new AppError('not_found', MEAL_NOT_FOUND);
  }

  return {
    getMealDetail,

    /**
     * The meal detail as opened from a list carries that list's version (servings, schedule
     * and the recipe's edits all move it): one query checks membership and reads it, and the
     * detail is built only if the caller needs more than the version. Without a list there is
     * no version (`null`).
     */
    async readMealDetail(
      userId: string,
      mealId: string,
      listId?: string,
    ): Promise<{ version: number | null; detail: () => Promise<MealDetail> }> {
      if (!listId) return { version: null, detail: () => getMealDetail(userId, mealId) };
      const { version } = await deps.lists.currentVersion(userId, listId);
      return { version, detail: () => getMealDetail(userId, mealId, listId, true) };
    },
    canReadMeal,

    /** Replaces the whole ingredient set in one transaction (spec: delete all, insert new). */
    async replaceIngredients(
      userId: string,
      mealId: string,
      ingredients: IngredientInput[],
    ): Promise<Ingredient[]> {
      await requireCreator(userId, mealId);
      await deps.versions.write({ mealId }, async (trx) => {
        // The form sends name, amount and unit only: an unchanged ingredient keeps the line
        // it was imported from; a changed one no longer matches it and loses it.
        const lines = await meals.findOriginalLinesOf(trx, mealId);
        await meals.deleteIngredientsOf(trx, mealId);
        await meals.insertIngredients(
          trx,
          ingredients.map((ingredient, position) => ({
            ...ingredient,
            originalLine:
              ingredient.originalLine ??
              lines.get(ingredientLineKey(ingredient.name, ingredient.quantity, ingredient.unit)) ??
              null,
            id: randomUUID(),
            mealId,
            position,
          })),
        );
        await meals.touch(trx, mealId, now());
      });
      return (await meals.ingredientsOf([mealId])).get(mealId) ?? [];
    },

    async updateDirections(userId: string, mealId: string, directions: string[]) {
      await requireCreator(userId, mealId);
      await deps.versions.write({ mealId }, (trx) =>
        meals.updateDirections(trx, mealId, directions, now()),
      );
      return directions;
    },

    /**
     * The meals a user can add to a list, each with the user's lists that hold it: the 500
     * newest, or those whose name holds `search` (a library moved in may hold thousands).
     */
    async listChoices(userId: string, search = ''): Promise<MealChoice[]> {
      const choices = await meals.findChoicesOf(
        userId,
        MEAL_LIMITS.mealChoices,
        cleanLine(search).slice(0, MEAL_LIMITS.mealName),
      );
      const places = await meals.findPlacesInListsOf(
        userId,
        choices.map((c) => c.id),
      );
      const listsOf = new Map<string, { id: string; name: string }[]>();
      for (const place of places) {
        const entry = listsOf.get(place.mealId) ?? [];
        entry.push({ id: place.listId, name: place.listName });
        listsOf.set(place.mealId, entry);
      }
      return choices.map((c) => ({ ...c, lists: listsOf.get(c.id) ?? [] }));
    },
  };
}

export type MealService = ReturnType<typeof createMealService>;
