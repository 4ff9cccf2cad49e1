import type { ListMeal, ShoppingItem, ShoppingLineState, ShoppingState } from '@forkcast/core';
import { onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appOutbox } from '../../../lib/app-outbox.ts';
import { SHOPPING_POLL_MS } from '../api/shopping.ts';
import {
  type FetchCall,
  fakeServer,
  makeList,
  makeMeal,
  renderPlanning,
} from '../test/planning-fixtures.tsx';
import { ShoppingListTab } from './shopping-list-tab.tsx';

beforeEach(async () => {
  await appOutbox.start('u0');
});
afterEach(async () => {
  onlineManager.setOnline(true);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await appOutbox.clear();
});

/** A write as the test reads it: the operation id and time (random, now) left out. */
function withoutOperation(call: FetchCall): FetchCall {
  if (typeof call.body !== 'object' || call.body === null) return call;
  const { opId, clientTime, ...body } = call.body as Record<string, unknown>;
  expect(opId).toMatch(/^op-/);
  expect(Number.isNaN(Date.parse(String(clientTime)))).toBe(false);
  return { ...call, body: Object.keys(body).length > 0 ? body : undefined };
}

const pancakes = makeMeal({
  id: 'pancakes',
  name: 'Pancakes',
  originalServings: 2,
  servings: 4,
  ingredients: [
    { id: 'i1', name: 'Flour', quantity: 1, unit: 'cup' },
    { id: 'i2', name: 'Milk', quantity: 1, unit: 'cup' },
  ],
});
const quiche = makeMeal({
  id: 'quiche',
  name: 'Quiche',
  ingredients: [
    { id: 'i3', name: 'milk', quantity: 250, unit: 'ml' },
    { id: 'i4', name: 'Eggs', quantity: 3, unit: '' },
  ],
});

/** The meals of the list on screen, whose recipes the server answers with. */
let shown: ListMeal[] = [];

/** The list's recipes, as GET /api/lists/{id}/ingredients answers them. */
function recipesAnswer(call: FetchCall) {
  if (call.method !== 'GET' || call.path !== '/api/lists/list-1/ingredients') return undefined;
  const meals = shown.map((m) => ({ mealId: m.id, ingredients: m.ingredients }));
  return { status: 200, body: { meals } };
}

/**
 * A shopping-list server: keeps the state, applies writes like the real one, and lets a test
 * change it behind the screen's back (another member's tick).
 */
function shoppingServer(initial: ShoppingState = { lines: [], items: [] }) {
  let state = initial;
  let nextId = 1;
  const calls = fakeServer((call: FetchCall) => {
    const recipes = recipesAnswer(call);
    if (recipes) return recipes;
    const path = call.path.replace('/api/lists/list-1/shopping', '');
    if (call.method === 'GET' && path === '') return { status: 200, body: state };
    if (call.method === 'PUT' && path === '/lines') {
      const body = call.body as Partial<ShoppingLineState> & { scope: string; key: string };
      const old = state.lines.find((l) => l.scope === body.scope && l.key === body.key);
      const line: ShoppingLineState = {
        scope: body.scope,
        key: body.key,
        checked: body.checked ?? old?.checked ?? false,
        edit: body.edit === undefined ? (old?.edit ?? null) : body.edit,
        updatedAt: 'now',
      };
      state = { ...state, lines: [...state.lines.filter((l) => l !== old), line] };
      return { status: 200, body: { line } };
    }
    if (call.method === 'POST' && path === '/items') {
      const {
        opId: _op,
        clientTime: _time,
        ...body
      } = call.body as {
        id?: string;
        scope: string;
        name: string;
        quantity: number | null;
        unit: string;
        opId: string;
        clientTime: string;
      };
      const item: ShoppingItem = {
        ...body,
        id: body.id ?? `item-${nextId++}`,
        checked: false,
        createdAt: 'now',
        updatedAt: 'now',
      };
      state = { ...state, items: [...state.items, item] };
      return { status: 201, body: { item } };
    }
    if (call.method === 'POST' && path === '/untick') {
      const { scope } = call.body as { scope: string };
      state = {
        lines: state.lines.map((l) => (l.scope === scope ? { ...l, checked: false } : l)),
        items: state.items.map((i) => (i.scope === scope ? { ...i, checked: false } : i)),
      };
      return { status: 200, body: { unticked: 1 } };
    }
    const itemPath = /^\/items\/(.+)$/.exec(path);
    if (itemPath && call.method === 'DELETE') {
      state = { ...state, items: state.items.filter((i) => i.id !== itemPath[1]) };
      return { status: 204 };
    }
    return undefined;
  });
  return {
    calls,
    writes: () => calls.filter((c) => c.method !== 'GET').map(withoutOperation),
    set: (next: ShoppingState) => {
      state = next;
    },
  };
}

function renderTab(meals = [pancakes, quiche], members = 1) {
  shown = meals;
  const list = makeList(meals, {
    members: Array.from({ length: members }, (_, i) => ({
      id: `u${i}`,
      username: `cook${i}`,
      fullName: null,
      avatarUrl: null,
      role: i === 0 ? ('owner' as const) : ('editor' as const),
    })),
  });
  return renderPlanning(() => <ShoppingListTab list={list} />);
}

/** The inline edit form sits in the list, apart from the new-ingredient row below it. */
function editor() {
  return within(screen.getByRole('list', { name: 'All ingredients' }));
}

function row(name: string) {
  return screen.getByRole('checkbox', { name: new RegExp(`^${name}`) });
}

describe('ShoppingListTab', () => {
  it('merges every meal into one list with quantities times servings', async () => {
    shoppingServer();
    renderTab();
    const all = await screen.findByRole('list', { name: 'All ingredients' });
    expect(
      within(all)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual([
      // Pancakes for 4 from a recipe for 2: 2 cups each; 2 cups of milk and 250 ml.
      'Flour 2 cup',
      'Milk 3.1 cup',
      'Eggs 3',
    ]);
    expect(screen.getByText('0 of 3 ticked')).toBeInTheDocument();
  });

  it('shows each meal on its own under By Meal', async () => {
    const user = userEvent.setup();
    shoppingServer();
    renderTab();
    await user.click(await screen.findByRole('tab', { name: 'By Meal' }));
    const pancakeList = screen.getByRole('list', { name: 'Pancakes ingredients' });
    expect(
      within(pancakeList)
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent),
    ).toEqual(['Flour 2 cup', 'Milk 2 cup']);
    expect(screen.getByRole('region', { name: 'Quiche' })).toHaveTextContent('1 serving');
    expect(screen.getByRole('region', { name: 'Pancakes' })).toHaveTextContent('4 servings');
    // Under the list's h1, as the schedule's day is: an h3 skipped a level (axe heading-order).
    expect(screen.getByRole('heading', { level: 2, name: 'Pancakes' })).toBeInTheDocument();
  });

  it('keeps By Meal in the address, so a reload or Back comes back to it', async () => {
    const user = userEvent.setup();
    shoppingServer();
    const { router } = renderTab();
    await user.click(await screen.findByRole('tab', { name: 'By Meal' }));
    expect(router.state.location.search).toBe('?shop=by-meal');
    await user.click(screen.getByRole('tab', { name: 'All Ingredients' }));
    expect(router.state.location.search).toBe('');
  });

  it('opens on By Meal when the address says so', async () => {
    shoppingServer();
    const list = makeList([pancakes, quiche]);
    shown = [pancakes, quiche];
    renderPlanning(() => <ShoppingListTab list={list} />, { path: '/list/list-1?shop=by-meal' });
    expect(await screen.findByRole('tab', { name: 'By Meal' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByRole('list', { name: 'Pancakes ingredients' })).toBeInTheDocument();
  });

  it('draws a long list in steps: a screenful first, every row moments later', async () => {
    const pantry = makeMeal({
      id: 'pantry',
      name: 'Pantry',
      ingredients: Array.from({ length: 75 }, (_, i) => ({
        id: `p${i}`,
        name: `Spice ${i}`,
        quantity: 1,
        unit: 'g',
      })),
    });
    shoppingServer();
    renderTab([pantry]);
    const list = await screen.findByRole('list', { name: 'All ingredients' });
    // The count is of every row from the start.
    expect(screen.getByText('0 of 75 ticked')).toBeInTheDocument();
    expect(within(list).getAllByRole('checkbox').length).toBeLessThan(75);
    // A task per step: on a loaded machine four steps took more than waitFor's default second.
    await waitFor(() => expect(within(list).getAllByRole('checkbox')).toHaveLength(75), {
      timeout: 5000,
    });
    expect(within(list).getAllByRole('checkbox').at(-1)?.closest('label')).toHaveTextContent(
      'Spice 74',
    );
  });

  it('draws the meals of a long list under By Meal in steps, every one moments later', async () => {
    const user = userEvent.setup();
    const meals = Array.from({ length: 12 }, (_, i) =>
      makeMeal({
        id: `meal-${i}`,
        name: `Meal ${i}`,
        ingredients: [{ id: `m${i}`, name: `Thing ${i}`, quantity: 1, unit: '' }],
      }),
    );
    shoppingServer();
    renderTab(meals);
    await user.click(await screen.findByRole('tab', { name: 'By Meal' }));
    expect(screen.getByRole('region', { name: 'Meal 0' })).toBeInTheDocument();
    expect(screen.getAllByRole('region').length).toBeLessThan(12);
    await waitFor(() => expect(screen.getAllByRole('region')).toHaveLength(12), {
      timeout: 5000,
    });
  });

  it('shows the spec texts when there is nothing to buy', async () => {
    const user = userEvent.setup();
    shoppingServer();
    renderTab([]);
    expect(
      await screen.findByText('No ingredients yet. Add some meals to get started!'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'By Meal' }));
    expect(screen.getByText('No meals added yet.')).toBeInTheDocument();
  });

  it('ticks a line, strikes it through and saves the tick for the list', async () => {
    const user = userEvent.setup();
    const server = shoppingServer();
    renderTab();
    await user.click(await screen.findByRole('checkbox', { name: /^Milk/ }));
    expect(row('Milk')).toBeChecked();
    expect(row('Milk').nextElementSibling).toHaveClass('line-through');
    expect(screen.getByText('1 of 3 ticked')).toBeInTheDocument();
    await waitFor(() =>
      expect(server.writes()).toEqual([
        {
          method: 'PUT',
          path: '/api/lists/list-1/shopping/lines',
          body: { scope: 'all', key: 'milk', checked: true },
        },
      ]),
    );
    await user.click(row('Milk'));
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(row('Milk')).not.toBeChecked();
    expect(row('Milk').nextElementSibling).not.toHaveClass('line-through');
  });

  it('unticks a whole checklist for the next shop', async () => {
    const user = userEvent.setup();
    const server = shoppingServer({
      lines: [
        { scope: 'all', key: 'flour', checked: true, edit: null, updatedAt: '' },
        { scope: 'all', key: 'egg', checked: true, edit: null, updatedAt: '' },
        { scope: 'pancakes', key: 'flour', checked: true, edit: null, updatedAt: '' },
      ],
      items: [],
    });
    renderTab();
    expect(await screen.findByText('2 of 3 ticked')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Untick all' }));
    expect(row('Flour')).not.toBeChecked();
    expect(row('Eggs')).not.toBeChecked();
    expect(screen.getByText('0 of 3 ticked')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Untick all' })).not.toBeInTheDocument();
    // The button is gone: the keyboard stays in the checklist, on its first row.
    expect(row('Flour')).toHaveFocus();
    await waitFor(() =>
      expect(server.writes()).toEqual([
        { method: 'POST', path: '/api/lists/list-1/shopping/untick', body: { scope: 'all' } },
      ]),
    );
    // The pancakes' own checklist keeps its tick.
    await user.click(screen.getByRole('tab', { name: 'By Meal' }));
    expect(
      within(screen.getByRole('list', { name: 'Pancakes ingredients' })).getByRole('checkbox', {
        name: /^Flour/,
      }),
    ).toBeChecked();
  });

  it('edits a line inline; cancel keeps it as it was, confirm saves it', async () => {
    const user = userEvent.setup();
    const server = shoppingServer();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Flour' }));
    expect(editor().getByLabelText('Name')).toHaveValue('Flour');
    expect(editor().getByLabelText('Quantity')).toHaveValue('2');
    expect(editor().getByLabelText('Unit')).toHaveValue('cup');
    expect(editor().getByLabelText('Name')).toHaveFocus();
    await user.clear(editor().getByLabelText('Name'));
    await user.type(editor().getByLabelText('Name'), 'Rye flour');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(row('Flour')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Edit Flour' }));
    await user.clear(editor().getByLabelText('Name'));
    await user.type(editor().getByLabelText('Name'), 'Rye flour');
    await user.clear(editor().getByLabelText('Quantity'));
    await user.type(editor().getByLabelText('Quantity'), '500{Enter}');
    await user.click(screen.getByRole('button', { name: 'Edit Rye flour' }));
    await user.clear(editor().getByLabelText('Unit'));
    await user.type(editor().getByLabelText('Unit'), 'g');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(row('Rye flour').closest('label')).toHaveTextContent('Rye flour 500 g');
    await waitFor(() => expect(server.writes()).toHaveLength(2));
    expect(server.writes()[1]?.body).toEqual({
      scope: 'all',
      key: 'flour',
      edit: { name: 'Rye flour', quantity: 500, unit: 'g' },
    });
    expect(screen.getByText('Edited')).toBeInTheDocument();

    // Back to what the recipes say.
    await user.click(screen.getByRole('button', { name: 'Edit Rye flour' }));
    await user.click(screen.getByRole('button', { name: 'Use recipe amounts' }));
    expect(row('Flour').closest('label')).toHaveTextContent('Flour 2 cup');
    await waitFor(() =>
      expect(server.writes()[2]?.body).toEqual({ scope: 'all', key: 'flour', edit: null }),
    );
  });

  it('keeps an edit open with the message when the name is blank or the quantity is not a number', async () => {
    const user = userEvent.setup();
    const server = shoppingServer();
    renderTab();
    await user.click(await screen.findByRole('button', { name: 'Edit Eggs' }));
    await user.clear(editor().getByLabelText('Name'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an ingredient name');
    expect(editor().getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(editor().getByLabelText('Name'), 'Eggs');
    await user.clear(editor().getByLabelText('Quantity'));
    await user.type(editor().getByLabelText('Quantity'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Write the quantity as a number, like 2, 1/2, 1 1/2 or 0.25',
    );
    // The message belongs to the quantity, and the keyboard goes back there.
    expect(editor().getByLabelText('Quantity')).toHaveAttribute('aria-invalid', 'true');
    expect(editor().getByLabelText('Quantity')).toHaveFocus();
    expect(editor().getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    await user.keyboard('{Escape}');
    expect(row('Eggs')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('adds an ingredient through the new-ingredient row, never a blank one', async () => {
    const user = userEvent.setup();
    const server = shoppingServer();
    renderTab();
    const name = await screen.findByLabelText('New ingredient');
    await user.click(screen.getByRole('button', { name: 'Add ingredient' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter an ingredient name');
    expect(server.writes()).toEqual([]);

    await user.type(name, '  Paper towels ');
    await user.type(screen.getAllByLabelText('Quantity')[0] as HTMLElement, '2');
    await user.type(screen.getAllByLabelText('Unit')[0] as HTMLElement, 'rolls{Enter}');
    expect(
      await screen.findByRole('checkbox', { name: 'Paper towels 2 rolls' }),
    ).toBeInTheDocument();
    expect(name).toHaveValue('');
    expect(name).toHaveFocus();
    await waitFor(() =>
      expect(server.writes()).toEqual([
        {
          method: 'POST',
          path: '/api/lists/list-1/shopping/items',
          body: {
            id: expect.stringMatching(/^item-/),
            scope: 'all',
            name: 'Paper towels',
            quantity: 2,
            unit: 'rolls',
          },
        },
      ]),
    );
    // Confirmed by the server, the item can be removed.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove Paper towels' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Remove Paper towels' }));
    expect(screen.queryByRole('checkbox', { name: /Paper towels/ })).not.toBeInTheDocument();
    // The last row went with its button: the keyboard moves to the row before it.
    expect(row('Eggs')).toHaveFocus();
    await waitFor(() =>
      expect(server.writes()[1]).toMatchObject({
        method: 'DELETE',
        path: expect.stringMatching(/^\/api\/lists\/list-1\/shopping\/items\/item-/),
      }),
    );
  });

  it('reads a fraction in the new-ingredient row and refuses 0, which showed as no amount', async () => {
    const user = userEvent.setup();
    const server = shoppingServer();
    renderTab();
    const name = await screen.findByLabelText('New ingredient');
    const quantity = screen.getAllByLabelText('Quantity')[0] as HTMLElement;
    await user.type(name, 'Cream');
    await user.type(quantity, '0{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Quantities must be more than 0: leave it empty for no amount',
    );
    expect(quantity).toHaveFocus();
    expect(server.writes()).toEqual([]);

    await user.clear(quantity);
    await user.type(quantity, '1 1/2');
    await user.type(screen.getAllByLabelText('Unit')[0] as HTMLElement, 'cup{Enter}');
    expect(await screen.findByRole('checkbox', { name: 'Cream 1.5 cup' })).toBeInTheDocument();
    await waitFor(() =>
      expect(server.writes()[0]?.body).toMatchObject({ name: 'Cream', quantity: 1.5, unit: 'cup' }),
    );
  });

  it('moves the keyboard to the new-ingredient row when the only item is removed', async () => {
    const user = userEvent.setup();
    shoppingServer({
      lines: [],
      items: [
        {
          id: 'item-1',
          scope: 'all',
          name: 'Paper towels',
          quantity: 2,
          unit: 'rolls',
          checked: false,
          createdAt: '',
          updatedAt: '',
        },
      ],
    });
    renderTab([]);
    await user.click(await screen.findByRole('button', { name: 'Remove Paper towels' }));
    expect(screen.queryByRole('checkbox', { name: /Paper towels/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('New ingredient')).toHaveFocus();
  });

  it("shows another member's tick by reading again every minute while live updates are down", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const server = shoppingServer();
    renderTab(undefined, 2);
    expect(await screen.findByRole('checkbox', { name: /^Eggs/ })).not.toBeChecked();
    expect(screen.getByText(/Shared with everyone on this list/)).toBeInTheDocument();
    server.set({
      lines: [{ scope: 'all', key: 'egg', checked: true, edit: null, updatedAt: 'later' }],
      items: [],
    });
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SHOPPING_POLL_MS);
    });
    await waitFor(() => expect(row('Eggs')).toBeChecked());
    // A slow fallback only: with the stream up, events bring changes (live-updates.ts).
    expect(SHOPPING_POLL_MS).toBe(60_000);
  });

  it('puts a tick back and says so when the server refuses it', async () => {
    const user = userEvent.setup();
    fakeServer((call) =>
      call.method === 'GET'
        ? (recipesAnswer(call) ?? { status: 200, body: { lines: [], items: [] } })
        : {
            status: 404,
            body: { error: { code: 'not_found', message: 'We could not find that meal list.' } },
          },
    );
    renderTab();
    await user.click(await screen.findByRole('checkbox', { name: /^Flour/ }));
    expect(
      await screen.findByText(
        'Failed to update the shopping list: We could not find that meal list.',
      ),
    ).toBeInTheDocument();
    expect(row('Flour')).not.toBeChecked();
  });

  it('says once, not once a change, that the changes of a list the cook lost were refused', async () => {
    const user = userEvent.setup();
    fakeServer((call) =>
      call.method === 'GET'
        ? (recipesAnswer(call) ?? { status: 200, body: { lines: [], items: [] } })
        : {
            status: 404,
            body: { error: { code: 'not_found', message: 'We could not find that meal list.' } },
          },
    );
    renderTab();
    // Three ticks made in the shop, refused one after the other (the cook was removed).
    for (const name of [/^Flour/, /^Milk/, /^Eggs/]) {
      await user.click(await screen.findByRole('checkbox', { name }));
    }
    const message = 'Failed to update the shopping list: We could not find that meal list.';
    await waitFor(() => expect(row('Eggs')).not.toBeChecked());
    expect(await screen.findAllByText(message)).toHaveLength(1);
  });

  it('offers to try again when the shared state cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeServer((call) =>
      fail
        ? { status: 500, body: { error: { code: 'internal', message: 'Oven on fire.' } } }
        : (recipesAnswer(call) ?? { status: 200, body: { lines: [], items: [] } }),
    );
    renderTab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load the shopping list. Oven on fire.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'All ingredients' })).toBeInTheDocument();
  });

  it('says offline that a shopping list never opened on this device needs a connection, then loads it', async () => {
    shoppingServer();
    onlineManager.setOnline(false);
    renderTab();
    expect(
      await screen.findByText(
        'This shopping list has not been opened on this device yet: it needs a connection.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'All ingredients' })).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('checkbox', { name: /^Flour/ })).toBeInTheDocument();
    expect(screen.queryByText(/needs a connection/)).not.toBeInTheDocument();
  });

  it('tells the cook, by the name on screen, when a later change overrode theirs', async () => {
    const user = userEvent.setup();
    // Another member unticked Flour after this cook ticked it (offline): theirs holds.
    fakeServer((call) => {
      if (call.method === 'GET') {
        return recipesAnswer(call) ?? { status: 200, body: { lines: [], items: [] } };
      }
      const line = { scope: 'all', key: 'flour', checked: false, edit: null, updatedAt: 'later' };
      return { status: 200, body: { line, overridden: true } };
    });
    renderTab();
    await user.click(await screen.findByRole('checkbox', { name: /^Flour/ }));
    expect(
      await screen.findByText('Your change to Flour was overridden by a later change.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(row('Flour')).not.toBeChecked());
  });
});
