import type { GeneratedRecipe } from '@forkcast/core';
import { memo, useCallback, useState } from 'react';
import { toast } from 'sonner';
import { MethodFooter } from '../../../components/recipe/method-footer.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { AddMealMethodProps } from '../../../lib/add-meal-method.ts';
import { type EditableRecipe, toEditable } from './editable-recipe.ts';
import { MealPlanRequest } from './meal-plan-request.tsx';
import { MealPlanReview } from './meal-plan-review.tsx';

export { PLAN_PROGRESS_INTERVAL_MS, PLAN_PROGRESS_MESSAGES } from './meal-plan-request.tsx';

// Kept mounted (hidden) under the review; memo spares it a render on every keystroke there.
const Request = memo(MealPlanRequest);

/**
 * 'Generate Meal Plan' (spec sections 2, 4, 5): the request for a plan (meal-plan-request.tsx),
 * then the plan to review and add (meal-plan-review.tsx). 'Add All Meals' shows in both.
 */
export function MealPlanForm({ addMeals, isAdding, onBack, onCancel }: AddMealMethodProps) {
  const [meals, setMeals] = useState<EditableRecipe[] | null>(null);

  const footer = useCallback(
    (addAll: () => void, isGenerating = false) => (
      <MethodFooter onBack={onBack} onCancel={onCancel}>
        <Button size="sm" disabled={isAdding || isGenerating} onClick={addAll}>
          {isAdding ? <Spinner /> : null}
          {isAdding ? 'Adding...' : 'Add All Meals'}
        </Button>
      </MethodFooter>
    ),
    [isAdding, onBack, onCancel],
  );
  const requestFooter = useCallback(
    (isGenerating: boolean) =>
      footer(() => toast.error('No meals have been generated yet'), isGenerating),
    [footer],
  );
  const onGenerated = useCallback(
    (generated: GeneratedRecipe[]) => setMeals(generated.map(toEditable)),
    [],
  );

  // The request stays mounted under the review, so 'Plan again' finds it as it was left.
  return (
    <>
      {meals ? (
        <MealPlanReview
          meals={meals}
          onMealsChange={setMeals}
          onPlanAgain={() => setMeals(null)}
          addMeals={addMeals}
          isAdding={isAdding}
          footer={footer}
        />
      ) : null}
      <div hidden={meals !== null}>
        <Request onGenerated={onGenerated} footer={requestFooter} />
      </div>
    </>
  );
}
