import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import data from '../../nutrition-data/usda-sr28-foods.json' with { type: 'json' };
import { unresolvedCookNames } from './food-match.ts';
import {
  createFoodTable,
  type FoodTableData,
  foodWordIndex,
  NUTRIENT_KEYS,
  searchFoods,
} from './food-table.ts';
import { nutritionFromIngredients, nutritionFromLines } from './recipe-nutrition.ts';

const table = createFoodTable(data as unknown as FoodTableData);

function one(line: string) {
  const [item] = nutritionFromLines([line], 1, table).ingredients;
  if (!item) throw new Error('no ingredient');
  return item;
}

describe('the food table', () => {
  it('finds every food the cook names point at', () => {
    expect(unresolvedCookNames(table)).toEqual([]);
  });

  it('keeps home-cook foods and drops baby, restaurant and branded ones', () => {
    const names = table.foods.map((f) => f.name);
    expect(names).toContain('Butter, without salt');
    expect(names.some((n) => /^Babyfood/.test(n))).toBe(false);
    expect(names.some((n) => /KRAFT|CAMPBELL'S|McDONALD'S/.test(n))).toBe(false);
    expect(table.foods.some((f) => f.group === 'Fast Foods')).toBe(false);
  });

  it('indexes every word and cook name when it loads, so the first recipe scans nothing', () => {
    const onion = table.byWord.get('onion') ?? [];
    expect(onion.map((f) => f.name)).toContain('Onions, raw');
    // Each food once per word, though 'onion' is in its name and its first part.
    expect(new Set(onion).size).toBe(onion.length);
    // Every word of the name counts, not only its first part.
    expect(table.byWord.get('cilantro')?.some((f) => f.name.startsWith('Coriander'))).toBe(true);
    expect(table.byWord.get('zzzz')).toBeUndefined();
    expect(table.cookNames.get('plain flour')?.name).toBe(
      'Wheat flour, white, all-purpose, enriched, bleached',
    );
    expect(table.cookNames.size).toBeGreaterThan(300);
  });

  it('loads its word index from the committed table, the same as one built at load', () => {
    const stored = data as unknown as FoodTableData;
    // The build script stores the index, so that loading builds none.
    expect(stored.index).toEqual(foodWordIndex(stored));
    const built = createFoodTable({ ...stored, index: undefined });
    for (const word of ['onion', 'beef', 'cilantro', 'raw', 'zucchini', 'zzzz']) {
      expect(table.byWord.get(word)?.map((f) => f.id)).toEqual(
        built.byWord.get(word)?.map((f) => f.id),
      );
    }
    expect(table.byWord.has('onion')).toBe(true);
    expect(table.byWord.has('zzzz')).toBe(false);
  });

  it('reads a food’s nutrients and household weights from its row', () => {
    const butter = table.cookNames.get('butter');
    expect(butter?.per100g).toMatchObject({ kcal: 717, fat: 81.11 });
    expect(butter?.weights).toContainEqual({ measure: 'tbsp', grams: 14.2 });
    // Read once: the same object every time.
    expect(butter?.per100g).toBe(butter?.per100g);
  });

  it('searches by words, plain foods first, the last word as a prefix', () => {
    expect(searchFoods(table, 'onio')[0]?.name).toBe('Onions, raw');
    expect(searchFoods(table, 'butter salted').map((f) => f.name)).toContain('Butter, salted');
    expect(searchFoods(table, 'x')).toEqual([]);
  });
});

describe('grams of an ingredient', () => {
  it('weighs mass units directly', () => {
    expect(one('200 g unsalted butter')).toMatchObject({
      status: 'counted',
      grams: 200,
      food: { name: 'Butter, without salt' },
    });
    expect(one('1 lb boneless skinless chicken breasts').grams).toBe(453.6);
    expect(one('8 oz cheddar cheese').grams).toBe(226.8);
  });

  it('weighs volumes through the food’s own household measures', () => {
    // SR28: a cup of chopped onion is 160 g, a tablespoon of olive oil 13.5 g.
    expect(one('1 cup chopped onion').grams).toBe(160);
    expect(one('2 tablespoons olive oil').grams).toBe(27);
    expect(one('1 cup heavy cream').grams).toBeGreaterThan(230);
  });

  it('borrows the cup of a food of the same kind when SR28 gives none', () => {
    const item = one('2 cups shredded part-skim mozzarella cheese');
    expect(item.food?.name).toBe('Cheese, mozzarella, part skim milk');
    // Whole-milk mozzarella, shredded: 112 g a cup.
    expect(item.grams).toBe(224);
  });

  it('uses a size written beside the amount, as each or in all', () => {
    expect(one('1 bunch (about 8 ounces) kale').grams).toBe(226.8);
    expect(one('8 slices Swiss cheese (about 8 ounces total)').grams).toBe(226.8);
    expect(one('15 sheets lasagna noodles (9 ounces)').grams).toBe(255.1);
    // A range of sizes counts as its middle.
    expect(one('1 (15 to 16-ounce) container ricotta cheese').grams).toBe(439.4);
    // The writer weighed the cupful.
    expect(one('1 cup noodles (about 2 ounces)').grams).toBe(56.7);
  });

  it('weighs volumes by the food group’s density when the food has no measure', () => {
    const tiny = createFoodTable({
      credit: 'test',
      groups: ['Fats and Oils'],
      foods: [['99001', 0, 'Oil, test', '', 900, 0, 100, 0, 0, 0, 0, 10, []]],
    });
    const [item] = nutritionFromLines(['100 ml test oil'], 1, tiny).ingredients;
    expect(item?.grams).toBe(92);
    expect(item?.basis).toMatch(/typical of fats and oils/);
  });

  it('weighs counts through medium, large or the size the line gives', () => {
    expect(one('1 medium onion, diced').grams).toBe(110);
    expect(one('1 small onion').grams).toBe(70);
    expect(one('2 large eggs').grams).toBe(100);
    // A recipe's egg is a large egg.
    expect(one('3 eggs').grams).toBe(150);
    expect(one('3 cloves garlic, minced').grams).toBe(9);
    expect(one('1 stick butter').grams).toBe(113);
  });

  it('weighs a can by its size, drained for canned beans', () => {
    const sized = one('1 (15 oz) can chickpeas, drained and rinsed');
    expect(sized.food?.name).toMatch(/^Chickpeas.*canned, drained/);
    expect(sized.grams).toBe(255.1);
    expect(one('1 can chickpeas').grams).toBe(253);
    expect(one('1 (28 ounce) can crushed tomatoes').grams).toBe(793.8);
  });

  it("weighs a tin written by its weight ('400g tin') as the same tin, drained for beans", () => {
    // The British way of writing '1 (14 oz) can': 400 g is the tin's weight, not the beans'.
    const tin = one('400g tin chickpeas, drained');
    expect(tin.food?.name).toMatch(/^Chickpeas.*canned, drained/);
    expect(tin.grams).toBe(240);
    expect(tin.basis).toBe('a 400 g tin, drained (60%)');
    expect(one('400g/14oz tin chickpeas, drained and rinsed').grams).toBe(240);
    expect(one('400g can of chickpeas, drained').grams).toBe(240);
    // As many grams as '2 x 400g tins' counts for each of its two.
    expect(one('2 x 400g tins chickpeas, drained').grams).toBe(480);
    // A tin of what is not drained counts whole; a weight alone is the food's own.
    expect(one('400g tin chopped tomatoes').grams).toBe(400);
    expect(one('400g chickpeas, drained').grams).toBe(400);
  });

  it('counts the meat of a bone-in cut weighed with its bone', () => {
    expect(one('1 lb bone-in chicken thighs').grams).toBe(362.9);
    // SR28's piece of breast is meat already.
    expect(one('2 chicken breasts').grams).toBe(544);
    // 'Chicken parts' are chicken; SR28's meat-and-skin row has no bone either.
    const parts = one('3 lb chicken parts (bone-in, skin-on)');
    expect(parts.food?.name).toBe('Chicken, broilers or fryers, meat and skin, raw');
    expect(parts.grams).toBe(1088.6);
  });

  it('counts the meat of wings and drumsticks, which come on the bone unless the line says not', () => {
    // SR28's raw wing 'piece' is 107 g as bought, with 38% refuse: 62% of it is eaten.
    expect(one('5 chicken wings').grams).toBe(331.7);
    expect(one('1 large chicken wing').grams).toBe(66.3);
    // A weight of wings or drumsticks weighs their bones too, bone-in said or not.
    expect(one('500 g chicken wings').grams).toBe(310);
    expect(one('500 g bone-in chicken wings').grams).toBe(310);
    expect(one('1 kg chicken drumsticks').grams).toBe(700);
    // Boneless wings are meat already.
    expect(one('500 g boneless chicken wings').grams).toBe(500);
    // Another cut keeps the general bone-in share, and needs the line to say so.
    expect(one('500 g bone-in chicken thighs').grams).toBe(400);
    expect(one('500 g chicken thighs').grams).toBe(500);
  });

  it('counts "to taste" as nothing and never guesses a missing amount', () => {
    expect(one('salt to taste')).toMatchObject({ status: 'counted', grams: 0 });
    expect(one('Chopped fresh parsley, for serving')).toMatchObject({
      status: 'no-amount',
      grams: null,
      nutrients: null,
    });
  });

  it('counts a range as its middle', () => {
    expect(one('2-3 cloves garlic').grams).toBe(7.5);
    // SR28: a tablespoon of olive oil is 13.5 g.
    expect(one('1 to 2 tablespoons olive oil').grams).toBeCloseTo(1.5 * 13.5, 0);
  });

  it('reads fractions, mixed numbers and unicode fractions', () => {
    expect(one('1 1/2 cups all-purpose flour').grams).toBe(187.5);
    expect(one('½ cup sugar').grams).toBe(100);
    expect(one('¾ teaspoon salt').grams).toBe(4.5);
  });

  it('weighs a recipe’s fish fillet as a portion, not SR28’s whole side of a salmon', () => {
    expect(one('2 salmon fillets').grams).toBe(340);
    // A small fish's fillet is its own.
    expect(one('2 tilapia fillets').grams).toBe(232);
    // A written size wins.
    expect(one('2 (8 oz) salmon fillets').grams).toBe(453.6);
  });

  it('weighs a tomato of the kind the line names', () => {
    // SR28: a cherry tomato is 17 g, a plum (Roma) tomato 62 g, a medium tomato 123 g.
    expect(one('12 cherry tomatoes, halved').grams).toBe(204);
    expect(one('10 grape tomatoes').grams).toBe(170);
    expect(one('4 Roma tomatoes, diced').grams).toBe(248);
    expect(one('2 plum tomatoes').grams).toBe(124);
    expect(one('2 tomatoes').grams).toBe(246);
    // A size the line gives still counts for a plain tomato.
    expect(one('1 large tomato').grams).toBe(182);
  });

  it('weighs a head of garlic by its cloves', () => {
    expect(one('1 head garlic').grams).toBe(30);
    // Not every head: a lettuce is a lettuce.
    expect(one('1 head iceberg lettuce').grams).toBeGreaterThan(500);
  });

  it('weighs a fruit SR28 weighs by the half as two halves', () => {
    const apricots = one('5 dried apricots');
    expect(apricots.food?.name).toMatch(/^Apricots, dried/);
    expect(apricots.grams).toBe(35);
  });

  it('weighs a piece by the measure SR28 names after the food, plural or not', () => {
    // 'Dates' and 'date, pitted': the table keeps the measure though the plural ends in -es.
    expect(one('3 deglet noor dates').basis).toMatch(/date, pitted/);
    expect(one('12 prunes').basis).toMatch(/prune, pitted/);
  });

  it('reads the amount after a lone word of page text before it', () => {
    expect(one('Info 250 g spaghetti')).toMatchObject({ status: 'counted', grams: 250 });
    expect(one('Tip: 2 tbsp olive oil')).toMatchObject({ status: 'counted', grams: 27 });
    // No amount after the word: still no amount, never a guess.
    expect(one('Garnish parsley').status).toBe('no-amount');
    expect(one('Serves 4').status).not.toBe('counted');
    // A yield is not an ingredient.
    expect(one('Makes 24 cookies').status).not.toBe('counted');
  });

  it('leaves an unknown food out rather than guess', () => {
    expect(one('2 cups unobtainium shavings')).toMatchObject({
      status: 'no-match',
      food: null,
      grams: null,
    });
  });

  it('leaves out a piece of something that does not come in pieces', () => {
    expect(one('2 olive oil').status).toBe('no-weight');
  });

  it('weighs a pizza crust, base or dough ball as a round of its diameter, else 12 inches', () => {
    // 3 g per square inch: a 12-inch round is 339.3 g, a 10-inch one 235.6 g.
    expect(one('1 thin pizza crust').grams).toBe(339.3);
    expect(one('3 (10-inch) wholemeal pizza bases').grams).toBe(706.9);
    expect(one('10-inch pizza shell').grams).toBe(235.6);
    // 25 cm is 9.84 inches.
    expect(one('2 pizza bases, 25 cm each').grams).toBe(456.5);
    expect(one('1 ball homemade pizza dough').grams).toBe(339.3);
    // A weight the line writes wins over the round.
    expect(one('1 (13 oz) pizza crust').grams).toBe(368.5);
    expect(one('1 ball (about 12 ounces) pizza dough').grams).toBe(340.2);
    expect(one('500 g pizza dough').grams).toBe(500);
    // A size no pizza comes in is not its diameter: the 12-inch round.
    expect(one('1 (2 in) pizza crust').grams).toBe(339.3);
    // A size later in the note is of the pieces it is cut into.
    expect(one('1 pizza crust, cut into 6-inch strips').grams).toBe(339.3);
    expect(one('1 pizza crust (about 14 inches)').grams).toBe(461.8);
    // Not a crust: a slice of bread stays a slice, pizza sauce is no round.
    expect(one('2 slices italian bread').grams).toBe(60);
    expect(one('1/2 cup pizza sauce').basis).not.toMatch(/pizza round/);
  });
});

describe('matching names to foods', () => {
  it.each([
    ['chicken breast', 'Chicken, broiler or fryers, breast, skinless, boneless, meat only, raw'],
    ['extra-virgin olive oil', 'Oil, olive, salad or cooking'],
    ['diamond crystal kosher salt', 'Salt, table'],
    ['freshly ground black pepper', 'Spices, pepper, black'],
    // SR28 spells it crimini.
    ['cremini mushrooms', 'Mushrooms, brown, italian, or crimini, raw'],
    ['cooked rice', 'Rice, white, long-grain, regular, enriched, cooked'],
    ['jarred sun-dried tomatoes in oil', 'Tomatoes, sun-dried'],
    ['cold tap water', 'Beverages, water, tap, drinking'],
    ['carrots', 'Carrots, raw'],
    ['black beans', 'Beans, black turtle, mature seeds, canned'],
    ['semi-pearled farro', 'Spelt, uncooked'],
  ])('%s -> %s', (name, food) => {
    expect(one(`1 cup ${name}`).food?.name).toBe(food);
  });

  it('takes the dried row of a fruit, vegetable or herb the line calls dried', () => {
    const fresh = one('100 g cranberries');
    const dried = one('100 g dried cranberries');
    expect(fresh.food?.name).toBe('Cranberries, raw');
    expect(dried.food?.name).toMatch(/^Cranberries, dried/);
    expect(dried.nutrients?.kcal ?? 0).toBeGreaterThan(4 * (fresh.nutrients?.kcal ?? 0));
    expect(one('2 tsp dried thyme').food?.name).toBe('Spices, thyme, dried');
    expect(one('3 tbsp dried onion').food?.name).toBe('Onions, dehydrated flakes');
    // Dried legumes and grains are their raw rows already.
    expect(one('1 cup dried kidney beans').food?.name).toMatch(/^Beans, kidney.*raw/);
    expect(one('1 cup dried kidney beans').food?.name).not.toMatch(/canned/);
  });

  it('does not take a food whose name is another thing made of the word', () => {
    // 'Grape leaves', 'Olive loaf', 'Prune puree' are a leaf, a loaf and a puree.
    expect(one('15 grapes').food?.name).toMatch(/^Grapes,/);
    expect(one('6 olives').food?.name).toMatch(/^Olives,/);
    expect(one('1 pink grapefruit').food?.name).toMatch(/^Grapefruit,/);
    // The whole name still finds the compound food.
    expect(one('4 grape leaves').food?.name).toMatch(/^Grape leaves/);
    expect(one('1 cup grapefruit juice').food?.name).toMatch(/^Grapefruit juice/);
  });

  it('names a food by the word before its pieces, unless the food is named by them', () => {
    // Not 'Melon balls'.
    expect(one('125 g mozzarella ball').food?.name).toBe('Cheese, mozzarella, whole milk');
    expect(one('1 cup pineapple chunks').food?.name).toBe('Pineapple, raw, all varieties');
    expect(one('2 cups melon balls').food?.name).toMatch(/^Melon balls/);
    // The piece the name counts, by the food's own weight of one.
    expect(one('4 cheese slices').basis).toMatch(/slice/);
    // A piece in the note is how it is cut, not what is counted.
    expect(one('2 lemons, cut into wedges').grams).toBe(116);
  });

  it('reads a fresh chilli as a hot pepper and a stock cube as bouillon', () => {
    expect(one('1 red chilli, finely chopped')).toMatchObject({
      food: { name: 'Peppers, hot chili, red, raw' },
      grams: 45,
    });
    const cubes = one('2 chicken stock cubes');
    expect(cubes.food?.name).toMatch(/^Soup, bouillon cubes/);
    expect(cubes.grams).toBe(7.2);
  });

  it('takes the canned row of a fruit or vegetable the line calls drained', () => {
    expect(one('15 oz peach slices, drained').food?.name).toMatch(/^Peaches, canned/);
    expect(one('1 cup pineapple chunks').food?.name).toBe('Pineapple, raw, all varieties');
    // Already drained from its jar; and not every drained thing is canned.
    expect(one('1/2 cup sun-dried tomatoes, drained').food?.name).toBe(
      'Tomatoes, sun-dried, packed in oil, drained',
    );
    expect(one('1 lb tofu, drained').food?.name).toMatch(/^Tofu/);
  });

  it('takes the canned row of the same food, not the plainest canned food of its group', () => {
    // SR28 names fish by their group first: canned salmon is not canned mackerel.
    expect(one('1 can salmon').food?.name).toMatch(/^Fish, salmon, .*canned/);
    expect(one('200 g canned salmon, drained').food?.name).toMatch(/^Fish, salmon, .*canned/);
    // Sun-dried and drained: the ones from a jar of oil, not canned tomatoes.
    expect(one('3 oz jarred sun-dried tomato in oil, drained of oil').food?.name).toBe(
      'Tomatoes, sun-dried, packed in oil, drained',
    );
    // Canned whole tomatoes, not a canned dish of them (stewed) nor another product.
    expect(one('1 (14 oz) can whole tomatoes').food?.name).toMatch(
      /^Tomatoes, red, ripe, canned, packed in tomato juice/,
    );
    // Drained from a can, not boiled and drained.
    expect(one('1 cup sweet corn, drained').food?.name).toMatch(/^Corn, sweet, \w+, canned/);
    // A dried fruit without a jarred row stays dried, not a can of the fresh fruit.
    expect(one('1/2 cup dried apricots, drained').food?.name).toMatch(/^Apricots, dried/);
  });

  it('takes the meat without its skin when the line says skinless or skin removed', () => {
    const withSkin = one('600 g chicken, diced');
    expect(withSkin.food?.name).toBe('Chicken, broilers or fryers, meat and skin, raw');
    for (const line of [
      '600 g chicken, boneless and skinless, diced',
      '600 g skinless chicken',
      '600 g chicken, skin removed',
      '600 g chicken meat, skin and bones removed',
    ]) {
      const item = one(line);
      expect(item.food?.name, line).toBe('Chicken, broilers or fryers, meat only, raw');
      expect(item.nutrients?.fat ?? 0).toBeLessThan((withSkin.nutrients?.fat ?? 0) / 3);
    }
    // The same state: cooked chicken without skin is cooked meat only.
    expect(one('2 cups shredded cooked chicken, skin removed').food?.name).toMatch(
      /^Chicken, broilers or fryers, meat only, (?:cooked|stewed|roasted)/,
    );
    // 'skin-on' keeps the skin.
    expect(one('600 g skin-on chicken').food?.name).toMatch(/meat and skin/);
  });

  it('reads plain cottage cheese, not a row with vegetables', () => {
    expect(one('1 cup cottage cheese').food?.name).toBe(
      'Cheese, cottage, creamed, large or small curd',
    );
    expect(one('1 cup low-fat cottage cheese').food?.name).toBe(
      'Cheese, cottage, lowfat, 2% milkfat',
    );
  });

  it('weighs a stock cube, not the broth it is made up to', () => {
    expect(one('½ vegetable stock cube, made up to 500ml')).toMatchObject({
      food: { name: 'Soup, bouillon cubes and granules, low sodium, dry' },
      grams: 1.8,
    });
  });

  it('counts meatballs as meat unless the line says meatless', () => {
    expect(one('1 lb frozen meatballs').food?.name).toBe('Meatballs, frozen, Italian style');
    expect(one('1 lb meatless meatballs').food?.name).toBe('Meatballs, meatless');
  });

  it('counts pasta shapes SR28 does not name as dry pasta', () => {
    for (const shape of ['rigatoni', 'fettuccine', 'orecchiette']) {
      expect(one(`12 oz ${shape}`).food?.name).toBe('Pasta, dry, enriched');
    }
  });

  it('stands pizza crust and dough in with Italian bread, and gnocchi with cooked pasta', () => {
    // SR28 has neither (decision 036): the nearest rows by make-up, not left out.
    for (const line of [
      '1 store-bought pizza crust',
      '2 prebaked pizza shells',
      '1 lb whole wheat pizza dough',
      '2 pizza bases',
    ]) {
      expect(one(line).food?.name).toBe('Bread, italian');
    }
    for (const line of [
      '1 lb potato gnocchi',
      '400 g fresh gnocchi',
      '2 cups sweet potato gnocchi',
    ]) {
      expect(one(line).food?.name).toBe('Pasta, cooked, enriched, without added salt');
    }
    // 454 g at 158 kcal per 100 g.
    expect(Math.round(one('1 lb gnocchi').nutrients?.kcal ?? 0)).toBe(717);
    // Other pizza and pasta words keep their own foods.
    expect(one('1 cup pizza sauce').food?.name).not.toBe('Bread, italian');
    expect(one('8 oz penne').food?.name).toBe('Pasta, dry, enriched');
  });

  it('reads German and French names and units', () => {
    expect(one('2 rote Zwiebeln')).toMatchObject({ food: { name: 'Onions, raw' }, grams: 220 });
    expect(one('3 EL Rapsöl')).toMatchObject({ food: { name: 'Oil, canola' }, grams: 42 });
    expect(one('1 TL Zucker').food?.name).toBe('Sugars, granulated');
    expect(one('2 Zehen Knoblauch').grams).toBe(6);
    expect(one('1 Bund Schnittlauch').food?.name).toBe('Chives, raw');
    expect(one('300 g Hähnchenbrust').food?.name).toMatch(/^Chicken.*breast/);
    expect(one('1 l Gemüsebrühe').food?.name).toMatch(/vegetable broth/);
    // A brand and other unknown words are dropped; a word of the table stays.
    expect(one('75 g REWE Beste Wahl Haselnüsse').food?.name).toMatch(/^Nuts, hazelnuts/);
    expect(one('250 g Mascarpone').status).not.toBe('counted');
    expect(one('250 g de farine').food?.name).toMatch(/^Wheat flour/);
    expect(one('3 oeufs')).toMatchObject({ food: { name: 'Egg, whole, raw, fresh' }, grams: 150 });
    expect(one("2 gousses d'ail")).toMatchObject({ food: { name: 'Garlic, raw' }, grams: 6 });
    expect(one('400 g de pommes de terre').food?.name).toMatch(/^Potatoes/);
    // 'Pâte brisée' is pastry, not pasta.
    expect(one('1 pâte brisée').food?.name).toMatch(/^Pie crust/);
  });

  it('does not read an English name as French', () => {
    expect(one('1 cup sauvignon blanc').food?.name ?? '').not.toMatch(/chicken/i);
    expect(one('1 cup beef au jus').food?.name ?? '').not.toMatch(/lime|lemon/i);
    expect(one('2 tbsp butter').food?.name).toBe('Butter, without salt');
  });

  it("keeps a cook's grain or variety word that the table can honour", () => {
    // A word no rice row holds ('Japanese') does not make the match forget 'short-grain'.
    expect(one('2 cups Japanese short-grain white rice').food?.name).toBe(
      'Rice, white, short-grain, enriched, uncooked',
    );
    expect(one('2 cups uncooked Japanese short-grain white rice')).toMatchObject({
      food: { name: 'Rice, white, short-grain, enriched, uncooked' },
      grams: 400,
    });
    expect(one('1 cup short-grain rice').food?.name).toBe(
      'Rice, white, short-grain, enriched, uncooked',
    );
    // 'Medium' before 'grain' is the grain, not the size; rice is white unless it says brown.
    expect(one('1 cup medium-grain rice').food?.name).toBe(
      'Rice, white, medium-grain, raw, enriched',
    );
    expect(one('1 cup brown medium-grain rice').food?.name).toBe('Rice, brown, medium-grain, raw');
    // SR28 has no short-grain brown rice: brown is honoured, not dropped for white.
    expect(one('1 cup brown short-grain rice').food?.name).toMatch(/^Rice, brown/);
    expect(one('1 cup brown basmati rice').food?.name).toBe('Rice, brown, long-grain, raw');
    // Jasmine and basmati are long-grain; an origin word changes nothing.
    expect(one('1 cup Thai jasmine rice').food?.name).toBe(
      'Rice, white, long-grain, regular, raw, enriched',
    );
    expect(one('200 g basmati').food?.name).toBe('Rice, white, long-grain, regular, raw, enriched');
    expect(one('1 cup Italian arborio rice').food?.name).toMatch(/^Rice, white/);
    expect(one('1 cup wild rice').food?.name).toBe('Wild rice, raw');
    expect(one('1 cup cooked wild rice').food?.name).toBe('Wild rice, cooked');
    expect(one('1 cup sticky rice').food?.name).toBe(
      'Rice, white, glutinous, unenriched, uncooked',
    );
    // The last words still win over a food holding no more of the name.
    expect(one('2 (12 inch) pre-baked pizza crusts').food?.name).toBe('Bread, italian');
    expect(one('1 cup cooked short-grain rice').food?.name).toBe(
      'Rice, white, short-grain, enriched, cooked',
    );
  });

  it('reads a cut spelled as one word or two the same', () => {
    const ribEye =
      /^Beef, rib eye steak, boneless, lip off, separable lean only, trimmed to 0" fat, \w+, raw$/;
    for (const name of [
      'ribeye steaks',
      'rib-eye steak',
      'rib eye steak',
      'boneless ribeye steak',
    ]) {
      const food = one(`1 lb ${name}`).food?.name ?? '';
      expect(food, name).toMatch(ribEye);
    }
    // The same row whatever the spelling: the grade preference is the matcher's own.
    expect(one('1 lb ribeye steak').food?.id).toBe(one('1 lb rib eye steak').food?.id);
    // The cap is another cut, in either spelling.
    expect(one('1 lb ribeye cap steak').food?.name).toMatch(/^Beef, ribeye cap steak/);
    expect(one('1 lb rib eye cap steak').food?.name).toMatch(/^Beef, ribeye cap steak/);
    // SR28 spells spareribs as one word.
    expect(one('2 lb pork spare ribs').food?.name).toMatch(/^Pork, fresh, spareribs/);
    // Not a spelling: 'eye of round' is no rib eye.
    expect(one('1 lb eye of round').food?.name ?? '').not.toMatch(/rib ?eye/);
  });

  it('takes the cooked row of a cook name the line calls cooked', () => {
    // Raw rice has three times the kcal of cooked.
    expect(one('1 cup cooked jasmine rice').food?.name).toBe(
      'Rice, white, long-grain, regular, enriched, cooked',
    );
    expect(one('2 cups cooked spaghetti').food?.name).toMatch(/^Pasta, cooked/);
    // 'Cooked' before the name, wherever the parser puts it.
    const chicken = one('2 cups shredded cooked chicken').food?.name ?? '';
    expect(chicken).toMatch(/^Chicken, broilers or fryers.*cooked/);
    expect(chicken).not.toMatch(/feet/);
    // After the name the amount is of the raw food, cooked afterwards.
    expect(one('1 cup rice, cooked').food?.name).toBe(
      'Rice, white, long-grain, regular, raw, enriched',
    );
  });

  it('prefers the raw food unless the line says cooked', () => {
    expect(one('1 cup spinach').food?.name).toBe('Spinach, raw');
    expect(one('1 cup broccoli').food?.name).toBe('Broccoli, raw');
  });

  it('does not take a form word (flakes, powder, paste) for the food', () => {
    // A form alone names nothing: not counted rather than celery flakes.
    expect(one('2 tbsp flakes').status).toBe('no-match');
    for (const name of ['onion flakes', 'bran flakes', 'mushroom powder', 'ginger-garlic paste']) {
      expect(one(`1 tbsp ${name}`).food, name).toBeNull();
    }
    expect(one('1 cup coconut flakes').food?.name).toMatch(/^Nuts, coconut meat, dried/);
    expect(one('1/2 cup almond flakes').food?.name).toBe('Nuts, almonds');
    expect(one('1 tsp sea salt flakes').food?.name).toBe('Salt, table');
    // A choice of qualifiers names no food: the next choice does.
    expect(one('1 tbsp medium or mild curry powder').food?.name).toBe('Spices, curry powder');
    expect(one('1 cup fresh or canned tomato purée').food?.name).toMatch(/^Tomato products/);
    // Nor do 'sauce' and 'spice' keep a near kind out.
    expect(one('3 tbsp roasted garlic chili sauce').food?.name).toBe(
      'Sauce, ready-to-serve, pepper or hot',
    );
    // A form still matches when the food names every word of the line.
    expect(one('2 tbsp tomato paste').food?.name).toMatch(/^Tomato products, canned, paste/);
  });

  it('drops the brand before a trademark sign, unless the brand is the whole name', () => {
    // With its brand, nothing holds every word of the name and it went unmatched.
    expect(one('1/4 cup Hidden Valley® ranch dressing').food?.name).toBe(
      'Salad dressing, ranch dressing, regular',
    );
    expect(one('1 box Jell-O™ vanilla pudding mix').food?.name).toMatch(
      /^Puddings, vanilla, dry mix/,
    );
    expect(one('2 tbsp Nutella®').food?.name).toBe('Chocolate-flavored hazelnut spread');
  });

  it('takes the first name of a product named two ways with "&"', () => {
    expect(one('1 box (3.4 oz) vanilla-flavor instant pudding & pie filling mix').food?.name).toBe(
      'Puddings, vanilla, dry mix, instant',
    );
  });

  it('finds a cook name at the end of a canned name', () => {
    // 'A can' of crescent dough: no canned row, so the food itself, weighed by the can.
    const dough = one('1 can (8 oz) refrigerated original crescent dough sheet');
    expect(dough.food?.name).toBe('Biscuits, plain or buttermilk, refrigerated dough, higher fat');
    expect(dough.grams).toBeCloseTo(226.8, 1);
  });

  it('takes a fresh cut over a cured one unless the line says cured or corned', () => {
    expect(one('2 lb beef brisket').food?.name).not.toMatch(/cured/);
    expect(one('2 lb corned beef brisket').food?.name).toMatch(/cured, corned beef/);
  });

  it('does not turn broth into dry bouillon', () => {
    expect(one('2 cups chicken or vegetable broth').food?.name).not.toMatch(/dry/);
  });

  it('uses the food the cook chose over the match', () => {
    const result = nutritionFromIngredients(
      [{ name: 'butter', quantity: 100, unit: 'g', foodId: '01001' }],
      1,
      table,
    );
    expect(result.ingredients[0]).toMatchObject({
      food: { id: '01001', name: 'Butter, salted' },
      isChosen: true,
    });
    expect(result.perServing.sodium).toBe(643);
  });
});

describe('a recipe’s nutrition', () => {
  const lines = [
    '200 g unsalted butter',
    '1 cup granulated sugar',
    '2 large eggs',
    'salt to taste',
    'a handful of unobtainium',
  ];

  it('adds up every ingredient and shares it by the servings', () => {
    const result = nutritionFromLines(lines, 4, table);
    // 200 g butter 1434 kcal, 200 g sugar 774 kcal, 100 g egg 143 kcal.
    expect(result.total.kcal).toBe(1434 + 774 + 143);
    expect(result.perServing.kcal).toBe(Math.round((1434 + 774 + 143) / 4));
    expect(result.servings).toBe(4);
  });

  it('says how many ingredients it is based on and which were left out', () => {
    const { coverage } = nutritionFromLines(lines, 4, table);
    expect(coverage).toEqual({
      counted: 4,
      of: 5,
      leftOut: ['unobtainium'],
      isReliable: true,
    });
  });

  it('counts of frying oil what the food takes up, a tenth of its weight at most', () => {
    const fried = nutritionFromLines(
      [
        '1 kg boneless chicken thighs',
        '200 g plain flour',
        '1 litre sunflower oil, for deep-frying',
        '2 cups chicken stock',
      ],
      4,
      table,
    );
    const oil = fried.ingredients[2];
    // A tenth of the chicken and flour (the stock and the oil fry nothing): 120 g of the
    // litre (about 920 g).
    expect(oil?.grams).toBe(120);
    expect(oil?.basis).toMatch(/for frying/);
    expect(oil?.nutrients?.fat ?? 0).toBeCloseTo(120, 0);
    // Oil for shallow or pan frying that the food can take up in full counts in full.
    const pan = nutritionFromLines(
      ['500 g chicken breast', '2 tbsp olive oil, for frying'],
      2,
      table,
    );
    expect(pan.ingredients[1]?.grams).toBe(27);
    // Oil that is not for frying counts in full, however much.
    const dressing = nutritionFromLines(['100 g lettuce', '1 cup olive oil'], 4, table);
    expect(dressing.ingredients[1]?.grams).toBe(216);
    // Frying oil without an amount stays left out, never guessed.
    const none = nutritionFromLines(['500 g chicken wings', 'Oil for deep frying'], 2, table);
    expect(none.ingredients[1]?.status).toBe('no-amount');
  });

  it('is not reliable below half', () => {
    const { coverage } = nutritionFromLines(
      ['1 cup flour', 'a pinch of mystery', '3 unobtainium', 'some zorblax'],
      1,
      table,
    );
    expect(coverage.counted).toBe(1);
    expect(coverage.isReliable).toBe(false);
  });

  it('reads stored ingredients (amount, unit and name apart) the same as lines', () => {
    const stored = nutritionFromIngredients(
      [
        { name: 'all-purpose flour', quantity: 2, unit: 'cups' },
        { name: 'large eggs', quantity: 3, unit: '' },
        { name: 'salt', quantity: 0, unit: '' },
      ],
      2,
      table,
    );
    const written = nutritionFromLines(['2 cups all-purpose flour', '3 large eggs'], 2, table);
    expect(stored.total).toEqual(written.total);
    expect(stored.coverage.leftOut).toEqual(['salt']);
    expect(stored.ingredients.map((i) => i.line)).toEqual([
      '2 cups all-purpose flour',
      '3 large eggs',
      'salt',
    ]);
  });

  it('reads an imported ingredient from the line it was read from, notes and sizes included', () => {
    // What an import stores: the name without its notes, and 1 where the line has no amount.
    const imported = nutritionFromIngredients(
      [
        {
          name: 'chickpeas',
          quantity: 1,
          unit: 'can',
          line: '1 (15 oz) can chickpeas, drained and rinsed',
        },
        {
          name: 'vegetable oil',
          quantity: 3,
          unit: 'cups',
          line: '3 cups vegetable oil, for frying',
        },
        { name: 'grated parmesan', quantity: 1, unit: '', line: 'grated parmesan, to serve' },
        { name: 'sea salt', quantity: 1, unit: '', line: 'Sea salt to taste', foodId: '02047' },
      ],
      4,
      table,
    );
    const written = nutritionFromLines(
      [
        '1 (15 oz) can chickpeas, drained and rinsed',
        '3 cups vegetable oil, for frying',
        'grated parmesan, to serve',
        'Sea salt to taste',
      ],
      4,
      table,
    );
    expect(imported.total).toEqual(written.total);
    // The can's size and draining count; the oil is frying oil; no amount is not guessed.
    expect(imported.ingredients[0]?.grams).toBe(255.1);
    expect(imported.ingredients[1]?.basis).toMatch(/for frying/);
    expect(imported.ingredients[2]).toMatchObject({ status: 'no-amount', name: 'grated parmesan' });
    expect(imported.coverage.leftOut).toEqual(['grated parmesan']);
    // The cook's own name and chosen food stay.
    expect(imported.ingredients[3]).toMatchObject({ name: 'sea salt', isChosen: true, grams: 0 });
    expect(imported.ingredients[0]?.line).toBe('1 (15 oz) can chickpeas, drained and rinsed');
    // Without the line the same ingredients lose all that: the whole pot of oil, a guessed piece.
    const bare = nutritionFromIngredients(
      [
        { name: 'vegetable oil', quantity: 3, unit: 'cups' },
        { name: 'grated parmesan', quantity: 1, unit: '' },
      ],
      4,
      table,
    );
    expect(bare.total.kcal).toBeGreaterThan(5 * imported.total.kcal);
  });

  it('treats broken servings as one', () => {
    const once = nutritionFromLines(['100 g butter'], 1, table);
    for (const servings of [0, -1, Number.NaN]) {
      expect(nutritionFromLines(['100 g butter'], servings, table).perServing).toEqual(
        once.perServing,
      );
    }
  });

  const FOODS = ['butter', 'flour', 'sugar', 'olive oil', 'onion', 'carrots', 'rice', 'milk'];
  const UNITS = ['g', 'cup', 'tbsp', 'oz', ''];

  it('doubles every figure when every amount doubles (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            food: fc.constantFrom(...FOODS),
            unit: fc.constantFrom(...UNITS),
            amount: fc.integer({ min: 1, max: 400 }),
          }),
          { minLength: 1, maxLength: 8 },
        ),
        (rows) => {
          const single = nutritionFromLines(
            rows.map((r) => `${r.amount} ${r.unit} ${r.food}`),
            1,
            table,
          );
          const double = nutritionFromLines(
            rows.map((r) => `${r.amount * 2} ${r.unit} ${r.food}`),
            1,
            table,
          );
          for (const key of NUTRIENT_KEYS) {
            // Each total is rounded once (to 1 or 0.1): allow that rounding, twice over.
            expect(Math.abs(double.total[key] - 2 * single.total[key])).toBeLessThanOrEqual(2);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('divides the whole recipe by its servings (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...FOODS),
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 1, max: 12 }),
        (food, grams, servings) => {
          const result = nutritionFromLines([`${grams} g ${food}`], servings, table);
          for (const key of NUTRIENT_KEYS) {
            expect(
              Math.abs(result.perServing[key] * servings - result.total[key]),
            ).toBeLessThanOrEqual(servings);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});
