import type { MealDraftInput } from '@forkcast/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/ui/toaster.tsx';
import { TEXT_EXTRACTION_MS, TextMealForm } from './text-meal-form.tsx';

const RECIPE = `Banana Bread
3 ripe bananas
2 cups flour
1/2 cup sugar

Method:
- Mash the bananas.
- Stir in the rest and bake for 60 minutes.`;

function renderForm() {
  const addMeals = vi.fn(async (_meals: MealDraftInput[]) => true);
  const onBack = vi.fn();
  const onCancel = vi.fn();
  render(
    <>
      <TextMealForm addMeals={addMeals} isAdding={false} onBack={onBack} onCancel={onCancel} />
      <Toaster />
    </>,
  );
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  return { addMeals, onBack, onCancel, user };
}

async function extractText(user: ReturnType<typeof userEvent.setup>, text: string) {
  const box = screen.getByLabelText('Recipe Text');
  await user.clear(box);
  if (text) await user.type(box, text.replace(/[{[]/g, '$&$&'));
  await user.click(screen.getByRole('button', { name: /Extract/ }));
  await act(async () => {
    vi.advanceTimersByTime(TEXT_EXTRACTION_MS);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  // Sonner replays toasts still active to a new toaster; each test starts with none.
  toast.dismiss();
});

describe('TextMealForm', () => {
  it('asks for text before extracting', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Extract Ingredients' }));
    expect(await screen.findAllByText('Please enter some recipe text')).toHaveLength(2);
    expect(screen.getByLabelText('Recipe Text')).toHaveFocus();
    expect(screen.queryByText('Processing...')).not.toBeInTheDocument();
  });

  it("shows 'Processing...' for 1.5 seconds, then the ingredients, name and steps", async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Recipe Text'), RECIPE);
    await user.click(screen.getByRole('button', { name: 'Extract Ingredients' }));
    const busy = screen.getByRole('button', { name: 'Processing...' });
    expect(busy).toBeDisabled();
    await act(async () => {
      vi.advanceTimersByTime(TEXT_EXTRACTION_MS - 100);
    });
    expect(screen.queryByLabelText('Meal Name')).not.toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(100);
    });
    expect(await screen.findByText('Extracted 3 ingredients')).toBeInTheDocument();
    expect(screen.getByLabelText('Meal Name')).toHaveValue('Banana Bread');
    expect(
      screen.getAllByLabelText('Ingredient').map((i) => (i as HTMLInputElement).value),
    ).toEqual(['ripe bananas', 'flour', 'sugar']);
    expect(screen.getAllByLabelText('Unit').map((i) => (i as HTMLInputElement).value)).toEqual([
      'unit',
      'cup',
      'cup',
    ]);
    expect(screen.getByLabelText('Step 1')).toHaveValue('Mash the bananas.');
    expect(screen.getByLabelText('Step 2')).toHaveValue(
      'Stir in the rest and bake for 60 minutes.',
    );
    expect(screen.getByLabelText('Servings')).toHaveValue(1);
  });

  it('hands the keyboard to the extracted name after each extraction', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Recipe Text'), RECIPE);
    // From the keyboard: Extract turns disabled under the focus while it works.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Extract Ingredients' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await act(async () => {
      vi.advanceTimersByTime(TEXT_EXTRACTION_MS);
    });
    expect(screen.getByLabelText('Meal Name')).toHaveFocus();
    screen.getByRole('button', { name: 'Extract Again' }).focus();
    await user.keyboard('{Enter}');
    await act(async () => {
      vi.advanceTimersByTime(TEXT_EXTRACTION_MS);
    });
    expect(screen.getByLabelText('Meal Name')).toHaveFocus();
  });

  it('adds the meal as a text meal with what was extracted and edited', async () => {
    const { user, addMeals } = renderForm();
    await extractText(user, RECIPE);
    await user.click(screen.getByRole('button', { name: 'Increase servings' }));
    await user.type(screen.getByLabelText('Meal Name'), ' Loaf');
    await user.click(screen.getByRole('button', { name: 'Add Meal' }));
    expect(addMeals).toHaveBeenCalledWith([
      {
        name: 'Banana Bread Loaf',
        servings: 1.5,
        source: 'text',
        ingredients: [
          { name: 'ripe bananas', quantity: 3, unit: 'unit', originalLine: '3 ripe bananas' },
          { name: 'flour', quantity: 2, unit: 'cup', originalLine: '2 cups flour' },
          { name: 'sugar', quantity: 0.5, unit: 'cup', originalLine: '1/2 cup sugar' },
        ],
        directions: ['Mash the bananas.', 'Stir in the rest and bake for 60 minutes.'],
      },
    ]);
  });

  it('sends each pasted line with its ingredient while the row is as read, and not once edited', async () => {
    const { user, addMeals } = renderForm();
    await extractText(
      user,
      'Stew\n- 1 (14 oz) can tomatoes\n1/3 cup sugar\n2 cups rice\n3 cups oil, for frying',
    );
    expect(await screen.findByText('Extracted 4 ingredients')).toBeInTheDocument();
    const quantities = screen.getAllByLabelText('Quantity');
    await user.clear(quantities[2] as HTMLElement);
    await user.type(quantities[2] as HTMLElement, '3');
    // Changed and changed back: the row says what its line says again.
    const names = screen.getAllByLabelText('Ingredient');
    await user.type(names[3] as HTMLElement, 's');
    await user.type(names[3] as HTMLElement, '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Add Meal' }));
    expect(addMeals.mock.calls[0]?.[0][0]?.ingredients).toEqual([
      { name: 'tomatoes', quantity: 1, unit: 'can', originalLine: '1 (14 oz) can tomatoes' },
      // Shown and sent to two decimals; the server still takes the line for it.
      { name: 'sugar', quantity: 0.33, unit: 'cup', originalLine: '1/3 cup sugar' },
      { name: 'rice', quantity: 3, unit: 'cup' },
      { name: 'oil', quantity: 3, unit: 'cup', originalLine: '3 cups oil, for frying' },
    ]);
  });

  it("reads the servings a recipe names ('Servings: 6') instead of an ingredient 'servings'", async () => {
    const { user, addMeals } = renderForm();
    await extractText(
      user,
      'Chicken Tray Bake\nServings: 6\n1 kg chicken thighs\n500 g potatoes\n\nMethod\nRoast it all.',
    );
    expect(await screen.findByText('Extracted 2 ingredients')).toBeInTheDocument();
    expect(screen.getByLabelText('Servings')).toHaveValue(6);
    await user.click(screen.getByRole('button', { name: 'Add Meal' }));
    expect(addMeals.mock.calls[0]?.[0][0]).toMatchObject({
      servings: 6,
      ingredients: [
        { name: 'chicken thighs', quantity: 1, unit: 'kg' },
        { name: 'potatoes', quantity: 500, unit: 'g' },
      ],
    });
  });

  it('warns when no ingredient line was found and lets the cook enter them', async () => {
    const { user, addMeals } = renderForm();
    await extractText(user, 'Grandma soup\nSome carrots\nA bit of love');
    expect(
      await screen.findByText("Couldn't extract ingredients. Try entering them manually."),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Meal' }));
    expect(
      await screen.findAllByText(
        'No ingredients found. Please extract ingredients or enter manually.',
      ),
    ).not.toHaveLength(0);
    expect(addMeals).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Ingredient'), 'carrots');
    await user.click(screen.getByRole('button', { name: 'Add Meal' }));
    expect(addMeals).toHaveBeenCalledTimes(1);
    expect(addMeals.mock.calls[0]?.[0][0]?.ingredients).toEqual([
      { name: 'carrots', quantity: 1, unit: '' },
    ]);
  });

  it('needs a meal name', async () => {
    const { user, addMeals } = renderForm();
    await extractText(user, RECIPE);
    await user.clear(screen.getByLabelText('Meal Name'));
    await user.click(screen.getByRole('button', { name: 'Add Meal' }));
    expect(await screen.findAllByText('Please enter a meal name')).toHaveLength(2);
    expect(screen.getByLabelText('Meal Name')).toHaveFocus();
    expect(screen.getByLabelText('Meal Name')).toHaveAttribute('aria-invalid', 'true');
    expect(addMeals).not.toHaveBeenCalled();
  });

  it('goes back and cancels through the footer', async () => {
    const { user, onBack, onCancel } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
