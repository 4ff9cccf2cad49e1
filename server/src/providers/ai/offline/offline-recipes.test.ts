import { describe, expect, it } from 'vitest';
import { DIET_EXCLUDES, recipeFamilies } from './dietary-constraints.ts';
import { DIETS, OFFLINE_RECIPES } from './offline-recipes.ts';

describe('the offline recipe collection', () => {
  it('holds at least 60 recipes with distinct names', () => {
    expect(OFFLINE_RECIPES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(OFFLINE_RECIPES.map((r) => r.name)).size).toBe(OFFLINE_RECIPES.length);
  });

  it('is varied: many cuisines, every meal type', () => {
    expect(new Set(OFFLINE_RECIPES.map((r) => r.cuisine)).size).toBeGreaterThanOrEqual(15);
    const types = new Set(OFFLINE_RECIPES.flatMap((r) => r.meals));
    expect([...types].sort()).toEqual(['breakfast', 'dessert', 'dinner', 'lunch', 'side', 'snack']);
  });

  it.each(OFFLINE_RECIPES.map((r) => [r.name, r] as const))(
    '%s is complete: 5 to 10 steps, real quantities, sensible times',
    (_name, recipe) => {
      expect(recipe.directions.length).toBeGreaterThanOrEqual(5);
      expect(recipe.directions.length).toBeLessThanOrEqual(10);
      expect(recipe.ingredients.length).toBeGreaterThanOrEqual(4);
      for (const [quantity, unit, name] of recipe.ingredients) {
        expect(quantity).toBeGreaterThan(0);
        expect(unit).toBe(unit.trim());
        expect(name).toMatch(/^[a-z]/);
      }
      expect(recipe.cookTimeMinutes).toBeGreaterThanOrEqual(5);
      expect(recipe.fridgeLifeDays).toBeGreaterThanOrEqual(1);
      expect(recipe.description.length).toBeGreaterThan(20);
    },
  );

  it.each(OFFLINE_RECIPES.map((r) => [r.name, r] as const))(
    "%s: the author's diet tags agree with what its ingredients contain",
    (_name, recipe) => {
      const families = recipeFamilies(recipe);
      for (const diet of DIETS) {
        const fits = !DIET_EXCLUDES[diet].some((family) => families.has(family));
        expect({ diet, tagged: recipe.diets.includes(diet) }).toEqual({ diet, tagged: fits });
      }
    },
  );

  it('has enough recipes for strict combined diets to fill a week', () => {
    const strict = OFFLINE_RECIPES.filter((r) =>
      (['vegan', 'gluten-free', 'nut-free'] as const).every((d) => r.diets.includes(d)),
    );
    expect(strict.length).toBeGreaterThanOrEqual(7);
  });
});
