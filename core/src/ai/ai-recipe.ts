/** An ingredient as a reply gives it, after its quantity text became a number. */
export type AiIngredient = { name: string; quantity: number; unit: string };

/** A recipe read from a model's reply (or from the offline collection), parsed and cleaned. */
export type AiRecipe = {
  name: string;
  description: string;
  servings?: number;
  cookTimeMinutes?: number;
  fridgeLifeDays?: number;
  imageUrl?: string | null;
  ingredients: AiIngredient[];
  directions: string[];
};

/**
 * Why a job failed, so that the screen shows the spec's toast for it:
 * - request: the provider could not be reached or answered with an error;
 * - no_json: the reply held no JSON (for a plan: no JSON array) at all;
 * - malformed: the reply held JSON that could not be read, even cut short and repaired;
 * - invalid: the JSON held no usable recipe (the plan acceptance rule).
 */
export const AI_FAILURES = ['request', 'no_json', 'malformed', 'invalid'] as const;
export type AiFailure = (typeof AI_FAILURES)[number];

/** The name a recipe gets when the reply gives none; a plan needs better than this. */
export const DEFAULT_RECIPE_NAME = 'Generated Recipe';
/** The one step a recipe gets when the reply gives none (spec section 7). */
export const NO_DIRECTIONS = 'No directions available.';

/** A generated recipe as the API answers it: every default resolved, a photo chosen. */
export type GeneratedRecipe = {
  name: string;
  description: string;
  servings: number;
  cookTimeMinutes: number;
  fridgeLifeDays: number;
  /** A stock photo's address, or one of the dish images the app ships ('/images/...'). */
  imageUrl: string;
  ingredients: AiIngredient[];
  directions: string[];
};

/** POST /api/ai/recipe. */
export type GenerateRecipeResponse = { recipe: GeneratedRecipe };
/** POST /api/ai/plan. */
export type GeneratePlanResponse = { meals: GeneratedRecipe[] };

/** The error code of a failed generation: 'ai_request', 'ai_no_json'... */
export function aiErrorCode(failure: AiFailure): `ai_${AiFailure}` {
  return `ai_${failure}`;
}

/** The failure behind an error code, or null when the code is not a generation failure. */
export function aiFailureFromCode(code: string): AiFailure | null {
  const failure = code.startsWith('ai_') ? code.slice(3) : '';
  return (AI_FAILURES as readonly string[]).includes(failure) ? (failure as AiFailure) : null;
}
