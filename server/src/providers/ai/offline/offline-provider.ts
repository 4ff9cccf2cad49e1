import { parsePlanReply, parseRecipeReply } from '@forkcast/core';
import { AiError, type AiProvider } from '../ai-provider.ts';
import { choosePlan, chooseRecipe, type Random } from './choose-recipes.ts';
import { parseConstraints } from './dietary-constraints.ts';
import type { OfflineRecipe } from './offline-recipes.ts';

const FRACTIONS: [number, string][] = [
  [1 / 8, '1/8'],
  [1 / 4, '1/4'],
  [1 / 3, '1/3'],
  [1 / 2, '1/2'],
  [2 / 3, '2/3'],
  [3 / 4, '3/4'],
];

/** A quantity as a model writes it: '1 1/2', '1/3', '400'. */
export function quantityText(quantity: number): string {
  const whole = Math.floor(quantity);
  const rest = quantity - whole;
  if (rest < 0.01) return String(whole);
  const fraction = FRACTIONS.find(([value]) => Math.abs(value - rest) < 0.02);
  if (!fraction) return String(Math.round(quantity * 100) / 100);
  return whole > 0 ? `${whole} ${fraction[1]}` : fraction[1];
}

/** A recipe of the collection as the JSON a model sends: quantities as text. */
function asModelJson(recipe: OfflineRecipe) {
  return {
    name: recipe.name,
    description: recipe.description,
    servings: recipe.servings,
    cookTimeMinutes: recipe.cookTimeMinutes,
    fridgeLifeDays: recipe.fridgeLifeDays,
    ingredients: recipe.ingredients.map(([quantity, unit, name]) => ({
      name,
      quantity: quantityText(quantity),
      unit,
    })),
    directions: recipe.directions,
  };
}

function throwIfAborted(signal: AbortSignal | undefined) {
  if (signal?.aborted) throw new AiError('request', 'The generation was cancelled.');
}

/**
 * The default provider when no AI key is set: recipes from our own collection, matched to
 * the words of the request, never breaking a stated dietary constraint. Its answers go
 * through the same parsing as a model's reply, so both providers behave alike downstream.
 * It declines the page jobs: it cannot read a page, and will not pass off another recipe.
 */
export function createOfflineAiProvider(options: { random?: Random } = {}): AiProvider {
  const random = options.random ?? Math.random;
  return {
    kind: 'offline',

    async generateRecipe(prompt, signal) {
      throwIfAborted(signal);
      const recipe = chooseRecipe(prompt, parseConstraints('', [prompt]), random);
      if (!recipe) {
        throw new AiError('invalid', 'No recipe in the offline collection fits that request.');
      }
      const reply = `\`\`\`json\n${JSON.stringify(asModelJson(recipe), null, 2)}\n\`\`\``;
      return parseRecipeReply(reply);
    },

    async generatePlan(request, signal) {
      throwIfAborted(signal);
      const constraints = parseConstraints(request.dietaryConstraints, [
        request.surprise ? '' : request.preferences,
      ]);
      const recipes = choosePlan(request, constraints, random);
      const reply = `Here is your meal plan:\n\`\`\`json\n${JSON.stringify(recipes.map(asModelJson), null, 2)}\n\`\`\``;
      const parsed = parsePlanReply(reply, request.count);
      if (!parsed.ok) {
        throw new AiError(parsed.failure, 'No recipe in the offline collection fits that plan.');
      }
      return parsed.recipes;
    },

    async recipeFromPage() {
      return null;
    },

    async directionsFromPage() {
      return null;
    },
  };
}
