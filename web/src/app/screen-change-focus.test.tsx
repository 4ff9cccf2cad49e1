import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Navigate, Outlet, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../test/render-with-app.tsx';
import { ProtectedLayout } from './protected-layout.tsx';
import { ScreenChangeFocus } from './screen-change-focus.tsx';

const session = {
  user: { id: 'u1', email: 'marcella@example.com', name: 'Marcella Hazan' },
  profile: { username: 'marcella', fullName: 'Marcella Hazan', location: null, avatarUrl: null },
};

function Lists() {
  return (
    <ul>
      <li>
        <Link to="/list/l1">Weeknights</Link>
      </li>
    </ul>
  );
}

/** A screen with tabs in its address, as a list's Meals / Shopping List / Schedule. */
function ListScreen() {
  const [params, setParams] = useSearchParams();
  return (
    <div>
      <p>{params.get('tab') ?? 'meals'} tab</p>
      <button type="button" onClick={() => setParams({ tab: 'shopping' }, { replace: true })}>
        Shopping List
      </button>
    </div>
  );
}

/** A screen that starts in its field, as a form does. */
function SearchScreen() {
  // biome-ignore lint/a11y/noAutofocus: the screen under test takes the focus on purpose
  return <input aria-label="Search" autoFocus />;
}

/** The app's routes around the real shell, with the focus mover mounted as app-root does. */
function renderApp(path: string) {
  vi.stubGlobal(
    'fetch',
    stubFetch({ 'GET /api/session': { status: 200, body: session } }).fetchStub,
  );
  return renderWithApp(
    [
      {
        element: (
          <>
            <Outlet />
            <ScreenChangeFocus />
          </>
        ),
        children: [
          {
            Component: ProtectedLayout,
            children: [
              { path: '/dashboard', handle: { title: 'Your Meal Lists' }, Component: Lists },
              { path: '/feed', handle: { title: 'Feed' }, element: <p>posts</p> },
              { path: '/profile', handle: { title: 'Your Profile' }, element: <p>me</p> },
              {
                path: '/settings',
                handle: { title: 'Settings', backTo: '/profile' },
                element: <p>settings</p>,
              },
              {
                path: '/list/:listId',
                handle: { title: 'Meal List', backTo: '/dashboard' },
                Component: ListScreen,
              },
              { path: '/search', handle: { title: 'Search' }, Component: SearchScreen },
              { path: '/home', element: <Navigate to="/dashboard" replace /> },
            ],
          },
        ],
      },
    ],
    path,
  );
}

const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const status = () => screen.getByRole('status');

/** Presses Tab until `name` has the focus, as a keyboard user does. */
async function tabTo(user: ReturnType<typeof userEvent.setup>, element: HTMLElement) {
  for (let i = 0; i < 20 && document.activeElement !== element; i++) await user.tab();
  expect(element).toHaveFocus();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('focus on a screen change', () => {
  it('leaves the focus alone when the page first loads', async () => {
    renderApp('/dashboard');
    await heading('Your Meal Lists');
    await new Promise((done) => setTimeout(done, 10));
    expect(document.body).toHaveFocus();
    expect(status()).toHaveTextContent('');
  });

  it('leaves it alone too when the loading page sends the cook on (an old address)', async () => {
    const { router } = renderApp('/home');
    await heading('Your Meal Lists');
    expect(router.state.location.pathname).toBe('/dashboard');
    await new Promise((done) => setTimeout(done, 10));
    expect(document.body).toHaveFocus();
    expect(status()).toHaveTextContent('');
  });

  it('moves to the new screen’s title when a link in the screen opened it', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard');
    await tabTo(user, await screen.findByRole('link', { name: 'Weeknights' }));
    await user.keyboard('{Enter}');
    // The pressed card is gone with its screen: the keyboard lands on the list's title.
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Meal List');
    // Said by the focus: no second announcement.
    expect(status()).toHaveTextContent('');
  });

  it('moves from the bottom navigation to the screen it opened', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    await tabTo(user, within(nav).getByRole('link', { name: 'Feed' }));
    await user.keyboard('{Enter}');
    await waitFor(async () => expect(await heading('Feed')).toHaveFocus());
  });

  it('moves to the title of a screen opened from the user menu, not back to the menu', async () => {
    const user = userEvent.setup();
    renderApp('/feed');
    const menuButton = await screen.findByRole('button', { name: 'User menu' });
    await tabTo(user, menuButton);
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    const stops: string[] = [];
    menuButton.addEventListener('focus', () => stops.push('User menu'));
    await user.keyboard('{Enter}');
    const settings = await heading('Settings');
    await waitFor(() => expect(settings).toHaveFocus());
    await new Promise((done) => setTimeout(done, 20));
    expect(settings).toHaveFocus();
    // Not by way of the menu's button, where Radix returns it on closing: a screen reader
    // would read 'User menu, button' before the screen's title.
    expect(stops).toEqual([]);
  });

  it('keeps the focus on a screen’s tab when only the address’s query changes', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/list/l1');
    const tab = await screen.findByRole('button', { name: 'Shopping List' });
    await tabTo(user, tab);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('shopping tab')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tab=shopping');
    await new Promise((done) => setTimeout(done, 10));
    expect(tab).toHaveFocus();
  });

  it('leaves the focus where Back left it and says which screen it is', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await tabTo(user, await screen.findByRole('link', { name: 'Weeknights' }));
    await user.keyboard('{Enter}');
    await tabTo(user, await screen.findByRole('button', { name: 'Shopping List' }));
    // The browser's Back: the screen the cook comes back to keeps its own place (the feed's).
    await router.navigate(-1);
    await heading('Your Meal Lists');
    await waitFor(() => expect(status()).toHaveTextContent('Your Meal Lists'));
    expect(document.body).toHaveFocus();
  });

  it('leaves a screen the field it starts in, and says which screen it is', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard');
    await heading('Your Meal Lists');
    await user.tab();
    await router.navigate('/search');
    const field = await screen.findByRole('textbox', { name: 'Search' });
    await waitFor(() => expect(status()).toHaveTextContent('Search'));
    expect(field).toHaveFocus();
  });
});

describe('skip link', () => {
  it('comes first on a signed-in screen and takes the keyboard past the top bar', async () => {
    const user = userEvent.setup();
    renderApp('/dashboard');
    await heading('Your Meal Lists');
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    // The next stop is the screen's first control, not the logo or the user menu.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Weeknights' })).toHaveFocus();
    // Focusable only for the skip: a click on the screen's blank space does not take it.
    expect(main).not.toHaveAttribute('tabindex');
  });
});
