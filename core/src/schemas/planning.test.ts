import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from './auth.ts';
import {
  addShoppingItemSchema,
  updateShoppingItemSchema,
  updateShoppingLineSchema,
} from './planning.ts';

function messageOf(result: { success: boolean; error?: unknown }) {
  expect(result.success).toBe(false);
  return firstIssueMessage(result.error as { issues: { message: string; path: PropertyKey[] }[] });
}

describe('shopping line updates', () => {
  it('take a tick alone, an edit alone, or an edit reset', () => {
    expect(updateShoppingLineSchema.parse({ scope: 'all', key: 'flour', checked: true })).toEqual({
      scope: 'all',
      key: 'flour',
      checked: true,
    });
    expect(
      updateShoppingLineSchema.parse({
        scope: 'all',
        key: 'flour',
        edit: { name: '  Plain   flour ', quantity: 2, unit: ' cups ' },
      }),
    ).toEqual({
      scope: 'all',
      key: 'flour',
      edit: { name: 'Plain flour', quantity: 2, unit: 'cups' },
    });
    expect(
      updateShoppingLineSchema.parse({ scope: 'meal-1', key: 'egg', edit: null }).edit,
    ).toBeNull();
  });

  it('refuse a request that changes nothing, a blank name and a bad quantity', () => {
    expect(messageOf(updateShoppingLineSchema.safeParse({ scope: 'all', key: 'flour' }))).toBe(
      'Nothing to change: send checked or edit',
    );
    expect(
      messageOf(
        updateShoppingLineSchema.safeParse({ scope: 'all', key: 'flour', edit: { name: '  ' } }),
      ),
    ).toBe('Please enter an ingredient name');
    expect(
      messageOf(
        updateShoppingLineSchema.safeParse({
          scope: 'all',
          key: 'flour',
          edit: { name: 'Flour', quantity: -1 },
        }),
      ),
    ).toBe('Quantities must be more than 0: leave it empty for no amount');
    // Zero showed as no amount at all: an empty quantity says that (null).
    expect(
      messageOf(
        updateShoppingLineSchema.safeParse({
          scope: 'all',
          key: 'flour',
          edit: { name: 'Flour', quantity: 0 },
        }),
      ),
    ).toBe('Quantities must be more than 0: leave it empty for no amount');
    expect(
      updateShoppingLineSchema.safeParse({
        scope: 'all',
        key: 'flour',
        edit: { name: 'Flour', quantity: null },
      }).success,
    ).toBe(true);
    expect(
      messageOf(
        updateShoppingLineSchema.safeParse({
          scope: 'all',
          key: 'flour',
          edit: { name: 'Flour', quantity: 100_001 },
        }),
      ),
    ).toBe('Quantities can be at most 100,000');
    expect(
      messageOf(updateShoppingLineSchema.safeParse({ scope: '', key: 'flour', checked: true })),
    ).toBe('Unknown shopping list section');
    expect(
      messageOf(
        updateShoppingLineSchema.safeParse({ scope: 'all', key: 'x'.repeat(201), checked: true }),
      ),
    ).toBe('Unknown shopping list line');
    expect(
      messageOf(updateShoppingLineSchema.safeParse({ scope: 'all', key: 'a', checked: 'yes' })),
    ).toBe('Ticked must be true or false');
  });
});

describe('added shopping items', () => {
  it('need a non-blank name; quantity and unit may be left empty', () => {
    expect(addShoppingItemSchema.parse({ scope: 'all', name: ' Paper towels ' })).toEqual({
      scope: 'all',
      name: 'Paper towels',
      quantity: null,
      unit: '',
    });
    expect(messageOf(addShoppingItemSchema.safeParse({ scope: 'all', name: '' }))).toBe(
      'Please enter an ingredient name',
    );
    expect(messageOf(addShoppingItemSchema.safeParse({ scope: 'all' }))).toBe(
      'Please enter an ingredient name',
    );
  });

  it('take a tick or an edit, never an edit reset', () => {
    expect(updateShoppingItemSchema.parse({ checked: false })).toEqual({ checked: false });
    expect(updateShoppingItemSchema.safeParse({ edit: null }).success).toBe(false);
    expect(messageOf(updateShoppingItemSchema.safeParse({}))).toBe(
      'Nothing to change: send checked or edit',
    );
  });
});
