import { singularWord } from './singular.ts';
import { type UnitDefinition, unitBySymbol, unitDefinition } from './units.ts';

export type MergeInput = { name: string; quantity: number; unit: string; servings?: number };
export type MergedAmount = { quantity: number; unit: string };
export type MergedIngredient = { key: string; name: string; amounts: MergedAmount[] };

/**
 * The shopping-list key of an ingredient name: lowercase, trimmed, spaces collapsed and
 * every word singular, so 'Tomatoes ' and 'tomato' land on one line.
 */
export function ingredientKey(name: string): string {
  return name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, ' ')
    .split(' ')
    .map((word) => singularWord(word))
    .join(' ');
}

/** The written unit as stored on a line: canonical when we know it, else lowercase. */
function unitLabel(unit: string): string {
  const trimmed = unit.trim();
  const label = unitDefinition(trimmed)?.symbol ?? trimmed.toLowerCase();
  return label === 'units' ? 'unit' : label;
}

/**
 * Plain counts: a manual meal stores '2 eggs' without a unit, a text meal stores the
 * spec's default 'unit'; both mean a number of the thing itself and add up.
 */
function isPlainCount(label: string): boolean {
  return label === '' || label === 'unit';
}

type Bucket = {
  /** 'volume:us' sums in the base unit; anything else sums as written. */
  id: string;
  def: UnitDefinition | null;
  unit: string;
  /** Sum in base units (ml, g) for convertible buckets, or in `unit` otherwise. */
  total: number;
  /** The system of the first amount, which decides how the total is written back. */
  system: UnitDefinition['system'];
};

type Line = { key: string; name: string; buckets: Bucket[] };

/**
 * Merges ingredient rows for a shopping list: same key on one line, quantities times
 * servings summed; teaspoons, cups and litres add up (as do grams and pounds), while
 * amounts that cannot be converted (grams and cups) sit side by side on that line.
 * Lines and amounts keep the order in which they first appear.
 */
export function mergeIngredients(items: readonly MergeInput[]): MergedIngredient[] {
  const lines = new Map<string, Line>();
  for (const item of items) {
    const key = ingredientKey(item.name ?? '');
    if (key === '') continue;
    const servings = Number.isFinite(item.servings) ? (item.servings as number) : 1;
    const quantity = Number.isFinite(item.quantity) ? item.quantity * servings : 0;
    let line = lines.get(key);
    if (line === undefined) {
      line = { key, name: item.name.trim().replace(/\s+/g, ' '), buckets: [] };
      lines.set(key, line);
    }
    addAmount(line, quantity, item.unit ?? '');
  }
  return [...lines.values()].map((line) => ({
    key: line.key,
    name: line.name,
    amounts: line.buckets.map(bucketAmount),
  }));
}

function addAmount(line: Line, quantity: number, unitText: string): void {
  const def = unitDefinition(unitText);
  const convertible = def !== null && def.dimension !== 'count';
  const label = unitLabel(unitText);
  const id = convertible ? def.dimension : `unit:${isPlainCount(label) ? 'unit' : label}`;
  let bucket = line.buckets.find((b) => b.id === id);
  // Shown as 'unit' once any recipe wrote it so, otherwise as bare count.
  if (bucket !== undefined && bucket.unit === '' && label === 'unit') bucket.unit = label;
  if (bucket === undefined) {
    bucket = {
      id,
      def,
      unit: def?.symbol ?? label,
      total: 0,
      system: def?.system ?? 'none',
    };
    line.buckets.push(bucket);
  }
  bucket.total += convertible ? quantity * def.toBase : quantity;
}

/** Units we write a total back in, smallest first, per dimension and system. */
const LADDERS: Readonly<Record<string, readonly string[]>> = {
  'volume:us': ['tsp', 'tbsp', 'cup'],
  'volume:metric': ['ml', 'l'],
  'mass:us': ['oz', 'lb'],
  'mass:metric': ['g', 'kg'],
};

function bucketAmount(bucket: Bucket): MergedAmount {
  if (bucket.def === null || bucket.def.dimension === 'count') {
    return { quantity: tidy(bucket.total), unit: bucket.unit };
  }
  const ladder = LADDERS[`${bucket.def.dimension}:${bucket.system}`];
  if (ladder === undefined) return { quantity: tidy(bucket.total), unit: 'ml' };
  const best = bestUnit(bucket.total, ladder);
  return { quantity: tidy(best.quantity), unit: best.unit };
}

/**
 * A total that reads this much or more in a larger unit is written in it even when it is not
 * a round number there: a family's week of butter is '23.1 cup', not '370 tbsp', and nine
 * kilos of tomatoes '9.2 kg', not '9200 g'. Below it the measurable smaller unit wins
 * ('18 tbsp' rather than '1.1 cup', '1150 g' rather than '1.2 kg').
 */
const WRITTEN_LARGE_FROM = 2;

/**
 * Picks the largest unit in which the total reads as at least 1 and as a number a cook
 * can measure (quarters; cups also come in thirds): 3 tsp -> 1 tbsp, 16 tbsp -> 1 cup,
 * but 4 tsp stays 4 tsp rather than 1.333 tbsp. Below 1 the display's single decimal
 * would blur quarters (0.25 cup shows as 0.3), so smaller units win there. A total of
 * `WRITTEN_LARGE_FROM` or more in a larger unit is written in that unit all the same.
 * Falls back to the largest unit reading at least 1.
 */
function bestUnit(totalBase: number, ladder: readonly string[]): MergedAmount {
  const options = ladder
    .map((symbol) => {
      const def = unitBySymbol(symbol);
      return def === null ? null : { unit: symbol, quantity: totalBase / def.toBase };
    })
    .filter((o): o is MergedAmount => o !== null);
  const smallest = options[0] ?? { unit: ladder[0] ?? 'ml', quantity: totalBase };
  const readable = options.filter((o) => o.quantity >= 1 - 1e-6);
  const friendly = readable.filter((o) => isFriendly(o.quantity, o.unit === 'cup')).at(-1);
  const large = readable.filter((o) => o.quantity >= WRITTEN_LARGE_FROM - 1e-6).at(-1);
  // Of the two, the larger unit (the smaller number); options run smallest unit first.
  if (friendly && large) return friendly.quantity <= large.quantity ? friendly : large;
  return friendly ?? readable.at(-1) ?? smallest;
}

function isFriendly(value: number, allowThirds: boolean): boolean {
  const quarters = value * 4;
  if (Math.abs(quarters - Math.round(quarters)) < 1e-3) return true;
  const thirds = value * 3;
  return allowThirds && Math.abs(thirds - Math.round(thirds)) < 1e-3;
}

/** Removes float dust (0.30000000000000004) without hiding real precision. */
function tidy(value: number): number {
  const rounded = Math.round(value * 1e6) / 1e6;
  return Object.is(rounded, -0) ? 0 : rounded;
}
