import {
  type ListDetail,
  type ListMealCard,
  type MealSummary,
  type ScheduleConflict,
  type ScheduleType,
  schedulePlan,
  wrapDay,
} from '@forkcast/core';

export const SHORT_WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const DAY_NUMBERS = [0, 1, 2, 3, 4, 5, 6] as const;

export type PlannedMeal = { meal: ListMealCard; summary: MealSummary };

export type WeekPlan = {
  /** Scheduled meals in the list's order, each with its cook day and eat days. */
  planned: PlannedMeal[];
  conflicts: ScheduleConflict[];
};

/** The list's schedule laid on the week by `schedulePlan`, with the meals beside it. */
export function weekPlanOf(list: Pick<ListDetail, 'meals'>): WeekPlan {
  const plan = schedulePlan(
    list.meals.map((meal) => ({
      mealId: meal.id,
      scheduledDay: meal.scheduledDay,
      scheduledType: meal.scheduledType,
      cookTimeMinutes: meal.cookTimeMinutes,
      fridgeLifeDays: meal.fridgeLifeDays,
    })),
  );
  const byId = new Map(list.meals.map((meal) => [meal.id, meal]));
  const planned: PlannedMeal[] = [];
  for (const summary of plan.summaries) {
    const meal = byId.get(summary.mealId);
    if (meal) planned.push({ meal, summary });
  }
  return { planned, conflicts: plan.conflicts };
}

export type DayEntry = PlannedMeal & { role: 'cook' | 'eat' };

/** What happens on one day: meals cooked that day first, then meals eaten from the fridge. */
export function entriesForDay(plan: WeekPlan, day: number): DayEntry[] {
  const cook: DayEntry[] = [];
  const eat: DayEntry[] = [];
  for (const entry of plan.planned) {
    if (entry.summary.cookDay === day) cook.push({ ...entry, role: 'cook' });
    else if (entry.summary.eatDays.includes(day)) eat.push({ ...entry, role: 'eat' });
  }
  return [...cook, ...eat];
}

/**
 * The schedule after moving a meal's cook day to `cookDay`: the saved day shifts by the same
 * number of days and keeps its type, so a long 'eat' meal still gets cooked the day before.
 */
export function scheduleForCookDay(
  entry: PlannedMeal,
  cookDay: number,
): { day: number; type: ScheduleType } {
  const shift = cookDay - entry.summary.cookDay;
  return {
    day: wrapDay((entry.meal.scheduledDay ?? entry.summary.cookDay) + shift),
    type: entry.meal.scheduledType ?? 'eat',
  };
}
