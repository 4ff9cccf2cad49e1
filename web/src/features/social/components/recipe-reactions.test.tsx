import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserFocusFixup } from '../../../test/focus-fixup.ts';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { RecipeReactions } from './recipe-reactions.tsx';

type Routes = Parameters<typeof stubFetch>[0];

function renderReactions(routes: Routes) {
  // The same object, so that a test can change an answer later on.
  const stub = stubFetch(
    Object.assign(routes, {
      'GET /api/recipes/meal-1/reactions': {
        status: 200,
        body: { likeCount: 4, isLiked: false, isSaved: false },
      },
    }),
  );
  vi.stubGlobal('fetch', stub.fetchStub);
  renderWithApp([{ path: '/', element: <RecipeReactions mealId="meal-1" /> }], '/');
  return stub;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RecipeReactions', () => {
  it("likes and unlikes with the spec's toasts and the server's count", async () => {
    const user = userEvent.setup();
    const routes: Routes = {
      'PUT /api/recipes/meal-1/like': {
        status: 200,
        body: { likeCount: 5, isLiked: true, isSaved: false },
      },
      'DELETE /api/recipes/meal-1/like': { status: 204 },
    };
    renderReactions(routes);
    await user.click(await screen.findByRole('button', { name: 'Like 4' }));
    expect(await screen.findByText('Liked recipe!')).toBeInTheDocument();
    const liked = screen.getByRole('button', { name: 'Like 5' });
    expect(liked).toHaveAttribute('aria-pressed', 'true');
    await user.click(liked);
    expect(await screen.findByText('Removed like from recipe')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like 4' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('keeps the keyboard on Like through its request, though it is disabled meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal('fetch', async (_input: RequestInfo | URL, init?: RequestInit) => {
      if ((init?.method ?? 'GET') === 'GET') {
        return Response.json({ likeCount: 4, isLiked: false, isSaved: false });
      }
      return new Promise<Response>((resolve) => {
        answer = resolve;
      });
    });
    renderWithApp([{ path: '/', element: <RecipeReactions mealId="meal-1" /> }], '/');
    const user = userEvent.setup();
    const like = await screen.findByRole('button', { name: 'Like 4' });
    like.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(like).toBeDisabled());
    browserFocusFixup();
    expect(like).not.toHaveFocus();
    await act(async () => {
      answer(Response.json({ likeCount: 5, isLiked: true, isSaved: false }));
    });
    const liked = await screen.findByRole('button', { name: 'Like 5' });
    await waitFor(() => expect(liked).toBeEnabled());
    expect(liked).toHaveFocus();
  });

  it("saves and unsaves with the spec's toasts", async () => {
    const user = userEvent.setup();
    renderReactions({
      'PUT /api/recipes/meal-1/save': {
        status: 200,
        body: { likeCount: 4, isLiked: false, isSaved: true },
      },
      'DELETE /api/recipes/meal-1/save': { status: 204 },
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved recipe!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByText('Removed from saved recipes')).toBeInTheDocument();
  });

  it('asks a signed-out cook to log in, and reports other failures', async () => {
    const user = userEvent.setup();
    const unauthorized = {
      status: 401,
      body: { error: { code: 'unauthorized', message: 'Auth session missing!' } },
    };
    const routes: Routes = {
      'PUT /api/recipes/meal-1/like': unauthorized,
      'PUT /api/recipes/meal-1/save': unauthorized,
    };
    renderReactions(routes);
    await user.click(await screen.findByRole('button', { name: 'Like 4' }));
    expect(await screen.findByText('Please login to like recipes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please login to save recipes')).toBeInTheDocument();

    const broken = { status: 500, body: { error: { code: 'internal', message: 'x' } } };
    routes['PUT /api/recipes/meal-1/like'] = broken;
    routes['PUT /api/recipes/meal-1/save'] = broken;
    await user.click(screen.getByRole('button', { name: 'Like 4' }));
    expect(await screen.findByText('Failed to update like')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save recipe')).toBeInTheDocument();
  });

  it('disables the button while its request runs', async () => {
    const user = userEvent.setup();
    const stub = stubFetch({
      'GET /api/recipes/meal-1/reactions': {
        status: 200,
        body: { likeCount: 0, isLiked: false, isSaved: false },
      },
    });
    let release: () => void = () => undefined;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return new Response(JSON.stringify({ likeCount: 1, isLiked: true, isSaved: false }), {
          status: 200,
        });
      }
      return stub.fetchStub(input, init);
    });
    renderWithApp([{ path: '/', element: <RecipeReactions mealId="meal-1" /> }], '/');
    await user.click(await screen.findByRole('button', { name: 'Like 0' }));
    expect(screen.getByRole('button', { name: 'Like 0' })).toBeDisabled();
    release();
    expect(await screen.findByRole('button', { name: 'Like 1' })).toBeEnabled();
  });
});
