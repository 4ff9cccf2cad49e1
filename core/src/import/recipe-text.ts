/**
 * Pasted recipe text ('Convert text to meal'), read without any HTML machinery so that the
 * browser can run it: where the steps are, and which lines are steps.
 */

const DIRECTIONS_HEADING =
  /^\s*(?:#+\s*)?(?:directions?|method|instructions?|preparation|steps|how to make(?: it)?)\s*:?\s*(.*)$/i;
const INGREDIENTS_HEADING = /^\s*(?:#+\s*)?ingredients?\s*:?\s*$/i;
/** '1. Preheat', '2) Mix', 'Step 3: Bake'. */
const NUMBERED_STEP = /^\s*(?:step\s*)?(\d{1,2})\s*[.):]\s*(?=\p{L})/iu;
const BULLET = /^\s*(?:[-*•·▪◦‣]|\[\s?[x ]?\])\s*/i;

export type RecipeTextParts = {
  /** The text without its directions section: what ingredient extraction should read. */
  ingredientText: string;
  /** The steps, numbers and bullets removed. */
  directions: string[];
};

function stepText(line: string): string {
  return line.replace(NUMBERED_STEP, '').replace(BULLET, '').replace(/\s+/g, ' ').trim();
}

/**
 * Splits pasted text into ingredients and steps. The steps are the lines under a
 * 'Directions', 'Method' or 'Instructions' heading (until an 'Ingredients' heading), or,
 * without such a heading, the numbered lines ('1. Preheat the oven').
 */
export function splitRecipeText(text: string): RecipeTextParts {
  if (typeof text !== 'string') return { ingredientText: '', directions: [] };
  const lines = text.split(/\r?\n/);
  const start = lines.findIndex((line) => DIRECTIONS_HEADING.test(line));
  if (start >= 0) {
    const rest = lines.slice(start + 1);
    const stop = rest.findIndex((line) => INGREDIENTS_HEADING.test(line));
    const section = stop < 0 ? rest : rest.slice(0, stop);
    const inline = (DIRECTIONS_HEADING.exec(lines[start] as string)?.[1] ?? '').trim();
    const directions = [inline, ...section].map(stepText).filter((step) => step !== '');
    const kept = [...lines.slice(0, start), ...(stop < 0 ? [] : rest.slice(stop))];
    return { ingredientText: kept.join('\n'), directions };
  }
  const directions: string[] = [];
  const kept: string[] = [];
  for (const line of lines) {
    if (NUMBERED_STEP.test(line)) directions.push(stepText(line));
    else kept.push(line);
  }
  return { ingredientText: kept.join('\n'), directions: directions.filter((s) => s !== '') };
}

/** The name a pasted recipe suggests: its first non-empty line, without heading marks. */
export function recipeNameFromText(text: string): string {
  const first = (typeof text === 'string' ? text : '')
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*#+\s*/, '').trim())
    .find((line) => line !== '');
  return first ?? '';
}
