import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './auth.ts';
import {
  addMemberSchema,
  createListSchema,
  createMealsSchema,
  directionsUpdateSchema,
  mealDraftSchema,
  normalizeServings,
  updateListItemSchema,
} from './meals.ts';

function messageOf(result: { success: boolean; error?: unknown }) {
  expect(result.success).toBe(false);
  return firstIssueMessage(result.error as { issues: { message: string; path: PropertyKey[] }[] });
}

describe('list names', () => {
  it('are trimmed, folded and required with the spec message', () => {
    expect(createListSchema.parse({ name: '  Weekly   dinners ' })).toEqual({
      name: 'Weekly dinners',
    });
    expect(messageOf(createListSchema.safeParse({ name: '   ' }))).toBe(
      'Please enter a name for your list',
    );
    expect(messageOf(createListSchema.safeParse({}))).toBe('Please enter a name for your list');
    expect(messageOf(createListSchema.safeParse({ name: 'x'.repeat(101) }))).toBe(
      'List names can be at most 100 characters',
    );
  });

  it('lose control characters and bidirectional overrides', () => {
    expect(createListSchema.parse({ name: 'Soup\u0000s \u202Efor\u202C all' }).name).toBe(
      'Soups for all',
    );
  });
});

describe('servings', () => {
  it.each([
    [0.1, 0.5],
    [0.5, 0.5],
    [2.345, 2.35],
    [25, 20],
    [Number.NaN, 1],
  ])('normalizes %d to %d', (input, expected) => {
    expect(normalizeServings(input)).toBe(expected);
  });
});

describe('meal drafts', () => {
  const base = { name: 'Pancakes', ingredients: [{ name: 'flour', quantity: 2, unit: 'cup' }] };

  it('fill in the spec defaults', () => {
    expect(mealDraftSchema.parse(base)).toEqual({
      name: 'Pancakes',
      description: '',
      servings: 1,
      source: 'manual',
      imageUrl: null,
      ingredients: [{ name: 'flour', quantity: 2, unit: 'cup' }],
      directions: [],
    });
  });

  it('need a name and an ingredient, with the spec messages', () => {
    expect(messageOf(mealDraftSchema.safeParse({ ...base, name: ' ' }))).toBe(
      'Please enter a meal name',
    );
    expect(messageOf(mealDraftSchema.safeParse({ ...base, ingredients: [] }))).toBe(
      'Please add at least one ingredient',
    );
  });

  it('split directions given as one text on line breaks and drop blank steps', () => {
    const parsed = mealDraftSchema.parse({ ...base, directions: 'Mix.\r\n\n  \nFry.\n' });
    expect(parsed.directions).toEqual(['Mix.', 'Fry.']);
    expect(mealDraftSchema.parse({ ...base, directions: ['', ' Stir ', ''] }).directions).toEqual([
      'Stir',
    ]);
  });

  it('refuse bad numbers, sources and image addresses', () => {
    expect(
      messageOf(
        mealDraftSchema.safeParse({
          ...base,
          ingredients: [{ name: 'flour', quantity: -1, unit: '' }],
        }),
      ),
    ).toBe('Quantities must be more than 0');
    expect(messageOf(mealDraftSchema.safeParse({ ...base, cookTimeMinutes: 2.5 }))).toBe(
      'Cook time must be a whole number of minutes from 5 to 2,880',
    );
    expect(messageOf(mealDraftSchema.safeParse({ ...base, source: 'javascript:alert(1)' }))).toBe(
      'Unknown recipe source',
    );
    expect(messageOf(mealDraftSchema.safeParse({ ...base, imageUrl: 'javascript:alert(1)' }))).toBe(
      'The image must be a web address (https://...)',
    );
    expect(
      mealDraftSchema.parse({ ...base, source: 'https://example.com/r/1', imageUrl: ' ' }),
    ).toMatchObject({ source: 'https://example.com/r/1', imageUrl: null });
  });

  it('need every ingredient quantity to be at least 0.1 (decision 011)', () => {
    const withQuantity = (quantity: unknown) =>
      mealDraftSchema.safeParse({ ...base, ingredients: [{ name: 'salt', quantity, unit: '' }] });
    for (const quantity of [0.05, null, undefined, Number.NaN, '1']) {
      expect(messageOf(withQuantity(quantity))).toBe(
        'Quantities must be a number from 0.1 to 100,000',
      );
    }
    // Nothing or less than nothing gets a plain word of its own.
    for (const quantity of [0, -0.5, -3]) {
      expect(messageOf(withQuantity(quantity))).toBe('Quantities must be more than 0');
    }
    expect(withQuantity(0.1).success).toBe(true);
    expect(withQuantity(100_000).success).toBe(true);
    expect(withQuantity(100_000.5).success).toBe(false);
  });

  it("refuse a cook time under the spec's 5 minutes", () => {
    expect(messageOf(mealDraftSchema.safeParse({ ...base, cookTimeMinutes: 4 }))).toBe(
      'Cook time must be a whole number of minutes from 5 to 2,880',
    );
    expect(mealDraftSchema.parse({ ...base, cookTimeMinutes: 5 }).cookTimeMinutes).toBe(5);
  });

  it('clamp servings instead of refusing them', () => {
    expect(mealDraftSchema.parse({ ...base, servings: 40 }).servings).toBe(20);
  });

  it('come at most 20 at a time', () => {
    expect(messageOf(createMealsSchema.safeParse({ meals: [] }))).toBe('No meals to add');
    expect(
      messageOf(createMealsSchema.safeParse({ meals: Array.from({ length: 21 }, () => base) })),
    ).toBe('You can add at most 20 meals at once');
  });
});

describe('edits', () => {
  it('keep at least one direction step', () => {
    expect(messageOf(directionsUpdateSchema.safeParse({ directions: ['  '] }))).toBe(
      'Please add at least one step',
    );
  });

  it('change servings or the schedule, and nothing else', () => {
    expect(updateListItemSchema.parse({ servings: 3.333 })).toEqual({ servings: 3.33 });
    expect(updateListItemSchema.parse({ schedule: null })).toEqual({ schedule: null });
    expect(updateListItemSchema.safeParse({}).success).toBe(false);
    expect(updateListItemSchema.safeParse({ schedule: { day: 7, type: 'eat' } }).success).toBe(
      false,
    );
    expect(updateListItemSchema.safeParse({ schedule: { day: 1, type: 'bake' } }).success).toBe(
      false,
    );
  });

  it('accept a member by username with or without the @', () => {
    expect(addMemberSchema.parse({ username: ' @chef_ana ' })).toEqual({ username: 'chef_ana' });
  });

  it('are not email addresses, and say where the username is found', () => {
    expect(messageOf(addMemberSchema.safeParse({ username: 'ana@example.com' }))).toBe(
      'Please enter their username, not their email address: it is shown on their profile',
    );
  });
});
