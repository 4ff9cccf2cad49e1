/** Weekday names by the spec's numbering: 0 is Sunday, 6 is Saturday. */
export const WEEKDAYS = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
] as const;

export type Weekday = (typeof WEEKDAYS)[number];
export type ScheduleType = 'cook' | 'eat';

export type ScheduledMeal = {
  mealId: string;
  scheduledDay: number | null;
  scheduledType: ScheduleType | null;
  cookTimeMinutes: number;
  fridgeLifeDays: number;
};

export type MealSummary = {
  mealId: string;
  cookDay: number;
  /** Days the meal can be eaten, starting with the cook day, in week order from it. */
  eatDays: number[];
  cookTimeMinutes: number;
  /** Weekly bar width in percent: long cooks get the full cell. */
  barWidth: 100 | 70;
};

export type ConflictKind = 'cooking-overload' | 'too-many-leftovers';

export type ScheduleConflict = {
  day: number;
  kind: ConflictKind;
  mealIds: string[];
  message: string;
};

export type SchedulePlan = { summaries: MealSummary[]; conflicts: ScheduleConflict[] };

/** Over this many minutes an 'eat' meal has to be cooked the day before. */
export const COOK_AHEAD_OVER_MINUTES = 60;
/** Over this many minutes the weekly bar fills its cell. */
export const FULL_BAR_OVER_MINUTES = 40;
/** More cooking than this in one day is flagged. */
export const MAX_COOKING_MINUTES_PER_DAY = 120;
/** More different meals than this to eat on one day is flagged. */
export const MAX_MEALS_TO_EAT_PER_DAY = 3;

const DAYS_IN_WEEK = 7;

/** Wraps any integer onto 0..6 (-1 is Saturday, 7 is Sunday). */
export function wrapDay(day: number): number {
  return ((Math.trunc(day) % DAYS_IN_WEEK) + DAYS_IN_WEEK) % DAYS_IN_WEEK;
}

export function weekdayName(day: number): Weekday {
  return WEEKDAYS[wrapDay(day)] ?? 'Sunday';
}

function minutes(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}

/** The cook day, eat days and bar width of one scheduled meal; null when unscheduled. */
export function summarizeMeal(meal: ScheduledMeal): MealSummary | null {
  if (meal.scheduledDay === null || !Number.isFinite(meal.scheduledDay)) return null;
  const day = wrapDay(meal.scheduledDay);
  const cookTimeMinutes = minutes(meal.cookTimeMinutes);
  // A meal scheduled without a type is an 'eat' meal: that is the popover's default.
  const isEat = meal.scheduledType !== 'cook';
  const cookDay = isEat && cookTimeMinutes > COOK_AHEAD_OVER_MINUTES ? wrapDay(day - 1) : day;
  const fridgeLife = Number.isFinite(meal.fridgeLifeDays)
    ? Math.max(0, Math.floor(meal.fridgeLifeDays))
    : 0;
  const span = Math.min(fridgeLife, DAYS_IN_WEEK - 1);
  const eatDays: number[] = [];
  for (let offset = 0; offset <= span; offset += 1) eatDays.push(wrapDay(cookDay + offset));
  return {
    mealId: meal.mealId,
    cookDay,
    eatDays,
    cookTimeMinutes,
    barWidth: cookTimeMinutes > FULL_BAR_OVER_MINUTES ? 100 : 70,
  };
}

/** '2 h 30 min', '45 min', '3 h'. */
export function formatDuration(totalMinutes: number): string {
  const rounded = Math.round(minutes(totalMinutes));
  const hours = Math.floor(rounded / 60);
  const rest = rounded % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

/**
 * Lays the scheduled meals on the week and finds the days a planner should be warned
 * about: too long at the stove, or too many different leftovers to get through.
 */
export function schedulePlan(meals: readonly ScheduledMeal[]): SchedulePlan {
  const summaries: MealSummary[] = [];
  for (const meal of meals) {
    const summary = summarizeMeal(meal);
    if (summary !== null) summaries.push(summary);
  }

  const conflicts: ScheduleConflict[] = [];
  for (let day = 0; day < DAYS_IN_WEEK; day += 1) {
    const cooking = summaries.filter((s) => s.cookDay === day);
    const total = cooking.reduce((sum, s) => sum + s.cookTimeMinutes, 0);
    if (total > MAX_COOKING_MINUTES_PER_DAY) {
      conflicts.push({
        day,
        kind: 'cooking-overload',
        mealIds: cooking.map((s) => s.mealId),
        message: `${weekdayName(day)} has ${formatDuration(total)} of cooking. That's a lot of time at the stove!`,
      });
    }
    const eating = [
      ...new Set(summaries.filter((s) => s.eatDays.includes(day)).map((s) => s.mealId)),
    ];
    if (eating.length > MAX_MEALS_TO_EAT_PER_DAY) {
      conflicts.push({
        day,
        kind: 'too-many-leftovers',
        mealIds: eating,
        message: `${weekdayName(day)} has ${eating.length} different meals to eat. That's a crowded fridge, so maybe move one along!`,
      });
    }
  }
  return { summaries, conflicts };
}
