import type { GeneratedRecipe, MealDraftInput } from '@forkcast/core';
import {
  type DirectionRow,
  fromDirectionRows,
  fromIngredientRows,
  type IngredientRow,
  ingredientsProblem,
  rowKey,
  toDirectionRows,
  toIngredientRows,
} from '../../../components/recipe/recipe-rows.ts';

/** A generated recipe as the forms edit it: rows for ingredients and steps. */
export type EditableRecipe = {
  key: string;
  name: string;
  description: string;
  servings: number;
  imageUrl: string;
  cookTimeMinutes: number;
  fridgeLifeDays: number;
  ingredients: IngredientRow[];
  directions: DirectionRow[];
};

export function toEditable(recipe: GeneratedRecipe): EditableRecipe {
  return {
    key: rowKey(),
    name: recipe.name,
    description: recipe.description,
    servings: recipe.servings,
    imageUrl: recipe.imageUrl,
    cookTimeMinutes: recipe.cookTimeMinutes,
    fridgeLifeDays: recipe.fridgeLifeDays,
    ingredients: toIngredientRows(recipe.ingredients),
    directions: toDirectionRows(recipe.directions),
  };
}

/** What is missing before the recipe can be added, as the spec's toast; null when ready. */
export function missingForMeal(recipe: EditableRecipe): string | null {
  if (recipe.name.trim() === '') return 'Please enter a meal name';
  return ingredientsProblem(recipe.ingredients);
}

/** The meal to add: 'ai' with the servings chosen, or 'ai_list' with servings 1 (spec). */
export function toMealDraft(recipe: EditableRecipe, source: 'ai' | 'ai_list'): MealDraftInput {
  return {
    name: recipe.name,
    description: recipe.description,
    servings: source === 'ai_list' ? 1 : recipe.servings,
    source,
    imageUrl: recipe.imageUrl,
    cookTimeMinutes: recipe.cookTimeMinutes,
    fridgeLifeDays: recipe.fridgeLifeDays,
    ingredients: fromIngredientRows(recipe.ingredients),
    directions: fromDirectionRows(recipe.directions),
  };
}
