import {
  type AiRecipe,
  COOK_TIME,
  FRIDGE_LIFE,
  type GeneratedRecipe,
  type GeneratePlanRequest,
  type GeneratePlanResponse,
  type GenerateRecipeInput,
  type GenerateRecipeResponse,
  SERVINGS,
} from '@forkcast/core';
import type { AiProvider } from '../../providers/ai/ai-provider.ts';
import type { PhotoProvider } from '../../providers/photos/photo-provider.ts';
import type { RateLimiter } from '../../rate-limit/rate-limiter.ts';

/**
 * The two generation jobs of the add-meal dialog: one recipe from a description ('AI Recipe
 * Generator') and a plan of 1 to 7 ('Generate Meal Plan'), each with a dish photo. Every
 * job counts against the person's AI allowance first, since each may cost money upstream.
 */
export function createAiService(deps: {
  ai: AiProvider;
  photos: PhotoProvider;
  limiter: RateLimiter;
}) {
  /** The spec's defaults filled in, and a photo found for the dish (never a model's URL). */
  async function served(recipe: AiRecipe, signal?: AbortSignal): Promise<GeneratedRecipe> {
    return {
      name: recipe.name,
      description: recipe.description,
      servings: recipe.servings ?? SERVINGS.default,
      cookTimeMinutes: recipe.cookTimeMinutes ?? COOK_TIME.default,
      fridgeLifeDays: recipe.fridgeLifeDays ?? FRIDGE_LIFE.default,
      imageUrl: await deps.photos.findDishPhoto(recipe.name, signal),
      ingredients: recipe.ingredients,
      directions: recipe.directions,
    };
  }

  return {
    async generateRecipe(
      userId: string,
      input: GenerateRecipeInput,
      signal?: AbortSignal,
    ): Promise<GenerateRecipeResponse> {
      await deps.limiter.consume(userId);
      const recipe = await deps.ai.generateRecipe(input.prompt, signal);
      return { recipe: await served(recipe, signal) };
    },

    async generatePlan(
      userId: string,
      input: GeneratePlanRequest,
      signal?: AbortSignal,
    ): Promise<GeneratePlanResponse> {
      await deps.limiter.consume(userId);
      const surprise = input.mode === 'surprise';
      const recipes = await deps.ai.generatePlan(
        {
          count: input.count,
          preferences: surprise ? '' : input.preferences,
          dietaryConstraints: input.dietaryConstraints,
          availableIngredients: input.availableIngredients,
          surprise,
        },
        signal,
      );
      return { meals: await Promise.all(recipes.map((r) => served(r, signal))) };
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
