import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DirectionsEditor } from './directions-editor.tsx';
import { IngredientRowsEditor } from './ingredient-rows-editor.tsx';
import {
  type DirectionRow,
  fromDirectionRows,
  fromIngredientRows,
  type IngredientRow,
  ingredientsProblem,
  ingredientsProblemControl,
  toDirectionRows,
  toIngredientRows,
} from './recipe-rows.ts';
import { ServingsField } from './servings-field.tsx';

describe('recipe rows', () => {
  it('keep only named ingredients, with quantities as numbers', () => {
    const rows = toIngredientRows([
      { name: 'flour', quantity: 1 / 3, unit: 'cup' },
      { name: 'salt', quantity: 0, unit: '' },
    ]);
    expect(rows.map((r) => r.quantity)).toEqual(['0.33', '0']);
    expect(
      fromIngredientRows([
        ...rows,
        { key: 'x', name: '   ', quantity: '2', unit: 'g' },
        { key: 'y', name: ' eggs ', quantity: 'two', unit: ' ' },
        { key: 'z', name: 'milk', quantity: '1,5', unit: 'cup' },
      ]),
    ).toEqual([
      { name: 'flour', quantity: 0.33, unit: 'cup' },
      { name: 'salt', quantity: 0, unit: '' },
      { name: 'eggs', quantity: Number.NaN, unit: '' },
      { name: 'milk', quantity: 1.5, unit: 'cup' },
    ]);
  });

  it('send an imported row back with its line while it is as read, and without once edited', () => {
    const rows = toIngredientRows([
      {
        name: 'chickpeas',
        quantity: 1,
        unit: 'can',
        originalLine: '1 (15 oz) can chickpeas, drained',
      },
      { name: 'salt', quantity: 1, unit: '', originalLine: 'Salt to taste' },
      { name: 'rice', quantity: 2, unit: 'cup', originalLine: '2 cups rice' },
      { name: 'milk', quantity: 1, unit: 'cup' },
    ]);
    const [chickpeas, salt, rice, milk] = rows;
    if (!chickpeas || !salt || !rice || !milk) throw new Error('four rows');
    expect(
      fromIngredientRows([
        chickpeas,
        { ...salt, quantity: '2' },
        { ...rice, name: 'brown rice' },
        milk,
      ]),
    ).toEqual([
      {
        name: 'chickpeas',
        quantity: 1,
        unit: 'can',
        originalLine: '1 (15 oz) can chickpeas, drained',
      },
      { name: 'salt', quantity: 2, unit: '' },
      { name: 'brown rice', quantity: 2, unit: 'cup' },
      { name: 'milk', quantity: 1, unit: 'cup' },
    ]);
  });

  it('name what stops the ingredients from being saved, as the server would (decision 011)', () => {
    const row = (name: string, quantity: string): IngredientRow => ({
      key: name,
      name,
      quantity,
      unit: '',
    });
    const invalid = 'Quantities must be a number from 0.1 to 100,000';
    expect(ingredientsProblem([row('', '1')])).toBe('Please add at least one ingredient');
    expect(ingredientsProblem([row('salt', '')])).toBe(invalid);
    expect(ingredientsProblem([row('salt', '0.05')])).toBe(invalid);
    expect(ingredientsProblem([row('salt', '0,1'), row('', '')])).toBeNull();
  });

  it('read quantities as a cook types them, and say plainly what is wrong with one', () => {
    const row = (name: string, quantity: string): IngredientRow => ({
      key: `${name}-${quantity}`,
      name,
      quantity,
      unit: 'cup',
    });
    expect(
      fromIngredientRows(['1/2', '1 1/2', '1½', '0.25', '1,5'].map((q) => row('milk', q))).map(
        (i) => i.quantity,
      ),
    ).toEqual([0.5, 1.5, 1.5, 0.25, 1.5]);
    expect(ingredientsProblem([row('milk', '1/2'), row('flour', '2 1/4')])).toBeNull();
    expect(ingredientsProblem([row('milk', '0')])).toBe('Quantities must be more than 0');
    expect(ingredientsProblem([row('milk', '-1')])).toBe('Quantities must be more than 0');
    expect(ingredientsProblem([row('salt', 'a pinch')])).toBe(
      'Write the quantity as a number, like 2, 1/2, 1 1/2 or 0.25',
    );
    // The control to put the cook back on: the first named row whose quantity is wrong.
    expect(ingredientsProblemControl([row('milk', '1'), row('', 'x'), row('salt', '0')])).toBe(
      'quantity-2',
    );
    expect(ingredientsProblemControl([row('', '1')])).toBe('ingredient-0');
  });

  it('drop blank steps and always start with one row to type into', () => {
    expect(fromDirectionRows(toDirectionRows([' Mix ', '', 'Bake']))).toEqual(['Mix', 'Bake']);
    expect(toDirectionRows([])).toHaveLength(1);
    expect(toIngredientRows([])).toHaveLength(1);
  });
});

function Ingredients({ initial }: { initial: IngredientRow[] }) {
  const [rows, setRows] = useState(initial);
  return <IngredientRowsEditor rows={rows} onChange={setRows} />;
}

function Directions({ initial }: { initial: DirectionRow[] }) {
  const [rows, setRows] = useState(initial);
  return <DirectionsEditor rows={rows} onChange={setRows} />;
}

describe('ingredient rows editor', () => {
  it('adds rows and never removes the last one', async () => {
    const user = userEvent.setup();
    render(
      <Ingredients initial={toIngredientRows([{ name: 'rice', quantity: 1, unit: 'cup' }])} />,
    );
    expect(screen.getByRole('button', { name: 'Remove rice' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Ingredient' }));
    expect(screen.getAllByLabelText('Ingredient')).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Remove row 2' })).toBeEnabled();
    await user.type(screen.getAllByLabelText('Ingredient')[1] as HTMLElement, 'beans');
    await user.click(screen.getByRole('button', { name: 'Remove rice' }));
    expect(
      screen.getAllByLabelText('Ingredient').map((i) => (i as HTMLInputElement).value),
    ).toEqual(['beans']);
    expect(screen.getByRole('button', { name: 'Remove beans' })).toBeDisabled();
  });

  it('keeps a quantity as typed, fractions and all, and marks a wrong one when told', async () => {
    const user = userEvent.setup();
    const rows = toIngredientRows([{ name: 'rice', quantity: 1, unit: 'cup' }]);
    const { rerender } = render(<Ingredients initial={rows} />);
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    // A number field keeps '112' of this (the slash dropped) or nothing at all.
    await user.type(quantity, '1 1/2');
    expect(quantity).toHaveValue('1 1/2');
    expect(quantity).not.toHaveAttribute('aria-invalid');
    rerender(
      <IngredientRowsEditor
        rows={[{ ...(rows[0] as IngredientRow), quantity: '0' }]}
        onChange={() => {}}
        error="Quantities must be more than 0"
      />,
    );
    expect(screen.getByLabelText('Quantity')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('directions editor', () => {
  it('numbers steps, adds and removes them, keeping one', async () => {
    const user = userEvent.setup();
    render(<Directions initial={toDirectionRows(['Chop', 'Fry'])} />);
    expect(screen.getByLabelText('Step 2')).toHaveValue('Fry');
    const [first] = screen.getAllByRole('button', { name: 'Remove this step' });
    expect(first).toHaveAccessibleDescription('Step 1');
    await user.click(first as HTMLElement);
    expect(screen.getByLabelText('Step 1')).toHaveValue('Fry');
    expect(screen.getByRole('button', { name: 'Remove this step' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add Step' }));
    expect(screen.getByLabelText('Step 2')).toHaveValue('');
  });
});

describe('servings field', () => {
  it('steps by 0.5 within 0.5 to 20 and normalizes typed values', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { rerender } = render(<ServingsField value={0.5} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Decrease servings' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase servings' }));
    expect(onChange).toHaveBeenLastCalledWith(1);
    rerender(<ServingsField value={1} onChange={onChange} />);
    const field = screen.getByLabelText('Servings');
    await user.clear(field);
    await user.type(field, '33{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(20);
    await user.clear(field);
    await user.type(field, '2.345');
    await user.tab();
    expect(onChange).toHaveBeenLastCalledWith(2.35);
  });

  it('names its buttons by what they change, so that each makes sense heard alone', () => {
    render(<ServingsField value={2} onChange={() => {}} />);
    // A screen reader's list of buttons, or a voice command, meets them without the label.
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Decrease servings',
      'Increase servings',
    ]);
    // Not 'Decrease servings, Servings': the name already says it.
    for (const button of buttons) expect(button).not.toHaveAttribute('aria-describedby');
  });
});
