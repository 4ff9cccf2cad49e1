import { asciiFractions, readAmount, readWordAmount } from '../kitchen/numbers.ts';
import { parseIngredientLine } from '../kitchen/parse-ingredient-line.ts';
import { MEAL_LIMITS, QUANTITY } from '../schemas/meals.ts';
import { cleanLine } from '../schemas/text.ts';
import type { AiIngredient } from './ai-recipe.ts';

/** Reading the fields of a recipe out of model output, JSON or text alike. */

export type Json = Record<string, unknown>;

export const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Model text for one line: markdown emphasis and stray quotes dropped, cleaned, capped. */
export function plainLine(value: unknown, max: number): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const line = cleanLine(String(value))
    .replace(/^#+\s*/, '')
    .replace(/^(?:\*\*|__)(.*)(?:\*\*|__)$/, '$1')
    .replace(/^["'\u201c](.*)["'\u201d]$/, '$1')
    .trim();
  return line.slice(0, max).trim();
}

/**
 * 'Step 3:', '3.', '3)', '3 -', '- ' and the like at the start of a direction; not the
 * number a step starts with ('10-minute rest', '1.5 cups go in').
 */
const STEP_MARKER =
  /^(?:(?:step\s*)?\d+\s*(?:[.):]|\s-)\s+|step\s*\d+\s*[:.-]?\s*|[-*\u2022\u00b7]\s+)/i;

export function stripStepMarker(step: string): string {
  return step.replace(STEP_MARKER, '').trim();
}

/** Reads '1/2', '1 1/2', '\u00bd', '2-3' (the lower bound), 'two', 3; null when no amount. */
export function quantityFromText(value: unknown): { quantity: number; rest: string } | null {
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0 ? { quantity: value, rest: '' } : null;
  }
  if (typeof value !== 'string') return null;
  const text = asciiFractions(value).trim();
  const amount = readAmount(text) ?? readWordAmount(text);
  if (!amount) return null;
  return { quantity: amount.value, rest: text.slice(amount.length).trim() };
}

export const roundQuantity = (n: number) =>
  Math.round(Math.min(QUANTITY.max, Math.max(0, n)) * 1000) / 1000;

export function ingredientFrom(value: unknown): AiIngredient | null {
  if (typeof value === 'string') {
    const parsed = parseIngredientLine(value);
    const name = plainLine(parsed.name, MEAL_LIMITS.ingredientName);
    if (!name) return null;
    return {
      name,
      quantity: roundQuantity(parsed.quantity ?? 1),
      unit: plainLine(parsed.unit ?? '', MEAL_LIMITS.unit),
    };
  }
  if (!isObject(value)) return null;
  const name = plainLine(value.name ?? value.ingredient ?? value.item, MEAL_LIMITS.ingredientName);
  if (!name) return null;
  const amount = quantityFromText(value.quantity ?? value.amount ?? value.qty);
  let unit = plainLine(value.unit ?? value.units ?? value.measure, MEAL_LIMITS.unit);
  // '2 cups' given as the quantity, with no unit: the unit rode along in the text.
  if (!unit && amount?.rest) unit = plainLine(amount.rest, MEAL_LIMITS.unit);
  // Quantities that are not amounts ('to taste', 'a pinch') count as one, so that the
  // shopping list still lists the item.
  return { name, quantity: roundQuantity(amount?.quantity ?? 1), unit };
}

function directionFrom(value: unknown): string {
  const text = isObject(value)
    ? (value.text ?? value.step ?? value.instruction ?? value.description)
    : value;
  if (typeof text !== 'string') return '';
  return stripStepMarker(cleanLine(text)).slice(0, MEAL_LIMITS.step).trim();
}

export function directionsFrom(value: unknown): string[] {
  const items =
    typeof value === 'string' ? value.split(/\r?\n/) : Array.isArray(value) ? value : [];
  return items
    .map(directionFrom)
    .filter((s) => s !== '')
    .slice(0, MEAL_LIMITS.steps);
}

/** '45', '45 minutes', '1 hour 15 minutes', '1h30'; undefined when none. */
export function minutesFrom(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.toLowerCase();
  const hours = /(\d+(?:\.\d+)?)\s*(?:h|hours?|hrs?)\b/.exec(text);
  const minutes = /(\d+)\s*(?:m|mins?|minutes?)\b/.exec(text);
  if (hours || minutes) {
    return Math.round(Number(hours?.[1] ?? 0) * 60 + Number(minutes?.[1] ?? 0));
  }
  const plain = /\d+/.exec(text);
  return plain ? Number(plain[0]) : undefined;
}

export function wholeIn(value: number | undefined, min: number, max: number): number | undefined {
  if (value === undefined || !Number.isFinite(value)) return undefined;
  const whole = Math.round(value);
  return whole >= min && whole <= max ? whole : undefined;
}

export function imageUrlFrom(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  return /^https?:\/\/\S+$/i.test(url) && url.length <= MEAL_LIMITS.imageUrl ? url : null;
}
