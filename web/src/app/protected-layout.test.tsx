import {
  MutationObserver,
  onlineManager,
  QueryClient,
  QueryClientProvider,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../components/ui/toaster.tsx';
import { sessionQueryKey } from '../features/auth/api/session.ts';
import { ApiError, apiFetch } from '../lib/api-client.ts';
import { adoptCacheUser, forgetCacheUser, lastUser } from '../lib/query-persistence.ts';
import { stubFetch } from '../test/render-with-app.tsx';
import { ProtectedLayout } from './protected-layout.tsx';
import { sessionEndedText } from './use-session-end.ts';

const sessionOf = (id: string) => ({
  user: { id, email: `${id}@example.com`, name: id },
  profile: { username: id, fullName: id, location: null, avatarUrl: null },
});

afterEach(async () => {
  onlineManager.setOnline(true);
  vi.unstubAllGlobals();
  await forgetCacheUser();
});

/** A screen that records every list name it was ever drawn with. */
function renderScreenAs(cookId: string, seen: string[]) {
  const { fetchStub } = stubFetch({ 'GET /api/session': { status: 200, body: sessionOf(cookId) } });
  vi.stubGlobal('fetch', fetchStub);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // What the device kept of the last cook (restored from IndexedDB in the app).
  client.setQueryData(['lists'], { lists: [{ name: "Anna's secret list" }] });
  function Screen() {
    const data = useQueryClient().getQueryData<{ lists: { name: string }[] }>(['lists']);
    seen.push(data?.lists[0]?.name ?? 'nothing');
    return <p>screen drawn</p>;
  }
  const router = createMemoryRouter(
    [{ element: <ProtectedLayout />, children: [{ path: '/dashboard', element: <Screen /> }] }],
    { initialEntries: ['/dashboard'] },
  );
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('ProtectedLayout', () => {
  it("never draws a screen with another cook's saved copy", async () => {
    // Anna used the app last on this device (the app has read that before it restores her copy).
    await adoptCacheUser('anna');
    const seen: string[] = [];
    renderScreenAs('ben', seen);
    expect(await screen.findByText('screen drawn', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(seen).not.toContain("Anna's secret list");
    expect(lastUser()).toBe('ben');
  });

  it("keeps the cook's own saved copy", async () => {
    await adoptCacheUser('anna');
    const seen: string[] = [];
    renderScreenAs('anna', seen);
    expect(await screen.findByText('screen drawn', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(seen).toContain("Anna's secret list");
  });

  it('says offline, with nothing kept on this device, that signing in needs a connection', async () => {
    onlineManager.setOnline(false);
    renderScreenAs('anna', []);
    expect(
      await screen.findByText(
        'Forkcast needs a connection to sign you in. Once you have used it online, it opens without one.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('prepping the kitchen...')).not.toBeInTheDocument();
    onlineManager.setOnline(true);
    expect(await screen.findByText('screen drawn', {}, { timeout: 5000 })).toBeInTheDocument();
  });
});

describe('ProtectedLayout when the session ends elsewhere', () => {
  /** The server: signed in until `end()` (a password changed on another phone), then not. */
  function serverWithSession(cookId: string) {
    let isSignedIn = true;
    const calls: string[] = [];
    const fetchStub = async (input: RequestInfo | URL) => {
      const path = typeof input === 'string' ? input : input.toString();
      calls.push(path);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      if (path === '/api/session') return json(200, isSignedIn ? sessionOf(cookId) : null);
      if (!isSignedIn) {
        return json(401, { error: { code: 'unauthorized', message: 'Auth session missing!' } });
      }
      return json(200, { lists: [] });
    };
    vi.stubGlobal('fetch', fetchStub);
    return { calls, end: () => (isSignedIn = false) };
  }

  function renderApp(client: QueryClient) {
    function Dashboard() {
      const lists = useQuery({ queryKey: ['lists'], queryFn: () => apiFetch('/api/lists') });
      return <p>{lists.isError ? lists.error.message : 'your lists'}</p>;
    }
    const router = createMemoryRouter(
      [
        {
          element: <ProtectedLayout />,
          children: [{ path: '/dashboard', element: <Dashboard /> }],
        },
        { path: '/login', element: <p>login page</p> },
      ],
      { initialEntries: ['/dashboard'] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
        <Toaster />
      </QueryClientProvider>,
    );
    return router;
  }

  it('sends the cook to the login page, told why, at the first signed-out answer', async () => {
    const server = serverWithSession('anna');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The page's session answer is minutes old (or restored from the device): it names Anna.
    client.setQueryData(sessionQueryKey, sessionOf('anna'));
    server.end();
    const router = renderApp(client);
    expect(await screen.findByText('login page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText(sessionEndedText)).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ returnTo: '/dashboard' });
    expect(screen.queryByText('Auth session missing!')).not.toBeInTheDocument();
  });

  it('checks a session restored from the device at start, before any screen asks', async () => {
    const server = serverWithSession('anna');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // Saved by this device a minute before this page loaded (a reload), screens' data too.
    client.setQueryData(sessionQueryKey, sessionOf('anna'), {
      updatedAt: performance.timeOrigin - 60_000,
    });
    server.end();
    function Profile() {
      return <p>your saved profile</p>;
    }
    const router = createMemoryRouter(
      [
        { element: <ProtectedLayout />, children: [{ path: '/profile', element: <Profile /> }] },
        { path: '/login', element: <p>login page</p> },
      ],
      { initialEntries: ['/profile'] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('login page', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(server.calls).toEqual(['/api/session']);
  });

  it('keeps a restored session and its screens when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    client.setQueryData(sessionQueryKey, sessionOf('anna'), {
      updatedAt: performance.timeOrigin - 60_000,
    });
    const router = createMemoryRouter(
      [
        {
          element: <ProtectedLayout />,
          children: [{ path: '/profile', element: <p>your saved profile</p> }],
        },
        { path: '/login', element: <p>login page</p> },
      ],
      { initialEntries: ['/profile'] },
    );
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('your saved profile')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('your saved profile')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/profile');
  });

  it('does the same when a write is refused as signed out', async () => {
    const server = serverWithSession('anna');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    renderApp(client);
    expect(await screen.findByText('your lists', {}, { timeout: 5000 })).toBeInTheDocument();
    server.end();
    const like = new MutationObserver(client, {
      mutationFn: () => apiFetch('/api/posts/p1/like', { method: 'PUT' }),
    });
    await like.mutate().catch(() => undefined);
    expect(await screen.findByText('login page', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('stays put while the server still knows the cook', async () => {
    const server = serverWithSession('anna');
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const router = renderApp(client);
    expect(await screen.findByText('your lists', {}, { timeout: 5000 })).toBeInTheDocument();
    // A 401 that is not about the session (a stale answer): the session is asked again, once.
    const sessionReads = server.calls.filter((path) => path === '/api/session').length;
    const refused = new MutationObserver(client, {
      mutationFn: () => Promise.reject(new ApiError(401, 'unauthorized', 'Auth session missing!')),
    });
    await refused.mutate().catch(() => undefined);
    await waitFor(() =>
      expect(server.calls.filter((path) => path === '/api/session').length).toBe(sessionReads + 1),
    );
    expect(screen.getByText('your lists')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
  });
});
