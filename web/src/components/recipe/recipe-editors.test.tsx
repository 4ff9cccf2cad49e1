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
    expect(ingredientsProblem([row('salt', '0')])).toBe(invalid);
    expect(ingredientsProblem([row('salt', 'a pinch')])).toBe(invalid);
    expect(ingredientsProblem([row('salt', '0,1'), row('', '')])).toBeNull();
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
    expect(screen.getByRole('button', { name: 'Decrease' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Increase' }));
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
});
