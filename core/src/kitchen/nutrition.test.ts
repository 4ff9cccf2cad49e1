import { describe, expect, it } from 'vitest';
import { estimateNutrition, macroPercentages } from './nutrition.ts';

describe('estimateNutrition', () => {
  it('multiplies the per-ingredient amounts by ingredient count and servings', () => {
    expect(estimateNutrition(5, 2)).toEqual({
      calories: 1200,
      protein: 50,
      carbs: 150,
      fat: 80,
      saturatedFat: 24,
      fiber: 20,
      sugar: 30,
      sodium: 1500,
      vitaminA: 15,
      vitaminC: 25,
      calcium: 20,
      iron: 10,
      macros: { proteinPercent: 13, carbsPercent: 39, fatPercent: 47 },
    });
  });

  it('works with half servings', () => {
    const estimate = estimateNutrition(1, 0.5);
    expect(estimate).toMatchObject({
      calories: 60,
      protein: 2.5,
      carbs: 7.5,
      fat: 4,
      saturatedFat: 1.2,
    });
  });

  it('keeps the vitamins fixed whatever the size of the meal', () => {
    expect(estimateNutrition(12, 4)).toMatchObject({
      vitaminA: 15,
      vitaminC: 25,
      calcium: 20,
      iron: 10,
    });
  });

  it('gives zeros, not NaN, for an empty meal', () => {
    expect(estimateNutrition(0, 2)).toMatchObject({
      calories: 0,
      fat: 0,
      macros: { proteinPercent: 0, carbsPercent: 0, fatPercent: 0 },
    });
    expect(estimateNutrition(Number.NaN, 1).calories).toBe(0);
  });

  it('counts a meal with missing or broken servings as the default one serving', () => {
    const oneServing = estimateNutrition(2, 1);
    expect(oneServing.calories).toBe(240);
    for (const servings of [Number.NaN, 0, -2, Number.POSITIVE_INFINITY]) {
      expect(estimateNutrition(2, servings)).toEqual(oneServing);
    }
  });

  it('counts whole ingredients only', () => {
    expect(estimateNutrition(2.7, 1).calories).toBe(240);
    expect(estimateNutrition(-3, 1).calories).toBe(0);
  });

  it('keeps saturated fat at 30% of fat and the macro shares fixed at every size', () => {
    for (const [count, servings] of [
      [1, 0.5],
      [3, 1.33],
      [7, 2.5],
      [15, 20],
    ] as const) {
      const estimate = estimateNutrition(count, servings);
      expect(estimate.saturatedFat).toBeCloseTo(estimate.fat * 0.3, 1);
      expect(estimate.macros).toEqual({ proteinPercent: 13, carbsPercent: 39, fatPercent: 47 });
    }
  });
});

describe('macroPercentages', () => {
  it('uses 4 kcal per gram of protein and carbs and 9 per gram of fat', () => {
    // 10 g protein = 40 kcal, 0 carbs, 40/9 g fat = 40 kcal: half and half.
    expect(macroPercentages(10, 0, 40 / 9)).toEqual({
      proteinPercent: 50,
      carbsPercent: 0,
      fatPercent: 50,
    });
  });

  it('rounds each share to the nearest whole percent on its own', () => {
    // 20 + 60 + 72 kcal: 13.16%, 39.47%, 47.37%.
    expect(macroPercentages(5, 15, 8)).toEqual({
      proteinPercent: 13,
      carbsPercent: 39,
      fatPercent: 47,
    });
    // 4 + 8 + 18 kcal: 13.3%, 26.7%, 60%.
    expect(macroPercentages(1, 2, 2)).toEqual({
      proteinPercent: 13,
      carbsPercent: 27,
      fatPercent: 60,
    });
  });

  it('counts missing or negative grams as none', () => {
    expect(macroPercentages(-5, 15, 8)).toEqual(macroPercentages(0, 15, 8));
    expect(macroPercentages(Number.NaN, 0, 0)).toEqual({
      proteinPercent: 0,
      carbsPercent: 0,
      fatPercent: 0,
    });
  });
});
