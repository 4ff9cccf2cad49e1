import { ArrowLeft, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { fromDirectionRows, fromIngredientRows } from '../../../components/recipe/recipe-rows.ts';
import { Button } from '../../../components/ui/button.tsx';
import type { AddMealMethodProps } from '../../../lib/add-meal-method.ts';
import { DishImage } from './dish-image.tsx';
import { type EditableRecipe, missingForMeal, toMealDraft } from './editable-recipe.ts';
import { GeneratedRecipeEditor } from './generated-recipe-editor.tsx';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * The generated plan to review: each meal with Remove and an Edit view, 'Plan again', and
 * 'Add All Meals' (servings 1, source 'ai_list'), which first opens a meal that cannot be
 * added yet. `footer` draws the add button with the action it is given.
 */
export function MealPlanReview({
  meals,
  onMealsChange,
  onPlanAgain,
  addMeals,
  isAdding,
  footer,
}: {
  meals: EditableRecipe[];
  onMealsChange: (meals: EditableRecipe[]) => void;
  onPlanAgain: () => void;
  addMeals: AddMealMethodProps['addMeals'];
  isAdding: boolean;
  footer: (addAll: () => void) => ReactNode;
}) {
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [invalidName, setInvalidName] = useState(false);
  const editing = meals.find((m) => m.key === editingKey) ?? null;
  const setMeals = onMealsChange;
  const list = useRef<HTMLUListElement>(null);
  const lastEdited = useRef<string | null>(null);

  // The button that showed this view (Generate, Back to Meal List) is gone with the view before
  // it, and the keyboard fell to the dialog, back at its top: it goes to the plan's list, or to
  // the Edit of the meal just edited.
  useEffect(() => {
    if (editingKey !== null) {
      lastEdited.current = editingKey;
      return;
    }
    const back = lastEdited.current;
    lastEdited.current = null;
    const edit = [...(list.current?.querySelectorAll<HTMLElement>('[data-edit-key]') ?? [])].find(
      (button) => button.dataset.editKey === back,
    );
    (edit ?? list.current)?.focus();
  }, [editingKey]);

  async function addAll() {
    if (meals.length === 0) {
      toast.error('No meals to add');
      return;
    }
    for (const meal of meals) {
      const missing = missingForMeal(meal);
      if (missing) {
        setEditingKey(meal.key);
        setInvalidName(missing === 'Please enter a meal name');
        toast.error(missing);
        return;
      }
    }
    await addMeals(meals.map((meal) => toMealDraft(meal, 'ai_list')));
  }

  if (editing) {
    return (
      <div>
        <fieldset disabled={isAdding} className="flex flex-col gap-4">
          <Button
            variant="ghost"
            size="sm"
            className="self-start"
            onClick={() => setEditingKey(null)}
          >
            <ArrowLeft aria-hidden="true" />
            Back to Meal List
          </Button>
          <GeneratedRecipeEditor
            recipe={editing}
            showServings={false}
            nameError={invalidName ? 'Please enter a meal name' : null}
            onChange={(next) => {
              setMeals(meals.map((m) => (m.key === next.key ? next : m)));
              if (invalidName && next.name.trim() !== '') setInvalidName(false);
            }}
          />
        </fieldset>
        {footer(addAll)}
      </div>
    );
  }

  return (
    <div>
      <ul ref={list} tabIndex={-1} aria-label="Generated meals" className="flex flex-col gap-3">
        {meals.map((meal) => {
          const ingredientCount = fromIngredientRows(meal.ingredients).length;
          const stepCount = fromDirectionRows(meal.directions).length;
          const nameId = `plan-meal-${meal.key}`;
          return (
            <li key={meal.key} className="rounded-2xl border border-line bg-surface p-3">
              <div className="flex gap-3">
                <DishImage src={meal.imageUrl} alt="" className="size-16 shrink-0 rounded-xl" />
                <div className="min-w-0 flex-1">
                  <h3 id={nameId} className="font-semibold leading-snug text-ink">
                    {meal.name.trim() || 'Untitled meal'}
                  </h3>
                  {meal.description ? (
                    <p className="line-clamp-2 text-sm text-ink-muted">{meal.description}</p>
                  ) : null}
                  <p className="mt-1 text-xs font-medium text-ink-muted">
                    {plural(ingredientCount, 'ingredient', 'ingredients')} ·{' '}
                    {plural(stepCount, 'step', 'steps')}
                  </p>
                </div>
              </div>
              <div className="mt-2 flex justify-end gap-1">
                <Button
                  variant="ghost"
                  size="icon-sm"
                  aria-label="Remove from plan"
                  aria-describedby={nameId}
                  disabled={isAdding}
                  onClick={() => setMeals(meals.filter((m) => m.key !== meal.key))}
                >
                  <Trash2 aria-hidden="true" />
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  data-edit-key={meal.key}
                  aria-describedby={nameId}
                  disabled={isAdding}
                  onClick={() => {
                    setInvalidName(false);
                    setEditingKey(meal.key);
                  }}
                >
                  <Pencil aria-hidden="true" />
                  Edit
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {meals.length === 0 ? (
        <p className="rounded-2xl bg-surface-sunken p-4 text-center text-ink-muted">
          Every meal was taken off the plan.
        </p>
      ) : null}
      <Button variant="ghost" size="sm" className="mt-3" disabled={isAdding} onClick={onPlanAgain}>
        <RotateCcw aria-hidden="true" />
        Plan again
      </Button>
      {footer(addAll)}
    </div>
  );
}
