import { type DailyNutrition, type Nutrients, PEOPLE_EATING } from '@forkcast/core';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formatNumber } from '../../../lib/format-number.ts';
import { useSetPeopleEating } from '../api/nutrition.ts';

/** '1,850 kcal · protein 80 g · carbs 200 g · fat 70 g' for one person on one day. */
export function DayNutritionTotal({ total, label }: { total: Nutrients | null; label: string }) {
  if (total === null) return null;
  return (
    <p className="mt-3 rounded-[var(--radius-card)] bg-surface-sunken px-3 py-2 text-sm text-ink">
      <span className="font-semibold">{label}:</span>{' '}
      <span className="font-bold tabular-nums">{formatNumber(total.kcal)} kcal</span>
      <span className="text-ink-muted">
        {' '}
        · protein {total.protein} g · carbs {total.carbohydrate} g · fat {total.fat} g
      </span>
    </p>
  );
}

/**
 * The weekly view's compact cell: kcal over the three macros, in a narrow column. Thousands
 * are separated as everywhere else ('1,636', through the one formatter); '1,636' is as wide as
 * the day's column allows at 360 px, and a family's day rarely passes 9,999 per person.
 */
export function DayNutritionCell({ total, dayName }: { total: Nutrients | null; dayName: string }) {
  if (total === null) {
    // Not 'nothing to eat': the grid above may shade the day as an eat day of a meal cooked
    // earlier, whose servings count on the day it is scheduled to eat.
    return <span className="sr-only">{dayName}: no meal scheduled to eat</span>;
  }
  return (
    <>
      <span className="sr-only">
        {dayName}: {formatNumber(total.kcal)} kcal, protein {formatNumber(total.protein)} g,
        carbohydrate {formatNumber(total.carbohydrate)} g, fat {formatNumber(total.fat)} g
      </span>
      <span
        aria-hidden="true"
        className="flex flex-col items-center text-[10px] leading-tight text-ink-muted tabular-nums"
      >
        <span className="text-xs font-bold text-ink">{formatNumber(total.kcal)}</span>
        <span>kcal</span>
        <span>P {formatNumber(Math.round(total.protein))}</span>
        <span>C {formatNumber(Math.round(total.carbohydrate))}</span>
        <span>F {formatNumber(Math.round(total.fat))}</span>
      </span>
    </>
  );
}

/** The daily totals' weekly average and the number of people they are shared by. */
export function NutritionPlanSummary({
  listId,
  daily,
  peopleEating,
  isPeopleEatingSet,
}: {
  listId: string;
  daily: DailyNutrition;
  peopleEating: number;
  isPeopleEatingSet: boolean;
}) {
  const setPeopleEating = useSetPeopleEating(listId);
  const [draft, setDraft] = useState(String(peopleEating));
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => setDraft(String(peopleEating)), [peopleEating]);

  function save(value: number | null) {
    setPeopleEating.mutate(value, {
      onSuccess: () => setError(null),
      onError: (e) => toast.error(`Failed to update people eating: ${e.message}`),
    });
  }

  function submit() {
    if (setPeopleEating.isPending) return;
    const value = Number(draft);
    if (!Number.isInteger(value) || value < PEOPLE_EATING.min || value > PEOPLE_EATING.max) {
      setError('People eating must be a whole number from 1 to 50.');
      return;
    }
    if (value !== peopleEating || !isPeopleEatingSet) save(value);
    else setError(null);
  }

  return (
    <section
      aria-label="Nutrition per person"
      className="flex flex-col gap-2 rounded-[var(--radius-card)] border border-line bg-surface-raised p-3 text-sm"
    >
      <form
        noValidate
        className="flex flex-wrap items-end gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <div className="flex flex-col gap-1">
          <label htmlFor={inputId} className="font-semibold text-ink">
            People eating
          </label>
          <Input
            ref={inputRef}
            id={inputId}
            type="number"
            inputMode="numeric"
            min={PEOPLE_EATING.min}
            max={PEOPLE_EATING.max}
            className="h-9 w-20"
            value={draft}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => setDraft(event.target.value)}
          />
        </div>
        {/* Inert, not disabled, while saving: a browser drops the keyboard from a button that
            becomes disabled, and the next Tab started again from the top of the page. */}
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          aria-disabled={setPeopleEating.isPending || undefined}
        >
          Save
        </Button>
        {isPeopleEatingSet ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={setPeopleEating.isPending}
            onClick={() => {
              // The button goes once the count is the members' again: keep the focus on the
              // field it changed rather than dropping it to the page.
              inputRef.current?.focus();
              save(null);
            }}
          >
            Use members count
          </Button>
        ) : null}
      </form>
      {error ? (
        // Announced as it appears: the field keeps the focus, and a screen reader reads its
        // description (the message) only when the field gains it.
        <p id={errorId} role="alert" className="font-medium text-danger">
          {error}
        </p>
      ) : null}
      <p className="text-ink-muted">
        Daily totals are per person: each meal scheduled to eat that day, at its servings, shared by{' '}
        {peopleEating} {peopleEating === 1 ? 'person' : 'people'}.
      </p>
      {daily.average ? (
        <DayNutritionTotal
          total={daily.average}
          label={`Weekly average (${daily.dayCount} ${daily.dayCount === 1 ? 'day' : 'days'})`}
        />
      ) : null}
      <p className="text-xs text-ink-muted">Nutrition data: USDA SR28</p>
    </section>
  );
}
