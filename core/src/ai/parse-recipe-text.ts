import { MEAL_LIMITS, normalizeServings } from '../schemas/meals.ts';
import { type AiIngredient, type AiRecipe, DEFAULT_RECIPE_NAME } from './ai-recipe.ts';
import {
  ingredientFrom,
  minutesFrom,
  plainLine,
  stripStepMarker,
  wholeIn,
} from './recipe-fields.ts';

type Section = 'intro' | 'ingredients' | 'directions' | 'other';

const HEADERS: [RegExp, Section][] = [
  [
    /^(?:ingredients?|what you(?:'|\u2019)?ll need|you(?:'|\u2019)?ll need|shopping list)$/,
    'ingredients',
  ],
  [
    /^(?:directions?|instructions?|method|steps?|preparation|how to (?:make|cook) it|to make)$/,
    'directions',
  ],
  [/^(?:notes?|tips?|nutrition(?: facts)?|variations?|serving suggestions?|enjoy!?)$/, 'other'],
];

/** A labelled line: 'Name: ...', '"description": "...",', '**Servings:** 4'. */
const LABELLED =
  /^["*_]*(name|title|recipe(?: name)?|description|servings|serves|yield|cook(?:ing)? ?time|total ?time|prep ?time|fridge ?life(?: ?days)?)["*_]*\s*:\s*(.*)$/i;

const BULLET = /^(?:[-*\u2022\u00b7\u25aa\u25e6\u2023]|\[\s?[x ]?\])\s+/i;
const NUMBERED = /^(?:step\s*)?\d+\s*[.)]\s+\S/i;

/** A line as the parser compares it: markdown headings, emphasis and a final colon dropped. */
function bare(line: string): string {
  return line
    .replace(/^#+\s*/, '')
    .replace(/[*_]+/g, '')
    .replace(/:\s*$/, '')
    .trim()
    .toLowerCase();
}

function headerOf(line: string): Section | null {
  const text = bare(line);
  for (const [pattern, section] of HEADERS) if (pattern.test(text)) return section;
  return null;
}

/** A heading or a line in bold: how a text reply writes the dish's name. */
const TITLE = /^(?:#+\s*\S|(?:\*\*|__)[^*_].*(?:\*\*|__):?$)/;
const CHATTER =
  /^(?:sure|certainly|of course|absolutely|okay|ok|great|here(?:'|\u2019)?s|here is|here are|i (?:hope|think|would))\b.*[:!.]$/i;

const trimQuotes = (text: string) => text.replace(/^["'\s]+|["',\s]+$/g, '');

/**
 * The spec's fallback when a reply holds no readable JSON: a recipe written as text
 * (a title, 'Ingredients:' with one item a line, 'Directions:' with numbered steps).
 * Null when the text holds none of these.
 */
export function parseRecipeText(reply: string): AiRecipe | null {
  let section: Section = 'intro';
  let name = '';
  const description: string[] = [];
  const ingredients: AiIngredient[] = [];
  const directions: string[] = [];
  let servings: number | undefined;
  let cookTimeMinutes: number | undefined;
  let nameIsTitle = false;

  for (const raw of reply
    .replace(/<think(?:ing)?>[\s\S]*?<\/think(?:ing)?>/gi, '')
    .split(/\r?\n/)) {
    const line = raw.trim();
    if (!line || /^```/.test(line)) continue;
    const header = headerOf(line);
    if (header) {
      section = header;
      continue;
    }
    const labelled = LABELLED.exec(line);
    if (labelled) {
      const label = (labelled[1] ?? '').toLowerCase().replace(/\s+/g, '');
      const value = trimQuotes(labelled[2] ?? '');
      if (/^(name|title|recipe)/.test(label)) name ||= plainLine(value, MEAL_LIMITS.mealName);
      else if (label === 'description') description.push(value);
      else if (/^(servings|serves|yield)$/.test(label)) {
        const n = Number.parseFloat(value);
        if (n > 0) servings = normalizeServings(n);
      } else if (/^(cooktime|cookingtime|totaltime)$/.test(label)) {
        cookTimeMinutes = wholeIn(minutesFrom(value), 1, 2880);
      }
      continue;
    }
    if (section === 'ingredients') {
      const ingredient = ingredientFrom(line.replace(BULLET, '').replace(/^\d+[.)]\s+/, ''));
      if (ingredient) ingredients.push(ingredient);
    } else if (section === 'directions') {
      const step = stripStepMarker(line).slice(0, MEAL_LIMITS.step);
      if (step) directions.push(step);
    } else if (section === 'intro') {
      // Without headers: numbered lines are steps, bulleted lines with an amount are items.
      if (NUMBERED.test(line)) directions.push(stripStepMarker(line));
      else if (BULLET.test(line) && /\d/.test(line)) {
        const ingredient = ingredientFrom(line.replace(BULLET, ''));
        if (ingredient) ingredients.push(ingredient);
      } else if (CHATTER.test(line)) {
        // 'Sure! Here is a recipe for you:' is not the dish's name.
      } else if (!name || (TITLE.test(line) && !nameIsTitle)) {
        name = plainLine(line, MEAL_LIMITS.mealName);
        nameIsTitle = TITLE.test(line);
      } else if (ingredients.length === 0 && directions.length === 0) description.push(line);
    }
  }

  // A name alone is not a recipe (a refusal reads like a title too).
  if (ingredients.length === 0 && directions.length === 0) return null;
  const recipe: AiRecipe = {
    name: name.replace(/^(?:recipe|title)\s*:\s*/i, '') || DEFAULT_RECIPE_NAME,
    description: description.join(' ').slice(0, MEAL_LIMITS.description).trim(),
    ingredients: ingredients.slice(0, MEAL_LIMITS.ingredients),
    directions: directions.slice(0, MEAL_LIMITS.steps),
  };
  if (servings !== undefined) recipe.servings = servings;
  if (cookTimeMinutes !== undefined) recipe.cookTimeMinutes = cookTimeMinutes;
  return recipe;
}
