import type { ListDetail, ListMealCard } from '@forkcast/core';
import { onlineManager } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
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

function renderList(list: ListDetail) {
  const { fetchStub } = stubFetch({ 'GET /api/lists/l1': { status: 200, body: { list } } });
  vi.stubGlobal('fetch', fetchStub);
  return renderWithApp(
    [
      {
        path: '/list/:listId',
        element: <ListDetailScreen listId="l1" currentUserId="u1" addMealMethods={{}} />,
      },
    ],
    '/list/l1',
  );
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
