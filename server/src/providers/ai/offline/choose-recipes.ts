import { singularPhrase } from '@forkcast/core';
import { type Constraints, isAllowed } from './dietary-constraints.ts';
import { type MealType, OFFLINE_RECIPES, type OfflineRecipe } from './offline-recipes.ts';

/** Words that carry no wish ('a', 'with', 'recipe'...) and diet words handled as constraints. */
const STOP_WORDS = new Set(
  `a an and are as at be but by can could dish dishes do easy-ish for from food foods have i i'd
  id in into is it its let like make me meal meals my of on or our please recipe recipes some
  something that the their them this to us using want we week weekly with would you your idea
  ideas cook cooking plan planning free no not without vegan vegetarian gluten dairy nut nuts
  allergy allergic keto halal kosher`.split(/\s+/),
);

const MEAL_TYPES: MealType[] = ['breakfast', 'lunch', 'dinner', 'dessert', 'snack', 'side'];
const SYNONYMS: Record<string, string> = {
  brunch: 'breakfast',
  supper: 'dinner',
  sweet: 'dessert',
  pud: 'dessert',
  pudding: 'dessert',
  veggie: 'vegetable',
  veg: 'vegetable',
  spaghetti: 'pasta',
  stirfry: 'stir-fry',
  bbq: 'grill',
  barbecue: 'grill',
  weeknight: 'quick',
  fast: 'quick',
  simple: 'quick',
  cheap: 'budget',
  affordable: 'budget',
  kid: 'kid-friendly',
  kids: 'kid-friendly',
  children: 'kid-friendly',
  protein: 'high-protein',
  lighter: 'light',
  cozy: 'comfort',
  hearty: 'comfort',
  prawn: 'shrimp',
};

/** The distinct wishes in a text, singular and with synonyms folded. */
export function wishWords(text: string): string[] {
  const words = text
    .toLowerCase()
    .replace(/[^a-z\s'-]/g, ' ')
    .split(/[\s]+/)
    .map((w) => w.replace(/^['-]+|['-]+$/g, ''))
    .filter((w) => w.length > 2 && !STOP_WORDS.has(w))
    .map((w) => SYNONYMS[w] ?? singularPhrase(w));
  return [...new Set(words.map((w) => SYNONYMS[w] ?? w))];
}

type Index = { words: Map<string, number>; recipe: OfflineRecipe };

function buildIndex(recipe: OfflineRecipe): Index {
  const words = new Map<string, number>();
  const add = (text: string, weight: number) => {
    for (const part of [text, ...text.split(/[\s-]+/)]) {
      const word = singularPhrase(
        part
          .toLowerCase()
          .replace(/[^a-z\s-]/g, '')
          .trim(),
      );
      if (word.length > 2 && (words.get(word) ?? 0) < weight) words.set(word, weight);
    }
  };
  for (const [, , name] of recipe.ingredients) add(name, 1.5);
  for (const word of recipe.description.split(/\s+/)) add(word, 1);
  add(recipe.cuisine, 3);
  for (const meal of recipe.meals) add(meal, 3);
  for (const keyword of recipe.keywords) add(keyword, 3);
  for (const word of recipe.name.split(/\s+/)) add(word, 4);
  return { words, recipe };
}

const INDEX = OFFLINE_RECIPES.map(buildIndex);

/** Kinds of dish close enough to stand in for each other, at half the weight (singular). */
const RELATED: Record<string, string[]> = {
  pasta: ['noodle'],
  noodle: ['pasta'],
  curry: ['stew'],
  stew: ['curry', 'soup', 'chili'],
  soup: ['stew'],
  chili: ['stew'],
  burger: ['sandwich'],
  sandwich: ['burger', 'wrap'],
  wrap: ['sandwich', 'taco', 'burrito'],
  taco: ['wrap'],
  dessert: ['sweet'],
  seafood: ['fish', 'shrimp'],
  fish: ['seafood'],
};

/** How well a recipe answers the wishes: matched words, weighted by where they match. */
export function wishScore(index: Index, wishes: string[]): number {
  let score = 0;
  for (const wish of wishes) {
    const related = Math.max(0, ...(RELATED[wish] ?? []).map((w) => index.words.get(w) ?? 0));
    score += Math.max(index.words.get(wish) ?? 0, related / 2);
    if (wish === 'quick') {
      if (index.recipe.cookTimeMinutes <= 30) score += 3;
      else if (index.recipe.cookTimeMinutes > 60) score -= 2;
    }
  }
  return score;
}

/** Items of an 'available ingredients' text: 'rice, chicken and leeks' or one per line. */
export function availableItems(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[,;\n]|\band\b|\+/)
    .map((s) =>
      singularPhrase(
        s
          .replace(/[^a-z\s]/g, ' ')
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    )
    .filter((s) => s.length > 1);
}

/** How many of the available items the recipe uses ('chicken' is in 'chicken thighs'). */
export function availableOverlap(recipe: OfflineRecipe, items: string[]): number {
  const names = recipe.ingredients.map(
    ([, , name]) => ` ${singularPhrase(name.toLowerCase().replace(/[^a-z\s]/g, ' '))} `,
  );
  return items.filter((item) =>
    names.some((name) => name.includes(` ${item} `) || item.includes(name.trim())),
  ).length;
}

const isMain = (recipe: OfflineRecipe) =>
  recipe.meals.includes('dinner') || recipe.meals.includes('lunch');

export type Random = () => number;

/** A weighted pick: higher scores are likelier, but any candidate can come up. */
function pickWeighted<T>(items: { item: T; weight: number }[], random: Random): T | undefined {
  const total = items.reduce((sum, i) => sum + i.weight, 0);
  let roll = random() * total;
  for (const entry of items) {
    roll -= entry.weight;
    if (roll < 0) return entry.item;
  }
  return items.at(-1)?.item;
}

/**
 * One recipe for a description: the closest matches are candidates, picked at random so
 * that asking twice can give something different. Undefined when nothing is allowed.
 */
export function chooseRecipe(
  prompt: string,
  constraints: Constraints,
  random: Random,
): OfflineRecipe | undefined {
  const wishes = wishWords(prompt);
  const scored = INDEX.filter((i) => isAllowed(i.recipe, constraints)).map((i) => ({
    recipe: i.recipe,
    score: wishScore(i, wishes),
  }));
  if (scored.length === 0) return undefined;
  const best = Math.max(...scored.map((s) => s.score));
  // Nothing matched the words: any main dish that fits the constraints will do.
  const pool =
    best > 0
      ? scored.filter((s) => s.score >= best * 0.75)
      : scored.filter((s) => isMain(s.recipe));
  const candidates = pool.length > 0 ? pool : scored;
  return pickWeighted(
    candidates.map((c) => ({ item: c.recipe, weight: 1 + Math.max(0, c.score) })),
    random,
  );
}

export type PlanChoice = {
  count: number;
  preferences: string;
  availableIngredients: string;
  surprise: boolean;
};

/**
 * A plan: allowed recipes ranked by the available ingredients they use (strongest), then by
 * the preferences, with a little chance for variety; chosen one by one so that the plan does
 * not repeat a cuisine or a kind of dish while others fit.
 */
export function choosePlan(
  request: PlanChoice,
  constraints: Constraints,
  random: Random,
): OfflineRecipe[] {
  const wishes = request.surprise ? [] : wishWords(request.preferences);
  const items = availableItems(request.availableIngredients);
  const asksMealType = wishes.some((w) => (MEAL_TYPES as string[]).includes(w));
  const jitter = request.surprise ? 6 : 2.5;
  const candidates = INDEX.filter((i) => isAllowed(i.recipe, constraints)).map((i) => ({
    recipe: i.recipe,
    score:
      8 * availableOverlap(i.recipe, items) +
      wishScore(i, wishes) +
      (asksMealType ? 0 : isMain(i.recipe) ? 2 : -4) +
      random() * jitter,
  }));

  const chosen: OfflineRecipe[] = [];
  while (chosen.length < request.count && candidates.length > 0) {
    let bestAt = 0;
    let bestScore = Number.NEGATIVE_INFINITY;
    candidates.forEach((candidate, at) => {
      const repeats = chosen.filter((c) => c.cuisine === candidate.recipe.cuisine).length;
      const sameKind = chosen.filter((c) =>
        c.keywords.slice(0, 2).some((k) => candidate.recipe.keywords.slice(0, 2).includes(k)),
      ).length;
      const score = candidate.score - 2.5 * repeats - 1.5 * sameKind;
      if (score > bestScore) {
        bestScore = score;
        bestAt = at;
      }
    });
    const [next] = candidates.splice(bestAt, 1);
    if (next) chosen.push(next.recipe);
  }
  return chosen;
}
