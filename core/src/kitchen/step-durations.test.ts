import { describe, expect, it } from 'vitest';
import { findStepDurations, formatCountdown, formatTimerLength } from './step-durations.ts';

const seconds = (step: string) => findStepDurations(step).map((d) => d.seconds);

describe('findStepDurations', () => {
  it.each([
    ['Bake for 25 minutes until golden.', 25 * 60],
    ['Simmer 1 hour, stirring now and then.', 3600],
    ['Roast 1 1/2 hours.', 90 * 60],
    ['Roast 1½ hours.', 90 * 60],
    ['Microwave for 30 secs.', 30],
    ['Rest 45 seconds', 45],
    ['Leave it 1 hr.', 3600],
    ['Cook 2 hrs on low', 2 * 3600],
    ['Boil the eggs 8 mins', 8 * 60],
    ['Sear 1 minute per side', 60],
    ['Braise for an hour and a half', 90 * 60],
    ['Braise for 1 and a half hours', 90 * 60],
    ['Chill for half an hour', 30 * 60],
    ['Chill for a half hour', 30 * 60],
    ['Let it stand an hour', 3600],
    ['Whisk for a minute', 60],
    ['Cook for two minutes more', 120],
    ['Give it a 5-minute rest', 5 * 60],
    ['Bake for 0.5 hours', 30 * 60],
    ['Stir in the cheese, then cook 5 more minutes', 5 * 60],
    ['Cook for forty-five minutes', 45 * 60],
    ['Cook for a couple of minutes', 120],
    ['Rest for a quarter hour', 15 * 60],
    ['Simmer a dozen minutes', 12 * 60],
    ['SIMMER 20 MINUTES', 20 * 60],
  ])('reads %j', (step, expected) => {
    expect(seconds(step)).toEqual([expected]);
  });

  it('offers the low end of a range and keeps the high end', () => {
    expect(findStepDurations('Bake 10-15 min, until set.')).toEqual([
      { text: '10-15 min', seconds: 600, maxSeconds: 900 },
    ]);
    expect(findStepDurations('Fry 2 to 3 minutes per side')[0]).toMatchObject({
      seconds: 120,
      maxSeconds: 180,
    });
    expect(findStepDurations('Steep four or five minutes')[0]).toMatchObject({
      seconds: 240,
      maxSeconds: 300,
    });
    expect(findStepDurations('Cook 25–30 minutes')[0]).toMatchObject({
      seconds: 1500,
      maxSeconds: 1800,
    });
    expect(findStepDurations('Roast for forty-five to fifty minutes')[0]).toMatchObject({
      seconds: 45 * 60,
      maxSeconds: 50 * 60,
    });
  });

  it('reads hours and minutes written together as one length of time', () => {
    expect(findStepDurations('Roast for 1 hour 30 minutes.')).toEqual([
      { text: '1 hour 30 minutes', seconds: 5400, maxSeconds: null },
    ]);
    expect(seconds('Roast 1 hour and 15 minutes')).toEqual([4500]);
    expect(seconds('Bake 2 hrs, 10 mins')).toEqual([2 * 3600 + 600]);
    expect(seconds('Knead 2 minutes and 30 seconds')).toEqual([150]);
    expect(seconds('Slow cook 1h30')).toEqual([5400]);
    expect(seconds('Slow cook 1h 30m')).toEqual([5400]);
  });

  it('finds every separate length of time in order', () => {
    expect(
      findStepDurations('Boil for 10 minutes, drain, then bake 1 hour.').map((d) => d.text),
    ).toEqual(['10 minutes', '1 hour']);
    // A smaller unit before a larger one is two steps of work, not one sum.
    expect(seconds('Stir 30 seconds, then simmer 5 minutes')).toEqual([30, 300]);
  });

  it.each([
    'Add 2 cups flour and 1 tsp salt.',
    'Cook for a few minutes.',
    'Leave overnight in the fridge.',
    'Preheat the oven to 350 degrees.',
    'Cut into 2 inch pieces',
    'Use a 9x13 pan',
    'Chop the mint leaves',
    'Season with thyme',
    'Step 2: mix',
    'In the third hour, baste the meat',
    '',
  ])('finds no duration in %j', (step) => {
    expect(findStepDurations(step)).toEqual([]);
  });

  it('does not read a number glued to a word or a fraction as a duration', () => {
    expect(seconds('Add often minutes')).toEqual([]);
    expect(seconds('Mix 1/2 min')).toEqual([30]);
    expect(seconds('version2 minutes')).toEqual([]);
  });

  it('offers no timer for zero or for more than two days', () => {
    expect(findStepDurations('Wait 0 minutes')).toEqual([]);
    expect(findStepDurations('Age the cheese for 60 hours')).toEqual([]);
    expect(seconds('Marinate 24 hours')).toEqual([24 * 3600]);
  });

  it('copes with anything passed in', () => {
    expect(findStepDurations(undefined as unknown as string)).toEqual([]);
    expect(findStepDurations(`${'1 '.repeat(5000)}minutes`).length).toBeLessThanOrEqual(1);
  });
});

describe('formatTimerLength', () => {
  it.each([
    [1500, '25 min'],
    [5400, '1 h 30 min'],
    [3600, '1 h'],
    [45, '45 s'],
    [90, '1 min 30 s'],
    [0, '0 s'],
  ])('writes %i seconds as %j', (value, text) => {
    expect(formatTimerLength(value)).toBe(text);
  });
});

describe('formatCountdown', () => {
  it.each([
    [1500, '25:00'],
    [1499.2, '25:00'],
    [59, '0:59'],
    [3725, '1:02:05'],
    [-3, '0:00'],
  ])('shows %d seconds as %j', (value, text) => {
    expect(formatCountdown(value)).toBe(text);
  });
});
