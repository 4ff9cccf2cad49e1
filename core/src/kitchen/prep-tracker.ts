import { asciiFractions, parseNumber } from './numbers.ts';
import { pluralForms, singularWord } from './singular.ts';
import { convertQuantity, unitDefinition } from './units.ts';

export type PrepIngredientInput = {
  id?: string;
  name: string;
  quantity: number;
  unit: string;
};

export type PrepIngredient = {
  /** The given id, or 'ingredient-<index>' when none was given. */
  id: string;
  name: string;
  unit: string;
  /** quantity times servings: what the cook starts with. */
  full: number;
};

export type PrepInput = {
  ingredients: readonly PrepIngredientInput[];
  directions: readonly string[];
  servings: number;
};

/**
 * Immutable state of preparation mode, safe to keep in React state: every change
 * returns a new object and leaves the old one untouched.
 */
export type PrepState = {
  readonly ingredients: readonly PrepIngredient[];
  readonly directions: readonly string[];
  /** Remaining amount per ingredient, aligned with `ingredients`. */
  readonly remaining: readonly number[];
  /** Ticked steps, aligned with `directions`. */
  readonly completed: readonly boolean[];
  /**
   * What each ticked step actually subtracted, per ingredient index, so unticking gives
   * back exactly that and never more (a step may have hit zero before its full amount).
   */
  readonly taken: Readonly<Record<number, readonly number[]>>;
};

function positive(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** Enters preparation mode: every ingredient at quantity times servings, no step done. */
export function startPrep(input: PrepInput): PrepState {
  const servings = Number.isFinite(input.servings) && input.servings > 0 ? input.servings : 1;
  const ingredients = (input.ingredients ?? []).map((ingredient, index) => ({
    id: ingredient.id ?? `ingredient-${index}`,
    name: String(ingredient.name ?? ''),
    unit: String(ingredient.unit ?? ''),
    full: positive(ingredient.quantity) * servings,
  }));
  const directions = [...(input.directions ?? [])].map((d) => String(d ?? ''));
  return {
    ingredients,
    directions,
    remaining: ingredients.map((i) => i.full),
    completed: directions.map(() => false),
    taken: {},
  };
}

export function isPrepComplete(state: PrepState): boolean {
  return state.completed.length > 0 && state.completed.every(Boolean);
}

export function toggleStep(state: PrepState, stepIndex: number): PrepState {
  if (state.completed[stepIndex] === undefined) return state;
  return state.completed[stepIndex] ? untickStep(state, stepIndex) : tickStep(state, stepIndex);
}

/** Marks a step done and subtracts what it uses, never going below zero. */
export function tickStep(state: PrepState, stepIndex: number): PrepState {
  if (state.completed[stepIndex] !== false) return state;
  const usage = stepUsage(state, stepIndex);
  const taken = state.remaining.map((left, i) => Math.min(left, usage[i] ?? 0));
  return {
    ...state,
    remaining: state.remaining.map((left, i) => tidy(left - (taken[i] ?? 0))),
    completed: state.completed.map((done, i) => (i === stepIndex ? true : done)),
    taken: { ...state.taken, [stepIndex]: taken },
  };
}

/** Marks a step not done and gives back what its tick took, capped at the full amount. */
export function untickStep(state: PrepState, stepIndex: number): PrepState {
  if (state.completed[stepIndex] !== true) return state;
  const given = state.taken[stepIndex] ?? [];
  const { [stepIndex]: _released, ...taken } = state.taken;
  return {
    ...state,
    remaining: state.remaining.map((left, i) =>
      tidy(Math.min(state.ingredients[i]?.full ?? 0, left + (given[i] ?? 0))),
    ),
    completed: state.completed.map((done, i) => (i === stepIndex ? false : done)),
    taken,
  };
}

/** Remaining amounts keyed by ingredient id, for screens that look them up by id. */
export function remainingById(state: PrepState): Record<string, number> {
  const out: Record<string, number> = {};
  state.ingredients.forEach((ingredient, i) => {
    out[ingredient.id] = state.remaining[i] ?? 0;
  });
  return out;
}

/**
 * How much of each ingredient a step mentions (aligned with `ingredients`, 0 when not
 * mentioned). The spec subtracts the amount as written in the step: a step says what goes
 * into the pot ('add 2 cups flour'), whatever the servings, and scaling it again would
 * empty the ingredient on the first mention.
 */
export function stepUsage(state: PrepState, stepIndex: number): number[] {
  const text = normaliseStep(state.directions[stepIndex] ?? '');
  const usage = state.ingredients.map(() => 0);
  if (text === '') return usage;
  const claimed: [number, number][] = [];
  // Longest names first, so 'brown sugar' claims its words before 'sugar' looks; then the
  // short names, once every whole name has claimed its words.
  const order = state.ingredients
    .map((ingredient, index) => ({ ingredient, index }))
    .filter(({ ingredient }) => ingredient.name.trim() !== '')
    .sort((a, b) => b.ingredient.name.length - a.ingredient.name.length);
  const mentionsOf = new Map<number, number[]>();
  for (const { ingredient, index } of order) {
    mentionsOf.set(index, findMentions(text, ingredient.name, claimed));
  }
  const short = shortNames(state.ingredients.map((ingredient) => ingredient.name));
  for (const { index } of order) {
    const name = short[index];
    if (name) mentionsOf.get(index)?.push(...findMentions(text, name, claimed));
  }
  for (const { ingredient, index } of order) {
    const mentions = (mentionsOf.get(index) ?? []).sort((a, b) => a - b);
    if (mentions.length === 0) continue;
    let sum = 0;
    let found = false;
    for (const start of mentions) {
      const amount = amountBefore(text.slice(0, start), ingredient);
      if (amount !== null) {
        sum += amount;
        found = true;
      }
    }
    usage[index] = found ? sum : ingredient.full;
  }
  return usage;
}

/**
 * Words that name a kind of piece rather than the food: a cook calls 'Parmesan cheese' the
 * Parmesan, 'basil leaves' the basil, 'chicken thighs' the chicken.
 */
const PIECE_WORDS = new Set([
  'cheese',
  'leaf',
  'fillet',
  'thigh',
  'breast',
  'drumstick',
  'wing',
  'leg',
  'chop',
  'cutlet',
  'sprig',
  'stalk',
  'floret',
  'clove',
]);

/**
 * Words a step also uses for what the dish makes ('pour the sauce over', 'knead the dough',
 * 'spoon the juices', 'serve the soup'), as a verb ('blend until smooth', 'spread it'), for
 * a colour ('until golden brown'), in a saying ('salt and pepper' is black pepper, not the
 * recipe's jalapeño pepper), or that say nothing alone: never an ingredient's short name.
 */
const NOT_A_SHORT_NAME = new Set([
  'soup',
  'stew',
  'salad',
  'blend',
  'spread',
  'spray',
  'rub',
  'dip',
  'drizzle',
  'wash',
  'roll',
  'ring',
  'pepper',
  'green',
  'red',
  'white',
  'black',
  'brown',
  'yellow',
  'golden',
  'sauce',
  'dough',
  'batter',
  'mixture',
  'mix',
  'filling',
  'dressing',
  'glaze',
  'marinade',
  'crust',
  'syrup',
  'base',
  'topping',
  'paste',
  'stock',
  'broth',
  'liquid',
  'water',
  'juice',
  'powder',
  'seasoning',
  'extract',
  'flake',
  'seed',
  'piece',
  'cube',
  'slice',
  'garnish',
]);

/**
 * The shorter name a step may use for each ingredient (aligned with `names`, null for none):
 * the last word of a longer name ('the oil' for olive oil, 'the flour' for all-purpose
 * flour), or the word before a piece word ('the Parmesan' for Parmesan cheese). Only a word
 * no other ingredient of the recipe holds: with olive and vegetable oil, 'the oil' names
 * neither, and a step that says it takes nothing.
 */
function shortNames(names: readonly string[]): (string | null)[] {
  const wordsOf = names.map((name) =>
    name
      .toLowerCase()
      .split(/[^\p{L}\p{N}'-]+/u)
      .filter((word) => word !== '')
      .map(singularWord),
  );
  const holders = new Map<string, number>();
  for (const words of wordsOf) {
    for (const word of new Set(words)) holders.set(word, (holders.get(word) ?? 0) + 1);
  }
  return wordsOf.map((words) => {
    if (words.length < 2) return null;
    const last = words[words.length - 1] as string;
    const word = PIECE_WORDS.has(last) ? (words[words.length - 2] as string) : last;
    if (NOT_A_SHORT_NAME.has(word) || PIECE_WORDS.has(word) || word.length < 3) return null;
    return holders.get(word) === 1 ? word : null;
  });
}

function normaliseStep(step: string): string {
  return asciiFractions(step).toLowerCase().replace(/\s+/g, ' ');
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Start offsets of whole-word mentions of a name (singular or plural) not yet claimed. */
function findMentions(text: string, name: string, claimed: [number, number][]): number[] {
  const words = name.toLowerCase().trim().split(/\s+/);
  const last = words.pop() ?? '';
  const lastForms = new Set([last, singularWord(last), ...pluralForms(singularWord(last))]);
  const head = words.map(escapeRegExp).join('\\s+');
  const tail = [...lastForms].map(escapeRegExp).join('|');
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])${head === '' ? '' : `${head}\\s+`}(?:${tail})(?![\\p{L}\\p{N}])`,
    'gu',
  );
  const starts: number[] = [];
  for (const match of text.matchAll(pattern)) {
    const start = match.index ?? 0;
    const end = start + match[0].length;
    if (claimed.some(([s, e]) => start < e && end > s)) continue;
    claimed.push([start, end]);
    starts.push(start);
  }
  return starts;
}

const AMOUNT_BEFORE =
  /(\d+\s+\d+\s*\/\s*\d+|\d+\s*\/\s*\d+|\d*\.\d+|\d+)\s*(?:-\s*)?([a-z]+\.?\s+)?((?:of\s+)?(?:the\s+)?)([a-z-]+\s+)?$/;
const HALF_BEFORE = /\b(?:half|1\/2)\s+(?:of\s+)?the\s+(?:[a-z]+\s+)?$/;

/**
 * The amount written right before a mention ('add 1 1/2 cups flour', 'stir in ½ the
 * sugar'): a number, then optionally a unit word, 'of', 'the' and one describing word.
 */
function amountBefore(prefix: string, ingredient: PrepIngredient): number | null {
  if (HALF_BEFORE.test(prefix)) return ingredient.full / 2;
  const match = AMOUNT_BEFORE.exec(prefix);
  if (match?.[1] === undefined) return null;
  const value = parseNumber(match[1]);
  if (!Number.isFinite(value)) return null;
  const unitWord = match[2]?.trim();
  const stepUnit = unitWord === undefined ? null : unitDefinition(unitWord);
  // One describing word may sit between ('2 large eggs'), but a non-unit followed by more
  // words ('step 2 add the garlic') is a sentence, not an amount.
  if (
    unitWord !== undefined &&
    stepUnit === null &&
    ((match[3] ?? '') !== '' || match[4] !== undefined)
  ) {
    return null;
  }
  let amount = value;
  if (stepUnit !== null && ingredient.unit.trim() !== '') {
    const converted = convertQuantity(value, stepUnit.symbol, ingredient.unit);
    if (converted !== null) amount = converted;
  }
  return amount;
}

export type PrepTracker = {
  readonly state: PrepState;
  readonly remaining: readonly number[];
  readonly completed: readonly boolean[];
  readonly isComplete: boolean;
  toggle(stepIndex: number): PrepTracker;
  tick(stepIndex: number): PrepTracker;
  untick(stepIndex: number): PrepTracker;
  remainingOf(idOrIndex: string | number): number;
};

function wrap(state: PrepState): PrepTracker {
  return {
    state,
    remaining: state.remaining,
    completed: state.completed,
    isComplete: isPrepComplete(state),
    toggle: (i) => wrap(toggleStep(state, i)),
    tick: (i) => wrap(tickStep(state, i)),
    untick: (i) => wrap(untickStep(state, i)),
    remainingOf: (idOrIndex) => {
      const index =
        typeof idOrIndex === 'number'
          ? idOrIndex
          : state.ingredients.findIndex((i) => i.id === idOrIndex);
      return state.remaining[index] ?? 0;
    },
  };
}

/**
 * Preparation mode as a value: `createPrepTracker({ ingredients, directions, servings })`
 * (or the three as arguments) and `tracker.toggle(i)` returning a new tracker.
 */
export function createPrepTracker(input: PrepInput): PrepTracker;
export function createPrepTracker(
  ingredients: readonly PrepIngredientInput[],
  directions: readonly string[],
  servings: number,
): PrepTracker;
export function createPrepTracker(
  inputOrIngredients: PrepInput | readonly PrepIngredientInput[],
  directions?: readonly string[],
  servings?: number,
): PrepTracker {
  const input: PrepInput = Array.isArray(inputOrIngredients)
    ? { ingredients: inputOrIngredients, directions: directions ?? [], servings: servings ?? 1 }
    : (inputOrIngredients as PrepInput);
  return wrap(startPrep(input));
}

function tidy(value: number): number {
  const rounded = Math.round(value * 1e9) / 1e9;
  return rounded <= 0 ? 0 : rounded;
}
