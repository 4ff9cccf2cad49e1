import { onlineManager } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { nutrients, shrimpNutrition } from '../test/nutrition-fixtures.ts';
import { CoverageLine } from './coverage-line.tsx';
import { NutritionLabel } from './nutrition-label.tsx';
import { NutritionPanel } from './nutrition-panel.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NutritionLabel', () => {
  it('shows the real figures per serving', () => {
    render(
      <NutritionLabel
        perServing={nutrients({ kcal: 512, fat: 20.5, saturatedFat: 7, sodium: 830, protein: 31 })}
        servings={4}
        isEstimate={false}
      />,
    );
    const facts = screen.getByRole('region', { name: 'Nutrition Facts' });
    expect(within(facts).getByText('512')).toBeInTheDocument();
    expect(within(facts).getByText('20.5g')).toBeInTheDocument();
    expect(within(facts).getByText('830mg')).toBeInTheDocument();
    expect(within(facts).getByText('31g')).toBeInTheDocument();
    expect(within(facts).getByText(/the recipe makes 4 servings/)).toBeInTheDocument();
    expect(within(facts).queryByText(/rough estimate/)).not.toBeInTheDocument();
  });

  it('separates thousands as the schedule does', () => {
    render(
      <NutritionLabel
        perServing={nutrients({ kcal: 2759, sodium: 1200, carbohydrate: 1034.5 })}
        servings={1}
        isEstimate={false}
      />,
    );
    const facts = screen.getByRole('region', { name: 'Nutrition Facts' });
    expect(within(facts).getByText('2,759')).toBeInTheDocument();
    expect(within(facts).getByText('1,200mg')).toBeInTheDocument();
    expect(within(facts).getByText('1,034.5g')).toBeInTheDocument();
  });

  it('says when the figures are the rough estimate', () => {
    render(<NutritionLabel perServing={nutrients({ kcal: 120 })} servings={1} isEstimate />);
    expect(screen.getByText(/rough estimate from the number of ingredients/)).toBeInTheDocument();
    expect(screen.getByText(/makes 1 serving$/)).toBeInTheDocument();
  });
});

describe('CoverageLine', () => {
  it('names how many ingredients count and which were left out', () => {
    render(
      <CoverageLine
        coverage={{ counted: 12, of: 14, leftOut: ['saffron', 'stock'], isReliable: true }}
      />,
    );
    expect(screen.getByText('Based on 12 of 14 ingredients')).toBeInTheDocument();
    expect(screen.getByText('Left out: saffron, stock')).toBeInTheDocument();
    expect(screen.queryByText(/Not reliable/)).not.toBeInTheDocument();
  });

  it('warns below half', () => {
    render(
      <CoverageLine coverage={{ counted: 1, of: 3, leftOut: ['a', 'b'], isReliable: false }} />,
    );
    expect(screen.getByRole('note')).toHaveTextContent(
      'Not reliable: fewer than half of the ingredients could be counted.',
    );
  });

  it('says when there is nothing to count', () => {
    render(<CoverageLine coverage={{ counted: 0, of: 0, leftOut: [], isReliable: false }} />);
    expect(screen.getByText('No ingredients to count yet.')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  it('says nothing is left out when all count', () => {
    render(<CoverageLine coverage={{ counted: 1, of: 1, leftOut: [], isReliable: true }} />);
    expect(screen.getByText('Based on 1 of 1 ingredient')).toBeInTheDocument();
    expect(screen.queryByText(/Left out/)).not.toBeInTheDocument();
  });
});

function renderPanel(canChooseFoods: boolean, routes: Parameters<typeof stubFetch>[0]) {
  const { calls, fetchStub } = stubFetch(routes);
  vi.stubGlobal('fetch', fetchStub);
  renderWithApp(
    [
      {
        path: '/',
        Component: () => (
          <NutritionPanel
            mealId="m1"
            ingredientNames={['spaghetti', 'shrimp', 'salt']}
            canChooseFoods={canChooseFoods}
          />
        ),
      },
    ],
    '/',
  );
  return { calls, user: userEvent.setup() };
}

/** The figures once the cook has chosen unenriched pasta for the spaghetti. */
const chosen = {
  ...shrimpNutrition,
  ingredients: shrimpNutrition.ingredients.map((item, index) =>
    index === 0
      ? { ...item, food: { id: '20420', name: 'Pasta, dry, unenriched' }, isChosen: true }
      : item,
  ),
};

describe('NutritionPanel', () => {
  it('lists each ingredient with its grams and food, and lets the cook pick another food', async () => {
    const { calls, user } = renderPanel(true, {
      'GET /api/meals/m1/nutrition': { status: 200, body: { nutrition: shrimpNutrition } },
      'GET /api/foods?q=pasta': {
        status: 200,
        body: { foods: [{ id: '20420', name: 'Pasta, dry, unenriched' }] },
      },
      'PUT /api/meals/m1/ingredients/a/food': { status: 200, body: { nutrition: chosen } },
    });
    expect(await screen.findByText('200 g · Pasta, dry, enriched')).toBeInTheDocument();
    expect(screen.getByText('Not counted: no amount given')).toBeInTheDocument();
    await user.click(screen.getByText('200 g spaghetti'));
    await user.type(screen.getByLabelText('Choose another food for spaghetti'), 'pasta');
    await user.click(await screen.findByRole('button', { name: 'Pasta, dry, unenriched' }));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ foodId: '20420' });
    expect(await screen.findByText('200 g · Pasta, dry, unenriched')).toBeInTheDocument();
    expect(screen.getByText(/chosen by the cook/)).toBeInTheDocument();
  });

  it('keeps the focus in the picker when a food is chosen by keyboard, and when undone', async () => {
    // The food saved answers with the figures it makes: the chosen food, or the automatic one.
    const { calls, user } = renderPanel(true, {
      'GET /api/meals/m1/nutrition': { status: 200, body: { nutrition: shrimpNutrition } },
      'GET /api/foods?q=pasta': {
        status: 200,
        body: { foods: [{ id: '20420', name: 'Pasta, dry, unenriched' }] },
      },
      get 'PUT /api/meals/m1/ingredients/a/food'() {
        const last = calls.at(-1)?.body as { foodId: string | null } | undefined;
        return { status: 200, body: { nutrition: last?.foodId ? chosen : shrimpNutrition } };
      },
    });
    await user.click(await screen.findByText('200 g spaghetti'));
    const search = screen.getByLabelText('Choose another food for spaghetti');
    await user.type(search, 'pasta');
    const result = await screen.findByRole('button', { name: 'Pasta, dry, unenriched' });
    await user.tab();
    expect(result).toHaveFocus();
    await user.keyboard('{Enter}');
    // The results clear once the food is saved: the focus goes back to the search box, not
    // to the page.
    expect(await screen.findByText('200 g · Pasta, dry, unenriched')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Foods found' })).not.toBeInTheDocument();
    expect(search).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Use the automatic match' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('200 g · Pasta, dry, enriched')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Use the automatic match' }),
    ).not.toBeInTheDocument();
    expect(search).toHaveFocus();
  });

  it('offers no food choice to someone who did not create the recipe', async () => {
    const { user } = renderPanel(false, {
      'GET /api/meals/m1/nutrition': { status: 200, body: { nutrition: shrimpNutrition } },
    });
    await user.click(await screen.findByText('200 g spaghetti'));
    expect(screen.getByText('How we weighed it: 200 g')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Choose another food/)).not.toBeInTheDocument();
  });

  it('says it needs a connection, instead of spinning, when offline with nothing saved', async () => {
    onlineManager.setOnline(false);
    try {
      renderPanel(false, {});
      expect(
        await screen.findByText(
          'The nutrition needs a connection. It shows here once you are back online.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByText('Working out the nutrition...')).not.toBeInTheDocument();
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
