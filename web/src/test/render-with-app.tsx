import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { Toaster } from '../components/ui/toaster.tsx';

/** Renders routes in a memory router with a fresh query client and the toaster, like the app. */
export function renderWithApp(routes: RouteObject[], initialPath: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const wrap = (children: ReactNode) => (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
  return { router, ...render(wrap(<RouterProvider router={router} />)) };
}

/** A fetch stand-in answering JSON by method and path (no body: a 204); records every call. */
export function stubFetch(routes: Record<string, { status: number; body?: unknown }>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input.toString();
    const method = init?.method ?? 'GET';
    const raw = init?.body;
    // Forms (uploads) are recorded as their fields; a chosen file shows as a File.
    const body =
      raw instanceof FormData ? Object.fromEntries(raw) : raw ? JSON.parse(String(raw)) : undefined;
    calls.push({ method, path, body });
    const answer = routes[`${method} ${path}`];
    if (!answer) return new Response('not stubbed', { status: 599 });
    if (!('body' in answer)) return new Response(null, { status: answer.status });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { calls, fetchStub };
}
