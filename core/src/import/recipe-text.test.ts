import { describe, expect, it } from 'vitest';
import { recipeNameFromText, splitRecipeText } from './recipe-text.ts';

describe('splitRecipeText', () => {
  it('takes the lines under a Directions heading as steps and leaves the rest', () => {
    const text = [
      'Pancakes',
      'Ingredients:',
      '2 cups flour',
      '2 eggs',
      '',
      'Directions:',
      '- Whisk everything together.',
      '2) Fry in a hot pan for 2 minutes a side.',
    ].join('\n');
    const parts = splitRecipeText(text);
    expect(parts.directions).toEqual([
      'Whisk everything together.',
      'Fry in a hot pan for 2 minutes a side.',
    ]);
    expect(parts.ingredientText).toBe('Pancakes\nIngredients:\n2 cups flour\n2 eggs\n');
  });

  it('keeps text after the heading on the same line, and stops at a later Ingredients heading', () => {
    const parts = splitRecipeText('Method: Mix it.\nBake it.\nIngredients\n1 egg');
    expect(parts.directions).toEqual(['Mix it.', 'Bake it.']);
    expect(parts.ingredientText).toBe('Ingredients\n1 egg');
  });

  it('takes numbered lines as steps when there is no heading', () => {
    const parts = splitRecipeText(
      '1 cup rice\n1. Rinse the rice.\nStep 2: Boil 2 cups water.\n2 cups water',
    );
    expect(parts.directions).toEqual(['Rinse the rice.', 'Boil 2 cups water.']);
    expect(parts.ingredientText).toBe('1 cup rice\n2 cups water');
  });

  it('finds no steps in a plain ingredient list', () => {
    expect(splitRecipeText('2 eggs\n1 cup milk').directions).toEqual([]);
    expect(splitRecipeText('').directions).toEqual([]);
  });
});

describe('recipeNameFromText', () => {
  it('is the first non-empty line', () => {
    expect(recipeNameFromText('\n\n  # Banana Bread  \n2 bananas')).toBe('Banana Bread');
    expect(recipeNameFromText('   \n')).toBe('');
  });
});
