import { describe, expect, it } from 'vitest';
import {
  cleanIngredientName,
  ingredientFromLine,
  ingredientsFromLines,
  isReadFromLine,
} from './ingredient-lines.ts';

describe('cleanIngredientName (spec: entities decoded, notes and brackets removed...)', () => {
  it.each([
    ['flour*', 'flour'],
    ['salt†', 'salt'],
    ['sugar¹', 'sugar'],
    ['olive oil (extra virgin)', 'olive oil'],
    ['tomatoes (about 2 (14-oz) cans)', 'tomatoes'],
    ['butter [note 2]', 'butter'],
    ['  12 - fresh   basil  ', 'fresh basil'],
    ['**optional** chives', 'optional chives'],
    ['garlic (see note),', 'garlic'],
    ['pepper, see notes', 'pepper'],
    ['(1234)', ''],
  ])('%j -> %j', (raw, clean) => {
    expect(cleanIngredientName(raw)).toBe(clean);
  });
});

describe('ingredientFromLine', () => {
  it('parses amount, unit and a clean name', () => {
    expect(ingredientFromLine('1 1/2 cups flour, sifted')).toEqual({
      name: 'flour',
      quantity: 1.5,
      unit: 'cup',
    });
    expect(ingredientFromLine('½ tsp salt')).toEqual({ name: 'salt', quantity: 0.5, unit: 'tsp' });
  });

  it('counts one, with no unit, when the line has no amount', () => {
    expect(ingredientFromLine('Salt and pepper to taste')?.quantity).toBe(1);
    expect(ingredientFromLine('Salt and pepper to taste')?.unit).toBe('');
  });

  it('skips lines that leave no name', () => {
    expect(ingredientFromLine('(optional)')).toBeNull();
    expect(ingredientFromLine('***')).toBeNull();
    expect(ingredientsFromLines(['1 egg', '', '***', '2 cups milk'])).toHaveLength(2);
  });
});

describe('isReadFromLine', () => {
  it('holds for what an import or the text form reads from the line', () => {
    const line = '1 (14 oz) can tomatoes';
    expect(isReadFromLine({ name: 'tomatoes', quantity: 1, unit: 'can' }, line)).toBe(true);
    // An import stores no unit where the line has none; the text form stores 'unit'.
    expect(isReadFromLine({ name: 'eggs', quantity: 3, unit: '' }, '3 large eggs')).toBe(true);
    expect(isReadFromLine({ name: 'eggs', quantity: 3, unit: 'unit' }, '3 large eggs')).toBe(true);
    // An import counts one where the line has no amount.
    expect(isReadFromLine({ name: 'parmesan', quantity: 1, unit: '' }, 'Parmesan, to serve')).toBe(
      true,
    );
  });

  it('takes the amount as the forms round it, and no further', () => {
    const line = '1/3 cup sugar';
    expect(isReadFromLine({ name: 'sugar', quantity: 0.33, unit: 'cup' }, line)).toBe(true);
    expect(isReadFromLine({ name: 'sugar', quantity: 0.333, unit: 'cup' }, line)).toBe(true);
    expect(isReadFromLine({ name: 'sugar', quantity: 0.13, unit: 'cup' }, '1/8 cup sugar')).toBe(
      true,
    );
    expect(isReadFromLine({ name: 'sugar', quantity: 0.34, unit: 'cup' }, line)).toBe(false);
  });

  it('fails for an ingredient changed since it was read', () => {
    const line = '3 cups vegetable oil, for frying';
    expect(isReadFromLine({ name: 'vegetable oil', quantity: 3, unit: 'cup' }, line)).toBe(true);
    expect(isReadFromLine({ name: 'vegetable oil', quantity: 2, unit: 'tbsp' }, line)).toBe(false);
    expect(isReadFromLine({ name: 'olive oil', quantity: 3, unit: 'cup' }, line)).toBe(false);
    expect(isReadFromLine({ name: 'vegetable oil', quantity: 3, unit: 'unit' }, line)).toBe(false);
    expect(isReadFromLine({ name: 'anything', quantity: 1, unit: '' }, '')).toBe(false);
  });
});
