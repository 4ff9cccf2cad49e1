/**
 * What a cook calls a food, and the USDA row it means. The food names are exact SR28 names;
 * an entry whose food is not in the table is skipped. These are the everyday pantry names
 * where the word-by-word match would pick a rarer row ('butter' -> 'Butter oil', 'flour' ->
 * a speciality flour, 'sugar' -> 'Sugars, brown').
 */
const RED_CHILI = 'Peppers, hot chili, red, raw';
const GREEN_CHILI = 'Peppers, hot chili, green, raw';
const DRIED_CHILI = 'Peppers, hot chile, sun-dried';
const ANCHO = 'Peppers, ancho, dried';

/**
 * Fresh chiles by kind, and SR28's hot chili pepper they are (green or red as the kind is
 * mostly sold): SR28 has rows for jalapeño, serrano, Hungarian wax and banana peppers only,
 * and without these a 'poblano pepper' or a 'habanero' fell to the cook name 'pepper', black
 * pepper (decision 038). The recipe weighs a kind by its size (`KIND_PIECES`). Dried kinds
 * (ancho, pasilla, chipotle) and the spices ('chili powder', 'chili flakes', 'cayenne
 * pepper') are not fresh chiles and are not listed; 'red pepper' and 'green pepper' stay
 * sweet peppers.
 */
const FRESH_CHILE_KINDS: Readonly<Record<string, string>> = {
  poblano: GREEN_CHILI,
  anaheim: GREEN_CHILI,
  hatch: GREEN_CHILI,
  'new mexico': GREEN_CHILI,
  'long green': GREEN_CHILI,
  // An Indian or British finger chilli, slim and a few grams (weighed as such in the recipe).
  finger: GREEN_CHILI,
  'green finger': GREEN_CHILI,
  'red finger': RED_CHILI,
  green: GREEN_CHILI,
  habanero: RED_CHILI,
  'scotch bonnet': RED_CHILI,
  'bird eye': RED_CHILI,
  birdseye: RED_CHILI,
  'thai bird': RED_CHILI,
  thai: RED_CHILI,
  fresno: RED_CHILI,
  'long red': RED_CHILI,
  red: RED_CHILI,
  fresh: RED_CHILI,
  hot: RED_CHILI,
};

/** Kinds a cook names alone or with 'pepper': not 'red' or 'hot' (a sweet or any pepper). */
const CHILE_NAMED_ALONE = new Set(['poblano', 'anaheim', 'habanero', 'scotch bonnet', 'fresno']);

/** Each kind in the three spellings of chile, with 'pepper' or alone where it is a chile. */
function freshChileNames(): Record<string, string> {
  const names: Record<string, string> = {};
  for (const spelling of ['chile', 'chili', 'chilli']) {
    names[`${spelling} pepper`] = RED_CHILI;
    names[`hot ${spelling} pepper`] = RED_CHILI;
    for (const [kind, food] of Object.entries(FRESH_CHILE_KINDS)) {
      names[`${kind} ${spelling}`] = food;
      names[`${kind} ${spelling} pepper`] = food;
    }
  }
  names['hot pepper'] = RED_CHILI;
  // 'Chile' alone is the fresh pepper (it was SR28's banana pepper); 'chili' alone may be the
  // stew and is left to the match.
  names.chile = RED_CHILI;
  // Dried, a chile is SR28's sun-dried one (0.5 g), not a freeze-dried sweet pepper; a dried
  // poblano is an ancho.
  for (const spelling of ['chile', 'chili', 'chilli']) {
    names[`dried ${spelling}`] = DRIED_CHILI;
    for (const kind of Object.keys(FRESH_CHILE_KINDS)) {
      names[`dried ${kind} ${spelling}`] = kind === 'poblano' ? ANCHO : DRIED_CHILI;
    }
  }
  for (const kind of CHILE_NAMED_ALONE) {
    const food = FRESH_CHILE_KINDS[kind] ?? RED_CHILI;
    names[kind] = food;
    names[`${kind} pepper`] = food;
  }
  return names;
}

const GROUND_CHILE = 'Spices, pepper, red or cayenne';

/**
 * Mexican dried chiles by kind: the large, mild pods (ancho, pasilla, mulato, guajillo) are
 * SR28's dried ancho, the small hot ones (chipotle, árbol, cascabel, pequín) its sun-dried hot
 * chile. Without these, '2 dried chipotle peppers' fell to the cook name 'pepper' (black
 * pepper), and 'chipotle powder' or 'chipotles in adobo' matched nothing.
 */
const DRIED_CHILE_KINDS: Readonly<Record<string, string>> = {
  ancho: ANCHO,
  pasilla: ANCHO,
  mulato: ANCHO,
  guajillo: ANCHO,
  chipotle: DRIED_CHILI,
  arbol: DRIED_CHILI,
  'de arbol': DRIED_CHILI,
  cascabel: DRIED_CHILI,
  pequin: DRIED_CHILI,
  piquin: DRIED_CHILI,
};

/**
 * Each dried kind alone, with 'dried', with chile or pepper; ground, SR28's ground red pepper
 * (one chile, not the chili powder blend). Chipotles in adobo are smoked jalapeños canned in a
 * thin sauce: SR28's canned jalapeño, solids and liquids, is the nearest row.
 */
function driedChileNames(): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [kind, food] of Object.entries(DRIED_CHILE_KINDS)) {
    for (const dried of ['', 'dried ']) {
      names[`${dried}${kind}`] = food;
      names[`${dried}${kind} pepper`] = food;
      for (const spelling of ['chile', 'chili', 'chilli']) {
        names[`${dried}${kind} ${spelling}`] = food;
        names[`${dried}${kind} ${spelling} pepper`] = food;
      }
    }
    names[`${kind} powder`] = GROUND_CHILE;
    names[`ground ${kind}`] = GROUND_CHILE;
    for (const spelling of ['chile', 'chili', 'chilli']) {
      names[`${kind} ${spelling} powder`] = GROUND_CHILE;
      names[`ground ${kind} ${spelling}`] = GROUND_CHILE;
    }
  }
  for (const chipotle of ['chipotle', 'chipotle pepper', 'chipotle chile', 'chipotle chili']) {
    for (const sauce of ['adobo', 'adobo sauce']) {
      names[`${chipotle} in ${sauce}`] = 'Peppers, jalapeno, canned, solids and liquids';
    }
  }
  return names;
}

/**
 * Indian dals (split, dried pulses) by the pulse they are, in the spellings recipes use (dal,
 * dhal, daal): SR28's dry, raw row of that pulse, not a canned one (decision 042). Masoor is
 * red lentil, toor (tuvar, arhar) pigeon pea, chana split Bengal gram (SR28's chickpea row is
 * 'bengal gram'), urad black gram (SR28's mungo bean), moong mung bean.
 */
const DAL_PULSES: Readonly<Record<string, string>> = {
  masoor: 'Lentils, pink or red, raw',
  toor: 'Pigeon peas (red gram), mature seeds, raw',
  tuvar: 'Pigeon peas (red gram), mature seeds, raw',
  toovar: 'Pigeon peas (red gram), mature seeds, raw',
  arhar: 'Pigeon peas (red gram), mature seeds, raw',
  chana: 'Chickpeas (garbanzo beans, bengal gram), mature seeds, raw',
  urad: 'Mungo beans, mature seeds, raw',
  moong: 'Mung beans, mature seeds, raw',
  mung: 'Mung beans, mature seeds, raw',
};

function dalNames(): Record<string, string> {
  const names: Record<string, string> = {};
  for (const [pulse, food] of Object.entries(DAL_PULSES)) {
    for (const spelling of ['dal', 'dhal', 'daal']) names[`${pulse} ${spelling}`] = food;
  }
  return names;
}

export const COOK_NAMES: Readonly<Record<string, string>> = {
  ...freshChileNames(),
  ...driedChileNames(),
  ...dalNames(),
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
  // 'Dijon' alone is the mustard (it matched nothing).
  dijon: 'Mustard, prepared, yellow',
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
  'chile flake': 'Spices, pepper, red or cayenne',
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
  // 'French-style butter such as Plugrá' was chunk-style peanut butter ('style').
  'french style butter': 'Butter, without salt',
  'european style butter': 'Butter, without salt',
  'cultured butter': 'Butter, without salt',
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
  // Yellow potatoes (Yukon Gold) are fresh potatoes; SR28's only 'yellow fleshed' row is a
  // bag of frozen salted hash browns (2,994 mg of sodium in 2 lb).
  'yellow potato': 'Potatoes, white, flesh and skin, raw',
  'yellow fleshed potato': 'Potatoes, white, flesh and skin, raw',
  tomato: 'Tomatoes, red, ripe, raw, year round average',
  'roma tomato': 'Tomatoes, red, ripe, raw, year round average',
  'cherry tomato': 'Tomatoes, red, ripe, raw, year round average',
  'grape tomato': 'Tomatoes, red, ripe, raw, year round average',
  'tomato paste': 'Tomato products, canned, paste, without salt added',
  'tomato puree': 'Tomato products, canned, puree, without salt added',
  'tomato sauce': 'Tomato products, canned, sauce',
  'canned tomato': 'Tomatoes, red, ripe, canned, packed in tomato juice',
  // Canned chili is the stew (SR28's chili with beans), not a chili pepper.
  'canned chili': 'Chili with beans, canned',
  'canned chilli': 'Chili with beans, canned',
  'chili con carne': 'Chili with beans, canned',
  'chili with bean': 'Chili with beans, canned',
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
  // Indian English 'curd' and Hindi 'dahi' are plain yogurt ('2 tbsp curd' was SR28's
  // soybean curd cheese); 'hung curd' is strained, as Greek yogurt is. Cheese curds are
  // cheddar curds, bean curd is tofu.
  curd: 'Yogurt, plain, whole milk, 8 grams protein per 8 ounce',
  dahi: 'Yogurt, plain, whole milk, 8 grams protein per 8 ounce',
  'plain curd': 'Yogurt, plain, whole milk, 8 grams protein per 8 ounce',
  'hung curd': 'Yogurt, Greek, plain, whole milk',
  'cheese curd': 'Cheese, cheddar',
  'bean curd': 'Tofu, raw, regular, prepared with calcium sulfate',
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
  // Plain cottage cheese, not the row with vegetables (fewer words, so the word match's pick).
  'cottage cheese': 'Cheese, cottage, creamed, large or small curd',
  'low fat cottage cheese': 'Cheese, cottage, lowfat, 2% milkfat',
  'lowfat cottage cheese': 'Cheese, cottage, lowfat, 2% milkfat',
  water: 'Beverages, water, tap, drinking',
  'tap water': 'Beverages, water, tap, drinking',
  ice: 'Beverages, water, tap, drinking',
  'baking powder': 'Leavening agents, baking powder, double-acting, sodium aluminum sulfate',
  'baking soda': 'Leavening agents, baking soda',
  'bicarbonate of soda': 'Leavening agents, baking soda',
  bicarb: 'Leavening agents, baking soda',
  'bicarb soda': 'Leavening agents, baking soda',
  'sodium bicarbonate': 'Leavening agents, baking soda',
  yeast: "Leavening agents, yeast, baker's, active dry",
  'active dry yeast': "Leavening agents, yeast, baker's, active dry",
  'instant yeast': "Leavening agents, yeast, baker's, active dry",
  'vanilla extract': 'Vanilla extract',
  vanilla: 'Vanilla extract',
  // Used by the teaspoon like the extract (which it is, with the seeds and a little sugar).
  'vanilla bean paste': 'Vanilla extract',
  'vanilla paste': 'Vanilla extract',
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
  // Rice wine vinegar is rice vinegar: a mild grain vinegar, not a wine vinegar.
  'rice wine vinegar': 'Vinegar, distilled',
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
  'chile powder': 'Spices, chili powder',
  'turmeric powder': 'Spices, turmeric, ground',
  // Hindi names of the spices an Indian recipe writes in English.
  haldi: 'Spices, turmeric, ground',
  jeera: 'Spices, cumin seed',
  'jeera seed': 'Spices, cumin seed',
  'cacao powder': 'Cocoa, dry powder, unsweetened',
  'chilli powder': 'Spices, chili powder',
  'curry powder': 'Spices, curry powder',
  turmeric: 'Spices, turmeric, ground',
  'garam masala': 'Spices, curry powder',
  'ground beef': 'Beef, ground, 85% lean meat / 15% fat, raw',
  'minced beef': 'Beef, ground, 85% lean meat / 15% fat, raw',
  'beef mince': 'Beef, ground, 85% lean meat / 15% fat, raw',
  'lean ground beef': 'Beef, ground, 90% lean meat / 10% fat, raw',
  // Ground chuck is sold at about 80% lean.
  'ground chuck': 'Beef, ground, 80% lean meat / 20% fat, raw',
  'ground pork': 'Pork, fresh, ground, raw',
  'pork mince': 'Pork, fresh, ground, raw',
  'minced pork': 'Pork, fresh, ground, raw',
  'ground chicken': 'Chicken, ground, raw',
  'ground turkey': 'Ground turkey, raw',
  // Hot chocolate is the drink (SR28's homemade hot cocoa, made with milk), not chocolate:
  // two cups were 520 g of dark chocolate (3,014 kcal). Hot chocolate mix is the powder.
  'hot chocolate': 'Milk, chocolate beverage, hot cocoa, homemade',
  'hot cocoa': 'Milk, chocolate beverage, hot cocoa, homemade',
  'hot chocolate mix': 'Beverages, Cocoa mix, powder',
  'hot cocoa mix': 'Beverages, Cocoa mix, powder',
  'cocoa mix': 'Beverages, Cocoa mix, powder',
  // Frozen yogurt is the dessert, not yogurt.
  'frozen yogurt': 'Frozen yogurts, flavors other than chocolate',
  'chocolate frozen yogurt': 'Frozen yogurts, chocolate',
  // An oyster is the shellfish (it was SR28's emu 'oyster' cut, 170 g each); oyster crackers
  // and oyster mushrooms name their own foods.
  oyster: 'Mollusks, oyster, eastern, wild, raw',
  'chicken breast': 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
  // Chicken tenders are the tenderloins under the breast: breast meat without skin (they were
  // the whole bird with its skin, and by the piece a whole 920 g bird each).
  'chicken tender': 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
  'chicken tenderloin': 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
  'chicken breast tender': 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
  'chicken breast fillet': 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
  // 'Split breasts' are chicken breast halves on the bone, sold with their skin: the bone and
  // the skin are the line's to weigh (decision 038).
  'split breast': 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw',
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
  'bouillon cube': 'Soup, chicken broth or bouillon, dry',
  rice: 'Rice, white, long-grain, regular, raw, enriched',
  'white rice': 'Rice, white, long-grain, regular, raw, enriched',
  'long grain rice': 'Rice, white, long-grain, regular, raw, enriched',
  // Rice is white unless the line says brown, whatever its grain.
  'medium grain rice': 'Rice, white, medium-grain, raw, enriched',
  'short grain rice': 'Rice, white, short-grain, enriched, uncooked',
  basmati: 'Rice, white, long-grain, regular, raw, enriched',
  'basmati rice': 'Rice, white, long-grain, regular, raw, enriched',
  'jasmine rice': 'Rice, white, long-grain, regular, raw, enriched',
  'brown rice': 'Rice, brown, long-grain, raw',
  // Basmati and jasmine are long-grain rices, brown as well as white.
  'brown basmati rice': 'Rice, brown, long-grain, raw',
  'brown jasmine rice': 'Rice, brown, long-grain, raw',
  // Rices named by their kind (decision 038). Italian risotto rices and Calrose are
  // medium-grain; Spanish paella rices (bomba, Valencia's round grains) and Japanese sushi
  // rice are short-grain. Medium and short differ little (360 and 358 kcal per 100 g, 195 and
  // 200 g a cup); both are denser and a little leaner than long-grain (365 kcal, 185 g a cup).
  // 'Bomba' and 'sushi' alone are not listed: a bomba is also a Calabrian chilli paste, and
  // sushi is a dish.
  arborio: 'Rice, white, medium-grain, raw, enriched',
  'arborio rice': 'Rice, white, medium-grain, raw, enriched',
  carnaroli: 'Rice, white, medium-grain, raw, enriched',
  'carnaroli rice': 'Rice, white, medium-grain, raw, enriched',
  'risotto rice': 'Rice, white, medium-grain, raw, enriched',
  calrose: 'Rice, white, medium-grain, raw, enriched',
  'calrose rice': 'Rice, white, medium-grain, raw, enriched',
  'bomba rice': 'Rice, white, short-grain, enriched, uncooked',
  'paella rice': 'Rice, white, short-grain, enriched, uncooked',
  'sushi rice': 'Rice, white, short-grain, enriched, uncooked',
  'japanese rice': 'Rice, white, short-grain, enriched, uncooked',
  // Brown, they keep their brown: SR28's nearest brown row is medium-grain (it has no
  // short-grain brown rice).
  'brown arborio rice': 'Rice, brown, medium-grain, raw',
  'brown risotto rice': 'Rice, brown, medium-grain, raw',
  'brown calrose rice': 'Rice, brown, medium-grain, raw',
  'brown sushi rice': 'Rice, brown, medium-grain, raw',
  // 'Wild' is otherwise a kind ('wild salmon'); wild rice is a grass seed of its own.
  'wild rice': 'Wild rice, raw',
  // Sticky rice is another name for glutinous rice.
  'sticky rice': 'Rice, white, glutinous, unenriched, uncooked',
  'cooked rice': 'Rice, white, long-grain, regular, enriched, cooked',
  pasta: 'Pasta, dry, enriched',
  spaghetti: 'Pasta, dry, enriched',
  penne: 'Pasta, dry, enriched',
  macaroni: 'Pasta, dry, enriched',
  'lasagna noodle': 'Pasta, dry, enriched',
  // Pasta shapes SR28 does not name: dry pasta is dry pasta whatever its shape.
  linguine: 'Pasta, dry, enriched',
  fettuccine: 'Pasta, dry, enriched',
  fettucine: 'Pasta, dry, enriched',
  tagliatelle: 'Pasta, dry, enriched',
  pappardelle: 'Pasta, dry, enriched',
  bucatini: 'Pasta, dry, enriched',
  rigatoni: 'Pasta, dry, enriched',
  fusilli: 'Pasta, dry, enriched',
  farfalle: 'Pasta, dry, enriched',
  rotini: 'Pasta, dry, enriched',
  ziti: 'Pasta, dry, enriched',
  orzo: 'Pasta, dry, enriched',
  orecchiette: 'Pasta, dry, enriched',
  conchiglie: 'Pasta, dry, enriched',
  'pasta shell': 'Pasta, dry, enriched',
  gemelli: 'Pasta, dry, enriched',
  cavatappi: 'Pasta, dry, enriched',
  campanelle: 'Pasta, dry, enriched',
  tortiglioni: 'Pasta, dry, enriched',
  'angel hair pasta': 'Pasta, dry, enriched',
  capellini: 'Pasta, dry, enriched',
  'elbow macaroni': 'Pasta, dry, enriched',
  'lasagna sheet': 'Pasta, dry, enriched',
  'lasagne sheet': 'Pasta, dry, enriched',
  lasagne: 'Pasta, dry, enriched',
  manicotti: 'Pasta, dry, enriched',
  'manicotti shell': 'Pasta, dry, enriched',
  cannelloni: 'Pasta, dry, enriched',
  'cannelloni tube': 'Pasta, dry, enriched',
  'jumbo pasta shell': 'Pasta, dry, enriched',
  'jumbo shell': 'Pasta, dry, enriched',
  'egg noodle': 'Noodles, egg, dry, enriched',
  noodle: 'Noodles, egg, dry, enriched',
  // Rolled oats are SR28's breakfast oats (81 g a cup, decision 044's second survey); its
  // 'Oats' row is the whole groat, 156 g a cup, which was nearly twice the weight of a cup of
  // rolled oats. Steel-cut oats are the groat cut, as dense as it.
  oat: 'Cereals, oats, regular and quick, not fortified, dry',
  'rolled oat': 'Cereals, oats, regular and quick, not fortified, dry',
  'old fashioned oat': 'Cereals, oats, regular and quick, not fortified, dry',
  'old fashioned rolled oat': 'Cereals, oats, regular and quick, not fortified, dry',
  'quick oat': 'Cereals, oats, regular and quick, not fortified, dry',
  'quick cooking oat': 'Cereals, oats, regular and quick, not fortified, dry',
  'porridge oat': 'Cereals, oats, regular and quick, not fortified, dry',
  oatmeal: 'Cereals, oats, regular and quick, not fortified, dry',
  'steel cut oat': 'Oats',
  'pinhead oatmeal': 'Oats',
  'pinhead oat': 'Oats',
  breadcrumb: 'Bread crumbs, dry, grated, plain',
  'bread crumb': 'Bread crumbs, dry, grated, plain',
  // Italian-style crumbs are sold seasoned (herbs, salt, cheese): SR28's seasoned row has
  // nearly twice the plain row's sodium.
  'italian breadcrumb': 'Bread crumbs, dry, grated, seasoned',
  'italian bread crumb': 'Bread crumbs, dry, grated, seasoned',
  'italian style breadcrumb': 'Bread crumbs, dry, grated, seasoned',
  'italian style bread crumb': 'Bread crumbs, dry, grated, seasoned',
  'seasoned breadcrumb': 'Bread crumbs, dry, grated, seasoned',
  'seasoned bread crumb': 'Bread crumbs, dry, grated, seasoned',
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
  // SR28's rice wine is sake ('Alcoholic beverage, rice (sake)'); its word match lost to the
  // row's first part ('Alcoholic beverage'). Shaoxing is a Chinese rice wine of about the same
  // strength. Mirin, a sweet rice wine with about eight times sake's sugar, has no row and no
  // stand-in near enough (decision 038).
  sake: 'Alcoholic beverage, rice (sake)',
  'cooking sake': 'Alcoholic beverage, rice (sake)',
  'rice wine': 'Alcoholic beverage, rice (sake)',
  'shaoxing wine': 'Alcoholic beverage, rice (sake)',
  'shaoxing rice wine': 'Alcoholic beverage, rice (sake)',
  'chinese rice wine': 'Alcoholic beverage, rice (sake)',
  'coconut milk': 'Nuts, coconut milk, canned (liquid expressed from grated meat and water)',
  // Peanut butter as sold is salted (decision 044's second survey); unsalted is asked for.
  'peanut butter': 'Peanut butter, smooth style, with salt',
  'smooth peanut butter': 'Peanut butter, smooth style, with salt',
  'creamy peanut butter': 'Peanut butter, smooth style, with salt',
  'crunchy peanut butter': 'Peanut butter, chunk style, with salt',
  'chunky peanut butter': 'Peanut butter, chunk style, with salt',
  'unsalted peanut butter': 'Peanut butter, smooth style, without salt',
  'unsalted crunchy peanut butter': 'Peanut butter, chunk style, without salt',
  'no salt added peanut butter': 'Peanut butter, smooth style, without salt',
  'no salt peanut butter': 'Peanut butter, smooth style, without salt',
  'salt free peanut butter': 'Peanut butter, smooth style, without salt',
  'low sodium peanut butter': 'Peanut butter, smooth style, without salt',
  'reduced sodium peanut butter': 'Peanut butter, reduced sodium',
  // Canned beans and tomato sauce sold low in sodium ('no-salt-added' reads as 'low sodium'):
  // SR28's rows for them name the food otherwise than the salted rows a match finds ('Beans,
  // black' against 'black turtle'), so the lower-salt rule cannot find them as twins.
  'low sodium black beans': 'Beans, black, mature seeds, canned, low sodium',
  'low sodium kidney beans':
    'Beans, kidney, red, mature seeds, canned, solids and liquid, low sodium',
  'low sodium red kidney beans':
    'Beans, kidney, red, mature seeds, canned, solids and liquid, low sodium',
  'low sodium pinto beans': 'Beans, pinto, mature seeds, canned, solids and liquids, low sodium',
  'low sodium great northern beans': 'Beans, great northern, mature seeds, canned, low sodium',
  'low sodium chickpeas':
    'Chickpeas (garbanzo beans, bengal gram), mature seeds, canned, solids and liquids, low sodium',
  'low sodium garbanzo beans':
    'Chickpeas (garbanzo beans, bengal gram), mature seeds, canned, solids and liquids, low sodium',
  'low sodium refried beans': 'Refried beans, canned, traditional, reduced sodium',
  'reduced sodium refried beans': 'Refried beans, canned, traditional, reduced sodium',
  'low sodium tomato sauce': 'Tomato sauce, canned, no salt added',
  'chocolate chip': 'Candies, semisweet chocolate',
  'semisweet chocolate chip': 'Candies, semisweet chocolate',
  'semisweet chocolate': 'Candies, semisweet chocolate',
  'dark chocolate': 'Chocolate, dark, 60-69% cacao solids',
  'cocoa powder': 'Cocoa, dry powder, unsweetened',
  cocoa: 'Cocoa, dry powder, unsweetened',
  'sweetened condensed milk': 'Milk, canned, condensed, sweetened',
  'condensed milk': 'Milk, canned, condensed, sweetened',
  'evaporated milk': 'Milk, canned, evaporated, without added vitamin A and vitamin D',
  // Milk powder is SR28's dry milk: 'powdered milk' was fluid whole milk (a quarter cup 37
  // kcal, not 159) and 'milk powder' a chocolate malt drink made up with milk.
  'milk powder': 'Milk, dry, whole, with added vitamin D',
  'powdered milk': 'Milk, dry, whole, with added vitamin D',
  'whole milk powder': 'Milk, dry, whole, with added vitamin D',
  'dried milk': 'Milk, dry, whole, with added vitamin D',
  'dried milk powder': 'Milk, dry, whole, with added vitamin D',
  'dry milk powder': 'Milk, dry, whole, with added vitamin D',
  'skim milk powder': 'Milk, dry, nonfat, regular, with added vitamin A and vitamin D',
  'skimmed milk powder': 'Milk, dry, nonfat, regular, with added vitamin A and vitamin D',
  'nonfat milk powder': 'Milk, dry, nonfat, regular, with added vitamin A and vitamin D',
  'nonfat dry milk powder': 'Milk, dry, nonfat, regular, with added vitamin A and vitamin D',
  'instant nonfat dry milk': 'Milk, dry, nonfat, instant, with added vitamin A and vitamin D',
  'instant nonfat dry milk powder':
    'Milk, dry, nonfat, instant, with added vitamin A and vitamin D',
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
  hazelnut: 'Nuts, hazelnuts or filberts',
  filbert: 'Nuts, hazelnuts or filberts',
  'sunflower seed': 'Seeds, sunflower seed kernels, dried',
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
  // Farro (emmer) is not in SR28; spelt is the nearest wheat, grain for grain.
  farro: 'Spelt, uncooked',
  // Refrigerated crescent dough is biscuit dough by another shape (SR28 has no crescent row).
  'crescent dough': 'Biscuits, plain or buttermilk, refrigerated dough, higher fat',
  'crescent roll': 'Biscuits, plain or buttermilk, refrigerated dough, higher fat',
  'crescent roll dough': 'Biscuits, plain or buttermilk, refrigerated dough, higher fat',
  'coconut flake': 'Nuts, coconut meat, dried (desiccated), not sweetened',
  'shredded coconut': 'Nuts, coconut meat, dried (desiccated), not sweetened',
  'desiccated coconut': 'Nuts, coconut meat, dried (desiccated), not sweetened',
  'sweetened coconut flake': 'Nuts, coconut meat, dried (desiccated), sweetened, flaked, packaged',
  'almond flake': 'Nuts, almonds',
  'flaked almond': 'Nuts, almonds',
  'sliced almond': 'Nuts, almonds',
  'oat flake': 'Cereals, oats, regular and quick, not fortified, dry',
  'parsley flake': 'Spices, parsley, dried',
  'dried parsley': 'Spices, parsley, dried',
  'salt flake': 'Salt, table',
  'sea salt flake': 'Salt, table',
  'tuna flake': 'Fish, tuna, light, canned in water, drained solids',
  'chilli flake': 'Spices, pepper, red or cayenne',
  'red chilli flake': 'Spices, pepper, red or cayenne',
  // A fresh chilli is a hot pepper of 45 g, not a sweet pepper of 119 g; the kinds are below.
  chilli: 'Peppers, hot chili, red, raw',
  // A stock cube or powder as sold: SR28's bouillon rows (about 24 g of sodium per 100 g, a
  // cube nearly 1 g), not its low-sodium one (1 g per 100 g), which hid the salt a cube adds.
  // SR28 has no vegetable bouillon; the chicken one stands in for it, as close in salt.
  'stock cube': 'Soup, chicken broth or bouillon, dry',
  'chicken stock cube': 'Soup, chicken broth or bouillon, dry',
  'chicken bouillon cube': 'Soup, chicken broth or bouillon, dry',
  'beef stock cube': 'Soup, beef broth or bouillon, powder, dry',
  'beef bouillon cube': 'Soup, beef broth or bouillon, powder, dry',
  'vegetable stock cube': 'Soup, chicken broth or bouillon, dry',
  'vegetable bouillon cube': 'Soup, chicken broth or bouillon, dry',
  'stock powder': 'Soup, chicken broth or bouillon, dry',
  'chicken stock powder': 'Soup, chicken broth or bouillon, dry',
  'vegetable stock powder': 'Soup, chicken broth or bouillon, dry',
  'bouillon powder': 'Soup, chicken broth or bouillon, dry',
  'low sodium stock cube': 'Soup, bouillon cubes and granules, low sodium, dry',
  'low sodium bouillon cube': 'Soup, bouillon cubes and granules, low sodium, dry',
  'instant ramen': 'Soup, ramen noodle, any flavor, dry',
  'instant ramen noodle': 'Soup, ramen noodle, any flavor, dry',
  'ramen noodle': 'Soup, ramen noodle, any flavor, dry',
  'packet ramen': 'Soup, ramen noodle, any flavor, dry',
  // Fresh ramen noodles are wheat noodles sold fresh, not instant (fried) ones.
  'fresh ramen noodle': 'Pasta, fresh-refrigerated, plain, as purchased',
  sausage: 'Pork sausage, link/patty, unprepared',
  'pork sausage': 'Pork sausage, link/patty, unprepared',
  chipolata: 'Pork sausage, link/patty, unprepared',
  cheese: 'Cheese, cheddar',
  'cheese slice': 'Cheese, pasteurized process, American, fortified with vitamin D',
  'sliced cheese': 'Cheese, pasteurized process, American, fortified with vitamin D',
  'american cheese': 'Cheese, pasteurized process, American, fortified with vitamin D',
  'stew beef': 'Beef, chuck for stew, separable lean and fat, all grades, raw',
  'stewing beef': 'Beef, chuck for stew, separable lean and fat, all grades, raw',
  'beef stew meat': 'Beef, chuck for stew, separable lean and fat, all grades, raw',
  'stew meat': 'Beef, chuck for stew, separable lean and fat, all grades, raw',
  'beef cube': 'Beef, chuck for stew, separable lean and fat, all grades, raw',
  // Meatballs are meat unless the line says meatless.
  meatball: 'Meatballs, frozen, Italian style',
  'meatless meatball': 'Meatballs, meatless',
  'spring mix': 'Lettuce, green leaf, raw',
  'mixed green': 'Lettuce, green leaf, raw',
  'salad green': 'Lettuce, green leaf, raw',
  'mixed salad leaf': 'Lettuce, green leaf, raw',
  'extra firm tofu': 'Tofu, extra firm, prepared with nigari',
  baguette: 'Bread, french or vienna (includes sourdough)',
  ciabatta: 'Bread, french or vienna (includes sourdough)',
  // Whole-wheat bread is SR28's whole-wheat loaf, not its 'wheat' bread (white flour with
  // some wheat, a third less fibre); whole-grain, multigrain and granary loaves its
  // multi-grain one. Both were SR28's 'Bread, wheat' or white bread.
  // 'White bread' was SR28's 'white wheat' bread (a whole-grain loaf of white wheat).
  'white bread': 'Bread, white, commercially prepared (includes soft bread crumbs)',
  'whole wheat bread': 'Bread, whole-wheat, commercially prepared',
  'wholewheat bread': 'Bread, whole-wheat, commercially prepared',
  'wholemeal bread': 'Bread, whole-wheat, commercially prepared',
  'whole grain bread': 'Bread, multi-grain (includes whole-grain)',
  'wholegrain bread': 'Bread, multi-grain (includes whole-grain)',
  'multigrain bread': 'Bread, multi-grain (includes whole-grain)',
  'multi grain bread': 'Bread, multi-grain (includes whole-grain)',
  'granary bread': 'Bread, multi-grain (includes whole-grain)',
  // A croissant is the butter one (it was SR28's apple croissant).
  croissant: 'Croissants, butter',
  'french bread': 'Bread, french or vienna (includes sourdough)',
  'sourdough bread': 'Bread, french or vienna (includes sourdough)',
  // SR28 has no pizza crust or dough: a baked crust is an Italian bread by its make-up
  // (flour, water, yeast, a little oil; 271 kcal per 100 g, bought crusts' labels roughly
  // 250 to 290). Raw dough is the same before baking with a little more water: as bread it
  // counts about a tenth too much, far nearer than leaving the crust out.
  'pizza crust': 'Bread, italian',
  'pizza base': 'Bread, italian',
  'pizza shell': 'Bread, italian',
  'pizza dough': 'Bread, italian',
  // SR28 has no gnocchi: bought potato gnocchi are a cooked dough of potato and wheat flour,
  // as wet as boiled pasta, and cooked pasta's 158 kcal, 31 g carbohydrate and 1 g fat per
  // 100 g are close to their labels (about 130 to 180 kcal).
  gnocchi: 'Pasta, cooked, enriched, without added salt',
  'potato gnocchi': 'Pasta, cooked, enriched, without added salt',
  pita: 'Bread, pita, white, enriched',
  pitta: 'Bread, pita, white, enriched',
  'pita bread': 'Bread, pita, white, enriched',
  'pitta bread': 'Bread, pita, white, enriched',
  // Where a rarer row shares the word: 'olives' are not olive loaf, 'prunes' not prune purée.
  olive: 'Olives, ripe, canned (small-extra large)',
  'black olive': 'Olives, ripe, canned (small-extra large)',
  'kalamata olive': 'Olives, ripe, canned (small-extra large)',
  'green olive': 'Olives, pickled, canned or bottled, green',
  prune: 'Plums, dried (prunes), uncooked',
  'dried plum': 'Plums, dried (prunes), uncooked',
  applesauce: 'Applesauce, canned, unsweetened, with added ascorbic acid',
  'apple sauce': 'Applesauce, canned, unsweetened, with added ascorbic acid',
  pancake: 'Pancakes, plain, prepared from recipe',
  nut: 'Nuts, mixed nuts, dry roasted, with peanuts, without salt added',
  'mixed nut': 'Nuts, mixed nuts, dry roasted, with peanuts, without salt added',
  // British, Australian and other common names for foods SR28 calls by their American name
  // (decision 038). Each matched nothing, or another food: 'snow peas' were frozen green
  // peas, 'broad beans' and 'cannellini beans' canned pinto beans, 'soured cream' heavy
  // cream, 'wholemeal flour' white flour, 'mixed spice' paprika.
  kiwi: 'Kiwifruit, green, raw',
  'kiwi fruit': 'Kiwifruit, green, raw',
  beetroot: 'Beets, raw',
  daikon: 'Radishes, oriental, raw',
  'daikon radish': 'Radishes, oriental, raw',
  mooli: 'Radishes, oriental, raw',
  swede: 'Rutabagas, raw',
  rutabaga: 'Rutabagas, raw',
  rocket: 'Arugula, raw',
  kumara: 'Sweet potato, raw, unprepared',
  mangetout: 'Peas, edible-podded, raw',
  'mange tout': 'Peas, edible-podded, raw',
  'snow pea': 'Peas, edible-podded, raw',
  'sugar snap pea': 'Peas, edible-podded, raw',
  'snap pea': 'Peas, edible-podded, raw',
  // British broad beans are the fresh or frozen green seeds; dried or canned favas are not.
  'broad bean': 'Broadbeans, immature seeds, raw',
  // Cannellini are white kidney beans, butter beans large limas, haricots navy beans, and
  // borlotti cranberry beans: bought canned like other beans (a dried one says so).
  'cannellini bean': 'Beans, white, mature seeds, canned',
  'white bean': 'Beans, white, mature seeds, canned',
  'butter bean': 'Lima beans, large, mature seeds, canned',
  'haricot bean': 'Beans, navy, mature seeds, canned',
  'navy bean': 'Beans, navy, mature seeds, canned',
  'borlotti bean': 'Beans, cranberry (roman), mature seeds, canned',
  sultana: 'Raisins, golden seedless',
  'golden raisin': 'Raisins, golden seedless',
  passata: 'Tomato products, canned, puree, without salt added',
  'tomato passata': 'Tomato products, canned, puree, without salt added',
  'soured cream': 'Cream, sour, cultured',
  'wholemeal flour': 'Wheat flour, whole-grain',
  'wholewheat flour': 'Wheat flour, whole-grain',
  'strong white flour': 'Wheat flour, white, bread, enriched',
  'strong flour': 'Wheat flour, white, bread, enriched',
  treacle: 'Molasses',
  'black treacle': 'Molasses',
  gherkin: 'Pickles, cucumber, dill or kosher dill',
  cornichon: 'Pickles, cucumber, dill or kosher dill',
  // British mixed spice is cinnamon, nutmeg, allspice and cloves: US pumpkin pie spice.
  'mixed spice': 'Spices, pumpkin pie spice',
  allspice: 'Spices, allspice, ground',
  'cavolo nero': 'Kale, raw',
  'lacinato kale': 'Kale, raw',
  'tuscan kale': 'Kale, raw',
  // Napa cabbage is Chinese cabbage (pe-tsai); SR28's only 'napa' row is cooked.
  'napa cabbage': 'Cabbage, chinese (pe-tsai), raw',
  napa: 'Cabbage, chinese (pe-tsai), raw',
  'chinese leaf': 'Cabbage, chinese (pe-tsai), raw',
  // Chestnut mushrooms and baby bellas are young portobellos: SR28's crimini.
  'chestnut mushroom': 'Mushrooms, brown, italian, or crimini, raw',
  'baby bella mushroom': 'Mushrooms, brown, italian, or crimini, raw',
  'baby bella': 'Mushrooms, brown, italian, or crimini, raw',
  // Rice flour is white unless the line says brown (rice is); SR28 has no glutinous flour,
  // and sweet (glutinous) rice flour is milled white rice too.
  'rice flour': 'Rice flour, white, unenriched',
  'white rice flour': 'Rice flour, white, unenriched',
  'brown rice flour': 'Rice flour, brown',
  'glutinous rice flour': 'Rice flour, white, unenriched',
  'sweet rice flour': 'Rice flour, white, unenriched',
  // Grapes are the table grapes a shop sells, not SR28's muscadines (fewer words, so the
  // word match's pick).
  grape: 'Grapes, red or green (European type, such as Thompson seedless), raw',
  'green grape': 'Grapes, red or green (European type, such as Thompson seedless), raw',
  'red grape': 'Grapes, red or green (European type, such as Thompson seedless), raw',
  'seedless grape': 'Grapes, red or green (European type, such as Thompson seedless), raw',
  // 'Leaf' is otherwise a qualifier ('basil leaves'): vine leaves are a food of their own.
  'grape leaf': 'Grape leaves, raw',
  'vine leaf': 'Grape leaves, raw',
  // 'Grass' is otherwise a qualifier ('grass-fed beef'), so lemongrass was a lemon.
  'lemon grass': 'Lemon grass (citronella), raw',
  'bulgur wheat': 'Bulgur, dry',
  'cracked wheat': 'Bulgur, dry',
  // Polenta is coarse cornmeal, bought dry.
  polenta: 'Cornmeal, degermed, enriched, yellow',
  // Plant milks are drinks, not the milk chocolate with almonds that holds both words.
  'almond milk': 'Beverages, almond milk, unsweetened, shelf stable',
  'rice milk': 'Beverages, rice milk, unsweetened',
  'soy milk': 'Soymilk, original and vanilla, unfortified',
  'soya milk': 'Soymilk, original and vanilla, unfortified',
  // Gammon is the British cured leg of pork, bought raw: SR28's whole ham, unheated.
  gammon: 'Pork, cured, ham, whole, separable lean and fat, unheated',
  // Artichoke hearts are the boiled globe artichoke's heart (SR28 weighs a cup of them).
  'artichoke heart': 'Artichokes, (globe or french), cooked, boiled, drained, without salt',
  // Baby carrots are SR28's own row (10 g), not a medium carrot (61 g).
  'baby carrot': 'Carrots, baby, raw',
  // Found by a survey of common lines (decision 038): each matched another food, often
  // a word-for-word neighbour (scallops were a squash, crab legs frog legs, milk chocolate a
  // chocolate milk, brown sauce hash browns, cider vinegar, beer a sausage), or nothing.
  scallop: 'Mollusks, scallop, mixed species, raw',
  'crab leg': 'Crustaceans, crab, alaska king, raw',
  'milk chocolate': 'Candies, milk chocolate',
  'brown sauce': 'Sauce, steak, tomato based',
  'steak sauce': 'Sauce, steak, tomato based',
  // SR28 has no hard cider; apple cider and cider are near apple juice (about 46 kcal per
  // 100 g), not cider vinegar (21).
  cider: 'Apple juice, canned or bottled, unsweetened, with added ascorbic acid',
  'apple cider': 'Apple juice, canned or bottled, unsweetened, with added ascorbic acid',
  beer: 'Alcoholic beverage, beer, regular, all',
  lager: 'Alcoholic beverage, beer, regular, all',
  ale: 'Alcoholic beverage, beer, regular, all',
  stout: 'Alcoholic beverage, beer, regular, all',
  brandy: 'Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof',
  cognac: 'Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof',
  bourbon: 'Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof',
  whisky: 'Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof',
  // The spirits SR28 names by their own rows, and the others as its 80-proof spirit (gin,
  // vodka and tequila matched nothing: the rows' other words outnumbered the name).
  whiskey: 'Alcoholic beverage, distilled, whiskey, 86 proof',
  'rye whiskey': 'Alcoholic beverage, distilled, whiskey, 86 proof',
  scotch: 'Alcoholic beverage, distilled, whiskey, 86 proof',
  gin: 'Alcoholic beverage, distilled, gin, 90 proof',
  vodka: 'Alcoholic beverage, distilled, vodka, 80 proof',
  rum: 'Alcoholic beverage, distilled, rum, 80 proof',
  'dark rum': 'Alcoholic beverage, distilled, rum, 80 proof',
  'white rum': 'Alcoholic beverage, distilled, rum, 80 proof',
  tequila: 'Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof',
  'silver tequila': 'Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof',
  mezcal: 'Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof',
  pisco: 'Alcoholic beverage, distilled, all (gin, rum, vodka, whiskey) 80 proof',
  // Sherry is a fortified wine: SR28's dessert wines, dry or sweet.
  sherry: 'Alcoholic beverage, wine, dessert, dry',
  'dry sherry': 'Alcoholic beverage, wine, dessert, dry',
  'fino sherry': 'Alcoholic beverage, wine, dessert, dry',
  'amontillado sherry': 'Alcoholic beverage, wine, dessert, dry',
  'sweet sherry': 'Alcoholic beverage, wine, dessert, sweet',
  'cream sherry': 'Alcoholic beverage, wine, dessert, sweet',
  // From the survey of the fixture lines (decision 044): foods SR28 has that matched nothing.
  'bittersweet chocolate': 'Chocolate, dark, 60-69% cacao solids',
  jam: 'Jams and preserves',
  preserves: 'Jams and preserves',
  'agave nectar': 'Sweetener, syrup, agave',
  'agave syrup': 'Sweetener, syrup, agave',
  agave: 'Sweetener, syrup, agave',
  pepitas: 'Seeds, pumpkin and squash seed kernels, dried',
  'pumpkin seeds': 'Seeds, pumpkin and squash seed kernels, dried',
  // Lump and picked crabmeat is cooked blue crab, sold chilled.
  crabmeat: 'Crustaceans, crab, blue, cooked, moist heat',
  'crab meat': 'Crustaceans, crab, blue, cooked, moist heat',
  'lump crabmeat': 'Crustaceans, crab, blue, cooked, moist heat',
  'lump crab meat': 'Crustaceans, crab, blue, cooked, moist heat',
  'green cardamom': 'Spices, cardamom',
  'green cardamom pod': 'Spices, cardamom',
  pimenton: 'Spices, paprika',
  // Belgian endive is SR28's witloof chicory (a 53 g head), not the curly endive's 513 g head.
  'belgian endive': 'Chicory, witloof, raw',
  witloof: 'Chicory, witloof, raw',
  chicory: 'Chicory, witloof, raw',
  // Nori is laver, weighed by SR28's sheet (2.6 g).
  nori: 'Seaweed, laver, raw',
  'nori sheet': 'Seaweed, laver, raw',
  'toasted nori': 'Seaweed, laver, raw',
  // Challah is an egg bread.
  challah: 'Bread, egg',
  'challah bread': 'Bread, egg',
  'mixed peel': 'Candied fruit',
  'candied peel': 'Candied fruit',
  'glace cherry': 'Candied fruit',
  'candied cherry': 'Candied fruit',
  // Cooks' anchovies are tinned in oil: SR28 weighs one at 4 g.
  anchovy: 'Fish, anchovy, european, canned in oil, drained solids',
  'anchovy fillet': 'Fish, anchovy, european, canned in oil, drained solids',
  'tuna steak': 'Fish, tuna, fresh, yellowfin, raw',
  'fresh tuna': 'Fish, tuna, fresh, yellowfin, raw',
  'smoked salmon': 'Fish, salmon, chinook, smoked',
  // 'White fish' is any lean white fish (cod, haddock, pollock: 56 to 92 kcal per 100 g).
  'white fish': 'Fish, cod, Atlantic, raw',
  'white fish fillet': 'Fish, cod, Atlantic, raw',
  // Halibut in the shops is Atlantic or Pacific (91 kcal per 100 g); the plainest-named row the
  // match took was Greenland halibut, a fatty fish of twice the kcal.
  halibut: 'Fish, halibut, Atlantic and Pacific, raw',
  // SR28 spells it in one word ('mahimahi').
  'mahi mahi': 'Fish, mahimahi, raw',
  // The British fillet of beef is the tenderloin, the lean cut ('beef fillet steak' found it).
  'beef fillet':
    'Beef, loin, tenderloin steak, boneless, separable lean only, trimmed to 0" fat, all grades, raw',
  'beef filet':
    'Beef, loin, tenderloin steak, boneless, separable lean only, trimmed to 0" fat, all grades, raw',
  'fillet of beef':
    'Beef, loin, tenderloin steak, boneless, separable lean only, trimmed to 0" fat, all grades, raw',
  'fish fillet': 'Fish, cod, Atlantic, raw',
  // Dry-cured ham and Italian bacon: SR28's whole ham (246 kcal) and bacon.
  prosciutto: 'Pork, cured, ham, whole, separable lean and fat, unheated',
  'parma ham': 'Pork, cured, ham, whole, separable lean and fat, unheated',
  'serrano ham': 'Pork, cured, ham, whole, separable lean and fat, unheated',
  pancetta: 'Pork, cured, bacon, unprepared',
  // Beef or pork with no cut named ('500 g beef, diced') is a middling cut, not the row with
  // fewest words (grass-fed mince, pork belly at 518 kcal per 100 g).
  beef: 'Beef, chuck for stew, separable lean and fat, all grades, raw',
  pork: 'Pork, fresh, shoulder, whole, separable lean and fat, raw',
  // A pork loin is the whole loin, not SR28's 'Pork loin, fresh, backribs' (its first part
  // holds both words).
  'pork loin': 'Pork, fresh, loin, whole, separable lean only, raw',
  // British stewing cuts are SR28's chuck for stew; topside is top round.
  'diced beef': 'Beef, chuck for stew, separable lean and fat, all grades, raw',
  'stewing steak': 'Beef, chuck for stew, separable lean and fat, all grades, raw',
  'braising steak': 'Beef, chuck for stew, separable lean and fat, all grades, raw',
  'casserole steak': 'Beef, chuck for stew, separable lean and fat, all grades, raw',
  topside:
    'Beef, round, top round, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
  'beef topside':
    'Beef, round, top round, steak, separable lean and fat, trimmed to 1/8" fat, all grades, raw',
  ghee: 'Butter oil, anhydrous',
  'star anise': 'Spices, anise seed',
  // 'Paste' is otherwise a form word that the food must hold.
  'miso paste': 'Miso',
  'cream of tartar': 'Leavening agents, cream of tartar',
  // A can of 'cream of ... soup' in a recipe is the condensed soup, used as it comes (a
  // casserole's sauce), not the soup made up with a can of milk (twice the weight).
  'cream of chicken soup': 'Soup, cream of chicken, canned, condensed',
  'condensed cream of chicken soup': 'Soup, cream of chicken, canned, condensed',
  'cream of mushroom soup': 'Soup, cream of mushroom, canned, condensed',
  'condensed cream of mushroom soup': 'Soup, cream of mushroom, canned, condensed',
  'cream of celery soup': 'Soup, cream of celery, canned, condensed',
  'condensed cream of celery soup': 'Soup, cream of celery, canned, condensed',
  'cream of potato soup': 'Soup, cream of potato, canned, condensed',
  'cream of onion soup': 'Soup, cream of onion, canned, condensed',
  'cream of asparagus soup': 'Soup, cream of asparagus, canned, condensed',
  'cheddar cheese soup': 'Soup, cheese, canned, condensed',
  'condensed tomato soup': 'Soup, tomato, canned, condensed',
  'tomato soup': 'Soup, tomato, canned, condensed',
  filo: 'Phyllo dough',
  'filo pastry': 'Phyllo dough',
  'phyllo pastry': 'Phyllo dough',
  // A bought crumb crust (183 g): 'graham cracker crusts' were graham crackers (14 g each).
  'graham cracker crust': 'Pie Crust, Cookie-type, Graham Cracker, Ready Crust',
  // Crumbs for a crust are the crackers crushed (SR28 weighs a cup, crushed: 84 g).
  'graham cracker crumb': 'Cookies, graham crackers, plain or honey (includes cinnamon)',
  'graham crumb': 'Cookies, graham crackers, plain or honey (includes cinnamon)',
  'digestive biscuit': 'Cookies, graham crackers, plain or honey (includes cinnamon)',
  oreo: 'Cookies, chocolate sandwich, with creme filling, regular',
  'oreo cookie': 'Cookies, chocolate sandwich, with creme filling, regular',
  'chocolate sandwich cookie': 'Cookies, chocolate sandwich, with creme filling, regular',
  'oreo crumb': 'Cookies, chocolate sandwich, with creme filling, regular',
  'graham crust': 'Pie Crust, Cookie-type, Graham Cracker, Ready Crust',
  shortcrust: 'Pie crust, standard-type, frozen, ready-to-bake, enriched',
  'shortcrust pastry': 'Pie crust, standard-type, frozen, ready-to-bake, enriched',
  wrap: 'Tortillas, ready-to-bake or -fry, flour, refrigerated',
  'tortilla wrap': 'Tortillas, ready-to-bake or -fry, flour, refrigerated',
  crisp: 'Snacks, potato chips, plain, salted',
  'potato crisp': 'Snacks, potato chips, plain, salted',
  'potato chip': 'Snacks, potato chips, plain, salted',
  granola: 'Cereals ready-to-eat, granola, homemade',
  'muscovado sugar': 'Sugars, brown',
  'light muscovado sugar': 'Sugars, brown',
  'dark muscovado sugar': 'Sugars, brown',
  'soft brown sugar': 'Sugars, brown',
  'light brown soft sugar': 'Sugars, brown',
  'dark brown soft sugar': 'Sugars, brown',
  'bread roll': 'Rolls, dinner, plain, commercially prepared (includes brown-and-serve)',
  'dinner roll': 'Rolls, dinner, plain, commercially prepared (includes brown-and-serve)',
  'silken tofu': 'Tofu, soft, prepared with calcium sulfate and magnesium chloride (nigari)',
  'greek yoghurt': 'Yogurt, Greek, plain, whole milk',
  'vanilla essence': 'Vanilla extract',
  gelatine: 'Gelatins, dry powder, unsweetened',
  'leaf gelatine': 'Gelatins, dry powder, unsweetened',
  // Australian butternut pumpkin is butternut squash.
  'butternut pumpkin': 'Squash, winter, butternut, raw',
  'corn cob': 'Corn, sweet, yellow, raw',
  'corn on the cob': 'Corn, sweet, yellow, raw',
  // From a survey of Indian, Mexican, Middle Eastern, Japanese and baking lines (decision 042).
  // Each matched another food or nothing: seeds of an unnamed plant were lotus seeds
  // (coriander, flax and pomegranate seeds), atta white flour, almond flour all-purpose flour,
  // sweetcorn white corn.
  'coriander seed': 'Spices, coriander seed',
  'flax seed': 'Seeds, flaxseed',
  flaxseed: 'Seeds, flaxseed',
  linseed: 'Seeds, flaxseed',
  // Pomegranate seeds are the arils SR28 weighs by the cup (174 g).
  'pomegranate seed': 'Pomegranates, raw',
  'pomegranate aril': 'Pomegranates, raw',
  // Atta (chapati flour) is finely milled whole wheat.
  atta: 'Wheat flour, whole-grain',
  'atta flour': 'Wheat flour, whole-grain',
  'chapati flour': 'Wheat flour, whole-grain',
  // Almond flour and meal are ground almonds; a cup of them weighs as SR28's ground cup (95 g).
  'almond flour': 'Nuts, almonds',
  'almond meal': 'Nuts, almonds',
  'ground almond': 'Nuts, almonds',
  'masa harina': 'Corn flour, masa, enriched, white',
  masa: 'Corn flour, masa, enriched, white',
  // Zest is the peel grated: SR28 weighs a tablespoon of lemon or orange peel (6 g).
  'lemon zest': 'Lemon peel, raw',
  'orange zest': 'Orange peel, raw',
  'sweet corn': 'Corn, sweet, yellow, raw',
  // Stand-ins for two cheeses SR28 lacks (decision 042). Queso blanco is a fresh cheese set by
  // heat and acid, as paneer is, and like halloumi does not melt when fried: 310 kcal, 20.4 g
  // protein, 24.3 g fat per 100 g, within the 265-321 kcal, 18-25 g protein and 20-25 g fat
  // given for full-fat paneer, and 3-16% under halloumi's 320-370 kcal. Its sodium (704 mg) is
  // a salted cheese's: halloumi, brined, is saltier still; paneer, unsalted, is the stand-in
  // 900009 with an unsalted cheese's sodium (stand-in-blends.ts).
  'bean sprout': 'Mung beans, mature seeds, sprouted, raw',
  beansprout: 'Mung beans, mature seeds, sprouted, raw',
  'mung bean sprout': 'Mung beans, mature seeds, sprouted, raw',
  // Split peas are dried: SR28's split pea (green; yellow ones differ only in colour).
  'split pea': 'Peas, green, split, mature seeds, raw',
  'green split pea': 'Peas, green, split, mature seeds, raw',
  'yellow split pea': 'Peas, green, split, mature seeds, raw',
  // Glass noodles are SR28's cellophane noodles (mung bean starch), not egg noodles.
  'glass noodle': 'Noodles, chinese, cellophane or long rice (mung beans), dehydrated',
  'cellophane noodle': 'Noodles, chinese, cellophane or long rice (mung beans), dehydrated',
  'bean thread noodle': 'Noodles, chinese, cellophane or long rice (mung beans), dehydrated',
  'mung bean noodle': 'Noodles, chinese, cellophane or long rice (mung beans), dehydrated',
  // Browned butter is butter (it was hash browns with butter sauce).
  'brown butter': 'Butter, without salt',
  'browned butter': 'Butter, without salt',
  'whole wheat pastry flour': 'Wheat flour, whole-grain',
  'white whole wheat flour': 'Wheat flour, whole-grain',
  'taco seasoning': 'Seasoning mix, dry, taco, original',
  // The same chilli, cumin and salt mix sold under other names.
  'mexican seasoning': 'Seasoning mix, dry, taco, original',
  'mexican spice seasoning': 'Seasoning mix, dry, taco, original',
  'mexican spice mix': 'Seasoning mix, dry, taco, original',
  'fajita seasoning': 'Seasoning mix, dry, taco, original',
  // Plain baked beans in tomato sauce (a British tin), not the ones with beef or franks.
  'baked bean': 'Beans, baked, canned, plain or vegetarian',
  'chocolate chunk': 'Candies, semisweet chocolate',
  'reduced fat parmesan': 'Cheese, parmesan, dry grated, reduced fat',
  'reduced fat parmesan cheese': 'Cheese, parmesan, dry grated, reduced fat',
  // Stand-ins (decision 042): unrefined cane, palm and coconut sugars are SR28's brown sugar
  // (380 kcal, 98 g carbohydrate per 100 g; such sugars' labels read about 375 to 390), not a
  // coconut peanut sauce or white sugar. British mixed dried fruit is vine fruit (sultanas,
  // raisins, currants, a little peel): SR28's raisins, not a fruit-juice drink.
  'coconut sugar': 'Sugars, brown',
  'palm sugar': 'Sugars, brown',
  jaggery: 'Sugars, brown',
  'mixed dried fruit': 'Raisins, seedless',
  // 'chopped dried fruit (such as apricots, raisins...)' was a passion fruit, the row whose
  // first word is 'fruit'; raisins are the everyday dried fruit and near the others per gram.
  'dried fruit': 'Raisins, seedless',
  'dried mixed fruit': 'Raisins, seedless',
  'mixed fruit': 'Raisins, seedless',
  // Decision 044, second survey of home-cook lines: names that matched another food or none.
  'french fry': 'Potatoes, french fried, all types, salt added in processing, frozen, unprepared',
  'frozen french fry':
    'Potatoes, french fried, all types, salt added in processing, frozen, unprepared',
  'frozen fry': 'Potatoes, french fried, all types, salt added in processing, frozen, unprepared',
  'oven chip': 'Potatoes, french fried, all types, salt added in processing, frozen, unprepared',
  'tater tot': 'Potato puffs, frozen, unprepared',
  'potato gem': 'Potato puffs, frozen, unprepared',
  // A stick of string cheese is low-moisture part-skim mozzarella (not cheddar, 100 g).
  'string cheese': 'Cheese, mozzarella, low moisture, part-skim',
  'cheese stick': 'Cheese, mozzarella, low moisture, part-skim',
  'mozzarella stick': 'Cheese, mozzarella, low moisture, part-skim',
  // A hot dog is SR28's generic meat-and-poultry frank (51 g), not the 76 g pork link.
  'hot dog': 'Frankfurter, meat and poultry, unheated',
  frankfurter: 'Frankfurter, meat and poultry, unheated',
  wiener: 'Frankfurter, meat and poultry, unheated',
  frank: 'Frankfurter, meat and poultry, unheated',
  // Breakfast sausage is pork unless the line says turkey (it was SR28's turkey links).
  'breakfast sausage': 'Pork sausage, link/patty, unprepared',
  'pork breakfast sausage': 'Pork sausage, link/patty, unprepared',
  // A can of Ro-Tel is tomatoes with chiles (it was the can of green chiles, 8 times the salt).
  'tomato and green chile': 'Tomatoes, red, ripe, canned, with green chilies',
  'tomato and green chili': 'Tomatoes, red, ripe, canned, with green chilies',
  'diced tomato and green chile': 'Tomatoes, red, ripe, canned, with green chilies',
  'diced tomato and green chili': 'Tomatoes, red, ripe, canned, with green chilies',
  'diced tomato with green chile': 'Tomatoes, red, ripe, canned, with green chilies',
  'diced tomato with green chili': 'Tomatoes, red, ripe, canned, with green chilies',
  rotel: 'Tomatoes, red, ripe, canned, with green chilies',
  'ro tel': 'Tomatoes, red, ripe, canned, with green chilies',
  'refrigerated biscuit': 'Biscuits, plain or buttermilk, refrigerated dough, higher fat',
  'refrigerated biscuit dough': 'Biscuits, plain or buttermilk, refrigerated dough, higher fat',
  'biscuit dough': 'Biscuits, plain or buttermilk, refrigerated dough, higher fat',
  'chunky salsa': 'Sauce, salsa, ready-to-serve',
  'jarred salsa': 'Sauce, salsa, ready-to-serve',
  'flaxseed meal': 'Seeds, flaxseed',
  'flax meal': 'Seeds, flaxseed',
  'ground flaxseed': 'Seeds, flaxseed',
  'ground flax seed': 'Seeds, flaxseed',
  'ground flax': 'Seeds, flaxseed',
  'milled flaxseed': 'Seeds, flaxseed',
  'instant noodle': 'Soup, ramen noodle, any flavor, dry',
  'maggi noodle': 'Soup, ramen noodle, any flavor, dry',
  // Roti and chapati are made from atta (whole wheat): SR28's whole-wheat one, 43 g a piece.
  roti: 'Bread, chapati or roti, whole wheat, commercially prepared, frozen',
  chapati: 'Bread, chapati or roti, whole wheat, commercially prepared, frozen',
  chapatti: 'Bread, chapati or roti, whole wheat, commercially prepared, frozen',
  phulka: 'Bread, chapati or roti, whole wheat, commercially prepared, frozen',
  // Marmite and Vegemite are yeast extract (042 listed them as having no row: SR28 has one).
  marmite: 'Yeast extract spread',
  vegemite: 'Yeast extract spread',
  'yeast extract': 'Yeast extract spread',
  // Frosting that names no flavour is vanilla (it was the coconut-nut one).
  frosting: 'Frostings, vanilla, creamy, ready-to-eat',
  'vanilla frosting': 'Frostings, vanilla, creamy, ready-to-eat',
  'chocolate frosting': 'Frostings, chocolate, creamy, ready-to-eat',
  'cream cheese frosting': 'Frostings, cream cheese-flavor, ready-to-eat',
  'cool whip': 'Dessert topping, semi solid, frozen',
  'whipped topping': 'Dessert topping, semi solid, frozen',
  'frozen whipped topping': 'Dessert topping, semi solid, frozen',
  'brownie mix': 'Cookies, brownies, dry mix, regular',
  // A box of cake mix is SR28's dry cake mix ('cake mix' was a shortening sold for cake
  // mixes, 100% fat, and the flavours matched nothing): US boxed mixes are pudding-in-the-mix
  // cakes, so white and chocolate are those rows.
  'cake mix': 'Cake, yellow, enriched, dry mix',
  'yellow cake mix': 'Cake, yellow, enriched, dry mix',
  'spice cake mix': 'Cake, yellow, enriched, dry mix',
  'white cake mix': 'Cake, pudding-type, white, enriched, dry mix',
  'chocolate cake mix': 'Cake, pudding-type, chocolate, dry mix',
  'devils food cake mix': 'Cake, pudding-type, chocolate, dry mix',
  'carrot cake mix': 'Cake, pudding-type, carrot, dry mix',
  cola: 'Beverages, carbonated, cola, regular',
  coke: 'Beverages, carbonated, cola, regular',
  'coca cola': 'Beverages, carbonated, cola, regular',
  'ritz cracker': 'Crackers, standard snack-type, regular',
  'butter cracker': 'Crackers, standard snack-type, regular',
  'goldfish cracker': 'Crackers, cheese, regular',
  'cheese cracker': 'Crackers, cheese, regular',
  // Bagged salad leaves are lettuces: green leaf, the plainest (they were a potato salad).
  'salad leaf': 'Lettuce, green leaf, raw',
  'mixed salad green': 'Lettuce, green leaf, raw',
  mesclun: 'Lettuce, green leaf, raw',
  // Microwave (ready) rice is cooked rice in a pouch: raw rice was three times its kcal.
  'microwave rice': 'Rice, white, long-grain, regular, enriched, cooked',
  'microwavable rice': 'Rice, white, long-grain, regular, enriched, cooked',
  'ready rice': 'Rice, white, long-grain, regular, enriched, cooked',
  'instant rice': 'Rice, white, long-grain, precooked or instant, enriched, dry',
  // Ham is SR28's boneless ham as sold (cup 140 g, slice 28 g); it was minced ham, a
  // luncheon meat with 60% more kcal.
  ham: 'Pork, cured, ham, boneless, extra lean and regular, unheated',
  'cooked ham': 'Pork, cured, ham, boneless, extra lean and regular, unheated',
  'smoked ham': 'Pork, cured, ham, boneless, extra lean and regular, unheated',
  'diced ham': 'Pork, cured, ham, boneless, extra lean and regular, unheated',
  // Deli ham is sliced ham (it was SR28's turkey ham).
  'deli ham': 'Ham, sliced, regular (approximately 11% fat)',
  'sliced ham': 'Ham, sliced, regular (approximately 11% fat)',
  'ham slice': 'Ham, sliced, regular (approximately 11% fat)',
  'mashed potato': 'Potatoes, mashed, home-prepared, whole milk and margarine added',
  'rice vermicelli': 'Rice noodles, dry',
  'rice vermicelli noodle': 'Rice noodles, dry',
  'vermicelli rice noodle': 'Rice noodles, dry',
  // Pretzels are the hard snack unless the line says soft (they were soft pretzels).
  pretzel: 'Snacks, pretzels, hard, plain, salted',
  'pretzel twist': 'Snacks, pretzels, hard, plain, salted',
  'pretzel stick': 'Snacks, pretzels, hard, plain, salted',
  'white chocolate chip': 'Candies, white chocolate',
  'white chocolate': 'Candies, white chocolate',
  'basil pesto': 'Sauce, pesto, ready-to-serve, refrigerated',
  // Popcorn is air-popped unless the line says otherwise (it was a low-fat microwave bag).
  popcorn: 'Snacks, popcorn, air-popped',
  'popped popcorn': 'Snacks, popcorn, air-popped',
  'french onion soup mix': 'Soup, onion, dry, mix',
  // Sparkling wines are white table wine in SR28's terms (it has no sparkling row).
  prosecco: 'Alcoholic beverage, wine, table, white',
  champagne: 'Alcoholic beverage, wine, table, white',
  cava: 'Alcoholic beverage, wine, table, white',
  'sparkling wine': 'Alcoholic beverage, wine, table, white',
  halloumi: 'Cheese, white, queso blanco',
  haloumi: 'Cheese, white, queso blanco',
  'halloumi cheese': 'Cheese, white, queso blanco',
};

/**
 * Names SR28 has no row for, which a word they share would match to another food (decision
 * 042): custard is no custard-apple, a Yorkshire pudding no rice pudding, udon no egg noodle
 * (bought cooked or dried, the line seldom says which). Left out and named instead.
 */
export const NO_ROW_NAMES: ReadonlySet<string> = new Set([
  // A vanilla pod (a few grams, its seeds scraped) was 100 g of pinto beans.
  'vanilla bean',
  'vanilla pod',
  'custard',
  'yorkshire pudding',
  'udon',
  'udon noodle',
  // Thai sweet chili sauce is about half sugar; the word match made it a hot sauce (2 kcal a
  // tablespoon).
  'sweet chili sauce',
  'sweet chilli sauce',
  'sweet chile sauce',
  'thai sweet chili sauce',
  'thai sweet chilli sauce',
  // A preserved lemon is eaten for its salted rind: fresh lemon flesh missed its salt.
  'preserved lemon',
  // Boxed macaroni and cheese: SR28's row of that name is a luncheon loaf (its box mixes are
  // in a group the table leaves out).
  'macaroni and cheese',
  'mac and cheese',
  'mac n cheese',
  'boxed macaroni and cheese',
  'boxed mac and cheese',
  // Chilli crisp is chillies fried in oil (it was potato chips); a Swiss roll is a sponge
  // cake (it was a bread roll); SR28's only Alfredo is the dry mix, five times a jar's kcal.
  'chilli crisp',
  'chili crisp',
  'chile crisp',
  'swiss roll',
  'alfredo sauce',
  'alfredo',
  // Coconut milk powder is mostly coconut fat (about 700 kcal per 100 g), malted milk powder
  // half malted grain: the cook name 'milk powder' would make them dry cow's milk.
  'coconut milk powder',
  'coconut powder',
  'buttermilk powder',
  'malted milk powder',
  // A fruit curd is butter, eggs and sugar, not the yogurt 'curd' is in Indian English.
  'lemon curd',
  'lime curd',
  'orange curd',
  'passion fruit curd',
]);
