import type { ListDetail, MealChoice } from '@forkcast/core';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AddMealMethodProps } from '../../../lib/add-meal-method.ts';
import { renderWithApp, stubFetch } from '../../../test/render-with-app.tsx';
import { AddMealDialog } from './add-meal-dialog.tsx';

const list: ListDetail = {
  id: 'l1',
  name: 'Dinners',
  createdAt: '2026-11-01T00:00:00.000Z',
  role: 'owner',
  owner: { id: 'u1', username: 'ana', fullName: null, avatarUrl: null },
  members: [],
  meals: [
    {
      id: 'm-soup',
      itemId: 'i1',
      name: 'Soup',
      description: '',
      originalServings: 1,
      servings: 1,
      source: 'manual',
      imageUrl: null,
      cookTimeMinutes: 30,
      fridgeLifeDays: 3,
      creator: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      scheduledDay: null,
      scheduledType: null,
    },
  ],
};

const choice = (id: string, name: string, ingredientCount: number): MealChoice => ({
  id,
  name,
  description: '',
  imageUrl: null,
  ingredientCount,
  lists: [],
  isOwn: true,
});

function Harness({ methods = {} }: { methods?: Parameters<typeof AddMealDialog>[0]['methods'] }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <AddMealDialog listId="l1" open={open} onOpenChange={setOpen} methods={methods} />
    </>
  );
}

function renderDialog(
  routes: Parameters<typeof stubFetch>[0] = {},
  methods?: Parameters<typeof Harness>[0]['methods'],
) {
  const { calls, fetchStub } = stubFetch({
    'GET /api/lists/l1': { status: 200, body: { list } },
    'GET /api/meals': {
      status: 200,
      body: {
        meals: [
          choice('m-soup', 'Soup', 3),
          choice('m-pie', 'Apple Pie', 7),
          choice('m-stew', 'Irish Stew', 1),
        ],
      },
    },
    ...routes,
  });
  vi.stubGlobal('fetch', fetchStub);
  renderWithApp([{ path: '/', element: <Harness methods={methods} /> }], '/');
  return { calls, user: userEvent.setup() };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AddMealDialog', () => {
  it('offers six ways, goes back to the chooser, and starts over after Cancel', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const chooser = screen.getByRole('dialog', { name: 'Add a new meal' });
    expect(within(chooser).getAllByRole('listitem')).toHaveLength(6);

    await user.click(within(chooser).getByRole('button', { name: /Enter manually/ }));
    const manual = screen.getByRole('dialog', { name: 'Enter meal details' });
    await user.type(within(manual).getByLabelText('Meal Name'), 'Half typed');
    await user.click(within(manual).getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Add a new meal' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: /Enter manually/ }));
    // Choosing again starts the form fresh.
    expect(screen.getByLabelText('Meal Name')).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Add a new meal' })).toBeInTheDocument();
  });

  it('says a way that is not available yet is coming, and adds nothing', async () => {
    const { user, calls } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: /AI meal plan/ }));
    expect(screen.getByRole('dialog', { name: 'Generate Meal Plan' })).toHaveTextContent(
      /coming soon/,
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says offline that importing and AI need a connection, and asks nothing of them', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    function Importer() {
      return <p>Import form</p>;
    }
    const { user } = renderDialog({}, { url: Importer, ai: Importer });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: /Import from a website/ }));
    const dialog = screen.getByRole('dialog', { name: 'Import from URL' });
    expect(dialog).toHaveTextContent("You're offline. This needs a connection");
    expect(screen.queryByText('Import form')).not.toBeInTheDocument();
    // Entering a meal by hand still opens.
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: /Enter manually/ }));
    expect(screen.getByLabelText('Meal Name')).toBeInTheDocument();
    vi.restoreAllMocks();
  });

  it('hands a way from another feature what it needs to add meals', async () => {
    const added = { meals: [{ ...list.meals[0], id: 'new', name: 'Pasta' }] };
    function Fake({ addMeals }: AddMealMethodProps) {
      return (
        <button
          type="button"
          onClick={() =>
            addMeals([{ name: 'Pasta', ingredients: [{ name: 'pasta', quantity: 1, unit: '' }] }])
          }
        >
          Add fake
        </button>
      );
    }
    const { user, calls } = renderDialog(
      { 'POST /api/lists/l1/meals': { status: 201, body: added } },
      { text: Fake },
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: /Paste recipe text/ }));
    await user.click(screen.getByRole('button', { name: 'Add fake' }));
    expect(await screen.findByText('Added "Pasta" to list')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      meals: [{ name: 'Pasta', ingredients: [{ name: 'pasta', quantity: 1, unit: '' }] }],
    });
  });
});

describe('ManualMealForm', () => {
  it('starts the keyboard at Meal Name', async () => {
    const { user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: /Enter manually/ }));
    const form = screen.getByRole('dialog', { name: 'Enter meal details' });
    await waitFor(() => expect(within(form).getByLabelText('Meal Name')).toHaveFocus());
  });

  it('asks for a name, then an ingredient, with the spec toasts, and sends the meal', async () => {
    const created = { meals: [{ ...list.meals[0], id: 'new', name: 'Pancakes' }] };
    const { user, calls } = renderDialog({
      'POST /api/lists/l1/meals': { status: 201, body: created },
    });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: /Enter manually/ }));
    const form = screen.getByRole('dialog', { name: 'Enter meal details' });
    const submit = within(form).getByRole('button', { name: 'Add Meal' });

    await user.click(submit);
    expect(await screen.findByText('Please enter a meal name')).toBeInTheDocument();
    expect(within(form).getByLabelText('Meal Name')).toHaveAttribute('aria-invalid', 'true');
    await user.type(within(form).getByLabelText('Meal Name'), '  Pancakes ');
    await user.click(submit);
    expect(await screen.findByText('Please add at least one ingredient')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.type(within(form).getByLabelText('Ingredient', { exact: true }), 'flour');
    // A blank quantity is not saved as 0 any more: every ingredient has one (decision 011).
    await user.clear(within(form).getByLabelText('Quantity'));
    await user.click(submit);
    expect(
      await screen.findByText('Quantities must be a number from 0.1 to 100,000'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await user.type(within(form).getByLabelText('Quantity'), '1.5');
    await user.type(within(form).getByLabelText('Unit'), 'cup');
    await user.click(within(form).getByRole('button', { name: 'Add Step' }));
    await user.type(within(form).getByLabelText('Step 2'), 'Fry them.');
    await user.click(submit);
    expect(await screen.findByText('Added "Pancakes" to list')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      meals: [
        {
          name: '  Pancakes ',
          description: '',
          servings: 1,
          source: 'manual',
          ingredients: [{ name: 'flour', quantity: 1.5, unit: 'cup' }],
          // The blank first step is dropped.
          directions: ['Fry them.'],
        },
      ],
    });
  });

  it('reads "1/2" and "1 1/2" as a cook means them, and refuses 0 or less plainly', async () => {
    const created = { meals: [{ ...list.meals[0], id: 'new', name: 'Porridge' }] };
    const { user, calls } = renderDialog({
      'POST /api/lists/l1/meals': { status: 201, body: created },
    });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: /Enter manually/ }));
    const form = screen.getByRole('dialog', { name: 'Enter meal details' });
    await user.type(within(form).getByLabelText('Meal Name'), 'Porridge');
    await user.type(within(form).getByLabelText('Ingredient', { exact: true }), 'oats');
    const [oats] = within(form).getAllByLabelText('Quantity');
    await user.clear(oats as HTMLElement);
    await user.type(oats as HTMLElement, '1/2');
    await user.click(within(form).getByRole('button', { name: 'Add Ingredient' }));
    await user.type(
      within(form).getAllByLabelText('Ingredient', { exact: true })[1] as HTMLElement,
      'milk',
    );
    const milk = within(form).getAllByLabelText('Quantity')[1] as HTMLElement;
    await user.clear(milk);
    await user.type(milk, '0');
    const submit = within(form).getByRole('button', { name: 'Add Meal' });

    await user.click(submit);
    expect(await screen.findByText('Quantities must be more than 0')).toBeInTheDocument();
    // Back on the quantity to change, not on the first ingredient.
    expect(milk).toHaveFocus();
    await user.clear(milk);
    await user.type(milk, '-1');
    await user.click(submit);
    expect(await screen.findAllByText('Quantities must be more than 0')).not.toHaveLength(0);
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await user.clear(milk);
    await user.type(milk, '1 1/2');
    await user.click(submit);
    expect(await screen.findByText('Added "Porridge" to list')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      meals: [
        {
          name: 'Porridge',
          ingredients: [
            { name: 'oats', quantity: 0.5, unit: '' },
            { name: 'milk', quantity: 1.5, unit: '' },
          ],
        },
      ],
    });
  });

  it('keeps what was typed when the server refuses, with the spec toast', async () => {
    const { user } = renderDialog({
      'POST /api/lists/l1/meals': {
        status: 400,
        body: {
          error: { code: 'validation_failed', message: 'Meal names can be at most 200 characters' },
        },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: /Enter manually/ }));
    await user.type(screen.getByLabelText('Meal Name'), 'Soup');
    await user.type(screen.getByLabelText('Ingredient', { exact: true }), 'water');
    await user.click(screen.getByRole('button', { name: 'Add Meal' }));
    expect(
      await screen.findByText('Failed to add meal: Meal names can be at most 200 characters'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Meal Name')).toHaveValue('Soup');
  });
});

describe('ExistingMealsPicker', () => {
  it('filters by name whatever the case, counts ingredients and adds the picked meals', async () => {
    const { user, calls } = renderDialog({
      'POST /api/lists/l1/items': { status: 200, body: { added: 1 } },
    });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: /Existing meals/ }));
    const picker = screen.getByRole('dialog', { name: 'Add Existing Meals' });
    expect(await within(picker).findByText('7 ingredients')).toBeInTheDocument();
    expect(within(picker).getByRole('button', { name: 'Add (0)' })).toBeDisabled();
    // Already in the list: shown, ticked, not pickable.
    expect(within(picker).getByRole('checkbox', { name: /Soup/ })).toBeDisabled();

    await user.type(within(picker).getByRole('searchbox'), 'STEW');
    expect(within(picker).queryByText('Apple Pie')).not.toBeInTheDocument();
    await user.clear(within(picker).getByRole('searchbox'));
    await user.type(within(picker).getByRole('searchbox'), 'zzz');
    expect(within(picker).getByText('No meals found')).toBeInTheDocument();
    await user.clear(within(picker).getByRole('searchbox'));

    await user.click(within(picker).getByRole('checkbox', { name: /Apple Pie/ }));
    await user.click(within(picker).getByRole('button', { name: 'Add (1)' }));
    expect(await screen.findByText('Added 1 meal(s) to list')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ mealIds: ['m-pie'] });
    // Every meal came in the first answer: searching asked the server nothing more.
    expect(calls.filter((c) => c.path.startsWith('/api/meals?'))).toEqual([]);
  });

  it('asks the server for a name past the 500 newest meals of a big library', async () => {
    const newest = Array.from({ length: 500 }, (_, i) =>
      choice(`m-${i}`, `Weeknight dish ${i}`, 3),
    );
    const { user, calls } = renderDialog({
      'GET /api/meals': { status: 200, body: { meals: newest } },
      'GET /api/meals?q=trifle': {
        status: 200,
        body: { meals: [choice('m-old', "Grandma's Trifle", 6)] },
      },
    });
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: /Existing meals/ }));
    const picker = screen.getByRole('dialog', { name: 'Add Existing Meals' });
    expect(await within(picker).findByText('Weeknight dish 0')).toBeInTheDocument();
    await user.type(within(picker).getByRole('searchbox'), 'trifle');
    // None of the newest 500 holds it: while the server is asked, the picker says it is
    // looking, not that there is none.
    expect(within(picker).queryByText('No meals found')).not.toBeInTheDocument();
    expect(await within(picker).findByText("Grandma's Trifle")).toBeInTheDocument();
    // Asked once the typing stopped, not at every letter.
    expect(calls.filter((c) => c.path.startsWith('/api/meals?')).map((c) => c.path)).toEqual([
      '/api/meals?q=trifle',
    ]);
  });
});
