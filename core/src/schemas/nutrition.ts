import * as z from 'zod/mini';
import type { Nutrients } from '../kitchen/food-table.ts';
import type { RecipeNutrition } from '../kitchen/recipe-nutrition.ts';

export const nutritionMessages = {
  foodIdInvalid: 'Choose a food from the list.',
  peopleEatingInvalid: 'People eating must be a whole number from 1 to 50.',
} as const;

export const PEOPLE_EATING = { min: 1, max: 50 } as const;

/** The food a cook picks for an ingredient; null goes back to the automatic match. */
export const foodChoiceSchema = z.object({
  foodId: z.nullable(
    z
      .string({ error: nutritionMessages.foodIdInvalid })
      .check(z.regex(/^\d{4,6}$/, nutritionMessages.foodIdInvalid)),
  ),
});
export type FoodChoiceInput = z.infer<typeof foodChoiceSchema>;

/** How many people a list feeds; null goes back to its members count. */
export const peopleEatingSchema = z.object({
  peopleEating: z.nullable(
    z
      .int({ error: nutritionMessages.peopleEatingInvalid })
      .check(
        z.gte(PEOPLE_EATING.min, nutritionMessages.peopleEatingInvalid),
        z.lte(PEOPLE_EATING.max, nutritionMessages.peopleEatingInvalid),
      ),
  ),
});
export type PeopleEatingInput = z.infer<typeof peopleEatingSchema>;

/** A food as the search box lists it. */
export type FoodSummary = { id: string; name: string };

/**
 * A meal's nutrition as the Nutrition tab shows it: from the food table ('usda'), or the
 * spec's constant estimate ('estimate') when not one ingredient matched a food.
 */
export type MealNutrition = RecipeNutrition & {
  source: 'usda' | 'estimate';
  /** Per ingredient, the stored ingredient's id (same order as `ingredients`). */
  ingredientIds: string[];
  credit: string;
};

/** Per meal of a list, per serving of the recipe: what the schedule adds up per day. */
export type ListMealNutrition = {
  mealId: string;
  perServing: Nutrients;
  source: 'usda' | 'estimate';
};

export type ListNutrition = {
  /** The list's own number, or its members count when it has none. */
  peopleEating: number;
  isPeopleEatingSet: boolean;
  meals: ListMealNutrition[];
};
