import type { ListDetail } from '@forkcast/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CachedList,
  listServer,
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

const pancakes = makeMeal({
  id: 'pancakes',
  name: 'Pancakes',
  scheduledDay: 3,
  scheduledType: 'cook',
  cookTimeMinutes: 25,
  fridgeLifeDays: 1,
});
const roast = makeMeal({
  id: 'roast',
  name: 'Roast lamb',
  scheduledDay: 5,
  scheduledType: 'eat',
  cookTimeMinutes: 100,
  fridgeLifeDays: 2,
});
const salad = makeMeal({ id: 'salad', name: 'Salad' });

function renderTab(list: ListDetail, options: { refuse?: boolean } = {}) {
  const server = listServer(list, options);
  const view = renderPlanning(
    () => <CachedList>{(cached) => <ScheduleTab list={cached} />}</CachedList>,
    { list, path: '/list/list-1?tab=schedule' },
  );
  return { ...server, ...view };
}

describe('ScheduleTab', () => {
  it('says nothing is scheduled yet, in each view', async () => {
    const user = userEvent.setup();
    renderTab(makeList([salad]));
    expect(screen.getByRole('heading', { name: 'No scheduled meals yet' })).toBeInTheDocument();
    expect(screen.getByText('No meals for Wednesday')).toBeInTheDocument();
    await user.click(await screen.findByRole('tab', { name: 'Weekly' }));
    expect(screen.getByText('No meals scheduled')).toBeInTheDocument();
  });

  it('opens the daily view on today and cycles Sunday to Saturday with the arrows', async () => {
    const user = userEvent.setup();
    renderTab(makeList([pancakes, roast, salad]));
    // The figures for the roast eaten on Friday fail to load (no server here): the views show.
    const daily = await screen.findByRole('tabpanel', { name: 'Daily' });
    expect(within(daily).getByRole('heading', { level: 2 })).toHaveTextContent('WednesdayToday');
    const today = within(daily).getByRole('list');
    expect(
      within(today)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Pancakes Cook · 25 min']);

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    // Thursday: the roast (eaten Friday, 100 minutes) is cooked the day before; yesterday's
    // pancakes are still in the fridge.
    expect(within(daily).getByRole('heading', { level: 2 })).toHaveTextContent('Thursday');
    expect(
      within(daily)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Roast lamb Cook · 100 min', 'Pancakes Eat Cooked Wednesday']);

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(within(daily).getByRole('link')).toHaveTextContent('Roast lamb Eat Cooked Thursday');
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(within(daily).getByRole('heading', { level: 2 })).toHaveTextContent('Sunday');
    expect(screen.getByText('No meals for Sunday')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(within(daily).getByRole('heading', { level: 2 })).toHaveTextContent('Saturday');
  });

  it('opens a meal with the way back to the schedule', async () => {
    const user = userEvent.setup();
    const { router } = renderTab(makeList([pancakes]));
    await user.click(screen.getByRole('link', { name: /Pancakes/ }));
    expect(await screen.findByText('Meal detail screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list/list-1/meal/pancakes');
    expect(router.state.location.state).toEqual({ from: '/list/list-1?tab=schedule' });
  });

  it('opens a meal from its bar in the week, by click or by Enter', async () => {
    const user = userEvent.setup();
    const { router } = renderTab(makeList([pancakes]));
    await user.click(await screen.findByRole('tab', { name: 'Weekly' }));
    await user.click(
      screen.getByRole('button', { name: 'Cook Pancakes on Wednesday: 25 minutes' }),
    );
    expect(await screen.findByText('Meal detail screen')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/list/list-1?tab=schedule&view=weekly' });

    await router.navigate(-1);
    await user.click(await screen.findByRole('tab', { name: 'Weekly' }));
    screen.getByRole('button', { name: 'Cook Pancakes on Wednesday: 25 minutes' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Meal detail screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/list/list-1/meal/pancakes');
  });

  it('comes back from a meal to the week it was opened from, not to the daily view', async () => {
    const user = userEvent.setup();
    const { router } = renderTab(makeList([pancakes]));
    await user.click(await screen.findByRole('tab', { name: 'Weekly' }));
    await user.click(screen.getByRole('link', { name: 'Pancakes' }));
    expect(await screen.findByText('Meal detail screen')).toBeInTheDocument();
    await router.navigate((router.state.location.state as { from: string }).from);
    expect(await screen.findByRole('tab', { name: 'Weekly' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('table', { name: 'Week plan' })).toBeInTheDocument();
  });

  it('comes back from a meal to the day it was opened on, not to today', async () => {
    const user = userEvent.setup();
    const { router } = renderTab(makeList([pancakes, roast]));
    await user.click(await screen.findByRole('button', { name: 'Next day' }));
    await user.click(screen.getByRole('link', { name: /Roast lamb/ }));
    expect(await screen.findByText('Meal detail screen')).toBeInTheDocument();
    await router.navigate((router.state.location.state as { from: string }).from);
    const daily = await screen.findByRole('tabpanel', { name: 'Daily' });
    expect(within(daily).getByRole('heading', { level: 2 })).toHaveTextContent('Thursday');
  });

  it('lays the week out Sunday to Saturday with cook bars and shaded eat days', async () => {
    const user = userEvent.setup();
    renderTab(makeList([pancakes, roast, salad]));
    await user.click(await screen.findByRole('tab', { name: 'Weekly' }));
    const table = screen.getByRole('table', { name: 'Week plan' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'SunSunday',
      'MonMonday',
      'TueTuesday',
      'WedWednesday',
      'ThuThursday',
      'FriFriday',
      'SatSaturday',
    ]);
    const quick = screen.getByRole('button', { name: 'Cook Pancakes on Wednesday: 25 minutes' });
    expect(quick).toHaveTextContent('25');
    expect(quick).toHaveStyle({ width: '70%' });
    const long = screen.getByRole('button', { name: 'Cook Roast lamb on Thursday: 100 minutes' });
    expect(long).toHaveStyle({ width: '100%' });
    // The roast is eaten Thursday to Saturday; the pancakes Wednesday and Thursday.
    const groups = within(table).getAllByRole('rowgroup').slice(1);
    const eatCells = (group: HTMLElement) =>
      within(group)
        .getAllByRole('cell')
        .map((cell, day) => (cell.className.includes('bg-accent-soft') ? day : null))
        .filter((day) => day !== null);
    expect(groups.map(eatCells)).toEqual([
      [3, 4],
      [4, 5, 6],
    ]);
    expect(within(table).getByRole('rowheader', { name: /Roast lamb/ })).toHaveTextContent(
      'Eat on Friday',
    );
    expect(within(table).queryByText('Salad')).not.toBeInTheDocument();
  });

  it('moves a meal a day with its buttons and says where it went', async () => {
    const user = userEvent.setup();
    const { calls, client } = renderTab(makeList([roast]));
    await user.click(await screen.findByRole('tab', { name: 'Weekly' }));
    await user.click(screen.getByRole('button', { name: 'Move Roast lamb to Saturday' }));
    expect(await screen.findByText('Roast lamb scheduled to eat on Saturday')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toEqual({
      method: 'PATCH',
      path: '/api/lists/list-1/items/roast',
      body: { schedule: { day: 6, type: 'eat' } },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /Cook Roast lamb on Friday/ })).toBeInTheDocument(),
    );
    expect(client.getQueryData<ListDetail>(['lists', 'list-1'])?.meals[0]?.scheduledDay).toBe(6);
    await user.click(screen.getByRole('button', { name: 'Move Roast lamb to Friday' }));
    expect(await screen.findByText('Roast lamb scheduled to eat on Friday')).toBeInTheDocument();
  });

  it('says so and puts the meal back when a move fails', async () => {
    const user = userEvent.setup();
    const { client } = renderTab(makeList([pancakes]), { refuse: true });
    await user.click(await screen.findByRole('tab', { name: 'Weekly' }));
    await user.click(screen.getByRole('button', { name: 'Move Pancakes to Tuesday' }));
    expect(await screen.findByText('Failed to update schedule')).toBeInTheDocument();
    expect(client.getQueryData<ListDetail>(['lists', 'list-1'])?.meals[0]?.scheduledDay).toBe(3);
    expect(
      screen.getByRole('button', { name: 'Cook Pancakes on Wednesday: 25 minutes' }),
    ).toBeInTheDocument();
  });

  it('warns about a day with too much cooking', async () => {
    const meals = ['Stew', 'Bread', 'Pie'].map((name) =>
      makeMeal({ id: name, name, scheduledDay: 1, scheduledType: 'cook', cookTimeMinutes: 50 }),
    );
    const user = userEvent.setup();
    renderTab(makeList(meals));
    const warnings = screen.getByRole('region', { name: 'Schedule warnings' });
    expect(warnings).toHaveTextContent(
      "Monday has 2 h 30 min of cooking. That's a lot of time at the stove!",
    );
    await user.click(await screen.findByRole('tab', { name: 'Weekly' }));
    expect(
      screen.getByRole('columnheader', { name: 'Monday (see the warning)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Tuesday' })).toBeInTheDocument();
  });
});
