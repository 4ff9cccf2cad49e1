import type { ListSummary } from '@forkcast/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { MealListsScreen } from './meal-lists-screen.tsx';

const summary = (id: string, name: string): ListSummary =>
  ({
    id,
    name,
    createdAt: '2026-11-01T00:00:00.000Z',
    role: 'owner',
    owner: { id: 'u1', username: 'ana', fullName: null, avatarUrl: null },
    mealCount: 0,
    scheduledCount: 0,
    memberCount: 1,
  }) as ListSummary;

afterEach(() => vi.unstubAllGlobals());

/** The dashboard with `names` as lists; deleting one takes it off the next read. */
function renderDashboard(names: string[]) {
  let lists = names.map((name, i) => summary(`l${i}`, name));
  const routes: Parameters<typeof stubFetch>[0] = {};
  const { fetchStub } = stubFetch(routes);
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    if (init?.method === 'DELETE') {
      lists = lists.filter((list) => path !== `/api/lists/${list.id}`);
      return new Response(null, { status: 204 });
    }
    routes['GET /api/lists'] = { status: 200, body: { lists } };
    return fetchStub(input, init);
  });
  renderWithApp(
    [{ path: '/dashboard', element: <MealListsScreen currentUserId="u1" /> }],
    '/dashboard',
  );
}

async function deleteWithKeyboard(name: string) {
  const user = userEvent.setup();
  (await screen.findByRole('button', { name: `Delete ${name}` })).focus();
  await user.keyboard('{Enter}');
  (await screen.findByRole('button', { name: 'Delete List' })).focus();
  await user.keyboard('{Enter}');
  expect((await screen.findAllByText('Meal list deleted')).length).toBeGreaterThan(0);
  await waitFor(() => expect(screen.queryByRole('link', { name })).not.toBeInTheDocument());
}

describe('MealListsScreen deleting a list', () => {
  it('hands the keyboard to the next card, not to the top of the page', async () => {
    renderDashboard(['Weeknights', 'Sunday roast', 'Birthday']);
    await deleteWithKeyboard('Sunday roast');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Birthday' })).toHaveFocus());
  });

  it('hands it to the card before when the last one goes, and to New List when none is left', async () => {
    renderDashboard(['Weeknights', 'Birthday']);
    await deleteWithKeyboard('Birthday');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Weeknights' })).toHaveFocus());
    await deleteWithKeyboard('Weeknights');
    await waitFor(() => expect(screen.getByRole('button', { name: 'New List' })).toHaveFocus());
  });
});
