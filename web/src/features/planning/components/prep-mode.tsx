import { createPrepTracker, formatQuantity, type MealDetail } from '@forkcast/core';
import { Check, ChefHat, LogOut, Sun } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogFooter } from '../../../components/ui/dialog.tsx';
import { cn } from '../../../lib/cn.ts';
import { useUpdateSchedule } from '../api/schedule.ts';
import { servingsFactor } from '../lib/shopping-lines.ts';
import { useWatchTimers } from '../lib/timer-store.ts';
import { useWakeLock } from '../lib/use-wake-lock.ts';
import { StepTimers } from './step-timers.tsx';

/** The spec: the 'All Done!' overlay closes by itself after 4 seconds. */
export const ALL_DONE_CLOSE_MS = 4000;

export type PrepModeProps = { meal: MealDetail; onExit: () => void };

/** 'unit' is the spec's default for a plain count; the amount alone reads better. */
function withUnit(quantity: number, unit: string): string {
  return `${formatQuantity(quantity)} ${unit === 'unit' ? '' : unit}`.trim();
}

/**
 * Preparation mode: the steps to tick one by one, what is left of each ingredient as steps
 * use it (`createPrepTracker`), timers for steps that mention a duration, and the 'All Done!'
 * overlay once every step is ticked. The screen is kept awake while it is open.
 */
export function PrepMode({ meal, onExit }: PrepModeProps) {
  const [tracker, setTracker] = useState(() =>
    createPrepTracker({
      ingredients: meal.ingredients,
      directions: meal.directions,
      servings: servingsFactor(meal),
    }),
  );
  const [isDoneOpen, setIsDoneOpen] = useState(false);
  const wasComplete = useRef(false);
  const isAwake = useWakeLock();
  useWatchTimers(meal.id);
  const headingId = useId();
  const ingredientsId = useId();
  const stepsId = useId();
  const heading = useRef<HTMLHeadingElement>(null);

  // 'Prepare' is gone with the recipe it stood under: the keyboard (and a screen reader) starts
  // at the meal's name at the top of the steps, which also scrolls there, rather than on the
  // page's body halfway down, with the Exit button out of sight.
  useEffect(() => {
    heading.current?.focus();
  }, []);

  // The overlay comes up when the last open step is ticked, again after an untick and retick.
  useEffect(() => {
    if (tracker.isComplete && !wasComplete.current) setIsDoneOpen(true);
    wasComplete.current = tracker.isComplete;
  }, [tracker.isComplete]);

  const done = tracker.completed.filter(Boolean).length;
  const total = tracker.completed.length;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <header className="flex flex-col gap-3">
        <div className="flex flex-col items-start gap-2">
          <p className="flex items-center gap-1.5 text-xs font-semibold uppercase tracking-wide text-primary">
            <ChefHat aria-hidden="true" className="size-4" />
            Preparation Mode
          </p>
          <h2
            ref={heading}
            id={headingId}
            tabIndex={-1}
            className="max-w-full break-words font-display text-xl font-bold text-ink"
          >
            {meal.name}
          </h2>
          <Button variant="secondary" size="sm" onClick={onExit}>
            <LogOut aria-hidden="true" />
            Exit Preparation Mode
          </Button>
        </div>
        <div>
          <div className="flex justify-between text-sm text-ink-muted">
            <span>
              {done} of {total} steps done
            </span>
            {isAwake ? (
              <span className="inline-flex items-center gap-1">
                <Sun aria-hidden="true" className="size-3.5" />
                Screen stays on
              </span>
            ) : null}
          </div>
          <div
            role="progressbar"
            aria-label="Steps done"
            aria-valuemin={0}
            aria-valuemax={total}
            aria-valuenow={done}
            className="mt-1 h-2 overflow-hidden rounded-full bg-surface-sunken"
          >
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-300"
              style={{ width: total === 0 ? '0%' : `${(done / total) * 100}%` }}
            />
          </div>
        </div>
      </header>

      {tracker.state.ingredients.length > 0 ? (
        <section aria-labelledby={ingredientsId}>
          <h3 id={ingredientsId} className="mb-2 font-display text-base font-bold text-ink">
            Ingredients left
          </h3>
          <ul className="grid grid-cols-1 gap-1.5 sm:grid-cols-2">
            {tracker.state.ingredients.map((ingredient, index) => {
              const left = tracker.remainingOf(index);
              const isUsedUp = ingredient.full > 0 && left <= 0;
              return (
                <li
                  key={ingredient.id}
                  className={cn(
                    'flex items-baseline justify-between gap-2 rounded-xl bg-surface-sunken/70 px-3 py-2 text-sm',
                    isUsedUp && 'text-ink-muted line-through',
                  )}
                >
                  <span className="min-w-0 break-words font-medium">{ingredient.name}</span>{' '}
                  <span className="shrink-0 tabular-nums text-ink-muted">
                    {isUsedUp
                      ? 'used'
                      : left < ingredient.full
                        ? `${withUnit(left, ingredient.unit)} of ${formatQuantity(ingredient.full)}`
                        : withUnit(left, ingredient.unit)}
                  </span>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby={stepsId}>
        <h3 id={stepsId} className="mb-2 font-display text-base font-bold text-ink">
          Steps
        </h3>
        <ol className="flex flex-col gap-2">
          {tracker.state.directions.map((step, index) => {
            const isDone = tracker.completed[index] ?? false;
            return (
              <li
                // Steps are a fixed list for the life of this screen.
                // biome-ignore lint/suspicious/noArrayIndexKey: two steps may read the same
                key={index}
                className={cn(
                  'rounded-[var(--radius-card)] border p-3 transition-colors',
                  isDone ? 'border-success/40 bg-success-soft' : 'border-line bg-surface-raised',
                )}
              >
                <label className="flex cursor-pointer items-start gap-3">
                  <input
                    type="checkbox"
                    checked={isDone}
                    onChange={() => setTracker((current) => current.toggle(index))}
                    className="mt-0.5 size-5 shrink-0 cursor-pointer accent-primary"
                  />
                  <span
                    className={cn(
                      'min-w-0 flex-1 break-words',
                      isDone && 'text-ink-muted line-through',
                    )}
                  >
                    <span className="font-semibold text-ink">Step {index + 1}. </span>
                    {step}
                  </span>
                </label>
                <StepTimers mealId={meal.id} mealName={meal.name} stepIndex={index} step={step} />
              </li>
            );
          })}
        </ol>
      </section>

      <AllDoneDialog meal={meal} open={isDoneOpen} onOpenChange={setIsDoneOpen} />
    </section>
  );
}

/**
 * 'All Done!' with 'Continue' and 'Cross out {meal} from schedule' (which clears the meal's
 * schedule in its list); closes by itself after 4 seconds, as the spec says.
 */
function AllDoneDialog({
  meal,
  open,
  onOpenChange,
}: {
  meal: MealDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const listId = meal.list?.id ?? null;
  const update = useUpdateSchedule(listId ?? '');
  const [isCrossedOut, setIsCrossedOut] = useState(false);
  const canCrossOut = listId !== null && meal.scheduledDay !== null && !isCrossedOut;

  useEffect(() => {
    if (!open) return;
    const handle = setTimeout(() => onOpenChange(false), ALL_DONE_CLOSE_MS);
    return () => clearTimeout(handle);
  }, [open, onOpenChange]);

  function crossOut() {
    if (listId === null) return;
    onOpenChange(false);
    update.mutate(
      { mealId: meal.id, schedule: null },
      {
        onSuccess: () => {
          setIsCrossedOut(true);
          toast.success('Schedule cleared');
        },
        onError: () => toast.error('Failed to update schedule'),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="All Done!" description={`Every step of ${meal.name} is done. Enjoy!`}>
        <div aria-hidden="true" className="flex justify-center py-2 text-success">
          <span className="flex size-16 items-center justify-center rounded-full bg-success-soft">
            <Check className="size-9" />
          </span>
        </div>
        <DialogFooter>
          {canCrossOut ? (
            <Button
              variant="secondary"
              // A long meal name wraps instead of running out of the button.
              className="h-auto! min-h-11 whitespace-normal! py-2 text-center"
              onClick={crossOut}
            >
              Cross out {meal.name} from schedule
            </Button>
          ) : null}
          <Button onClick={() => onOpenChange(false)}>Continue</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
