import type { MealDetail } from '@forkcast/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { shrimpNutrition } from '../test/nutrition-fixtures.ts';
import { MealDetailScreen, type MealDetailScreenProps } from './meal-detail-screen.tsx';

const meal: MealDetail = {
  id: 'm1',
  name: 'Shrimp Pasta',
  description: 'Garlicky',
  originalServings: 2,
  servings: 2,
  source: 'https://www.example.com/shrimp-pasta',
  imageUrl: null,
  cookTimeMinutes: 25,
  fridgeLifeDays: 2,
  directions: ['Boil the pasta.', 'Fry the shrimp.'],
  ingredients: [
    { id: 'a', name: 'spaghetti', quantity: 200, unit: 'g' },
    { id: 'b', name: 'shrimp', quantity: 1, unit: 'cup' },
    { id: 'c', name: 'salt', quantity: 0, unit: '' },
  ],
  creator: { id: 'u1', username: 'ana', fullName: 'Ana', avatarUrl: null },
  createdAt: '2026-11-01T00:00:00.000Z',
  list: { id: 'l1', name: 'Dinners' },
  scheduledDay: null,
  scheduledType: null,
  canEdit: true,
};

function renderMeal(
  path: string,
  routes: Parameters<typeof stubFetch>[0],
  renderPrepMode?: MealDetailScreenProps['renderPrepMode'],
) {
  const { calls, fetchStub } = stubFetch(routes);
  vi.stubGlobal('fetch', fetchStub);
  renderWithApp(
    [
      {
        path: '/list/:listId/meal/:mealId',
        Component: function Route() {
          const { listId = '', mealId = '' } = useParams();
          return (
            <MealDetailScreen listId={listId} mealId={mealId} renderPrepMode={renderPrepMode} />
          );
        },
      },
    ],
    path,
  );
  return { calls, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MealDetailScreen', () => {
  it('scales the amounts with the servings and saves them for the list', async () => {
    const { calls, user } = renderMeal('/list/l1/meal/m1', {
      'GET /api/meals/m1?listId=l1': { status: 200, body: { meal } },
      'PATCH /api/lists/l1/items/m1': {
        status: 200,
        body: { item: { mealId: 'm1', servings: 3, scheduledDay: null, scheduledType: null } },
      },
    });
    const ingredients = await screen.findByRole('region', { name: 'Ingredients' });
    expect(within(ingredients).getByText('200 g')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Increase servings' }));
    expect(within(ingredients).getByText('250 g')).toBeInTheDocument();
    expect(within(ingredients).getByText('1.3 cup')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ servings: 2.5 });
    expect(screen.getByRole('button', { name: 'Prepare Shrimp Pasta' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /example\.com/ })).toHaveAttribute('href', meal.source);
  });

  it("writes a plain count without the spec's default unit word ('3', not '3 unit')", async () => {
    renderMeal('/list/l1/meal/m1', {
      'GET /api/meals/m1?listId=l1': {
        status: 200,
        body: {
          meal: {
            ...meal,
            ingredients: [
              { id: 'e', name: 'Eggs', quantity: 3, unit: 'unit' },
              { id: 'a', name: 'spaghetti', quantity: 200, unit: 'g' },
            ],
          },
        },
      },
    });
    const ingredients = await screen.findByRole('region', { name: 'Ingredients' });
    const eggs = within(ingredients).getByText('Eggs').closest('li') as HTMLElement;
    expect(eggs).toHaveTextContent(/^3Eggs$/);
    expect(within(ingredients).queryByText(/unit/)).not.toBeInTheDocument();
    expect(within(ingredients).getByText('200 g')).toBeInTheDocument();
  });

  it('puts the servings back and says so when saving them fails', async () => {
    const { user } = renderMeal('/list/l1/meal/m1', {
      'GET /api/meals/m1?listId=l1': { status: 200, body: { meal } },
      'PATCH /api/lists/l1/items/m1': {
        status: 500,
        body: { error: { code: 'internal', message: 'Something went wrong' } },
      },
    });
    await screen.findByRole('region', { name: 'Ingredients' });
    await user.click(screen.getByRole('button', { name: 'Increase servings' }));
    expect(
      await screen.findByText('Failed to update servings: Something went wrong'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Servings')).toHaveValue(2);
  });

  it("hides servings and ingredient editing on the 'any' view", async () => {
    renderMeal('/list/any/meal/m1', {
      'GET /api/meals/m1': { status: 200, body: { meal: { ...meal, list: null } } },
    });
    await screen.findByRole('region', { name: 'Ingredients' });
    expect(screen.queryByLabelText('Servings')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit ingredients' })).not.toBeInTheDocument();
  });

  it('offers to add steps to a recipe without any', async () => {
    renderMeal('/list/l1/meal/m1', {
      'GET /api/meals/m1?listId=l1': { status: 200, body: { meal: { ...meal, directions: [] } } },
    });
    expect(
      await screen.findByRole('button', { name: 'Edit Recipe to Add Cooking Steps' }),
    ).toBeInTheDocument();
  });

  it('says when the recipe cannot be found, with its id', async () => {
    renderMeal('/list/l1/meal/nope', {
      'GET /api/meals/nope?listId=l1': {
        status: 404,
        body: { error: { code: 'not_found', message: 'Could not find this recipe' } },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Could not find this recipe' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Recipe ID: nope')).toBeInTheDocument();
  });

  it('shows the nutrition from the server and names the allergens', async () => {
    const { user } = renderMeal('/list/l1/meal/m1', {
      'GET /api/meals/m1?listId=l1': { status: 200, body: { meal } },
      'GET /api/meals/m1/nutrition': { status: 200, body: { nutrition: shrimpNutrition } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Nutrition' }));
    const facts = await screen.findByRole('region', { name: 'Nutrition Facts' });
    expect(within(facts).getByText('431')).toBeInTheDocument();
    expect(screen.getByText('Based on 2 of 3 ingredients')).toBeInTheDocument();
    expect(screen.getByText('Contains Shellfish')).toBeInTheDocument();
    expect(screen.getByText('Contains Wheat')).toBeInTheDocument();
    expect(screen.getByText('Nutrition data: USDA SR28')).toBeInTheDocument();
  });

  it("titles the Nutrition tab's sections one level under the screen's title", async () => {
    const { user } = renderMeal('/list/l1/meal/m1', {
      'GET /api/meals/m1?listId=l1': { status: 200, body: { meal } },
      'GET /api/meals/m1/nutrition': { status: 200, body: { nutrition: shrimpNutrition } },
    });
    await user.click(await screen.findByRole('tab', { name: 'Nutrition' }));
    await screen.findByRole('region', { name: 'Nutrition Facts' });
    // The shell's h1 is the page title; no h2 stands between it and these (axe: heading-order).
    for (const name of ['Nutrition Facts', 'Macronutrients', 'Cautions']) {
      expect(screen.getByRole('heading', { name })).toHaveProperty('tagName', 'H2');
    }
  });

  it("gives the keyboard back to 'Prepare' when preparation mode is left", async () => {
    const { user } = renderMeal(
      '/list/l1/meal/m1',
      { 'GET /api/meals/m1?listId=l1': { status: 200, body: { meal } } },
      ({ onExit }) => (
        <button type="button" onClick={onExit}>
          Exit Preparation Mode
        </button>
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Prepare Shrimp Pasta' }));
    await user.click(screen.getByRole('button', { name: 'Exit Preparation Mode' }));
    expect(screen.getByRole('button', { name: 'Prepare Shrimp Pasta' })).toHaveFocus();
  });
});
