import { describe, expect, it } from 'vitest';
import { formatDuration, type ScheduledMeal, schedulePlan, WEEKDAYS } from './schedule-plan.ts';

function meal(overrides: Partial<ScheduledMeal> & { mealId: string }): ScheduledMeal {
  return {
    scheduledDay: 1,
    scheduledType: 'eat',
    cookTimeMinutes: 30,
    fridgeLifeDays: 3,
    ...overrides,
  };
}

describe('schedulePlan summaries', () => {
  it('cooks a quick eat meal on its day and eats it through the fridge life', () => {
    const { summaries } = schedulePlan([
      meal({ mealId: 'm1', scheduledDay: 2, fridgeLifeDays: 3 }),
    ]);
    expect(summaries).toEqual([
      { mealId: 'm1', cookDay: 2, eatDays: [2, 3, 4, 5], cookTimeMinutes: 30, barWidth: 70 },
    ]);
  });

  it('cooks an eat meal of more than 60 minutes the day before', () => {
    const { summaries } = schedulePlan([
      meal({ mealId: 'm1', scheduledDay: 3, cookTimeMinutes: 61 }),
    ]);
    expect(summaries[0]?.cookDay).toBe(2);
  });

  it('treats a meal scheduled without a type as an eat meal', () => {
    const { summaries } = schedulePlan([
      meal({ mealId: 'm1', scheduledDay: 3, scheduledType: null, cookTimeMinutes: 90 }),
    ]);
    expect(summaries[0]).toMatchObject({ cookDay: 2, eatDays: [2, 3, 4, 5] });
  });

  it('cooks an eat meal of exactly 60 minutes on its own day', () => {
    const { summaries } = schedulePlan([
      meal({ mealId: 'm1', scheduledDay: 3, cookTimeMinutes: 60 }),
    ]);
    expect(summaries[0]?.cookDay).toBe(3);
  });

  it('wraps a long Sunday eat meal back to Saturday', () => {
    const { summaries } = schedulePlan([
      meal({ mealId: 'm1', scheduledDay: 0, cookTimeMinutes: 90, fridgeLifeDays: 2 }),
    ]);
    expect(summaries[0]).toMatchObject({ cookDay: 6, eatDays: [6, 0, 1] });
  });

  it('wraps eat days across the end of the week', () => {
    const { summaries } = schedulePlan([
      meal({ mealId: 'm1', scheduledDay: 5, fridgeLifeDays: 3 }),
    ]);
    expect(summaries[0]?.eatDays).toEqual([5, 6, 0, 1]);
  });

  it('never lists a day twice even when the fridge life is longer than a week', () => {
    const { summaries } = schedulePlan([
      meal({ mealId: 'm1', scheduledDay: 4, fridgeLifeDays: 10 }),
    ]);
    expect(summaries[0]?.eatDays).toEqual([4, 5, 6, 0, 1, 2, 3]);
  });

  it("cooks a 'cook' meal on its day whatever its cook time", () => {
    const { summaries } = schedulePlan([
      meal({ mealId: 'm1', scheduledDay: 0, scheduledType: 'cook', cookTimeMinutes: 180 }),
    ]);
    expect(summaries[0]?.cookDay).toBe(0);
  });

  it('leaves unscheduled meals out', () => {
    const { summaries } = schedulePlan([
      meal({ mealId: 'm1', scheduledDay: null, scheduledType: null }),
      meal({ mealId: 'm2', scheduledDay: 1 }),
    ]);
    expect(summaries.map((s) => s.mealId)).toEqual(['m2']);
  });

  it('gives a full weekly bar to cooks over 40 minutes and 70% otherwise', () => {
    const { summaries } = schedulePlan([
      meal({ mealId: 'long', cookTimeMinutes: 41 }),
      meal({ mealId: 'short', cookTimeMinutes: 40 }),
    ]);
    expect(summaries.map((s) => s.barWidth)).toEqual([100, 70]);
  });
});

describe('schedulePlan conflicts', () => {
  it('flags a day with more than two hours of cooking, in friendly words', () => {
    const { conflicts } = schedulePlan([
      meal({ mealId: 'a', scheduledDay: 0, scheduledType: 'cook', cookTimeMinutes: 90 }),
      meal({ mealId: 'b', scheduledDay: 0, scheduledType: 'cook', cookTimeMinutes: 60 }),
    ]);
    expect(conflicts).toEqual([
      {
        day: 0,
        kind: 'cooking-overload',
        mealIds: ['a', 'b'],
        message: "Sunday has 2 h 30 min of cooking. That's a lot of time at the stove!",
      },
    ]);
  });

  it('does not flag exactly two hours of cooking', () => {
    const { conflicts } = schedulePlan([
      meal({
        mealId: 'a',
        scheduledDay: 2,
        scheduledType: 'cook',
        cookTimeMinutes: 60,
        fridgeLifeDays: 1,
      }),
      meal({
        mealId: 'b',
        scheduledDay: 2,
        scheduledType: 'cook',
        cookTimeMinutes: 60,
        fridgeLifeDays: 1,
      }),
    ]);
    expect(conflicts).toEqual([]);
  });

  it('counts a long eat meal on the day it is actually cooked', () => {
    const { conflicts } = schedulePlan([
      meal({ mealId: 'roast', scheduledDay: 1, cookTimeMinutes: 100, fridgeLifeDays: 1 }),
      meal({
        mealId: 'stew',
        scheduledDay: 0,
        scheduledType: 'cook',
        cookTimeMinutes: 30,
        fridgeLifeDays: 1,
      }),
    ]);
    expect(conflicts).toMatchObject([
      { day: 0, kind: 'cooking-overload', mealIds: ['roast', 'stew'] },
    ]);
  });

  it('flags a day with more than three different meals to eat', () => {
    const meals = ['a', 'b', 'c', 'd'].map((id) =>
      meal({ mealId: id, scheduledDay: 3, fridgeLifeDays: 0 }),
    );
    const { conflicts } = schedulePlan(meals);
    expect(conflicts).toEqual([
      {
        day: 3,
        kind: 'too-many-leftovers',
        mealIds: ['a', 'b', 'c', 'd'],
        message: expect.stringContaining('Wednesday has 4 different meals to eat'),
      },
    ]);
  });

  it('does not flag three meals to eat on one day', () => {
    const meals = ['a', 'b', 'c'].map((id) =>
      meal({ mealId: id, scheduledDay: 3, fridgeLifeDays: 0 }),
    );
    expect(schedulePlan(meals).conflicts).toEqual([]);
  });

  it('finds leftovers that wrap into the next week', () => {
    const meals = ['a', 'b', 'c', 'd'].map((id) =>
      meal({ mealId: id, scheduledDay: 6, fridgeLifeDays: 1 }),
    );
    const days = schedulePlan(meals).conflicts.map((c) => c.day);
    expect(days).toEqual([0, 6]);
  });
});

describe('schedule helpers', () => {
  it('names the days from Sunday', () => {
    expect(WEEKDAYS[0]).toBe('Sunday');
    expect(WEEKDAYS[6]).toBe('Saturday');
  });

  it.each([
    [45, '45 min'],
    [60, '1 h'],
    [150, '2 h 30 min'],
  ])('writes %d minutes as %j', (minutes, text) => {
    expect(formatDuration(minutes)).toBe(text);
  });
});
