import type { ListSummary } from '@forkcast/core';
import { focusManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { MealListsScreen } from './meal-lists-screen.tsx';

const aList = (id: string, name: string): ListSummary => ({
  id,
  name,
  createdAt: '2026-11-01T00:00:00.000Z',
  role: 'owner',
  owner: { id: 'u1', username: 'ana', fullName: null, avatarUrl: null },
  mealCount: 0,
  scheduledCount: 0,
  memberCount: 1,
});

/** A server holding `lists`: GET answers what is left, DELETE takes one away. */
function serveLists(lists: ListSummary[]) {
  let left = [...lists];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    if (method === 'GET' && path === '/api/lists') {
      return new Response(JSON.stringify({ lists: left }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    const deleted = /^\/api\/lists\/([^/]+)$/.exec(path)?.[1];
    if (method === 'DELETE' && deleted) {
      left = left.filter((list) => list.id !== deleted);
      return new Response(null, { status: 204 });
    }
    return new Response('not stubbed', { status: 599 });
  });
}

function renderScreen() {
  return renderWithApp(
    [{ path: '/dashboard', element: <MealListsScreen currentUserId="u1" /> }],
    '/dashboard',
  );
}

/** Deletes a list with the keyboard, as a person would: its card's button, then confirm. */
async function deleteWithKeyboard(name: string) {
  const user = userEvent.setup();
  screen.getByRole('button', { name: `Delete ${name}` }).focus();
  await user.keyboard('{Enter}');
  const confirm = await screen.findByRole('alertdialog', { name: `Delete "${name}"?` });
  within(confirm).getByRole('button', { name: 'Delete List' }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.queryByRole('link', { name })).toBeNull());
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
}

afterEach(() => {
  focusManager.setFocused(undefined);
  vi.unstubAllGlobals();
});

describe('MealListsScreen keyboard', () => {
  it("starts 'Create new meal list' in the name field, so typing names the list", async () => {
    serveLists([]);
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'New List' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create new meal list' });
    await waitFor(() => expect(within(dialog).getByLabelText('List name')).toHaveFocus());
    await user.keyboard('Sunday roasts');
    expect(within(dialog).getByLabelText('List name')).toHaveValue('Sunday roasts');
  });

  it('gives the keyboard to the next list after one is deleted', async () => {
    serveLists([aList('a', 'Weeknights'), aList('b', 'Sundays'), aList('c', 'Parties')]);
    renderScreen();
    await screen.findByRole('link', { name: 'Sundays' });
    await deleteWithKeyboard('Sundays');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Parties' })).toHaveFocus());
  });

  it('gives it to the list before when the last one goes, then to New List', async () => {
    serveLists([aList('a', 'Weeknights'), aList('b', 'Sundays')]);
    renderScreen();
    await screen.findByRole('link', { name: 'Sundays' });
    await deleteWithKeyboard('Sundays');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Weeknights' })).toHaveFocus());
    await deleteWithKeyboard('Weeknights');
    await screen.findByText('Start Your Culinary Journey!');
    await waitFor(() => expect(screen.getByRole('button', { name: 'New List' })).toHaveFocus());
  });

  it('leaves the focus alone when a list goes while the cook is elsewhere', async () => {
    serveLists([aList('a', 'Weeknights'), aList('b', 'Sundays')]);
    renderScreen();
    await screen.findByRole('link', { name: 'Sundays' });
    const newList = screen.getByRole('button', { name: 'New List' });
    newList.focus();
    // Another member deleted 'Sundays': the next read (the app back in front) lacks it.
    serveLists([aList('a', 'Weeknights')]);
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Sundays' })).toBeNull());
    expect(newList).toHaveFocus();
  });
});
