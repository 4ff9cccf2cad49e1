import { describe, expect, it } from 'vitest';
import { makeList, makeMeal } from '../test/planning-fixtures.tsx';
import { entriesForDay, scheduleForCookDay, weekPlanOf } from './schedule-view.ts';

const quickEat = makeMeal({ id: 'soup', name: 'Soup', scheduledDay: 1, scheduledType: 'eat' });
const longEat = makeMeal({
  id: 'roast',
  name: 'Roast',
  scheduledDay: 3,
  scheduledType: 'eat',
  cookTimeMinutes: 110,
  fridgeLifeDays: 1,
});
const cook = makeMeal({ id: 'stew', name: 'Stew', scheduledDay: 6, scheduledType: 'cook' });
const unscheduled = makeMeal({ id: 'salad', name: 'Salad' });

describe('weekPlanOf', () => {
  it('keeps scheduled meals in list order with their cook and eat days', () => {
    const plan = weekPlanOf(makeList([quickEat, unscheduled, longEat, cook]));
    expect(plan.planned.map((p) => [p.meal.id, p.summary.cookDay, p.summary.eatDays])).toEqual([
      ['soup', 1, [1, 2, 3, 4]],
      ['roast', 2, [2, 3]],
      ['stew', 6, [6, 0, 1, 2]],
    ]);
    expect(plan.conflicts).toEqual([]);
  });

  it('passes the conflicts of schedulePlan on', () => {
    const meals = ['a', 'b', 'c', 'd'].map((id) =>
      makeMeal({ id, name: id, scheduledDay: 2, scheduledType: 'cook', cookTimeMinutes: 40 }),
    );
    const plan = weekPlanOf(makeList(meals));
    expect(plan.conflicts.map((c) => [c.day, c.kind])).toContainEqual([2, 'cooking-overload']);
  });
});

describe('entriesForDay', () => {
  it('lists what is cooked that day first, then what is eaten from the fridge', () => {
    const plan = weekPlanOf(makeList([quickEat, longEat, cook]));
    expect(entriesForDay(plan, 2).map((e) => [e.meal.id, e.role])).toEqual([
      ['roast', 'cook'],
      ['soup', 'eat'],
      ['stew', 'eat'],
    ]);
    expect(entriesForDay(plan, 5)).toEqual([]);
  });
});

describe('scheduleForCookDay', () => {
  it('shifts the saved day with the cook day and keeps the type', () => {
    const plan = weekPlanOf(makeList([longEat, cook]));
    const [roast, stew] = plan.planned;
    if (!roast || !stew) throw new Error('missing');
    // Roast is eaten Wednesday, cooked Tuesday; cooking it Thursday means eating it Friday.
    expect(scheduleForCookDay(roast, 4)).toEqual({ day: 5, type: 'eat' });
    // Round the week: Saturday's stew cooked a day later is Sunday's.
    expect(scheduleForCookDay(stew, 0)).toEqual({ day: 0, type: 'cook' });
    expect(scheduleForCookDay(roast, 0)).toEqual({ day: 1, type: 'eat' });
  });
});
