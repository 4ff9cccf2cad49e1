import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../test/render-with-app.tsx';
import { ProtectedLayout } from './protected-layout.tsx';
import { SIGN_OUT_OFFLINE } from './use-log-out.ts';

const session = {
  user: { id: 'u1', email: 'marcella@example.com', name: 'Marcella Hazan' },
  profile: { username: 'marcella', fullName: 'Marcella Hazan', location: null, avatarUrl: null },
};

function renderShell(path: string, sessionBody: unknown) {
  const { calls, fetchStub } = stubFetch({
    'GET /api/session': { status: 200, body: sessionBody },
    'POST /api/auth/sign-out': { status: 200, body: { success: true } },
  });
  vi.stubGlobal('fetch', fetchStub);
  const rendered = renderWithApp(
    [
      {
        Component: ProtectedLayout,
        children: [
          { path: '/dashboard', handle: { title: 'Your Meal Lists' }, element: <p>lists</p> },
          { path: '/feed', handle: { title: 'Feed' }, element: <p>feed</p> },
          { path: '/profile', handle: { title: 'Your Profile' }, element: <p>me</p> },
          {
            path: '/settings',
            handle: { title: 'Settings', backTo: '/profile' },
            element: <p>settings</p>,
          },
        ],
      },
      { path: '/login', element: <p>Login screen</p> },
    ],
    path,
  );
  return { ...rendered, calls };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('protected shell', () => {
  it('shows the kitchen loading message, then sends a signed-out visitor to /login', async () => {
    const { router } = renderShell('/feed', null);
    expect(screen.getByText('prepping the kitchen...')).toBeInTheDocument();
    expect(screen.getByText('Just a moment while we set the table for you.')).toBeInTheDocument();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('titles the screen and highlights the current bottom navigation entry', async () => {
    renderShell('/feed', session);
    expect(await screen.findByRole('heading', { level: 1, name: 'Feed' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Feed' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/dashboard');
    expect(within(nav).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.queryByRole('link', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('links the logo home, to the meal lists', async () => {
    renderShell('/settings', session);
    expect(await screen.findByRole('link', { name: 'Forkcast home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('offers Back where the screen has a parent', async () => {
    renderShell('/settings', session);
    expect(await screen.findByRole('link', { name: 'Back' })).toHaveAttribute('href', '/profile');
  });

  it('logs out from the user menu and lands on /login with a toast', async () => {
    const user = userEvent.setup();
    const { router } = renderShell('/dashboard', session);
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('marcella@example.com')).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText('You have been signed out')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('says offline that signing out needs a connection, and stays signed in', async () => {
    const user = userEvent.setup();
    const { router, calls } = renderShell('/dashboard', session);
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    const menu = await screen.findByRole('menu');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    expect(await screen.findByText(SIGN_OUT_OFFLINE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls.filter((call) => call.path === '/api/auth/sign-out')).toEqual([]);
    // Back online, the same menu signs out.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    await user.click(await screen.findByRole('button', { name: 'User menu' }));
    await user.click(
      within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Log out' }),
    );
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(calls.filter((call) => call.path === '/api/auth/sign-out')).toHaveLength(1);
  });
});
