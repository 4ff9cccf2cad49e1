import type { ListNutrition, Nutrients } from '@forkcast/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CachedList,
  fakeServer,
  makeList,
  makeMeal,
  renderPlanning,
} from '../test/planning-fixtures.tsx';
import { ScheduleTab } from './schedule-tab.tsx';

// Wednesday 7 January 2026, noon.
const WEDNESDAY = new Date(2026, 0, 7, 12, 0, 0);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(WEDNESDAY);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function figures(kcal: number, protein: number, carbohydrate: number, fat: number): Nutrients {
  return { kcal, protein, carbohydrate, fat, saturatedFat: 0, fibre: 0, sugar: 0, sodium: 0 };
}

// Both eaten on Wednesday; the soup for 4 people, the bread for 2.
const soup = makeMeal({ id: 'soup', name: 'Soup', scheduledDay: 3, scheduledType: 'eat' });
const bread = makeMeal({ id: 'bread', name: 'Bread', scheduledDay: 3, scheduledType: 'eat' });
// Cooked on Friday: a cook day adds nothing to what is eaten.
const stew = makeMeal({ id: 'stew', name: 'Stew', scheduledDay: 5, scheduledType: 'cook' });
const list = makeList([
  { ...soup, servings: 4 },
  { ...bread, servings: 2 },
  { ...stew, servings: 4 },
]);

function nutrition(peopleEating: number, isSet = false): ListNutrition {
  return {
    peopleEating,
    isPeopleEatingSet: isSet,
    meals: [
      { mealId: 'soup', perServing: figures(300, 10, 40, 12), source: 'usda' },
      { mealId: 'bread', perServing: figures(200, 6, 38, 2), source: 'usda' },
      { mealId: 'stew', perServing: figures(900, 50, 20, 60), source: 'usda' },
    ],
  };
}

function renderTab(peopleEating = 2) {
  let current = nutrition(peopleEating);
  const calls = fakeServer((call) => {
    if (call.method === 'GET' && call.path === '/api/lists/list-1') {
      return { status: 200, body: { list } };
    }
    if (call.method === 'GET' && call.path === '/api/lists/list-1/nutrition') {
      return { status: 200, body: { nutrition: current } };
    }
    if (call.method === 'PUT' && call.path === '/api/lists/list-1/people-eating') {
      const { peopleEating } = call.body as { peopleEating: number | null };
      // null goes back to the list's members count (2 here).
      current = peopleEating === null ? nutrition(2) : nutrition(peopleEating, true);
      return { status: 200, body: { nutrition: current } };
    }
    return undefined;
  });
  renderPlanning(() => <CachedList>{(cached) => <ScheduleTab list={cached} />}</CachedList>, {
    list,
    path: '/list/list-1?tab=schedule',
  });
  return { calls, user: userEvent.setup() };
}

describe('daily nutrition totals', () => {
  it('draws the views with the summary above them, not before it (nothing moves down)', async () => {
    renderTab();
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(screen.queryByRole('tabpanel', { name: 'Daily' })).not.toBeInTheDocument();
    const summary = await screen.findByRole('region', { name: 'Nutrition per person' });
    const daily = screen.getByRole('tabpanel', { name: 'Daily' });
    expect(summary.compareDocumentPosition(daily) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('adds up per person what is eaten each day, under the daily view', async () => {
    renderTab();
    // Wednesday: (300 x 4 + 200 x 2) / 2 people = 800 kcal; protein (40 + 12) / 2 = 26 g.
    expect(await screen.findByText('Wednesday per person:')).toBeInTheDocument();
    const line = screen.getByText('Wednesday per person:').closest('p') as HTMLElement;
    expect(line).toHaveTextContent('800 kcal · protein 26 g · carbs 118 g · fat 26 g');
    // One day eaten from: the weekly average is that day.
    expect(screen.getByText('Weekly average (1 day):')).toBeInTheDocument();
  });

  it('shows each day under the weekly view', async () => {
    const { user } = renderTab();
    await screen.findByText('Wednesday per person:');
    await user.click(screen.getByRole('tab', { name: 'Weekly' }));
    const table = screen.getByRole('table', { name: 'Week plan' });
    expect(
      within(table).getByText('Wednesday: 800 kcal, protein 26 g, carbohydrate 118 g, fat 26 g'),
    ).toBeInTheDocument();
    // The stew is cooked on Friday, not scheduled to eat: nothing counted. The grid still shades
    // Friday as one of its eat days, so the cell must not say nothing is eaten.
    expect(within(table).getByText('Friday: no meal scheduled to eat')).toBeInTheDocument();
    expect(within(table).queryByText(/nothing to eat/)).not.toBeInTheDocument();
  });

  it('separates thousands in the weekly cells, as the daily view and the food label do', async () => {
    // One person eats Wednesday's soup and bread alone: 300 x 4 + 200 x 2 = 1,600 kcal.
    const { user } = renderTab(1);
    await screen.findByText('Wednesday per person:');
    await user.click(screen.getByRole('tab', { name: 'Weekly' }));
    const table = screen.getByRole('table', { name: 'Week plan' });
    expect(within(table).getByText('1,600')).toBeInTheDocument();
    expect(within(table).queryByText('1600')).not.toBeInTheDocument();
    expect(
      within(table).getByText('Wednesday: 1,600 kcal, protein 52 g, carbohydrate 236 g, fat 52 g'),
    ).toBeInTheDocument();
  });

  it('shares the totals by the people eating, saved for the list', async () => {
    const { calls, user } = renderTab();
    await screen.findByText('Wednesday per person:');
    const field = screen.getByLabelText('People eating');
    expect(field).toHaveValue(2);
    await user.clear(field);
    await user.type(field, '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByText('Wednesday per person:').closest('p')).toHaveTextContent('400 kcal'),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ peopleEating: 4 });
  });

  it('keeps the focus on Save while the count is saved', async () => {
    const { calls, user } = renderTab();
    await screen.findByText('Wednesday per person:');
    const server = globalThis.fetch;
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') await answered;
      return server(input, init);
    });
    const field = screen.getByLabelText('People eating');
    await user.clear(field);
    await user.type(field, '4');
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    // A browser drops the keyboard from a button that becomes disabled (jsdom does not).
    expect(save).not.toBeDisabled();
    expect(save).toHaveAttribute('aria-disabled', 'true');
    // A second press while saving sends nothing more.
    await user.keyboard('{Enter}');
    answer();
    await waitFor(() =>
      expect(screen.getByText('Wednesday per person:').closest('p')).toHaveTextContent('400 kcal'),
    );
    expect(save).toHaveFocus();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('keeps the focus on the field when going back to the members count', async () => {
    const { calls, user } = renderTab();
    await screen.findByText('Wednesday per person:');
    const field = screen.getByLabelText('People eating');
    await user.clear(field);
    await user.type(field, '4');
    await user.keyboard('{Enter}');
    const back = await screen.findByRole('button', { name: 'Use members count' });
    back.focus();
    await user.keyboard('{Enter}');
    // The button is gone once the count is the members' again; the focus stays on the field.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Use members count' })).not.toBeInTheDocument(),
    );
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.body)).toEqual([
      { peopleEating: 4 },
      { peopleEating: null },
    ]);
    expect(screen.getByLabelText('People eating')).toHaveFocus();
  });

  it('refuses a people count out of range without asking the server', async () => {
    const { calls, user } = renderTab();
    await screen.findByText('Wednesday per person:');
    const field = screen.getByLabelText('People eating');
    await user.clear(field);
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // Announced, not only shown: the focus stays in the field.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'People eating must be a whole number from 1 to 50.',
    );
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
