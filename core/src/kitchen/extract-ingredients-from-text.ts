import { MEAL_LIMITS, normalizeServings } from '../schemas/meals.ts';
import { asciiFractions, readAmount } from './numbers.ts';
import {
  parseIngredientLine,
  stripLeadingMarks,
  stripListNumber,
} from './parse-ingredient-line.ts';

export type ExtractedIngredient = {
  name: string;
  quantity: number;
  unit: string;
  /** The line the rest was read from, when it is kept (pasted text, page and bulk imports). */
  originalLine?: string | null;
};

/** Numbered steps ('1. Preheat', '2) Mix'): directions pasted with the ingredients. */
const NUMBERED_STEP = /^\s*(?:step\s*)?\d+\s*[.)]\s+\p{L}/iu;

/** A pasted line without the bullet or checkbox in front of it. */
const withoutMarks = (line: string) => stripLeadingMarks(line.trim()).trim();

/**
 * A line saying how many a recipe serves, ending where its number starts: 'Serves 4', 'Feeds
 * 6-8', 'Servings: 6', 'Yield: 24 cookies', 'Makes 12', 'For 4 people', 'Für 4 Personen',
 * '4 servings'. Such a line is no ingredient ('servings', 4).
 */
const SERVINGS_LINE =
  /^(?:(?:serves|feeds|servings?|portions?|yields?|makes)\b[\s:]*(?:about\s+|up to\s+)?(?=\d)|(?:for|f\u00fcr)\s+(?=\d+\s*(?:people|persons?|personen|personnes|servings?|portions?|guests)\b)|(?=\d+(?:\s*(?:-|\u2013|to)\s*\d+)?\s*(?:servings?|portions?|people|persons?)\b\W*$))/iu;

/** The servings a 'Serves 4' line names (a range's middle: 'Serves 4-6' is 5), or null. */
export function servingsFromTextLine(rawLine: string): number | null {
  const line = asciiFractions(withoutMarks(rawLine)).trim();
  if (line.length > 80) return null;
  const start = SERVINGS_LINE.exec(line);
  if (start === null) return null;
  const amount = readAmount(line.slice(start[0].length));
  if (amount === null || amount.value <= 0) return null;
  return amount.max === null ? amount.value : (amount.value + amount.max) / 2;
}

/**
 * The servings pasted text names ('Serves 4', 'Yield: 12'), within the spec's 0.5 to 20; null
 * when it names none, and the form keeps its default of 1.
 */
export function servingsFromText(text: string): number | null {
  if (typeof text !== 'string') return null;
  for (const line of text.split(/\r?\n/)) {
    const servings = servingsFromTextLine(line);
    if (servings !== null) return normalizeServings(servings);
  }
  return null;
}

/**
 * One pasted line as the text form reads it: amount, optional unit ('unit' when none) and
 * name; null for a line without a digit, a numbered step, a servings line ('4 servings'), or
 * an amount that names nothing.
 */
export function ingredientFromTextLine(rawLine: string): ExtractedIngredient | null {
  const line = withoutMarks(rawLine);
  // A fraction symbol is a digit here: '½ cup sugar' is an ingredient line.
  if (!/\d/.test(asciiFractions(line))) return null;
  if (NUMBERED_STEP.test(line)) return null;
  if (servingsFromTextLine(line) !== null) return null;
  const parsed = parseIngredientLine(line);
  if (parsed.quantity === null || parsed.name === '') return null;
  return { name: parsed.name, quantity: parsed.quantity, unit: parsed.unit ?? 'unit' };
}

/**
 * The line an ingredient keeps: the cook's words without the list's bullet or number, so
 * that its sizes and notes ('1 (14 oz) can', 'for frying') still count for nutrition and an
 * export gives it back. A line longer than a meal may keep is not kept (the ingredient is).
 */
function keptLine(rawLine: string): string | null {
  const line = stripListNumber(withoutMarks(rawLine)).replace(/\s+/g, ' ').trim();
  return line !== '' && line.length <= MEAL_LIMITS.ingredientLine ? line : null;
}

/**
 * The spec's 'Text meal' extraction: each line with a digit is read as amount, optional
 * unit and name; lines without a digit are ignored and the unit defaults to 'unit'.
 * Uses the full line parser, so '1 1/2 cups flour, sifted' gives 1.5 cup 'flour' and
 * '2 cloves garlic' 2 clove 'garlic'. Beyond the spec, on purpose: a fraction symbol counts
 * as a digit ('½ cup sugar'), numbered steps pasted along are skipped, a line with an
 * amount but no name ('10 g') is left out rather than saved nameless, and each ingredient
 * keeps the line it was read from.
 */
export function extractIngredientsFromText(text: string): ExtractedIngredient[] {
  if (typeof text !== 'string') return [];
  const out: ExtractedIngredient[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const ingredient = ingredientFromTextLine(rawLine);
    if (ingredient === null) continue;
    const line = keptLine(rawLine);
    out.push(line === null ? ingredient : { ...ingredient, originalLine: line });
  }
  return out;
}
