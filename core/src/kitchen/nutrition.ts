/**
 * The spec's rough estimate: fixed amounts per ingredient, times ingredient count and
 * servings. It is a placeholder until nutrition comes from real ingredient data
 * (roadmap), so it stays exactly the spec's arithmetic.
 */
export const NUTRITION_PER_INGREDIENT = {
  calories: 120,
  protein: 5,
  carbs: 15,
  fat: 8,
  fiber: 2,
  sugar: 3,
  sodium: 150,
} as const;

/** Percent of daily value, fixed whatever the meal. */
export const FIXED_VITAMINS = { vitaminA: 15, vitaminC: 25, calcium: 20, iron: 10 } as const;

export const SATURATED_FAT_SHARE = 0.3;
/** The spec's default servings, used when a meal carries none that makes sense. */
export const DEFAULT_NUTRITION_SERVINGS = 1;
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

export type NutritionEstimate = {
  /** kcal */
  calories: number;
  /** grams */
  protein: number;
  carbs: number;
  fat: number;
  saturatedFat: number;
  fiber: number;
  sugar: number;
  /** milligrams */
  sodium: number;
  /** percent of daily value */
  vitaminA: number;
  vitaminC: number;
  calcium: number;
  iron: number;
  /** Share of macro energy, each in whole percent (0 for an empty meal). */
  macros: { proteinPercent: number; carbsPercent: number; fatPercent: number };
};

/** One decimal is as precise as an estimate like this deserves. */
function grams(value: number): number {
  return Math.round(value * 10) / 10;
}

/** A count of ingredients is whole and never negative. */
function wholeCount(value: number): number {
  return Number.isFinite(value) && value > 0 ? Math.floor(value) : 0;
}

/** Grams of a macro as a usable number: missing or negative amounts count as none. */
function amount(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

export function estimateNutrition(ingredientCount: number, servings: number): NutritionEstimate {
  const count = wholeCount(ingredientCount);
  // A meal always has servings (0.5 at least); a missing or broken value is the default 1,
  // not an empty plate.
  const portions =
    Number.isFinite(servings) && servings > 0 ? servings : DEFAULT_NUTRITION_SERVINGS;
  const factor = count * portions;
  const per = NUTRITION_PER_INGREDIENT;
  const protein = grams(per.protein * factor);
  const carbs = grams(per.carbs * factor);
  const fat = grams(per.fat * factor);
  return {
    calories: Math.round(per.calories * factor),
    protein,
    carbs,
    fat,
    saturatedFat: grams(per.fat * factor * SATURATED_FAT_SHARE),
    fiber: grams(per.fiber * factor),
    sugar: grams(per.sugar * factor),
    sodium: Math.round(per.sodium * factor),
    ...FIXED_VITAMINS,
    macros: macroPercentages(per.protein * factor, per.carbs * factor, per.fat * factor),
  };
}

/**
 * Percent of macro energy per macro, each rounded to the nearest whole percent on its own,
 * as the spec computes them: the spec's fixed ratio shows 13, 39 and 47 (summing to 99,
 * as real nutrition labels often do), and each figure stays true to its own share.
 */
export function macroPercentages(
  protein: number,
  carbs: number,
  fat: number,
): NutritionEstimate['macros'] {
  const kcal = [
    amount(protein) * KCAL_PER_GRAM.protein,
    amount(carbs) * KCAL_PER_GRAM.carbs,
    amount(fat) * KCAL_PER_GRAM.fat,
  ];
  const total = kcal.reduce((a, b) => a + b, 0);
  if (!(total > 0)) return { proteinPercent: 0, carbsPercent: 0, fatPercent: 0 };
  const [p = 0, c = 0, f = 0] = kcal.map((k) => Math.round((k / total) * 100));
  return { proteinPercent: p, carbsPercent: c, fatPercent: f };
}
