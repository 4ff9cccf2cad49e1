import {
  AppError,
  estimateNutrition,
  type FoodSummary,
  type FoodTable,
  ingredientKey,
  isReadFromLine,
  type ListNutrition,
  type MealNutrition,
  type Nutrients,
  nutritionFromIngredients,
  nutritionMessages,
  type RecipeNutrition,
  searchFoods,
} from '@forkcast/core';
import type { Db } from '../../db/database.ts';
import type { NutritionRepository } from './nutrition-repository.ts';

type IngredientRow = {
  id: string;
  name: string;
  quantity: number;
  unit: string;
  /** The line it was read from, while name, amount and unit are still what was read. */
  originalLine?: string | null;
};

const MEAL_NOT_FOUND = 'Could not find this recipe';

export type NutritionServiceDeps = {
  repo: NutritionRepository;
  table: FoodTable;
  /** The meals feature's read: ingredients of many meals in one query, in recipe order. */
  ingredientsOf: (mealIds: string[]) => Promise<Map<string, IngredientRow[]>>;
  /** The meals feature's rule: who may read a meal. */
  canReadMeal: (userId: string, mealId: string) => Promise<boolean>;
  /** The lists feature's rule: members only (404 for anyone else). */
  requireListMember: (userId: string, listId: string) => Promise<unknown>;
  /**
   * The lists feature's write: the work in a transaction that moves the versions of the lists it
   * changes, so other members' open screens hear of a new food or people-eating number.
   */
  writeList: <T>(
    target: { listIds: string[] } | { mealId: string },
    work: (trx: Db) => Promise<T>,
  ) => Promise<T>;
  now?: () => Date;
};

/**
 * The spec's constant estimate, as per-serving figures, for a meal where not one ingredient
 * matched a food (decision record 018): better a rough figure than an empty label.
 */
function estimateAsNutrients(ingredientCount: number): Nutrients {
  const e = estimateNutrition(ingredientCount, 1);
  return {
    kcal: e.calories,
    protein: e.protein,
    carbohydrate: e.carbs,
    fat: e.fat,
    saturatedFat: e.saturatedFat,
    fibre: e.fiber,
    sugar: e.sugar,
    sodium: e.sodium,
  };
}

/**
 * The line an ingredient was read from, while the ingredient is still what our reading of it
 * gives (a client may send a line beside other figures): its sizes and notes then count
 * ('1 (15 oz) can, drained', 'for frying', no amount at all where the import stored 1).
 */
function lineOf(ingredient: IngredientRow): string | null {
  const line = ingredient.originalLine;
  return line && isReadFromLine(ingredient, line) ? line : null;
}

function sourceOf(result: RecipeNutrition): 'usda' | 'estimate' {
  return result.coverage.counted === 0 && result.coverage.of > 0 ? 'estimate' : 'usda';
}

export function createNutritionService(deps: NutritionServiceDeps) {
  const { repo, table } = deps;
  const now = () => (deps.now?.() ?? new Date()).toISOString();

  function compute(
    ingredients: readonly IngredientRow[],
    choices: ReadonlyMap<string, string> | undefined,
    servings: number,
  ): RecipeNutrition {
    return nutritionFromIngredients(
      ingredients.map((i) => ({
        name: i.name,
        quantity: i.quantity,
        unit: i.unit,
        foodId: choices?.get(ingredientKey(i.name)) ?? null,
        line: lineOf(i),
      })),
      servings,
      table,
    );
  }

  async function mealNutrition(mealId: string, servings: number): Promise<MealNutrition> {
    const [byMeal, choices] = await Promise.all([
      deps.ingredientsOf([mealId]),
      repo.choicesOf([mealId]),
    ]);
    const ingredients = byMeal.get(mealId) ?? [];
    const result = compute(ingredients, choices.get(mealId), servings);
    const source = sourceOf(result);
    return {
      ...result,
      perServing:
        source === 'estimate' ? estimateAsNutrients(ingredients.length) : result.perServing,
      source,
      ingredientIds: ingredients.map((i) => i.id),
      credit: table.credit,
    };
  }

  /** Only the creator picks foods; others who can read the meal are told so, strangers get 404. */
  async function requireCreator(userId: string, mealId: string) {
    const meal = await repo.findMeal(mealId);
    if (!meal) throw new AppError('not_found', MEAL_NOT_FOUND);
    if (meal.creatorId === userId) return meal;
    if (await deps.canReadMeal(userId, mealId)) {
      throw new AppError('forbidden', 'Only the cook who created this recipe can change it.');
    }
    throw new AppError('not_found', MEAL_NOT_FOUND);
  }

  return {
    /** Per serving of the recipe as written (its own servings), with every ingredient's part. */
    async getMealNutrition(userId: string, mealId: string): Promise<MealNutrition> {
      const meal = await repo.findMeal(mealId);
      if (!meal || !(meal.creatorId === userId || (await deps.canReadMeal(userId, mealId)))) {
        throw new AppError('not_found', MEAL_NOT_FOUND);
      }
      return mealNutrition(mealId, meal.servings);
    },

    /** The cook's food for one ingredient (null: back to the automatic match). */
    async chooseFood(
      userId: string,
      mealId: string,
      ingredientId: string,
      foodId: string | null,
    ): Promise<MealNutrition> {
      const meal = await requireCreator(userId, mealId);
      const ingredient = await repo.findIngredient(mealId, ingredientId);
      if (!ingredient) throw new AppError('not_found', 'That ingredient is not in this recipe.');
      const key = ingredientKey(ingredient.name);
      if (foodId !== null && !table.byId.has(foodId)) {
        throw new AppError('validation_failed', nutritionMessages.foodIdInvalid);
      }
      // Every list holding the meal shows its figures.
      await deps.writeList({ mealId }, (trx) =>
        foodId === null
          ? repo.deleteChoice(trx, mealId, key)
          : repo.saveChoice(trx, mealId, key, foodId, now()),
      );
      return mealNutrition(mealId, meal.servings);
    },

    searchFoods(query: string): FoodSummary[] {
      return searchFoods(table, query.slice(0, 100), 20).map((f) => ({ id: f.id, name: f.name }));
    },

    /** Per-serving figures of every meal in a list, and how many people it feeds. */
    async getListNutrition(userId: string, listId: string): Promise<ListNutrition> {
      await deps.requireListMember(userId, listId);
      const plan = await repo.findListPlan(listId);
      const mealIds = plan.meals.map((m) => m.id);
      const [byMeal, choices] = await Promise.all([
        deps.ingredientsOf(mealIds),
        repo.choicesOf(mealIds),
      ]);
      return {
        peopleEating: plan.peopleEating ?? Math.max(1, plan.membersCount),
        isPeopleEatingSet: plan.peopleEating !== null,
        meals: plan.meals.map((meal) => {
          const rows = byMeal.get(meal.id) ?? [];
          const result = compute(rows, choices.get(meal.id), meal.servings);
          const source = sourceOf(result);
          return {
            mealId: meal.id,
            perServing:
              source === 'estimate' ? estimateAsNutrients(rows.length) : result.perServing,
            source,
          };
        }),
      };
    },

    async setPeopleEating(userId: string, listId: string, peopleEating: number | null) {
      await deps.requireListMember(userId, listId);
      await deps.writeList({ listIds: [listId] }, (trx) =>
        repo.setPeopleEating(trx, listId, peopleEating),
      );
    },
  };
}

export type NutritionService = ReturnType<typeof createNutritionService>;
