import {
  type AiFailure,
  type AiRecipe,
  AppError,
  aiErrorCode,
  aiMessages,
  COOK_TIME,
  FRIDGE_LIFE,
  type GeneratedRecipe,
  type GeneratePlanRequest,
  type GeneratePlanResponse,
  type GenerateRecipeInput,
  type GenerateRecipeResponse,
  planFailureMessages,
  SERVINGS,
} from '@forkcast/core';
import { AiError, type AiProvider } from '../../providers/ai/ai-provider.ts';
import type { Logger } from '../../providers/logger.ts';
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
  logger: Logger;
}) {
  /**
   * A failed generation becomes a coded AppError (502) with the spec's toast as its message
   * and the failure in the code ('ai_request', 'ai_no_json', 'ai_malformed', 'ai_invalid').
   */
  async function generating<T>(
    job: () => Promise<T>,
    messageFor: (failure: AiFailure) => string,
    signal?: AbortSignal,
  ): Promise<T> {
    try {
      return await job();
    } catch (error) {
      if (!(error instanceof AiError)) throw error;
      if (signal?.aborted) deps.logger.info('AI generation cancelled by the client');
      throw new AppError(aiErrorCode(error.failure), messageFor(error.failure));
    }
  }

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
      return await generating(
        async () => {
          const recipe = await deps.ai.generateRecipe(input.prompt, signal);
          // The spec: a generated recipe starts at 1 serving, whatever the model suggested.
          return { recipe: { ...(await served(recipe, signal)), servings: SERVINGS.default } };
        },
        () => aiMessages.recipeFailed,
        signal,
      );
    },

    async generatePlan(
      userId: string,
      input: GeneratePlanRequest,
      signal?: AbortSignal,
    ): Promise<GeneratePlanResponse> {
      await deps.limiter.consume(userId);
      const surprise = input.mode === 'surprise';
      return await generating(
        async () => {
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
        (failure) => planFailureMessages[failure],
        signal,
      );
    },
  };
}

export type AiService = ReturnType<typeof createAiService>;
