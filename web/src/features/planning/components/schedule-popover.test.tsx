import type { ListDetail } from '@forkcast/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CachedList,
  listServer,
  makeList,
  makeMeal,
  renderPlanning,
} from '../test/planning-fixtures.tsx';
import { SchedulePopover } from './schedule-popover.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function renderPopover(list: ListDetail) {
  return renderPlanning(
    () => (
      <CachedList>
        {(cached) => (
          <SchedulePopover listId={cached.id} meal={cached.meals[0] as (typeof cached.meals)[0]} />
        )}
      </CachedList>
    ),
    { list },
  );
}

const pancakes = makeMeal({ id: 'm1', name: 'Pancakes' });

describe('SchedulePopover', () => {
  it('keeps Save disabled until a day is chosen, defaults to eat, and saves with the spec toast', async () => {
    const user = userEvent.setup();
    const { calls } = listServer(makeList([pancakes]));
    renderPopover(makeList([pancakes]));

    await user.click(await screen.findByRole('button', { name: 'Schedule Pancakes' }));
    const dialog = screen.getByRole('dialog', { name: 'Schedule Pancakes' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: 'Eat' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Cook' })).not.toBeChecked();
    expect(within(dialog).getAllByRole('radio', { name: /day$/ })).toHaveLength(7);

    await user.click(within(dialog).getByRole('radio', { name: 'Tuesday' }));
    expect(save).toBeEnabled();
    await user.click(save);

    expect(await screen.findByText('Pancakes scheduled to eat on Tuesday')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([
      {
        method: 'PATCH',
        path: '/api/lists/list-1/items/m1',
        body: { schedule: { day: 2, type: 'eat' } },
      },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('saves a cook day', async () => {
    const user = userEvent.setup();
    const { calls } = listServer(makeList([pancakes]));
    renderPopover(makeList([pancakes]));
    await user.click(await screen.findByRole('button', { name: 'Schedule Pancakes' }));
    await user.click(screen.getByRole('radio', { name: 'Saturday' }));
    await user.click(screen.getByRole('radio', { name: 'Cook' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pancakes scheduled to cook on Saturday')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      schedule: { day: 6, type: 'cook' },
    });
  });

  it('opens on the saved day and type, and Clear removes the schedule', async () => {
    const user = userEvent.setup();
    const scheduled = makeMeal({
      id: 'm1',
      name: 'Pancakes',
      scheduledDay: 4,
      scheduledType: 'cook',
    });
    const { calls, current } = listServer(makeList([scheduled]));
    renderPopover(makeList([scheduled]));
    await user.click(await screen.findByRole('button', { name: 'Schedule Pancakes' }));
    expect(screen.getByRole('radio', { name: 'Thursday' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Cook' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(await screen.findByText('Schedule cleared')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ schedule: null });
    await waitFor(() => expect(current().meals[0]?.scheduledDay).toBeNull());
  });

  it('Clear on an unscheduled meal only resets the choice', async () => {
    const user = userEvent.setup();
    const { calls } = listServer(makeList([pancakes]));
    renderPopover(makeList([pancakes]));
    await user.click(await screen.findByRole('button', { name: 'Schedule Pancakes' }));
    const clear = screen.getByRole('button', { name: 'Clear' });
    expect(clear).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Monday' }));
    await user.click(clear);
    expect(screen.getByRole('radio', { name: 'Monday' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(calls.filter((c) => c.method === 'PATCH')).toEqual([]);
  });

  it('says so when the server refuses, and puts the schedule back', async () => {
    const user = userEvent.setup();
    listServer(makeList([pancakes]), { refuse: true });
    const { client } = renderPopover(makeList([pancakes]));
    await user.click(await screen.findByRole('button', { name: 'Schedule Pancakes' }));
    await user.click(screen.getByRole('radio', { name: 'Friday' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Failed to update meal schedule: That meal is not in this list.'),
    ).toBeInTheDocument();
    const cached = client.getQueryData<ListDetail>(['lists', 'list-1']);
    expect(cached?.meals[0]?.scheduledDay).toBeNull();
  });
});
