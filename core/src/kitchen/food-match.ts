import { type Food, type FoodTable, wordsOf } from './food-table.ts';

/**
 * What a cook calls a food, and the USDA row it means. The food names are exact SR28 names;
 * an entry whose food is not in the table is skipped. These are the everyday pantry names
 * where the word-by-word match would pick a rarer row ('butter' -> 'Butter oil', 'flour' ->
 * a speciality flour, 'sugar' -> 'Sugars, brown').
 */
const COOK_NAMES: Readonly<Record<string, string>> = {
  salt: 'Salt, table',
  'salt and pepper': 'Salt, table',
  'salt and black pepper': 'Salt, table',
  'black pepper': 'Spices, pepper, black',
  pepper: 'Spices, pepper, black',
  'ground pepper': 'Spices, pepper, black',
  peppercorn: 'Spices, pepper, black',
  'black peppercorn': 'Spices, pepper, black',
  'ground mustard': 'Spices, mustard seed, ground',
  'dry mustard': 'Spices, mustard seed, ground',
  'mustard powder': 'Spices, mustard seed, ground',
  'mustard seed': 'Spices, mustard seed, ground',
  clove: 'Spices, cloves, ground',
  'whole clove': 'Spices, cloves, ground',
  'pepper flake': 'Spices, pepper, red or cayenne',
  'chili pepper flake': 'Spices, pepper, red or cayenne',
  'crushed red pepper': 'Spices, pepper, red or cayenne',
  'sun dried tomato': 'Tomatoes, sun-dried, packed in oil, drained',
  'white pepper': 'Spices, pepper, white',
  'cayenne pepper': 'Spices, pepper, red or cayenne',
  cayenne: 'Spices, pepper, red or cayenne',
  'red pepper flake': 'Spices, pepper, red or cayenne',
  'chili flake': 'Spices, pepper, red or cayenne',
  sugar: 'Sugars, granulated',
  'granulated sugar': 'Sugars, granulated',
  'caster sugar': 'Sugars, granulated',
  'superfine sugar': 'Sugars, granulated',
  'cane sugar': 'Sugars, granulated',
  'brown sugar': 'Sugars, brown',
  'light brown sugar': 'Sugars, brown',
  'dark brown sugar': 'Sugars, brown',
  'powdered sugar': 'Sugars, powdered',
  'confectioners sugar': 'Sugars, powdered',
  'icing sugar': 'Sugars, powdered',
  flour: 'Wheat flour, white, all-purpose, enriched, bleached',
  'all purpose flour': 'Wheat flour, white, all-purpose, enriched, bleached',
  maida: 'Wheat flour, white, all-purpose, enriched, bleached',
  'plain flour': 'Wheat flour, white, all-purpose, enriched, bleached',
  'unbleached all purpose flour': 'Wheat flour, white, all-purpose, enriched, unbleached',
  'self rising flour': 'Wheat flour, white, all-purpose, self-rising, enriched',
  'self raising flour': 'Wheat flour, white, all-purpose, self-rising, enriched',
  'bread flour': 'Wheat flour, white, bread, enriched',
  'whole wheat flour': 'Wheat flour, whole-grain',
  cornflour: 'Cornstarch',
  cornstarch: 'Cornstarch',
  'corn starch': 'Cornstarch',
  butter: 'Butter, without salt',
  'unsalted butter': 'Butter, without salt',
  'salted butter': 'Butter, salted',
  oil: 'Oil, soybean, salad or cooking',
  'vegetable oil': 'Oil, soybean, salad or cooking',
  'neutral oil': 'Oil, canola',
  'cooking oil': 'Oil, soybean, salad or cooking',
  'canola oil': 'Oil, canola',
  'rapeseed oil': 'Oil, canola',
  'olive oil': 'Oil, olive, salad or cooking',
  'sesame oil': 'Oil, sesame, salad or cooking',
  'coconut oil': 'Oil, coconut',
  'sunflower oil': 'Oil, sunflower, linoleic (less than 60%)',
  'peanut oil': 'Oil, peanut, salad or cooking',
  'cooking spray': 'Oil, canola',
  egg: 'Egg, whole, raw, fresh',
  'egg yolk': 'Egg, yolk, raw, fresh',
  'egg white': 'Egg, white, raw, fresh',
  onion: 'Onions, raw',
  'yellow onion': 'Onions, raw',
  'white onion': 'Onions, raw',
  'red onion': 'Onions, raw',
  'brown onion': 'Onions, raw',
  'sweet onion': 'Onions, raw',
  'green onion': 'Onions, spring or scallions (includes tops and bulb), raw',
  'spring onion': 'Onions, spring or scallions (includes tops and bulb), raw',
  scallion: 'Onions, spring or scallions (includes tops and bulb), raw',
  shallot: 'Shallots, raw',
  garlic: 'Garlic, raw',
  'garlic clove': 'Garlic, raw',
  'garlic powder': 'Spices, garlic powder',
  'onion powder': 'Spices, onion powder',
  ginger: 'Ginger root, raw',
  'ginger root': 'Ginger root, raw',
  'ground ginger': 'Spices, ginger, ground',
  carrot: 'Carrots, raw',
  celery: 'Celery, raw',
  'celery stalk': 'Celery, raw',
  potato: 'Potatoes, white, flesh and skin, raw',
  'baking potato': 'Potatoes, russet, flesh and skin, raw',
  'russet potato': 'Potatoes, russet, flesh and skin, raw',
  tomato: 'Tomatoes, red, ripe, raw, year round average',
  'roma tomato': 'Tomatoes, red, ripe, raw, year round average',
  'cherry tomato': 'Tomatoes, red, ripe, raw, year round average',
  'grape tomato': 'Tomatoes, red, ripe, raw, year round average',
  'tomato paste': 'Tomato products, canned, paste, without salt added',
  'tomato puree': 'Tomato products, canned, puree, without salt added',
  'tomato sauce': 'Tomato products, canned, sauce',
  'canned tomato': 'Tomatoes, red, ripe, canned, packed in tomato juice',
  'whole tomato': 'Tomatoes, red, ripe, canned, packed in tomato juice',
  'crushed tomato': 'Tomatoes, red, ripe, canned, packed in tomato juice',
  'diced tomato': 'Tomatoes, red, ripe, canned, packed in tomato juice',
  'chopped tomato': 'Tomatoes, red, ripe, canned, packed in tomato juice',
  'marinara sauce': 'Sauce, pasta, spaghetti/marinara, ready-to-serve',
  'pasta sauce': 'Sauce, pasta, spaghetti/marinara, ready-to-serve',
  ketchup: 'Catsup',
  milk: 'Milk, whole, 3.25% milkfat, with added vitamin D',
  'whole milk': 'Milk, whole, 3.25% milkfat, with added vitamin D',
  'skim milk': 'Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)',
  'heavy cream': 'Cream, fluid, heavy whipping',
  'heavy whipping cream': 'Cream, fluid, heavy whipping',
  'whipping cream': 'Cream, fluid, heavy whipping',
  'double cream': 'Cream, fluid, heavy whipping',
  cream: 'Cream, fluid, heavy whipping',
  'single cream': 'Cream, fluid, light (coffee cream or table cream)',
  'light cream': 'Cream, fluid, light (coffee cream or table cream)',
  'half and half': 'Cream, fluid, half and half',
  'sour cream': 'Cream, sour, cultured',
  'creme fraiche': 'Cream, sour, cultured',
  'crème fraîche': 'Cream, sour, cultured',
  yogurt: 'Yogurt, plain, whole milk, 8 grams protein per 8 ounce',
  yoghurt: 'Yogurt, plain, whole milk, 8 grams protein per 8 ounce',
  'plain yogurt': 'Yogurt, plain, whole milk, 8 grams protein per 8 ounce',
  'greek yogurt': 'Yogurt, Greek, plain, whole milk',
  'cream cheese': 'Cheese, cream',
  parmesan: 'Cheese, parmesan, grated',
  'parmesan cheese': 'Cheese, parmesan, grated',
  parmigiano: 'Cheese, parmesan, hard',
  'parmigiano reggiano': 'Cheese, parmesan, hard',
  'pecorino romano': 'Cheese, romano',
  'pecorino romano cheese': 'Cheese, romano',
  'cheddar cheese': 'Cheese, cheddar',
  cheddar: 'Cheese, cheddar',
  'white cheddar': 'Cheese, cheddar',
  mozzarella: 'Cheese, mozzarella, whole milk',
  'mozzarella cheese': 'Cheese, mozzarella, whole milk',
  'feta cheese': 'Cheese, feta',
  feta: 'Cheese, feta',
  ricotta: 'Cheese, ricotta, whole milk',
  'ricotta cheese': 'Cheese, ricotta, whole milk',
  'goat cheese': 'Cheese, goat, soft type',
  'swiss cheese': 'Cheese, swiss',
  water: 'Beverages, water, tap, drinking',
  'tap water': 'Beverages, water, tap, drinking',
  ice: 'Beverages, water, tap, drinking',
  'baking powder': 'Leavening agents, baking powder, double-acting, sodium aluminum sulfate',
  'baking soda': 'Leavening agents, baking soda',
  'bicarbonate of soda': 'Leavening agents, baking soda',
  yeast: "Leavening agents, yeast, baker's, active dry",
  'active dry yeast': "Leavening agents, yeast, baker's, active dry",
  'instant yeast': "Leavening agents, yeast, baker's, active dry",
  'vanilla extract': 'Vanilla extract',
  vanilla: 'Vanilla extract',
  'almond extract': 'Vanilla extract',
  honey: 'Honey',
  'maple syrup': 'Syrups, maple',
  molasses: 'Molasses',
  'soy sauce': 'Soy sauce made from soy and wheat (shoyu)',
  'light soy sauce': 'Soy sauce made from soy and wheat (shoyu)',
  'dark soy sauce': 'Soy sauce made from soy and wheat (shoyu)',
  tamari: 'Soy sauce made from soy (tamari)',
  'fish sauce': 'Sauce, fish, ready-to-serve',
  'oyster sauce': 'Sauce, oyster, ready-to-serve',
  'hoisin sauce': 'Sauce, hoisin, ready-to-serve',
  'hot sauce': 'Sauce, ready-to-serve, pepper or hot',
  sriracha: 'Sauce, hot chile, sriracha',
  'barbecue sauce': 'Sauce, barbecue',
  'bbq sauce': 'Sauce, barbecue',
  mayonnaise: 'Salad dressing, mayonnaise, regular',
  mayo: 'Salad dressing, mayonnaise, regular',
  mustard: 'Mustard, prepared, yellow',
  'dijon mustard': 'Mustard, prepared, yellow',
  'whole grain mustard': 'Mustard, prepared, yellow',
  vinegar: 'Vinegar, distilled',
  'white vinegar': 'Vinegar, distilled',
  'rice vinegar': 'Vinegar, distilled',
  'apple cider vinegar': 'Vinegar, cider',
  'cider vinegar': 'Vinegar, cider',
  'red wine vinegar': 'Vinegar, red wine',
  'white wine vinegar': 'Vinegar, red wine',
  'balsamic vinegar': 'Vinegar, balsamic',
  'lemon juice': 'Lemon juice, raw',
  'lime juice': 'Lime juice, raw',
  'orange juice': 'Orange juice, raw',
  lemon: 'Lemons, raw, without peel',
  lime: 'Limes, raw',
  orange: 'Oranges, raw, all commercial varieties',
  apple: 'Apples, raw, with skin',
  banana: 'Bananas, raw',
  avocado: 'Avocados, raw, all commercial varieties',
  parsley: 'Parsley, fresh',
  'flat leaf parsley': 'Parsley, fresh',
  'italian parsley': 'Parsley, fresh',
  cilantro: 'Coriander (cilantro) leaves, raw',
  coriander: 'Coriander (cilantro) leaves, raw',
  'coriander powder': 'Spices, coriander seed',
  'ground coriander': 'Spices, coriander seed',
  basil: 'Basil, fresh',
  'basil leaf': 'Basil, fresh',
  mint: 'Spearmint, fresh',
  'mint leaf': 'Spearmint, fresh',
  thyme: 'Thyme, fresh',
  rosemary: 'Rosemary, fresh',
  dill: 'Dill weed, fresh',
  chive: 'Chives, raw',
  oregano: 'Spices, oregano, dried',
  'dried oregano': 'Spices, oregano, dried',
  'italian seasoning': 'Spices, oregano, dried',
  'bay leaf': 'Spices, bay leaf',
  cinnamon: 'Spices, cinnamon, ground',
  'ground cinnamon': 'Spices, cinnamon, ground',
  'cinnamon stick': 'Spices, cinnamon, ground',
  nutmeg: 'Spices, nutmeg, ground',
  cumin: 'Spices, cumin seed',
  'ground cumin': 'Spices, cumin seed',
  'cumin seed': 'Spices, cumin seed',
  paprika: 'Spices, paprika',
  'smoked paprika': 'Spices, paprika',
  'chili powder': 'Spices, chili powder',
  'chilli powder': 'Spices, chili powder',
  'curry powder': 'Spices, curry powder',
  turmeric: 'Spices, turmeric, ground',
  'garam masala': 'Spices, curry powder',
  'ground beef': 'Beef, ground, 85% lean meat / 15% fat, raw',
  'minced beef': 'Beef, ground, 85% lean meat / 15% fat, raw',
  'beef mince': 'Beef, ground, 85% lean meat / 15% fat, raw',
  'lean ground beef': 'Beef, ground, 90% lean meat / 10% fat, raw',
  'ground pork': 'Pork, fresh, ground, raw',
  'pork mince': 'Pork, fresh, ground, raw',
  'minced pork': 'Pork, fresh, ground, raw',
  'ground chicken': 'Chicken, ground, raw',
  'ground turkey': 'Ground turkey, raw',
  'chicken breast': 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
  'chicken breast fillet': 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
  'chicken thigh': 'Chicken, broilers or fryers, dark meat, thigh, meat only, raw',
  'chicken wing': 'Chicken, broilers or fryers, wing, meat and skin, raw',
  'chicken drumstick': 'Chicken, broilers or fryers, drumstick, meat and skin, raw',
  chicken: 'Chicken, broilers or fryers, meat and skin, raw',
  'whole chicken': 'Chicken, broilers or fryers, meat and skin, raw',
  bacon: 'Pork, cured, bacon, unprepared',
  'chicken broth': 'Soup, chicken broth, ready-to-serve',
  // Most cooks pour stock from a carton: the ready-to-serve broth, not SR28's home-made stock.
  'chicken stock': 'Soup, chicken broth, ready-to-serve',
  'beef broth': 'Soup, beef broth or bouillon canned, ready-to-serve',
  'beef stock': 'Soup, beef broth or bouillon canned, ready-to-serve',
  'vegetable broth': 'Soup, vegetable broth, ready to serve',
  'vegetable stock': 'Soup, vegetable broth, ready to serve',
  stock: 'Soup, chicken broth, ready-to-serve',
  broth: 'Soup, chicken broth, ready-to-serve',
  'bouillon cube': 'Soup, bouillon cubes and granules, low sodium, dry',
  rice: 'Rice, white, long-grain, regular, raw, enriched',
  'white rice': 'Rice, white, long-grain, regular, raw, enriched',
  'long grain rice': 'Rice, white, long-grain, regular, raw, enriched',
  'basmati rice': 'Rice, white, long-grain, regular, raw, enriched',
  'jasmine rice': 'Rice, white, long-grain, regular, raw, enriched',
  'brown rice': 'Rice, brown, long-grain, raw',
  'cooked rice': 'Rice, white, long-grain, regular, enriched, cooked',
  pasta: 'Pasta, dry, enriched',
  spaghetti: 'Pasta, dry, enriched',
  penne: 'Pasta, dry, enriched',
  macaroni: 'Pasta, dry, enriched',
  'lasagna noodle': 'Pasta, dry, enriched',
  'egg noodle': 'Noodles, egg, dry, enriched',
  noodle: 'Noodles, egg, dry, enriched',
  oat: 'Oats',
  'rolled oat': 'Oats',
  oatmeal: 'Oats',
  breadcrumb: 'Bread crumbs, dry, grated, plain',
  'bread crumb': 'Bread crumbs, dry, grated, plain',
  panko: 'Bread crumbs, dry, grated, plain',
  bun: 'Rolls, hamburger or hotdog, plain',
  'burger bun': 'Rolls, hamburger or hotdog, plain',
  'hamburger bun': 'Rolls, hamburger or hotdog, plain',
  'hot dog bun': 'Rolls, hamburger or hotdog, plain',
  bread: 'Bread, white, commercially prepared (includes soft bread crumbs)',
  tortilla: 'Tortillas, ready-to-bake or -fry, flour, refrigerated',
  'flour tortilla': 'Tortillas, ready-to-bake or -fry, flour, refrigerated',
  'corn tortilla': 'Tortillas, ready-to-bake or -fry, corn',
  'white wine': 'Alcoholic beverage, wine, table, white',
  'dry white wine': 'Alcoholic beverage, wine, table, white',
  'red wine': 'Alcoholic beverage, wine, table, red',
  wine: 'Alcoholic beverage, wine, table, all',
  'coconut milk': 'Nuts, coconut milk, canned (liquid expressed from grated meat and water)',
  'peanut butter': 'Peanut butter, smooth style, without salt',
  'chocolate chip': 'Candies, semisweet chocolate',
  'semisweet chocolate chip': 'Candies, semisweet chocolate',
  'semisweet chocolate': 'Candies, semisweet chocolate',
  'dark chocolate': 'Chocolate, dark, 60-69% cacao solids',
  'cocoa powder': 'Cocoa, dry powder, unsweetened',
  cocoa: 'Cocoa, dry powder, unsweetened',
  'sweetened condensed milk': 'Milk, canned, condensed, sweetened',
  'condensed milk': 'Milk, canned, condensed, sweetened',
  'evaporated milk': 'Milk, canned, evaporated, without added vitamin A and vitamin D',
  spinach: 'Spinach, raw',
  'baby spinach': 'Spinach, raw',
  broccoli: 'Broccoli, raw',
  'broccoli floret': 'Broccoli, raw',
  cauliflower: 'Cauliflower, raw',
  zucchini: 'Squash, summer, zucchini, includes skin, raw',
  courgette: 'Squash, summer, zucchini, includes skin, raw',
  mushroom: 'Mushrooms, white, raw',
  'button mushroom': 'Mushrooms, white, raw',
  'bell pepper': 'Peppers, sweet, red, raw',
  capsicum: 'Peppers, sweet, red, raw',
  'red capsicum': 'Peppers, sweet, red, raw',
  'green capsicum': 'Peppers, sweet, green, raw',
  'red bell pepper': 'Peppers, sweet, red, raw',
  'green bell pepper': 'Peppers, sweet, green, raw',
  'red pepper': 'Peppers, sweet, red, raw',
  'green pepper': 'Peppers, sweet, green, raw',
  jalapeno: 'Peppers, jalapeno, raw',
  jalapeño: 'Peppers, jalapeno, raw',
  'jalapeno pepper': 'Peppers, jalapeno, raw',
  corn: 'Corn, sweet, yellow, raw',
  'corn kernel': 'Corn, sweet, yellow, raw',
  pea: 'Peas, green, frozen, unprepared',
  'frozen pea': 'Peas, green, frozen, unprepared',
  cucumber: 'Cucumber, with peel, raw',
  lettuce: 'Lettuce, iceberg (includes crisphead types), raw',
  cabbage: 'Cabbage, raw',
  'sweet potato': 'Sweet potato, raw, unprepared',
  almond: 'Nuts, almonds',
  walnut: 'Nuts, walnuts, english',
  pecan: 'Nuts, pecans',
  cashew: 'Nuts, cashew nuts, raw',
  'raw cashew': 'Nuts, cashew nuts, raw',
  peanut: 'Peanuts, all types, raw',
  'sesame seed': 'Seeds, sesame seeds, whole, dried',
  tahini: 'Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type)',
  raisin: 'Raisins, seedless',
  tofu: 'Tofu, firm, prepared with calcium sulfate and magnesium chloride (nigari)',
  'firm tofu': 'Tofu, firm, prepared with calcium sulfate and magnesium chloride (nigari)',
  lentil: 'Lentils, raw',
  shrimp: 'Crustaceans, shrimp, raw (not previously frozen)',
  prawn: 'Crustaceans, shrimp, raw (not previously frozen)',
  salmon: 'Fish, salmon, Atlantic, farmed, raw',
  'salmon fillet': 'Fish, salmon, Atlantic, farmed, raw',
  strawberry: 'Strawberries, raw',
  blueberry: 'Blueberries, raw',
  gelatin: 'Gelatins, dry powder, unsweetened',
  'pumpkin puree': 'Pumpkin, canned, without salt',
  'corn syrup': 'Syrups, corn, light',
  'light corn syrup': 'Syrups, corn, light',
  'golden syrup': 'Syrups, corn, light',
  nutella: 'Chocolate-flavored hazelnut spread',
};

/**
 * Words that say which kind or quality, not which food ('kosher salt' is salt, 'ripe
 * avocado' an avocado). Dropped when the whole name is not itself a known name.
 */
const QUALIFIERS = new Set([
  'fresh',
  'freshly',
  'organic',
  'large',
  'medium',
  'small',
  'extra',
  'virgin',
  'good',
  'quality',
  'best',
  'homemade',
  'store',
  'bought',
  'storebought',
  'ripe',
  'boneless',
  'skinless',
  'pure',
  'kosher',
  'sea',
  'table',
  'fine',
  'coarse',
  'flaky',
  'grain',
  'iodized',
  'crystal',
  'diamond',
  'morton',
  'cold',
  'hot',
  'warm',
  'lukewarm',
  'boiling',
  'room',
  'temperature',
  'full',
  'low',
  'reduced',
  'sodium',
  'unsweetened',
  'sweetened',
  'natural',
  'raw',
  'whole',
  'free',
  'range',
  'cage',
  'pasture',
  'raised',
  'grass',
  'fed',
  'wild',
  'baby',
  'mini',
  'jumbo',
  'unseasoned',
  'seasoned',
  'plain',
  'regular',
  'optional',
  'leaf',
  'sprig',
  'dried',
  'frozen',
  'canned',
  'tinned',
  'of',
  'choice',
  'your',
  'favorite',
  'favourite',
  'a',
  'an',
  'the',
  'some',
  'tender',
  'stem',
  'packed',
  'firmly',
  'lightly',
  'semi',
  'pearled',
  'jarred',
  'meat',
  'fat',
  'can',
  'jar',
]);

const COOKED_WORDS = new Set([
  'cooked',
  'leftover',
  'boiled',
  'roasted',
  'grilled',
  'baked',
  'steamed',
  'fried',
  'toasted',
  'rotisserie',
]);

/** Words the table spells another way. */
const SAME_WORD: Readonly<Record<string, string>> = {
  chile: 'pepper',
  chili: 'pepper',
  chilli: 'pepper',
  capsicum: 'pepper',
  courgette: 'zucchini',
  aubergine: 'eggplant',
  prawn: 'shrimp',
  coriander: 'cilantro',
  mince: 'ground',
};

/** Words for the shape a food comes in, not the food ('manicotti pasta tubes'). */
const SHAPES = new Set([
  'tube',
  'sheet',
  'piece',
  'strip',
  'cube',
  'chunk',
  'ball',
  'round',
  'ring',
  'stick',
  'shred',
  'slice',
  'noodle',
  'floret',
  'spear',
  'wedge',
]);

/** Legumes bought ready to eat unless the line says dried: 'a cup of chickpeas'. */
const LEGUMES = 'Legumes and Legume Products';

/** What a food is packed in is not the food: 'sun-dried tomatoes in oil', 'tuna in water'. */
const PACKING =
  /\s+(?:packed\s+)?(?:in|with)\s+(?:(?:its|their)\s+own\s+)?(?:olive\s+)?(?:oil|water|brine|juice|syrup|sauce)\b.*$/i;

const MAX_REMEMBERED_MATCHES = 20_000;

export type MatchHints = {
  /** 'a can of', 'canned', 'tinned': the canned row, drained where the table has it. */
  isCanned?: boolean;
};

function cookKey(words: readonly string[]): string {
  return words.join(' ');
}

function resolveCookNames(table: FoodTable): Map<string, Food> {
  const byName = new Map(table.foods.map((f) => [f.name, f]));
  const resolved = new Map<string, Food>();
  for (const [cook, usda] of Object.entries(COOK_NAMES)) {
    const food = byName.get(usda);
    if (food) resolved.set(cookKey(wordsOf(cook)), food);
  }
  return resolved;
}

const cookNamesByTable = new WeakMap<FoodTable, Map<string, Food>>();

function cookNames(table: FoodTable): Map<string, Food> {
  let names = cookNamesByTable.get(table);
  if (!names) {
    names = resolveCookNames(table);
    cookNamesByTable.set(table, names);
  }
  return names;
}

/**
 * The food an ingredient name means, or null. Known cook names first (whole, then without
 * its qualifiers, then its last words), then the best word-by-word match: every word of
 * the name found in the food, the food's own first word among them, plain raw foods before
 * cooked, canned or speciality rows.
 */
export function matchFood(table: FoodTable, name: string, hints: MatchHints = {}): Food | null {
  // Numbers left in a name ('1:1:1* sugar') and brand marks say nothing about the food.
  const words = wordsOf(name.replace(/[™®©]/g, '').replace(PACKING, '')).filter(
    (w) => !/^\d+$/.test(w),
  );
  const key = `${hints.isCanned ? 'c:' : ''}${cookKey(words)}`;
  const known = table.matches.get(key);
  if (known !== undefined) return known;
  // 'swiss or gruyere cheese': the first choice, before a loose match on the whole phrase.
  const found = words.includes('or')
    ? (alternativeOrShorter(table, words, hints) ?? findFood(table, words, hints))
    : (findFood(table, words, hints) ?? alternativeOrShorter(table, words, hints));
  // The server keeps one table for every cook's names: bounded, so odd names cannot pile up.
  if (table.matches.size >= MAX_REMEMBERED_MATCHES) table.matches.clear();
  table.matches.set(key, found);
  return found;
}

/**
 * Last tries for a name nothing matched: 'swiss or gruyere cheese' as its first choice with
 * the shared noun ('swiss cheese'), then either choice alone; 'manicotti pasta tubes' without
 * its shape word ('manicotti pasta').
 */
function alternativeOrShorter(
  table: FoodTable,
  words: readonly string[],
  hints: MatchHints,
): Food | null {
  const or = words.indexOf('or');
  if (or > 0 && or < words.length - 1) {
    const first = words.slice(0, or);
    const second = words.slice(or + 1);
    const head = second[second.length - 1] ?? '';
    const tries =
      first.length === 1 && second.length > 1 ? [[...first, head], first, second] : [first, second];
    for (const attempt of tries) {
      const food = findFood(table, attempt, hints);
      if (food) return food;
    }
    return null;
  }
  const last = words[words.length - 1] ?? '';
  return words.length > 1 && SHAPES.has(last) ? findFood(table, words.slice(0, -1), hints) : null;
}

function findFood(table: FoodTable, words: readonly string[], hints: MatchHints): Food | null {
  if (words.length === 0) return null;
  const names = cookNames(table);
  const wantsCanned =
    hints.isCanned === true || words.includes('canned') || words.includes('tinned');
  const wantsCooked = words.some((w) => COOKED_WORDS.has(w));
  const core = words.filter((w) => !QUALIFIERS.has(w) && !COOKED_WORDS.has(w));

  // 'cooked rice' is a name of its own; 'canned chickpeas' is the chickpea, canned.
  const direct = names.get(cookKey(words));
  if (direct && !wantsCanned) return direct;
  if (core.length > 0 && !wantsCooked) {
    const plain = names.get(cookKey(core));
    if (plain && !wantsCanned) return plain;
    // 'a can of coconut milk': the canned row of the same food, else the food itself.
    if (plain) return cannedOf(table, plain) ?? plain;
  }
  const wants: Wants = { wantsCanned, wantsCooked, wants: new Set(words) };
  // 'serrano chile' is SR28's 'Peppers, serrano': a chile is a pepper to the table.
  const byWords = bestByWords(
    table,
    (core.length > 0 ? core : words).map((w) => SAME_WORD[w] ?? w),
    wants,
  );
  if (byWords?.isWhole) return byWords.food;
  // 'diamond crystal kosher salt', 'cremini mushrooms': the last words name the food and the
  // first ones a kind the table does not tell apart.
  if (!wantsCanned) {
    for (let start = 1; start < core.length; start += 1) {
      const tail = names.get(cookKey(core.slice(start)));
      if (tail) return tail;
    }
  }
  return byWords?.food ?? null;
}

/** The canned row of a food ('Nuts, coconut milk, canned'), drained where there is one. */
function cannedOf(table: FoodTable, food: Food): Food | null {
  if (food.isCanned) return food;
  const head = [...food.headWords];
  const last = head[head.length - 1];
  if (last === undefined) return null;
  const canned = (table.byWord.get(last) ?? []).filter(
    (f) => f.isCanned && head.every((w) => f.headWords.has(w)) && f.dryForm === null,
  );
  canned.sort(
    (a, b) => Number(b.isDrained) - Number(a.isDrained) || a.extraWordCount - b.extraWordCount,
  );
  return canned[0] ?? null;
}

/** Every cook name whose USDA food is missing from the table (a renamed or dropped row). */
export function unresolvedCookNames(table: FoodTable): string[] {
  const names = new Set(table.foods.map((f) => f.name));
  return Object.entries(COOK_NAMES)
    .filter(([, usda]) => !names.has(usda))
    .map(([cook]) => cook);
}

type Wants = { wantsCanned: boolean; wantsCooked: boolean; wants: ReadonlySet<string> };

/** The best food by words, and whether it holds every word of the name. */
function bestByWords(
  table: FoodTable,
  words: readonly string[],
  wants: Wants,
): { food: Food; isWhole: boolean } | null {
  const head = words[words.length - 1] ?? '';
  const candidates = table.byWord.get(head);
  if (!candidates) return null;
  let best: Food | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const food of candidates) {
    const score = scoreFood(food, words, head, wants);
    if (score > bestScore || (score === bestScore && best && food.name.length < best.name.length)) {
      best = food;
      bestScore = score;
    }
  }
  // Below this, fewer than half of the name's words were found: better unmatched than wrong.
  if (best === null || bestScore < words.length * 1.5) return null;
  const food = best;
  const isWhole = words.every((w) => food.words.has(w) || food.commonWords.has(w));
  // A partial match must at least be the thing named: 'asiago cheese' may be another cheese,
  // but 'burger seasoning' is not a veggie burger.
  if (!isWhole && !food.headWords.has(head)) return null;
  return { food, isWhole };
}

function scoreFood(food: Food, words: readonly string[], head: string, wants: Wants): number {
  let score = 0;
  let matched = 0;
  for (const word of words) {
    if (food.words.has(word)) {
      score += 3;
      matched += 1;
    } else if (food.commonWords.has(word)) {
      score += 2;
      matched += 1;
    } else score -= 2;
  }
  if (food.headWords.has(head)) score += 3;
  else if (!food.words.has(head)) score -= 1;
  // Plain generic foods first: every word the name did not ask for costs a little.
  score -= Math.max(0, food.extraWordCount - matched) * 0.4;
  const isLegume = food.group === LEGUMES && food.headWords.has(head);
  const wantsDried = wants.wants.has('dried') || wants.wants.has('dry');
  const wantsCanned = wants.wantsCanned || (isLegume && !wantsDried && !wants.wantsCooked);
  // Dry mixes, powders and concentrates only when the line says so: 'broth' is not bouillon.
  if (food.dryForm !== null && !wants.wants.has(food.dryForm)) score -= 3;
  if (wantsCanned) {
    if (food.isCanned) score += 3;
    if (food.isDrained) score += 1;
  } else if (food.isCanned) score -= 2;
  if (wants.wantsCooked) {
    if (food.isCooked) score += 2;
  } else if (food.isCooked && !(wantsCanned && food.isCanned)) score -= 2.5;
  if (food.isRaw && !wants.wantsCooked && !wantsCanned) score += 1;
  return score;
}
