import { NO_NUTRIENTS, NUTRIENT_KEYS, type Nutrients } from './food-table.ts';
import { wrapDay } from './schedule-plan.ts';

export type PlannedPortion = {
  mealId: string;
  /** The meal's servings in the list (what is cooked). */
  servings: number;
  scheduledDay: number | null;
  scheduledType: 'cook' | 'eat' | null;
};

export type DailyNutrition = {
  /** Sunday (0) to Saturday (6): per person, or null when nothing is eaten that day. */
  days: (Nutrients | null)[];
  /** The average of the days that have a total; null when none has. */
  average: Nutrients | null;
  /** How many days the average is over. */
  dayCount: number;
};

function rounded(n: Nutrients): Nutrients {
  const out = { ...NO_NUTRIENTS };
  for (const key of NUTRIENT_KEYS) {
    out[key] =
      key === 'kcal' || key === 'sodium' ? Math.round(n[key]) : Math.round(n[key] * 10) / 10;
  }
  return out;
}

/**
 * What one person eats each day of the week from a list's plan: every meal scheduled to eat
 * on a day adds its per-serving figures times its list servings, shared by the people eating.
 * Meals scheduled to cook (not eat), unscheduled ones and meals without figures add nothing.
 */
export function dailyNutrition(
  portions: readonly PlannedPortion[],
  perServing: ReadonlyMap<string, Nutrients>,
  peopleEating: number,
): DailyNutrition {
  const people = Number.isFinite(peopleEating) && peopleEating >= 1 ? peopleEating : 1;
  const days: (Nutrients | null)[] = Array.from({ length: 7 }, () => null);
  for (const portion of portions) {
    if (portion.scheduledType !== 'eat' || portion.scheduledDay === null) continue;
    const figures = perServing.get(portion.mealId);
    if (!figures || !(portion.servings > 0)) continue;
    const day = wrapDay(portion.scheduledDay);
    const total = days[day] ?? { ...NO_NUTRIENTS };
    for (const key of NUTRIENT_KEYS) total[key] += (figures[key] * portion.servings) / people;
    days[day] = total;
  }
  const filled = days.filter((d): d is Nutrients => d !== null);
  let average: Nutrients | null = null;
  if (filled.length > 0) {
    average = { ...NO_NUTRIENTS };
    for (const day of filled) {
      for (const key of NUTRIENT_KEYS) average[key] += day[key] / filled.length;
    }
  }
  return {
    days: days.map((d) => (d ? rounded(d) : null)),
    average: average ? rounded(average) : null,
    dayCount: filled.length,
  };
}
