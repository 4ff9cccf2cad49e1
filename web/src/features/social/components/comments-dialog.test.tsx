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

  it('after posting, shows the comments others wrote meanwhile too (the list reloads)', async () => {
    const user = userEvent.setup();
    const routes: Routes = {
      'GET /api/posts/post-1/comments': {
        status: 200,
        body: { comments: [comment('c1', 'First!')], nextCursor: null },
      },
    };
    renderComments(routes);
    expect(await screen.findByText('First!')).toBeInTheDocument();
    // Someone else comments while this dialog is open; then this cook posts.
    const mine = comment('c3', 'Mine', true);
    routes['GET /api/posts/post-1/comments'] = {
      status: 200,
      body: {
        comments: [mine, comment('c2', 'Meanwhile from Ana'), comment('c1', 'First!')],
        nextCursor: null,
      },
    };
    routes['POST /api/posts/post-1/comments'] = {
      status: 201,
      body: { comment: mine, commentCount: 3 },
    };
    await user.type(screen.getByLabelText('Add a comment'), 'Mine{Enter}');
    expect(await screen.findByText('Meanwhile from Ana')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Mine'),
      expect.stringContaining('Meanwhile from Ana'),
      expect.stringContaining('First!'),
    ]);
  });

  it('pressing Older comments puts focus on the first older comment, not the dialog start', async () => {
    const user = userEvent.setup();
    renderComments({
      'GET /api/posts/post-1/comments': {
        status: 200,
        body: { comments: [comment('c2', 'Newer')], nextCursor: 'c2' },
      },
      'GET /api/posts/post-1/comments?cursor=c2': {
        status: 200,
        body: {
          comments: [
            { ...comment('c1', 'Older'), author: { ...author, id: 'u2', fullName: 'Ana Baker' } },
          ],
          nextCursor: null,
        },
      },
    });
    await screen.findByText('Newer');
    const older = screen.getByRole('button', { name: 'Older comments' });
    older.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Older')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Ana Baker' })).toHaveFocus());
  });

  it('adds a comment on top of the list and clears the box', async () => {
    const user = userEvent.setup();
    const routes: Routes = {
      'GET /api/posts/post-1/comments': {
        status: 200,
        body: { comments: [comment('c1', 'Older')], nextCursor: null },
      },
      'POST /api/posts/post-1/comments': {
        status: 201,
        body: { comment: comment('c2', 'Newest', true), commentCount: 2 },
      },
    };
    const { calls } = renderComments(routes);
    await screen.findByText('Older');
    // What the server holds once the comment is posted (the list reloads after a submit).
    routes['GET /api/posts/post-1/comments'] = {
      status: 200,
      body: { comments: [comment('c2', 'Newest', true), comment('c1', 'Older')], nextCursor: null },
    };
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
    const routes: Routes = {
      'GET /api/posts/post-1/comments': { status: 200, body: { comments: [], nextCursor: null } },
      'POST /api/posts/post-1/comments': {
        status: 201,
        body: { comment: comment('c2', 'Lovely', true), commentCount: 1 },
      },
    };
    renderComments(routes);
    await screen.findByText('No comments yet. Be the first to comment!');
    // Posting reads the comments again: the server has the new one by then.
    routes['GET /api/posts/post-1/comments'] = {
      status: 200,
      body: { comments: [comment('c2', 'Lovely', true)], nextCursor: null },
    };
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
    // The button says which comment it deletes.
    expect(screen.getByRole('button', { name: 'Delete comment' })).toHaveAccessibleDescription(
      'Mine',
    );
    await user.click(screen.getByRole('button', { name: 'Delete comment' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete this comment?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() => expect(screen.queryByText('Mine')).not.toBeInTheDocument());
    expect(screen.getByText('Theirs')).toBeInTheDocument();
    // The keyboard goes to the comment box, not the dialog's top.
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Add a comment' })).toHaveFocus(),
    );
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
