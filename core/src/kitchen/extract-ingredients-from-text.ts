import { asciiFractions } from './numbers.ts';
import { parseIngredientLine, stripLeadingMarks } from './parse-ingredient-line.ts';

export type ExtractedIngredient = {
  name: string;
  quantity: number;
  unit: string;
  /** The line the rest was read from, when it is kept (page and bulk imports). */
  originalLine?: string | null;
};

/** Numbered steps ('1. Preheat', '2) Mix'): directions pasted with the ingredients. */
const NUMBERED_STEP = /^\s*(?:step\s*)?\d+\s*[.)]\s+\p{L}/iu;

/**
 * The spec's 'Text meal' extraction: each line with a digit is read as amount, optional
 * unit and name; lines without a digit are ignored and the unit defaults to 'unit'.
 * Uses the full line parser, so '1 1/2 cups flour, sifted' gives 1.5 cup 'flour' and
 * '2 cloves garlic' 2 clove 'garlic'. Beyond the spec, on purpose: a fraction symbol counts
 * as a digit ('½ cup sugar'), numbered steps pasted along are skipped, and a line with an
 * amount but no name ('10 g') is left out rather than saved nameless.
 */
export function extractIngredientsFromText(text: string): ExtractedIngredient[] {
  if (typeof text !== 'string') return [];
  const out: ExtractedIngredient[] = [];
  for (const rawLine of text.split(/\r?\n/)) {
    const line = stripLeadingMarks(rawLine.trim()).trim();
    // A fraction symbol is a digit here: '½ cup sugar' is an ingredient line.
    if (!/\d/.test(asciiFractions(line))) continue;
    if (NUMBERED_STEP.test(line)) continue;
    const parsed = parseIngredientLine(line);
    if (parsed.quantity === null || parsed.name === '') continue;
    out.push({ name: parsed.name, quantity: parsed.quantity, unit: parsed.unit ?? 'unit' });
  }
  return out;
}
