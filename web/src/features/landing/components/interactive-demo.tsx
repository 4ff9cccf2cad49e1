import {
  ArrowRight,
  Check,
  ChefHat,
  ClipboardList,
  Clock,
  PartyPopper,
  Plus,
  RotateCcw,
  Users,
} from 'lucide-react';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  DEMO_STEP_COUNT,
  demoList,
  demoPrepSteps,
  demoRecipe,
  demoStepLabels,
  PREP_AUTO_ADVANCE_MS,
} from '../demo-data.ts';
import { FoodArt } from './food-art.tsx';

type DemoStep = 1 | 2 | 3 | 4 | 5;

function nextStep(step: DemoStep): DemoStep {
  return step === DEMO_STEP_COUNT ? 1 : ((step + 1) as DemoStep);
}

/**
 * The landing page's five-step tour of Forkcast with static sample data. Steps advance with
 * the 'Next step' button or the button inside each screen; the preparation checklist moves
 * on by itself one second after it is completed.
 */
export function InteractiveDemo({ className }: { className?: string }) {
  const [step, setStep] = useState<DemoStep>(1);
  const bodyRef = useRef<HTMLElement>(null);
  const bodyLabelId = useId();

  const goTo = (target: DemoStep, options: { moveFocus?: boolean } = {}) => {
    setStep(target);
    const body = bodyRef.current;
    if (body) {
      body.scrollTop = 0;
      // The button that was clicked disappears with its screen; keep focus in the demo.
      if (options.moveFocus) body.focus();
    }
  };

  // The checklist moves on by itself: take focus along only if it was in the demo, never
  // away from wherever else on the page the visitor has gone meanwhile.
  const finishPrep = () =>
    goTo(5, { moveFocus: bodyRef.current?.contains(document.activeElement) ?? false });

  const stepLabel = demoStepLabels[step - 1];

  return (
    <div
      className={cn(
        'mx-auto w-full max-w-md overflow-hidden rounded-[var(--radius-sheet)] border border-line bg-surface-raised shadow-[var(--shadow-overlay)]',
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3 border-b border-line bg-surface-sunken/60 px-5 py-3">
        <p aria-live="polite" aria-atomic="true" className="text-sm">
          <span className="font-bold text-ink">
            Step {step} of {DEMO_STEP_COUNT}
          </span>
          <span className="text-ink-muted">
            <span aria-hidden="true"> · </span>
            <span className="sr-only">: </span>
            {stepLabel}
          </span>
        </p>
        <ol aria-hidden="true" className="flex items-center gap-1.5">
          {demoStepLabels.map((label, index) => (
            <li
              key={label}
              className={cn(
                'h-2 rounded-full transition-all duration-300',
                index + 1 === step ? 'w-6 bg-primary' : 'w-2',
                index + 1 < step ? 'bg-primary/45' : index + 1 > step && 'bg-line-strong',
              )}
            />
          ))}
        </ol>
      </div>

      <span id={bodyLabelId} className="sr-only">
        Demo screen
      </span>
      <section
        ref={bodyRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
        tabIndex={0}
        aria-labelledby={bodyLabelId}
        data-testid="demo-body"
        className="h-[400px] overflow-y-auto overscroll-contain bg-surface p-5 focus-visible:outline-offset-[-3px]"
      >
        <div key={step} className="motion-safe:animate-fade-up">
          {step === 1 ? <EmptyListsScreen onCreate={() => goTo(2, { moveFocus: true })} /> : null}
          {step === 2 ? <NewListScreen onAddMeal={() => goTo(3, { moveFocus: true })} /> : null}
          {step === 3 ? <RecipeScreen onAdd={() => goTo(4, { moveFocus: true })} /> : null}
          {step === 4 ? <PrepScreen onComplete={finishPrep} /> : null}
          {step === 5 ? <AddedScreen onStartOver={() => goTo(1, { moveFocus: true })} /> : null}
        </div>
      </section>

      <div className="flex items-center justify-between gap-3 border-t border-line px-5 py-3">
        <p className="text-xs text-ink-muted">Sample data · nothing is saved</p>
        <Button size="sm" onClick={() => goTo(nextStep(step))}>
          Next step
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

function ScreenTitle({ children, meta }: { children: string; meta?: string }) {
  return (
    <div className="mb-4">
      <h3 className="font-display text-xl font-bold text-ink">{children}</h3>
      {meta ? <p className="text-sm text-ink-muted">{meta}</p> : null}
    </div>
  );
}

function EmptyListsScreen({ onCreate }: { onCreate: () => void }) {
  return (
    <>
      <ScreenTitle meta="Organize meals for the week, a party or the whole family.">
        Your Meal Lists
      </ScreenTitle>
      <EmptyState
        titleAs="h4"
        icon={<ClipboardList />}
        title="No meal plans yet"
        text="Start a list and the kitchen will help you fill it."
        action={
          <Button onClick={onCreate}>
            <Plus aria-hidden="true" />
            Create New List
          </Button>
        }
      />
    </>
  );
}

function NewListScreen({ onAddMeal }: { onAddMeal: () => void }) {
  return (
    <>
      <ScreenTitle meta="0 meals · shared with 2 people">{demoList.title}</ScreenTitle>
      <ul aria-label="This week" className="mb-4 grid grid-cols-7 gap-1.5">
        {demoList.days.map((day) => (
          <li
            key={day}
            className="flex flex-col items-center gap-1.5 rounded-xl border border-line bg-surface-raised py-2 text-xs font-semibold text-ink-muted"
          >
            {day}
            <span aria-hidden="true" className="h-6 w-1.5 rounded-full bg-surface-sunken" />
          </li>
        ))}
      </ul>
      <EmptyState
        titleAs="h4"
        icon={<Users />}
        title="No meals yet"
        text="Add a recipe and we'll slot it into your week."
        action={
          <Button onClick={onAddMeal}>
            <Plus aria-hidden="true" />
            Add Your First Meal
          </Button>
        }
      />
    </>
  );
}

function RecipeScreen({ onAdd }: { onAdd: () => void }) {
  return (
    <article className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-surface-raised">
      <div className="relative flex h-28 items-center justify-center bg-gradient-to-br from-primary-soft via-warning-soft to-accent-soft">
        <FoodArt food="bowl" className="size-24 drop-shadow-md" />
      </div>
      <div className="p-4">
        <h3 className="font-display text-xl font-bold text-ink">{demoRecipe.title}</h3>
        <p className="mt-1 text-sm text-ink-muted">{demoRecipe.description}</p>
        <ul aria-label="Recipe facts" className="mt-3 flex flex-wrap gap-1.5">
          <li>
            <Badge variant="primary">
              <Clock aria-hidden="true" />
              {demoRecipe.cookTime}
            </Badge>
          </li>
          <li>
            <Badge variant="accent">
              <Users aria-hidden="true" />
              {demoRecipe.servings} servings
            </Badge>
          </li>
          {demoRecipe.tags.map((tag) => (
            <li key={tag}>
              <Badge>{tag}</Badge>
            </li>
          ))}
        </ul>

        <h4 className="mt-5 mb-2 text-sm font-bold uppercase tracking-wide text-ink-muted">
          Ingredients
        </h4>
        <ul className="divide-y divide-line text-sm">
          {demoRecipe.ingredients.map((item) => (
            <li key={item.name} className="flex gap-3 py-1.5">
              <span className="w-16 shrink-0 font-semibold text-primary">{item.quantity}</span>
              <span className="text-ink">{item.name}</span>
            </li>
          ))}
        </ul>

        <h4 className="mt-5 mb-2 text-sm font-bold uppercase tracking-wide text-ink-muted">
          Instructions
        </h4>
        <ol className="space-y-2 text-sm text-ink">
          {demoRecipe.instructions.map((instruction, index) => (
            <li key={instruction} className="flex gap-3">
              <span
                aria-hidden="true"
                className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary-soft text-xs font-bold text-primary"
              >
                {index + 1}
              </span>
              <span className="pt-0.5">{instruction}</span>
            </li>
          ))}
        </ol>

        <Button className="mt-5 w-full" onClick={onAdd}>
          <Plus aria-hidden="true" />
          Add meal
        </Button>
      </div>
    </article>
  );
}

const lastPrepId = demoPrepSteps.at(-1)?.id;

/**
 * Holds its own checklist: the screen mounts afresh on every visit to step 4, so each visit
 * starts clean. Calls onComplete 1 s after the checklist is completed.
 */
function PrepScreen({ onComplete }: { onComplete: () => void }) {
  const idPrefix = useId();
  const [doneSteps, setDoneSteps] = useState<ReadonlySet<string>>(() => new Set());
  // Completing all steps includes the last one, so the last step alone decides.
  const isComplete = lastPrepId !== undefined && doneSteps.has(lastPrepId);
  const complete = useEffectEvent(onComplete);

  useEffect(() => {
    if (!isComplete) return;
    const timer = window.setTimeout(() => complete(), PREP_AUTO_ADVANCE_MS);
    return () => window.clearTimeout(timer);
  }, [isComplete]);

  const toggle = (id: string) => {
    setDoneSteps((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  const doneCount = doneSteps.size;
  const total = demoPrepSteps.length;
  return (
    <>
      <div className="mb-4 flex items-start gap-3">
        <span
          aria-hidden="true"
          className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-primary-soft text-primary"
        >
          <ChefHat className="size-6" />
        </span>
        <div>
          <h3 className="font-display text-xl font-bold text-ink">Preparation Mode</h3>
          <p className="text-sm text-ink-muted">{demoRecipe.title} · tap a step when it's done</p>
        </div>
      </div>
      <div className="mb-4">
        <div className="mb-1.5 flex justify-between text-xs font-semibold text-ink-muted">
          <span>Progress</span>
          <span>
            {doneCount} of {total} steps done
          </span>
        </div>
        <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-surface-sunken">
          <div
            className="h-full rounded-full bg-accent transition-[width] duration-500"
            style={{ width: `${(doneCount / total) * 100}%` }}
          />
        </div>
      </div>
      <ol className="space-y-2.5">
        {demoPrepSteps.map((prepStep, index) => {
          const isDone = doneSteps.has(prepStep.id);
          const titleId = `${idPrefix}-${prepStep.id}-title`;
          const detailsId = `${idPrefix}-${prepStep.id}-details`;
          return (
            <li key={prepStep.id}>
              <button
                type="button"
                aria-pressed={isDone}
                aria-labelledby={titleId}
                aria-describedby={detailsId}
                onClick={() => toggle(prepStep.id)}
                className={cn(
                  'flex w-full items-start gap-3 rounded-2xl border p-3.5 text-left transition-colors',
                  isDone
                    ? 'border-accent/40 bg-accent-soft'
                    : 'border-line bg-surface-raised hover:border-line-strong',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'mt-0.5 flex size-6 shrink-0 items-center justify-center rounded-full border-2 transition-colors',
                    isDone
                      ? 'border-accent bg-accent text-on-accent'
                      : 'border-line-strong text-transparent',
                  )}
                >
                  <Check className="size-4" strokeWidth={3} />
                </span>
                <span className="min-w-0 flex-1">
                  <span
                    id={titleId}
                    className={cn(
                      'block font-semibold text-ink',
                      isDone && 'text-ink-muted line-through decoration-2',
                    )}
                  >
                    <span className="sr-only">Step {index + 1}: </span>
                    {prepStep.title}
                  </span>
                  <span id={detailsId} className="block">
                    <span
                      className={cn(
                        'mt-0.5 block text-sm text-ink-muted',
                        isDone && 'line-through',
                      )}
                    >
                      {prepStep.details}
                    </span>
                    <Badge variant={isDone ? 'success' : 'primary'} className="mt-2">
                      <span className="sr-only">Uses </span>
                      {prepStep.ingredient}
                    </Badge>
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </>
  );
}

function AddedScreen({ onStartOver }: { onStartOver: () => void }) {
  return (
    <div className="flex min-h-[340px] flex-col items-center justify-center text-center">
      <span
        aria-hidden="true"
        className="mb-4 flex size-20 items-center justify-center rounded-full bg-success-soft text-success motion-safe:animate-pop-in"
      >
        <PartyPopper className="size-10" />
      </span>
      <h3 className="font-display text-2xl font-bold text-ink">Recipe Added!</h3>
      <p className="mt-2 max-w-xs text-sm text-ink-muted">
        {demoRecipe.title} is on your {demoList.title}, and its ingredients are already on the
        shopping list. Dinner: sorted.
      </p>
      <Button variant="secondary" className="mt-6" onClick={onStartOver}>
        <RotateCcw aria-hidden="true" />
        Start Over
      </Button>
    </div>
  );
}
