import { SERVINGS } from '@forkcast/core';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { MethodFooter } from '../../../components/recipe/method-footer.tsx';
import { RecipeFields, type RecipeFieldValues } from '../../../components/recipe/recipe-fields.tsx';
import {
  emptyDirectionRow,
  emptyIngredientRow,
  fromDirectionRows,
  fromIngredientRows,
  ingredientsProblem,
  ingredientsProblemControl,
} from '../../../components/recipe/recipe-rows.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { AddMealMethodProps } from '../../../lib/add-meal-method.ts';

/**
 * 'Enter meal details' (spec section 5, Manual meal): a name, at least one named ingredient,
 * blank steps dropped. Manual meals carry no image, cook time or fridge life: the defaults
 * (30 minutes, 3 days) apply wherever they count.
 */
export function ManualMealForm({ addMeals, isAdding, onBack, onCancel }: AddMealMethodProps) {
  const [fields, setFields] = useState<RecipeFieldValues>(() => ({
    name: '',
    description: '',
    servings: SERVINGS.default,
    ingredients: [emptyIngredientRow()],
    directions: [emptyDirectionRow()],
  }));
  const { name, description, servings, ingredients, directions } = fields;
  const [invalid, setInvalid] = useState<'name' | 'ingredients' | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (name.trim() === '') {
      setInvalid('name');
      toast.error('Please enter a meal name');
      form.querySelector<HTMLElement>('[name="name"]')?.focus();
      return;
    }
    const problem = ingredientsProblem(ingredients);
    if (problem) {
      setInvalid('ingredients');
      toast.error(problem);
      form
        .querySelector<HTMLElement>(`[name="${ingredientsProblemControl(ingredients)}"]`)
        ?.focus();
      return;
    }
    setInvalid(null);
    await addMeals([
      {
        name,
        description,
        servings,
        source: 'manual',
        ingredients: fromIngredientRows(ingredients),
        directions: fromDirectionRows(directions),
      },
    ]);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Enter meal details">
      <fieldset disabled={isAdding} className="flex flex-col gap-4">
        <RecipeFields
          value={fields}
          invalid={invalid === 'name' ? 'name' : null}
          onChange={(changes) => {
            setFields((current) => ({ ...current, ...changes }));
            if (invalid && invalid in changes) setInvalid(null);
          }}
        />
      </fieldset>
      <MethodFooter onBack={onBack} onCancel={onCancel}>
        <Button type="submit" size="sm" disabled={isAdding}>
          {isAdding ? <Spinner /> : null}
          {isAdding ? 'Adding...' : 'Add Meal'}
        </Button>
      </MethodFooter>
    </form>
  );
}
