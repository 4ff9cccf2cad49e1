import { type MealNutrition, NO_NUTRIENTS, type Nutrients } from '@forkcast/core';

export function nutrients(overrides: Partial<Nutrients> = {}): Nutrients {
  return { ...NO_NUTRIENTS, ...overrides };
}

/** What the server answers for the 'Shrimp Pasta' of the meal detail tests. */
export const shrimpNutrition: MealNutrition = {
  servings: 2,
  perServing: nutrients({
    kcal: 431,
    protein: 27.1,
    carbohydrate: 75,
    fat: 1.8,
    saturatedFat: 0.4,
    fibre: 3.2,
    sugar: 2.7,
    sodium: 140,
  }),
  total: nutrients({ kcal: 862, protein: 54.2, carbohydrate: 150, fat: 3.6 }),
  coverage: { counted: 2, of: 3, leftOut: ['salt'], isReliable: true },
  ingredients: [
    {
      line: '200 g spaghetti',
      name: 'spaghetti',
      status: 'counted',
      food: { id: '20120', name: 'Pasta, dry, enriched' },
      grams: 200,
      basis: '200 g',
      isChosen: false,
      nutrients: nutrients({ kcal: 742 }),
    },
    {
      line: '1 cup shrimp',
      name: 'shrimp',
      status: 'counted',
      food: { id: '15270', name: 'Crustaceans, shrimp, raw (not previously frozen)' },
      grams: 145,
      basis: '1 cup; 1 cup = 145 g',
      isChosen: false,
      nutrients: nutrients({ kcal: 120 }),
    },
    {
      line: 'salt',
      name: 'salt',
      status: 'no-amount',
      food: { id: '02047', name: 'Salt, table' },
      grams: null,
      basis: 'no amount given',
      isChosen: false,
      nutrients: null,
    },
  ],
  source: 'usda',
  ingredientIds: ['a', 'b', 'c'],
  credit: 'USDA SR28',
};
