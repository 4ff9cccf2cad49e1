import { describe, expect, it } from 'vitest';
import {
  extractIngredientsFromText,
  ingredientFromTextLine,
  servingsFromText,
} from './extract-ingredients-from-text.ts';

describe('extractIngredientsFromText', () => {
  it('reads amount, unit and name from each line with a digit', () => {
    const text = ['2 cups flour', '1 tsp salt', '3 eggs'].join('\n');
    expect(extractIngredientsFromText(text)).toEqual([
      { name: 'flour', quantity: 2, unit: 'cup', originalLine: '2 cups flour' },
      { name: 'salt', quantity: 1, unit: 'tsp', originalLine: '1 tsp salt' },
      { name: 'eggs', quantity: 3, unit: 'unit', originalLine: '3 eggs' },
    ]);
  });

  it('ignores lines without a digit', () => {
    const text = 'Ingredients\nSalt to taste\n2 onions\nDirections';
    expect(extractIngredientsFromText(text)).toEqual([
      { name: 'onions', quantity: 2, unit: 'unit', originalLine: '2 onions' },
    ]);
  });

  it('reads a fraction symbol as a digit', () => {
    expect(extractIngredientsFromText('½ cup sugar')).toEqual([
      { name: 'sugar', quantity: 0.5, unit: 'cup', originalLine: '½ cup sugar' },
    ]);
  });

  it('leaves out a measure that names no ingredient', () => {
    expect(extractIngredientsFromText('10 g\n200 ml\n2 tbsp butter')).toEqual([
      { name: 'butter', quantity: 2, unit: 'tbsp', originalLine: '2 tbsp butter' },
    ]);
  });

  it('defaults the unit to unit', () => {
    expect(extractIngredientsFromText('4 tomatoes')[0]?.unit).toBe('unit');
  });

  it('understands every spelling of the spec units', () => {
    const text = [
      '1 cup a',
      '1 tablespoon b',
      '1 teaspoon c',
      '1 g d',
      '1 kilogram e',
      '1 ounce f',
      '1 pound g',
      '1 ml h',
      '1 l i',
      '1 pinch j',
      '1 handful k',
      '1 gram l',
    ].join('\n');
    expect(extractIngredientsFromText(text).map((i) => i.unit)).toEqual([
      'cup',
      'tbsp',
      'tsp',
      'g',
      'kg',
      'oz',
      'lb',
      'ml',
      'l',
      'pinch',
      'handful',
      'g',
    ]);
  });

  it('strips list bullets and notes from the name, and keeps the line without its bullet', () => {
    expect(extractIngredientsFromText('- 1 1/2 cups flour, sifted')).toEqual([
      { name: 'flour', quantity: 1.5, unit: 'cup', originalLine: '1 1/2 cups flour, sifted' },
    ]);
  });

  it('skips numbered direction steps pasted with the ingredients', () => {
    expect(extractIngredientsFromText('1. Preheat the oven to 200C\n2 carrots')).toEqual([
      { name: 'carrots', quantity: 2, unit: 'unit', originalLine: '2 carrots' },
    ]);
  });

  it('reads lists pasted from recipe sites, with checkboxes and numbers before each line', () => {
    const text = [
      '▢ 2 cups flour',
      '☐ Zest and juice of 2 oranges',
      '3. 1 tsp salt',
      '4. Mix well',
    ];
    expect(extractIngredientsFromText(text.join('\n'))).toEqual([
      { name: 'flour', quantity: 2, unit: 'cup', originalLine: '2 cups flour' },
      {
        name: 'oranges',
        quantity: 2,
        unit: 'unit',
        originalLine: 'Zest and juice of 2 oranges',
      },
      // The list's number is not the cook's words.
      { name: 'salt', quantity: 1, unit: 'tsp', originalLine: '1 tsp salt' },
    ]);
  });

  it('keeps the line each ingredient was read from, with the sizes and notes the name drops', () => {
    const text = [
      '1 (14 oz) can tomatoes',
      '  2   cloves garlic, minced  ',
      '3 cups vegetable oil, for frying',
      '1/3 cup sugar',
    ].join('\n');
    expect(extractIngredientsFromText(text)).toEqual([
      { name: 'tomatoes', quantity: 1, unit: 'can', originalLine: '1 (14 oz) can tomatoes' },
      { name: 'garlic', quantity: 2, unit: 'clove', originalLine: '2 cloves garlic, minced' },
      {
        name: 'vegetable oil',
        quantity: 3,
        unit: 'cup',
        originalLine: '3 cups vegetable oil, for frying',
      },
      { name: 'sugar', quantity: 0.333333, unit: 'cup', originalLine: '1/3 cup sugar' },
    ]);
  });

  it('keeps no line longer than a meal may store, and still reads the ingredient', () => {
    const line = `2 cups rice, ${'rinsed well '.repeat(45)}`;
    expect(line.trim().length).toBeGreaterThan(500);
    const [rice] = extractIngredientsFromText(line);
    expect(rice).toEqual({ name: 'rice', quantity: 2, unit: 'cup' });
    // At the limit it is still kept.
    const atLimit = `2 cups rice, ${'x'.repeat(500 - 13)}`;
    expect(extractIngredientsFromText(atLimit)[0]?.originalLine).toBe(atLimit);
  });

  it('reads a kept line again as the same ingredient', () => {
    const text = '▢ 2 cups flour\n3. 1 tsp salt\n- 3 large eggs\n1 (14 oz) can tomatoes';
    for (const ingredient of extractIngredientsFromText(text)) {
      const { originalLine, ...read } = ingredient;
      expect(ingredientFromTextLine(originalLine ?? '')).toEqual(read);
    }
  });

  it('handles Windows line endings and empty text', () => {
    expect(extractIngredientsFromText('1 cup rice\r\n2 cups water')).toHaveLength(2);
    expect(extractIngredientsFromText('')).toEqual([]);
  });
});

describe('servingsFromText', () => {
  it.each([
    ['Serves 4', 4],
    ['SERVES 4-6', 5],
    ['Serves 4 to 6', 5],
    ['Feeds 8', 8],
    ['Servings: 6', 6],
    ['- Serves: 2', 2],
    ['Yield: 12 muffins', 12],
    ['Makes 24 cookies', 20],
    ['Makes ½ loaf', 0.5],
    ['For 4 people', 4],
    ['Für 4 Personen', 4],
    ['4 servings', 4],
    ['6 portions', 6],
  ])('reads %j as %d servings, within the spec 0.5 to 20', (line, servings) => {
    expect(servingsFromText(`Stew\n${line}\n2 cups rice`)).toBe(servings);
  });

  it('gives null when the text names none, and ignores amounts that only look alike', () => {
    expect(servingsFromText('Stew\n2 cups rice\nServe with 2 tbsp cream')).toBeNull();
    expect(servingsFromText('Serving suggestion: 2 eggs\nFor 2 minutes, stir')).toBeNull();
  });

  it("keeps a servings line out of the ingredients: no ingredient called 'servings'", () => {
    expect(
      extractIngredientsFromText('Servings: 6\n4 servings\n6 portions\n2 cups rice').map(
        (i) => i.name,
      ),
    ).toEqual(['rice']);
  });
});
