import type { ShoppingState } from '@forkcast/core';
import { describe, expect, it } from 'vitest';
import { makeMeal } from '../test/planning-fixtures.tsx';
import { amountText, buildChecklist, servingsFactor } from './shopping-lines.ts';

const pancakes = makeMeal({
  id: 'pancakes',
  name: 'Pancakes',
  originalServings: 2,
  servings: 4,
  ingredients: [
    { id: 'i1', name: 'Flour', quantity: 1, unit: 'cup' },
    { id: 'i2', name: 'Eggs', quantity: 2, unit: '' },
    { id: 'i3', name: 'Salt', quantity: 0, unit: '' },
  ],
});
const crepes = makeMeal({
  id: 'crepes',
  name: 'Crepes',
  originalServings: 1,
  servings: 1,
  ingredients: [
    { id: 'i4', name: 'flour', quantity: 120, unit: 'ml' },
    { id: 'i5', name: 'egg', quantity: 1, unit: 'unit' },
  ],
});
const empty: ShoppingState = { lines: [], items: [] };

describe('servingsFactor', () => {
  it('scales by the servings in the list over the recipe servings', () => {
    expect(servingsFactor(pancakes)).toBe(2);
    expect(servingsFactor({ servings: 3, originalServings: 0 })).toBe(3);
  });
});

describe('amountText', () => {
  it('shows whole numbers plainly, others with one decimal, and hides counts and zeros', () => {
    expect(
      amountText([
        { quantity: 2, unit: 'cup' },
        { quantity: 1.25, unit: 'g' },
        { quantity: 3, unit: 'unit' },
        { quantity: 0, unit: 'tsp' },
      ]),
    ).toBe('2 cup + 1.3 g + 3');
    expect(amountText([])).toBe('');
  });
});

describe('buildChecklist', () => {
  it('merges the meals, times servings, into lines in order of first appearance', () => {
    const rows = buildChecklist('all', [pancakes, crepes], empty);
    expect(rows.map((r) => [r.name, r.amount, r.checked])).toEqual([
      // 2 cups (1 x 2) plus 120 ml of US-first volume: 2.5 cups.
      ['Flour', '2.5 cup', false],
      ['Eggs', '5', false],
      ['Salt', '', false],
    ]);
    expect(rows[0]).toMatchObject({ kind: 'line', key: 'flour', rowKey: 'line:flour' });
  });

  it('shows a line ticked and edited as saved for this checklist only', () => {
    const state: ShoppingState = {
      lines: [
        {
          scope: 'all',
          key: 'flour',
          checked: true,
          edit: { name: 'Bread flour', quantity: 1, unit: 'kg' },
          updatedAt: '',
        },
        { scope: 'pancakes', key: 'egg', checked: true, edit: null, updatedAt: '' },
      ],
      items: [],
    };
    const all = buildChecklist('all', [pancakes, crepes], state);
    expect(all[0]).toMatchObject({
      name: 'Bread flour',
      amount: '1 kg',
      checked: true,
      isEdited: true,
      draft: { name: 'Bread flour', quantity: '1', unit: 'kg' },
    });
    expect(all[1]).toMatchObject({ name: 'Eggs', checked: false });
    const mine = buildChecklist('pancakes', [pancakes], state);
    expect(mine.map((r) => [r.name, r.amount, r.checked])).toEqual([
      ['Flour', '2 cup', false],
      ['Eggs', '4', true],
      ['Salt', '', false],
    ]);
  });

  it('starts an edit from the first amount, and lists added items after the lines', () => {
    const state: ShoppingState = {
      lines: [],
      items: [
        {
          id: 'x1',
          scope: 'all',
          name: 'Paper towels',
          quantity: null,
          unit: '',
          checked: false,
          createdAt: '',
          updatedAt: '',
        },
        {
          id: 'pending-1',
          scope: 'all',
          name: 'Lemons',
          quantity: 2,
          unit: '',
          checked: true,
          createdAt: '',
          updatedAt: '',
        },
        {
          id: 'x2',
          scope: 'crepes',
          name: 'Jam',
          quantity: 1,
          unit: 'jar',
          checked: false,
          createdAt: '',
          updatedAt: '',
        },
      ],
    };
    const rows = buildChecklist('all', [crepes], state);
    expect(rows[0]?.draft).toEqual({ name: 'flour', quantity: '120', unit: 'ml' });
    expect(rows[1]?.draft).toEqual({ name: 'egg', quantity: '1', unit: '' });
    expect(rows.slice(2)).toEqual([
      expect.objectContaining({ kind: 'item', itemId: 'x1', amount: '', isPending: false }),
      expect.objectContaining({ kind: 'item', name: 'Lemons', amount: '2', isPending: true }),
    ]);
  });

  it('has no rows for a list without meals or items', () => {
    expect(buildChecklist('all', [], empty)).toEqual([]);
  });
});

describe('a plan that changes (decision record 014)', () => {
  it('keeps the tick of a line regenerated for the same ingredient, and not of a new one', () => {
    const before = buildChecklist('all', [pancakes], empty);
    const flour = before.find((r) => r.name === 'Flour');
    if (flour?.kind !== 'line') throw new Error('no flour line');
    const ticked: ShoppingState = {
      lines: [{ scope: 'all', key: flour.key, checked: true, edit: null, updatedAt: '' }],
      items: [],
    };
    // The plan is made again: another meal, other amounts and units, the name spelled anew.
    const regenerated = makeMeal({
      id: 'waffles',
      name: 'Waffles',
      ingredients: [
        { id: 'w1', name: 'FLOUR ', quantity: 300, unit: 'g' },
        { id: 'w2', name: 'Butter', quantity: 50, unit: 'g' },
      ],
    });
    const after = buildChecklist('all', [regenerated], ticked);
    expect(after.map((r) => [r.name, r.checked])).toEqual([
      ['FLOUR', true],
      ['Butter', false],
    ]);
  });
});
