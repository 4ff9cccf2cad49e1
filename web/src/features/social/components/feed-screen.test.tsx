import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { aPage, aPost } from '../test-fixtures.ts';
import { FeedScreen } from './feed-screen.tsx';

type Routes = Parameters<typeof stubFetch>[0];

function renderFeed(routes: Routes, path = '/feed') {
  const stub = stubFetch(routes);
  vi.stubGlobal('fetch', stub.fetchStub);
  const view = renderWithApp(
    [
      { path: '/feed', element: <FeedScreen /> },
      { path: '/post/:postId', element: <FeedScreen highlightPostId="post-9" /> },
      { path: '/profile/:userId', element: <p>A profile</p> },
      { path: '/list/:listId/meal/:mealId', element: <p>Recipe screen</p> },
    ],
    path,
  );
  return { ...stub, ...view };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('FeedScreen', () => {
  it('shows Popular Meals first: author link, date, text as text, recipe link and counts', async () => {
    renderFeed({
      'GET /api/feed/popular': {
        status: 200,
        body: aPage([aPost({ text: '<b>bold?</b>', meal: { id: 'meal-1', name: 'Soup' } })]),
      },
    });
    const post = await screen.findByRole('article', { name: 'Ana Baker' });
    expect(screen.getByRole('tab', { name: 'Popular Meals' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(post).getByRole('link', { name: /Ana Baker/ })).toHaveAttribute(
      'href',
      '/profile/user-ana',
    );
    expect(within(post).getByText('Mar 5, 2026')).toBeInTheDocument();
    expect(within(post).getByText('<b>bold?</b>')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: 'View Recipe: Soup' })).toHaveAttribute(
      'href',
      '/list/any/meal/meal-1',
    );
    expect(within(post).getByRole('button', { name: 'Like 2' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(post).getByRole('button', { name: 'Comments 0' })).toBeInTheDocument();
  });

  it('likes a post: the button waits for the server, then shows its count', async () => {
    const user = userEvent.setup();
    const { calls } = renderFeed({
      'GET /api/feed/popular': { status: 200, body: aPage([aPost()]) },
      'PUT /api/posts/post-1/like': { status: 200, body: { isLiked: true, likeCount: 3 } },
    });
    await user.click(await screen.findByRole('button', { name: 'Like 2' }));
    const liked = await screen.findByRole('button', { name: 'Like 3' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('takes a like back: the delete answers 204 and the count drops by one', async () => {
    const user = userEvent.setup();
    renderFeed({
      'GET /api/feed/popular': {
        status: 200,
        body: aPage([aPost({ isLikedByUser: true, likeCount: 3 })]),
      },
      'DELETE /api/posts/post-1/like': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Like 3' }));
    const unliked = await screen.findByRole('button', { name: 'Like 2' });
    expect(unliked).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so when a like fails', async () => {
    const user = userEvent.setup();
    renderFeed({
      'GET /api/feed/popular': { status: 200, body: aPage([aPost()]) },
      'PUT /api/posts/post-1/like': {
        status: 500,
        body: { error: { code: 'internal', message: 'x' } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Like 2' }));
    expect(await screen.findByText('Failed to update like')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like 2' })).toBeEnabled();
  });

  it('shows the empty texts of both tabs', async () => {
    const user = userEvent.setup();
    renderFeed({
      'GET /api/feed/popular': { status: 200, body: aPage([]) },
      'GET /api/feed/following': { status: 200, body: aPage([]) },
    });
    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Following' }));
    expect(await screen.findByText('Follow users to see their posts here')).toBeInTheDocument();
  });

  it('shows a failed load with a retry instead of an empty feed', async () => {
    const user = userEvent.setup();
    const routes: Routes = {
      'GET /api/feed/popular': {
        status: 503,
        body: { error: { code: 'unavailable', message: 'The kitchen is closed.' } },
      },
    };
    renderFeed(routes);
    expect(await screen.findByText('We could not load the feed')).toBeInTheDocument();
    expect(screen.queryByText('No posts yet')).not.toBeInTheDocument();
    routes['GET /api/feed/popular'] = { status: 200, body: aPage([aPost()]) };
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Ana Baker' })).toBeInTheDocument();
  });

  it('loads the next page with the cursor, without repeating a post', async () => {
    const user = userEvent.setup();
    const { calls } = renderFeed({
      'GET /api/feed/popular': { status: 200, body: aPage([aPost()], 'next 1') },
      'GET /api/feed/popular?cursor=next%201': {
        status: 200,
        body: aPage([
          aPost(),
          aPost({
            id: 'post-2',
            author: { id: 'u2', username: 'bo', fullName: null, avatarUrl: null },
          }),
        ]),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Load more posts' }));
    expect(await screen.findByRole('article', { name: 'bo' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(calls.map((c) => c.path)).toContain('/api/feed/popular?cursor=next%201');
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
  });

  it('refreshes the first page, saying Refreshing... meanwhile', async () => {
    const user = userEvent.setup();
    const routes: Routes = { 'GET /api/feed/popular': { status: 200, body: aPage([aPost()]) } };
    renderFeed(routes);
    await screen.findByRole('article', { name: 'Ana Baker' });
    routes['GET /api/feed/popular'] = {
      status: 200,
      body: aPage([aPost({ id: 'post-new', text: 'Fresh bread' })]),
    };
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('Fresh bread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  it('at /post/{id}, pins and highlights a post that is not on the first page', async () => {
    renderFeed(
      {
        'GET /api/feed/popular': { status: 200, body: aPage([aPost()]) },
        'GET /api/posts/post-9': {
          status: 200,
          body: aPost({ id: 'post-9', text: 'The linked one' }),
        },
      },
      '/post/post-9',
    );
    const linked = await screen.findByText('The linked one');
    const article = linked.closest('article') as HTMLElement;
    expect(article).toHaveClass('ring-3');
    await waitFor(() => expect(article).toHaveFocus());
    expect(screen.getAllByRole('article')[0]).toBe(article);
  });

  it('draws a long page a screenful first and the rest after, then offers the next page', async () => {
    const page = Array.from({ length: 20 }, (_, i) =>
      aPost({ id: `post-${i}`, text: `Dinner ${i}` }),
    );
    renderFeed({ 'GET /api/feed/popular': { status: 200, body: aPage(page, 'next 1') } });
    const drawnFirst = await screen.findAllByRole('article');
    expect(drawnFirst.length).toBeGreaterThanOrEqual(3);
    expect(drawnFirst.length).toBeLessThan(20);
    // The next page waits until this one is all drawn.
    expect(screen.queryByRole('button', { name: 'Load more posts' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(20), {
      timeout: 5000,
    });
    expect(screen.getAllByRole('article').map((a) => a.textContent)).toEqual(
      page.map((post) => expect.stringContaining(post.text ?? '')),
    );
    expect(screen.getByRole('button', { name: 'Load more posts' })).toBeInTheDocument();
  });

  it('at /post/{id}, draws a linked post far down the page at once and goes to it', async () => {
    const page = Array.from({ length: 20 }, (_, i) =>
      aPost({ id: `post-${i}`, text: `Dinner ${i}` }),
    );
    renderFeed({ 'GET /api/feed/popular': { status: 200, body: aPage(page) } }, '/post/post-9');
    // Drawn with the first posts, not steps later.
    const drawnFirst = await screen.findAllByRole('article');
    const article = drawnFirst.find((a) => a.textContent?.includes('Dinner 9')) as HTMLElement;
    expect(article).toBeDefined();
    expect(article).toHaveClass('ring-3');
    await waitFor(() => expect(article).toHaveFocus());
  });

  it('at /post/{id}, says when the post is gone', async () => {
    renderFeed(
      {
        'GET /api/feed/popular': { status: 200, body: aPage([aPost()]) },
        'GET /api/posts/post-9': {
          status: 404,
          body: { error: { code: 'not_found', message: 'gone' } },
        },
      },
      '/post/post-9',
    );
    expect(await screen.findByText('This post is no longer available.')).toBeInTheDocument();
  });

  it('lets the author delete a post after confirming', async () => {
    const user = userEvent.setup();
    const { calls } = renderFeed({
      'GET /api/feed/popular': { status: 200, body: aPage([aPost({ isOwn: true })]) },
      'DELETE /api/posts/post-1': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Post options' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete post' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(screen.queryByRole('article')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(true);
    expect(await screen.findByText('Post deleted')).toBeInTheDocument();
  });

  it('hands the keyboard to the next post once one is deleted', async () => {
    const bo = { id: 'user-bo', username: 'bo', fullName: 'Bo Cook', avatarUrl: null };
    renderFeed({
      'GET /api/feed/popular': {
        status: 200,
        body: aPage([aPost({ isOwn: true }), aPost({ id: 'post-2', author: bo })]),
      },
      'DELETE /api/posts/post-1': { status: 204 },
    });
    const user = userEvent.setup();
    (await screen.findByRole('button', { name: 'Post options' })).focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(screen.getByRole('menuitem', { name: 'Delete post' })).toHaveFocus(),
    );
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this post?' });
    within(dialog).getByRole('button', { name: 'Delete post' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('link', { name: /Bo Cook/ })).toHaveFocus());
  });

  it('shows the placeholder when a post image fails to load', async () => {
    renderFeed({
      'GET /api/feed/popular': {
        status: 200,
        body: aPage([aPost({ imageUrl: '/uploads/posts/broken1234.webp' })]),
      },
    });
    const image = await screen.findByRole('img', { name: 'Dish shared by Ana Baker' });
    image.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('img', { name: 'Failed to load image' })).toBeInTheDocument();
  });
});
