import { fatLevelOf, type MatchHints, matchFood, withSkinOf } from './food-match.ts';
import {
  type Food,
  type FoodTable,
  NO_NUTRIENTS,
  NUTRIENT_KEYS,
  type Nutrients,
  wordsOf,
} from './food-table.ts';
import { asciiFractions, parseNumber } from './numbers.ts';
import { type ParsedIngredient, parseIngredientLine } from './parse-ingredient-line.ts';
import { formatQuantity } from './quantities.ts';
import { singularWord } from './singular.ts';
import { canonicalUnit, unitBySymbol } from './units.ts';

/**
 * Why an ingredient counts for what it does: 'counted' with grams and the reason, or left
 * out because the line gives no amount ('no-amount', never guessed), no food matched its
 * name ('no-match'), or its amount cannot be weighed ('no-weight': '1 package' of unknown size).
 */
export type IngredientStatus = 'counted' | 'no-amount' | 'no-match' | 'no-weight';

export type IngredientNutrition = {
  /** The line as written, or the stored amount, unit and name. */
  line: string;
  name: string;
  status: IngredientStatus;
  food: { id: string; name: string } | null;
  /** Grams counted for the whole recipe; null when the ingredient is left out. */
  grams: number | null;
  /** How the grams were found, in words ('1 cup = 160 g (cup, chopped)'). */
  basis: string;
  /** Whether the food was chosen by the cook rather than matched by name. */
  isChosen: boolean;
  /** What this ingredient adds to the whole recipe; null when left out. */
  nutrients: Nutrients | null;
};

export type NutritionCoverage = {
  /** Ingredients counted (a matched food and a weight). */
  counted: number;
  /** All ingredients of the recipe. */
  of: number;
  /** The names of those left out, in recipe order. */
  leftOut: string[];
  /** False below half: the figures then say more about what is missing than the meal. */
  isReliable: boolean;
};

export type RecipeNutrition = {
  servings: number;
  perServing: Nutrients;
  total: Nutrients;
  coverage: NutritionCoverage;
  ingredients: IngredientNutrition[];
};

/** An ingredient as meals store it, with the cook's chosen food if any. */
export type StoredIngredient = {
  name: string;
  /** 0 or less: no amount. */
  quantity: number | null;
  unit: string;
  /** A food id the cook chose for this ingredient (overrides the name match). */
  foodId?: string | null;
  /**
   * The line the ingredient was read from (an import), kept only while its name, amount and
   * unit are still what was read from it: its notes and sizes count ('1 (15 oz) can, drained',
   * 'for frying'), and a line without an amount stays without one (the import stores 1).
   */
  line?: string | null;
};

const ML_PER = { cup: 236.588, tbsp: 14.787, tsp: 4.929, 'fl oz': 29.574 } as const;

/** Grams per millilitre when a food has no household volume of its own. */
const DENSITY_BY_GROUP: Readonly<Record<string, number>> = {
  'Fats and Oils': 0.92,
  'Spices and Herbs': 0.5,
  'Dairy and Egg Products': 1.03,
  Beverages: 1,
  'Soups, Sauces, and Gravies': 1.05,
  Sweets: 1.1,
  'Cereal Grains and Pasta': 0.6,
  'Baked Products': 0.4,
  'Vegetables and Vegetable Products': 0.55,
  'Fruits and Fruit Juices': 0.65,
  'Legumes and Legume Products': 0.75,
  'Nut and Seed Products': 0.55,
};
const DEFAULT_DENSITY = 0.85;
const SNACKS = 'Snacks';
const LOOSE_DENSITY = 0.4;

/** A piece a name counts in ('4 cheese slices', '8 asparagus spears'). */
const PIECE_IN_NAME = /\b(slice|wedge|strip|spear|floret|half|halve|ball|chunk|cube)s?\b/i;

/**
 * SR28 cuts its wedges as an eighth of the fruit (a lemon's, a cantaloupe's, a honeydew's; a
 * tomato's is a quarter, a watermelon's a sixteenth): a wedge of a food it gives no wedge for.
 */
const WEDGES_PER_WHOLE = 8;

/** Pieces cut from a food, never weighed as a whole one each ('10 pineapple chunks'). */
const CUT_PIECES = new Set(['slice', 'wedge', 'strip', 'spear', 'floret', 'chunk', 'cube']);

/**
 * A measure of a piece cut from a food ('watermelon balls', 'wedge (approx 1/16 of melon)',
 * 'cup slices'): never the weight of the whole food a count names.
 */
const CUT_PIECE_MEASURE =
  /\b(?:balls?|slices?|wedges?|chunks?|cubes?|strips?|sticks?|spears?|florets?|rings?)\b/;

/** A count unit written inside the name ('2 small-to-medium cloves garlic'). */
const IMPLIED_UNIT = /\b(clove|stalk|rib|sprig|stick|head|bunch|cube|square)s?\b/i;

/** A piece when the food lists no size: what a typical one weighs, by group. */
const PIECE_BY_GROUP: Readonly<Record<string, number>> = {
  'Fruits and Fruit Juices': 130,
  'Vegetables and Vegetable Products': 100,
  // A bay leaf, a whole clove, a peppercorn: a fraction of a gram.
  'Spices and Herbs': 0.2,
  'Baked Products': 50,
  'Poultry Products': 170,
  'Finfish and Shellfish Products': 140,
};
const DEFAULT_PIECE = 100;

/** Foods that come in pieces; '2 mayonnaise' or '3 soy sauce' says nothing we can weigh. */
const PIECE_GROUPS = new Set([
  'Fruits and Fruit Juices',
  'Vegetables and Vegetable Products',
  'Spices and Herbs',
  'Baked Products',
  'Poultry Products',
  'Finfish and Shellfish Products',
  'Dairy and Egg Products',
  'Beef Products',
  'Pork Products',
  'Lamb, Veal, and Game Products',
  'Sausages and Luncheon Meats',
  'Nut and Seed Products',
  'Sweets',
  'Snacks',
  'Cereal Grains and Pasta',
  'Legumes and Legume Products',
]);

/** Count units with a weight most foods share; the food's own measure wins when it has one. */
const UNIT_GRAMS: Readonly<Record<string, number>> = {
  clove: 3,
  slice: 25,
  stalk: 40,
  rib: 40,
  sprig: 1,
  leaf: 0.5,
  bunch: 40,
  handful: 30,
  head: 500,
  ear: 90,
  fillet: 150,
  piece: 100,
  cube: 10,
  knob: 15,
  pat: 5,
  rasher: 25,
  strip: 25,
  wedge: 30,
  bulb: 40,
  square: 15,
  can: 400,
  tin: 400,
};

const FISH = 'Finfish and Shellfish Products';
/** A recipe's fish fillet: a portion of about 6 oz. */
const FILLET_PORTION = 170;
const BAKED = 'Baked Products';
const SEASONING_PACKET = 28.35;
/** A sachet of vanilla sugar as sold in France (7.5 g) and Germany (8 g). */
const VANILLA_SUGAR_SACHET = 8;
/** A bottle of wine: 750 ml, the standard fill (see where it is used). */
const WINE_BOTTLE_ML = 750;
/** A can of green chiles as mostly sold: 4 oz. */
const CHILE_CAN = 113.4;
/** SR28's own can of condensed cream of chicken soup: 10.75 oz. */
const CONDENSED_SOUP_CAN = 305;
/**
 * A slice of bread as a recipe means it: SR28's regular slices of its loaves weigh 25 to 32 g
 * (white 25 to 29, wheat 29, rye 32); one of over 60 g is a slice across a large loaf.
 */
const BREAD_SLICE = 32;
const BREAD_SLICE_MAX = 60;

/**
 * French bread and sourdough by the piece, which SR28 weighs only by the slice: a baguette is
 * 250 g (the French standard weight of a 'baguette de tradition'; a demi-baguette half that),
 * a loaf of French or sourdough bread about a pound (454 g, the usual bakery and supermarket
 * loaf; a small one half).
 */
const BREAD_PIECES: Readonly<Record<'baguette' | 'loaf', Readonly<Record<string, number>>>> = {
  baguette: { medium: 250, small: 125 },
  loaf: { medium: 454, small: 227 },
};

/**
 * Dry pasta counted by the piece ('12 lasagna noodles'), which fell to a 100 g 'typical
 * piece': one piece is a box's weight over the pieces it holds, as the usual boxes are sold
 * (from package counts as remembered, not checked against a data set): a 1 lb box of lasagna
 * holds about 19 noodles (24 g), a 9 oz box of oven-ready sheets 16 (16 g), an 8 oz box of
 * manicotti 14 (16 g), a 250 g box of cannelloni 22 (11 g), a 12 oz box of jumbo shells about
 * 36 (9 g).
 */
const PASTA_PIECES: readonly (readonly [RegExp, string, number])[] = [
  [/\b(?:no[- ]boil|oven[- ]ready)\b.*\blasagn/i, 'an oven-ready lasagna sheet', 16],
  [/\blasagn[ae]\b/i, 'a lasagna noodle', 24],
  [/\bmanicotti\b/i, 'a manicotti shell', 16],
  [/\bcannelloni\b/i, 'a cannelloni tube', 11],
  [/\b(?:jumbo|giant|large) (?:pasta )?shells?\b|\bconchiglioni\b/i, 'a jumbo shell', 9],
];

function pastaPiece(food: Food, name: string): Piece | null {
  if (!/^Pasta, dry\b/.test(food.name)) return null;
  const found = PASTA_PIECES.find(([pattern]) => pattern.test(name));
  if (found === undefined) return null;
  const [, label, grams] = found;
  return { grams, basis: `${label} weighs about ${grams} g dry` };
}

function breadPiece(
  food: Food,
  kind: 'baguette' | 'loaf',
  raw: string,
  note: string | null,
): Piece | null {
  if (!/^Bread, french or vienna\b/.test(food.name)) return null;
  const size = sizeWord(raw, note) ?? (/\bdemi[- ]baguettes?\b/i.test(raw) ? 'small' : null);
  const sizes = BREAD_PIECES[kind];
  const sized = size === null ? undefined : sizes[size];
  const grams = sized ?? sizes.medium ?? 0;
  return {
    grams,
    basis: `a ${sized === undefined ? '' : `${size} `}${kind} weighs about ${fmt(grams)} g`,
  };
}
/** A bunch of spring onions or scallions (see where it is used). */
const SPRING_ONION_BUNCH = 100;
/** Cloves in a head of garlic. */
const CLOVES_PER_HEAD = 10;

/** Pinches and dashes are tiny volumes. */
const SMALL_MEASURE_TSP: Readonly<Record<string, number>> = {
  pinch: 1 / 16,
  dash: 1 / 8,
  drop: 1 / 96,
  splash: 1,
  sprinkle: 1 / 8,
  drizzle: 2,
};

const CONTAINER_UNITS = new Set([
  'can',
  'jar',
  'package',
  'bag',
  'box',
  'carton',
  'container',
  'bottle',
  'envelope',
  'sachet',
  'packet',
  'block',
  'sleeve',
  'tube',
  'pouch',
]);

/**
 * A pizza crust, base or shell, or a ball of pizza dough: one round, weighed by its area.
 * SR28 has no such row or measure (the cook name stands it in with bread, decision 036).
 * Store crusts weigh about 3 g per square inch (a 12-inch one 10 to 14 oz; a 12-inch pizza
 * takes a 10 to 12 oz ball of dough), and a round whose size the line does not give is 12
 * inches across, the common size of a bought crust.
 */
const PIZZA_ROUND = /\bpizza\s+(?:crust|base|shell|dough)s?\b/i;
const PIZZA_GRAMS_PER_SQUARE_INCH = 3;
const PIZZA_INCHES = 12;
/**
 * A diameter the note starts with: '12 inch', '12-inch', 'about 30cm', '10"'; not a size
 * later in it ('cut into 6-inch pieces' sizes the pieces).
 */
const DIAMETER =
  /^\s*(?:about|around|approx(?:imately)?\.?|~)?\s*(\d+(?:\.\d+)?)\s*-?\s*(?:(inch(?:es)?|in\b|"|”)|(cm\b|centimet(?:er|re)s?))/i;

/**
 * One pizza round of the given diameter (inches), or of the one the line's note gives (the
 * parser puts '(12 inch)', '12-inch' and '30 cm' there), else 12 inches.
 */
function pizzaRound(text: string, inches?: number): { grams: number; basis: string } {
  const written = DIAMETER.exec(text);
  const fromText = written
    ? Number(written[1]) / (written[3] === undefined ? 1 : 2.54)
    : Number.NaN;
  // A size outside what pizzas come in is not a diameter ('2 (14 oz) crusts' is weighed
  // before this; '1 in' of something else is not a pizza's width).
  const usable = (d: number) => Number.isFinite(d) && d >= 4 && d <= 24;
  const across =
    inches !== undefined && usable(inches) ? inches : usable(fromText) ? fromText : PIZZA_INCHES;
  const grams = PIZZA_GRAMS_PER_SQUARE_INCH * Math.PI * (across / 2) ** 2;
  return {
    grams,
    basis: `a ${fmt(across)}-inch pizza round, ${PIZZA_GRAMS_PER_SQUARE_INCH} g per square inch = ${fmt(grams)} g`,
  };
}

/** Canned solids kept after draining: about 60% of the can's net weight. */
const DRAINED_SHARE = 0.6;

/** '400g tin chickpeas': a weight written as the size of the tin or can it comes in. */
function isTinWeight(ingredient: ParsedIngredient): boolean {
  const unit = ingredient.unit === null ? null : unitBySymbol(ingredient.unit);
  // The parser leaves the container in the note: 'tin, drained', '14oz, tin, drained'. Not
  // 'tinned' in the name, nor '400g chickpeas (1 tin)': whether that weight is the tin's or
  // what is left in it, the line does not say.
  return (
    unit?.dimension === 'mass' &&
    (ingredient.note ?? '').split(',').some((part) => /^\s*(?:tin|can)s?\s*$/i.test(part))
  );
}

/**
 * '80/20 ground beef', 'ground turkey (93/7)': the lean and fat shares a US meat counter
 * writes as a ratio are the '80% lean' SR28's ground-meat rows are named by (it was the
 * cook name's 85% row whatever the ratio). Only two numbers that make 100, the first the
 * larger, and only for a name of ground meat or mince.
 */
const LEAN_RATIO = /(?<![\d./])(\d{2})\s*\/\s*(\d{1,2})(?![\d./%])/;
const GROUND_MEAT_NAME = /\b(?:ground|mince|minced)\b|\bburger\b/i;

/**
 * 'ground beef (90% lean)', 'ground beef, preferably 90 percent lean': the lean share written
 * after the name, which only a name holding it was read for (the cook name's 85% row).
 */
const LEAN_SHARE = /(?<![\d./])(\d{2})\s*(?:%|percent)\s*lean\b/i;

function leanRatioName(name: string, ingredient: ParsedIngredient): string {
  if (!GROUND_MEAT_NAME.test(name) || /%/.test(name)) return name;
  const written = `${ingredient.raw} ${ingredient.note ?? ''}`;
  const share = LEAN_SHARE.exec(written);
  if (share) return `${share[1]}% lean ${name}`;
  const m = LEAN_RATIO.exec(written);
  const lean = Number(m?.[1]);
  const fat = Number(m?.[2]);
  if (!m || lean + fat !== 100 || lean <= fat) return name;
  return `${lean}% lean ${name.replace(LEAN_RATIO, ' ').replace(/\s+/g, ' ').trim()}`;
}

/** Bone-in cuts: the bone is about a fifth of what the butcher weighs. */
const BONE_IN = /\b(?:bone-in|bone in|on the bone|with bones?)\b/i;
const MEAT_SHARE_ON_THE_BONE = 0.8;
/** Joints and whole birds, bought by the kilogram ('leg of lamb', 'pork shoulder', 'turkey'). */
const JOINT =
  /\b(?:leg|shoulder|brisket|tenderloin|loin|roast|joint|rack|shank|belly|butt|crown|saddle|whole|topside|silverside|gammon|ham|turkey|duck|goose)s?\b/i;
/** Cuts a recipe counts by the portion: a chop, a steak, a fillet is not a joint. */
const PORTION_CUT = /\b(?:chops?|steaks?|cutlets?|fillets?|medallions?|escalopes?|slices?)\b/i;
/** Meats a strip or rasher is cut from (bacon, pancetta, beef jerky, chicken strips). */
const CURED_OR_MEAT_GROUPS = new Set([
  'Beef Products',
  'Pork Products',
  'Lamb, Veal, and Game Products',
  'Poultry Products',
  'Sausages and Luncheon Meats',
]);

/** SR28 gives a cut's nutrients and measures per edible part, whatever its row calls the bone. */
const MEAT_GROUPS = new Set([
  'Beef Products',
  'Pork Products',
  'Lamb, Veal, and Game Products',
  'Poultry Products',
]);

/**
 * Cuts sold only on the bone, whether or not the line says so ('2 lb chicken wings'), and
 * the share of what is bought that is eaten: SR28 gives a raw wing 38% refuse (bone and
 * connective tissue); a drumstick is about 30% bone.
 */
const MEAT_SHARE_OF_CUT: Readonly<Record<string, number>> = { wing: 0.62, drumstick: 0.7 };

/** The cut a food row is ('Chicken, broilers or fryers, wing, meat and skin, raw': wing). */
function boneInCut(food: Food): string | null {
  if (!/\bmeat\b/i.test(food.name)) return null;
  return Object.keys(MEAT_SHARE_OF_CUT).find((cut) => food.words.has(cut)) ?? null;
}

/** 'skinless', 'skin removed', 'skin and bones removed', 'without skin', 'skinned'. */
const SKINLESS =
  /\b(?:skinless|skinned|skin off|without (?:the )?skin|no skin|skin[\w\s-]{0,16}\bremoved)\b/i;

/** 'skin-on', 'with skin', 'with the skin on': the meat-and-skin row of a meat-only food. */
const SKIN_ON = /\b(?:skin-on|skin on|with (?:the )?skin)\b/i;

/**
 * 'split chicken breasts', 'split bone-in breasts': breast halves cut through the breastbone,
 * sold on the bone with their skin. Not 'chicken breasts, split (horizontally)', a boneless
 * breast cut in two.
 */
const SPLIT_BREAST = /\bsplit\s+(?:[\w-]+\s+){0,2}breasts?\b/i;

const COOKED_WORD =
  /\b(?:cooked|precooked|pre-cooked|leftover|rotisserie|roast(?:ed)?|barbecued|barbequed|bbq|grilled)\b/i;
/** The cooking words that name SR28's roasted or grilled rows. */
const ROASTED_OR_GRILLED = /\b(?:rotisserie|roast(?:ed)?|barbecued|barbequed|bbq|grilled)\b/i;

/** 'minced beef', 'minced pork': meat bought minced, which the table calls ground. */
const MINCED_MEAT = /\bminced\s+(beef|pork|lamb|chicken|turkey|veal)\b/i;

/**
 * 'cooked' before the name, wherever the parser put it ('2 cups shredded cooked chicken'):
 * the amount is of cooked food. After the name ('1 cup rice, cooked') the amount is the raw
 * food that is then cooked.
 */
function isCookedBefore(ingredient: ParsedIngredient): boolean {
  const raw = ingredient.raw.toLowerCase();
  const firstWord = ingredient.name.split(' ')[0] ?? '';
  const nameAt = firstWord === '' ? -1 : raw.indexOf(firstWord);
  const cookedAt = raw.search(COOKED_WORD);
  return cookedAt >= 0 && nameAt > cookedAt;
}

/**
 * 'bananas (4-5 small bananas, or 2-3 large ones)': a line with no amount before the name
 * whose note starts with one, of the same food, is that amount (the first of its choices).
 * Only an amount the line writes, never a guess: 'Freshly ground pepper' stays left out.
 */
function withAmountInNote(ingredient: ParsedIngredient): ParsedIngredient {
  const note = ingredient.note;
  if (ingredient.quantity !== null || note === null || isOneBareUnit(ingredient)) {
    return ingredient;
  }
  const clause = (note.split(/[,;]|\s+or\s+/)[0] ?? '').replace(
    /^\s*(?:about|approx\.?|approximately|~)\s*/i,
    '',
  );
  if (!/^[\d½¼¾⅓⅔⅛⅜⅝⅞]/.test(clause)) return ingredient;
  const amount = parseIngredientLine(clause);
  if (amount.quantity === null || !(amount.quantity > 0)) return ingredient;
  const last = (words: string) => singularWord(words.trim().split(/\s+/).pop() ?? '').toLowerCase();
  // 'eggs (3 large)': a size alone names no other food.
  const isSize = /^(?:extra[- ]large|jumbo|large|medium|small)$/i.test(amount.name.trim());
  if (amount.name !== '' && !isSize && last(amount.name) !== last(ingredient.name)) {
    return ingredient;
  }
  return {
    ...ingredient,
    quantity: amount.quantity,
    quantityMax: amount.quantityMax,
    unit: amount.unit,
    note: [amount.note, note].filter(Boolean).join(', '),
  };
}

/**
 * A second amount the line adds to the first: '+ 2 tablespoons' or 'plus 2 tbsp, melted' where
 * the note starts, or '+ 4 cloves garlic' naming the same food again. Not 'plus more for
 * dusting' (no amount), nor a divided amount's parts ('divided (3/4 cup + 1/4 cup)': one
 * amount, told twice).
 */
const ADDED_AMOUNT = /(?:^|\s)(?:\+|plus)\s*(?=[\d½¼¾⅓⅔⅛⅜⅝⅞])(.*)$/i;

const WRITTEN_TOTAL = /\/\s*[\d.,]+\s*(?:g|grams?|kg|ml|millilit(?:er|re)s?|l|oz|ounces?)\b/i;

function addedAmount(ingredient: ParsedIngredient): ParsedIngredient | null {
  const note = ingredient.note;
  // '3/4 cup plus 1 tablespoon / 100 grams': the weight written is the sum already.
  if (note === null || packSize(note) !== null || WRITTEN_TOTAL.test(note)) return null;
  const m = ADDED_AMOUNT.exec(note);
  if (!m || m.index === undefined) return null;
  const isFirst = note.slice(0, m.index).trim() === '';
  const rest = ((m[1] ?? '').split(',')[0] ?? '').trim();
  const extra = parseIngredientLine(rest);
  if (extra.quantity === null || !(extra.quantity > 0)) return null;
  // A bare amount right after the first ('+ 2 tablespoons'), or the same food named again:
  // not '2 cups water + 1 tsp salt', another food.
  const isSame =
    extra.name === '' ? isFirst : extra.name.toLowerCase() === ingredient.name.toLowerCase();
  return isSame ? { ...extra, name: ingredient.name } : null;
}

const JUICE_PER_FRUIT: Readonly<Record<string, number>> = { lemon: 48, lime: 30, orange: 86 };

/**
 * A part of the note that says only the juice is used: 'juiced', 'zested and juiced', 'juice
 * only', 'for juice', 'juice and zest' (the zest of a fruit is a gram or two). Not 'juice
 * reserved' or 'with juice': the juice of a can, kept or not, is not the fruit's.
 */
const JUICED =
  /^(?:(?:zested|zest|halved|quartered|cut in half)\s+and\s+)?(?:juiced|juice(?:\s+only)?|for (?:the )?juice)(?:\s+and\s+(?:zest(?:ed)?|the zest))?$/i;

/**
 * 'Juice of 1 lemon', '1 lime, juiced', '2 lemons, zested and juiced': the juice of the fruit
 * counted, not the fruit; a name that is a juice already ('lemon juice') is that juice.
 */
function isJuiceOf(ingredient: ParsedIngredient, line: string): boolean {
  if (/\bjuice\b/i.test(ingredient.name)) return false;
  const note = ingredient.note ?? '';
  return (
    /\bjuice of\b/i.test(note) ||
    /^(?:the\s+)?juice of\b/i.test(line) ||
    note.split(/[,;()]/).some((part) => JUICED.test(part.trim()))
  );
}

/**
 * The zest of one fruit, in grams of SR28's peel: a lemon gives about a tablespoon (6 g of its
 * 'Lemon peel'), a lime two teaspoons, an orange a tablespoon and a half; a lime's zest is
 * counted as lemon peel (SR28 has no lime peel).
 */
const ZEST_PER_FRUIT: Readonly<Record<string, { grams: number; peel: string }>> = {
  lemon: { grams: 6, peel: 'lemon peel' },
  lime: { grams: 4, peel: 'lemon peel' },
  orange: { grams: 9, peel: 'orange peel' },
};

/**
 * 'Zest of 1 lemon', '1 orange, zested', 'strips of zest from 1 orange', 'rind of a lemon':
 * only the zest is used, which the fruit counted was weighed as (a whole orange, 86 kcal, for
 * a gram or two of peel). Not where the line takes the juice too ('zest and juice of', which
 * the juice rule reads).
 */
function zestOf(ingredient: ParsedIngredient): { grams: number; peel: string } | null {
  if (ingredient.unit !== null || /\bjuice/i.test(`${ingredient.raw} ${ingredient.note ?? ''}`)) {
    return null;
  }
  if (!/\b(?:zest|zested|rind)\b/i.test(ingredient.note ?? '')) return null;
  const fruit = singularWord(ingredient.name.trim().split(/\s+/).pop() ?? '').toLowerCase();
  return ZEST_PER_FRUIT[fruit] ?? null;
}

/**
 * Oil a line says is for frying ('4 cups vegetable oil, for frying', 'for deep-frying'): a
 * cook eats what the food takes up, not the pot (decision 031).
 */
const FOR_FRYING =
  /\b(?:for (?:deep|shallow|pan)?[- ]?fry(?:ing)?|for the (?:deep[- ]?)?fryer|deep[- ]?fry(?:ing)?)\b/i;
/** Fried food takes up about a tenth of its weight in oil (8-25%, battered food the most). */
const OIL_TAKEN_UP = 0.1;
/** What a frying oil is weighed against: not the water, broth or drinks of the recipe. */
const NOT_FRIED_GROUPS = new Set(['Beverages', 'Soups, Sauces, and Gravies', 'Fats and Oils']);

/** Ingredients that are frying oil, and those that could be fried (see `fryingOil`). */
const FRYING_OIL = new WeakSet<IngredientNutrition>();
const FRYABLE = new WeakSet<IngredientNutrition>();

/**
 * A line opening with one count unit and no number: 'small bunch coriander', 'handful basil',
 * 'knob of butter' are one of it, as 'a small bunch of coriander' is (the parser reads the
 * article as 1 and keeps no number without it). Not 'bunches' or 'sprigs' (some of them),
 * nor 'a few sprigs' (the parser keeps vague amounts in the note), nor a piece or a chunk,
 * whose size is anyone's guess.
 */
const ONE_BARE_UNIT =
  /^\s*(?:(?:extra[- ])?(?:small|medium|large|big|generous|good|nice)\s+)?(?:bunch|handful|knob|sprig|splash|sprinkle)(?![\w-])/i;

function isOneBareUnit(ingredient: ParsedIngredient): boolean {
  return ingredient.unit !== null && ONE_BARE_UNIT.test(ingredient.raw);
}

const TO_TASTE = /\b(?:to taste|as needed|as required|for seasoning|season)\b/i;

/** A weight or volume written beside the amount: '(14 oz)', '400g', '28-ounce'. */
const NUMBER = String.raw`\d+\s+\d+\s*\/\s*\d+|\d+\s*\/\s*\d+|\d*\.?\d+`;

/** The line up to the end of its name: the amount, any size, and the name. */
function withoutNote(ingredient: ParsedIngredient): string {
  const last = ingredient.name.trim().split(/\s+/).pop() ?? '';
  const at = last === '' ? -1 : ingredient.raw.toLowerCase().indexOf(last.toLowerCase());
  return at >= 0 ? ingredient.raw.slice(0, at + last.length) : ingredient.raw;
}

/** A root cut by the inch (ginger, turmeric, galangal): about 6 g to the inch. */
const ROOT_GRAMS_PER_INCH = 6;
const ROOT_PIECE = /\b(?:ginger|turmeric|galangal)\b/i;
const THUMB = /\bthumbs?\b/i;
const THUMB_INCHES = 2;

const ROOT_LENGTH = new RegExp(
  `(${NUMBER})(?:\\s*(?:-\\s*to\\s*-?|-|to)\\s*(${NUMBER}))?\\s*-?\\s*(inch|inches|in\\b|"|cm)`,
  'i',
);

/**
 * The length the line gives a piece ('1 (2-inch) piece', '1 1/2-inch piece', '2-to-3-inch',
 * '5 cm'), the middle of a range, else one inch.
 */
function rootInches(text: string): number {
  const m = ROOT_LENGTH.exec(asciiFractions(text));
  // 'a thumb-sized piece of ginger': a thumb's length, about 2 inches (5 cm).
  if (!m) return THUMB.test(text) ? THUMB_INCHES : 1;
  const low = parseNumber(m[1] ?? '');
  const high = m[2] ? parseNumber(m[2]) : low;
  const n = (low + high) / 2;
  if (!(n > 0)) return 1;
  return /cm/i.test(m[3] ?? '') ? n / 2.54 : n;
}

const PACK_SIZE = new RegExp(
  // '(12 fl oz)', '(12-fluid ounce)': fluid ounces before plain ounces, which they hold.
  `(?:(${NUMBER})\\s*(?:-|–|to)\\s*)?(${NUMBER})\\s*-?\\s*(fl\\.?\\s*oz|fluid\\s+ounces?|oz|ounces?|g|grams?|kg|lbs?|pounds?|ml|l|liters?|litres?)\\b`,
  'i',
);

/** '2 (14 oz) cans': a size right after the number is each item's; elsewhere the total. */
const SIZE_EACH = /^\s*[\d\s/.,-]+\(/;

type Weighed =
  /** measure: the food's own household measure a count was weighed by ('piece'). */
  | { grams: number; basis: string; measure?: string }
  | { grams: null; reason: IngredientStatus; basis: string };

function round(value: number, places = 1): number {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}

function fmt(value: number): string {
  return String(round(value, 2));
}

const SIZE = '(extra large|extra-large|jumbo|large|medium|small)';

/**
 * Size word of a piece ('2 large eggs', note 'medium'): the measure to look for among the
 * food's weights. Not 'diced small', which sizes the cut, not the onion.
 */
function sizeWord(raw: string, note: string | null): string | null {
  const atStart = new RegExp(`^[\\d\\s/.,½¼¾⅓⅔-]*(?:to\\s+[\\d\\s/]+)?${SIZE}\\b`, 'i').exec(raw);
  const inNote = (note ?? '')
    .split(',')
    .map((part) => part.trim())
    .find((part) => new RegExp(`^${SIZE}$`, 'i').test(part));
  const word = atStart?.[1] ?? inNote;
  return word ? word.toLowerCase().replace('-', ' ') : null;
}

function packSize(note: string | null): { grams: number; text: string; isMass: boolean } | null {
  if (!note) return null;
  const m = PACK_SIZE.exec(asciiFractions(note));
  if (!m) return null;
  const unit = canonicalUnit(m[3] ?? '');
  const def = unit ? unitBySymbol(unit) : null;
  // '(15 to 16-ounce)', 'about 170-200 grams': the middle of the range.
  const upper = parseNumber(m[2] ?? '');
  const lower = m[1] === undefined ? upper : parseNumber(m[1]);
  const amount = lower > 0 && lower < upper ? (lower + upper) / 2 : upper;
  if (!def || def.dimension === 'count' || !(amount > 0)) return null;
  // Millilitres of canned goods weigh about a gram each.
  return { grams: amount * def.toBase, text: m[0], isMass: def.dimension === 'mass' };
}

/**
 * The size written beside a food's amount; not a volume beside a dry form: '½ stock cube,
 * made up to 250ml' is the broth it makes, not the cube.
 */
function sizeOf(food: Food, note: string | null): ReturnType<typeof packSize> {
  const size = packSize(note);
  return size && !size.isMass && food.dryForm !== null ? null : size;
}

/**
 * '15 sheets lasagna noodles (9 ounces)': a size written after the name weighs them all;
 * '1 bunch (about 8 ounces) kale' weighs one bunch.
 */
function sizeAfterName(raw: string, name: string, sizeText: string): boolean {
  const lower = raw.toLowerCase();
  const at = lower.indexOf(sizeText.toLowerCase());
  const firstWord = name.split(' ')[0] ?? '';
  const nameAt = firstWord === '' ? -1 : lower.indexOf(firstWord);
  return at >= 0 && nameAt >= 0 && at > nameAt;
}

/** '(about 8 ounces total)', '(1 to 1 1/2 pounds in all)': the size of them all. */
function isTotal(note: string | null): boolean {
  return /\b(?:total|in all|altogether|combined)\b/i.test(note ?? '');
}

/**
 * The food's first measure the pattern finds. Where SR28 lists that measure in sizes after
 * it ('head, large', 'head, medium'; 'stalk, large', 'stalk, medium'), the size the line
 * gives, else the medium one: a celery stalk is 40 g, not the 64 g of the large one SR28
 * happens to list first.
 */
function findWeight(
  food: Food,
  pattern: RegExp,
  size: string | null = null,
  isFirstWordOk: (word: string) => boolean = () => true,
): { measure: string; grams: number } | null {
  const first = food.weights.find(
    (w) =>
      pattern.test(w.measure) && isFirstWordOk(singularWord(/^[a-z]+/.exec(w.measure)?.[0] ?? '')),
  );
  if (!first) return null;
  const word = /^[a-z]+/.exec(first.measure)?.[0] ?? '';
  const sized = new RegExp(`^${word},? (?:${size ?? 'medium'})\\b`);
  return food.weights.find((w) => sized.test(w.measure)) ?? first;
}

const VOLUME_UNITS = ['cup', 'tbsp', 'tsp', 'fl oz'] as const;
type VolumeUnit = (typeof VOLUME_UNITS)[number];

function volumeGrams(
  food: Food,
  ml: number,
  hint: string,
  written: string | null = null,
  kin: readonly Food[] = [],
): { grams: number; basis: string; isTypical?: boolean } {
  // SR28 says 'shredded' where recipes often say 'grated'.
  // 'almond flour', 'almond meal': a food ground to a flour weighs by SR28's ground cup (95 g
  // of almonds, not the 143 g of a cup of whole ones), unless the food is a flour itself.
  const milled =
    /\b(?:flour|meal)\b/i.test(hint) && !/\b(?:flour|meal)\b/i.test(food.name)
      ? 'ground'
      : undefined;
  const prepared =
    /\b(chopped|sliced|grated|shredded|diced|minced|packed|crumbled|mashed|pureed|sifted|ground|slivered)\b/i
      .exec(hint)?.[1]
      ?.toLowerCase()
      .replace('grated', 'shredded') ?? milled;
  // The measure the line is written in first: a teaspoon of salt weighs what SR28 says a
  // teaspoon weighs, not a cup's weight scaled down.
  const order: VolumeUnit[] = [...VOLUME_UNITS].sort(
    (a, b) => Number(b === written) - Number(a === written),
  );
  // A mashed food weighs by a mashed (or pureed) cup, its kin's where it has none of its own.
  const isMashed = prepared === 'mashed' || prepared === 'pureed';
  const own = isMashed && !isMashedMeasure(food) ? null : measuredVolume(food, ml, prepared, order);
  if (own) return own;
  const mashedOther = isMashed ? kin.find(isMashedMeasure) : undefined;
  if (mashedOther) {
    const borrowed = measuredVolume(mashedOther, ml, prepared, order);
    if (borrowed)
      return { grams: borrowed.grams, basis: `${borrowed.basis} (${mashedOther.name})` };
  }
  const ownAnyway = isMashed ? measuredVolume(food, ml, prepared, order) : null;
  if (ownAnyway) return ownAnyway;
  // A food SR28 gives no cup for weighs like its kin: part-skim mozzarella, shredded, like
  // whole-milk mozzarella, shredded.
  for (const other of kin) {
    const borrowed = measuredVolume(other, ml, prepared, order);
    if (borrowed) return { grams: borrowed.grams, basis: `${borrowed.basis} (${other.name})` };
  }
  // Grated and shredded things are mostly air; a powder or dry mix weighs as SR28's flours,
  // powdered sugar and dry milk do (0.51 to 0.54 g a ml), not as its group's drinks or sweets.
  const density = /\b(grated|shredded)\b/i.test(hint)
    ? LOOSE_DENSITY
    : isPowder(food)
      ? POWDER_DENSITY
      : (DENSITY_BY_GROUP[food.group] ?? DEFAULT_DENSITY);
  return {
    grams: ml * density,
    basis: `${fmt(density)} g per ml (typical of ${density === POWDER_DENSITY && isPowder(food) ? 'a dry powder' : food.group.toLowerCase()})`,
    isTypical: true,
  };
}

function measuredVolume(
  food: Food,
  ml: number,
  prepared: string | undefined,
  order: readonly VolumeUnit[],
): { grams: number; basis: string } | null {
  for (const unit of order) {
    const candidates = food.weights.filter(
      (w) =>
        w.measure === unit || w.measure.startsWith(`${unit},`) || w.measure.startsWith(`${unit} `),
    );
    if (candidates.length === 0) continue;
    // The way the line prepares it ('1 cup chopped'), else the plain measure, else one that
    // is not whipped or packed: a cup of cream is poured, not whipped.
    // SR28 weighs some foods 'mashed' and others 'pureed' (an avocado): the same cup.
    const alike = prepared === 'mashed' || prepared === 'pureed' ? MASHED : null;
    const pick =
      (alike ? candidates.find((w) => alike.test(w.measure)) : undefined) ??
      (prepared ? candidates.find((w) => w.measure.includes(prepared)) : undefined) ??
      candidates.find((w) => w.measure === unit) ??
      candidates.find((w) => !/^[a-z ]+,? (?:whipped|packed|melted)/.test(w.measure)) ??
      candidates[0];
    if (!pick) continue;
    const perMl = pick.grams / ML_PER[unit];
    return { grams: ml * perMl, basis: `1 ${pick.measure} = ${fmt(pick.grams)} g` };
  }
  return null;
}

const MASHED = /\b(?:mashed|pureed|puréed)\b/i;

function isMashedMeasure(food: Food): boolean {
  return food.weights.some((w) => MASHED.test(w.measure));
}

/**
 * The same food weighed mashed, where SR28 weighs a cooked row so and not the raw one:
 * 'Sweet potato, cooked, boiled, without skin' (a cup mashed, 328 g) for 'Sweet potato, raw'.
 * Same head words and group, plainest first.
 */
function mashedKin(table: FoodTable, food: Food): Food | null {
  const head = [...food.headWords];
  const last = head[head.length - 1];
  if (last === undefined) return null;
  const found = (table.byWord.get(last) ?? []).filter(
    (f) =>
      f !== food &&
      f.group === food.group &&
      f.dryForm === null &&
      f.headWords.list.length === head.length &&
      head.every((w) => f.headWords.has(w)) &&
      isMashedMeasure(f),
  );
  found.sort((a, b) => a.extraWordCount - b.extraWordCount);
  return found[0] ?? null;
}

/** Foods of the same kind (the same first two parts: 'Cheese, mozzarella, ...'), plainest first. */
function kinOf(table: FoodTable, food: Food): Food[] {
  const parts = food.name.split(', ');
  if (parts.length < 3) return [];
  const kind = `${parts.slice(0, 2).join(', ')}, `;
  const head = [...food.headWords];
  const last = head[head.length - 1];
  if (last === undefined) return [];
  return (table.byWord.get(last) ?? [])
    .filter(
      (f) =>
        f !== food &&
        f.name.startsWith(kind) &&
        f.isCooked === food.isCooked &&
        f.dryForm === food.dryForm &&
        // A powder made up with water or milk is a drink: '1/4 cup hot cocoa mix' weighed by
        // the prepared cocoa's fluid ounce was 69 g of powder.
        isMadeUp(f) === isMadeUp(food),
    )
    .sort((a, b) => a.extraWordCount - b.extraWordCount)
    .slice(0, 5);
}

const POWDER_DENSITY = 0.5;

/** A dry powder or mix as sold ('Beverages, Cocoa mix, powder', 'Puddings, ..., dry mix'). */
function isPowder(food: Food): boolean {
  return /\b(?:powder|dry mix)\b/i.test(food.name) && !isMadeUp(food);
}

/** A mix or powder SR28 weighs as made up ('..., powder, prepared with water'). */
function isMadeUp(food: Food): boolean {
  return /\bprepared with\b/i.test(food.name);
}

/**
 * Kinds SR28 weighs a food by ('cherry', 'plum tomato' on tomatoes), and the words a cook
 * uses for them: a grape tomato is cherry-sized, a Roma tomato a plum tomato.
 */
const KIND_MEASURES: Readonly<Record<string, string>> = {
  cherry: 'cherry',
  grape: 'cherry',
  plum: 'plum',
  roma: 'plum',
  italian: 'italian',
  // A mini marshmallow (SR28's 'miniature', 0.7 g), a mini box of raisins.
  mini: 'miniature',
  miniature: 'miniature',
};

type Piece = { grams: number; basis: string; measure?: string };

/**
 * Kinds of a food SR28 has no row for, weighed by the piece of the SR28 row nearest their size
 * (`of`: the rows the kind is matched to). SR28's hot chili pepper is 45 g; a habanero, a
 * Scotch bonnet or a bird's eye chilli is a few grams (Troconis-Torres et al., 2012, give 8.1 g
 * for a habanero fruit), as SR28's serrano is (6.1 g); a poblano is a bell pepper's size
 * (cooks' guides: about 4 oz, 3 to 5 to the pound), SR28's medium sweet pepper 119 g. A
 * gherkin or cornichon is SR28's small gherkin (15 g), not a large dill pickle (135 g).
 */
const SMALL_CHILE = {
  of: /^Peppers, hot chili\b/,
  from: 'Peppers, serrano, raw',
  measure: /^pepper\b/,
};
const SMALL_GHERKIN = {
  of: /^Pickles, cucumber\b/,
  from: 'Pickles, cucumber, sweet (includes bread and butter pickles)',
  measure: /^small gherkin\b/,
};
const KIND_PIECES: Readonly<
  Record<string, { label: string; of: RegExp; from: string; measure: RegExp }>
> = {
  habanero: { label: 'a habanero', ...SMALL_CHILE },
  bonnet: { label: 'a Scotch bonnet', ...SMALL_CHILE },
  bird: { label: "a bird's eye chilli", ...SMALL_CHILE },
  birdseye: { label: "a bird's eye chilli", ...SMALL_CHILE },
  thai: { label: 'a Thai chilli', ...SMALL_CHILE },
  // 'Chilli' is how Indian, British and Australian recipes spell it, and the green or red
  // chilli sold there is a slim finger chilli of a few grams (an Indian green chilli 3 to 5 g,
  // a British supermarket one about 10), not SR28's 45 g hot chili; the US 'chile' or 'chili'
  // of a Mexican dish may be the large one and keeps it.
  chilli: { label: 'a chilli (a finger chilli, as sold where it is spelt so)', ...SMALL_CHILE },
  finger: { label: 'a finger chilli', ...SMALL_CHILE },
  poblano: {
    label: 'a poblano',
    of: /^Peppers, hot chili\b/,
    from: 'Peppers, sweet, green, raw',
    measure: /^medium\b/,
  },
  gherkin: { label: 'a gherkin', ...SMALL_GHERKIN },
  cornichon: { label: 'a cornichon', ...SMALL_GHERKIN },
  // String cheese is sold in 1 oz sticks (28 g, the serving its packs give); SR28 weighs
  // the same cheese by the 1 oz slice. It was the 100 g typical piece.
  string: {
    label: 'a stick of string cheese',
    of: /^Cheese, mozzarella\b/,
    from: 'Cheese, mozzarella, low moisture, part-skim',
    measure: /^slice \(1 oz\)/,
  },
};

/** The piece a kind the name says weighs, where SR28 weighs it on another row (see above). */
function kindPiece(table: FoodTable, food: Food, raw: string, note: string | null, name: string) {
  for (const word of wordsOf(name)) {
    const kind = KIND_PIECES[word];
    if (kind === undefined || !kind.of.test(food.name)) continue;
    const head = wordsOf(kind.from.split(',')[0] ?? '').pop() ?? '';
    const from = table.byWord.get(head)?.find((f) => f.name === kind.from);
    if (from === undefined) continue;
    // A size on the line sizes the kind ('1 large poblano'), where the row lists sizes.
    const size = sizeWord(raw, note);
    const sized = size === null ? null : findWeight(from, new RegExp(`^${size}\\b`));
    const w = sized ?? findWeight(from, kind.measure);
    if (w) {
      return {
        grams: w.grams,
        basis: `${kind.label} weighs as 1 ${w.measure} = ${fmt(w.grams)} g (${from.name})`,
      };
    }
  }
  return null;
}

/** One piece of a food by SR28's own measures for it, or null when it has none. */
function ownPiece(food: Food, raw: string, note: string | null, name: string): Piece | null {
  // '12 cherry tomatoes': one of the kind the line names (17 g), not a medium tomato (123 g).
  for (const word of name.toLowerCase().split(/[^a-z]+/)) {
    const kind = KIND_MEASURES[word];
    const w = kind === undefined ? null : findWeight(food, new RegExp(`^${kind}\\b`));
    if (w)
      return { grams: w.grams, basis: `1 ${w.measure} = ${fmt(w.grams)} g`, measure: w.measure };
  }
  const size = sizeWord(raw, note);
  // A recipe's egg is a large egg unless it says otherwise.
  // A jumbo or extra-large one is the largest size SR28 lists, where it lists none bigger.
  const bigger = size === 'jumbo' || size === 'extra large' ? ['large'] : [];
  const order = size
    ? [size, ...bigger]
    : /^egg\b/i.test(food.name)
      ? ['large']
      : ['medium', 'large'];
  for (const word of order) {
    const w = findWeight(food, new RegExp(`^${word}\\b`));
    if (w) return { grams: w.grams, basis: `1 ${w.measure} = ${fmt(w.grams)} g` };
  }
  const each = findWeight(
    food,
    // 'regular': a marshmallow's piece (7.2 g); '12 marshmallows' were twelve 100 g pieces.
    // 'kernel', 'seed': a nut's or seed's, from SR28's ounce of them ('oz (18 kernels)').
    /^(?:each|whole|item|fruit|melon|ear|egg|pepper|onion|potato|tomato|carrot|piece|large|medium|small|breast|thigh|drumstick|wing|fillet|bulb|head|link|root|pod|shallot|regular|kernel|seed)\b/,
    size,
  );
  if (each) {
    // SR28 weighs some pieces 'with skin' and 'without skin': the one the line says.
    const word = /^[a-z]+/.exec(each.measure)?.[0] ?? '';
    const skin = SKINLESS.test(`${raw} ${note ?? ''}`)
      ? 'without skin'
      : SKIN_ON.test(`${raw} ${note ?? ''}`)
        ? 'with skin'
        : null;
    const w = (skin && food.weights.find((m) => m.measure === `${word} ${skin}`)) || each;
    return {
      grams: w.grams,
      basis: `1 ${w.measure} = ${fmt(w.grams)} g`,
      measure: w.measure,
    };
  }
  // '1 avocado', '1 cucumber (8-1/4")': SR28's measure named after the food itself, also
  // as one word ('1 sweetpotato, 5" long' on 'Sweet potato, raw').
  const joined = [...food.headWords].join('');
  // Not a piece cut from it: '1 watermelon' is not SR28's 'watermelon balls' (12 g).
  const named = food.weights.find((w) => {
    const first = /^[a-z]+/.exec(w.measure)?.[0];
    return (
      first !== undefined &&
      !CUT_PIECE_MEASURE.test(w.measure) &&
      (food.words.has(singularWord(first)) || singularWord(first) === joined)
    );
  });
  if (named) {
    // '20 wonton wrappers': the measure naming the line's kind ('wrapper, wonton', 8 g), not
    // the first one SR28 lists ('wrapper, eggroll', 32 g); '1 croissant': the medium one of
    // those SR28 lists by size, not the first ('croissant, mini').
    const word = /^[a-z]+/.exec(named.measure)?.[0] ?? '';
    const lineWords = new Set(wordsOf(`${name} ${raw}`));
    const ofKind = food.weights.find(
      (w) =>
        w.measure.startsWith(word) &&
        wordsOf(w.measure.slice(word.length)).some((x) => lineWords.has(x) && !x.startsWith(word)),
    );
    // An unsized measure ('1 tortilla', 48 g) is SR28's own default and stays.
    const size = sizeWord(raw, note);
    const sized =
      named.measure === word && size === null
        ? named
        : findWeight(food, new RegExp(`^${word}\\b`), size);
    const w = ofKind ?? sized ?? named;
    return { grams: w.grams, basis: `1 ${w.measure} = ${fmt(w.grams)} g` };
  }
  // Dried apricots, peaches and pears: SR28 weighs them by the half.
  const half = findWeight(food, /^half\b/);
  if (half) return { grams: 2 * half.grams, basis: `2 halves, 1 half = ${fmt(half.grams)} g` };
  return null;
}

/** Fruit and vegetables: a boiled piece weighs about what it did raw (meat loses a quarter). */
const PIECE_KIN_GROUPS = new Set(['Fruits and Fruit Juices', 'Vegetables and Vegetable Products']);

/** Words that say a row's state, not which food it is. */
const STATE_WORDS = new Set([
  'raw',
  'fresh',
  'unprepared',
  'cooked',
  'boiled',
  'drained',
  'steamed',
  'microwaved',
]);

/**
 * Rows of the same fruit or vegetable in another state, or the plainer row of its kind,
 * that SR28 weighs by the piece where the food's own row does not: 'Parsnips, raw' has only a
 * cup of slices, 'Parsnips, cooked, boiled, drained' has '1 parsnip (9" long)'. The same
 * food by its first part, and no word the food lacks but a state ('Squash, summer, zucchini'
 * is no butternut squash; 'Sweet potato, cooked, baked in skin, flesh' is a potato without
 * its skin). Not canned, frozen or dried rows: cut, peeled or shrunk.
 */
function pieceKin(table: FoodTable, food: Food): Food[] {
  if (!PIECE_KIN_GROUPS.has(food.group)) return [];
  const part = food.name.split(',')[0];
  const head = [...food.headWords];
  const last = head[head.length - 1];
  if (last === undefined) return [];
  const named = (f: Food) => [...f.words].filter((w) => !STATE_WORDS.has(w));
  return (table.byWord.get(last) ?? [])
    .filter(
      (f) =>
        f !== food &&
        f.name.split(',')[0] === part &&
        f.group === food.group &&
        f.dryForm === null &&
        !f.isCanned &&
        !isKept(f) &&
        f.weights.length > 0 &&
        named(f).every((w) => food.words.has(w)),
    )
    .sort((a, b) => named(b).length - named(a).length || a.extraWordCount - b.extraWordCount);
}

/** A row kept some other way than fresh or boiled: frozen, dried, pickled. */
function isKept(food: Food): boolean {
  return ['frozen', 'dried', 'dehydrated', 'pickled', 'canned'].some((w) => food.words.has(w));
}

/**
 * Produce SR28 weighs by no piece on any row (decision 042): one as bought, from the cited
 * guides, less SR28's own refuse for the row (its FOOD_DES 'Refuse' share: shallot skins 12%,
 * celeriac parings 14%, butternut seeds, rind and trimmings 16%), since SR28's figures are per
 * gram eaten. A size word picks a size only where a guide gives one.
 */
const PRODUCE_PIECES: Readonly<
  Record<string, { label: string; bought: Readonly<Record<string, number>>; refuse: number }>
> = {
  // A European shallot is about 1.5 oz (clovegarden.com; guides give 25 to 56 g, 6 to 12 to
  // the pound).
  'Shallots, raw': { label: 'a shallot', bought: { medium: 43 }, refuse: 0.12 },
  // A celeriac root is about 1.5 lb (guides give 1 to 2 lb; it is lifted at 10 to 14 cm across).
  'Celeriac, raw': { label: 'a celeriac', bought: { medium: 680 }, refuse: 0.14 },
  // A butternut squash is 2 to 3 lb, a small one about 1 lb (about.com's local foods guide,
  // answersdrive.com, kitchenjournal.net).
  'Squash, winter, butternut, raw': {
    label: 'a butternut squash',
    bought: { medium: 1134, small: 454 },
    refuse: 0.16,
  },
};

function producePiece(food: Food, raw: string, note: string | null): Piece | null {
  const piece = PRODUCE_PIECES[food.name];
  if (piece === undefined) return null;
  const size = sizeWord(raw, note);
  const sized = size === null ? undefined : piece.bought[size];
  const bought = sized ?? piece.bought.medium ?? 0;
  const grams = round(bought * (1 - piece.refuse));
  const which = sized === undefined ? '' : `${size} `;
  return {
    grams,
    basis: `${piece.label.replace(/^a /, `a ${which}`)} weighs about ${fmt(bought)} g as bought, ${fmt(grams)} g without its ${Math.round(piece.refuse * 100)}% refuse (decision 042)`,
  };
}

function pieceGrams(
  table: FoodTable,
  food: Food,
  raw: string,
  note: string | null,
  name = '',
): Piece | null {
  const kind = kindPiece(table, food, raw, note, name);
  if (kind) return kind;
  const own = ownPiece(food, raw, note, name);
  if (own) return own;
  // '4 parsnips': SR28 weighs a parsnip on its boiled row, not its raw one.
  for (const kin of pieceKin(table, food)) {
    const piece = ownPiece(kin, raw, note, name);
    if (piece) return { grams: piece.grams, basis: `${piece.basis} (${kin.name})` };
  }
  // '1/2 roast chicken, skin and bones removed': SR28 weighs the roasted bird with its skin
  // only (598 g); without it, the bird's meat share of SR28's raw bird (658 of 920 g).
  const skinned = birdWithoutSkin(table, food, raw, note, name);
  if (skinned) return skinned;
  const produce = producePiece(food, raw, note);
  if (produce) return produce;
  const baguette = /\bbaguettes?\b/i.test(name || raw)
    ? breadPiece(food, 'baguette', raw, note)
    : null;
  if (baguette) return baguette;
  // The raw line too: the parser takes 'jumbo' for a size and leaves it out of the name.
  const pasta = pastaPiece(food, `${raw} ${name}`);
  if (pasta) return pasta;
  // Fruit and vegetables come in every size, from a 40 g shallot to a 5 kg pumpkin: one SR28
  // and the table above do not weigh is left out and named, not guessed at 100 or 130 g.
  if (PIECE_KIN_GROUPS.has(food.group)) return null;
  // A nut by the piece: a kernel of the same nut on another row ('12 cashews' on the raw row,
  // which SR28 weighs by the ounce only, by its roasted row's 'oz (18 kernels)'), else left
  // out: a nut weighs 1 to 5 g, not a typical 100 g piece ('20 roasted chestnuts' were 2 kg).
  if (food.group === NUTS || /^Peanuts,/.test(food.name)) return nutKernel(table, food);
  // Shrimp and scallops by the piece: the same shellfish's piece on another row ('12 large
  // shrimp' on SR28's fresh shrimp, which it weighs by 3 oz only, by its other raw row's
  // large shrimp, 7 g), else left out: a shrimp or a scallop is not a 140 g fish portion
  // ('12 large shrimp' were 1.7 kg). A squid or an octopus may be.
  if (SHELLFISH.test(food.name)) {
    const kin = shellfishKin(table, food, raw, note, name);
    if (kin || SMALL_SHELLFISH.test(food.name)) return kin;
  }
  const typical = PIECE_BY_GROUP[food.group] ?? DEFAULT_PIECE;
  return { grams: typical, basis: `a typical piece, ${typical} g` };
}

const NUTS = 'Nut and Seed Products';
const SHELLFISH = /^(?:Crustaceans|Mollusks),/;
/** Shellfish of a few grams each, never a typical fish portion. */
const SMALL_SHELLFISH =
  /^(?:Crustaceans, (?:shrimp|crayfish)|Mollusks, (?:scallop|clam|mussel|oyster|snail|whelk))\b/;

/**
 * The other rows of the same food by SR28's first two name parts ('Crustaceans, shrimp, ...',
 * 'Nuts, cashew nuts, ...', 'Peanuts, all types, ...'), in the same group.
 */
function sameKindRows(table: FoodTable, food: Food): Food[] {
  const kind = `${food.name.split(', ').slice(0, 2).join(', ')},`;
  const word = wordsOf(food.name.split(', ')[1] ?? '')[0];
  if (word === undefined) return [];
  return (table.byWord.get(word) ?? []).filter(
    (kin) => kin !== food && kin.group === food.group && kin.name.startsWith(kind),
  );
}

/** A piece of the same shellfish on another of its rows ('Crustaceans, shrimp, ...'). */
function shellfishKin(
  table: FoodTable,
  food: Food,
  raw: string,
  note: string | null,
  name: string,
): Piece | null {
  for (const kin of sameKindRows(table, food)) {
    // Not a canned or breaded row: drained or coated, it weighs otherwise.
    if (kin.isCanned || /\b(?:breaded|canned|imitation)\b/i.test(kin.name)) continue;
    const piece = ownPiece(kin, raw, note, name);
    if (piece) return { grams: piece.grams, basis: `${piece.basis} (${kin.name})` };
  }
  return null;
}

/** A kernel or half of the same nut, on its own row or another of its rows. */
function nutKernel(table: FoodTable, food: Food): Piece | null {
  for (const kin of [food, ...sameKindRows(table, food)]) {
    const of = kin === food ? '' : ` (${kin.name})`;
    const kernel = findWeight(kin, /^(?:kernel|peanut)\b/);
    if (kernel) {
      return { grams: kernel.grams, basis: `1 ${kernel.measure} = ${fmt(kernel.grams)} g${of}` };
    }
    const half = findWeight(kin, /^half\b/);
    if (half) {
      return { grams: 2 * half.grams, basis: `2 halves, 1 half = ${fmt(half.grams)} g${of}` };
    }
  }
  return null;
}

/** SR28's raw chicken: 658 g of meat without bone and skin, 920 g without bone. */
const BIRD_MEAT_SHARE = 658 / 920;

function birdWithoutSkin(
  table: FoodTable,
  food: Food,
  raw: string,
  note: string | null,
  name: string,
): Piece | null {
  if (food.group !== 'Poultry Products' || !food.words.has('only')) return null;
  const withSkin = withSkinOf(table, food);
  const piece = withSkin ? ownPiece(withSkin, raw, note, name) : null;
  if (
    !withSkin ||
    !piece ||
    !/^(?:1 )?(?:chicken|turkey|duck)\b/.test(piece.measure ?? piece.basis)
  ) {
    return null;
  }
  return {
    grams: piece.grams * BIRD_MEAT_SHARE,
    basis: `${piece.basis} (${withSkin.name}), without its skin: ${Math.round(BIRD_MEAT_SHARE * 100)}%`,
  };
}

/** Why a piece of produce is not weighed: SR28 and the table above have none of it. */
function noPieceOf(name: string): Weighed {
  return {
    grams: null,
    reason: 'no-weight',
    basis: `no weight for one ${singularWord(name.trim().toLowerCase())}: SR28 weighs none by the piece`,
  };
}

/**
 * Herbs sold in bunches of about 40 g: SR28's herbs, the greens it weighs by the sprig
 * (parsley, coriander, cress), chives and spring onions.
 */
function isHerb(food: Food): boolean {
  return (
    food.group === 'Spices and Herbs' ||
    food.weights.some((w) => /^sprig\b/.test(w.measure)) ||
    /^(?:Chives|Onions, spring)\b/.test(food.name)
  );
}

/** A leek or a spring onion by the stalk: one of them, by SR28's own piece. */
function wholeStalk(food: Food): { measure: string; grams: number } | null {
  if (/^Leeks\b/.test(food.name)) return findWeight(food, /^leek\b/);
  if (/^Onions, spring\b/.test(food.name)) return findWeight(food, /^medium\b/);
  return null;
}

/** Grams for one of a count unit ('clove', 'stick', 'can'), and why. */
function countUnitGrams(
  food: Food,
  unit: string,
  note: string | null,
  raw = '',
  name = '',
  table: FoodTable | null = null,
): { grams: number; basis: string } | null {
  const size = sizeOf(food, note);
  if (
    size &&
    !CONTAINER_UNITS.has(unit) &&
    !isTotal(note) &&
    !sizeAfterName(raw, name, size.text)
  ) {
    // '1 bunch (about 8 ounces) kale': the size of one.
    return { grams: size.grams, basis: `a ${size.text} ${unit}` };
  }
  // A can of pulses weighed as SR28's boiled ones ('1 can lentils, drained'): the solids left.
  const drainedPulses =
    food.group === 'Legumes and Legume Products' &&
    food.isCooked &&
    (unit === 'can' || unit === 'tin') &&
    /\bdrained\b/i.test(`${raw} ${note ?? ''}`);
  if (CONTAINER_UNITS.has(unit)) {
    if (size) {
      const drained = food.isDrained || drainedPulses;
      const grams = drained ? size.grams * DRAINED_SHARE : size.grams;
      return {
        grams,
        basis: drained
          ? `a ${size.text} ${unit}, drained (${Math.round(DRAINED_SHARE * 100)}%)`
          : `a ${size.text} ${unit}`,
      };
    }
  }
  // '1 packet active dry yeast', '1 sachet of yeast': SR28's single-serve packet (7.2 g of
  // yeast), where the line says packet or sachet (our units read both as a package).
  const packet =
    ((unit === 'package' || unit === 'sachet') && /\b(?:packet|sachet)s?\b/i.test(raw)) ||
    // Yeast is sold by the single packet, whatever the line calls it ('1 package (2 1/4 tsp)
    // active dry yeast', '1 envelope yeast').
    (['package', 'sachet', 'envelope'].includes(unit) &&
      /^Leavening agents, yeast\b/.test(food.name))
      ? // A packet or sachet of gelatin is SR28's envelope (7 g), not its 1 oz package.
        (findWeight(food, /^packet\b/) ?? findWeight(food, /^envelope\b/))
      : null;
  if (packet) return { grams: packet.grams, basis: `1 ${packet.measure} = ${fmt(packet.grams)} g` };
  // '1 sachet sucre vanillé', '1 Päckchen Backpulver': the sachets French and German recipes
  // count vanilla sugar and baking powder in, which SR28 weighs by the spoon only. Vanilla sugar
  // comes in sachets of 7.5 to 8 g; baking powder in a French sachet of 11 g and a German
  // Päckchen of 15 g (each for 500 g of flour).
  if (['package', 'sachet', 'envelope'].includes(unit)) {
    const sachet =
      /^Sugars, granulated\b/.test(food.name) && /vanill/i.test(raw)
        ? { grams: VANILLA_SUGAR_SACHET, of: 'vanilla sugar' }
        : /^Leavening agents, baking powder\b/.test(food.name)
          ? { grams: /\b(?:päckchen|pck|packung)\b/iu.test(raw) ? 15 : 11, of: 'baking powder' }
          : null;
    if (sachet)
      return { grams: sachet.grams, basis: `a sachet of ${sachet.of}, ${sachet.grams} g` };
  }
  // '1 bottle white wine': a wine bottle is 750 ml, the standard fill in the US (27 CFR
  // 4.72) and the EU (Directive 2007/45/EC); SR28 weighs wine by the fluid ounce only. Not
  // beer, spirits or sauces, whose bottles come in many sizes.
  if (unit === 'bottle' && /^Alcoholic beverage, wine\b/.test(food.name)) {
    const flOz = findWeight(food, /^fl oz\b/);
    if (flOz) {
      const grams = round((WINE_BOTTLE_ML / ML_PER['fl oz']) * flOz.grams);
      return {
        grams,
        basis: `a bottle of wine, ${WINE_BOTTLE_ML} ml; 1 fl oz = ${fmt(flOz.grams)} g`,
      };
    }
  }
  // '1 bottle beer': SR28 weighs its regular beer by the 12 fl oz can only, and its light
  // beer by the 'can or bottle (12 fl oz)': the same 12 fl oz either way (the US bottle; 330
  // ml elsewhere, 7% less). Larger bottles are written with their size ('1 (22 oz) bottle').
  if (unit === 'bottle' && /^Alcoholic beverage, beer\b/.test(food.name)) {
    const can = findWeight(food, /^(?:can|12 fl oz)\b/);
    if (can)
      return {
        grams: can.grams,
        basis: `a bottle of beer as its 12 fl oz can, ${fmt(can.grams)} g`,
      };
  }
  // '1 package firm tofu': tofu is sold by the block.
  const block = unit === 'package' ? findWeight(food, /^block\b/) : null;
  if (block)
    return { grams: block.grams, basis: `a package, 1 ${block.measure} = ${fmt(block.grams)} g` };
  // '1 packet taco seasoning': SR28 weighs its seasoning mixes by the teaspoon only; the
  // packets sold for taco, chili and fajita seasoning hold 1 oz.
  if ((unit === 'package' || unit === 'sachet') && /^Seasoning mix\b/.test(food.name)) {
    return {
      grams: SEASONING_PACKET,
      basis: `a packet of seasoning mix, 1 oz (${SEASONING_PACKET} g)`,
    };
  }
  // 'wedge or slice (1/8 of one 2-1/8" dia lemon)' is a slice too.
  const own = findWeight(
    food,
    new RegExp(`^(?:[a-z]+ or )?${unit}\\b`),
    raw ? sizeWord(raw, note) : null,
  );
  // SR28's fillet of a large fish is the whole side (salmon, halibut: 400 g); a recipe's
  // fillet is a portion.
  if (own && unit === 'fillet' && own.grams > FILLET_PORTION) {
    return {
      grams: FILLET_PORTION,
      basis: `a portion fillet, ${FILLET_PORTION} g (SR28's whole fillet is ${fmt(own.grams)} g)`,
    };
  }
  // SR28's slice of French bread is 139 g, a slice across a whole loaf; a recipe's slice of
  // bread ('4 slices baguette', '2 slices sourdough') is a slice for a plate or a sandwich.
  if (own && unit === 'slice' && food.group === BAKED && own.grams > BREAD_SLICE_MAX) {
    return {
      grams: BREAD_SLICE,
      basis: `a slice of bread, ${BREAD_SLICE} g (SR28's slice of this loaf is ${fmt(own.grams)} g)`,
    };
  }
  // SR28's can of tomatoes is a small one (190 g); a recipe's can of tomatoes is the can they
  // are mostly sold in, 14.5 oz in the US and 400 g elsewhere: the typical can.
  if (own && (unit === 'can' || unit === 'tin') && /^Tomatoes\b.*\bcanned\b/.test(food.name)) {
    const can = UNIT_GRAMS.can ?? 400;
    return {
      grams: can,
      basis: `a typical can, ${can} g (SR28's can of tomatoes is a small one, ${fmt(own.grams)} g)`,
    };
  }
  if (own) return { grams: own.grams, basis: `1 ${own.measure} = ${fmt(own.grams)} g` };
  // '1 stalk leek' ('1 Stange Lauch'), '2 stalks green onion': a leek or a spring onion is
  // sold and counted by the stalk, so a stalk is one of them (SR28's 89 g leek, 15 g spring
  // onion), not a typical 40 g celery stalk.
  const stalk = unit === 'stalk' ? wholeStalk(food) : null;
  if (stalk)
    return { grams: stalk.grams, basis: `a stalk, 1 ${stalk.measure} = ${fmt(stalk.grams)} g` };
  // A loaf or a baguette of French bread or sourdough, which SR28 weighs by no piece.
  const loaf = unit === 'loaf' ? breadPiece(food, 'loaf', raw, note) : null;
  if (loaf) return loaf;
  // '6 anchovy fillets': a fish SR28 weighs whole by the piece (an anchovy is 4 g), not a
  // typical portion fillet.
  const fish = unit === 'fillet' && food.group === FISH ? ownPiece(food, raw, note, name) : null;
  if (fish && fish.grams < FILLET_PORTION) {
    return { grams: fish.grams, basis: `a fillet of ${fish.basis}` };
  }
  // A head of garlic: its cloves, not a head of lettuce.
  const clove = unit === 'head' ? findWeight(food, /^clove\b/) : null;
  if (clove) {
    const grams = CLOVES_PER_HEAD * clove.grams;
    return { grams, basis: `${CLOVES_PER_HEAD} cloves, 1 clove = ${fmt(clove.grams)} g` };
  }
  // '2 wedges lime': an eighth of the fruit, as SR28 cuts its wedges.
  if (unit === 'wedge' && table !== null && PIECE_KIN_GROUPS.has(food.group)) {
    const whole = pieceGrams(table, food, raw, note, name);
    if (whole === null) return null;
    return {
      grams: whole.grams / WEDGES_PER_WHOLE,
      basis: `a wedge, an eighth of ${whole.basis}`,
    };
  }
  const small = SMALL_MEASURE_TSP[unit];
  if (small !== undefined) {
    const { grams, basis } = volumeGrams(food, small * ML_PER.tsp, '');
    return { grams, basis: `a ${unit} is ${fmt(small)} tsp; ${basis}` };
  }
  // A bunch of spring onions is not a herb's 40 g: UK shops sell them in 100 g bunches, and a
  // US bunch holds 6 to 8 scallions (SR28's medium one is 15 g).
  if (unit === 'bunch' && /^Onions, spring\b/.test(food.name)) {
    return {
      grams: SPRING_ONION_BUNCH,
      basis: `a bunch of spring onions, about ${SPRING_ONION_BUNCH} g`,
    };
  }
  // A typical bunch is a herb's; a bunch of a vegetable SR28 does not weigh by the bunch
  // (asparagus, kale, radishes: several hundred grams) is not weighed.
  if (unit === 'bunch' && !isHerb(food)) return null;
  // A row SR28 names 'sliced' and weighs by the piece is weighed by the slice it comes in:
  // '10 slices pepperoni' are ten 2 g pieces, not ten typical 25 g slices of ham.
  if (unit === 'slice' && /\bsliced\b/i.test(food.name)) {
    const piece = findWeight(food, /^piece\b/);
    if (piece) return { grams: piece.grams, basis: `1 ${piece.measure} = ${fmt(piece.grams)} g` };
  }
  // A typical strip or rasher is bacon's (25 g): '4 strips orange zest' are not 100 g of peel.
  if ((unit === 'strip' || unit === 'rasher') && !CURED_OR_MEAT_GROUPS.has(food.group)) return null;
  // A can of green chiles is the 4 oz can they are mostly sold in (some 7 oz), not the
  // typical 400 g can: '1 can diced green chiles' was 4.7 g of sodium.
  if ((unit === 'can' || unit === 'tin') && /^Peppers, hot chili\b.*\bcanned\b/.test(food.name)) {
    return { grams: CHILE_CAN, basis: `a can of chiles, 4 oz (${CHILE_CAN} g)` };
  }
  // A can of condensed soup is the 10.75 oz can they are sold in, where SR28 gives none.
  if ((unit === 'can' || unit === 'tin') && /^Soup\b.*\bcanned, condensed\b/.test(food.name)) {
    return {
      grams: CONDENSED_SOUP_CAN,
      basis: `a can of condensed soup, 10.75 oz (${CONDENSED_SOUP_CAN} g)`,
    };
  }
  const typical = UNIT_GRAMS[unit];
  if (typical !== undefined) {
    const grams =
      (unit === 'can' || unit === 'tin') && (food.isDrained || drainedPulses)
        ? typical * DRAINED_SHARE
        : typical;
    return { grams, basis: `a typical ${unit}, ${fmt(grams)} g` };
  }
  return null;
}

/**
 * A baby vegetable or fruit counted in pieces or heads ('4 baby bok choy'), where the food is
 * the grown one: SR28 weighs its grown head or piece (a bok choy head is 840 g, a baby one a
 * tenth of it), and its 'small' one is still several times a baby one (a small onion is 70 g,
 * a baby onion 10 to 15), so the count is left out and named, not weighed several times over.
 * Not a food whose row or cook name is the baby one (baby carrots, baby bellas); a weight on
 * the line weighs it as written.
 */
function babyOf(table: FoodTable, food: Food, name: string): Weighed | null {
  if (!/\bbaby\b/i.test(name) || !PIECE_KIN_GROUPS.has(food.group)) return null;
  if (food.words.has('baby') || isBabyCookName(table, food)) return null;
  const grown = [...food.headWords].join(' ');
  return {
    grams: null,
    reason: 'no-weight',
    basis: `no weight for a baby one: SR28 weighs only the grown ${grown}`,
  };
}

/** Whether a cook name with 'baby' in it names this food ('baby bella' is SR28's crimini). */
function isBabyCookName(table: FoodTable, food: Food): boolean {
  for (const [name, named] of table.cookNames) {
    if (named === food && name.split(' ').includes('baby')) return true;
  }
  return false;
}

/** The grams an amount of a food weighs, and why; or why it cannot be weighed. */
function weigh(
  table: FoodTable,
  food: Food,
  ingredient: ParsedIngredient,
  amount: number,
): Weighed {
  const unit = ingredient.unit;
  const note = ingredient.note;
  if (unit === null) {
    // '2 (14 oz) packages' parse with the size in the note; '1 (3 pound) chicken' too.
    const size = sizeOf(food, note);
    if (size) {
      return SIZE_EACH.test(asciiFractions(ingredient.raw)) && !isTotal(note)
        ? { grams: amount * size.grams, basis: `${fmt(amount)} × ${size.text}` }
        : { grams: size.grams, basis: `${size.text} in all` };
    }
    if (PIZZA_ROUND.test(ingredient.name)) {
      const round = pizzaRound(note ?? '');
      return { grams: amount * round.grams, basis: `${fmt(amount)} × ${round.basis}` };
    }
    const baby = babyOf(table, food, ingredient.name);
    if (baby) return baby;
    // '2 small cloves garlic' is garlic by the clove; '4 whole cloves' are the spice itself.
    // Not a word of the note: '1 small onion, peeled and stuck with clove' is an onion.
    const implied = IMPLIED_UNIT.exec(withoutNote(ingredient))?.[1]?.toLowerCase();
    // A stock cube is both: the food and its count; so is a square of chocolate ('4
    // chocolate squares' were four typical 100 g pieces of SR28's chocolate 'squares').
    const each =
      implied && (!food.words.has(implied) || implied === 'cube' || implied === 'square')
        ? countUnitGrams(food, implied, note)
        : null;
    if (each) return { grams: amount * each.grams, basis: `${fmt(amount)} × ${each.basis}` };
    // '4 cheese slices', '8 asparagus spears': the piece the name counts, where the food
    // weighs one (not '2 lemons, cut into wedges': that piece is in the note).
    const counted = PIECE_IN_NAME.exec(ingredient.name)?.[1]
      ?.toLowerCase()
      .replace('halve', 'half');
    // 'watermelon balls': SR28 may name the piece after the food.
    const one = counted
      ? (findWeight(food, new RegExp(`^(?:[a-z]+ or )?${counted}\\b`)) ??
        findWeight(food, new RegExp(`^[a-z]+ ${counted}s?\\b`), null, (w) => food.words.has(w)))
      : null;
    if (one) {
      return {
        grams: amount * one.grams,
        basis: `${fmt(amount)} × 1 ${one.measure} = ${fmt(one.grams)} g`,
      };
    }
    // '6 lettuce leaves', '4 cabbage leaves': SR28's leaf where it weighs one, not a whole
    // head each (six iceberg leaves were 3.2 kg). A baby leaf is not SR28's grown one (042).
    const leaf =
      /\b(?:leaf|leaves)\b/i.test(ingredient.name) && !/\bbaby\b/i.test(ingredient.name)
        ? findWeight(food, /^(?:leaf|leaves)\b/, sizeWord(ingredient.raw, note))
        : null;
    if (leaf) {
      return {
        grams: amount * leaf.grams,
        basis: `${fmt(amount)} × 1 ${leaf.measure} = ${fmt(leaf.grams)} g`,
      };
    }
    if (!PIECE_GROUPS.has(food.group)) {
      return { grams: null, reason: 'no-weight', basis: 'no weight for a piece of this food' };
    }
    // '4 lime wedges' are an eighth of a lime each; '10 pineapple chunks' are not ten
    // pineapples: a cut piece the food has no weight for is a typical one, or not weighed.
    if (counted !== undefined && CUT_PIECES.has(counted)) {
      if (counted === 'wedge') {
        const whole = pieceGrams(table, food, ingredient.raw, note, ingredient.name);
        if (whole === null) return noPieceOf(ingredient.name);
        const grams = whole.grams / WEDGES_PER_WHOLE;
        return {
          grams: amount * grams,
          basis: `${fmt(amount)} × a wedge, an eighth of ${whole.basis}`,
        };
      }
      const typical = UNIT_GRAMS[counted];
      if (typical !== undefined) {
        return {
          grams: amount * typical,
          basis: `${fmt(amount)} × a typical ${counted}, ${typical} g`,
        };
      }
      return {
        grams: null,
        reason: 'no-weight',
        basis: `no weight for one ${counted} of this food`,
      };
    }
    // '6 chicken tenders': SR28 weighs no tenderloin, and its breast's piece is the whole
    // half breast (118 g), four of them; left out and named rather than weighed so.
    if (food.group === 'Poultry Products' && /\btender(?:loin)?s?\b/i.test(ingredient.name)) {
      return {
        grams: null,
        reason: 'no-weight',
        basis: 'no weight for one tender: SR28 weighs the breast only whole',
      };
    }
    // '1 leg of lamb', '1 whole turkey': a joint or a bird is kilograms, not a typical 100 g
    // piece; without SR28's own piece or a weight on the line it is left out and named.
    if (
      MEAT_GROUPS.has(food.group) &&
      JOINT.test(ingredient.name) &&
      !PORTION_CUT.test(ingredient.name) &&
      ownPiece(food, ingredient.raw, note, ingredient.name) === null &&
      birdWithoutSkin(table, food, ingredient.raw, note, ingredient.name) === null
    ) {
      return {
        grams: null,
        reason: 'no-weight',
        basis: 'no weight for a whole joint or bird: SR28 weighs none by the piece',
      };
    }
    const own = pieceGrams(table, food, ingredient.raw, note, ingredient.name);
    if (own === null) return noPieceOf(ingredient.name);
    // '2 salmon steaks', '2 cod loins': a fish counted by the piece is a portion, as a fillet
    // is ('2 salmon fillets'), not SR28's fillet of a large fish, the whole side (396 g).
    const piece =
      food.group === FISH && /^fillet\b/.test(own.measure ?? '') && own.grams > FILLET_PORTION
        ? {
            grams: FILLET_PORTION,
            basis: `a portion, ${FILLET_PORTION} g (SR28's whole fillet is ${fmt(own.grams)} g)`,
          }
        : own;
    // '6 peach halves' are three peaches. Not 'chicken breast halves': a recipe's chicken
    // breast is one half already, and so is SR28's breast piece.
    if (counted === 'half' && !food.words.has('breast')) {
      return {
        grams: (amount * piece.grams) / 2,
        basis: `${fmt(amount)} halves of ${piece.basis}`,
      };
    }
    return {
      grams: amount * piece.grams,
      basis: `${fmt(amount)} × ${piece.basis}`,
      ...(piece.measure === undefined ? {} : { measure: piece.measure }),
    };
  }
  if (unit === 'head') {
    const baby = babyOf(table, food, ingredient.name);
    if (baby) return baby;
  }
  const def = unitBySymbol(unit);
  if (def === null) return { grams: null, reason: 'no-weight', basis: `no weight for "${unit}"` };
  if (def.dimension === 'mass') {
    // '400g tin chickpeas, drained': the tin's weight, of which the drained solids are 60%,
    // as for '1 (15 oz) can chickpeas'.
    if (isTinWeight(ingredient) && food.isDrained) {
      return {
        grams: amount * def.toBase * DRAINED_SHARE,
        basis: `a ${fmt(amount)} ${unit} ${ingredient.note?.split(/[\s,]/)[0] ?? 'tin'}, drained (${Math.round(DRAINED_SHARE * 100)}%)`,
      };
    }
    return { grams: amount * def.toBase, basis: `${fmt(amount)} ${unit}` };
  }
  if (def.dimension === 'volume') {
    // '1 cup noodles (about 2 ounces)', '2 cups (250 g) flour': the writer weighed it.
    const weighed = packSize(note);
    if (weighed?.isMass) return { grams: weighed.grams, basis: `${weighed.text} in all` };
    const ml = amount * def.toBase;
    const hint = `${note ?? ''} ${ingredient.raw}`;
    const kin = food.weights.length > 0 ? [] : kinOf(table, food);
    // '1 cup mashed sweet potato': a cup of it mashed, which SR28 weighs on the cooked row
    // (328 g) where the raw one has only cubes (133 g).
    const mashed = MASHED.test(hint) && !isMashedMeasure(food) ? mashedKin(table, food) : null;
    const v = volumeGrams(food, ml, hint, unit, mashed ? [mashed, ...kin] : kin);
    // Snacks have no typical density: a cup is 8 g of popcorn, some 30 g of crisps, 150 g of
    // trail mix. A cup of potato chips or pretzels SR28 gives no cup for was 201 g (the
    // default density); left out and named instead.
    if (v.isTypical && food.group === SNACKS) {
      return {
        grams: null,
        reason: 'no-weight',
        basis: `no weight for a ${unit} of ${food.name}: SR28 weighs it by no volume, and snacks have no typical density`,
      };
    }
    return { grams: v.grams, basis: `${fmt(amount)} ${unit}; ${v.basis}` };
  }
  if ((unit === 'inch' || unit === 'cm') && PIZZA_ROUND.test(ingredient.name)) {
    // '12-inch pizza crust': one crust that wide.
    const round = pizzaRound('', unit === 'cm' ? amount / 2.54 : amount);
    return { grams: round.grams, basis: `1 × ${round.basis}` };
  }
  // '1 piece ginger': a root's piece is the inch a cook cuts (the 100 g typical piece was a
  // whole hand of ginger); '1 (2-inch) piece' gives its own size.
  const inches =
    unit === 'piece' && ROOT_PIECE.test(ingredient.name)
      ? rootInches(`${ingredient.raw} ${note ?? ''}`)
      : null;
  if (inches !== null) {
    return {
      grams: amount * inches * ROOT_GRAMS_PER_INCH,
      basis: `${fmt(amount)} × a ${fmt(inches)}-inch piece, ${ROOT_GRAMS_PER_INCH} g per inch`,
    };
  }
  if (unit === 'inch' || unit === 'cm') {
    // A piece of root (ginger, turmeric): about 6 g to the inch.
    const perInch = ROOT_GRAMS_PER_INCH;
    const inches = unit === 'cm' ? amount / 2.54 : amount;
    return {
      grams: inches * perInch,
      basis: `${fmt(amount)} ${unit} piece, ${perInch} g per inch`,
    };
  }
  // '8 slices (about 8 ounces total)'; '2-3 heads of broccoli (~1 1/2 lb.)': one size for a
  // range is the size of them all.
  const sized = packSize(note);
  // '4 sticks (1 pound) butter': where SR28 weighs one (a stick, 113 g), a size nearer the
  // count of them than one of them is their sum, not four pounds.
  // Only a size written after them, in brackets or after a slash: '2 3.5-ounce bars' are each.
  const sizeAt = sized ? ingredient.raw.toLowerCase().indexOf(sized.text.toLowerCase()) : -1;
  const isWrittenAfter =
    sizeAt > 0 && /[(/]\s*(?:about\s+|approx\.?\s+|~\s*)?$/i.test(ingredient.raw.slice(0, sizeAt));
  const own =
    sized && amount > 1 && isWrittenAfter ? findWeight(food, new RegExp(`^${unit}\\b`)) : null;
  const isSumOfOwn =
    sized !== null &&
    own !== null &&
    own.grams > 0 &&
    Math.abs(Math.log(sized.grams / (amount * own.grams))) <
      Math.abs(Math.log(sized.grams / own.grams));
  const total =
    sized &&
    !CONTAINER_UNITS.has(unit) &&
    (isTotal(note) ||
      isSumOfOwn ||
      ingredient.quantityMax !== null ||
      sizeAfterName(ingredient.raw, ingredient.name, sized.text))
      ? sized
      : null;
  if (total) return { grams: total.grams, basis: `${total.text} in all` };
  const each =
    countUnitGrams(food, unit, note, ingredient.raw, ingredient.name, table) ??
    // '1 ball pizza dough': a ball makes one round.
    (unit === 'ball' && PIZZA_ROUND.test(ingredient.name) ? pizzaRound(note ?? '') : null);
  if (each === null) {
    return { grams: null, reason: 'no-weight', basis: `no weight for one ${unit}` };
  }
  return { grams: amount * each.grams, basis: `${fmt(amount)} × ${each.basis}` };
}

function scaled(per100g: Nutrients, grams: number): Nutrients {
  const out = { ...NO_NUTRIENTS };
  for (const key of NUTRIENT_KEYS) out[key] = (per100g[key] * grams) / 100;
  return out;
}

function leftOut(
  ingredient: ParsedIngredient,
  line: string,
  status: IngredientStatus,
  food: Food | null,
  basis: string,
  isChosen: boolean,
): IngredientNutrition {
  return {
    line,
    name: ingredient.name,
    status,
    food: food ? { id: food.id, name: food.name } : null,
    grams: null,
    basis,
    isChosen,
    nutrients: null,
  };
}

/** How a vegetable or fruit was cut, which the cook names of canned ones start with. */
const CANNED_CUT = /\b(?:chopped|diced|crushed|whole)\b/gi;

/**
 * '2 chopped tomatoes', '1 large diced tomato': tomatoes counted one by one (no unit, or a
 * size) are fresh ones; the cook names 'chopped tomatoes' and 'diced tomatoes' (a can's) made
 * them SR28's canned tomatoes, with fourteen times the sodium. Only where the line says
 * nothing of a can, tin or jar.
 */
function freshByCount(
  table: FoodTable,
  found: Food | null,
  ingredient: ParsedIngredient,
  hints: MatchHints,
): Food | null {
  if (
    found === null ||
    !found.isCanned ||
    !PIECE_KIN_GROUPS.has(found.group) ||
    ingredient.unit !== null ||
    ingredient.quantity === null ||
    /\b(?:cans?|tins?|canned|tinned|jars?)\b/i.test(`${ingredient.raw} ${ingredient.note ?? ''}`)
  ) {
    return found;
  }
  const uncut = ingredient.name.replace(CANNED_CUT, ' ').replace(/\s+/g, ' ').trim();
  if (uncut === ingredient.name.trim() || uncut === '') return found;
  const fresh = matchFood(table, uncut, { ...hints, isCanned: false, isDrained: false });
  return fresh !== null && !fresh.isCanned ? fresh : found;
}

/**
 * 'Juice of 1/2 lemon (about 3 tablespoons)': the juice the line measures, where it does,
 * rather than a fruit's typical juice (a lemon's 48 g). Only a volume: '(about 2 lemons)'
 * says nothing more.
 */
function volumeInNote(ingredient: ParsedIngredient): ParsedIngredient | null {
  for (const part of (ingredient.note ?? '').split(',')) {
    const clause = part.trim().replace(/^(?:about|approx\.?|approximately|~)\s*/i, '');
    if (!/^[\d½¼¾⅓⅔⅛⅜⅝⅞]/.test(clause)) continue;
    const amount = parseIngredientLine(clause);
    const unit = amount.unit === null ? null : unitBySymbol(amount.unit);
    if (unit?.dimension === 'volume' && amount.quantity !== null && amount.quantity > 0) {
      return {
        ...ingredient,
        quantity: amount.quantity,
        quantityMax: amount.quantityMax,
        unit: amount.unit,
      };
    }
  }
  return null;
}

/** One ingredient: its food, its grams and what it adds. */
export function ingredientNutrition(
  table: FoodTable,
  parsed: ParsedIngredient,
  options: { line?: string; foodId?: string | null } = {},
): IngredientNutrition {
  const line = options.line ?? parsed.raw;
  const ingredient = withAmountInNote(parsed);
  const chosen = options.foodId ? (table.byId.get(options.foodId) ?? null) : null;
  const juiceOf = isJuiceOf(ingredient, line);
  // '500g minced beef': our parser keeps 'minced' as the note ('beef', 'minced'), as for
  // garlic; before a meat it is the British word for ground (mince), not a way of cutting.
  const minced = MINCED_MEAT.exec(ingredient.raw)?.[1]?.toLowerCase();
  const meatName =
    minced !== undefined && ingredient.name.toLowerCase().startsWith(minced)
      ? `ground ${ingredient.name}`
      : ingredient.name;
  const zest = juiceOf ? null : zestOf(ingredient);
  const name = juiceOf
    ? `${ingredient.name} juice`
    : zest
      ? zest.peel
      : leanRatioName(meatName, ingredient);
  const isCanned =
    ingredient.unit === 'can' || ingredient.unit === 'tin' || isTinWeight(ingredient);
  const isCooked = isCookedBefore(ingredient);
  const text = `${ingredient.raw} ${ingredient.note ?? ''}`;
  const isDrained = /\bdrained\b/i.test(text);
  const isSkinless = SKINLESS.test(text);
  const isSplitBreast = SPLIT_BREAST.test(text);
  const isBoneIn = (BONE_IN.test(text) || isSplitBreast) && !/\bboneless\b/i.test(text);
  // The food the name means is weighed; what is eaten may keep the skin the line keeps
  // ('skin-on', a split breast): SR28 weighs a chicken breast by its meat-only piece.
  // Our parser reads 'split' as a preparation ('2 split breasts': 'breasts', note 'split'):
  // split breasts of no animal named are a chicken's, not the sliced turkey 'breast' names.
  // '2 cups chopped roasted chicken' (our parser keeps 'chopped roasted' as the note): the
  // roasted row, as 'roasted chicken' in the name finds it.
  const cookedAs = isCooked
    ? ROASTED_OR_GRILLED.exec(ingredient.raw)?.[0].toLowerCase()
    : undefined;
  const state = cookedAs === undefined ? null : cookedAs === 'grilled' ? 'grilled' : 'roasted';
  const stated =
    state !== null && !new RegExp(`\\b${state}\\b`, 'i').test(name) ? `${state} ${name}` : name;
  // '2 cups mashed potatoes' (our parser keeps a leading 'mashed' as the note): the dish,
  // where a cook name says what it is made with, as 'leftover mashed potatoes' found it, not
  // a cup of raw diced potato.
  const dish = `mashed ${name.trim()}`;
  const isMashedDish =
    ingredient.raw.toLowerCase().includes(dish.toLowerCase()) &&
    table.cookNames.has(wordsOf(dish).join(' '));
  const matched =
    isSplitBreast && /^breasts?$/i.test(name.trim())
      ? 'split breast'
      : isMashedDish
        ? dish
        : stated;
  const hints = {
    isCanned,
    isCooked,
    isDrained,
    isSkinless,
    // Split breasts are bone-in by 038's reading, and weighed by the boneless piece.
    isBoneIn: isBoneIn && !isSplitBreast,
    fat: fatLevelOf(`${name} ${ingredient.note ?? ''}`),
  };
  const named = chosen ?? freshByCount(table, matchFood(table, matched, hints), ingredient, hints);
  const isSkinOn = !isSkinless && (SKIN_ON.test(text) || isSplitBreast);
  const food =
    chosen === null && named !== null && isSkinOn ? (withSkinOf(table, named) ?? named) : named;
  // A skin-on thigh is weighed by SR28's 'thigh with skin' (193 g) where the meat-and-skin row
  // has one, not by the meat-only row's 'thigh without skin' (149 g); SR28's meat-and-skin
  // breast has only a whole breast, so a breast keeps the meat-only piece (038).
  const weighedFood =
    food !== named && food !== null && food.weights.some((w) => /\bwith skin\b/.test(w.measure))
      ? food
      : (named ?? food);
  const quantity = ingredient.quantity ?? (isOneBareUnit(ingredient) ? 1 : null);
  if (quantity === null || !(quantity > 0)) {
    // 'Salt to taste' is seasoning, not an unknown amount: counted as none.
    if (TO_TASTE.test(text) && food) {
      return {
        line,
        name: ingredient.name,
        status: 'counted',
        food: { id: food.id, name: food.name },
        grams: 0,
        basis: 'to taste: counted as 0 g',
        isChosen: chosen !== null,
        nutrients: { ...NO_NUTRIENTS },
      };
    }
    return leftOut(ingredient, line, 'no-amount', food, 'no amount given', chosen !== null);
  }
  if (food === null) return leftOut(ingredient, line, 'no-match', null, 'no matching food', false);
  // A range ('2-3 cloves') counts as its middle.
  const amount =
    ingredient.quantityMax !== null && ingredient.quantityMax > quantity
      ? (quantity + ingredient.quantityMax) / 2
      : quantity;
  // 'lemons', '½ a lemon': the fruit is the name's last word.
  const fruitWord = singularWord(ingredient.name.trim().split(/\s+/).pop() ?? '');
  const fruit = juiceOf ? JUICE_PER_FRUIT[fruitWord] : undefined;
  const juiceVolume =
    (juiceOf || zest) && ingredient.unit === null ? volumeInNote(ingredient) : null;
  const weighed: Weighed =
    juiceVolume !== null
      ? weigh(table, food, juiceVolume, juiceVolume.quantity ?? 0)
      : juiceOf && ingredient.unit === null
        ? { grams: amount * (fruit ?? 40), basis: `juice of ${fmt(amount)}, ${fruit ?? 40} g each` }
        : zest
          ? { grams: amount * zest.grams, basis: `zest of ${fmt(amount)}, ${zest.grams} g each` }
          : weigh(table, weighedFood ?? food, ingredient, amount);
  if (weighed.grams === null) {
    return leftOut(ingredient, line, weighed.reason, food, weighed.basis, chosen !== null);
  }
  // '1 cup plus 2 tablespoons flour', '4 cloves garlic, grated + 4 cloves garlic, minced': the
  // second amount is more of the same food (our parser keeps it in the note).
  const more = juiceOf ? null : addedAmount(ingredient);
  if (more !== null) {
    const extra = weigh(table, weighedFood ?? food, more, more.quantity ?? 0);
    if (extra.grams !== null && extra.grams > 0) {
      weighed.grams += extra.grams;
      weighed.basis += ` + ${extra.basis}`;
    }
  }
  // '2 bone-in chicken breasts (1 to 1 1/2 pounds)': the weight written includes the bone,
  // the food is the meat alone. Pieces weighed by SR28's own measures are meat already.
  const isWrittenWeight =
    (ingredient.unit !== null && unitBySymbol(ingredient.unit)?.dimension === 'mass') ||
    packSize(ingredient.note) !== null;
  // Wings and drumsticks come on the bone unless the line says otherwise, and SR28 weighs
  // a raw wing 'piece' as bought (107 g; its meat alone is 29 g): both count the meat.
  const cut = /\bboneless\b/i.test(text) ? null : boneInCut(food);
  const cutShare = cut === null ? undefined : MEAT_SHARE_OF_CUT[cut];
  const isBoughtPiece = 'measure' in weighed && weighed.measure === 'piece';
  if (cutShare !== undefined && (isWrittenWeight || isBoughtPiece)) {
    weighed.grams *= cutShare;
    weighed.basis += `; ${cut} on the bone, ${Math.round(cutShare * 100)}% of it eaten`;
  } else if (isBoneIn && isWrittenWeight && MEAT_GROUPS.has(food.group)) {
    weighed.grams *= MEAT_SHARE_ON_THE_BONE;
    weighed.basis += `; bone-in, ${Math.round(MEAT_SHARE_ON_THE_BONE * 100)}% of it meat`;
  } else if (isBoneIn && isBoughtPiece && named?.words.has('boneless')) {
    // '2 bone-in chicken breasts': SR28's boneless piece is the meat of one, bought with a
    // bone that is a fifth of it as bought; the bone is not eaten, the piece is.
    const bought = weighed.grams / MEAT_SHARE_ON_THE_BONE;
    weighed.basis += `; bone-in, about ${fmt(bought)} g as bought, ${Math.round(MEAT_SHARE_ON_THE_BONE * 100)}% of it meat`;
  }
  const item: IngredientNutrition = {
    line,
    name: ingredient.name,
    status: 'counted',
    food: { id: food.id, name: food.name },
    grams: round(weighed.grams),
    basis: weighed.basis,
    isChosen: chosen !== null,
    nutrients: scaled(food.per100g, weighed.grams),
  };
  if (food.group === 'Fats and Oils' && FOR_FRYING.test(text)) FRYING_OIL.add(item);
  else if (!NOT_FRIED_GROUPS.has(food.group)) FRYABLE.add(item);
  return item;
}

/**
 * Frying oil counts what the food takes up: a tenth of the weight of the recipe's other
 * solid ingredients (the most it could fry), never more than the oil itself. '2 tbsp oil,
 * for frying' with a pound of chicken counts whole; '4 cups oil, for frying' does not.
 */
function fryingOil(items: IngredientNutrition[]): IngredientNutrition[] {
  const oils = items.filter((item) => FRYING_OIL.has(item));
  if (oils.length === 0) return items;
  let food = 0;
  for (const item of items) if (FRYABLE.has(item)) food += item.grams ?? 0;
  let room = food * OIL_TAKEN_UP;
  return items.map((item) => {
    if (!FRYING_OIL.has(item) || item.grams === null || item.nutrients === null) return item;
    const grams = item.grams;
    const eaten = Math.min(grams, room);
    room -= eaten;
    if (eaten >= grams) return item;
    const share = grams > 0 ? eaten / grams : 0;
    const nutrients = { ...NO_NUTRIENTS };
    for (const key of NUTRIENT_KEYS) nutrients[key] = item.nutrients[key] * share;
    return {
      ...item,
      grams: round(eaten),
      basis: `${item.basis}; for frying, only what the food takes up: ${Math.round(OIL_TAKEN_UP * 100)}% of ${fmt(food)} g of food`,
      nutrients,
    };
  });
}

function sum(items: readonly IngredientNutrition[]): Nutrients {
  const total = { ...NO_NUTRIENTS };
  for (const item of items) {
    if (!item.nutrients) continue;
    for (const key of NUTRIENT_KEYS) total[key] += item.nutrients[key];
  }
  return total;
}

function rounded(n: Nutrients): Nutrients {
  const out = { ...NO_NUTRIENTS };
  for (const key of NUTRIENT_KEYS) {
    out[key] = key === 'kcal' || key === 'sodium' ? Math.round(n[key]) : round(n[key]);
  }
  return out;
}

function divided(n: Nutrients, by: number): Nutrients {
  const out = { ...NO_NUTRIENTS };
  for (const key of NUTRIENT_KEYS) out[key] = n[key] / by;
  return out;
}

/** A meal has servings (0.5 at least); anything else counts as one. */
function portions(servings: number): number {
  return Number.isFinite(servings) && servings > 0 ? servings : 1;
}

function summarise(weighed: IngredientNutrition[], servings: number): RecipeNutrition {
  const items = fryingOil(weighed);
  const total = sum(items);
  const by = portions(servings);
  const counted = items.filter((i) => i.status === 'counted').length;
  return {
    servings: by,
    perServing: rounded(divided(total, by)),
    total: rounded(total),
    coverage: {
      counted,
      of: items.length,
      leftOut: items.filter((i) => i.status !== 'counted').map((i) => i.name || i.line),
      isReliable: items.length > 0 && counted * 2 >= items.length,
    },
    ingredients: items,
  };
}

/**
 * One word of page text before the amount ('Info 6 oz. linguine', the label of a button a
 * page left in its ingredient list; 'Tip: 2 tbsp oil'). Not a yield ('Makes 12 cookies').
 */
const LABEL_BEFORE_AMOUNT = /^(?!(?:makes|serves|yields?)\b)(\p{L}+):?\s+(?=[\d½¼¾⅓⅔⅛⅜⅝⅞])/iu;

/**
 * The line's ingredient; when a lone word comes before the amount and our parser read the
 * line as having no amount, or took the word into the name, the ingredient after that word
 * (if that one has an amount and a name).
 */
function parseLine(line: string): ParsedIngredient {
  let parsed = PARSED_LINES.get(line);
  if (parsed === undefined) {
    parsed = parseLineUncached(line);
    if (PARSED_LINES.size >= MAX_REMEMBERED_LINES) PARSED_LINES.clear();
    PARSED_LINES.set(line, parsed);
  }
  return parsed;
}

/**
 * Lines already read. The server weighs a list's meals again at each request and a line
 * reads the same every time (the parse is about a third of a recipe's work once its foods
 * are matched); bounded, like the table's matches, so odd lines cannot pile up.
 */
const PARSED_LINES = new Map<string, ParsedIngredient>();
const MAX_REMEMBERED_LINES = 5_000;

function parseLineUncached(line: string): ParsedIngredient {
  const parsed = parseIngredientLine(line);
  const label = LABEL_BEFORE_AMOUNT.exec(line.trim());
  if (!label) return parsed;
  const word = (label[1] ?? '').toLowerCase();
  if (parsed.quantity !== null && !parsed.name.split(/[\s:]+/).includes(word)) return parsed;
  const rest = parseIngredientLine(line.trim().slice(label[0].length));
  return rest.quantity !== null && rest.name !== '' ? rest : parsed;
}

/**
 * Nutrition of a recipe from its ingredient lines as written ('1 cup chopped onion'), for
 * the given number of servings: per serving and in all, each ingredient's food and grams,
 * and how much of the recipe that covers.
 */
export function nutritionFromLines(
  lines: readonly string[],
  servings: number,
  table: FoodTable,
): RecipeNutrition {
  const items = lines
    .filter((line) => line.trim() !== '')
    .map((line) => ingredientNutrition(table, parseLine(line), { line }));
  return summarise(items, servings);
}

/** The same from parsed ingredients (our parser's output). */
export function nutritionFromParsed(
  ingredients: readonly ParsedIngredient[],
  servings: number,
  table: FoodTable,
): RecipeNutrition {
  return summarise(
    ingredients.map((i) => ingredientNutrition(table, i)),
    servings,
  );
}

/** Stored meal ingredients (amount, unit and name apart), with any food the cook chose. */
export function nutritionFromIngredients(
  ingredients: readonly StoredIngredient[],
  servings: number,
  table: FoodTable,
): RecipeNutrition {
  const items = ingredients.map((stored) => {
    const written = stored.line?.trim();
    if (written) {
      const item = ingredientNutrition(table, parseLine(written), {
        line: written,
        foodId: stored.foodId ?? null,
      });
      // The cook's ingredient keeps its own name (a chosen food is stored by it); the same
      // object, which the frying-oil pass knows.
      item.name = stored.name;
      return item;
    }
    const parsedName = parseIngredientLine(stored.name);
    const quantity = stored.quantity !== null && stored.quantity > 0 ? stored.quantity : null;
    const unit = stored.unit.trim() === '' ? null : canonicalUnit(stored.unit);
    const parsed: ParsedIngredient = {
      raw: stored.name,
      quantity,
      quantityMax: null,
      // An unknown unit word stays in the note so that it is still read for sizes.
      unit,
      name: parsedName.name || stored.name.toLowerCase(),
      note:
        [parsedName.note, unit === null ? stored.unit : null].filter(Boolean).join(', ') || null,
    };
    const amount = quantity === null ? '' : formatQuantity(quantity);
    const line = [amount, stored.unit.trim(), stored.name].filter((p) => p !== '').join(' ');
    return ingredientNutrition(table, parsed, { line, foodId: stored.foodId ?? null });
  });
  return summarise(items, servings);
}
