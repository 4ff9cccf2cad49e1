import { describe, expect, it } from 'vitest';
import { extractIngredientsFromText } from './extract-ingredients-from-text.ts';

describe('extractIngredientsFromText', () => {
  it('reads amount, unit and name from each line with a digit', () => {
    const text = ['2 cups flour', '1 tsp salt', '3 eggs'].join('\n');
    expect(extractIngredientsFromText(text)).toEqual([
      { name: 'flour', quantity: 2, unit: 'cup' },
      { name: 'salt', quantity: 1, unit: 'tsp' },
      { name: 'eggs', quantity: 3, unit: 'unit' },
    ]);
  });

  it('ignores lines without a digit', () => {
    const text = 'Ingredients\nSalt to taste\n2 onions\nDirections';
    expect(extractIngredientsFromText(text)).toEqual([
      { name: 'onions', quantity: 2, unit: 'unit' },
    ]);
  });

  it('reads a fraction symbol as a digit', () => {
    expect(extractIngredientsFromText('½ cup sugar')).toEqual([
      { name: 'sugar', quantity: 0.5, unit: 'cup' },
    ]);
  });

  it('leaves out a measure that names no ingredient', () => {
    expect(extractIngredientsFromText('10 g\n200 ml\n2 tbsp butter')).toEqual([
      { name: 'butter', quantity: 2, unit: 'tbsp' },
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

  it('strips list bullets and notes, keeping the ingredient alone', () => {
    expect(extractIngredientsFromText('- 1 1/2 cups flour, sifted')).toEqual([
      { name: 'flour', quantity: 1.5, unit: 'cup' },
    ]);
  });

  it('skips numbered direction steps pasted with the ingredients', () => {
    expect(extractIngredientsFromText('1. Preheat the oven to 200C\n2 carrots')).toEqual([
      { name: 'carrots', quantity: 2, unit: 'unit' },
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
      { name: 'flour', quantity: 2, unit: 'cup' },
      { name: 'oranges', quantity: 2, unit: 'unit' },
      { name: 'salt', quantity: 1, unit: 'tsp' },
    ]);
  });

  it('handles Windows line endings and empty text', () => {
    expect(extractIngredientsFromText('1 cup rice\r\n2 cups water')).toHaveLength(2);
    expect(extractIngredientsFromText('')).toEqual([]);
  });
});
