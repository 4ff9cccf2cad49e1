/**
 * The AI jobs of the product (spec sections 4 and 7), run on the server only: no key or
 * provider address ever reaches the browser. Implementations: an OpenAI-compatible provider
 * when AI_API_KEY is set, and an offline provider (our own recipe collection) otherwise.
 */

/** A recipe as a provider returns it, already parsed and validated. */
export type AiRecipe = {
  name: string;
  description: string;
  servings?: number;
  cookTimeMinutes?: number;
  fridgeLifeDays?: number;
  imageUrl?: string | null;
  ingredients: { name: string; quantity: number; unit: string }[];
  directions: string[];
};

export type AiPlanRequest = {
  /** 1 to 7. */
  count: number;
  /** Empty in 'Surprise Me' mode. */
  preferences: string;
  dietaryConstraints: string;
  availableIngredients: string;
  surprise: boolean;
};

export type AiPageRequest = {
  url: string;
  /** The page's readable text, capped; empty when the page could not be fetched. */
  pageText: string;
};

/**
 * Why a job failed, so that the screen can show the spec's toast for it:
 * - request: the provider could not be reached or answered with an error;
 * - no_json: the reply held no JSON at all;
 * - invalid: the reply's JSON did not hold a usable recipe or plan.
 */
export type AiFailure = 'request' | 'no_json' | 'invalid';

export class AiError extends Error {
  readonly failure: AiFailure;
  constructor(failure: AiFailure, message: string) {
    super(message);
    this.name = 'AiError';
    this.failure = failure;
  }
}

export type AiProvider = {
  readonly kind: 'openai' | 'offline';
  generateRecipe(prompt: string, signal?: AbortSignal): Promise<AiRecipe>;
  generatePlan(request: AiPlanRequest, signal?: AbortSignal): Promise<AiRecipe[]>;
  /**
   * A whole recipe read from a web page's text. Null when the provider declines (the offline
   * provider always does: it never passes off an unrelated recipe as the page's).
   */
  recipeFromPage(request: AiPageRequest, signal?: AbortSignal): Promise<AiRecipe | null>;
  /** Directions alone, for a page whose ingredients were found. Null when declined. */
  directionsFromPage(
    request: AiPageRequest & { name: string; ingredients: string[] },
    signal?: AbortSignal,
  ): Promise<string[] | null>;
};
