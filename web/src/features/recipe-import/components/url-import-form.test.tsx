import type { ImportedRecipe, MealDraftInput } from '@forkcast/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { stubFetch } from '../../../test/render-with-app.tsx';
import { UrlImportForm } from './url-import-form.tsx';

const URL = 'https://cook.example/recipes/lemon-pie';

const pie: ImportedRecipe = {
  name: 'Lemon Pie',
  description: 'Tart and sweet.',
  imageUrl: 'https://cook.example/pie.jpg',
  servings: 8,
  cookTimeMinutes: 75,
  fridgeLifeDays: 3,
  ingredients: [
    { name: 'flour', quantity: 1.5, unit: 'cup' },
    { name: 'lemons', quantity: 3, unit: '' },
  ],
  directions: ['Make the crust.', 'Bake it.'],
  source: URL,
};

const placeholder: ImportedRecipe = {
  ...pie,
  name: 'Lemon Pie',
  description: '',
  imageUrl: null,
  servings: 1,
  cookTimeMinutes: 30,
  ingredients: [],
  directions: [],
};

function renderForm(routes: Parameters<typeof stubFetch>[0]) {
  const { calls, fetchStub } = stubFetch(routes);
  vi.stubGlobal('fetch', fetchStub);
  const addMeals = vi.fn(async (_meals: MealDraftInput[]) => true);
  const view = render(
    <>
      <UrlImportForm addMeals={addMeals} isAdding={false} onBack={vi.fn()} onCancel={vi.fn()} />
      <Toaster />
    </>,
  );
  return { calls, addMeals, user: userEvent.setup(), ...view };
}

async function importAddress(user: ReturnType<typeof userEvent.setup>, address: string) {
  await user.type(screen.getByLabelText('Recipe URL'), address);
  await user.click(screen.getByRole('button', { name: 'Extract Recipe' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  // Sonner replays toasts still active to a new toaster; each test starts with none.
  toast.dismiss();
});

describe('UrlImportForm', () => {
  it('asks for a valid address and sends nothing otherwise', async () => {
    const { user, calls } = renderForm({});
    await importAddress(user, 'not an address');
    expect(await screen.findAllByText('Please enter a valid URL')).toHaveLength(2);
    expect(screen.getByLabelText('Recipe URL')).toHaveFocus();
    expect(calls).toEqual([]);
  });

  it('fills the editable form from the page and adds the meal with its address as source', async () => {
    const { user, calls, addMeals } = renderForm({
      'POST /api/import/url': { status: 200, body: { status: 'ok', recipe: pie, needsAi: false } },
    });
    await importAddress(user, 'cook.example/recipes/lemon-pie');
    expect(await screen.findByText('Recipe extracted successfully!')).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/api/import/url', body: { url: URL } }]);
    expect(screen.getByLabelText('Meal Name')).toHaveValue('Lemon Pie');
    expect(screen.getByLabelText('Description')).toHaveValue('Tart and sweet.');
    expect(screen.getByLabelText('Image URL')).toHaveValue('https://cook.example/pie.jpg');
    expect(screen.getByRole('img', { name: 'Photo of Lemon Pie' })).toBeInTheDocument();
    expect(screen.getByLabelText('Servings')).toHaveValue(8);
    expect(screen.getByLabelText('Cook Time (minutes)')).toHaveValue(75);
    expect(screen.getByLabelText('Cook Time (minutes)')).toHaveAttribute('step', '5');
    expect(screen.getByLabelText('Cook Time (minutes)')).toHaveAttribute('min', '5');
    expect(screen.getByLabelText('Fridge Life (days)')).toHaveValue(3);
    expect(screen.getByLabelText('Fridge Life (days)')).toHaveAttribute('min', '1');
    expect(screen.getByRole('link', { name: /cook\.example/ })).toHaveAttribute('href', URL);

    const cookTime = screen.getByLabelText('Cook Time (minutes)');
    await user.clear(cookTime);
    await user.type(cookTime, '2');
    await user.tab();
    expect(cookTime).toHaveValue(5);
    await user.clear(screen.getByLabelText('Meal Name'));
    await user.type(screen.getByLabelText('Meal Name'), 'Grandma Lemon Pie');
    await user.click(screen.getByRole('button', { name: 'Add Meal' }));
    expect(addMeals).toHaveBeenCalledWith([
      {
        name: 'Grandma Lemon Pie',
        description: 'Tart and sweet.',
        imageUrl: 'https://cook.example/pie.jpg',
        servings: 8,
        cookTimeMinutes: 5,
        fridgeLifeDays: 3,
        source: URL,
        ingredients: pie.ingredients,
        directions: pie.directions,
      },
    ]);
  });

  it('uses the AI when the reading is incomplete, with the spec toasts', async () => {
    const aiPie = { ...pie, name: 'AI Lemon Pie' };
    const { user, calls } = renderForm({
      'POST /api/import/url': {
        status: 200,
        body: { status: 'incomplete', recipe: placeholder, needsAi: true },
      },
      'POST /api/import/url/ai': { status: 200, body: { status: 'ok', recipe: aiPie } },
    });
    await importAddress(user, URL);
    expect(
      await screen.findByText('Basic extraction incomplete. Using AI to analyze the recipe...'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Recipe extracted with AI assistance!')).toBeInTheDocument();
    expect(screen.getByLabelText('Meal Name')).toHaveValue('AI Lemon Pie');
    expect(calls.map((c) => c.path)).toEqual(['/api/import/url', '/api/import/url/ai']);
  });

  it('falls back to the placeholder when scraping and the AI both fail', async () => {
    const { user, addMeals } = renderForm({
      'POST /api/import/url': {
        status: 200,
        body: {
          status: 'fetch_failed',
          message: 'The website took too long to answer.',
          needsAi: true,
        },
      },
      'POST /api/import/url/ai': { status: 200, body: { status: 'failed', recipe: placeholder } },
    });
    await importAddress(user, URL);
    expect(
      await screen.findByText('Web scraping failed. Using AI to analyze the recipe...'),
    ).toBeInTheDocument();
    expect(screen.getByText('The website took too long to answer.')).toBeInTheDocument();
    expect(
      await screen.findByText('Failed to extract recipe. Please manually enter the details.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Meal Name')).toHaveValue('Lemon Pie');
    expect(screen.getByRole('button', { name: 'Paste the page source' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Meal' }));
    expect(await screen.findAllByText('Please add at least one ingredient')).toHaveLength(2);
    expect(addMeals).not.toHaveBeenCalled();
  });

  it('falls back to the placeholder when the AI step cannot be reached', async () => {
    const { user } = renderForm({
      'POST /api/import/url': {
        status: 200,
        body: { status: 'fetch_failed', message: 'Down.', needsAi: true },
      },
      'POST /api/import/url/ai': {
        status: 500,
        body: { error: { code: 'internal', message: 'x' } },
      },
    });
    await importAddress(user, URL);
    expect(
      await screen.findByText('Failed to extract recipe. Please manually enter the details.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Meal Name')).toHaveValue('Lemon Pie');
  });

  it('shows why an address is refused, and stays on the address', async () => {
    const message = 'That address points to a private or local network, so it cannot be imported.';
    const { user } = renderForm({
      'POST /api/import/url': { status: 400, body: { error: { code: 'bad_request', message } } },
    });
    await importAddress(user, 'http://10.0.0.1/');
    expect(await screen.findByText(message)).toBeInTheDocument();
    // Under the spec's words for a failed import.
    expect(screen.getByText('Failed to extract recipe from URL')).toBeInTheDocument();
    expect(screen.getByLabelText('Recipe URL')).toHaveValue('http://10.0.0.1/');
    expect(screen.queryByLabelText('Meal Name')).not.toBeInTheDocument();
  });

  it("says 'Failed to extract recipe from URL' when the import itself fails", async () => {
    const { user } = renderForm({
      'POST /api/import/url': { status: 500, body: { error: { code: 'internal', message: 'x' } } },
    });
    await importAddress(user, URL);
    expect(await screen.findByText('Failed to extract recipe from URL')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Extract Recipe' })).toBeEnabled();
  });

  it('reads a pasted page source, with the typed address as its source', async () => {
    const { user, calls } = renderForm({
      'POST /api/import/html': { status: 200, body: { status: 'ok', recipe: pie } },
    });
    await user.type(screen.getByLabelText('Recipe URL'), URL);
    const toggle = screen.getByRole('button', { name: 'Paste the page source instead' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Read Page Source' }));
    expect(await screen.findAllByText('Please paste the page source')).toHaveLength(2);
    await user.click(screen.getByLabelText('Page Source'));
    await user.paste('<html><script type="application/ld+json">{}</script></html>');
    await user.click(screen.getByRole('button', { name: 'Read Page Source' }));
    expect(await screen.findByText('Recipe extracted successfully!')).toBeInTheDocument();
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/api/import/html',
        body: { html: '<html><script type="application/ld+json">{}</script></html>', url: URL },
      },
    ]);
    expect(screen.getByLabelText('Meal Name')).toHaveValue('Lemon Pie');
  });

  it('checks the image address and the other fields against the meal rules', async () => {
    const { user, addMeals } = renderForm({
      'POST /api/import/url': { status: 200, body: { status: 'ok', recipe: pie, needsAi: false } },
    });
    await importAddress(user, URL);
    await screen.findByLabelText('Image URL');
    await user.clear(screen.getByLabelText('Image URL'));
    await user.type(screen.getByLabelText('Image URL'), 'not a picture');
    await user.click(screen.getByRole('button', { name: 'Add Meal' }));
    expect(
      await screen.findAllByText('The image must be a web address (https://...)'),
    ).toHaveLength(2);
    expect(screen.getByLabelText('Image URL')).toHaveFocus();
    expect(addMeals).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText('Image URL'));
    await user.click(screen.getByRole('button', { name: 'Add Meal' }));
    await waitFor(() => expect(addMeals).toHaveBeenCalledTimes(1));
    expect(addMeals.mock.calls[0]?.[0][0]?.imageUrl).toBeNull();
  });
});
