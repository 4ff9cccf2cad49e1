import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { aPost } from '../test-fixtures.ts';
import { CreatePostDialog } from './create-post-dialog.tsx';

type Routes = Parameters<typeof stubFetch>[0];

const meals = {
  meals: [
    {
      id: 'meal-1',
      name: 'Soup',
      description: '',
      imageUrl: null,
      ingredientCount: 3,
      lists: [{ id: 'l1', name: 'Week' }],
      isOwn: true,
    },
    {
      id: 'meal-2',
      name: 'Pie',
      description: '',
      imageUrl: null,
      ingredientCount: 2,
      lists: [],
      isOwn: false,
    },
  ],
};

function renderDialog(extra: Routes = {}) {
  const onOpenChange = vi.fn();
  const stub = stubFetch({ 'GET /api/meals': { status: 200, body: meals }, ...extra });
  vi.stubGlobal('fetch', stub.fetchStub);
  vi.stubGlobal(
    'URL',
    Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => undefined }),
  );
  renderWithApp(
    [{ path: '/', element: <CreatePostDialog open onOpenChange={onOpenChange} /> }],
    '/',
  );
  return { ...stub, onOpenChange };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CreatePostDialog', () => {
  it('starts the keyboard in the text, so the cook can write at once', async () => {
    renderDialog();
    await waitFor(() => expect(screen.getByLabelText('What are you cooking?')).toHaveFocus());
  });

  it("is titled with the spec's line and offers None and 'name (list name)' meals", async () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Create Post' });
    expect(dialog).toHaveAccessibleDescription("Share what you're cooking with the community");
    const picker = screen.getByLabelText('Recipe');
    await screen.findByRole('option', { name: 'Soup (Week)' });
    expect([...(picker as HTMLSelectElement).options].map((o) => o.text)).toEqual([
      'None',
      'Soup (Week)',
      'Pie',
    ]);
    expect(picker).toHaveValue('none');
  });

  it('asks for text, an image or a meal, inline, without sending anything', async () => {
    const user = userEvent.setup();
    const { calls } = renderDialog();
    await user.type(screen.getByLabelText('What are you cooking?'), '   ');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please add text, an image, or select a meal',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('keeps a pasted post over 2,000 characters whole and says why it was not sent', async () => {
    const user = userEvent.setup();
    const { calls } = renderDialog();
    const box = screen.getByLabelText('What are you cooking?');
    const long = 'Slow-cooked beans. '.repeat(110).trim();
    await user.click(box);
    await user.paste(long);
    expect(box).toHaveValue(long);
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Posts can be at most 2,000 characters');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('accepts image files only', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderDialog();
    const input = screen.getByLabelText('Add a photo');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please choose an image file');
    await user.upload(input, new File(['png'], 'dish.png', { type: 'image/png' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const preview = screen.getByRole('img', { name: 'Preview of your upload' });
    // Its size is known before the picture loads: nothing below it moves.
    expect(preview).toHaveAttribute('width');
    expect(preview).toHaveAttribute('height');
    await user.click(screen.getByRole('button', { name: 'Remove photo' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('sends text, the chosen meal and the picture as a form, then closes and resets', async () => {
    const user = userEvent.setup();
    const { calls, onOpenChange } = renderDialog({
      'POST /api/posts': { status: 201, body: aPost({ isOwn: true }) },
    });
    await user.type(screen.getByLabelText('What are you cooking?'), 'Soup night');
    await screen.findByRole('option', { name: 'Soup (Week)' });
    await user.selectOptions(screen.getByLabelText('Recipe'), 'Soup (Week)');
    await user.upload(
      screen.getByLabelText('Add a photo'),
      new File(['png'], 'dish.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    const sent = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent.text).toBe('Soup night');
    expect(sent.mealId).toBe('meal-1');
    expect((sent.image as File).name).toBe('dish.png');
    expect(screen.getByLabelText('What are you cooking?')).toHaveValue('');
  });

  it('offers no search box for a small library', async () => {
    renderDialog();
    await screen.findByRole('option', { name: 'Soup (Week)' });
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });

  it('finds a meal past the 500 newest of a big library, and keeps it chosen after another search', async () => {
    const user = userEvent.setup();
    const newest = Array.from({ length: 500 }, (_, i) => ({
      ...meals.meals[1],
      id: `m-${i}`,
      name: `Weeknight dish ${i}`,
    }));
    const { calls } = renderDialog({
      'GET /api/meals': { status: 200, body: { meals: newest } },
      'GET /api/meals?q=trifle': {
        status: 200,
        body: { meals: [{ ...meals.meals[1], id: 'm-old', name: "Grandma's Trifle" }] },
      },
      'GET /api/meals?q=nothing': { status: 200, body: { meals: [] } },
      'POST /api/posts': { status: 201, body: aPost({ isOwn: true }) },
    });
    await screen.findByRole('option', { name: 'Weeknight dish 0' });
    const search = screen.getByRole('searchbox', { name: 'Find a recipe' });
    await user.type(search, 'trifle');
    await user.selectOptions(
      screen.getByLabelText('Recipe'),
      await screen.findByRole('option', { name: "Grandma's Trifle" }),
    );
    await user.clear(search);
    await user.type(search, 'nothing');
    expect(await screen.findByText('No meals found')).toBeInTheDocument();
    // The chosen meal stays chosen though the last search did not find it.
    expect(screen.getByLabelText('Recipe')).toHaveValue('m-old');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent.mealId).toBe('m-old');
    // Asked once each time the typing stopped, not at every letter.
    expect(calls.filter((c) => c.path.startsWith('/api/meals?')).map((c) => c.path)).toEqual([
      '/api/meals?q=trifle',
      '/api/meals?q=nothing',
    ]);
  });

  it('sends no meal for None, and shows a failure inline, keeping what was typed', async () => {
    const user = userEvent.setup();
    const { calls } = renderDialog({
      'POST /api/posts': {
        status: 400,
        body: { error: { code: 'bad_request', message: 'That file is not an image we can read.' } },
      },
    });
    await user.type(screen.getByLabelText('What are you cooking?'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create post: That file is not an image we can read.',
    );
    const sent = calls.find((c) => c.method === 'POST')?.body as Record<string, unknown>;
    expect(sent).toEqual({ text: 'Hello' });
    expect(screen.getByLabelText('What are you cooking?')).toHaveValue('Hello');
  });
});
