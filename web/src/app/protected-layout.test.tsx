import {
  onlineManager,
  QueryClient,
  QueryClientProvider,
  useQueryClient,
} from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { adoptCacheUser, forgetCacheUser, lastUser } from '../lib/query-persistence.ts';
import { stubFetch } from '../test/render-with-app.tsx';
import { ProtectedLayout } from './protected-layout.tsx';

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
