/** The spec's eight allergen groups, in the order the Cautions list shows them. */
export const ALLERGENS = [
  'milk',
  'eggs',
  'fish',
  'shellfish',
  'tree nuts',
  'peanuts',
  'wheat',
  'soy',
] as const;

export type Allergen = (typeof ALLERGENS)[number];

type Rule = {
  /** Whole-word phrases (plural forms written out) that signal the allergen. */
  signals: readonly string[];
  /**
   * Phrases removed before looking for signals: the classic false alarms, such as
   * 'peanut butter' for milk or 'eggplant' for eggs.
   */
  maskedBy: readonly string[];
  /** When any of these appear, the name declares itself free of the allergen. */
  freeOf?: readonly string[];
};

const plural = (...words: string[]): string[] =>
  words.flatMap((w) => {
    if (w.endsWith('y') && !/[aeiou]y$/.test(w)) return [w, `${w.slice(0, -1)}ies`];
    if (/(?:s|sh|ch|x|z)$/.test(w)) return [w, `${w}es`];
    if (w.endsWith('o')) return [w, `${w}s`, `${w}es`];
    return [w, `${w}s`];
  });

const PLANT_MILK_SOURCES =
  'almond|oat|soy|soya|coconut|rice|cashew|hemp|pea|flax|hazelnut|macadamia|walnut|pistachio|quinoa|plant|nut|vegan|dairy free|non dairy|lactose free alternative';

const RULES: Readonly<Record<Allergen, Rule>> = {
  milk: {
    signals: [
      ...plural('milk', 'cream', 'cheese', 'yogurt', 'yoghurt', 'butter', 'dairy'),
      ...plural('buttermilk', 'parmesan', 'parmigiano', 'ghee', 'mozzarella', 'cheddar', 'feta'),
      ...plural('ricotta', 'whey', 'kefir', 'mascarpone', 'brie', 'camembert', 'gouda'),
      ...plural('gruyere', 'pecorino', 'halloumi', 'paneer', 'burrata', 'provolone', 'emmental'),
      ...plural('fromage', 'quark', 'casein', 'lactose', 'custard', 'gelato', 'bechamel'),
      ...plural('buttercream', 'cheesecake'),
      'creme fraiche',
      'half and half',
      'grana padano',
      'ice cream',
    ],
    maskedBy: [
      `(?:${PLANT_MILK_SOURCES}) (?:milk|milks|cream|creams|yogurt|yogurts|yoghurt|butter|cheese|creamer)`,
      'cream of tartar',
      'cocoa butter',
      'cacao butter',
      'shea butter',
      '(?:peanut|almond|cashew|nut|sunflower|seed|apple|pumpkin|pecan|hazelnut|pistachio|macadamia|walnut|soy|sesame) butter',
      'butter (?:bean|beans|lettuce|squash)',
      'cream soda',
      'coconut cream',
      'cream of coconut',
      'cream sherry',
      'milk thistle',
    ],
    freeOf: [
      'dairy free',
      'non dairy',
      'nondairy',
      'vegan',
      'milk free',
      'lactose free',
      'cheese free',
    ],
  },
  eggs: {
    signals: [
      ...plural('egg', 'mayonnaise', 'mayo', 'meringue', 'aioli', 'eggnog'),
      'egg yolk',
      'egg white',
    ],
    maskedBy: ['egg replacer', 'egg substitute'],
    freeOf: ['egg free', 'eggless', 'vegan'],
  },
  fish: {
    signals: [
      ...plural('fish', 'salmon', 'tuna', 'cod', 'anchovy', 'trout', 'tilapia', 'halibut'),
      ...plural('sardine', 'mackerel', 'haddock', 'snapper', 'swordfish', 'herring', 'catfish'),
      ...plural('pollock', 'grouper', 'branzino', 'monkfish', 'mahi', 'sea bass', 'bonito'),
      ...plural('pilchard', 'flounder', 'hake', 'turbot', 'whitefish', 'barramundi', 'bream'),
      'fish sauce',
      'worcestershire',
      'dashi',
      'caviar',
      'roe',
      'surimi',
    ],
    maskedBy: [],
    freeOf: ['fish free', 'vegan'],
  },
  shellfish: {
    signals: [
      ...plural('shrimp', 'crab', 'lobster', 'shellfish', 'prawn', 'scallop', 'mussel', 'clam'),
      ...plural('oyster', 'crawfish', 'crayfish', 'langoustine', 'krill', 'crawdad', 'cockle'),
      ...plural('whelk', 'winkle', 'abalone', 'conch', 'scampi'),
      'oyster sauce',
    ],
    maskedBy: ['crab apple', 'crab apples', 'oyster mushroom', 'oyster mushrooms'],
    freeOf: ['shellfish free', 'vegan'],
  },
  'tree nuts': {
    signals: [
      ...plural('almond', 'cashew', 'walnut', 'pecan', 'nut', 'hazelnut', 'pistachio'),
      ...plural('macadamia', 'brazil nut', 'pine nut', 'filbert', 'chestnut', 'praline'),
      'marzipan',
      'frangipane',
      'nutella',
      'gianduja',
      'pignoli',
      'pinoli',
    ],
    // Whole-word matching already keeps nutmeg, butternut, coconut and peanut apart.
    maskedBy: ['water chestnut', 'water chestnuts'],
    freeOf: ['nut free', 'tree nut free'],
  },
  peanuts: {
    signals: [...plural('peanut', 'groundnut'), 'satay', 'arachis'],
    maskedBy: [],
    freeOf: ['peanut free'],
  },
  wheat: {
    signals: [
      ...plural('wheat', 'flour', 'bread', 'pasta', 'couscous', 'semolina', 'bulgur', 'bulghur'),
      ...plural('spelt', 'noodle', 'spaghetti', 'breadcrumb', 'panko', 'seitan', 'farro', 'durum'),
      ...plural('orzo', 'macaroni', 'penne', 'fettuccine', 'linguine', 'lasagna', 'lasagne'),
      ...plural('rigatoni', 'tortellini', 'ravioli', 'fusilli', 'tagliatelle', 'pappardelle'),
      ...plural('gnocchi', 'cracker', 'pita', 'pitta', 'baguette', 'brioche', 'croissant'),
      ...plural('crouton', 'pastry', 'phyllo', 'filo', 'bun', 'bagel', 'udon', 'ramen', 'freekeh'),
      ...plural('kamut', 'einkorn', 'emmer', 'matzo', 'naan', 'ciabatta', 'focaccia'),
      ...plural('flatbread', 'shortbread', 'gingerbread', 'breadstick', 'flour tortilla'),
      'soy sauce',
      'shoyu',
      'bread crumb',
      'bread crumbs',
      'pie crust',
      'graham cracker',
    ],
    maskedBy: [
      '(?:rice|almond|coconut|corn|chickpea|gram|oat|tapioca|potato|cassava|buckwheat|millet|sorghum|teff|quinoa|chestnut|banana|arrowroot|soy|soya|lentil|pea|bean|nut|hazelnut|cricket|maize|masa|rye|barley|amaranth|sweet potato|gluten free) (?:flour|flours|noodle|noodles|pasta|pastas|bread|breads|crumbs|breadcrumbs|crackers?|wraps?|tortillas?|spaghetti)',
      '(?:glass|cellophane|bean thread|shirataki|kelp|zucchini|zoodle|vermicelli rice|sweet potato|konjac|mung bean) noodles?',
      'spaghetti squash',
    ],
    freeOf: ['gluten free', 'wheat free'],
  },
  soy: {
    signals: [
      ...plural('soy', 'soya', 'tofu', 'edamame', 'soybean', 'soyabean', 'miso', 'tempeh'),
      'soy sauce',
      'tamari',
      'shoyu',
      'natto',
    ],
    maskedBy: [],
    freeOf: ['soy free'],
  },
};

function normalise(name: string): string {
  return ` ${name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

function wordsPattern(phrases: readonly string[]): RegExp {
  // An empty alternation would match everywhere; nothing to mask means match nothing.
  if (phrases.length === 0) return /(?!)/g;
  const body = phrases.map((p) => p.replace(/ /g, ' +')).join('|');
  return new RegExp(`(?<= )(?:${body})(?= )`, 'g');
}

type CompiledRule = { allergen: Allergen; signals: RegExp; mask: RegExp; freeOf: RegExp | null };

const COMPILED: readonly CompiledRule[] = ALLERGENS.map((allergen) => {
  const rule = RULES[allergen];
  return {
    allergen,
    signals: wordsPattern(rule.signals),
    mask: wordsPattern(rule.maskedBy),
    freeOf: rule.freeOf === undefined ? null : wordsPattern(rule.freeOf),
  };
});

/** Allergens one ingredient name signals. */
export function allergensIn(name: string): Allergen[] {
  const text = normalise(name);
  if (text.trim() === '') return [];
  const found: Allergen[] = [];
  for (const rule of COMPILED) {
    rule.mask.lastIndex = 0;
    // Masks become spaces, so the words around them still stand alone.
    const masked = text.replace(rule.mask, (m) => ' '.repeat(m.length));
    if (rule.freeOf !== null) {
      rule.freeOf.lastIndex = 0;
      if (rule.freeOf.test(text)) continue;
    }
    rule.signals.lastIndex = 0;
    if (rule.signals.test(masked)) found.push(rule.allergen);
  }
  return found;
}

/**
 * The spec's allergen cautions for a meal: keyword groups matched as whole words, with
 * the classic false alarms removed and common missing keywords added. Returned in the
 * fixed order of ALLERGENS, each at most once.
 */
export function detectAllergens(ingredientNames: readonly string[]): Allergen[] {
  const present = new Set<Allergen>();
  for (const name of ingredientNames) {
    if (typeof name !== 'string') continue;
    for (const allergen of allergensIn(name)) present.add(allergen);
  }
  return ALLERGENS.filter((a) => present.has(a));
}
