import type { MealDraftInput } from '@forkcast/core';
import {
  BookOpen,
  ChevronRight,
  ClipboardPaste,
  Globe,
  type LucideIcon,
  PencilLine,
  Sparkles,
  WandSparkles,
} from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { toast } from 'sonner';
import { MethodFooter } from '../../../components/recipe/method-footer.tsx';
import { Dialog, DialogContent } from '../../../components/ui/dialog.tsx';
import type { AddMealMethodId, AddMealMethodProps } from '../../../lib/add-meal-method.ts';
import { useIsOnline } from '../../../lib/network-status.ts';
import { useAddNewMeals } from '../api/lists.ts';
import { ExistingMealsPicker } from './existing-meals-picker.tsx';
import { ManualMealForm } from './manual-meal-form.tsx';

export type AddMealMethods = Partial<Record<AddMealMethodId, ComponentType<AddMealMethodProps>>>;

/** The chooser's six options, in the spec's order of ways to add a meal. */
const METHODS: {
  id: AddMealMethodId;
  title: string;
  label: string;
  hint: string;
  icon: LucideIcon;
}[] = [
  {
    id: 'existing',
    title: 'Add Existing Meals',
    label: 'Existing meals',
    hint: 'Pick from meals you already have',
    icon: BookOpen,
  },
  {
    id: 'manual',
    title: 'Enter meal details',
    label: 'Enter manually',
    hint: 'Type in a recipe of your own',
    icon: PencilLine,
  },
  {
    id: 'text',
    title: 'Convert text to meal',
    label: 'Paste recipe text',
    hint: 'We pick out the ingredients',
    icon: ClipboardPaste,
  },
  {
    id: 'url',
    title: 'Import from URL',
    label: 'Import from a website',
    hint: 'Bring in a recipe from its web address',
    icon: Globe,
  },
  {
    id: 'ai',
    title: 'AI Recipe Generator',
    label: 'AI recipe',
    hint: 'Describe a dish, get a recipe',
    icon: Sparkles,
  },
  {
    id: 'ai_list',
    title: 'Generate Meal Plan',
    label: 'AI meal plan',
    hint: 'Up to seven meals in one go',
    icon: WandSparkles,
  },
];

/**
 * 'Add a new meal': the chooser, then the chosen way of adding one. Cancel, Escape or a click
 * outside close the dialog and reset it to the chooser. The ways themselves come from their
 * features through `methods`; a way not yet available says so and adds nothing.
 */
export function AddMealDialog({
  listId,
  open,
  onOpenChange,
  methods,
}: {
  listId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The ways of adding a meal that other features provide (text, URL, AI...). */
  methods: AddMealMethods;
}) {
  const [chosen, setChosen] = useState<AddMealMethodId | null>(null);
  const addNewMeals = useAddNewMeals(listId);
  const isOnline = useIsOnline();
  const method = METHODS.find((m) => m.id === chosen);
  const Method =
    chosen && chosen !== 'existing'
      ? chosen === 'manual'
        ? ManualMealForm
        : methods[chosen]
      : undefined;

  function close() {
    onOpenChange(false);
    setChosen(null);
    addNewMeals.reset();
  }

  async function addMeals(meals: MealDraftInput[]): Promise<boolean> {
    if (meals.length === 0) {
      toast.error('No meals to add');
      return false;
    }
    try {
      const added = await addNewMeals.mutateAsync(meals);
      const [first] = added;
      toast.success(
        added.length === 1 && first
          ? `Added "${first.name}" to list`
          : `Added ${added.length} meal(s) to list`,
      );
      close();
      return true;
    } catch (error) {
      toast.error(`Failed to add meal: ${(error as Error).message}`);
      return false;
    }
  }

  const methodProps: AddMealMethodProps = {
    addMeals,
    isAdding: addNewMeals.isPending,
    onBack: () => setChosen(null),
    onCancel: close,
  };

  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent
        title={method?.title ?? 'Add a new meal'}
        description={method ? undefined : 'How would you like to add it?'}
        // Each way of adding keeps its own state; choosing again starts it fresh.
        key={chosen ?? 'chooser'}
      >
        {chosen === 'existing' ? (
          <ExistingMealsPicker listId={listId} {...methodProps} />
        ) : chosen === null ? (
          <ul className="flex flex-col gap-2">
            {METHODS.map(({ id, label, hint, icon: Icon }) => (
              <li key={id}>
                <button
                  type="button"
                  onClick={() => setChosen(id)}
                  className="flex w-full items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 text-left transition-colors hover:border-primary hover:bg-primary-soft focus-visible:-outline-offset-3"
                >
                  <span
                    aria-hidden="true"
                    className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary"
                  >
                    <Icon className="size-5" />
                  </span>
                  <span className="min-w-0 flex-1">
                    <span className="block font-semibold text-ink">{label}</span>
                    <span className="block text-sm text-ink-muted">{hint}</span>
                  </span>
                  <ChevronRight aria-hidden="true" className="size-5 text-ink-muted" />
                </button>
              </li>
            ))}
          </ul>
        ) : !isOnline && chosen && NEEDS_NETWORK.has(chosen) ? (
          <OfflineMethod {...methodProps} />
        ) : Method ? (
          <Method {...methodProps} />
        ) : (
          <ComingMethod {...methodProps} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** Ways that fetch a page or ask the AI: offline they say so instead of spinning (issue 17). */
const NEEDS_NETWORK = new Set<AddMealMethodId>(['url', 'ai', 'ai_list']);

function OfflineMethod({ onBack, onCancel }: AddMealMethodProps) {
  return (
    <div>
      <p role="status" className="rounded-2xl bg-surface-sunken p-4 text-ink-muted">
        You're offline. This needs a connection: try again when you're back online.
      </p>
      <MethodFooter onBack={onBack} onCancel={onCancel} />
    </div>
  );
}

function ComingMethod({ onBack, onCancel }: AddMealMethodProps) {
  return (
    <div>
      <p className="rounded-2xl bg-surface-sunken p-4 text-ink-muted">
        Our chefs are still sharpening their knives for this one: it is coming soon. Until then,
        enter the meal by hand or pick one of your existing meals.
      </p>
      <MethodFooter onBack={onBack} onCancel={onCancel} />
    </div>
  );
}
