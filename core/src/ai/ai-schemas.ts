import * as z from 'zod/mini';
import { optionalLine, optionalText, requiredLine } from '../schemas/text.ts';
import type { AiFailure } from './ai-recipe.ts';

/** The spec's texts for the two generation flows (sections 5 and 8), and ours for the caps. */
export const aiMessages = {
  descriptionRequired: 'Please enter a meal description',
  descriptionTooLong: 'Please keep the meal description under 1,000 characters',
  countInvalid: 'Please choose between 1 and 7 meals',
  preferencesRequired: 'Please enter some preferences to guide the meal generation',
  preferencesTooLong: 'Please keep the preferences under 1,000 characters',
  dietaryTooLong: 'Please keep the dietary constraints under 500 characters',
  availableTooLong: 'Please keep the available ingredients under 1,000 characters',
  recipeFailed: "Kitchen disaster! Failed to cook up your recipe. Let's try again.",
  planMalformed: "Recipe failed to rise. Let's try again with different preferences.",
  planNoJson: "Kitchen mishap! The recipe format came out wrong. Let's try again.",
  planRequestFailed:
    'Our chef is having a bad day. Please try again with more specific preferences.',
  planInvalid: 'Generated meals did not contain valid recipes',
} as const;

/** Spec section 9: 1 to 7 meals per plan, 3 by default. */
export const PLAN_MEALS = { min: 1, max: 7, default: 3 } as const;

export const AI_LIMITS = {
  prompt: 1000,
  preferences: 1000,
  dietaryConstraints: 500,
  availableIngredients: 1000,
} as const;

export const generateRecipeSchema = z.object({
  prompt: requiredLine(
    AI_LIMITS.prompt,
    aiMessages.descriptionRequired,
    aiMessages.descriptionTooLong,
  ),
});
export type GenerateRecipeInput = z.infer<typeof generateRecipeSchema>;

/**
 * The number of meals as a form or a client sends it. The spec: an unparsable number falls
 * back to 1 (a missing one takes the default, 3); anything outside 1 to 7 is refused.
 */
const mealCountSchema = z.pipe(
  z.pipe(
    z.optional(z.union([z.number(), z.string(), z.null()])),
    z.transform((value): number => {
      if (value === undefined) return PLAN_MEALS.default;
      const parsed = typeof value === 'number' ? value : Number.parseInt(String(value), 10);
      return Number.isFinite(parsed) ? Math.trunc(parsed) : 1;
    }),
  ),
  z
    .number()
    .check(
      z.gte(PLAN_MEALS.min, aiMessages.countInvalid),
      z.lte(PLAN_MEALS.max, aiMessages.countInvalid),
    ),
);

export const PLAN_MODES = ['custom', 'surprise'] as const;
export type PlanMode = (typeof PLAN_MODES)[number];

export const generatePlanSchema = z
  .object({
    count: mealCountSchema,
    mode: z._default(z.enum(PLAN_MODES), 'custom'),
    preferences: optionalLine(AI_LIMITS.preferences, aiMessages.preferencesTooLong),
    dietaryConstraints: optionalLine(AI_LIMITS.dietaryConstraints, aiMessages.dietaryTooLong),
    availableIngredients: optionalText(AI_LIMITS.availableIngredients, aiMessages.availableTooLong),
  })
  .check(
    z.refine((v) => v.mode === 'surprise' || v.preferences !== '', {
      message: aiMessages.preferencesRequired,
      path: ['preferences'],
    }),
  );
export type GeneratePlanInput = z.input<typeof generatePlanSchema>;
export type GeneratePlanRequest = z.infer<typeof generatePlanSchema>;

/** The spec's toast for a failed plan, by failure (section 8). */
export const planFailureMessages: Record<AiFailure, string> = {
  request: aiMessages.planRequestFailed,
  no_json: aiMessages.planNoJson,
  malformed: aiMessages.planMalformed,
  invalid: aiMessages.planInvalid,
};

/**
 * Whether the plan form resets after this failure. The spec resets it when the reply could
 * not be used ('... with different preferences'); after a request failure it keeps what was
 * typed, since its toast asks for more specific preferences.
 */
export function planFailureResetsForm(failure: AiFailure): boolean {
  return failure !== 'request';
}
