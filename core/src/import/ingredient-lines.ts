import {
  type ExtractedIngredient,
  ingredientFromTextLine,
} from '../kitchen/extract-ingredients-from-text.ts';
import { parseIngredientLine } from '../kitchen/parse-ingredient-line.ts';

/**
 * The spec's cleaning of imported ingredient names: entities decoded (done when the line
 * was read), note markers and parenthesised text removed, leading non-letters stripped,
 * whitespace collapsed. Note markers are the footnote signs sites put after a name
 * ('flour*', 'salt†', 'sugar¹') and bracketed notes ('[note 2]').
 */
export function cleanIngredientName(name: string): string {
  let text = name;
  // Parentheses can nest ('(about 2 (14-oz) cans)'); peel from the inside out.
  for (let pass = 0; pass < 3 && /[([]/.test(text); pass += 1) {
    text = text.replace(/\([^()]*\)|\[[^[\]]*\]/g, ' ');
  }
  return text
    .replace(/[()[\]]/g, ' ')
    .replace(/[*†‡§¶#¹²³⁴⁵⁶⁷⁸⁹⁰]+/g, ' ')
    .replace(/\bsee notes?\b\.?/gi, ' ')
    .replace(/^[^\p{L}]+/u, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;:.–—-]+$/, '')
    .trim();
}

/** A quantity the meal form accepts: positive, at most 100,000, three decimals at most. */
function usableQuantity(quantity: number | null): number {
  if (quantity === null || !Number.isFinite(quantity) || quantity <= 0) return 1;
  return Math.min(100_000, Math.round(quantity * 1000) / 1000);
}

/**
 * One published ingredient line as a meal ingredient. Lines without an amount ('Salt to
 * taste') count one, with no unit, so the shopping list still shows them.
 */
export function ingredientFromLine(line: string): ExtractedIngredient | null {
  const parsed = parseIngredientLine(line);
  const name = cleanIngredientName(parsed.name) || cleanIngredientName(line.toLowerCase());
  if (name === '') return null;
  return { name, quantity: usableQuantity(parsed.quantity), unit: parsed.unit ?? '' };
}

/**
 * A page's ingredient lines as meal ingredients, each with the line it was read from: the
 * sizes and notes our reading drops ('(14 oz)', 'drained', 'for frying', no amount at all)
 * still count for the meal's nutrition, and an export gives the page's words back.
 */
export function ingredientsFromLines(lines: readonly string[]): ExtractedIngredient[] {
  const out: ExtractedIngredient[] = [];
  for (const line of lines) {
    const ingredient = ingredientFromLine(line);
    if (ingredient) out.push({ ...ingredient, originalLine: line });
  }
  return out;
}

/** The recipe forms show and send amounts to two decimals: '1/3 cup' comes back as 0.33. */
const FORM_ROUNDING = 0.005 + 1e-9;

/**
 * Whether an ingredient is still what reading its line gives, so that the line speaks for it
 * (nutrition weighs its sizes and notes): as an import reads a line (1 and no unit where it
 * has no amount) or as the text form reads a pasted one ('unit' where it names none), with
 * the amount as the forms round it. A line sent beside other figures is not the ingredient's.
 */
export function isReadFromLine(
  ingredient: { name: string; quantity: number; unit: string },
  line: string,
): boolean {
  return [ingredientFromLine(line), ingredientFromTextLine(line)].some(
    (read) =>
      read !== null &&
      read.name === ingredient.name &&
      read.unit === ingredient.unit &&
      Math.abs(read.quantity - ingredient.quantity) <= FORM_ROUNDING,
  );
}
