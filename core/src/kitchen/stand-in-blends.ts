/**
 * Foods SR28 lacks that are, by how they are made, a mix of foods it has (decision 044). Each
 * is weighed and counted as that mix, per 100 g, and says so in its name: a cook sees
 * 'Light coconut milk (stand-in: 1/3 canned coconut milk, 2/3 water; SR28 has none)'.
 *
 * Only where the mix is how the food is made and its figures fall within what published
 * sources give; others stay left out and named (042). Ids are six digits from 900001, outside
 * SR28's five-digit numbers, so a cook can choose one for an ingredient like any food.
 */
export type StandInBlend = {
  id: string;
  name: string;
  /** The SR28 rows it is made of, by name, and each one's share of the weight (sum 1). */
  parts: readonly (readonly [sr28Name: string, share: number])[];
  /** Household weights of the mix (a cup, a tablespoon), where its parts' do not tell. */
  weights: readonly (readonly [measure: string, grams: number])[];
  /** The group it is counted in (its main part's). */
  group: string;
  /** Sold in a can ('1 can light coconut milk' is this food, not the full-fat can). */
  isCanned?: boolean;
  /** The names a cook writes for it (cook names, as in cook-names.ts). */
  cookNames: readonly string[];
  /**
   * The SR28 row whose sodium per 100 g it has instead of its parts': a food sold with less
   * salt is the same food but for its salt.
   */
  sodiumFrom?: string;
  /** The share of `sodiumFrom`'s sodium it has (1 when not given). */
  sodiumShare?: number;
  /**
   * The SR28 row this is the low-sodium form of: a line asking for that food with little or
   * no salt ('low-sodium', 'unsalted', 'no salt added') is counted as this one.
   */
  lowSodiumOf?: string;
  /** The same for a line asking for reduced sodium ('reduced-sodium vegetable broth'). */
  reducedSodiumOf?: string;
};

/**
 * A broth sold low in sodium: the ready-to-serve broth with the sodium of SR28's low-sodium
 * canned chicken broth (30 mg per 100 g, 72 mg a cup). A US label may say 'low sodium' only
 * at 140 mg or less a serving (21 CFR 101.61; a cup, 240 ml, for broth), so any low-sodium
 * broth is near that figure whatever it is made from. SR28's own low-sodium row is another
 * sample (2.7 times the kcal and 3 times the protein of its ready-to-serve broth, decision 044),
 * so only its sodium is taken; the salted row gave 2,800 mg a serving of a soup made with
 * 8 cups of low-sodium broth, where the cook's carton gives about 140.
 */
function lowSodiumBroth(id: string, kind: string, broth: string, cup: number): StandInBlend {
  return {
    id,
    name: `${kind} broth, low sodium (stand-in: ready-to-serve ${kind.toLowerCase()} broth with the sodium of SR28's low-sodium chicken broth)`,
    parts: [[broth, 1]],
    // The salted broth's own cup.
    weights: [['cup', cup]],
    group: 'Soups, Sauces, and Gravies',
    sodiumFrom: 'Soup, chicken broth, low sodium, canned',
    lowSodiumOf: broth,
    cookNames: [],
  };
}

export const STAND_IN_BLENDS: readonly StandInBlend[] = [
  {
    // Light coconut milk is canned coconut milk with more water: 'regular coconut milk diluted
    // with water' (thedailymeal.com; ntro.it.com: 'simply a watered-down version'). A cup is
    // given as 151-161 kcal against 445 for full-fat (ntro.it.com), a quarter cup as 40 kcal
    // and 4 g fat against 142 kcal (livestrong.com): a third to 0.36 of the full-fat figure.
    // A third of SR28's canned coconut milk (197 kcal per 100 g) is 66 kcal, 158 a cup; the
    // full-fat row it was counted as is three times that.
    id: '900001',
    name: 'Light coconut milk (stand-in: 1/3 canned coconut milk, 2/3 water; SR28 has none)',
    parts: [
      ['Nuts, coconut milk, canned (liquid expressed from grated meat and water)', 1 / 3],
      ['Beverages, water, tap, drinking', 2 / 3],
    ],
    // A third of SR28's coconut milk cup (226 g) and two thirds of water's (237 g).
    weights: [
      ['cup', 233],
      ['tbsp', 14.6],
    ],
    group: 'Nut and Seed Products',
    isCanned: true,
    cookNames: [
      'light coconut milk',
      'lite coconut milk',
      'reduced fat coconut milk',
      'low fat coconut milk',
      'canned light coconut milk',
    ],
  },
  {
    // Mascarpone is cream thickened with acid and drained of its whey: a cream with less
    // water. Given as 400-442 kcal, 42-47 g fat, 3.6-4.2 g protein and 2.5-4.6 g carbohydrate
    // per 100 g (ntro.it.com's comparison table). Four parts of SR28's heavy cream to one of
    // butter (the cream's own fat) make 415 kcal and 45 g fat, inside those ranges; protein
    // (2.4 g) and carbohydrate (2.2 g) come a little under. SR28's cream cheese, the nearest
    // row, is 350 kcal and 34 g fat.
    id: '900002',
    name: 'Mascarpone (stand-in: 4/5 heavy cream, 1/5 butter; SR28 has none)',
    parts: [
      ['Cream, fluid, heavy whipping', 0.8],
      ['Butter, without salt', 0.2],
    ],
    // Spread by the cup and spoon like SR28's cream cheese (232 g a cup, 14.5 g a tbsp).
    weights: [
      ['cup', 232],
      ['tbsp', 14.5],
    ],
    group: 'Dairy and Egg Products',
    cookNames: ['mascarpone', 'mascarpone cheese', 'italian mascarpone'],
  },
  {
    // Mirin is a sweet rice wine: hon-mirin about 14% alcohol and 40-50% sugar, no salt
    // (royalofjapan.co.jp, a maker's page); the mirin-style seasonings sold in most Western
    // shops are syrup and a little alcohol, as sweet. Three parts of SR28's sake (134 kcal,
    // 16 g alcohol, 5 g carbohydrate per 100 g) to two of sugar make 9.6 g alcohol, 43 g
    // carbohydrate and 235 kcal per 100 g. Japan's food composition tables give hon-mirin
    // about 241 kcal and 43 g carbohydrate (from memory: not checked against a data set here).
    id: '900003',
    name: 'Mirin (stand-in: 3/5 sake, 2/5 sugar; SR28 has none)',
    parts: [
      ['Alcoholic beverage, rice (sake)', 0.6],
      ['Sugars, granulated', 0.4],
    ],
    // A syrup heavier than water: about 1.2 g per ml (a Japanese tablespoon, 15 ml, of mirin is
    // weighed as 18 g in Japanese measuring tables; from memory).
    weights: [
      ['cup', 284],
      ['tbsp', 17.7],
      ['tsp', 5.9],
      ['fl oz', 35.5],
    ],
    group: 'Beverages',
    cookNames: [
      'mirin',
      'hon mirin',
      'aji mirin',
      'mirin seasoning',
      'sweet rice wine',
      'japanese sweet rice wine',
    ],
  },
  {
    // Mixed berries, fresh or frozen (a freezer bag's 'berry medley'): strawberries,
    // raspberries, blueberries and blackberries, in equal parts as those bags mix them. SR28
    // has each berry but no mix, and its nearest names were a berry snack bar and dried goji
    // berries (a cup of frozen berries was 201 g of a cereal bar). Frozen unsweetened berries
    // are the raw fruit frozen (SR28's frozen strawberries: 35 kcal against 32 raw). A cup is
    // the mean of the four berries' SR28 cups (144, 123, 148, 144 g): 140 g.
    id: '900004',
    name: 'Mixed berries (stand-in: equal parts strawberries, raspberries, blueberries, blackberries; SR28 has no mix)',
    parts: [
      ['Strawberries, raw', 0.25],
      ['Raspberries, raw', 0.25],
      ['Blueberries, raw', 0.25],
      ['Blackberries, raw', 0.25],
    ],
    weights: [['cup', 140]],
    group: 'Fruits and Fruit Juices',
    cookNames: [
      'mixed berries',
      'mixed berry',
      'frozen mixed berries',
      'mixed frozen berries',
      'fresh mixed berries',
      'berries',
      'berry',
      'frozen berries',
      'fresh berries',
      'assorted berries',
      'summer berries',
      'berry medley',
      'frozen berry medley',
    ],
  },
  {
    // Panko is bread crumbs made from crustless bread, flaked rather than ground: the same food
    // as dry crumbs, but a cup holds half the weight. US labels give a serving as '1/2 cup
    // (28 g)' (Kikkoman's, from memory: not checked against a data set here) where SR28's dry
    // crumbs are 108 g a cup, so half a cup of panko was counted as 54 g.
    id: '900008',
    name: "Panko (stand-in: dry bread crumbs, at panko's lighter cup; SR28 has none)",
    parts: [['Bread crumbs, dry, grated, plain', 1]],
    weights: [
      ['cup', 56],
      ['tbsp', 3.5],
    ],
    group: 'Baked Products',
    cookNames: [
      'panko',
      'panko breadcrumbs',
      'panko bread crumbs',
      'panko crumbs',
      'japanese breadcrumbs',
      'japanese bread crumbs',
      'japanese panko',
    ],
  },
  {
    // Paneer is milk curdled with acid and pressed, with no salt in the making. Queso blanco,
    // set the same way, has its kcal, protein and fat (decision 042) but a salted cheese's
    // 704 mg of sodium per 100 g: 400 g of paneer in a curry was 2.8 g of sodium. The sodium is
    // that of SR28's whole-milk ricotta (84 mg), another fresh cheese set by heat and acid,
    // which some makers salt lightly: an upper figure for paneer rather than a guess under it.
    id: '900009',
    name: 'Paneer (stand-in: queso blanco with the sodium of whole-milk ricotta; SR28 has none)',
    parts: [['Cheese, white, queso blanco', 1]],
    sodiumFrom: 'Cheese, ricotta, whole milk',
    // Crumbled like queso blanco; cubed, a cup of pressed curd weighs about as much.
    weights: [['cup', 118]],
    group: 'Dairy and Egg Products',
    cookNames: ['paneer', 'paneer cheese', 'panir', 'fresh paneer', 'paneer cubes', 'cubed paneer'],
  },
  lowSodiumBroth('900005', 'Chicken', 'Soup, chicken broth, ready-to-serve', 249),
  lowSodiumBroth('900006', 'Beef', 'Soup, beef broth or bouillon canned, ready-to-serve', 240),
  lowSodiumBroth('900007', 'Vegetable', 'Soup, vegetable broth, ready to serve', 221),
  {
    // SR28 has reduced-sodium chicken and beef broths but no vegetable one, and a 'reduced
    // sodium' line never takes the low-sodium stand-in (decision 044): '4 cups reduced-sodium
    // vegetable broth' counted the salted broth's 2,617 mg. A US label may say 'reduced
    // sodium' only at 25% less sodium than the regular food at least (21 CFR 101.61), so the
    // broth with three quarters of its salt is the most such a carton holds.
    id: '900010',
    name: "Vegetable broth, reduced sodium (stand-in: ready-to-serve vegetable broth with three quarters of its sodium, the most a 'reduced sodium' label allows)",
    parts: [['Soup, vegetable broth, ready to serve', 1]],
    weights: [['cup', 221]],
    group: 'Soups, Sauces, and Gravies',
    sodiumFrom: 'Soup, vegetable broth, ready to serve',
    sodiumShare: 0.75,
    reducedSodiumOf: 'Soup, vegetable broth, ready to serve',
    cookNames: [],
  },
];
