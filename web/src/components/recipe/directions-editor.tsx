import { MEAL_LIMITS } from '@forkcast/core';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../ui/button.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { type DirectionRow, emptyDirectionRow } from './recipe-rows.ts';
import { RowsFooter } from './rows-footer.tsx';

/** Numbered steps with add and remove; the last step cannot be removed (spec). */
export function DirectionsEditor({
  rows,
  onChange,
  error,
  disabled = false,
  legend = 'Directions',
}: {
  rows: DirectionRow[];
  onChange: (rows: DirectionRow[]) => void;
  error?: string | null;
  disabled?: boolean;
  legend?: string;
}) {
  const id = useId();
  const canRemove = rows.length > 1 && !disabled;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      <ol className="flex flex-col gap-2">
        {rows.map((row, index) => (
          <li key={row.key} className="flex items-start gap-2">
            <label
              id={`${id}-${row.key}-label`}
              htmlFor={`${id}-${row.key}`}
              className="mt-2.5 w-14 shrink-0 text-sm font-semibold text-ink-muted"
            >
              Step {index + 1}
            </label>
            <Textarea
              id={`${id}-${row.key}`}
              rows={2}
              value={row.text}
              maxLength={MEAL_LIMITS.step}
              disabled={disabled}
              onChange={(e) =>
                onChange(rows.map((r) => (r.key === row.key ? { ...r, text: e.target.value } : r)))
              }
              className="min-h-16 flex-1"
            />
            <Button
              variant="ghost"
              size="icon-sm"
              className="mt-1.5"
              // Named apart from 'Step n', which labels the text box alone.
              aria-label="Remove this step"
              aria-describedby={`${id}-${row.key}-label`}
              disabled={!canRemove}
              onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
            >
              <Trash2 aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ol>
      <RowsFooter
        errorId={`${id}-error`}
        error={error}
        addLabel="Add Step"
        canAdd={!disabled && rows.length < MEAL_LIMITS.steps}
        onAdd={() => onChange([...rows, emptyDirectionRow()])}
      />
    </fieldset>
  );
}
