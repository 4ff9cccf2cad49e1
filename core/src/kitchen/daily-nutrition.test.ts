import { describe, expect, it } from 'vitest';
import { dailyNutrition } from './daily-nutrition.ts';
import type { Nutrients } from './food-table.ts';

function figures(kcal: number, protein = 0): Nutrients {
  return {
    kcal,
    protein,
    carbohydrate: 0,
    fat: 0,
    saturatedFat: 0,
    fibre: 0,
    sugar: 0,
    sodium: 0,
  };
}

const perServing = new Map([
  ['soup', figures(300, 10)],
  ['cake', figures(450, 5)],
]);

describe('dailyNutrition', () => {
  it('adds the meals eaten each day at their servings, per person', () => {
    const week = dailyNutrition(
      [
        { mealId: 'soup', servings: 4, scheduledDay: 1, scheduledType: 'eat' },
        { mealId: 'cake', servings: 2, scheduledDay: 1, scheduledType: 'eat' },
        { mealId: 'soup', servings: 2, scheduledDay: 3, scheduledType: 'eat' },
      ],
      perServing,
      2,
    );
    expect(week.days[1]?.kcal).toBe((300 * 4 + 450 * 2) / 2);
    expect(week.days[1]?.protein).toBe((10 * 4 + 5 * 2) / 2);
    expect(week.days[3]?.kcal).toBe(300);
    expect(week.days[0]).toBeNull();
    expect(week.dayCount).toBe(2);
    expect(week.average?.kcal).toBe((1050 + 300) / 2);
  });

  it('leaves out cook days, unscheduled meals and meals without figures', () => {
    const week = dailyNutrition(
      [
        { mealId: 'soup', servings: 4, scheduledDay: 2, scheduledType: 'cook' },
        { mealId: 'soup', servings: 4, scheduledDay: null, scheduledType: null },
        { mealId: 'unknown', servings: 4, scheduledDay: 2, scheduledType: 'eat' },
      ],
      perServing,
      1,
    );
    expect(week.days.every((d) => d === null)).toBe(true);
    expect(week.average).toBeNull();
    expect(week.dayCount).toBe(0);
  });

  it('counts a missing or broken number of people as one', () => {
    const meal = [{ mealId: 'soup', servings: 2, scheduledDay: 0, scheduledType: 'eat' as const }];
    for (const people of [0, Number.NaN, -3]) {
      expect(dailyNutrition(meal, perServing, people).days[0]?.kcal).toBe(600);
    }
  });
});
