import { describe, expect, it } from 'vitest';
import { mealDraftSchema } from '../schemas/meals.ts';
import {
  importHtmlSchema,
  importMessages,
  importUrlSchema,
  normalizeWebAddress,
  placeholderRecipe,
  recipeTitleFromUrl,
  toImportedRecipe,
} from './imported-recipe.ts';

describe('normalizeWebAddress', () => {
  it.each([
    ['https://example.com/pie', 'https://example.com/pie'],
    ['  http://Example.com/a b  ', null],
    ['example.com/pie', 'https://example.com/pie'],
    ['www.bbcgoodfood.com/recipes/x?y=1', 'https://www.bbcgoodfood.com/recipes/x?y=1'],
    ['localhost:8080/x', null],
    ['ftp://example.com/file', null],
    ['javascript:alert(1)', null],
    ['not a url', null],
    ['pie', null],
    ['', null],
  ])('%j -> %j', (input, output) => {
    expect(normalizeWebAddress(input)).toBe(output);
  });
});

describe('import request schemas', () => {
  it('accepts a web address and refuses anything else with the spec message', () => {
    expect(importUrlSchema.parse({ url: ' example.com/x ' })).toEqual({
      url: 'https://example.com/x',
    });
    for (const url of ['nope', '', 'mailto:a@b.c', 42]) {
      const result = importUrlSchema.safeParse({ url });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(importMessages.urlInvalid);
    }
  });

  it('needs a page source, with an optional address', () => {
    expect(importHtmlSchema.parse({ html: '<p>x</p>' })).toEqual({ html: '<p>x</p>' });
    expect(importHtmlSchema.parse({ html: '<p>x</p>', url: '' }).url).toBeUndefined();
    expect(importHtmlSchema.parse({ html: '<p>x</p>', url: 'a.com/b' }).url).toBe(
      'https://a.com/b',
    );
    expect(importHtmlSchema.safeParse({ html: '  ' }).error?.issues[0]?.message).toBe(
      importMessages.pageSourceRequired,
    );
    expect(
      importHtmlSchema.safeParse({ html: 'x', url: 'bad url' }).error?.issues[0]?.message,
    ).toBe(importMessages.urlInvalid);
    expect(importHtmlSchema.safeParse({ html: 'x'.repeat(5 * 1024 * 1024 + 1) }).success).toBe(
      false,
    );
  });
});

describe('toImportedRecipe', () => {
  it('applies the spec defaults for what the source did not say', () => {
    const recipe = toImportedRecipe(
      { name: 'Soup', ingredients: [{ name: 'onion', quantity: 1, unit: '' }], directions: [] },
      'https://example.com/soup',
    );
    expect(recipe).toEqual({
      name: 'Soup',
      description: '',
      imageUrl: null,
      servings: 1,
      cookTimeMinutes: 30,
      fridgeLifeDays: 3,
      ingredients: [{ name: 'onion', quantity: 1, unit: '' }],
      directions: [],
      source: 'https://example.com/soup',
    });
  });

  it('brings every value within the meal limits, so the draft always saves', () => {
    const recipe = toImportedRecipe(
      {
        name: `  ${'Very long name '.repeat(30)}`,
        description: 'd'.repeat(3000),
        imageUrl: 'data:image/png;base64,AAA',
        servings: 160,
        cookTimeMinutes: 2,
        fridgeLifeDays: 400,
        ingredients: Array.from({ length: 120 }, (_, i) => ({
          name: `item ${i}`,
          quantity: 1e9,
          unit: 'u'.repeat(50),
        })),
        directions: ['Step 1', '1. Preheat the oven.', 'Step 2: Bake.', '', 's'.repeat(2500)],
      },
      'not an address',
    );
    expect(recipe.name.length).toBeLessThanOrEqual(200);
    expect(recipe.description.length).toBeLessThanOrEqual(2000);
    expect(recipe.imageUrl).toBeNull();
    expect(recipe.servings).toBe(20);
    expect(recipe.cookTimeMinutes).toBe(5);
    expect(recipe.fridgeLifeDays).toBe(60);
    expect(recipe.ingredients).toHaveLength(100);
    expect(recipe.ingredients[0]?.quantity).toBe(100_000);
    expect(recipe.directions.slice(0, 2)).toEqual(['Preheat the oven.', 'Bake.']);
    expect(recipe.directions).toHaveLength(3);
    expect(recipe.source).toBe('url');
    expect(mealDraftSchema.safeParse(recipe).success).toBe(true);
  });
});

describe('recipeTitleFromUrl and placeholderRecipe', () => {
  it.each([
    ['https://site.com/recipes/chicken-tikka-masala-12345/', 'Chicken Tikka Masala'],
    ['https://site.com/2024/05/best_banana_bread.html', 'Best Banana Bread'],
    ['https://www.site.com/?p=123', 'site.com'],
    ['https://site.com/rezept/k%C3%A4sesp%C3%A4tzle', 'Käsespätzle'],
    ['garbage', 'Imported recipe'],
  ])('%s -> %s', (url, title) => {
    expect(recipeTitleFromUrl(url)).toBe(title);
  });

  it('is titled from the address, keeps it as the source, and waits for ingredients', () => {
    const recipe = placeholderRecipe('https://site.com/recipes/lemon-pie');
    expect(recipe).toMatchObject({
      name: 'Lemon Pie',
      source: 'https://site.com/recipes/lemon-pie',
      ingredients: [],
      servings: 1,
      cookTimeMinutes: 30,
      fridgeLifeDays: 3,
    });
  });
});
