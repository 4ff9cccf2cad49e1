import { COOK_NAMES } from './cook-names.ts';
import { singularWord } from './singular.ts';
import { STAND_IN_BLENDS, type StandInBlend } from './stand-in-blends.ts';

/** Per-100 g (a food) or absolute (an ingredient, a recipe, a serving) nutrition figures. */
export type Nutrients = {
  kcal: number;
  /** grams */
  protein: number;
  carbohydrate: number;
  fat: number;
  saturatedFat: number;
  fibre: number;
  sugar: number;
  /** milligrams */
  sodium: number;
};

export const NUTRIENT_KEYS = [
  'kcal',
  'protein',
  'carbohydrate',
  'fat',
  'saturatedFat',
  'fibre',
  'sugar',
  'sodium',
] as const satisfies readonly (keyof Nutrients)[];

export const NO_NUTRIENTS: Nutrients = {
  kcal: 0,
  protein: 0,
  carbohydrate: 0,
  fat: 0,
  saturatedFat: 0,
  fibre: 0,
  sugar: 0,
  sodium: 0,
};

type Value = number | null;
/** One row of the generated table (scripts/build-nutrition-table.ts writes them). */
export type FoodRow = [
  id: string,
  group: number,
  name: string,
  common: string,
  kcal: Value,
  protein: Value,
  fat: Value,
  carbohydrate: Value,
  fibre: Value,
  sugar: Value,
  sodium: Value,
  saturatedFat: Value,
  weights: [measure: string, grams: number][],
  /** foodIndexTerms(name, common), precomputed by the build script: loading stays light. */
  terms?: string,
];

/** The committed table as JSON (core/nutrition-data/usda-sr28-foods.json). */
export type FoodTableData = {
  credit: string;
  groups: string[];
  foods: FoodRow[];
  /** foodWordIndex(foods), precomputed by the build script: loading stays light. */
  index?: string;
};

/** A household measure and the grams of one of it ('cup, chopped' = 160 g). */
export type HouseholdWeight = { measure: string; grams: number };

export type Food = {
  id: string;
  name: string;
  common: string;
  group: string;
  per100g: Nutrients;
  weights: readonly HouseholdWeight[];
  /** Singular words of the name, without what every row says ('without salt'). */
  words: WordList;
  /** Words of the name's first part ('Onions, raw' -> onion): what the food is. */
  headWords: WordList;
  /**
   * The last of those when the first part has several ('Grape leaves' -> leaf: a leaf, not a
   * grape), else ''.
   */
  headNoun: string;
  commonWords: WordList;
  /** Words of the name that a plain recipe line never says (raw, all, varieties...). */
  extraWordCount: number;
  isCooked: boolean;
  isCanned: boolean;
  isDrained: boolean;
  isRaw: boolean;
  /** The word that makes it a dry or concentrated form ('powder', 'dry', 'mix'), or null. */
  dryForm: string | null;
};

export type FoodTable = {
  credit: string;
  foods: readonly Food[];
  byId: ReadonlyMap<string, Food>;
  /** The foods whose name or common names hold a word (each food once, in table order). */
  byWord: WordIndex;
  /** Cook names ('plain flour', by its singular words joined by spaces) and their food. */
  cookNames: ReadonlyMap<string, Food>;
  /** Stand-ins sold with little or no salt, by the id of the salted food they stand for. */
  lowSodium: ReadonlyMap<string, Food>;
  /** Stand-ins sold with reduced sodium, likewise (where SR28 has no reduced row). */
  reducedSodium: ReadonlyMap<string, Food>;
  /** Matches already made, by the query's key: a recipe's names repeat across meals. */
  matches: Map<string, Food | null>;
};

/** Words a food name uses to say "the ordinary one": never held against a match. */
const PLAIN_WORDS = new Set([
  'raw',
  'fresh',
  'all',
  'type',
  'commercial',
  'variety',
  'regular',
  'and',
  'or',
  'with',
  'without',
  'of',
  'in',
  'the',
  'a',
  'includes',
  'include',
  'mature',
  'seed',
  'enriched',
  'fluid',
  'year',
  'round',
  'average',
  'added',
  'vitamin',
  'd',
  'prepared',
  'unprepared',
  'fat',
  'meat',
  'only',
  'whole',
  'plain',
  'unenriched',
  'salad',
  'cooking',
  'ready',
  'to',
  'serve',
  'usda',
  'ns',
  'as',
  'not',
  'further',
  'specified',
]);

const COOKED =
  /\b(?:cooked|boiled|baked|fried|roasted|braised|stewed|broiled|grilled|microwaved|heated|simmered|toasted|steamed|pan-browned|pan-broiled|blanched|rotisserie|dry heat|moist heat|smoked)\b/;

const DRY_FORM =
  /\b(dry|dehydrated|powder|mix|condensed|concentrate|freeze-dried|cube|granule)s?\b/;

/** Phrases most rows carry that say nothing about which food it is. */
const NAME_NOISE =
  /,?\s*\b(?:without|with|no) (?:added )?salt(?: added)?\b|\bsolids and liquids\b|\bwith added [^,]*|\(includes [^)]*\)|\bmay have been previously frozen\b/g;

/** Singular forms already worked out: the table's 5,800 names share a few thousand words. */
const singulars = new Map<string, string>();
/**
 * Cooks' words and food searches reach these caches too: bounded, so a long-running server
 * cannot pile up every word ever typed (the table's own words fit many times over).
 */
const MAX_REMEMBERED_WORDS = 20_000;

function singular(word: string): string {
  let known = singulars.get(word);
  if (known === undefined) {
    known = singularWord(word);
    if (singulars.size >= MAX_REMEMBERED_WORDS) singulars.clear();
    singulars.set(word, known);
  }
  return known;
}

/** Lowercase singular words of a name, accents dropped ('Jalapeños' -> jalapeno). */
export function wordsOf(text: string): string[] {
  // Accents only when there are any: most names are plain ASCII, and the table loads at start.
  const plain = /[^ -~]/.test(text) ? text.normalize('NFD').replace(/[\u0300-\u036f]/g, '') : text;
  return plain
    .toLowerCase()
    .replace(/[’']s\b/g, '')
    .split(/[^a-z0-9%]+/)
    .filter((w) => w !== '')
    .map(singular);
}

function nutrients(row: FoodRow): Nutrients {
  const n = (v: Value) => (v === null ? 0 : v);
  return {
    kcal: n(row[4]),
    protein: n(row[5]),
    fat: n(row[6]),
    carbohydrate: n(row[7]),
    fibre: n(row[8]),
    sugar: n(row[9]),
    sodium: n(row[10]),
    saturatedFat: n(row[11]),
  };
}

/**
 * The words a food is found by, as one string: its name's words, the words of the name's
 * first part, its common names' words ('onion raw|onion|'). The build script stores it in
 * the table, so that loading does not tokenise 5,800 names at every server start.
 */
export function foodIndexTerms(name: string, common: string): string {
  const clean = name.toLowerCase().replace(NAME_NOISE, '');
  const words = [...new Set(wordsOf(clean))];
  const head = wordsOf(clean.split(',')[0] ?? '');
  const extras = words.filter((w) => !PLAIN_WORDS.has(w)).length;
  const lower = name.toLowerCase();
  const flags = [
    COOKED.test(clean) ? 'c' : '',
    lower.includes('canned') ? 'n' : '',
    lower.includes('drained') ? 'd' : '',
    words.includes('raw') ? 'r' : '',
  ].join('');
  const dryForm = DRY_FORM.exec(clean)?.[1] ?? '';
  return [words.join(' '), head.join(' '), wordsOf(common).join(' '), extras, flags, dryForm].join(
    '|',
  );
}

/**
 * A food's words kept as one space-padded string: a table of 5,800 foods builds no sets at
 * start (loading it is on the server's start-up path, and sets made it mostly garbage
 * collection).
 */
export class WordList {
  private readonly padded: string;
  /** The words as a list, made when first asked (the matcher walks a few rows' words). */
  private listed: readonly string[] | undefined;

  constructor(text: string | undefined) {
    this.padded = text ? ` ${text} ` : ' ';
  }

  has(word: string): boolean {
    return word !== '' && this.padded.includes(` ${word} `);
  }

  /** Whether a word starts with `prefix` (a word being typed in a search box). */
  hasPrefix(prefix: string): boolean {
    return prefix !== '' && this.padded.includes(` ${prefix}`);
  }

  /** Calls `visit` with each word (a word the name repeats comes again). */
  forEach<T>(visit: (word: string, value: T) => void, value: T): void {
    let start = 1;
    const end = this.padded.length - 1;
    while (start < end) {
      const next = this.padded.indexOf(' ', start);
      if (next > start) visit(this.padded.slice(start, next), value);
      start = next + 1;
    }
  }

  /** The words in order (a word the name repeats comes again). */
  get list(): readonly string[] {
    this.listed ??= this.padded
      .trim()
      .split(' ')
      .filter((w) => w !== '');
    return this.listed;
  }

  [Symbol.iterator](): Iterator<string> {
    return this.list[Symbol.iterator]();
  }
}

function compoundNoun(head: string | undefined): string {
  const space = head?.lastIndexOf(' ') ?? -1;
  return head !== undefined && space > 0 ? head.slice(space + 1) : '';
}

/**
 * A food of the table. Its nutrients and household weights are read from the row when first
 * asked: a recipe asks for a few foods, and the table's start-up builds 5,800.
 */
class TableFood implements Food {
  readonly id: string;
  readonly name: string;
  readonly common: string;
  readonly group: string;
  readonly words: WordList;
  readonly headWords: WordList;
  readonly headNoun: string;
  readonly commonWords: WordList;
  readonly extraWordCount: number;
  readonly isCooked: boolean;
  readonly isCanned: boolean;
  readonly isDrained: boolean;
  readonly isRaw: boolean;
  readonly dryForm: string | null;
  private readonly row: FoodRow;
  private nutrientsRead: Nutrients | undefined;
  private weightsRead: readonly HouseholdWeight[] | undefined;

  constructor(row: FoodRow, groups: readonly string[]) {
    const name = row[2];
    const [words, head, common, extras, flags = '', dryForm = ''] = (
      row[13] ?? foodIndexTerms(name, row[3])
    ).split('|');
    this.row = row;
    this.id = row[0];
    this.name = name;
    this.common = row[3];
    this.group = groups[row[1]] ?? '';
    this.words = new WordList(words);
    this.headWords = new WordList(head);
    this.headNoun = compoundNoun(head);
    this.commonWords = new WordList(common);
    this.extraWordCount = Number(extras) || 0;
    this.isCooked = flags.includes('c');
    this.isCanned = flags.includes('n');
    this.isDrained = flags.includes('d');
    this.isRaw = flags.includes('r');
    this.dryForm = dryForm === '' ? null : dryForm;
  }

  get per100g(): Nutrients {
    this.nutrientsRead ??= nutrients(this.row);
    return this.nutrientsRead;
  }

  get weights(): readonly HouseholdWeight[] {
    this.weightsRead ??= this.row[12].map(([measure, grams]) => ({ measure, grams }));
    return this.weightsRead;
  }
}

/** Each food's index words: its name's and common names' words, each once. */
function indexWordsOf(food: Food, visit: (word: string, food: Food) => void): void {
  food.words.forEach(visit, food);
  food.commonWords.forEach(visit, food);
}

/**
 * The table's word index as text, one line per word: the word, then the positions of its
 * foods in table order ('onion c,s,1': 12, 40, 41). The build script stores it with the
 * table.
 */
export function foodWordIndex(data: Pick<FoodTableData, 'foods' | 'groups'>): string {
  const positions = new Map<string, number[]>();
  data.foods.forEach((row, at) => {
    indexWordsOf(new TableFood(row, data.groups), (word) => {
      const list = positions.get(word);
      if (list === undefined) positions.set(word, [at]);
      else if (list[list.length - 1] !== at) list.push(at);
    });
  });
  // Each position as its distance from the one before, in base 36: a third of the bytes.
  const line = ([word, at]: [string, number[]]) =>
    `${word} ${at.map((p, i) => (p - (at[i - 1] ?? 0)).toString(36)).join(',')}`;
  return [...positions].map(line).join('\n');
}

/**
 * The foods of each word. From the stored index each word's foods are listed when first
 * asked (a recipe asks for a few dozen of 2,000 words); without one it is built at once.
 */
export class WordIndex {
  private readonly byWord = new Map<string, readonly Food[] | string>();

  constructor(
    private readonly foods: readonly Food[],
    index: string | undefined,
  ) {
    if (index !== undefined) {
      for (const line of index.split('\n')) {
        const space = line.indexOf(' ');
        if (space > 0) this.byWord.set(line.slice(0, space), line.slice(space + 1));
      }
      return;
    }
    const built = new Map<string, Food[]>();
    for (const food of foods) {
      indexWordsOf(food, (word) => {
        const list = built.get(word);
        // A word in both the name and the common names: the food is already the last one.
        if (list === undefined) built.set(word, [food]);
        else if (list[list.length - 1] !== food) list.push(food);
      });
    }
    for (const [word, list] of built) this.byWord.set(word, list);
  }

  has(word: string): boolean {
    return this.byWord.has(word);
  }

  get(word: string): readonly Food[] | undefined {
    const entry = this.byWord.get(word);
    if (typeof entry !== 'string') return entry;
    const list: Food[] = [];
    let at = 0;
    for (const step of entry.split(',')) {
      at += Number.parseInt(step, 36);
      const food = this.foods[at];
      if (food !== undefined) list.push(food);
    }
    this.byWord.set(word, list);
    return list;
  }
}

/**
 * A stand-in as a food of the table: its nutrients per 100 g are its parts' by their shares;
 * it is found by the words of its own name (not those of its parts, named in brackets).
 * Null when a part is missing from the table.
 */
function blendFood(
  blend: StandInBlend,
  byName: ReadonlyMap<string, Food>,
  groups: readonly string[],
): TableFood | null {
  const totals: Nutrients = { ...NO_NUTRIENTS };
  for (const [name, share] of blend.parts) {
    const part = byName.get(name);
    if (part === undefined) return null;
    for (const key of NUTRIENT_KEYS) totals[key] += part.per100g[key] * share;
  }
  if (blend.sodiumFrom !== undefined) {
    const salt = byName.get(blend.sodiumFrom);
    if (salt === undefined) return null;
    totals.sodium = salt.per100g.sodium * (blend.sodiumShare ?? 1);
  }
  const own = blend.name.replace(/\s*\(.*$/, '');
  const [words, head, common, extras, flags = '', dryForm = ''] = foodIndexTerms(own, '').split(
    '|',
  );
  const terms = [words, head, common, extras, `${flags}${blend.isCanned ? 'n' : ''}`, dryForm];
  const round = (v: number) => Math.round(v * 1000) / 1000;
  const row: FoodRow = [
    blend.id,
    Math.max(0, groups.indexOf(blend.group)),
    blend.name,
    '',
    round(totals.kcal),
    round(totals.protein),
    round(totals.fat),
    round(totals.carbohydrate),
    round(totals.fibre),
    round(totals.sugar),
    round(totals.sodium),
    round(totals.saturatedFat),
    blend.weights.map(([measure, grams]) => [measure, grams]),
    terms.join('|'),
  ];
  return new TableFood(row, groups);
}

/**
 * Builds the searchable table from the committed data. Pure: the caller reads the file
 * (the server once at start, tests and benchmarks from disk), so core stays free of I/O.
 */
export function createFoodTable(data: FoodTableData): FoodTable {
  const foods: Food[] = data.foods.map((row) => new TableFood(row, data.groups));
  // Every word's foods known here rather than on first ask: the first recipe a server
  // computes would otherwise scan the 5,800 foods once per new word (5 ms for 20 lines).
  const byWord = new WordIndex(foods, data.index);
  const byName = new Map(foods.map((f) => [f.name, f]));
  const cookNames = new Map<string, Food>();
  const lowSodium = new Map<string, Food>();
  const reducedSodium = new Map<string, Food>();
  for (const [cook, usda] of Object.entries(COOK_NAMES)) {
    const food = byName.get(usda);
    if (food) cookNames.set(wordsOf(cook).join(' '), food);
  }
  // Stand-ins mixed from SR28 rows (decision 044): found by their cook names and in the
  // search box, never by the word match (their parts' words are in their names).
  for (const blend of STAND_IN_BLENDS) {
    const food = blendFood(blend, byName, data.groups);
    if (food === null) continue;
    foods.push(food);
    for (const cook of blend.cookNames) cookNames.set(wordsOf(cook).join(' '), food);
    const salted = blend.lowSodiumOf === undefined ? undefined : byName.get(blend.lowSodiumOf);
    if (salted !== undefined) lowSodium.set(salted.id, food);
    const regular =
      blend.reducedSodiumOf === undefined ? undefined : byName.get(blend.reducedSodiumOf);
    if (regular !== undefined) reducedSodium.set(regular.id, food);
  }
  return {
    credit: data.credit,
    foods,
    byId: new Map(foods.map((f) => [f.id, f])),
    byWord,
    cookNames,
    lowSodium,
    reducedSodium,
    matches: new Map(),
  };
}

/**
 * Foods for a search box: every word typed must appear in the name or common names; plain,
 * short, raw foods first. Empty for fewer than two letters.
 */
export function searchFoods(table: FoodTable, query: string, limit = 20): Food[] {
  const words = wordsOf(query);
  if (words.join('').length < 2) return [];
  const last = words[words.length - 1] ?? '';
  const rest = words.slice(0, -1);
  // The last word may be half typed: match it as a prefix.
  const found: Food[] = [];
  for (const food of table.foods) {
    if (!rest.every((w) => food.words.has(w) || food.commonWords.has(w))) continue;
    if (!food.words.hasPrefix(last) && !food.commonWords.hasPrefix(last)) continue;
    found.push(food);
  }
  const rank = (f: Food) =>
    f.extraWordCount + (f.isCooked ? 2 : 0) + (f.isRaw ? -1 : 0) + (f.headWords.has(last) ? -3 : 0);
  return found.sort((a, b) => rank(a) - rank(b) || a.name.length - b.name.length).slice(0, limit);
}
