import { MEAL_LIMITS } from '@forkcast/core';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { controlClasses } from '../ui/input.tsx';
import { emptyIngredientRow, type IngredientRow, quantityProblem } from './recipe-rows.ts';
import { RowsFooter } from './rows-footer.tsx';

const COMMON_UNITS = [
  'cup',
  'tbsp',
  'tsp',
  'g',
  'kg',
  'oz',
  'lb',
  'ml',
  'l',
  'pinch',
  'handful',
  'clove',
  'slice',
  'can',
];

/**
 * Ingredient rows (name, quantity, unit) with add and remove. The last row cannot be removed
 * (spec): a recipe always keeps one row to type into.
 */
export function IngredientRowsEditor({
  rows,
  onChange,
  error,
  disabled = false,
  legend = 'Ingredients',
}: {
  rows: IngredientRow[];
  onChange: (rows: IngredientRow[]) => void;
  /** Shown under the rows (e.g. 'Please add at least one ingredient'). */
  error?: string | null;
  disabled?: boolean;
  legend?: string;
}) {
  const id = useId();
  const update = (key: string, field: keyof Omit<IngredientRow, 'key'>, value: string) =>
    onChange(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const remove = (key: string) => onChange(rows.filter((row) => row.key !== key));
  const canRemove = rows.length > 1 && !disabled;

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      <div
        aria-hidden="true"
        className="grid grid-cols-[minmax(0,1fr)_4.5rem_4.75rem_2.25rem] gap-1.5 text-xs font-semibold text-ink-muted"
      >
        <span>Ingredient</span>
        <span>Quantity</span>
        <span>Unit</span>
      </div>
      <datalist id={`${id}-units`}>
        {COMMON_UNITS.map((unit) => (
          <option key={unit} value={unit} />
        ))}
      </datalist>
      <ul className="flex flex-col gap-2">
        {rows.map((row, index) => (
          <li
            key={row.key}
            className="grid grid-cols-[minmax(0,1fr)_4.5rem_4.75rem_2.25rem] items-center gap-1.5"
          >
            <input
              aria-label="Ingredient"
              name={`ingredient-${index}`}
              value={row.name}
              maxLength={MEAL_LIMITS.ingredientName}
              disabled={disabled}
              placeholder="e.g. flour"
              onChange={(e) => update(row.key, 'name', e.target.value)}
              aria-invalid={error && index === 0 && row.name.trim() === '' ? true : undefined}
              className={cn('h-10 px-2.5', controlClasses)}
            />
            <input
              aria-label="Quantity"
              name={`quantity-${index}`}
              // Text, not a number field: a number field drops the '/' of '1/2' and reads it as
              // 12, and a phone's decimal keypad has no '/' to type '1 1/2' with.
              type="text"
              autoComplete="off"
              value={row.quantity}
              disabled={disabled}
              onChange={(e) => update(row.key, 'quantity', e.target.value)}
              aria-invalid={
                error && row.name.trim() !== '' && quantityProblem(row.quantity) ? true : undefined
              }
              className={cn('h-10 px-2', controlClasses)}
            />
            <input
              aria-label="Unit"
              list={`${id}-units`}
              value={row.unit}
              maxLength={MEAL_LIMITS.unit}
              disabled={disabled}
              onChange={(e) => update(row.key, 'unit', e.target.value)}
              className={cn('h-10 px-2', controlClasses)}
            />
            <Button
              variant="ghost"
              size="icon-sm"
              // Named by what it removes, never by a field label ('Ingredient', 'Unit').
              aria-label={row.name.trim() ? `Remove ${row.name.trim()}` : `Remove row ${index + 1}`}
              disabled={!canRemove}
              onClick={() => remove(row.key)}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <RowsFooter
        errorId={`${id}-error`}
        error={error}
        addLabel="Add Ingredient"
        canAdd={!disabled && rows.length < MEAL_LIMITS.ingredients}
        onAdd={() => onChange([...rows, emptyIngredientRow()])}
      />
    </fieldset>
  );
}
