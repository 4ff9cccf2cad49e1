import * as z from 'zod/mini';
import type { ExtractedIngredient } from '../kitchen/extract-ingredients-from-text.ts';
import {
  COOK_TIME,
  FRIDGE_LIFE,
  MEAL_LIMITS,
  normalizeServings,
  QUANTITY,
  SERVINGS,
} from '../schemas/meals.ts';
import { cleanLine, cleanText } from '../schemas/text.ts';
import { parseUrl } from './web-url.ts';

/** The spec's texts for the two import methods (sections 5 and 8), and ours where it is silent. */
export const importMessages = {
  urlInvalid: 'Please enter a valid URL',
  recipeTextRequired: 'Please enter some recipe text',
  noIngredientsExtracted: "Couldn't extract ingredients. Try entering them manually.",
  noIngredients: 'No ingredients found. Please extract ingredients or enter manually.',
  extractedIngredients: (count: number) => `Extracted ${count} ingredients`,
  extracted: 'Recipe extracted successfully!',
  extractedWithAi: 'Recipe extracted with AI assistance!',
  basicIncomplete: 'Basic extraction incomplete. Using AI to analyze the recipe...',
  scrapingFailed: 'Web scraping failed. Using AI to analyze the recipe...',
  extractFailed: 'Failed to extract recipe. Please manually enter the details.',
  scrapeFailed: 'Failed to extract recipe from URL',
  pageSourceRequired: 'Please paste the page source',
  pageSourceTooLarge: 'That page source is larger than 5 MB. Paste a smaller part of it.',
  noRecipeInSource: 'No recipe found in that page source. Please enter the details manually.',
  tooManyImports: 'Too many imports in a row. Please wait a minute and try again.',
} as const;

/** The largest page the server fetches, and the largest page source a person may paste. */
export const IMPORT_MAX_PAGE_BYTES = 5 * 1024 * 1024;

/** A web address as typed: 'example.com/pie' is read as 'https://example.com/pie'. */
export function normalizeWebAddress(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed === '' || /\s/.test(trimmed) || trimmed.length > MEAL_LIMITS.imageUrl) return null;
  const withScheme = /^[a-z][a-z\d+.-]*:/i.test(trimmed)
    ? trimmed
    : /^[\p{L}\d-]+(?:\.[\p{L}\d-]+)+(?::\d+)?(?:[/?#]|$)/u.test(trimmed)
      ? `https://${trimmed}`
      : trimmed;
  const url = parseUrl(withScheme);
  if (url === null || (url.protocol !== 'http:' && url.protocol !== 'https:')) return null;
  return url.hostname === '' ? null : url.href;
}

function toWebAddress(value: string, ctx: z.core.ParsePayload): string {
  const url = normalizeWebAddress(value);
  if (url !== null) return url;
  ctx.issues.push({ code: 'custom', message: importMessages.urlInvalid, input: value });
  return z.NEVER;
}

/** A web address as typed (see normalizeWebAddress). */
const webAddressSchema = z.pipe(
  z.string({ error: importMessages.urlInvalid }),
  z.transform(toWebAddress),
);

/** The same, where leaving it empty is fine. */
const optionalWebAddressSchema = z.pipe(
  z.optional(z.nullable(z.string({ error: importMessages.urlInvalid }))),
  z.transform((value, ctx) =>
    (value ?? '').trim() === '' ? undefined : toWebAddress(value as string, ctx),
  ),
);

/** POST /api/import/url and /api/import/url/ai. */
export const importUrlSchema = z.object({ url: webAddressSchema });
export type ImportUrlInput = z.infer<typeof importUrlSchema>;

/** POST /api/import/html: a page's source (HTML or JSON-LD), and where it came from if known. */
export const importHtmlSchema = z.object({
  html: z.string({ error: importMessages.pageSourceRequired }).check(
    z.refine((v) => v.trim() !== '', importMessages.pageSourceRequired),
    z.maxLength(IMPORT_MAX_PAGE_BYTES, importMessages.pageSourceTooLarge),
  ),
  url: optionalWebAddressSchema,
});
export type ImportHtmlInput = z.input<typeof importHtmlSchema>;

/**
 * A recipe an import produced, ready for the editable form and for the add-meal call (it is
 * a complete meal draft: every value within the meal limits, the spec's defaults applied).
 */
export type ImportedRecipe = {
  name: string;
  description: string;
  imageUrl: string | null;
  servings: number;
  cookTimeMinutes: number;
  fridgeLifeDays: number;
  ingredients: ExtractedIngredient[];
  directions: string[];
  /** The web address it came from, or 'url' when it is not known. */
  source: string;
};

/** POST /api/import/url. */
export type UrlImportResponse =
  | { status: 'ok'; recipe: ImportedRecipe; needsAi: false }
  /** The page was read, but no ingredients were found on it. */
  | { status: 'incomplete'; recipe: ImportedRecipe; needsAi: true }
  /** The page could not be fetched; `message` says why, in plain words. */
  | { status: 'fetch_failed'; message: string; needsAi: true };

/** POST /api/import/url/ai: the AI's recipe, or a placeholder titled from the address. */
export type AiImportResponse = { status: 'ok' | 'failed'; recipe: ImportedRecipe };

/** POST /api/import/html. */
export type HtmlImportResponse = { status: 'ok' | 'incomplete'; recipe: ImportedRecipe };

/** What any source of a recipe gives (the page extractor, an AI provider). */
export type RecipeParts = {
  name?: string | null;
  description?: string | null;
  imageUrl?: string | null;
  servings?: number | null;
  cookTimeMinutes?: number | null;
  fridgeLifeDays?: number | null;
  ingredients: readonly ExtractedIngredient[];
  directions: readonly string[];
};

function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const space = text.lastIndexOf(' ', max - 1);
  return `${text.slice(0, space > max * 0.8 ? space : max - 1).trimEnd()}…`;
}

function wholeWithin(value: number | null | undefined, min: number, max: number, fallback: number) {
  if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) return fallback;
  return Math.min(max, Math.max(min, Math.round(value)));
}

const STEP_LABEL_ONLY = /^(?:step|schritt|étape|paso|passo|stap)?\s*\d{1,3}\s*[.:)]?$/i;
const STEP_NUMBER = /^(?:step\s*\d{1,3}\s*[.:)-]?\s*|\d{1,2}\s*[.)]\s+)/i;

/** A web address the meal can keep (the image, the source): http(s), no spaces, not too long. */
function keepableAddress(value: string | null | undefined): string | null {
  if (!value || value.length > MEAL_LIMITS.imageUrl || !/^https?:\/\/\S+$/i.test(value)) {
    return null;
  }
  return value;
}

/**
 * Any recipe as a meal draft the add-meal form accepts: the spec's defaults for what the
 * source did not say (servings 1, cook 30 minutes, fridge 3 days), values brought within the
 * meal limits, typed step numbers dropped (the app numbers steps itself).
 */
export function toImportedRecipe(parts: RecipeParts, source: string | null): ImportedRecipe {
  const ingredients = parts.ingredients
    .map((ingredient) => ({
      name: cut(cleanLine(ingredient.name), MEAL_LIMITS.ingredientName),
      quantity: Math.min(QUANTITY.max, Math.max(0, ingredient.quantity)),
      unit: cleanLine(ingredient.unit).slice(0, MEAL_LIMITS.unit),
      ...(ingredient.originalLine
        ? { originalLine: cut(cleanLine(ingredient.originalLine), MEAL_LIMITS.ingredientLine) }
        : {}),
    }))
    .filter((ingredient) => ingredient.name !== '')
    .slice(0, MEAL_LIMITS.ingredients);
  const directions = parts.directions
    .map((step) => cleanLine(step))
    .filter((step) => step !== '' && !STEP_LABEL_ONLY.test(step))
    .map((step) => cut(step.replace(STEP_NUMBER, '') || step, MEAL_LIMITS.step))
    .slice(0, MEAL_LIMITS.steps);
  return {
    name: cut(cleanLine(parts.name ?? ''), MEAL_LIMITS.mealName),
    description: cut(cleanText(parts.description ?? ''), MEAL_LIMITS.description),
    imageUrl: keepableAddress(parts.imageUrl),
    servings: normalizeServings(parts.servings ?? SERVINGS.default),
    cookTimeMinutes: wholeWithin(
      parts.cookTimeMinutes,
      COOK_TIME.min,
      COOK_TIME.max,
      COOK_TIME.default,
    ),
    fridgeLifeDays: wholeWithin(
      parts.fridgeLifeDays,
      FRIDGE_LIFE.min,
      FRIDGE_LIFE.max,
      FRIDGE_LIFE.default,
    ),
    ingredients,
    directions,
    source: keepableAddress(source) ?? 'url',
  };
}

/**
 * A name from a web address, for the placeholder recipe when nothing could be read:
 * 'https://site.com/recipes/chicken-tikka-masala-12345/' gives 'Chicken Tikka Masala'.
 */
export function recipeTitleFromUrl(address: string): string {
  const url = parseUrl(address);
  if (url === null) return 'Imported recipe';
  const segments = url.pathname
    .split('/')
    .map((segment) => {
      try {
        return decodeURIComponent(segment);
      } catch {
        return segment;
      }
    })
    .map((segment) =>
      segment
        .replace(/\.(?:html?|php|aspx?|jsp)$/i, '')
        .replace(/[-_+]+/g, ' ')
        .replace(/\b\d+\b/g, ' ')
        .replace(/\b(?:recipes?|rezept|recette|receta|ricetta)\b/gi, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter((segment) => /\p{L}{2}/u.test(segment));
  const words = segments[segments.length - 1];
  if (!words) return url.hostname.replace(/^www\./, '');
  return cut(
    words.replace(
      /(^|\s)(\p{L})/gu,
      (_m, space: string, letter: string) => space + letter.toUpperCase(),
    ),
    MEAL_LIMITS.mealName,
  );
}

/** The spec's placeholder: a recipe titled from the address, for the person to fill in. */
export function placeholderRecipe(address: string): ImportedRecipe {
  return toImportedRecipe(
    { name: recipeTitleFromUrl(address), ingredients: [], directions: [] },
    address,
  );
}
