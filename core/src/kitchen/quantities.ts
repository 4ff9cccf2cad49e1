import { asciiFractions, parseNumber } from './numbers.ts';

/**
 * Scales a recipe amount to the servings being cooked. A missing, zero or broken
 * original serving count means the recipe was written for one (the spec's default).
 */
export function scaleQuantity(
  quantity: number,
  servings: number,
  originalServings?: number,
): number {
  const base =
    originalServings !== undefined && Number.isFinite(originalServings) && originalServings !== 0
      ? originalServings
      : 1;
  return (quantity * servings) / base;
}

/** Whole numbers plainly ('2'), anything else with one decimal ('1.5', '0.3'). */
export function formatQuantity(quantity: number): string {
  if (!Number.isFinite(quantity)) return '0';
  const rounded = Math.round(quantity * 10) / 10;
  // 1.96 reads '2', not '2.0'; String(-0) is '0', so -0.04 never shows as '-0'.
  if (Number.isInteger(rounded)) return String(rounded === 0 ? 0 : rounded);
  return rounded.toFixed(1);
}

/**
 * A quantity as a cook types it into a Quantity field: '2', '0.25', '.5', '1,5' (a decimal
 * comma), '1/2', '1 1/2', '1-1/2', '½', '1½', '1 ½'. Null for an empty field; NaN for text
 * that is not an amount ('a pinch', '2 cups', '1/0'). A minus sign is kept, so a form can say
 * that a quantity must be more than 0 instead of that it is unreadable.
 */
export function readQuantityText(text: string): number | null {
  let t = asciiFractions(text).trim().replace(/\s+/g, ' ');
  if (t === '') return null;
  let sign = 1;
  const minus = /^[-\u2212\u2013]\s*/.exec(t);
  if (minus) {
    sign = -1;
    t = t.slice(minus[0].length);
  }
  // '1,500' groups thousands; any other single comma is a decimal comma ('1,5', '0,25').
  if (!/^[1-9]\d{0,2}(?:,\d{3})+$/.test(t) && /^\d*,\d+$/.test(t)) t = t.replace(',', '.');
  // '1-1/2' is how American recipes write one and a half.
  t = t.replace(/^(\d+)-(\d+\/\d+)$/, '$1 $2').replace(/^(\d+)\.$/, '$1');
  const value = parseNumber(t);
  return Number.isFinite(value) ? sign * value : Number.NaN;
}
