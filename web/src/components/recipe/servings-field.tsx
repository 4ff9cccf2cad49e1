import { normalizeServings, SERVINGS } from '@forkcast/core';
import { Minus, Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { Button } from '../ui/button.tsx';
import { controlClasses } from '../ui/input.tsx';

/**
 * Servings with − and + buttons (step 0.5) and a field to type into. The spec's rule applies
 * on every change: clamped to 0.5-20 and rounded to 2 decimals. What is typed is kept as text
 * until the field loses focus, so clearing it to type '3' does not snap to 0.5 first.
 */
export function ServingsField({
  value,
  onChange,
  label = 'Servings',
  disabled = false,
  className,
}: {
  value: number;
  onChange: (servings: number) => void;
  label?: string;
  disabled?: boolean;
  className?: string;
}) {
  const id = useId();
  // What is being typed; null shows the value itself, whatever happened to it meanwhile.
  const [draft, setDraft] = useState<string | null>(null);
  const text = draft ?? String(value);

  const commit = (next: number) => {
    const normalized = normalizeServings(next);
    setDraft(null);
    if (normalized !== value) onChange(normalized);
  };

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        {label}
      </label>
      {/* The buttons name what they change ('Increase servings'): a screen reader's list of
          buttons, or voice control, shows them without the label beside them. */}
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          size="icon-sm"
          aria-label={`Decrease ${label.toLowerCase()}`}
          disabled={disabled || value <= SERVINGS.min}
          onClick={() => commit(value - SERVINGS.step)}
        >
          <Minus aria-hidden="true" />
        </Button>
        <input
          id={id}
          type="number"
          inputMode="decimal"
          min={SERVINGS.min}
          max={SERVINGS.max}
          step={SERVINGS.step}
          value={text}
          disabled={disabled}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => {
            if (draft === null) return;
            const typed = Number(draft);
            if (draft.trim() === '' || !Number.isFinite(typed)) setDraft(null);
            else commit(typed);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              e.currentTarget.blur();
            }
          }}
          className={cn('h-9 w-20 text-center', controlClasses)}
        />
        <Button
          variant="secondary"
          size="icon-sm"
          aria-label={`Increase ${label.toLowerCase()}`}
          disabled={disabled || value >= SERVINGS.max}
          onClick={() => commit(value + SERVINGS.step)}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
