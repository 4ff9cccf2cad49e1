export type UnitDimension = 'volume' | 'mass' | 'count';
export type UnitSystem = 'us' | 'metric' | 'none';

export type UnitDefinition = {
  /** Canonical symbol, the only spelling stored and compared. */
  symbol: string;
  dimension: UnitDimension;
  system: UnitSystem;
  /** Size in the dimension's base unit (ml for volume, g for mass); 1 for counts. */
  toBase: number;
  /** Every spelling we accept, compared case-insensitively unless listed in caseSensitive. */
  aliases: readonly string[];
};

// Exact multiples of one US teaspoon and one avoirdupois ounce, so that 3 tsp make
// exactly 1 tbsp and 16 oz exactly 1 lb when totals are converted back.
const TSP_ML = 4.92892159375;
const OZ_G = 28.349523125;

/**
 * One row per canonical unit. Volume factors are US customary because the recipes we
 * read (and the spec's examples) are American; a UK cup differs by a few percent, which
 * is below what a shopping list cares about.
 */
export const UNITS: readonly UnitDefinition[] = [
  {
    symbol: 'tsp',
    dimension: 'volume',
    system: 'us',
    toBase: TSP_ML,
    aliases: ['tsp', 'tsps', 'tspn', 'ts', 'teaspoon', 'teaspoons', 'teaspoonful', 'teaspoonfuls'],
  },
  {
    symbol: 'tbsp',
    dimension: 'volume',
    system: 'us',
    toBase: 3 * TSP_ML,
    aliases: [
      'tbsp',
      'tbsps',
      'tbs',
      'tbl',
      'tbls',
      'tblsp',
      'tblspn',
      'tablespoon',
      'tablespoons',
      'tablespoonful',
      'tablespoonfuls',
    ],
  },
  {
    // The British dessertspoon: two teaspoons.
    symbol: 'dsp',
    dimension: 'volume',
    system: 'us',
    toBase: 2 * TSP_ML,
    aliases: [
      'dsp',
      'dssp',
      'dstspn',
      'dessertspoon',
      'dessertspoons',
      'dessert spoon',
      'dessert spoons',
    ],
  },
  {
    symbol: 'cup',
    dimension: 'volume',
    system: 'us',
    toBase: 48 * TSP_ML,
    aliases: ['cup', 'cups', 'c', 'cupful', 'cupfuls'],
  },
  {
    symbol: 'fl oz',
    dimension: 'volume',
    system: 'us',
    toBase: 6 * TSP_ML,
    aliases: ['fl oz', 'fl. oz', 'fl ounce', 'fl ounces', 'fluid ounce', 'fluid ounces', 'floz'],
  },
  {
    symbol: 'pint',
    dimension: 'volume',
    system: 'us',
    toBase: 96 * TSP_ML,
    aliases: ['pint', 'pints', 'pt', 'pts'],
  },
  {
    symbol: 'quart',
    dimension: 'volume',
    system: 'us',
    toBase: 192 * TSP_ML,
    aliases: ['quart', 'quarts', 'qt', 'qts'],
  },
  {
    symbol: 'gallon',
    dimension: 'volume',
    system: 'us',
    toBase: 768 * TSP_ML,
    aliases: ['gallon', 'gallons', 'gal', 'gals'],
  },
  {
    symbol: 'ml',
    dimension: 'volume',
    system: 'metric',
    toBase: 1,
    aliases: ['ml', 'mls', 'millilitre', 'millilitres', 'milliliter', 'milliliters', 'cc'],
  },
  {
    symbol: 'cl',
    dimension: 'volume',
    system: 'metric',
    toBase: 10,
    aliases: ['cl', 'centilitre', 'centilitres', 'centiliter', 'centiliters'],
  },
  {
    symbol: 'dl',
    dimension: 'volume',
    system: 'metric',
    toBase: 100,
    aliases: ['dl', 'decilitre', 'decilitres', 'deciliter', 'deciliters'],
  },
  {
    symbol: 'l',
    dimension: 'volume',
    system: 'metric',
    toBase: 1000,
    aliases: ['l', 'litre', 'litres', 'liter', 'liters', 'ltr', 'ltrs', 'lt'],
  },
  {
    symbol: 'mg',
    dimension: 'mass',
    system: 'metric',
    toBase: 0.001,
    aliases: ['mg', 'milligram', 'milligrams', 'milligramme', 'milligrammes'],
  },
  {
    symbol: 'g',
    dimension: 'mass',
    system: 'metric',
    toBase: 1,
    aliases: ['g', 'gs', 'gr', 'grs', 'gm', 'gms', 'gram', 'grams', 'gramme', 'grammes'],
  },
  {
    symbol: 'kg',
    dimension: 'mass',
    system: 'metric',
    toBase: 1000,
    aliases: ['kg', 'kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes'],
  },
  {
    symbol: 'oz',
    dimension: 'mass',
    system: 'us',
    toBase: OZ_G,
    aliases: ['oz', 'ozs', 'ounce', 'ounces'],
  },
  {
    symbol: 'lb',
    dimension: 'mass',
    system: 'us',
    toBase: 16 * OZ_G,
    aliases: ['lb', 'lbs', 'pound', 'pounds'],
  },
  ...countUnits([
    // German and French spellings after the English ones: 'Prise', 'Bund', 'Stange', 'Zehe'.
    ['pinch', 'pinches', 'prise', 'prisen'],
    ['dash', 'dashes'],
    ['drop', 'drops'],
    ['splash', 'splashes'],
    ['handful', 'handfuls'],
    ['clove', 'cloves', 'zehe', 'zehen', 'gousse', 'gousses'],
    ['can', 'cans', 'tin', 'tins', 'dose', 'dosen'],
    ['slice', 'slices'],
    ['stick', 'sticks'],
    ['bunch', 'bunches', 'bund', 'bd'],
    [
      'package',
      'packages',
      'pkg',
      'pkgs',
      'pack',
      'packs',
      'packet',
      'packets',
      'packung',
      'pck',
      'päckchen',
    ],
    ['sprig', 'sprigs'],
    ['head', 'heads'],
    ['piece', 'pieces', 'pc', 'pcs'],
    ['jar', 'jars'],
    ['bottle', 'bottles'],
    ['stalk', 'stalks', 'stange', 'stangen'],
    ['rib', 'ribs'],
    ['stem', 'stems'],
    ['sheet', 'sheets'],
    ['envelope', 'envelopes'],
    ['sachet', 'sachets'],
    ['loaf', 'loaves'],
    ['ear', 'ears'],
    ['rasher', 'rashers'],
    ['leaf', 'leaves'],
    ['bag', 'bags'],
    ['box', 'boxes'],
    // A sleeve of crackers, a tube of biscuit dough, a pouch of rice: containers, not the food
    // ('1 sleeve saltines' was one 3 g cracker).
    ['sleeve', 'sleeves'],
    ['pouch', 'pouches'],
    ['tube', 'tubes'],
    ['carton', 'cartons'],
    ['container', 'containers', 'tub', 'tubs'],
    ['block', 'blocks'],
    ['cube', 'cubes'],
    ['knob', 'knobs'],
    ['scoop', 'scoops'],
    ['fillet', 'fillets', 'filet', 'filets'],
    ['strip', 'strips'],
    ['wedge', 'wedges'],
    ['bulb', 'bulbs'],
    ['sprinkle', 'sprinkles'],
    ['recipe', 'recipes'],
    ['batch', 'batches'],
    ['shot', 'shots'],
    ['jigger', 'jiggers'],
    ['square', 'squares'],
    ['rack', 'racks'],
    ['mug', 'mugs', 'mugful', 'mugfuls'],
    ['glass', 'glasses', 'glassful', 'glassfuls'],
    ['punnet', 'punnets'],
    ['chunk', 'chunks'],
    ['dollop', 'dollops'],
    ['ball', 'balls'],
    ['bar', 'bars'],
    ['pot', 'pots'],
    ['pat', 'pats'],
    ['measure', 'measures'],
    ['part', 'parts'],
    // Lengths size a piece ('2 inch piece ginger'). They stay counts of their own, so a
    // shopping list adds inches to inches and never turns a length into a volume.
    ['inch', 'inches', 'in'],
    ['cm', 'cms', 'centimetre', 'centimetres', 'centimeter', 'centimeters'],
    ['mm', 'millimetre', 'millimetres', 'millimeter', 'millimeters'],
  ]),
];

/** Units that measure a length: they size a piece rather than count things. */
const LENGTH_UNITS: ReadonlySet<string> = new Set(['inch', 'cm', 'mm']);

export function isLengthUnit(symbol: string | null): boolean {
  return symbol !== null && LENGTH_UNITS.has(symbol);
}

function countUnits(rows: readonly (readonly [string, ...string[]])[]): UnitDefinition[] {
  return rows.map(([symbol, ...rest]) => ({
    symbol,
    dimension: 'count' as const,
    system: 'none' as const,
    toBase: 1,
    aliases: [symbol, ...rest],
  }));
}

/**
 * Spellings whose case carries meaning: the recipe convention is capital T for a
 * tablespoon and small t for a teaspoon, so these are looked up before lowercasing.
 */
const CASE_SENSITIVE: ReadonlyMap<string, string> = new Map([
  ['T', 'tbsp'],
  ['Tb', 'tbsp'],
  ['TB', 'tbsp'],
  ['t', 'tsp'],
  // German: Esslöffel and Teelöffel, always capitals ('el' and 'tl' are words elsewhere).
  ['EL', 'tbsp'],
  ['TL', 'tsp'],
]);

const BY_ALIAS: ReadonlyMap<string, UnitDefinition> = (() => {
  const map = new Map<string, UnitDefinition>();
  for (const unit of UNITS) {
    for (const alias of unit.aliases) map.set(alias, unit);
  }
  return map;
})();

const BY_SYMBOL: ReadonlyMap<string, UnitDefinition> = new Map(UNITS.map((u) => [u.symbol, u]));

/**
 * The canonical symbol for a written unit ('Tbsp.' -> 'tbsp', 'cups' -> 'cup'), or null
 * when the text is not a unit we know.
 */
export function canonicalUnit(unitText: string): string | null {
  return unitDefinition(unitText)?.symbol ?? null;
}

export function unitDefinition(unitText: string): UnitDefinition | null {
  let text = unitText.trim();
  if (text.endsWith('.')) text = text.slice(0, -1);
  if (text === '') return null;
  const exact = CASE_SENSITIVE.get(text);
  if (exact !== undefined) return BY_SYMBOL.get(exact) ?? null;
  const lower = text.toLowerCase().replace(/\.\s*/g, ' ').replace(/\s+/g, ' ').trim();
  return BY_ALIAS.get(lower) ?? null;
}

export function unitBySymbol(symbol: string): UnitDefinition | null {
  return BY_SYMBOL.get(symbol) ?? null;
}

/**
 * Converts between two units of the same dimension; null when they cannot be compared
 * (cups to grams needs a density we do not have, cans to cloves means nothing).
 */
export function convertQuantity(quantity: number, fromUnit: string, toUnit: string): number | null {
  const from = unitDefinition(fromUnit);
  const to = unitDefinition(toUnit);
  if (from === null || to === null) return null;
  if (from.symbol === to.symbol) return quantity;
  if (from.dimension === 'count' || from.dimension !== to.dimension) return null;
  return (quantity * from.toBase) / to.toBase;
}
