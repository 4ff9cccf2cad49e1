// `npm run build:nutrition-table`: builds the project's own food table from the USDA SR28 files
// in ../shared/data/usda-sr28 (foods.csv, weights.csv; public domain) into
// core/nutrition-data/usda-sr28-foods.json, which is committed, so a clone needs nothing
// from ../shared. It keeps the foods a home cook buys (no baby foods, restaurant or fast
// foods, branded or commodity items, ready meals) with the household weights that turn a
// cup, a tablespoon or "1 medium" into grams. Values are copied unchanged.
//
//   node --import tsx scripts/build-nutrition-table.ts [--source=DIR] [--out=FILE]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { parseCsv } from '../bench/src/parser-accuracy.ts';
import { type FoodRow, foodIndexTerms, foodWordIndex } from '../core/src/kitchen/food-table.ts';
import { singularWord } from '../core/src/kitchen/singular.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = new Map(
  process.argv.slice(2).map((arg) => {
    const [key, value = ''] = arg.replace(/^--/, '').split('=');
    return [key ?? '', value] as const;
  }),
);
const sourceDir = args.get('source') || path.resolve(here, '../../shared/data/usda-sr28');
const outFile =
  args.get('out') || path.resolve(here, '../core/nutrition-data/usda-sr28-foods.json');

/** Groups a home cook does not buy from: prepared by someone else, or for babies. */
const DROPPED_GROUPS = new Set([
  'Baby Foods',
  'Fast Foods',
  'Restaurant Foods',
  'Meals, Entrees, and Side Dishes',
  'American Indian/Alaska Native Foods',
]);

/**
 * Branded and institutional items: SR28 writes brands in capitals ('KRAFT', 'CAMPBELL'S'),
 * and commodity or school-lunch rows are not what a shop sells.
 */
const BRANDED =
  /\b[A-Z][A-Z'&.]{2,}\b|USDA Commodity|\bNFSMI\b|school lunch|Industrial|\bindustrial\b/;

/**
 * A note that a generic row also stands for the USDA's commodity food ('Refried beans, canned,
 * traditional style (includes USDA commodity)'): the row is still the shop's generic food, and
 * its 'USDA' is no brand. Taken out before the brand test only.
 */
const COMMODITY_NOTE = /\s*\(includes USDA commodit[^)]*\)/g;

/**
 * Household measures worth keeping: the ones recipes write. Weights in oz or lb follow from
 * grams. 'half' weighs a piece of a fruit SR28 weighs by the half (dried apricots, peaches);
 * 'cherry', 'plum' and 'italian' the kinds SR28 weighs a tomato by (a cherry tomato is 17 g,
 * a medium tomato 123 g); 'wedge' a lemon or melon wedge; 'melon' a whole watermelon (4.5 kg,
 * where its only kept piece was a 12 g ball); 'packet' a single-serve packet or sachet ('1
 * packet active dry yeast' is 7.2 g), read only where the line says packet or sachet; 'block' a block of tofu (SR28 gives a quarter
 * or a fifth of one); 'regular' and 'miniature' a marshmallow (7.2 g, a mini one 0.7 g), a
 * mini box of raisins or a mini tortilla.
 */
const KEPT_MEASURE =
  /^(?:cup|tbsp|tablespoon|tsp|teaspoon|fl oz|medium|large|small|extra large|jumbo|each|whole|item|clove|slice|stick|can|leaf|leaves|sprig|head|stalk|piece|pat|fillet|breast|thigh|drumstick|wing|egg|fruit|pepper|onion|potato|tomato|carrot|ear|spear|bunch|package|container|bar|sheet|link|strip|square|cube|bulb|root|pod|stalk|shallot|half|cherry|plum|italian|wedge|melon|packet|block|envelope|regular|miniature)\b/;

type Row = Record<string, string>;

/** The CSV's rows as records, the first row as the header. */
function readCsv(file: string): Row[] {
  const [header = [], ...body] = parseCsv(readFileSync(file, 'utf8'));
  return body
    .filter((r) => r.length === header.length)
    .map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ''])));
}

/** An empty cell is an unreported value, kept as null (not zero). */
function value(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? Math.round(n * 100) / 100 : null;
}

const foods = readCsv(path.join(sourceDir, 'foods.csv')).filter(
  (f) =>
    !DROPPED_GROUPS.has(f.group ?? '') &&
    !BRANDED.test((f.name ?? '').replace(COMMODITY_NOTE, '')) &&
    // 'with salt' rows double their 'without salt' twins; a cook salts by the recipe. Not
    // peanut butter, which is sold salted: SR28's unsalted one is the special jar (a cup of
    // peanut butter was 44 mg of sodium; as sold it is about 1,100).
    (!/\bwith salt\b/.test(f.name ?? '') ||
      /^Peanut butter, \w+ style, with salt$/.test(f.name ?? '')) &&
    value(f.kcal) !== null,
);
const keptIds = new Set(foods.map((f) => f.id));

const namesById = new Map(foods.map((f) => [f.id ?? '', (f.name ?? '').toLowerCase()]));

function isNamedAfter(measure: string, foodName: string): boolean {
  const first = /^[a-z]+/.exec(measure)?.[0];
  if (!first || first.length < 3) return false;
  // '1 sweetpotato, 5" long' on 'Sweet potato, raw': the food's first part as one word.
  const joined = (foodName.split(',')[0] ?? '').replace(/[^a-z]+/g, '');
  return (
    singularWord(joined) === singularWord(first) ||
    foodName
      .split(/[^a-z]+/)
      .some((word) => word !== '' && singularWord(word) === singularWord(first))
  );
}

/**
 * '5 slices (1" dia)' of ginger, '8 pods (3" long)' of okra, '9 sprigs' of cilantro: SR28
 * writes some measures in the plural, and the reader looks for 'slice', 'pod', 'sprig'. Kept
 * in the singular, as grams for one, where the food has no measure of that word already.
 */
function singularMeasure(measure: string): string {
  return measure.replace(/^[a-z]+/, (word) => singularWord(word));
}

const weightsById = new Map<string, [string, number][]>();
/** Plural measures, added after a food's own measures, where it has none of the word. */
const pluralsById = new Map<string, [string, number][]>();
for (const w of readCsv(path.join(sourceDir, 'weights.csv'))) {
  if (!keptIds.has(w.id)) continue;
  const amount = Number(w.amount);
  const grams = Number(w.grams);
  if (!(amount > 0) || !(grams > 0)) continue;
  // 'tablespoon' and 'tbsp' are one measure to the reader.
  const measure = (w.measure ?? '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^tablespoons?\b/, 'tbsp')
    .replace(/^teaspoons?\b/, 'tsp');
  // Grams for one of the measure, so the reader never divides.
  const one = Math.round((grams / amount) * 100) / 100;
  // '1 avocado', '1 cucumber (8-1/4")': a measure named after the food is one of it.
  if (KEPT_MEASURE.test(measure) || isNamedAfter(measure, namesById.get(w.id ?? '') ?? '')) {
    const list = weightsById.get(w.id ?? '') ?? [];
    list.push([measure.slice(0, 60), one]);
    weightsById.set(w.id ?? '', list);
    continue;
  }
  // 'serving 1/2 cup' (66 g of vanilla ice cream): SR28 gives some foods their serving only,
  // written as a cup or spoon. Kept as that volume, where the food has no measure of it ('1
  // pint vanilla ice cream' fell to a density of sweets, twice SR28's weight).
  const serving = /^serving (\d+)(?:\s*\/\s*(\d+))? (cup|tbsp|tsp)\b/.exec(measure);
  if (serving) {
    const share = Number(serving[1]) / Number(serving[2] ?? 1);
    const list = pluralsById.get(w.id ?? '') ?? [];
    list.push([serving[3] ?? 'cup', Math.round((one / share) * 100) / 100]);
    pluralsById.set(w.id ?? '', list);
    continue;
  }
  // 'oz (14 halves)', 'oz (23 whole kernels)': SR28 counts nuts and seeds by the ounce only,
  // so one of them is the ounce over the count ('10 walnuts' were ten typical 100 g pieces).
  const counted =
    /^oz \((\d+)(?:-(\d+))? (?:whole |medium )?(kernels|halves|seeds|almonds)\)$/.exec(measure);
  if (counted) {
    // 'oz (10-12 kernels)': the middle of the count.
    const count = (Number(counted[1]) + Number(counted[2] ?? counted[1])) / 2;
    const piece = { kernels: 'kernel', halves: 'half', seeds: 'seed', almonds: 'kernel' }[
      counted[3] as 'kernels' | 'halves' | 'seeds' | 'almonds'
    ];
    const list = pluralsById.get(w.id ?? '') ?? [];
    list.push([piece, Math.round((one / count) * 100) / 100]);
    pluralsById.set(w.id ?? '', list);
    continue;
  }
  const singular = singularMeasure(measure);
  if (singular !== measure && KEPT_MEASURE.test(singular)) {
    const list = pluralsById.get(w.id ?? '') ?? [];
    list.push([singular.slice(0, 60), one]);
    pluralsById.set(w.id ?? '', list);
  }
}
for (const [id, plurals] of pluralsById) {
  const list = weightsById.get(id) ?? [];
  const firstWord = (m: string) => /^[a-z]+/.exec(m)?.[0] ?? m;
  const words = new Set(list.map(([m]) => firstWord(m)));
  for (const [measure, grams] of plurals) {
    if (!words.has(firstWord(measure))) list.push([measure, grams]);
  }
  weightsById.set(id, list);
}

const groups = [...new Set(foods.map((f) => f.group ?? ''))].sort();
const rows: FoodRow[] = foods.map((f) => [
  f.id ?? '',
  groups.indexOf(f.group ?? ''),
  f.name ?? '',
  f.common ?? '',
  value(f.kcal),
  value(f.protein_g),
  value(f.fat_g),
  value(f.carbs_g),
  value(f.fiber_g),
  value(f.sugar_g),
  value(f.sodium_mg),
  value(f.satfat_g),
  weightsById.get(f.id ?? '') ?? [],
  foodIndexTerms(f.name ?? '', f.common ?? ''),
]);
const table = {
  source: 'USDA National Nutrient Database for Standard Reference, Release 28 (public domain)',
  credit: 'USDA SR28',
  columns: [
    'id',
    'group',
    'name',
    'common',
    'kcal',
    'protein_g',
    'fat_g',
    'carbs_g',
    'fiber_g',
    'sugar_g',
    'sodium_mg',
    'satfat_g',
    'weights',
    'terms',
  ],
  groups,
  foods: rows,
  // Which foods hold each word, so that loading the table builds no index.
  index: foodWordIndex({ foods: rows, groups }),
};

const json = JSON.stringify(table);
writeFileSync(outFile, `${json}\n`);
console.log(
  `${table.foods.length} foods, ${[...weightsById.values()].reduce((n, w) => n + w.length, 0)} household weights -> ${path.relative(process.cwd(), outFile)} (${Math.round(json.length / 1024)} KB, ${Math.round(gzipSync(json).length / 1024)} KB gzipped)`,
);
