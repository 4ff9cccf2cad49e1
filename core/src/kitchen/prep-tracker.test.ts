import { describe, expect, it } from 'vitest';
import {
  createPrepTracker,
  isPrepComplete,
  remainingById,
  startPrep,
  stepUsage,
  toggleStep,
} from './prep-tracker.ts';

const pancakes = {
  ingredients: [
    { id: 'flour', name: 'flour', quantity: 2, unit: 'cup' },
    { id: 'milk', name: 'milk', quantity: 1.5, unit: 'cup' },
    { id: 'eggs', name: 'egg', quantity: 2, unit: '' },
    { id: 'sugar', name: 'sugar', quantity: 0.25, unit: 'cup' },
  ],
  directions: [
    'Whisk 1 1/2 cups flour with the sugar.',
    'Beat in 2 eggs and ½ cup milk.',
    'Add the remaining 1/2 cup flour and 1 cup milk.',
  ],
  servings: 1,
};

describe('startPrep', () => {
  it('starts every ingredient at quantity times servings with no step done', () => {
    const state = startPrep({ ...pancakes, servings: 2 });
    expect(state.remaining).toEqual([4, 3, 4, 0.5]);
    expect(state.completed).toEqual([false, false, false]);
    expect(isPrepComplete(state)).toBe(false);
  });

  it('gives ingredients without an id a stable one', () => {
    const state = startPrep({
      ingredients: [{ name: 'salt', quantity: 1, unit: 'tsp' }],
      directions: [],
      servings: 1,
    });
    expect(state.ingredients[0]?.id).toBe('ingredient-0');
  });
});

describe('toggleStep', () => {
  it('subtracts the amounts written before each ingredient in the step', () => {
    const state = toggleStep(startPrep(pancakes), 0);
    // 1 1/2 cups flour; 'the sugar' has no amount, so all of it.
    expect(remainingById(state)).toEqual({ flour: 0.5, milk: 1.5, eggs: 2, sugar: 0 });
    expect(state.completed).toEqual([true, false, false]);
  });

  it('matches plural mentions of a singular ingredient and reads the ½ symbol', () => {
    const state = toggleStep(startPrep(pancakes), 1);
    expect(remainingById(state)).toMatchObject({ eggs: 0, milk: 1 });
  });

  it.each([
    ['Stir in ⅓ cup sugar.', 2 - 1 / 3],
    ['Stir in ⅔ cup sugar.', 2 - 2 / 3],
    ['Stir in ¼ cup sugar.', 1.75],
    ['Stir in ¾ cup sugar.', 1.25],
    ['Stir in 1/2 cup sugar.', 1.5],
    ['Stir in 1 1/2 cups sugar.', 0.5],
    ['Stir in 0.5 cup sugar.', 1.5],
    ['Stir in the sugar.', 0],
  ])('reads the amount in %j', (step, left) => {
    const state = toggleStep(
      startPrep({
        ingredients: [{ name: 'sugar', quantity: 2, unit: 'cup' }],
        directions: [step],
        servings: 1,
      }),
      0,
    );
    expect(state.remaining[0]).toBeCloseTo(left, 9);
  });

  it('matches names whatever their case', () => {
    const state = toggleStep(
      startPrep({
        ingredients: [{ name: 'Butter', quantity: 4, unit: 'tbsp' }],
        directions: ['Melt 1 tbsp BUTTER.'],
        servings: 1,
      }),
      0,
    );
    expect(state.remaining).toEqual([3]);
  });

  it('never goes below zero', () => {
    const state = toggleStep(
      startPrep({
        ingredients: [{ name: 'oil', quantity: 1, unit: 'tbsp' }],
        directions: ['Heat 3 tbsp oil.'],
        servings: 1,
      }),
      0,
    );
    expect(state.remaining).toEqual([0]);
  });

  it('gives back exactly what the tick took when unticked', () => {
    const start = startPrep({
      ingredients: [{ name: 'oil', quantity: 2, unit: 'tbsp' }],
      directions: ['Heat 1 tbsp oil.', 'Add 3 tbsp oil.'],
      servings: 1,
    });
    const first = toggleStep(start, 0); // 2 -> 1
    const both = toggleStep(first, 1); // takes only the 1 left
    expect(both.remaining).toEqual([0]);
    const undoSecond = toggleStep(both, 1);
    expect(undoSecond.remaining).toEqual([1]);
    expect(undoSecond.completed).toEqual([true, false]);
  });

  it('caps what comes back at the full amount', () => {
    const start = startPrep({
      ingredients: [{ name: 'oil', quantity: 1, unit: 'tbsp' }],
      directions: ['Heat 1 tbsp oil.'],
      servings: 1,
    });
    const ticked = toggleStep(start, 0);
    // Simulate remaining restored by other means before the untick.
    const tampered = { ...ticked, remaining: [1] };
    expect(toggleStep(tampered, 0).remaining).toEqual([1]);
  });

  it('uses the full quantity when the step names an ingredient without an amount', () => {
    const state = toggleStep(startPrep(pancakes), 0);
    expect(state.remaining[3]).toBe(0);
  });

  it('subtracts the amount written in the step, whatever the servings', () => {
    const state = toggleStep(startPrep({ ...pancakes, servings: 2 }), 0);
    expect(remainingById(state).flour).toBe(2.5);
    expect(remainingById(toggleStep(state, 0)).flour).toBe(4);
  });

  it('converts a step amount into the ingredient unit', () => {
    const state = toggleStep(
      startPrep({
        ingredients: [{ name: 'sugar', quantity: 1, unit: 'cup' }],
        directions: ['Stir in 4 tbsp sugar.'],
        servings: 1,
      }),
      0,
    );
    expect(state.remaining[0]).toBeCloseTo(0.75, 6);
  });

  it('lets the longer name claim its words first', () => {
    const state = startPrep({
      ingredients: [
        { name: 'sugar', quantity: 1, unit: 'cup' },
        { name: 'brown sugar', quantity: 1, unit: 'cup' },
      ],
      directions: ['Cream 1/2 cup brown sugar with the butter.'],
      servings: 1,
    });
    expect(stepUsage(state, 0)).toEqual([0, 0.5]);
  });

  describe('short names', () => {
    const usage = (names: string[], step: string) =>
      stepUsage(
        startPrep({
          ingredients: names.map((name) => ({ name, quantity: 4, unit: 'tbsp' })),
          directions: [step],
          servings: 1,
        }),
        0,
      );

    it("takes an ingredient a step names as a cook does: 'the oil', 'the Parmesan', 'the chicken'", () => {
      expect(usage(['extra-virgin olive oil', 'all-purpose flour'], 'Heat the oil.')).toEqual([
        4, 0,
      ]);
      expect(usage(['parmesan cheese'], 'Sprinkle with Parmesan.')).toEqual([4]);
      expect(usage(['boneless chicken thighs'], 'Brown the chicken on both sides.')).toEqual([4]);
      expect(usage(['fresh basil leaves'], 'Tear the basil over the top.')).toEqual([4]);
      expect(usage(['roma tomatoes'], 'Add the tomato.')).toEqual([4]);
    });

    it('reads the amount written before a short name', () => {
      expect(usage(['extra-virgin olive oil'], 'Add 1 tbsp of the oil.')).toEqual([1]);
      expect(usage(['unsalted butter'], 'Melt 2 tablespoons butter.')).toEqual([2]);
    });

    it('takes nothing when two ingredients share the short name', () => {
      expect(usage(['olive oil', 'vegetable oil'], 'Heat the oil.')).toEqual([0, 0]);
      expect(usage(['mozzarella cheese', 'parmesan cheese'], 'Add the cheese.')).toEqual([0, 0]);
      // Each is still found by its own word.
      expect(usage(['mozzarella cheese', 'parmesan cheese'], 'Add the mozzarella.')).toEqual([
        4, 0,
      ]);
    });

    it('lets a whole name claim its words before any short name looks', () => {
      expect(usage(['light brown sugar', 'granulated sugar'], 'Cream 2 tbsp brown sugar.')).toEqual(
        [0, 0],
      );
      expect(usage(['sugar', 'dark brown sugar'], 'Whisk in the sugar.')).toEqual([4, 0]);
    });

    it('never takes words a step uses for the dish, a verb, a colour or a saying', () => {
      expect(usage(['soy sauce'], 'Pour the sauce over the noodles.')).toEqual([0]);
      expect(usage(['chicken stock'], 'Skim the stock.')).toEqual([0]);
      expect(usage(['barbecue spice blend'], 'Blend until smooth.')).toEqual([0]);
      expect(usage(['pickled jalapeño pepper'], 'Season with salt and pepper.')).toEqual([0]);
      expect(usage(['mixed salad greens'], 'Cook until bright green.')).toEqual([0]);
      expect(usage(['cream of mushroom soup'], 'Serve the soup hot.')).toEqual([0]);
      expect(usage(['lemon juice'], 'Spoon the pan juices over.')).toEqual([0]);
    });
  });

  it('reads half the ingredient as half of it', () => {
    const state = startPrep({
      ingredients: [{ name: 'cheese', quantity: 2, unit: 'cup' }],
      directions: ['Sprinkle half the cheese on top.'],
      servings: 1,
    });
    expect(stepUsage(state, 0)).toEqual([1]);
  });

  it('does not take a step number or a temperature for an amount', () => {
    const state = startPrep({
      ingredients: [{ name: 'garlic', quantity: 3, unit: 'clove' }],
      directions: ['Roast at 400 degrees, then add the garlic.'],
      servings: 1,
    });
    expect(stepUsage(state, 0)).toEqual([3]);
  });

  it('leaves a step that mentions nothing without effect', () => {
    const state = toggleStep(startPrep(pancakes), 2);
    const next = toggleStep(startPrep({ ...pancakes, directions: ['Rest for 10 minutes.'] }), 0);
    expect(state.completed[2]).toBe(true);
    expect(next.remaining).toEqual([2, 1.5, 2, 0.25]);
  });

  it('ignores a step index that does not exist', () => {
    const state = startPrep(pancakes);
    expect(toggleStep(state, 7)).toBe(state);
  });

  it('does not change the state it was given', () => {
    const state = startPrep(pancakes);
    toggleStep(state, 0);
    expect(state.remaining).toEqual([2, 1.5, 2, 0.25]);
    expect(state.completed).toEqual([false, false, false]);
  });

  it('is complete when every step is ticked', () => {
    let state = startPrep(pancakes);
    for (let i = 0; i < pancakes.directions.length; i += 1) state = toggleStep(state, i);
    expect(isPrepComplete(state)).toBe(true);
    expect(state.remaining).toEqual([0, 0, 0, 0]);
  });
});

describe('createPrepTracker', () => {
  it('returns a new tracker on each toggle', () => {
    const tracker = createPrepTracker(pancakes);
    const next = tracker.toggle(0);
    expect(tracker.completed).toEqual([false, false, false]);
    expect(next.completed).toEqual([true, false, false]);
    expect(next.remainingOf('flour')).toBe(0.5);
    expect(next.remainingOf(0)).toBe(0.5);
  });

  it('accepts ingredients, directions and servings as three arguments', () => {
    const tracker = createPrepTracker(pancakes.ingredients, pancakes.directions, 3);
    expect(tracker.remaining).toEqual([6, 4.5, 6, 0.75]);
  });

  it('reports completion', () => {
    const tracker = createPrepTracker({ ingredients: [], directions: ['Serve.'], servings: 1 });
    expect(tracker.isComplete).toBe(false);
    expect(tracker.tick(0).isComplete).toBe(true);
    expect(tracker.tick(0).untick(0).isComplete).toBe(false);
  });
});
