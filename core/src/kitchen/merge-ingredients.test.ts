import { describe, expect, it } from 'vitest';
import { ingredientKey, mergeIngredients } from './merge-ingredients.ts';

describe('ingredientKey', () => {
  it('lowercases, trims, collapses spaces and singularises', () => {
    expect(ingredientKey('  Cherry   Tomatoes ')).toBe('cherry tomato');
  });

  it.each([
    ['berries', 'berry'],
    ['bay leaves', 'bay leaf'],
    ['hummus', 'hummus'],
    ['asparagus', 'asparagus'],
    ['couscous', 'couscous'],
    ['molasses', 'molasses'],
    ['Swiss chard', 'swiss chard'],
  ])('keys %j as %j', (name, key) => {
    expect(ingredientKey(name)).toBe(key);
  });
});

describe('mergeIngredients', () => {
  it('puts the same ingredient on one line whatever its case, spacing or plural', () => {
    const merged = mergeIngredients([
      { name: 'Tomatoes', quantity: 2, unit: 'unit' },
      { name: ' tomato ', quantity: 1, unit: 'unit' },
    ]);
    expect(merged).toEqual([
      { key: 'tomato', name: 'Tomatoes', amounts: [{ quantity: 3, unit: 'unit' }] },
    ]);
  });

  it('multiplies each quantity by its servings before summing', () => {
    const merged = mergeIngredients([
      { name: 'rice', quantity: 100, unit: 'g', servings: 2 },
      { name: 'rice', quantity: 50, unit: 'g', servings: 3 },
    ]);
    expect(merged[0]?.amounts).toEqual([{ quantity: 350, unit: 'g' }]);
  });

  it('merges unit aliases', () => {
    const merged = mergeIngredients([
      { name: 'flour', quantity: 1, unit: 'cups' },
      { name: 'flour', quantity: 1, unit: 'C' },
    ]);
    expect(merged[0]?.amounts).toEqual([{ quantity: 2, unit: 'cup' }]);
  });

  it('turns 3 tsp into 1 tbsp', () => {
    const merged = mergeIngredients([
      { name: 'salt', quantity: 1, unit: 'tsp' },
      { name: 'salt', quantity: 2, unit: 'teaspoons' },
    ]);
    expect(merged[0]?.amounts).toEqual([{ quantity: 1, unit: 'tbsp' }]);
  });

  it('turns 16 tbsp into 1 cup', () => {
    const merged = mergeIngredients([
      { name: 'butter', quantity: 8, unit: 'tbsp' },
      { name: 'butter', quantity: 8, unit: 'Tbsp' },
    ]);
    expect(merged[0]?.amounts).toEqual([{ quantity: 1, unit: 'cup' }]);
  });

  it('adds tablespoons to cups', () => {
    const merged = mergeIngredients([
      { name: 'milk', quantity: 1, unit: 'cup' },
      { name: 'milk', quantity: 4, unit: 'tbsp' },
    ]);
    expect(merged[0]?.amounts).toEqual([{ quantity: 1.25, unit: 'cup' }]);
  });

  it('writes less than a cup in tablespoons, which the one-decimal display shows exactly', () => {
    const merged = mergeIngredients([
      { name: 'milk', quantity: 0.5, unit: 'cup' },
      { name: 'milk', quantity: 4, unit: 'tbsp' },
    ]);
    expect(merged[0]?.amounts).toEqual([{ quantity: 12, unit: 'tbsp' }]);
  });

  it('writes a third of a cup family in cups', () => {
    const merged = mergeIngredients([
      { name: 'oil', quantity: 1, unit: 'cup' },
      { name: 'oil', quantity: 1 / 3, unit: 'cup' },
    ]);
    expect(merged[0]?.amounts[0]?.unit).toBe('cup');
  });

  it('keeps 4 tsp as teaspoons rather than an awkward fraction of a tablespoon', () => {
    const merged = mergeIngredients([{ name: 'cumin', quantity: 4, unit: 'tsp' }]);
    expect(merged[0]?.amounts).toEqual([{ quantity: 4, unit: 'tsp' }]);
  });

  it("writes a family week's large totals in the larger unit, not hundreds of spoons or grams", () => {
    // Fifty meals: 1 cup and 2 tbsp of butter again and again, 400 g tins of tomatoes.
    const week = (name: string, amounts: [number, string][], times: number) =>
      Array.from({ length: times }, () =>
        amounts.map(([quantity, unit]) => ({ name, quantity, unit })),
      ).flat();
    const merged = mergeIngredients([
      ...week(
        'butter',
        [
          [1, 'cup'],
          [2, 'tbsp'],
        ],
        21,
      ),
      ...week('tomatoes', [[400, 'g']], 23),
      ...week('beef', [[6, 'oz']], 11),
      ...week('stock', [[300, 'ml']], 9),
    ]);
    expect(merged.map((line) => line.amounts)).toEqual([
      [{ quantity: 23.625, unit: 'cup' }],
      [{ quantity: 9.2, unit: 'kg' }],
      [{ quantity: 4.125, unit: 'lb' }],
      [{ quantity: 2.7, unit: 'l' }],
    ]);
  });

  it('writes two cups and more in cups even when they are not a round number of cups', () => {
    const merged = mergeIngredients([
      { name: 'butter', quantity: 2, unit: 'cup' },
      { name: 'butter', quantity: 2, unit: 'tbsp' },
    ]);
    expect(merged[0]?.amounts).toEqual([{ quantity: 2.125, unit: 'cup' }]);
  });

  it('keeps a smaller total in the unit a cook measures it with', () => {
    const merged = mergeIngredients([
      { name: 'butter', quantity: 1, unit: 'cup' },
      { name: 'butter', quantity: 2, unit: 'tbsp' },
      { name: 'parmesan', quantity: 1150, unit: 'g' },
    ]);
    expect(merged.map((line) => line.amounts)).toEqual([
      [{ quantity: 18, unit: 'tbsp' }],
      [{ quantity: 1150, unit: 'g' }],
    ]);
  });

  it('turns 1000 g into 1 kg', () => {
    const merged = mergeIngredients([
      { name: 'potatoes', quantity: 600, unit: 'g' },
      { name: 'potato', quantity: 0.4, unit: 'kg' },
    ]);
    expect(merged[0]?.amounts).toEqual([{ quantity: 1, unit: 'kg' }]);
  });

  it('turns 16 oz into 1 lb', () => {
    const merged = mergeIngredients([
      { name: 'beef', quantity: 8, unit: 'oz' },
      { name: 'beef', quantity: 8, unit: 'ounces' },
    ]);
    expect(merged[0]?.amounts).toEqual([{ quantity: 1, unit: 'lb' }]);
  });

  it('turns 1500 ml into 1.5 l', () => {
    const merged = mergeIngredients([
      { name: 'stock', quantity: 1, unit: 'l' },
      { name: 'stock', quantity: 500, unit: 'ml' },
    ]);
    expect(merged[0]?.amounts).toEqual([{ quantity: 1.5, unit: 'l' }]);
  });

  it('keeps amounts that cannot be converted side by side on one line', () => {
    const merged = mergeIngredients([
      { name: 'sugar', quantity: 200, unit: 'g' },
      { name: 'sugar', quantity: 1, unit: 'cup' },
      { name: 'sugar', quantity: 2, unit: 'unit' },
    ]);
    expect(merged).toEqual([
      {
        key: 'sugar',
        name: 'sugar',
        amounts: [
          { quantity: 200, unit: 'g' },
          { quantity: 1, unit: 'cup' },
          { quantity: 2, unit: 'unit' },
        ],
      },
    ]);
  });

  it('sums counted units with their own kind only', () => {
    const merged = mergeIngredients([
      { name: 'garlic', quantity: 2, unit: 'cloves' },
      { name: 'garlic', quantity: 1, unit: 'head' },
      { name: 'garlic', quantity: 3, unit: 'clove' },
    ]);
    expect(merged[0]?.amounts).toEqual([
      { quantity: 5, unit: 'clove' },
      { quantity: 1, unit: 'head' },
    ]);
  });

  it('adds a plain count without a unit to the same count written as unit', () => {
    const merged = mergeIngredients([
      { name: 'Eggs', quantity: 2, unit: '' },
      { name: 'eggs', quantity: 1, unit: 'unit' },
      { name: 'egg', quantity: 1, unit: 'Units' },
    ]);
    expect(merged[0]?.amounts).toEqual([{ quantity: 4, unit: 'unit' }]);
    expect(mergeIngredients([{ name: 'lime', quantity: 2, unit: '' }])[0]?.amounts).toEqual([
      { quantity: 2, unit: '' },
    ]);
  });

  it('lowercases a known unit written in capitals', () => {
    const merged = mergeIngredients([{ name: 'milk', quantity: 1, unit: 'CUP' }]);
    expect(merged[0]?.amounts).toEqual([{ quantity: 1, unit: 'cup' }]);
  });

  it('keeps lines in order of first appearance', () => {
    const merged = mergeIngredients([
      { name: 'onion', quantity: 1, unit: 'unit' },
      { name: 'carrot', quantity: 1, unit: 'unit' },
      { name: 'onions', quantity: 1, unit: 'unit' },
      { name: 'apple', quantity: 1, unit: 'unit' },
    ]);
    expect(merged.map((m) => m.key)).toEqual(['onion', 'carrot', 'apple']);
  });

  it('keeps unknown units as written, lowercased', () => {
    const merged = mergeIngredients([
      { name: 'saffron', quantity: 1, unit: 'Threads' },
      { name: 'saffron', quantity: 2, unit: 'threads' },
    ]);
    expect(merged[0]?.amounts).toEqual([{ quantity: 3, unit: 'threads' }]);
  });

  it('leaves no float dust in sums', () => {
    const merged = mergeIngredients([
      { name: 'oil', quantity: 0.1, unit: 'unit' },
      { name: 'oil', quantity: 0.2, unit: 'unit' },
    ]);
    expect(merged[0]?.amounts[0]?.quantity).toBe(0.3);
  });

  it('skips rows without a name', () => {
    expect(mergeIngredients([{ name: '  ', quantity: 1, unit: 'cup' }])).toEqual([]);
  });
});

describe('mergeIngredients across US and metric amounts', () => {
  it('puts a cup and millilitres of one ingredient on one line with one amount', () => {
    const merged = mergeIngredients([
      { name: 'Milk', quantity: 1, unit: 'cup' },
      { name: 'milk', quantity: 250, unit: 'ml' },
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.amounts).toHaveLength(1);
    // 1 US cup is 236.6 ml: 486.6 ml, written in the first amount's system.
    expect(merged[0]?.amounts[0]?.unit).toBe('cup');
    expect(merged[0]?.amounts[0]?.quantity).toBeCloseTo(486.588 / 236.588, 3);
  });

  it('puts pounds and grams of one ingredient on one line, servings applied to each', () => {
    const merged = mergeIngredients([
      { name: 'Chicken thighs', quantity: 1, unit: 'lb', servings: 2 },
      { name: 'chicken thigh', quantity: 500, unit: 'g' },
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.amounts).toHaveLength(1);
    expect(merged[0]?.amounts[0]?.unit).toBe('lb');
    // 2 lb (907.2 g) + 500 g = 1407.2 g = 3.1 lb.
    expect(merged[0]?.amounts[0]?.quantity).toBeCloseTo(1407.185 / 453.592, 3);
  });

  it('writes the total in metric when the first amount is metric', () => {
    const merged = mergeIngredients([
      { name: 'flour', quantity: 500, unit: 'g' },
      { name: 'flour', quantity: 1, unit: 'lb' },
      { name: 'stock', quantity: 500, unit: 'ml' },
      { name: 'stock', quantity: 2, unit: 'cups' },
    ]);
    expect(merged.map((m) => m.amounts)).toEqual([
      [{ quantity: expect.closeTo(953.592, 3), unit: 'g' }],
      [{ quantity: expect.closeTo(973.176, 3), unit: 'ml' }],
    ]);
  });

  it('still keeps mass and volume of one ingredient apart (no density to convert with)', () => {
    const merged = mergeIngredients([
      { name: 'sugar', quantity: 1, unit: 'lb' },
      { name: 'sugar', quantity: 250, unit: 'ml' },
      { name: 'sugar', quantity: 100, unit: 'g' },
      { name: 'sugar', quantity: 1, unit: 'cup' },
    ]);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.amounts.map((a) => a.unit)).toEqual(['lb', 'ml']);
  });
});
