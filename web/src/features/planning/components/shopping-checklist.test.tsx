import type { ShoppingState } from '@forkcast/core';
import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { appOutbox } from '../../../lib/app-outbox.ts';
import { buildChecklist } from '../lib/shopping-lines.ts';
import { makeMeal, renderPlanning } from '../test/planning-fixtures.tsx';
import { ShoppingChecklist } from './shopping-checklist.tsx';

// Each time a row is drawn it asks for its Edit button's classes ('ghost', 'icon-sm') once.
vi.mock('../../../components/ui/button.tsx', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../../components/ui/button.tsx')>();
  return { ...actual, buttonClasses: vi.fn(actual.buttonClasses) };
});

beforeEach(async () => {
  await appOutbox.start('u0');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await appOutbox.clear();
});

const soup = makeMeal({
  id: 'soup',
  name: 'Soup',
  ingredients: [
    { id: 'i1', name: 'Onion', quantity: 2, unit: '' },
    { id: 'i2', name: 'Milk', quantity: 1, unit: 'cup' },
    { id: 'i3', name: 'Butter', quantity: 2, unit: 'tbsp' },
    { id: 'i4', name: 'Leek', quantity: 1, unit: '' },
    { id: 'i5', name: 'Potatoes', quantity: 500, unit: 'g' },
    { id: 'i6', name: 'Stock', quantity: 1, unit: 'l' },
  ],
});

/** The checklist as the tab draws it, with a button that builds its rows anew from `next`. */
function Harness({ next }: { next: ShoppingState }) {
  const [state, setState] = useState<ShoppingState>({ lines: [], items: [] });
  return (
    <>
      <button type="button" onClick={() => setState(next)}>
        Shopping state changed
      </button>
      <ShoppingChecklist
        listId="list-1"
        scope="all"
        rows={buildChecklist('all', [soup], state)}
        label="All ingredients"
        emptyText="No ingredients yet."
      />
    </>
  );
}

describe('ShoppingChecklist', () => {
  it('draws again only the row whose tick changed when the shopping state changes', async () => {
    const milkTicked: ShoppingState = {
      lines: [{ scope: 'all', key: 'milk', checked: true, edit: null, updatedAt: 'now' }],
      items: [],
    };
    renderPlanning(() => <Harness next={milkTicked} />);
    expect(await screen.findByRole('checkbox', { name: /^Milk/ })).not.toBeChecked();
    const rowsDrawn = () =>
      vi.mocked(buttonClasses).mock.calls.filter(([, size]) => size === 'icon-sm').length;
    const before = rowsDrawn();
    act(() => screen.getByRole('button', { name: 'Shopping state changed' }).click());
    expect(screen.getByRole('checkbox', { name: /^Milk/ })).toBeChecked();
    // Every row is a new object with the same content but Milk's: Milk is drawn again (twice:
    // its props, then its box following them), the five others not (a family's By Meal tab
    // is 750 rows, all drawn again on every tick).
    expect(rowsDrawn() - before).toBe(2);
  });
});
