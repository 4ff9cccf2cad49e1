import { describe, expect, it } from 'vitest';
import { parseIngredientLine, parseIngredientLineUnguarded } from './parse-ingredient-line.ts';

function parse(line: string) {
  const { quantity, quantityMax, unit, name, note } = parseIngredientLine(line);
  return { quantity, quantityMax, unit, name, note };
}

describe('parseIngredientLine: amounts', () => {
  it.each([
    ['2 eggs', 2],
    ['1.5 tsp garlic powder', 1.5],
    ['.5 tsp salt', 0.5],
    ['1/2 cup milk', 0.5],
    ['1 1/2 cups flour', 1.5],
    ['1-1/2 cups sugar', 1.5],
    ['2/4 c chocolate chips', 0.5],
    ['1 5/8 tsp yeast', 1.625],
    ['1,000 g flour', 1000],
  ])('reads the number in %j', (line, quantity) => {
    expect(parse(line).quantity).toBeCloseTo(quantity, 6);
  });

  it.each([
    ['½ cup sugar', 0.5],
    ['¼ tsp salt', 0.25],
    ['¾ cup milk', 0.75],
    ['⅓ cup oil', 1 / 3],
    ['⅔ cup cream', 2 / 3],
    ['⅛ tsp cloves', 0.125],
    ['⅜ cup water', 0.375],
    ['⅝ cup water', 0.625],
    ['⅞ cup water', 0.875],
    ['⅕ cup water', 0.2],
    ['⅙ cup water', 1 / 6],
    ['1½ cups rice', 1.5],
    ['2 ½ tbsp honey', 2.5],
    ['1⁄2 cup oats', 0.5],
  ])('reads the unicode fraction in %j', (line, quantity) => {
    expect(parse(line).quantity).toBeCloseTo(quantity, 5);
  });

  it.each([
    ['2-3 tbsp cream', 2, 3],
    ['2 - 3 tbsp cream', 2, 3],
    ['2–3 eggs', 2, 3],
    ['2 to 3 cloves garlic', 2, 3],
    ['2 or 3 carrots', 2, 3],
    ['1/4 to 1/2 cup parmesan', 0.25, 0.5],
  ])('reads the range in %j as its bounds', (line, low, high) => {
    expect(parse(line)).toMatchObject({ quantity: low, quantityMax: high });
  });

  it.each([
    ['one onion', 1],
    ['two carrots', 2],
    ['twelve prawns', 12],
    ['half an onion', 0.5],
    ['a half cup milk', 0.5],
    ['a dozen eggs', 12],
    ['2 dozen eggs', 24],
    ['one and a half cups stock', 1.5],
    ['a pinch of salt', 1],
    ['a large onion', 1],
  ])('understands the number words in %j', (line, quantity) => {
    expect(parse(line).quantity).toBe(quantity);
  });

  it('reads a vague amount as no quantity and keeps it out of the name', () => {
    expect(parse('a little olive oil')).toMatchObject({
      quantity: null,
      name: 'olive oil',
      note: 'a little',
    });
  });

  it.each([
    ['an egg', 'egg'],
    ['A lemon, halved', 'lemon'],
    ['A bouquet garni', 'bouquet garni'],
    ['A crushed garlic clove', 'garlic'],
  ])('counts one for the article in %j', (line, name) => {
    expect(parse(line)).toMatchObject({ quantity: 1, name });
  });

  it.each([
    ['A mix of herbs', 'herbs', 'a mix of'],
    ['A squeeze of lemon', 'lemon', 'a squeeze of'],
    ['A drizzle of olive oil', 'olive oil', 'a drizzle of'],
    ['A few sprigs of thyme', 'thyme', 'a few'],
  ])('reads the article in %j as vague, with no quantity', (line, name, note) => {
    expect(parse(line)).toMatchObject({ quantity: null, name, note });
  });

  it('gives no quantity to a line that has none', () => {
    expect(parse('Fresh blueberries')).toEqual({
      quantity: null,
      quantityMax: null,
      unit: null,
      name: 'fresh blueberries',
      note: null,
    });
  });

  it('reads salt to taste as no quantity, name salt and the remark as note', () => {
    expect(parse('Salt to taste')).toEqual({
      quantity: null,
      quantityMax: null,
      unit: null,
      name: 'salt',
      note: 'to taste',
    });
  });

  it('reads the parts of a mixture as a share, not as an amount, and keeps the name', () => {
    expect(parse('1:1:1* Sugar')).toEqual({
      quantity: null,
      quantityMax: null,
      unit: null,
      name: 'sugar',
      note: 'parts 1:1:1*',
    });
    expect(parse('2:1 soy sauce')).toMatchObject({ quantity: null, name: 'soy sauce' });
    // A list number before a colon and a space is still a list number, and the amount follows.
    expect(parse('3: 2 cups flour')).toMatchObject({ quantity: 2, unit: 'cup', name: 'flour' });
  });

  it('does not read a measured size as a mixed number', () => {
    expect(parse('4 1/2-inch-thick baguette slices')).toMatchObject({ quantity: 4 });
  });

  it('counts the whole fruit for juice and zest', () => {
    expect(parse('Juice of 1 lemon')).toMatchObject({
      quantity: 1,
      name: 'lemon',
      note: 'juice of',
    });
    expect(parse('Finely grated zest of 1/2 orange')).toMatchObject({
      quantity: 0.5,
      name: 'orange',
    });
  });

  it('counts the whole thing when a prepared part of it is asked for', () => {
    expect(parse('Coarsely chopped leaves from 1 bunch cilantro, for garnish')).toMatchObject({
      quantity: 1,
      unit: 'bunch',
      name: 'cilantro',
    });
    expect(parse('Strips of zest from 1 orange')).toMatchObject({ quantity: 1, name: 'orange' });
    expect(parse('Thin strips of peel from 2 lemons')).toMatchObject({
      quantity: 2,
      name: 'lemons',
    });
  });

  it('does not take a part for the ingredient when no amount follows it', () => {
    expect(parse('Chopped leaves from the celery')).toMatchObject({ quantity: null });
  });

  it('takes an amount written after the name', () => {
    expect(parse('Baking soda, 1/4 teaspoon, or none at high altitude')).toMatchObject({
      quantity: 0.25,
      unit: 'tsp',
      name: 'baking soda',
    });
  });
});

describe('parseIngredientLine: units', () => {
  it.each([
    ['1 cup flour', 'cup'],
    ['2 cups flour', 'cup'],
    ['1 c flour', 'cup'],
    ['1 C flour', 'cup'],
    ['1 tablespoon oil', 'tbsp'],
    ['2 tablespoons oil', 'tbsp'],
    ['1 tbsp oil', 'tbsp'],
    ['1 Tbsp oil', 'tbsp'],
    ['1 tbsp. oil', 'tbsp'],
    ['1 tbs oil', 'tbsp'],
    ['1 T oil', 'tbsp'],
    ['1 teaspoon salt', 'tsp'],
    ['1 tsp salt', 'tsp'],
    ['1 t salt', 'tsp'],
    ['100 g sugar', 'g'],
    ['100 gram sugar', 'g'],
    ['100 grams sugar', 'g'],
    ['1 kg potatoes', 'kg'],
    ['2 kilograms potatoes', 'kg'],
    ['250 ml stock', 'ml'],
    ['250 mL stock', 'ml'],
    ['250 millilitres stock', 'ml'],
    ['1 l water', 'l'],
    ['1 L water', 'l'],
    ['1 litre water', 'l'],
    ['2 liters water', 'l'],
    ['4 oz cheese', 'oz'],
    ['4 oz. cheese', 'oz'],
    ['1 ounce cheese', 'oz'],
    ['1 lb beef', 'lb'],
    ['2 lbs beef', 'lb'],
    ['2 pounds beef', 'lb'],
    ['2 fl oz rum', 'fl oz'],
    ['2 fl. oz. rum', 'fl oz'],
    ['2 fluid ounces rum', 'fl oz'],
    ['1 pinch salt', 'pinch'],
    ['2 dashes bitters', 'dash'],
    ['1 handful spinach', 'handful'],
    ['3 cloves garlic', 'clove'],
    ['1 can beans', 'can'],
    ['2 tins tomatoes', 'can'],
    ['3 slices bacon', 'slice'],
    ['1 stick butter', 'stick'],
    ['1 bunch parsley', 'bunch'],
    ['1 package yeast', 'package'],
    ['1 pkg yeast', 'package'],
    ['4 sprigs thyme', 'sprig'],
    ['1 head cauliflower', 'head'],
    ['2 pieces chicken', 'piece'],
    ['1 jar salsa', 'jar'],
    ['1 bottle wine', 'bottle'],
    ['2 pints strawberries', 'pint'],
    ['1 quart stock', 'quart'],
    ['1 envelope yeast', 'envelope'],
    ['2 sheets puff pastry', 'sheet'],
    ['4 rashers pancetta', 'rasher'],
    ['4 ears corn', 'ear'],
  ])('canonicalises the unit in %j', (line, unit) => {
    expect(parse(line).unit).toBe(unit);
  });

  it('reads a unit glued to its number', () => {
    expect(parse('150g butter')).toMatchObject({ quantity: 150, unit: 'g', name: 'butter' });
    expect(parse('75ml double cream')).toMatchObject({
      quantity: 75,
      unit: 'ml',
      name: 'double cream',
    });
  });

  it('reads a unit written with an accent, and leaves an accented name a name', () => {
    expect(parse('1 Päckchen Backpulver')).toMatchObject({
      quantity: 1,
      unit: 'package',
      name: 'backpulver',
    });
    expect(parse('2 échalotes')).toMatchObject({ quantity: 2, unit: null, name: 'échalotes' });
  });

  it.each([
    ['2 large eggs', 'eggs', 'large'],
    ['1 lg avocado', 'avocado', 'lg'],
    ['1 medium onion', 'onion', 'medium'],
    ['3 small shallots', 'shallots', 'small'],
  ])('keeps the size word %j out of the unit', (line, name, note) => {
    expect(parse(line)).toMatchObject({ unit: null, name, note });
  });

  it('reads a size before the unit as a note', () => {
    expect(parse('1 small sprig rosemary')).toMatchObject({ unit: 'sprig', name: 'rosemary' });
  });

  it('treats a parenthesised size as a note and the container as the unit', () => {
    expect(parse('1 (14 oz) can tomatoes')).toEqual({
      quantity: 1,
      quantityMax: null,
      unit: 'can',
      name: 'tomatoes',
      note: '14 oz',
    });
  });

  it('treats a hyphenated size before a container as a note', () => {
    expect(parse('2 15-ounce cans black beans')).toMatchObject({
      quantity: 2,
      unit: 'can',
      name: 'black beans',
      note: '15-ounce',
    });
  });

  it('reads a unit written after the name', () => {
    expect(parse('6 garlic cloves')).toMatchObject({ quantity: 6, unit: 'clove', name: 'garlic' });
    expect(parse('3 celery sticks')).toMatchObject({ unit: 'stick', name: 'celery' });
  });

  it('moves a size out of the name once the unit after it is read', () => {
    expect(parse('1 plump garlic clove, minced')).toMatchObject({
      quantity: 1,
      unit: 'clove',
      name: 'garlic',
      note: 'plump, minced',
    });
    expect(parse('2 large garlic cloves')).toMatchObject({ unit: 'clove', name: 'garlic' });
  });

  it('reads packing words before a unit as a remark, not as the name', () => {
    expect(parse('4 firmly packed cups chopped spinach')).toMatchObject({
      quantity: 4,
      unit: 'cup',
      name: 'spinach',
    });
    expect(parse('1 packed tablespoon plus 1 packed teaspoon salt-packed anchovies')).toMatchObject(
      { quantity: 1, unit: 'tbsp', name: 'salt-packed anchovies' },
    );
    expect(parse('2 cups packed basil leaves')).toMatchObject({
      unit: 'cup',
      name: 'basil leaves',
    });
  });

  it('takes a lone count unit for the ingredient, but not a lone measure', () => {
    expect(parse('6 cloves')).toMatchObject({ quantity: 6, unit: null, name: 'cloves' });
    expect(parse('10 g')).toMatchObject({ quantity: 10, unit: 'g', name: '' });
    expect(parse('200 ml')).toMatchObject({ quantity: 200, unit: 'ml', name: '' });
    expect(parse('2 cm')).toMatchObject({ quantity: 2, unit: 'cm', name: '' });
  });

  it('keeps cinnamon stick whole because that is what is bought', () => {
    expect(parse('2 cinnamon sticks')).toMatchObject({ unit: null, name: 'cinnamon sticks' });
  });

  it('reads a unit that opens a line without a number', () => {
    expect(parse('Handful of basil leaves')).toMatchObject({
      quantity: null,
      unit: 'handful',
      name: 'basil leaves',
    });
  });

  it('counts a bare pinch or dash as one', () => {
    expect(parse('Pinch of cayenne pepper')).toMatchObject({
      quantity: 1,
      unit: 'pinch',
      name: 'cayenne pepper',
    });
    expect(parse('Large pinch red chile flakes')).toMatchObject({ quantity: 1, unit: 'pinch' });
    expect(parse('Dash of Angostura bitters')).toMatchObject({ quantity: 1, unit: 'dash' });
    expect(parse('Splash of soda water')).toMatchObject({ quantity: null, unit: 'splash' });
    expect(parse('A few drops of vanilla extract')).toMatchObject({ quantity: null });
  });

  it('reads a hyphenated size after the count as a note', () => {
    expect(parse('1 2-pound porgy, gutted')).toMatchObject({
      quantity: 1,
      unit: null,
      name: 'porgy',
      note: '2-pound, gutted',
    });
    expect(parse('1 3- to 3 1/2-pound chicken')).toMatchObject({ quantity: 1, name: 'chicken' });
    expect(parse('1 5-to-7-pound leg of lamb')).toMatchObject({ name: 'leg of lamb' });
    expect(parse('8 8-1/2-inch rice flour wrappers')).toMatchObject({
      quantity: 8,
      name: 'rice flour wrappers',
    });
    expect(parse('1 6- or 7-ounce package baby spinach')).toMatchObject({
      unit: 'package',
      name: 'baby spinach',
    });
    expect(parse('1 1-inch piece fresh ginger')).toMatchObject({
      unit: 'piece',
      name: 'fresh ginger',
    });
  });

  it('reads slices, fillets and strips written after the name as the unit', () => {
    expect(parse('12 baguette slices, toasted')).toMatchObject({
      quantity: 12,
      unit: 'slice',
      name: 'baguette',
    });
    expect(parse('6 anchovy fillets, rinsed')).toMatchObject({ unit: 'fillet', name: 'anchovy' });
    expect(parse('4 3-inch strips orange zest')).toMatchObject({
      unit: 'strip',
      name: 'orange zest',
    });
  });

  it('reads a size word after a measure as a note', () => {
    expect(parse('1 pound medium shrimp, peeled')).toMatchObject({
      unit: 'lb',
      name: 'shrimp',
      note: 'medium, peeled',
    });
    expect(parse('2 tbsp heaped sugar')).toMatchObject({ name: 'sugar', note: 'heaped' });
  });

  it('keeps a size word that is a grade of the product', () => {
    expect(parse('2 tablespoons medium or hot smoked paprika').name).toBe(
      'medium or hot smoked paprika',
    );
  });

  it('reads words ending in -size as sizes', () => {
    expect(parse('5 nickel-size slices of ginger')).toMatchObject({
      quantity: 5,
      unit: 'slice',
      name: 'ginger',
      note: 'nickel-size',
    });
  });

  it('moves scant and heaping before the amount to the note', () => {
    expect(parse('Scant 3/4 cup unbleached flour')).toMatchObject({
      quantity: 0.75,
      unit: 'cup',
      name: 'unbleached flour',
      note: 'scant',
    });
  });

  it('reads an approximate alternative amount after a slash', () => {
    expect(parse('383 grams / about 3 cups whole wheat flour')).toMatchObject({
      quantity: 383,
      unit: 'g',
      name: 'whole wheat flour',
      note: 'about 3 cups',
    });
  });

  it('turns a lone unit word back into the ingredient', () => {
    expect(parse('6 cloves')).toMatchObject({ quantity: 6, unit: null, name: 'cloves' });
  });

  it.each([
    ['1 cup, plus 2 tablespoons/230 grams granulated sugar', 1, 'cup', 'granulated sugar'],
    ['1 tablespoon and 1 teaspoon fresh lemon juice', 1, 'tbsp', 'fresh lemon juice'],
    ['2 tablespoons plus a pinch of sugar', 2, 'tbsp', 'sugar'],
    ['A dash to a pinch of salt.', 1, 'dash', 'salt'],
    ['A few drops to 1 teaspoon lime juice', null, 'drop', 'lime juice'],
  ])('keeps the extra amount in %j out of the name', (line, quantity, unit, name) => {
    expect(parse(line)).toMatchObject({ quantity, unit, name });
  });

  it('reads an amount given for each ingredient as the amount of each', () => {
    expect(parse('½ teaspoon each crumbled dried thyme and rosemary')).toMatchObject({
      quantity: 0.5,
      unit: 'tsp',
      name: 'dried thyme and rosemary',
    });
    expect(parse('handful each mint and dill').name).toBe('mint and dill');
    expect(parse('Each of salt').name).toBe('each of salt');
  });

  it.each([
    ['3 teaspoons or 8 grams kosher salt', 3, 'tsp', 'kosher salt', 'or 8 grams'],
    ['1 cup or more chicken stock', 1, 'cup', 'chicken stock', 'or more'],
    ['2 tablespoons, or so, olive oil', 2, 'tbsp', 'olive oil', 'or so'],
    ['2 racks baby back ribs', 2, 'rack', 'baby back ribs', null],
  ])('reads %j', (line, quantity, unit, name, note) => {
    expect(parse(line)).toMatchObject({ quantity, unit, name, note });
  });

  it('keeps a leading descriptor before a comma in the name', () => {
    expect(parse('Whole, fluffy lettuce leaves for wrapping').name).toBe(
      'whole fluffy lettuce leaves',
    );
  });

  it('does not take a joined ingredient for an extra amount', () => {
    expect(parse('2 cups flour and salt')).toMatchObject({ unit: 'cup', name: 'flour and salt' });
    expect(parse('1 cup and some extra water')).toMatchObject({ unit: 'cup' });
  });

  it('keeps alternative amounts in the note', () => {
    expect(parse('2 1/3 cups/225 grams chopped walnuts')).toMatchObject({
      quantity: 2.333333,
      unit: 'cup',
      name: 'walnuts',
    });
    expect(parse('1 tablespoon plus 1 teaspoon olive oil')).toMatchObject({
      unit: 'tbsp',
      name: 'olive oil',
      note: 'plus 1 teaspoon',
    });
  });
});

describe('parseIngredientLine: names and notes', () => {
  it('takes preparation after a comma as the note', () => {
    expect(parse('1 1/2 cups flour, sifted')).toEqual({
      quantity: 1.5,
      quantityMax: null,
      unit: 'cup',
      name: 'flour',
      note: 'sifted',
    });
  });

  it('moves parenthesised remarks to the note', () => {
    expect(parse('2 tablespoons heavy cream (optional)')).toMatchObject({
      name: 'heavy cream',
      note: 'optional',
    });
  });

  it('moves leading preparation out of the name', () => {
    expect(parse('3 tbsp finely chopped fresh chives')).toMatchObject({
      name: 'fresh chives',
      note: 'finely chopped',
    });
    expect(parse('¼ c grated Parmesan')).toMatchObject({ name: 'parmesan' });
  });

  it('keeps ground spices and meat whole because that is what is bought', () => {
    // Ground cinnamon and cinnamon sticks, ground cumin and cumin seeds, ground and fresh
    // ginger are different things to buy.
    expect(parse('1 tsp ground cinnamon')).toMatchObject({ name: 'ground cinnamon', note: null });
    expect(parse('½ tsp ground nigella seed').name).toBe('ground nigella seed');
    expect(parse('2 pounds ground beef').name).toBe('ground beef');
    expect(parse('2 pounds ground chuck').name).toBe('ground chuck');
  });

  it('names pepper without ground, because pepper is bought ground unless it says corns', () => {
    expect(parse('Ground black pepper, to taste')).toMatchObject({ name: 'black pepper' });
    expect(parse('1 tsp ground white pepper').name).toBe('white pepper');
  });

  it('moves grinding done by the cook to the note', () => {
    expect(parse('1 tsp freshly ground cumin')).toMatchObject({
      name: 'cumin',
      note: 'freshly ground',
    });
  });

  it('treats freshly with a participle as preparation', () => {
    expect(parse('1/4 teaspoon freshly grated nutmeg')).toMatchObject({
      name: 'nutmeg',
      note: 'freshly grated',
    });
    expect(parse('1 teaspoon freshly ground black pepper').name).toBe('black pepper');
    expect(parse('3/4 cup freshly squeezed lime juice').name).toBe('lime juice');
    expect(parse('Salt and freshly ground white pepper').name).toBe('salt and white pepper');
  });

  it('moves how a cut is trimmed to the note', () => {
    expect(parse('2 pounds boneless, skinless chicken thighs')).toMatchObject({
      name: 'chicken thighs',
      note: 'boneless skinless',
    });
    expect(parse('1 1/2 pounds bone-in beef short rib').name).toBe('beef short rib');
  });

  it('joins comma-separated preparation words that come before the name', () => {
    expect(parse('1 cup, tightly packed, grated Gruyère cheese')).toMatchObject({
      unit: 'cup',
      name: 'gruyère cheese',
    });
    expect(parse('2 cups tightly packed, fresh basil leaves').name).toBe('fresh basil leaves');
  });

  it('drops the or of or to taste with the remark', () => {
    expect(parse('1 teaspoon salt or to taste')).toMatchObject({
      name: 'salt',
      note: 'or to taste',
    });
  });

  it('does not read a list of participles as a list of adjectives', () => {
    expect(parse('1 pound carrots, peeled, quartered, or if fat, cut into sixths').name).toBe(
      'carrots',
    );
    expect(parse('2 cups green, brown or black lentils, rinsed').name).toBe(
      'green brown or black lentils',
    );
  });

  it('takes a choice written in brackets into the name', () => {
    expect(parse('3 tbsp vegetable oil (or ghee)')).toMatchObject({
      name: 'vegetable oil or ghee',
      note: null,
    });
    expect(parse('1 cup milk (or more to loosen)').name).toBe('milk');
  });

  it('keeps a list of choices whole, without its commas', () => {
    expect(parse('1 teaspoon red chile powder, cayenne pepper, or paprika')).toMatchObject({
      quantity: 1,
      unit: 'tsp',
      name: 'red chile powder cayenne pepper or paprika',
    });
    expect(parse('1-2 fresh Thai, serrano, or cayenne chiles, thinly sliced').name).toBe(
      'fresh thai serrano or cayenne chiles',
    );
    // Without the last comma only single words are choices: the rest is a remark.
    expect(parse('1 quart water, chicken stock or vegetable stock').name).toBe('water');
  });

  it('keeps products sold already crushed or diced', () => {
    expect(parse('1 can crushed tomatoes').name).toBe('crushed tomatoes');
  });

  it('moves preparation written without a comma to the note', () => {
    expect(parse('2 limes halved and crushed')).toMatchObject({ name: 'limes' });
    expect(parse('1 small red onion finely chopped')).toMatchObject({ name: 'red onion' });
  });

  it.each([
    ['1 egg yolk mixed with a drop of water', 'egg yolk'],
    ['½ cup mixed herbs: parsley, chervil, basil', 'mixed herbs'],
    ['13 oz chopped, minced, or baby clams, in their juice', 'baby clams'],
    ['1 or 2 ice cubes if not using frozen strawberries', 'ice cubes'],
    ['1 tsp chili flakes unless serving to children', 'chili flakes'],
    ['6 summer tomatoes — about the size of a golf ball', 'summer tomatoes'],
    ['1 tsp cornstarch dissolved in 2 tbsp water', 'cornstarch'],
    ['180 grams water plus about 60 grams more', 'water'],
    ['Turbinado sugar for sprinkling', 'turbinado sugar'],
    ['Lemons, to serve', 'lemons'],
    ['1/4 cup olive oil plus some for greasing', 'olive oil'],
    ['1 tsp kosher salt, plus extra to taste', 'kosher salt'],
    ['1 lemon (optional)', 'lemon'],
  ])('drops the remark from %j', (line, name) => {
    expect(parse(line).name).toBe(name);
  });

  it('keeps a choice between two ingredients in the name', () => {
    expect(parse('1 cup sour cream or Greek yogurt')).toMatchObject({
      quantity: 1,
      unit: 'cup',
      name: 'sour cream or greek yogurt',
      note: null,
    });
    expect(parse('1 lb dried casarecce or spaghetti').name).toBe('dried casarecce or spaghetti');
  });

  it('keeps adjective alternatives that share one noun', () => {
    expect(parse('1 c kosher or sea salt').name).toBe('kosher or sea salt');
    expect(parse('1 teaspoon fresh lemon or lime juice').name).toBe('fresh lemon or lime juice');
    expect(parse('1 cup peeled ripe Asian or Bosc pear').name).toBe('ripe asian or bosc pear');
  });

  it('keeps a remark after the choice out of the name', () => {
    expect(parse('6 cups chicken broth or water, warmed').name).toBe('chicken broth or water');
  });

  it('keeps a choice inside a pair whole', () => {
    expect(parse('Salt and white or black pepper').name).toBe('salt and white or black pepper');
  });

  it('drops an alternative that comes with its own amount', () => {
    expect(parse('2 Japanese eggplants or ½ globe eggplant').name).toBe('japanese eggplants');
  });

  it('removes "of" after a unit', () => {
    expect(parse('1 can of cooked pinto beans').name).toBe('cooked pinto beans');
    expect(parse('1 head of radicchio')).toMatchObject({ unit: 'head', name: 'radicchio' });
  });

  it('cleans pasted markup and escape sequences', () => {
    expect(parse('1 cup whole milk\\n')).toMatchObject({ unit: 'cup', name: 'whole milk' });
    expect(parse('<b>2 cups</b> sugar &amp; spice')).toMatchObject({ quantity: 2, unit: 'cup' });
    expect(parse('• 2 eggs')).toMatchObject({ quantity: 2, name: 'eggs' });
  });

  it('lowercases the name and keeps the raw line', () => {
    const parsed = parseIngredientLine('2 Tbsp Dijon Mustard');
    expect(parsed).toMatchObject({
      raw: '2 Tbsp Dijon Mustard',
      name: 'dijon mustard',
      unit: 'tbsp',
    });
  });
});

describe('parseIngredientLine: robustness', () => {
  it.each(['', '   ', '???', '(', ')', '1/0 cup', '-', '1 (', '((((', '½½½', 'to taste'])(
    'does not throw on %j',
    (line) => {
      // The unguarded parser: parseIngredientLine's own catch would hide a throw.
      expect(() => parseIngredientLineUnguarded(line)).not.toThrow();
    },
  );

  it('never throws on random strings and always returns the full shape', () => {
    const alphabet = 'abc xyz 0123456789/.-,()½¼¾⅓ ⅔tbspcupTgozl&;<>\\n\t\u00a0–—';
    let seed = 42;
    const random = () => {
      // A small LCG keeps the fuzz reproducible without a dependency.
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let i = 0; i < 3000; i += 1) {
      const length = Math.floor(random() * 40);
      let line = '';
      for (let j = 0; j < length; j += 1) line += alphabet[Math.floor(random() * alphabet.length)];
      const parsed = parseIngredientLineUnguarded(line);
      expect(parsed.raw).toBe(line);
      expect(typeof parsed.name).toBe('string');
      expect(parsed.quantity === null || Number.isFinite(parsed.quantity)).toBe(true);
      expect(parsed.quantityMax === null || Number.isFinite(parsed.quantityMax)).toBe(true);
    }
  });

  it('survives non-string input from untyped callers', () => {
    expect(() => parseIngredientLine(undefined as unknown as string)).not.toThrow();
    expect(() => parseIngredientLine(12 as unknown as string)).not.toThrow();
    expect(parseIngredientLine(undefined as unknown as string)).toMatchObject({
      raw: '',
      name: '',
    });
    expect(parseIngredientLine(12 as unknown as string)).toMatchObject({ raw: '12', quantity: 12 });
  });
});

describe('parseIngredientLine: lines from real pages', () => {
  it.each([
    ['1 stick cold, salted butter', 'stick', 'cold salted butter'],
    ['200g soft, light brown sugar', 'g', 'soft light brown sugar'],
    ['2 cups dry, crisp white wine', 'cup', 'dry crisp white wine'],
    ['3 ripe, juicy peaches', null, 'ripe juicy peaches'],
    ['6 oz large, cooked prawns', 'oz', 'cooked prawns'],
    ['1 lb thick-cut, smoked bacon', 'lb', 'thick-cut smoked bacon'],
  ])('does not end the name at a comma between two adjectives in %j', (line, unit, name) => {
    expect(parse(line)).toMatchObject({ unit, name });
  });

  it('still ends the name at a comma after a noun or before a number', () => {
    expect(parse('1 quart water, chicken stock or vegetable stock').name).toBe('water');
    expect(parse('2 onions, finely chopped').name).toBe('onions');
    expect(parse('2 peppers, 1 red, 1 yellow').name).toBe('peppers');
  });

  it.each([
    ['1 mug frozen peas', 'mug', 'frozen peas'],
    ['2 mugs of vegetable stock', 'mug', 'vegetable stock'],
    ['1 punnet raspberries', 'punnet', 'raspberries'],
    ['1 sleeve saltine crackers', 'sleeve', 'saltine crackers'],
    ['1 tube refrigerated biscuit dough', 'tube', 'refrigerated biscuit dough'],
    ['2 pouches microwave rice', 'pouch', 'microwave rice'],
    ['2 bulbs garlic', 'bulb', 'garlic'],
    ['1 glass dry white wine', 'glass', 'dry white wine'],
    ['4 chunks fresh pineapple', 'chunk', 'fresh pineapple'],
    ['1 dessertspoon honey', 'dsp', 'honey'],
    ['2 fl.oz milk', 'fl oz', 'milk'],
  ])('knows the unit word in %j', (line, unit, name) => {
    expect(parse(line)).toMatchObject({ unit, name });
  });

  it.each([
    ['2 inch piece ginger', 2, 'inch', 'ginger'],
    ['2-inch piece of fresh ginger', 2, 'inch', 'fresh ginger'],
    ['1 1/2 inch piece ginger', 1.5, 'inch', 'ginger'],
    ['1" piece ginger, peeled', 1, 'inch', 'ginger'],
    ['5cm chunk galangal', 5, 'cm', 'galangal'],
    ['2.5cm/1in piece root ginger', 2.5, 'cm', 'root ginger'],
    ['3 inch cinnamon stick', 3, 'inch', 'cinnamon stick'],
  ])('reads a length as the unit of a piece in %j', (line, quantity, unit, name) => {
    expect(parse(line)).toMatchObject({ quantity, unit, name });
  });

  it('keeps a length after a count as the size of each piece', () => {
    expect(parse('1 1-inch piece fresh ginger')).toMatchObject({
      quantity: 1,
      unit: 'piece',
      name: 'fresh ginger',
    });
    expect(parse('2 in-season peaches')).toMatchObject({ quantity: 2, unit: null });
  });

  it.each([
    ['Zest and juice of 2 oranges', 2, null, 'oranges'],
    ['Juice and finely grated zest of 1 lime', 1, null, 'lime'],
    ['Whites of 3 large eggs', 3, null, 'eggs'],
    ['Strips of zest from 1 orange', 1, null, 'orange'],
    ['Cloves from 1 head of garlic', 1, 'head', 'garlic'],
    ['Plain flour 200g', 200, 'g', 'plain flour'],
    ['Whole milk 300 ml', 300, 'ml', 'whole milk'],
    ['Flour 1 1/2 cups', 1.5, 'cup', 'flour'],
    ['Pork shoulder 2-3 kg', 2, 'kg', 'pork shoulder'],
    ['Eggs x 2', 2, null, 'eggs'],
    ['Large eggs x2', 2, null, 'large eggs'],
    ['Lemons - 2', 2, null, 'lemons'],
    ['Eggs, 2 large', 2, null, 'eggs'],
    ['Butter (200g)', 200, 'g', 'butter'],
    ['Chopped parsley (about 2 tbsp)', 2, 'tbsp', 'parsley'],
  ])('takes the amount written behind the name in %j', (line, quantity, unit, name) => {
    expect(parse(line)).toMatchObject({ quantity, unit, name });
  });

  it.each([
    ['zest and juice 1 lime', 1, 'lime', 'zest and juice'],
    ['juice ½ lemon', 0.5, 'lemon', 'juice'],
    ['finely grated zest 1 orange', 1, 'orange', 'finely grated zest'],
  ])('counts the fruit when its parts come straight before it in %j', (line, q, name, note) => {
    expect(parse(line)).toMatchObject({ quantity: q, unit: null, name, note });
  });

  it.each([
    ['Flour type 00', 'flour type 00'],
    ['Preheat the oven to 200C', 'preheat the oven to 200c'],
    ['Leg of lamb', 'leg of lamb'],
    ['Cream of mushroom soup', 'cream of mushroom soup'],
    ['Leaves from a few sprigs of dill', 'leaves'],
    ['Kosher salt (1)', 'kosher salt'],
  ])('finds no amount behind the name in %j', (line, name) => {
    expect(parse(line)).toMatchObject({ quantity: null, name });
  });

  it.each([
    ['250 ml - 300 ml milk', 250, 300, 'ml', 'milk'],
    ['250ml-300ml water', 250, 300, 'ml', 'water'],
    ['2kg-3kg potatoes', 2, 3, 'kg', 'potatoes'],
    ['2g–3g saffron', 2, 3, 'g', 'saffron'],
    ['2 tbsp to 3 tbsp olive oil', 2, 3, 'tbsp', 'olive oil'],
    ['1 cup to 1 1/2 cups stock', 1, 1.5, 'cup', 'stock'],
  ])('reads a range that repeats its unit in %j', (line, quantity, quantityMax, unit, name) => {
    expect(parse(line)).toMatchObject({ quantity, quantityMax, unit, name });
  });

  it('does not read an alternative in another unit as a range', () => {
    expect(parse('3 teaspoons or 8 grams kosher salt')).toMatchObject({
      quantity: 3,
      quantityMax: null,
      unit: 'tsp',
    });
    expect(parse('1 T-bone steak')).toMatchObject({ quantity: 1, unit: null });
  });

  it.each([
    ['4 x 120g steaks', 4, null, 'steaks', '120g'],
    ['2x400g tins chopped tomatoes', 2, 'can', 'chopped tomatoes', '400g'],
    ['4 × 150 g salmon fillets', 4, 'fillet', 'salmon', '150 g'],
    ['3 x 2cm pieces ginger', 3, 'piece', 'ginger', '2cm'],
  ])('reads a multiplier in %j as a count of sized items', (line, quantity, unit, name, note) => {
    expect(parse(line)).toMatchObject({ quantity, unit, name, note });
  });

  it.each([
    ['400g can coconut milk', 400, 'g', 'coconut milk', 'can'],
    ['200g pack feta, crumbled', 200, 'g', 'feta', 'pack, crumbled'],
    ['1 lb bag frozen peas', 1, 'lb', 'frozen peas', 'bag'],
  ])('reads the container after a weight in %j as a remark', (line, q, unit, name, note) => {
    expect(parse(line)).toMatchObject({ quantity: q, unit, name, note });
  });

  it.each([
    ['4 x 175g/6oz sirloin steaks', 4, null, 'sirloin steaks', '175g/6oz'],
    ['1 x 1.5kg/3lb 5oz whole chicken', 1, null, 'whole chicken', '1.5kg/3lb 5oz'],
    ['1.5kg/3lb 5oz leg of lamb', 1.5, 'kg', 'leg of lamb', '3lb 5oz'],
    ['250ml/9fl oz double cream', 250, 'ml', 'double cream', '9fl oz'],
  ])('keeps the amount in the other system with its size in %j', (line, q, unit, name, note) => {
    expect(parse(line)).toMatchObject({ quantity: q, unit, name, note });
  });

  it('reads units written after the name or without a number', () => {
    expect(parse('2 garlic bulbs')).toMatchObject({ quantity: 2, unit: 'bulb', name: 'garlic' });
    expect(parse('thumb-sized piece ginger, grated')).toMatchObject({
      quantity: null,
      unit: 'piece',
      name: 'ginger',
    });
    expect(parse('Glass of white wine')).toMatchObject({ unit: 'glass', name: 'white wine' });
  });

  it('reads chunky as a size before a unit but keeps it in a product name', () => {
    expect(parse('2 chunky slices sourdough')).toMatchObject({ unit: 'slice', name: 'sourdough' });
    expect(parse('1 cup chunky peanut butter').name).toBe('chunky peanut butter');
  });

  it.each([
    ['1 2-3 kg turkey', 'turkey', '2-3 kg'],
    ['1 1.5kg chicken', 'chicken', '1.5kg'],
    ['1 3 lb pork shoulder', 'pork shoulder', '3 lb'],
    ['1 2kg-2.5kg leg of lamb', 'leg of lamb', '2kg-2.5kg'],
  ])('reads a count before a sized item in %j', (line, name, note) => {
    expect(parse(line)).toMatchObject({ quantity: 1, quantityMax: null, unit: null, name, note });
  });

  it.each([
    '▢ 1 tsp salt',
    '☐ 1 tsp salt',
    '✔ 1 tsp salt',
    '□ 1 tsp salt',
    '- [ ] 1 tsp salt',
    '[x] 1 tsp salt',
    '➤ 1 tsp salt',
    '🧂 1 tsp salt',
    '* 1 tsp salt',
    '2. 1 tsp salt',
    '12) 1 tsp salt',
    'Step 3: 1 tsp salt',
  ])('drops the marks and numbers sites put before %j', (line) => {
    expect(parse(line)).toMatchObject({ quantity: 1, unit: 'tsp', name: 'salt', note: null });
  });

  it('keeps a decimal and a plain count that look like a list number', () => {
    expect(parse('1.5 cups flour')).toMatchObject({ quantity: 1.5, unit: 'cup' });
    expect(parse('2 eggs')).toMatchObject({ quantity: 2, name: 'eggs' });
    expect(parse('.5 tsp salt')).toMatchObject({ quantity: 0.5 });
    expect(parse('~2 cups rice')).toMatchObject({ quantity: 2, unit: 'cup', name: 'rice' });
  });
});
