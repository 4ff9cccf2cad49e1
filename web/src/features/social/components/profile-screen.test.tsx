import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { aProfile } from '../test-fixtures.ts';
import { ProfileScreen } from './profile-screen.tsx';

type Routes = Parameters<typeof stubFetch>[0];

function renderProfile(routes: Routes, viewerId = 'user-me') {
  const stub = stubFetch(routes);
  vi.stubGlobal('fetch', stub.fetchStub);
  const view = renderWithApp(
    [
      {
        path: '/profile/:userId',
        element: <ProfileScreen userId="user-ana" viewerId={viewerId} />,
      },
      { path: '/settings', element: <p>Settings screen</p> },
    ],
    '/profile/user-ana',
  );
  return { ...stub, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ProfileScreen', () => {
  it("shows another cook's card, shared meals opened read-only, and the empty carousel", async () => {
    renderProfile({ 'GET /api/profiles/user-ana': { status: 200, body: aProfile() } });
    expect(screen.getByText('Loading profile...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Ana Baker' })).toBeInTheDocument();
    expect(screen.getByText('@ana')).toBeInTheDocument();
    expect(screen.getByText('Lyon')).toBeInTheDocument();
    expect(screen.getByText('AN')).toBeInTheDocument();
    expect(screen.getByText('1 meal')).toBeInTheDocument();
    const shared = screen.getByRole('region', { name: 'Shared Meals' });
    expect(within(shared).getByRole('link', { name: /Tomato soup/ })).toHaveAttribute(
      'href',
      '/list/any/meal/meal-1',
    );
    const popular = screen.getByRole('region', { name: 'Most Popular Meals' });
    expect(within(popular).getByText('No meals shared yet')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Saved' })).not.toBeInTheDocument();
  });

  it('fetches the pictures of the top row seen at once, the first ahead; the rest lazily', async () => {
    const meal = (i: number) => ({
      id: `meal-${i}`,
      name: `Meal ${i}`,
      description: '',
      imageUrl: `/uploads/posts/p${i}_1600x1200.webp`,
      likeCount: 0,
      listId: null,
    });
    renderProfile({
      'GET /api/profiles/user-ana': {
        status: 200,
        body: aProfile({ sharedMeals: [0, 1, 2].map(meal), popularMeals: [3, 4].map(meal) }),
      },
    });
    const shared = await screen.findByRole('region', { name: 'Shared Meals' });
    const pictures = (region: HTMLElement) => [...region.querySelectorAll('img')];
    expect(pictures(shared).map((img) => img.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
    ]);
    expect(pictures(shared).map((img) => img.getAttribute('fetchpriority'))).toEqual([
      'high',
      null,
      null,
    ]);
    const popular = screen.getByRole('region', { name: 'Most Popular Meals' });
    expect(pictures(popular).map((img) => img.getAttribute('loading'))).toEqual(['lazy', 'lazy']);
    expect(pictures(popular).some((img) => img.hasAttribute('fetchpriority'))).toBe(false);
  });

  it('follows and unfollows, updating the follower count', async () => {
    const user = userEvent.setup();
    renderProfile({
      'GET /api/profiles/user-ana': { status: 200, body: aProfile() },
      'PUT /api/profiles/user-ana/follow': {
        status: 200,
        body: { isFollowing: true, followerCount: 4 },
      },
      'DELETE /api/profiles/user-ana/follow': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Follow' }));
    expect(await screen.findByRole('button', { name: 'Unfollow' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '4 Followers' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    expect(await screen.findByRole('button', { name: '3 Followers' })).toBeInTheDocument();
  });

  it('opens the followers list, capped at 60vh, with its empty text', async () => {
    const user = userEvent.setup();
    renderProfile({
      'GET /api/profiles/user-ana': { status: 200, body: aProfile() },
      'GET /api/profiles/user-ana/followers': {
        status: 200,
        body: {
          users: [{ id: 'u2', username: 'bo', fullName: 'Bo Cook', avatarUrl: null }],
          nextCursor: null,
        },
      },
      'GET /api/profiles/user-ana/following': {
        status: 200,
        body: { users: [], nextCursor: null },
      },
    });
    await user.click(await screen.findByRole('button', { name: '3 Followers' }));
    const dialog = await screen.findByRole('dialog', { name: 'Followers' });
    expect(await within(dialog).findByRole('link', { name: /Bo Cook/ })).toHaveAttribute(
      'href',
      '/profile/u2',
    );
    expect(dialog.querySelector('.max-h-\\[60vh\\]')).not.toBeNull();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: '1 Following' }));
    expect(await screen.findByText('Not following anyone yet')).toBeInTheDocument();
  });

  it('keeps its Saved tab in the address, so coming back from a saved recipe shows it again', async () => {
    const user = userEvent.setup();
    const { router } = renderProfile(
      {
        'GET /api/profiles/user-ana': { status: 200, body: aProfile({ isSelf: true }) },
        'GET /api/recipes/saved': { status: 200, body: { recipes: [], nextCursor: null } },
        'GET /api/feed/saved': { status: 200, body: { posts: [], nextCursor: null } },
      },
      'user-ana',
    );
    await user.click(await screen.findByRole('tab', { name: 'Saved' }));
    expect(router.state.location.search).toBe('?tab=saved');
    await router.navigate('/settings');
    await router.navigate(-1);
    expect(await screen.findByRole('tab', { name: 'Saved' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await screen.findByText('No saved recipes yet')).toBeInTheDocument();
  });

  it('shows Unknown User for a profile that does not exist', async () => {
    renderProfile({
      'GET /api/profiles/user-ana': {
        status: 404,
        body: { error: { code: 'not_found', message: 'Unknown User' } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Unknown User' })).toBeInTheDocument();
    expect(screen.getByText('UN')).toBeInTheDocument();
  });

  it("gives one's own profile a Settings button and a Saved tab", async () => {
    const user = userEvent.setup();
    renderProfile(
      {
        'GET /api/profiles/user-ana': {
          status: 200,
          body: aProfile({ isSelf: true, user: { ...aProfile().user, fullName: null } }),
        },
        'GET /api/recipes/saved': { status: 200, body: { recipes: [], nextCursor: null } },
        'GET /api/feed/saved': { status: 200, body: { posts: [], nextCursor: null } },
      },
      'user-ana',
    );
    expect(await screen.findByRole('heading', { name: 'User' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    await user.click(screen.getByRole('tab', { name: 'Saved' }));
    await waitFor(() => expect(screen.getByText('No saved recipes yet')).toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'No saved posts yet' })).toBeInTheDocument();
  });
});
