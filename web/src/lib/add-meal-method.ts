import type { MealDraftInput } from '@forkcast/core';

/** The six ways to add a meal (spec section 1), as the add-meal dialog's chooser lists them. */
export type AddMealMethodId = 'existing' | 'manual' | 'text' | 'url' | 'ai' | 'ai_list';

/**
 * What the add-meal dialog hands each way of adding a meal. The dialog shows the method's
 * title ('Enter meal details', 'Import from URL'...); the method renders its body and its
 * footer (Back, Cancel and its own action).
 */
export type AddMealMethodProps = {
  /**
   * Creates the meals and adds them to the list. On success it shows the spec's toast
   * ('Added "{name}" to list' for one, 'Added {n} meal(s) to list' for several), closes the
   * dialog and resolves true. On failure it shows 'Failed to add meal: {message}' and
   * resolves false, leaving the form as it was so nothing typed is lost.
   */
  addMeals: (meals: MealDraftInput[]) => Promise<boolean>;
  /** True while addMeals runs: disable the action button and show progress. */
  isAdding: boolean;
  /** Back to the chooser. */
  onBack: () => void;
  /** Closes the dialog and resets it. */
  onCancel: () => void;
};
