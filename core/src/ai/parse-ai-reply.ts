import { COOK_TIME, FRIDGE_LIFE, MEAL_LIMITS, normalizeServings } from '../schemas/meals.ts';
import { cleanText } from '../schemas/text.ts';
import {
  type AiFailure,
  type AiIngredient,
  type AiRecipe,
  DEFAULT_RECIPE_NAME,
  NO_DIRECTIONS,
} from './ai-recipe.ts';
import { parseRecipeText } from './parse-recipe-text.ts';
import { findJson } from './read-json.ts';
import {
  directionsFrom,
  imageUrlFrom,
  ingredientFrom,
  isObject,
  type Json,
  minutesFrom,
  plainLine,
  quantityFromText,
  wholeIn,
} from './recipe-fields.ts';

/**
 * Turns model replies into recipes (spec section 7): a JSON object, or for a plan a JSON
 * array from a fenced block or a bare array; quantities come as text; when a reply cannot be
 * read as JSON, a text parser; failing that, a placeholder with 'No directions available.'.
 */

/**
 * A recipe from any object a model may send. Missing fields take safe values: the default
 * name, no ingredients, no directions; the caller decides whether that is good enough.
 */
export function recipeFromJson(value: Json): AiRecipe {
  const ingredients = (Array.isArray(value.ingredients) ? value.ingredients : [])
    .map(ingredientFrom)
    .filter((i): i is AiIngredient => i !== null)
    .slice(0, MEAL_LIMITS.ingredients);
  const servings = quantityFromText(value.servings ?? value.serves ?? value.yield)?.quantity;
  const recipe: AiRecipe = {
    name: plainLine(value.name ?? value.title, MEAL_LIMITS.mealName) || DEFAULT_RECIPE_NAME,
    description: cleanText(typeof value.description === 'string' ? value.description : '').slice(
      0,
      MEAL_LIMITS.description,
    ),
    ingredients,
    directions: directionsFrom(value.directions ?? value.instructions ?? value.steps),
  };
  if (servings !== undefined && servings > 0) recipe.servings = normalizeServings(servings);
  const cookTime = wholeIn(
    minutesFrom(value.cookTimeMinutes ?? value.cookTime ?? value.totalTime),
    1,
    COOK_TIME.max,
  );
  // A quick dish the model timed under the spec's 5-minute minimum takes the minimum.
  if (cookTime !== undefined) recipe.cookTimeMinutes = Math.max(COOK_TIME.min, cookTime);
  const fridgeLife = wholeIn(
    minutesFrom(value.fridgeLifeDays ?? value.fridgeLife),
    FRIDGE_LIFE.min,
    FRIDGE_LIFE.max,
  );
  if (fridgeLife !== undefined) recipe.fridgeLifeDays = fridgeLife;
  const imageUrl = imageUrlFrom(value.imageUrl ?? value.image);
  if (imageUrl) recipe.imageUrl = imageUrl;
  return recipe;
}

const looksLikeRecipe = (value: Json) =>
  'ingredients' in value || 'directions' in value || 'instructions' in value || 'steps' in value;

/** A recipe object, also when wrapped ({"recipe": {...}}) or sent as a one-item array. */
function recipeObjectIn(value: unknown): Json | undefined {
  if (Array.isArray(value)) return value.find(isObject);
  if (!isObject(value)) return undefined;
  if (looksLikeRecipe(value)) return value;
  return Object.values(value).find((v): v is Json => isObject(v) && looksLikeRecipe(v));
}

/** The plan acceptance rule (spec section 5), per recipe. */
export function isUsableRecipe(recipe: AiRecipe): boolean {
  return (
    recipe.name !== DEFAULT_RECIPE_NAME &&
    recipe.name.trim() !== '' &&
    recipe.ingredients.length > 0 &&
    recipe.directions.length > 0
  );
}

const withDirections = (recipe: AiRecipe): AiRecipe =>
  recipe.directions.length > 0 ? recipe : { ...recipe, directions: [NO_DIRECTIONS] };

/** The placeholder when nothing in a reply could be read (spec section 7). */
export function placeholderAiRecipe(): AiRecipe {
  return {
    name: DEFAULT_RECIPE_NAME,
    description: '',
    ingredients: [],
    directions: [NO_DIRECTIONS],
  };
}

/**
 * One recipe from a reply: its JSON object; when there is none to read, the text parser;
 * failing that, the placeholder. Never fails: the person edits what came back.
 */
export function parseRecipeReply(reply: string): AiRecipe {
  const found = findJson(reply, recipeObjectIn);
  if (found.kind === 'value') return withDirections(recipeFromJson(found.value));
  const fromText = parseRecipeText(reply);
  return fromText ? withDirections(fromText) : placeholderAiRecipe();
}

export type PlanParseResult =
  | { ok: true; recipes: AiRecipe[] }
  | { ok: false; failure: Exclude<AiFailure, 'request'> };

/** An array of recipe objects, bare or as the one array property of a wrapper object. */
function recipeArrayIn(value: unknown): unknown[] | undefined {
  if (Array.isArray(value)) return value.some(isObject) || value.length === 0 ? value : undefined;
  if (!isObject(value) || looksLikeRecipe(value)) return undefined;
  return Object.values(value).find(
    (v): v is unknown[] => Array.isArray(v) && v.some((x) => isObject(x) && looksLikeRecipe(x)),
  );
}

/**
 * A plan from a reply: the first JSON array of recipes (fenced or bare; a reply cut short
 * keeps its complete recipes). Accepted only with at least one usable recipe; unusable ones
 * are dropped, and no more than `count` are kept.
 */
export function parsePlanReply(reply: string, count: number): PlanParseResult {
  const found = findJson(reply, recipeArrayIn, 1);
  if (found.kind === 'none') return { ok: false, failure: 'no_json' };
  if (found.kind === 'malformed') return { ok: false, failure: 'malformed' };
  if (found.kind === 'rejected') return { ok: false, failure: 'invalid' };
  // A reply cut off before its first recipe was complete is broken, not merely empty.
  if (found.repaired && found.value.length === 0) return { ok: false, failure: 'malformed' };
  const recipes = found.value
    .filter(isObject)
    .map(recipeFromJson)
    .filter(isUsableRecipe)
    .slice(0, count);
  return recipes.length > 0 ? { ok: true, recipes } : { ok: false, failure: 'invalid' };
}

/**
 * A recipe read from a web page. Unlike a generated one, it must be real: a name and at
 * least one ingredient, from the JSON or, failing that, from the text.
 */
export function parsePageRecipeReply(
  reply: string,
): { ok: true; recipe: AiRecipe } | { ok: false; failure: Exclude<AiFailure, 'request'> } {
  const found = findJson(reply, recipeObjectIn);
  const recipe = found.kind === 'value' ? recipeFromJson(found.value) : parseRecipeText(reply);
  if (!recipe) return { ok: false, failure: found.kind === 'none' ? 'no_json' : 'malformed' };
  if (recipe.name === DEFAULT_RECIPE_NAME || recipe.ingredients.length === 0) {
    return { ok: false, failure: 'invalid' };
  }
  return { ok: true, recipe: withDirections(recipe) };
}

/** Directions alone: {"directions": [...]}, a bare array of steps, or the reply's steps. */
export function parseDirectionsReply(reply: string): string[] | null {
  const found = findJson(reply, (value) => {
    const steps = directionsFrom(
      isObject(value) ? (value.directions ?? value.instructions ?? value.steps) : value,
    );
    return steps.length > 0 ? steps : undefined;
  });
  if (found.kind === 'value') return found.value;
  const fromText = parseRecipeText(reply);
  return fromText && fromText.directions.length > 0 ? fromText.directions : null;
}
