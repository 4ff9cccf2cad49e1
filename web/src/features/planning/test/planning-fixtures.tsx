import type { ListDetail, ListMeal, MealDetail, UserRef } from '@forkcast/core';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

const owner: UserRef = {
  id: 'u-owner',
  username: 'olive',
  fullName: 'Olive Owner',
  avatarUrl: null,
};

export function makeMeal(overrides: Partial<ListMeal> & { id: string; name: string }): ListMeal {
  return {
    itemId: `item-${overrides.id}`,
    description: '',
    originalServings: 1,
    servings: 1,
    source: 'manual',
    imageUrl: null,
    cookTimeMinutes: 30,
    fridgeLifeDays: 3,
    directions: ['Cook it.'],
    ingredients: [],
    creator: owner,
    createdAt: '2026-01-01T00:00:00.000Z',
    scheduledDay: null,
    scheduledType: null,
    ...overrides,
  };
}

export function makeList(meals: ListMeal[], overrides: Partial<ListDetail> = {}): ListDetail {
  return {
    id: 'list-1',
    name: 'Weeknight dinners',
    createdAt: '2026-01-01T00:00:00.000Z',
    role: 'owner',
    owner,
    members: [{ ...owner, role: 'owner' }],
    meals,
    ...overrides,
  };
}

export function makeMealDetail(overrides: Partial<MealDetail> & { id: string; name: string }) {
  const { itemId: _itemId, ...meal } = makeMeal(overrides);
  return {
    ...meal,
    list: { id: 'list-1', name: 'Weeknight dinners' },
    canEdit: true,
    ...overrides,
  } satisfies MealDetail;
}

export type FetchCall = { method: string; path: string; body: unknown };
export type FetchAnswer = { status: number; body?: unknown };

/**
 * Stands in for the server: `answer` decides each reply (it may change between calls, as a
 * member's tick would), every call is recorded.
 */
export function fakeServer(answer: (call: FetchCall) => FetchAnswer | undefined) {
  const calls: FetchCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: FetchCall = {
      method: init?.method ?? 'GET',
      path: typeof input === 'string' ? input : input.toString(),
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const reply = answer(call) ?? {
      status: 599,
      body: { error: { code: 'x', message: 'not stubbed' } },
    };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

/**
 * Renders planning UI at /list/list-1 (or `path`) with a fresh query client holding the list,
 * the toaster, and a stand-in meal detail route that shows the navigation state it got.
 */
export function renderPlanning(
  ui: (client: QueryClient) => ReactNode,
  options: { list?: ListDetail; path?: string } = {},
) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (options.list) client.setQueryData(queryKeys.list(options.list.id), options.list);
  const router = createMemoryRouter(
    [
      { path: '/list/:listId', element: ui(client) },
      { path: '/list/:listId/meal/:mealId', element: <MealStandIn /> },
    ],
    { initialEntries: [options.path ?? '/list/list-1'] },
  );
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { client, router, ...view };
}

function MealStandIn() {
  return <p>Meal detail screen</p>;
}

/** The list as the screen holds it: from the query cache, refetched after changes. */
export function CachedList({
  listId = 'list-1',
  children,
}: {
  listId?: string;
  children: (list: ListDetail) => ReactNode;
}) {
  const { data } = useQuery({
    queryKey: queryKeys.list(listId),
    queryFn: () => apiFetch<{ list: ListDetail }>(`/api/lists/${listId}`).then((r) => r.list),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return data ? children(data) : null;
}

/** A server that keeps the list and applies schedule changes, or refuses them. */
export function listServer(list: ListDetail, options: { refuse?: boolean } = {}) {
  let current = list;
  const calls = fakeServer((call: FetchCall) => {
    if (call.method === 'GET' && call.path === `/api/lists/${list.id}`) {
      return { status: 200, body: { list: current } };
    }
    const patch = /^\/api\/lists\/list-1\/items\/(.+)$/.exec(call.path);
    if (call.method === 'PATCH' && patch) {
      if (options.refuse) {
        return {
          status: 404,
          body: { error: { code: 'not_found', message: 'That meal is not in this list.' } },
        };
      }
      const { schedule } = call.body as { schedule: { day: number; type: 'cook' | 'eat' } | null };
      current = {
        ...current,
        meals: current.meals.map((m) =>
          m.id === patch[1]
            ? { ...m, scheduledDay: schedule?.day ?? null, scheduledType: schedule?.type ?? null }
            : m,
        ),
      };
      return {
        status: 200,
        body: {
          item: {
            mealId: patch[1],
            servings: 1,
            scheduledDay: schedule?.day ?? null,
            scheduledType: schedule?.type ?? null,
          },
        },
      };
    }
    return undefined;
  });
  return { calls, current: () => current };
}
