import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import {
  MealPlanForm,
  PLAN_PROGRESS_INTERVAL_MS,
  PLAN_PROGRESS_MESSAGES,
} from './meal-plan-form.tsx';
import { generatedRecipe, renderMethod, stubFetchPerTest } from './test-support.tsx';

const fake = stubFetchPerTest();

const plan = [
  generatedRecipe(),
  generatedRecipe({
    name: 'Chana Masala',
    description: 'Chickpeas in a tangy gravy.',
    imageUrl: '/images/dishes/curry.svg',
  }),
  generatedRecipe({ name: 'Shakshuka', description: '', imageUrl: '/images/dishes/breakfast.svg' }),
];

async function generateCustomPlan(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Preferences'), 'cozy dinners');
  await user.type(screen.getByLabelText('Dietary constraints (optional)'), 'vegetarian');
  await user.type(screen.getByLabelText('Available ingredients (optional)'), 'lentils');
  await user.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
}

describe('Generate Meal Plan', () => {
  it('offers Custom Plan and Surprise Me as tabs, 3 meals by default', () => {
    renderMethod(MealPlanForm);
    expect(screen.getByRole('tab', { name: 'Custom Plan' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Surprise Me' })).toBeInTheDocument();
    expect(screen.getByLabelText('Number of meals')).toHaveValue(3);
  });

  it('needs preferences in Custom Plan and 1 to 7 meals, with the spec messages', async () => {
    const user = userEvent.setup();
    renderMethod(MealPlanForm);
    await user.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    expect(
      await screen.findAllByText('Please enter some preferences to guide the meal generation'),
    ).not.toHaveLength(0);
    expect(screen.getByLabelText('Preferences')).toHaveFocus();

    await user.type(screen.getByLabelText('Preferences'), 'pasta');
    await user.clear(screen.getByLabelText('Number of meals'));
    await user.type(screen.getByLabelText('Number of meals'), '8');
    await user.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    expect(await screen.findAllByText('Please choose between 1 and 7 meals')).not.toHaveLength(0);
    expect(fake.current.calls).toHaveLength(0);
  });

  it('asks for a Surprise Me plan without preferences; an empty count means 1', async () => {
    const user = userEvent.setup();
    renderMethod(MealPlanForm);
    await user.click(screen.getByRole('tab', { name: 'Surprise Me' }));
    expect(screen.queryByLabelText('Preferences')).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Number of meals'));
    await user.click(screen.getByRole('button', { name: 'Surprise Me!' }));
    expect(fake.current.calls[0]).toMatchObject({
      path: '/api/ai/plan',
      body: { count: 1, mode: 'surprise', preferences: '' },
    });
  });

  it('rotates its messages every 5 seconds', () => {
    vi.useFakeTimers();
    renderMethod(MealPlanForm);
    fireEvent.change(screen.getByLabelText('Preferences'), { target: { value: 'soups' } });
    fireEvent.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    const status = screen.getByText(PLAN_PROGRESS_MESSAGES[0]);
    act(() => vi.advanceTimersByTime(PLAN_PROGRESS_INTERVAL_MS - 10));
    expect(status).toHaveTextContent(PLAN_PROGRESS_MESSAGES[0]);
    act(() => vi.advanceTimersByTime(10));
    expect(status).toHaveTextContent(PLAN_PROGRESS_MESSAGES[1]);
    act(() => vi.advanceTimersByTime(PLAN_PROGRESS_INTERVAL_MS * 5));
    expect(status).toHaveTextContent(PLAN_PROGRESS_MESSAGES[0]);
  });

  it('hands the keyboard to the plan, to an Edit view, and back to that Edit', async () => {
    const user = userEvent.setup();
    renderMethod(MealPlanForm);
    await generateCustomPlan(user);
    fake.current.answer(200, { meals: plan });
    const list = await screen.findByRole('list', { name: 'Generated meals' });
    await waitFor(() => expect(list).toHaveFocus());
    await user.click(screen.getAllByRole('button', { name: 'Edit' })[1] as HTMLElement);
    expect(screen.getByLabelText('Meal Name')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Back to Meal List' }));
    const edit = screen.getAllByRole('button', { name: 'Edit' })[1];
    expect(edit).toHaveAccessibleDescription('Chana Masala');
    expect(edit).toHaveFocus();
  });

  it('lists the meals, edits one, and adds all with servings 1 and source ai_list', async () => {
    const user = userEvent.setup();
    const { addMeals } = renderMethod(MealPlanForm);
    await generateCustomPlan(user);
    expect(fake.current.calls[0]?.body).toEqual({
      count: 3,
      mode: 'custom',
      preferences: 'cozy dinners',
      dietaryConstraints: 'vegetarian',
      availableIngredients: 'lentils',
    });
    fake.current.answer(200, { meals: plan });
    expect(await screen.findByText('3 delicious meals ready to serve!')).toBeInTheDocument();

    const list = screen.getByRole('list', { name: 'Generated meals' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[1] as HTMLElement).getByText('Chana Masala')).toBeInTheDocument();
    expect(
      within(items[1] as HTMLElement).getByText('2 ingredients · 3 steps'),
    ).toBeInTheDocument();

    const edits = screen.getAllByRole('button', { name: 'Edit' });
    expect(edits[1]).toHaveAccessibleDescription('Chana Masala');
    await user.click(edits[1] as HTMLElement);
    await user.clear(screen.getByLabelText('Meal Name'));
    await user.type(screen.getByLabelText('Meal Name'), 'Weeknight Chana Masala');
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    await user.type(screen.getByLabelText('Step 4'), 'Finish with lemon.');
    expect(screen.queryByLabelText('Servings')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to Meal List' }));
    expect(screen.getByText('Weeknight Chana Masala')).toBeInTheDocument();
    expect(screen.getByText('2 ingredients · 4 steps')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add All Meals' }));
    const added = addMeals.mock.calls[0]?.[0] ?? [];
    expect(added.map((m) => [m.name, m.servings, m.source, m.imageUrl])).toEqual([
      ['Lemony Red Lentil Soup', 1, 'ai_list', '/images/dishes/soup.svg'],
      ['Weeknight Chana Masala', 1, 'ai_list', '/images/dishes/curry.svg'],
      ['Shakshuka', 1, 'ai_list', '/images/dishes/breakfast.svg'],
    ]);
    expect(added[1]?.directions).toHaveLength(4);
  });

  it('says so when adding before any plan, and when every meal was taken off', async () => {
    const user = userEvent.setup();
    const { addMeals } = renderMethod(MealPlanForm);
    await user.click(screen.getByRole('button', { name: 'Add All Meals' }));
    expect(await screen.findByText('No meals have been generated yet')).toBeInTheDocument();

    await generateCustomPlan(user);
    fake.current.answer(200, { meals: [plan[0]] });
    await user.click(await screen.findByRole('button', { name: 'Remove from plan' }));
    await user.click(screen.getByRole('button', { name: 'Add All Meals' }));
    expect(await screen.findByText('No meals to add')).toBeInTheDocument();
    expect(addMeals).not.toHaveBeenCalled();
  });

  it('opens a meal that lost its name instead of adding it', async () => {
    const user = userEvent.setup();
    const { addMeals } = renderMethod(MealPlanForm);
    await generateCustomPlan(user);
    fake.current.answer(200, { meals: plan });
    await user.click((await screen.findAllByRole('button', { name: 'Edit' }))[2] as HTMLElement);
    await user.clear(screen.getByLabelText('Meal Name'));
    await user.click(screen.getByRole('button', { name: 'Back to Meal List' }));
    await user.click(screen.getByRole('button', { name: 'Add All Meals' }));
    expect(await screen.findAllByText('Please enter a meal name')).toHaveLength(2);
    expect(screen.getByLabelText('Meal Name')).toHaveAttribute('aria-invalid', 'true');
    expect(addMeals).not.toHaveBeenCalled();
  });

  it.each([
    ['ai_malformed', "Recipe failed to rise. Let's try again with different preferences."],
    ['ai_no_json', "Kitchen mishap! The recipe format came out wrong. Let's try again."],
    ['ai_invalid', 'Generated meals did not contain valid recipes'],
  ])('resets the form after %s, with its toast', async (code, message) => {
    const user = userEvent.setup();
    renderMethod(MealPlanForm);
    await generateCustomPlan(user);
    fake.current.answer(502, { error: { code, message } });
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Preferences')).toHaveValue(''));
    expect(screen.getByLabelText('Dietary constraints (optional)')).toHaveValue('');
    expect(screen.getByLabelText('Number of meals')).toHaveValue(3);
  });

  it('keeps what was typed after a request failure', async () => {
    const user = userEvent.setup();
    renderMethod(MealPlanForm);
    await generateCustomPlan(user);
    fake.current.answer(502, {
      error: {
        code: 'ai_request',
        message: 'Our chef is having a bad day. Please try again with more specific preferences.',
      },
    });
    expect(await screen.findByText(/Our chef is having a bad day/)).toBeInTheDocument();
    expect(screen.getByLabelText('Preferences')).toHaveValue('cozy dinners');
  });

  it('can be stopped, and stops when the dialog closes', async () => {
    const user = userEvent.setup();
    const { unmount } = renderMethod(MealPlanForm);
    await generateCustomPlan(user);
    await user.click(screen.getByRole('button', { name: 'Stop generating' }));
    expect(fake.current.calls[0]?.signal?.aborted).toBe(true);
    await waitFor(() => expect(screen.getByLabelText('Preferences')).toBeEnabled());
    expect(screen.getByLabelText('Preferences')).toHaveValue('cozy dinners');

    await user.click(screen.getByRole('button', { name: 'Generate Meal Plan' }));
    unmount();
    expect(fake.current.calls[1]?.signal?.aborted).toBe(true);
  });
});
