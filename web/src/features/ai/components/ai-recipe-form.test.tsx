import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  AiRecipeForm,
  RECIPE_PROGRESS_INTERVAL_MS,
  RECIPE_PROGRESS_MESSAGES,
} from './ai-recipe-form.tsx';
import { generatedRecipe, renderMethod, stubFetchPerTest } from './test-support.tsx';

const fake = stubFetchPerTest();

async function describeAndGenerate(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(screen.getByLabelText('Meal description'), text);
  await user.click(screen.getByRole('button', { name: 'Generate' }));
}

describe('AI Recipe Generator', () => {
  it('asks for a description before generating, in the page, without a request', async () => {
    const user = userEvent.setup();
    renderMethod(AiRecipeForm);
    await user.type(screen.getByLabelText('Meal description'), '   ');
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findAllByText('Please enter a meal description')).not.toHaveLength(0);
    expect(screen.getByLabelText('Meal description')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Meal description')).toHaveFocus();
    expect(fake.current.calls).toHaveLength(0);
  });

  it('rotates playful messages every 4 seconds while the kitchen works', async () => {
    vi.useFakeTimers();
    renderMethod(AiRecipeForm);
    fireEvent.change(screen.getByLabelText('Meal description'), {
      target: { value: 'lentil soup' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const status = screen.getByText(RECIPE_PROGRESS_MESSAGES[0]);
    expect(status).toHaveTextContent(RECIPE_PROGRESS_MESSAGES[0]);
    act(() => vi.advanceTimersByTime(RECIPE_PROGRESS_INTERVAL_MS - 10));
    expect(status).toHaveTextContent(RECIPE_PROGRESS_MESSAGES[0]);
    act(() => vi.advanceTimersByTime(10));
    expect(status).toHaveTextContent(RECIPE_PROGRESS_MESSAGES[1]);
    act(() => vi.advanceTimersByTime(RECIPE_PROGRESS_INTERVAL_MS));
    expect(status).toHaveTextContent(RECIPE_PROGRESS_MESSAGES[2]);
    // The screen stays live: the description is locked, but Back still answers.
    expect(screen.getByLabelText('Meal description')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
  });

  it('hands the keyboard to the generated recipe, at its name', async () => {
    const user = userEvent.setup();
    renderMethod(AiRecipeForm);
    await describeAndGenerate(user, 'a warming lentil soup');
    fake.current.answer(200, { recipe: generatedRecipe() });
    expect(await screen.findByText('Recipe ready to serve!')).toBeInTheDocument();
    expect(screen.getByLabelText('Meal Name')).toHaveFocus();
  });

  it('shows the recipe to edit, then adds it with source ai and the servings chosen', async () => {
    const user = userEvent.setup();
    const { addMeals } = renderMethod(AiRecipeForm);
    expect(screen.getByRole('button', { name: 'Add Meal' })).toBeDisabled();
    await describeAndGenerate(user, '  a warming lentil soup ');
    expect(fake.current.calls[0]).toMatchObject({
      path: '/api/ai/recipe',
      body: { prompt: 'a warming lentil soup' },
    });
    fake.current.answer(200, { recipe: generatedRecipe() });

    expect(await screen.findByText('Recipe ready to serve!')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Lemony Red Lentil Soup' })).toHaveAttribute(
      'src',
      '/images/dishes/soup.svg',
    );
    expect(screen.getByLabelText('Meal Name')).toHaveValue('Lemony Red Lentil Soup');
    expect(screen.getByLabelText('Servings')).toHaveValue(4);
    expect(
      screen.getAllByLabelText('Ingredient').map((i) => (i as HTMLInputElement).value),
    ).toEqual(['red lentils', 'vegetable stock']);
    expect(screen.getByLabelText('Step 3')).toHaveValue('Blend.');

    // Directions: add a step, remove steps, but never the last one.
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    await user.type(screen.getByLabelText('Step 4'), 'Serve with lemon.');
    for (let i = 0; i < 3; i += 1) {
      await user.click(
        screen.getAllByRole('button', { name: 'Remove this step' })[0] as HTMLElement,
      );
    }
    expect(screen.getByRole('button', { name: 'Remove this step' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Increase servings' }));
    await user.clear(screen.getByLabelText('Meal Name'));
    expect(screen.getByRole('button', { name: 'Add Meal' })).toBeDisabled();
    await user.type(screen.getByLabelText('Meal Name'), 'Red Lentil Soup');
    await user.click(screen.getByRole('button', { name: 'Add Meal' }));

    expect(addMeals).toHaveBeenCalledWith([
      {
        name: 'Red Lentil Soup',
        description: 'A smooth, warming soup.',
        servings: 4.5,
        source: 'ai',
        imageUrl: '/images/dishes/soup.svg',
        cookTimeMinutes: 35,
        fridgeLifeDays: 5,
        ingredients: [
          { name: 'red lentils', quantity: 1.5, unit: 'cup' },
          { name: 'vegetable stock', quantity: 6, unit: 'cup' },
        ],
        directions: ['Serve with lemon.'],
      },
    ]);
  });

  it('returns to the description with the spec toast when generation fails', async () => {
    const user = userEvent.setup();
    const { addMeals } = renderMethod(AiRecipeForm);
    await describeAndGenerate(user, 'lentil soup');
    fake.current.answer(502, {
      error: {
        code: 'ai_request',
        message: "Kitchen disaster! Failed to cook up your recipe. Let's try again.",
      },
    });
    expect(
      await screen.findByText("Kitchen disaster! Failed to cook up your recipe. Let's try again."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Meal description')).toHaveValue('lentil soup');
    expect(screen.getByLabelText('Meal description')).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add Meal' })).toBeDisabled();
    expect(addMeals).not.toHaveBeenCalled();
  });

  it('shows the server reason when it refuses (too many generations)', async () => {
    const user = userEvent.setup();
    renderMethod(AiRecipeForm);
    await describeAndGenerate(user, 'lentil soup');
    fake.current.answer(429, { error: { code: 'rate_limited', message: 'Slow down, chef.' } });
    expect(await screen.findByText('Slow down, chef.')).toBeInTheDocument();
  });

  it('can be stopped: the request is aborted and the description comes back', async () => {
    const user = userEvent.setup();
    renderMethod(AiRecipeForm);
    await describeAndGenerate(user, 'lentil soup');
    await user.click(screen.getByRole('button', { name: 'Stop generating' }));
    expect(fake.current.calls[0]?.signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.getByLabelText('Meal description')).toBeEnabled());
    expect(screen.queryByText(/Kitchen disaster/)).not.toBeInTheDocument();
  });

  it('stops the request when the person leaves the form', async () => {
    const user = userEvent.setup();
    const { unmount } = renderMethod(AiRecipeForm);
    await describeAndGenerate(user, 'lentil soup');
    unmount();
    expect(fake.current.calls[0]?.signal?.aborted).toBe(true);
  });

  it("shows a model's words as text, never as markup", async () => {
    const user = userEvent.setup();
    const { container } = renderMethod(AiRecipeForm);
    await describeAndGenerate(user, 'soup');
    fake.current.answer(200, {
      recipe: generatedRecipe({
        name: '<img src=x onerror="alert(1)">',
        directions: ['<b>Boil</b> the <script>alert(2)</script> water.'],
      }),
    });
    expect(await screen.findByLabelText('Meal Name')).toHaveValue('<img src=x onerror="alert(1)">');
    expect(screen.getByLabelText('Step 1')).toHaveValue(
      '<b>Boil</b> the <script>alert(2)</script> water.',
    );
    expect(container.querySelector('img[src="x"], script, b')).toBeNull();
  });

  it('asks for an ingredient before adding a placeholder recipe', async () => {
    const user = userEvent.setup();
    const { addMeals } = renderMethod(AiRecipeForm);
    await describeAndGenerate(user, 'soup');
    fake.current.answer(200, {
      recipe: generatedRecipe({
        name: 'Generated Recipe',
        ingredients: [],
        directions: ['No directions available.'],
      }),
    });
    expect(await screen.findByLabelText('Meal Name')).toHaveValue('Generated Recipe');
    await user.click(screen.getByRole('button', { name: 'Add Meal' }));
    expect(await screen.findByText('Please add at least one ingredient')).toBeInTheDocument();
    expect(screen.getByLabelText('Ingredient')).toHaveFocus();
    expect(addMeals).not.toHaveBeenCalled();
  });
});
