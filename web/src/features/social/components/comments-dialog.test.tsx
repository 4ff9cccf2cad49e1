import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { CommentsDialog } from './comments-dialog.tsx';

type Routes = Parameters<typeof stubFetch>[0];

const author = { id: 'u1', username: 'bo', fullName: 'Bo Cook', avatarUrl: null };
const comment = (id: string, text: string, isOwn = false) => ({
  id,
  postId: 'post-1',
  author,
  text,
  createdAt: '2026-03-05T12:00:00.000Z',
  isOwn,
});

function renderComments(routes: Routes) {
  const stub = stubFetch(routes);
  vi.stubGlobal('fetch', stub.fetchStub);
  renderWithApp(
    [
      {
        path: '/',
        element: <CommentsDialog postId="post-1" open onOpenChange={() => undefined} />,
      },
    ],
    '/',
  );
  return stub;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CommentsDialog', () => {
  it('invites the first comment, and keeps Post disabled while the box is blank', async () => {
    const user = userEvent.setup();
    renderComments({
      'GET /api/posts/post-1/comments': { status: 200, body: { comments: [], nextCursor: null } },
    });
    expect(screen.getByRole('dialog', { name: 'Comments' })).toBeInTheDocument();
    expect(
      await screen.findByText('No comments yet. Be the first to comment!'),
    ).toBeInTheDocument();
    const post = screen.getByRole('button', { name: 'Post' });
    expect(post).toBeDisabled();
    await user.type(screen.getByPlaceholderText('Add a comment...'), '   ');
    expect(post).toBeDisabled();
    await user.type(screen.getByPlaceholderText('Add a comment...'), 'Yum');
    expect(post).toBeEnabled();
  });

  it('adds a comment on top of the list and clears the box', async () => {
    const user = userEvent.setup();
    const { calls } = renderComments({
      'GET /api/posts/post-1/comments': {
        status: 200,
        body: { comments: [comment('c1', 'Older')], nextCursor: null },
      },
      'POST /api/posts/post-1/comments': {
        status: 201,
        body: { comment: comment('c2', 'Newest', true), commentCount: 2 },
      },
    });
    await screen.findByText('Older');
    await user.type(screen.getByPlaceholderText('Add a comment...'), 'Newest');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(screen.getByPlaceholderText('Add a comment...')).toHaveValue(''));
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Newest'),
      expect.stringContaining('Older'),
    ]);
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ text: 'Newest' });
  });

  it('keeps the keyboard in the box after Post, ready for the next comment', async () => {
    const user = userEvent.setup();
    renderComments({
      'GET /api/posts/post-1/comments': { status: 200, body: { comments: [], nextCursor: null } },
      'POST /api/posts/post-1/comments': {
        status: 201,
        body: { comment: comment('c2', 'Lovely', true), commentCount: 1 },
      },
    });
    await screen.findByText('No comments yet. Be the first to comment!');
    await user.type(screen.getByRole('textbox', { name: 'Add a comment' }), 'Lovely');
    // Tab to Post and press it, as a keyboard user does: Post turns disabled under the focus.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Post' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByText('Lovely');
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveFocus(),
    );
  });

  it('keeps a pasted comment over 1,000 characters whole and says why it was not posted', async () => {
    const user = userEvent.setup();
    const { calls } = renderComments({
      'GET /api/posts/post-1/comments': { status: 200, body: { comments: [], nextCursor: null } },
    });
    await screen.findByText('No comments yet. Be the first to comment!');
    const box = screen.getByPlaceholderText('Add a comment...');
    const long = 'So good! '.repeat(120).trim();
    await user.click(box);
    await user.paste(long);
    expect(box).toHaveValue(long);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Comments can be at most 1,000 characters');
    expect(box).toHaveAccessibleDescription('Comments can be at most 1,000 characters');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    // Shortening it clears the message.
    await user.type(box, '{backspace}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the author delete their comment after confirming', async () => {
    const user = userEvent.setup();
    renderComments({
      'GET /api/posts/post-1/comments': {
        status: 200,
        body: {
          comments: [comment('c1', 'Mine', true), comment('c2', 'Theirs')],
          nextCursor: null,
        },
      },
      'DELETE /api/comments/c1': { status: 204 },
    });
    await screen.findByText('Mine');
    expect(screen.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete comment' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(screen.queryByText('Mine')).not.toBeInTheDocument());
    expect(screen.getByText('Theirs')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    renderComments({
      'GET /api/posts/post-1/comments': {
        status: 500,
        body: { error: { code: 'internal', message: 'x' } },
      },
    });
    expect(await screen.findByText('We could not load the comments.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
