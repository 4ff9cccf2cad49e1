import { describe, expect, it } from 'vitest';
import {
  cleanIngredientName,
  ingredientFromLine,
  ingredientsFromLines,
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
