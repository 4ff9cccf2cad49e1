import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '../lib/query-client.ts';
import { stubFetch } from '../test/render-with-app.tsx';
import { routes } from './router.tsx';

const session = {
  user: { id: 'u1', email: 'marcella@example.com', name: 'Marcella Hazan' },
  profile: { username: 'marcella', fullName: 'Marcella Hazan', location: null, avatarUrl: null },
};

/**
 * Loads the code of every lazy route on the way to these paths before the test looks for
 * anything. On first import Vitest transforms each route module and its imports, which can
 * take longer than a findBy timeout on a busy machine, and until then the router renders
 * nothing: awaited here, the screens appear in a few ticks whatever the machine's load.
 */
async function loadRouteCode(...paths: string[]) {
  for (const path of paths) {
    for (const match of matchRoutes(routes, path) ?? []) {
      if (typeof match.route.lazy === 'function') await match.route.lazy();
    }
  }
}

/** The app's real routes, so a route missing its title fails here. */
function renderApp(path: string, sessionBody: unknown) {
  const { fetchStub } = stubFetch({
    'GET /api/session': { status: 200, body: sessionBody },
    'POST /api/auth/sign-out': { status: 200, body: { success: true } },
  });
  vi.stubGlobal('fetch', fetchStub);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  vi.unstubAllGlobals();
  // The app's one query client outlives each test; start the next one signed out of nothing.
  queryClient.clear();
  document.title = '';
});

describe('browser tab titles', () => {
  it('names the tab after the login screen once a signed-in screen logs out', async () => {
    await loadRouteCode('/dashboard', '/login');
    const user = userEvent.setup();
    renderApp('/dashboard', session);
    // The saved copy of the last screens is restored from IndexedDB before the first screen.
    await user.click(await screen.findByRole('button', { name: 'User menu' }, { timeout: 8000 }));
    expect(document.title).toBe('Your Meal Lists · Forkcast');
    const menu = await screen.findByRole('menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    // The login screen comes after the sign-out's request: on a busy machine past the 1 s default.
    expect(
      await screen.findByRole('heading', { name: 'Login to Forkcast' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    // The title is set by an effect after the screen is drawn: the heading can come first.
    await waitFor(() => expect(document.title).toBe('Log in · Forkcast'));
  });

  it('titles every account screen and the 404, and gives the page its title back on leaving', async () => {
    const pageTitle = "Forkcast – meal planning that's a piece of cake";
    document.title = pageTitle;
    await loadRouteCode('/signup', '/no/such/recipe', '/');
    const user = userEvent.setup();
    const router = renderApp('/signup', null);
    await waitFor(() => expect(document.title).toBe('Create an account · Forkcast'));
    await act(() => router.navigate('/forgot-password'));
    expect(document.title).toBe('Forgot password · Forkcast');
    await act(() => router.navigate('/reset-password?token=abc'));
    expect(document.title).toBe('Set a new password · Forkcast');
    await act(() => router.navigate('/no/such/recipe'));
    const home = await screen.findByRole('link', { name: 'Return to Home' });
    expect(document.title).toBe('Page not found · Forkcast');
    await user.click(home);
    // The landing page draws its parts as they load: on a busy machine past the 1 s default.
    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: /Make meal planning/ },
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    // Given back by the leaving screen's effect, which may run after the new screen is drawn.
    await waitFor(() => expect(document.title).toBe(pageTitle));
  });
});
