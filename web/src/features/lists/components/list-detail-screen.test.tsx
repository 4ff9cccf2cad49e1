import type { ListDetail, ListMealCard } from '@forkcast/core';
import { focusManager, onlineManager } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { ListDetailScreen } from './list-detail-screen.tsx';

const meal = (i: number): ListMealCard => ({
  id: `m${i}`,
  itemId: `i${i}`,
  name: `Meal ${i}`,
  description: '',
  originalServings: 2,
  servings: 2,
  source: 'manual',
  imageUrl: `/uploads/posts/p${i}_1600x1200.webp`,
  cookTimeMinutes: 30,
  fridgeLifeDays: 3,
  creator: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  scheduledDay: null,
  scheduledType: null,
});

const listOf = (count: number): ListDetail => ({
  id: 'l1',
  name: 'Family week',
  createdAt: '2026-11-01T00:00:00.000Z',
  role: 'owner',
  owner: { id: 'u1', username: 'ana', fullName: null, avatarUrl: null },
  members: [],
  meals: Array.from({ length: count }, (_, i) => meal(i)),
});

function renderList(list: ListDetail, routes: Parameters<typeof stubFetch>[0] = {}) {
  return renderListWithCalls(list, routes).view;
}

/** Renders the list; `calls` answers the requests made so far, as 'METHOD path'. */
function renderListWithCalls(list: ListDetail, routes: Parameters<typeof stubFetch>[0] = {}) {
  const { calls, fetchStub } = stubFetch({
    'GET /api/lists/l1': { status: 200, body: { list } },
    ...routes,
  });
  vi.stubGlobal('fetch', fetchStub);
  const view = renderWithApp(
    [
      {
        path: '/list/:listId',
        element: <ListDetailScreen listId="l1" currentUserId="u1" addMealMethods={{}} />,
      },
    ],
    '/list/l1',
  );
  return { view, calls: () => calls.map((call) => `${call.method} ${call.path}`) };
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
});

describe('ListDetailScreen meal row', () => {
  it('fetches the pictures seen before any swipe at once, the first ahead of the rest', async () => {
    renderList(listOf(5));
    const row = await screen.findByRole('list', { name: 'Meals' });
    const pictures = [...row.querySelectorAll('img')];
    expect(pictures).toHaveLength(5);
    expect(pictures.map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(pictures.map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
      null,
      null,
    ]);
    // Their boxes are known before they load: nothing moves when they arrive.
    expect(pictures[0]).toHaveAttribute('width', '1600');
    expect(pictures[0]).toHaveAttribute('height', '1200');
  });

  it('keeps the priority on the list’s first meal in a long (windowed) row', async () => {
    renderList(listOf(60));
    const row = await screen.findByRole('list', { name: 'Meals' });
    const first = screen.getByRole('link', { name: 'Meal 0' }).closest('li');
    expect(first?.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    // Only the cards near the screen are drawn.
    expect(row.querySelectorAll('img').length).toBeLessThan(60);
  });
});

/**
 * The Undo button of the toast that `act` brings. The toaster outlives a test, so earlier
 * tests' toasts may still be there (or leaving): wait for a button that was not there before.
 */
async function undoOfNextToast(act: () => void): Promise<HTMLElement> {
  const before = new Set(screen.queryAllByRole('button', { name: 'Undo' }));
  act();
  return await waitFor(() => {
    const added = screen.getAllByRole('button', { name: 'Undo' }).find((b) => !before.has(b));
    if (!added) throw new Error('No new Undo yet');
    return added;
  });
}

// Plain clicks: a toast's swipe handling asks for pointer capture, which jsdom lacks.
describe('ListDetailScreen removing a meal', () => {
  it('moves the keyboard to the next card, or the one before for the last card', async () => {
    const routes = { 'DELETE /api/lists/l1/items/m1': { status: 204 } };
    const first = renderList(listOf(3), routes);
    const remove = await screen.findByRole('button', { name: 'Remove Meal 1 from list' });
    act(() => remove.click());
    expect(screen.getByRole('link', { name: 'Meal 2' })).toHaveFocus();
    first.unmount();

    const second = renderList(listOf(2), routes);
    const removeLast = await screen.findByRole('button', { name: 'Remove Meal 1 from list' });
    act(() => removeLast.click());
    expect(screen.getByRole('link', { name: 'Meal 0' })).toHaveFocus();
    second.unmount();

    // The list's only meal: the Meals panel, which then holds the empty list, takes it.
    renderList(listOf(1), { 'DELETE /api/lists/l1/items/m0': { status: 204 } });
    const removeOnly = await screen.findByRole('button', { name: 'Remove Meal 0 from list' });
    act(() => removeOnly.click());
    expect(screen.getByRole('tabpanel', { name: /Meals/ })).toHaveFocus();
  });

  it('puts the meal back through the server on Undo, as it was, not added anew', async () => {
    const routes = {
      'DELETE /api/lists/l1/items/m1': { status: 204 },
      'POST /api/lists/l1/items/m1/restore': {
        status: 200,
        body: { item: { mealId: 'm1', servings: 2, scheduledDay: null, scheduledType: null } },
      },
    };
    const fetchCalls = renderListWithCalls(listOf(2), routes).calls;
    const remove = await screen.findByRole('button', { name: 'Remove Meal 1 from list' });
    const undo = await undoOfNextToast(() => act(() => remove.click()));
    act(() => undo.click());
    await vi.waitFor(() => expect(fetchCalls()).toContain('POST /api/lists/l1/items/m1/restore'));
    expect(fetchCalls()).not.toContain('POST /api/lists/l1/items');
    expect(await screen.findByRole('link', { name: 'Meal 1' })).toBeInTheDocument();
  });

  it('says so when Undo cannot put the meal back', async () => {
    renderList(listOf(2), {
      'DELETE /api/lists/l1/items/m1': { status: 204 },
      'POST /api/lists/l1/items/m1/restore': {
        status: 404,
        body: { error: { code: 'not_found', message: 'That meal can no longer be put back.' } },
      },
    });
    const remove = await screen.findByRole('button', { name: 'Remove Meal 1 from list' });
    const undo = await undoOfNextToast(() => act(() => remove.click()));
    act(() => undo.click());
    expect(
      await screen.findByText('Failed to add meal to list: That meal can no longer be put back.'),
    ).toBeInTheDocument();
  });
});

describe('ListDetailScreen offline', () => {
  it('says a list never opened on this device needs a connection, then shows it once online', async () => {
    onlineManager.setOnline(false);
    renderList(listOf(1));
    expect(
      await screen.findByText(
        'This list has not been opened on this device yet: it needs a connection.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Opening the pantry...')).not.toBeInTheDocument();
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('list', { name: 'Meals' })).toBeInTheDocument();
  });
});

describe('ListDetailScreen deleting or leaving the list', () => {
  const gone = {
    status: 404,
    body: { error: { code: 'not_found', message: 'Meal list not found' } },
  };

  /**
   * The list screen of `role`. Its DELETE answers only when `answer` is called (any DELETE:
   * leaving, deleting); `readAgain` makes the list answer 404 from now on and has the screen
   * read it again, as the live update announcing the list's end does.
   */
  function openList(role: 'owner' | 'member') {
    const routes: Parameters<typeof stubFetch>[0] = {
      'GET /api/lists/l1': { status: 200, body: { list: { ...listOf(1), role } } },
      'GET /api/lists': { status: 200, body: { lists: [] } },
      'DELETE /api/lists/l1/members/u1': { status: 204 },
      'DELETE /api/lists/l1': { status: 204 },
    };
    const { fetchStub } = stubFetch(routes);
    let answer = () => {};
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'DELETE') await answered;
      return fetchStub(input, init);
    });
    const { router } = renderWithApp(
      [
        {
          path: '/list/:listId',
          element: <ListDetailScreen listId="l1" currentUserId="u1" addMealMethods={{}} />,
        },
        { path: '/dashboard', element: <p>Dashboard</p> },
      ],
      '/list/l1',
    );
    async function readAgain() {
      routes['GET /api/lists/l1'] = gone;
      await act(async () => {
        focusManager.setFocused(false);
        focusManager.setFocused(true);
      });
    }
    return { router, answer, readAgain };
  }

  afterEach(() => focusManager.setFocused(undefined));

  it.each([
    ['member', 'Leave list', 'Leave List', 'You left "Family week"'],
    ['owner', 'Delete list', 'Delete List', 'Meal list deleted'],
  ] as const)(
    'shows the %s only the goodbye when the 404 comes before the answer',
    async (role, item, confirm, goodbye) => {
      const user = userEvent.setup();
      const { router, answer, readAgain } = openList(role);
      await user.click(await screen.findByRole('button', { name: 'List options' }));
      await user.click(await screen.findByRole('menuitem', { name: item }));
      await user.click(screen.getByRole('button', { name: confirm }));
      await readAgain();
      // The dialog waits for its answer, which then says goodbye and goes to the dashboard.
      expect(screen.getByRole('alertdialog')).toBeInTheDocument();
      answer();
      expect(await screen.findByText(goodbye)).toBeInTheDocument();
      await vi.waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
      expect(screen.queryByText(/could not be found|no longer shared/)).not.toBeInTheDocument();
    },
  );

  it('says an address to a list that never opened could not be found', async () => {
    renderList(listOf(1), {
      'GET /api/lists/l1': {
        status: 404,
        body: { error: { code: 'not_found', message: 'Meal list not found' } },
      },
    });
    expect(await screen.findByText('That meal list could not be found')).toBeInTheDocument();
  });

  it('says why an open list is gone when this screen did not delete or leave it', async () => {
    const { router, readAgain } = openList('member');
    await screen.findByRole('button', { name: 'List options' });
    await readAgain();
    expect(
      await screen.findByText('This meal list was deleted or is no longer shared with you'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
