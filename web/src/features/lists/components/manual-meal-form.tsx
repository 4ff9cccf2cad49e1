import { MEAL_LIMITS, SERVINGS } from '@forkcast/core';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { DirectionsEditor } from '../../../components/recipe/directions-editor.tsx';
import { IngredientRowsEditor } from '../../../components/recipe/ingredient-rows-editor.tsx';
import { MethodFooter } from '../../../components/recipe/method-footer.tsx';
import {
  emptyDirectionRow,
  emptyIngredientRow,
  fromDirectionRows,
  fromIngredientRows,
} from '../../../components/recipe/recipe-rows.ts';
import { ServingsField } from '../../../components/recipe/servings-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { AddMealMethodProps } from '../../../lib/add-meal-method.ts';

/**
 * 'Enter meal details' (spec section 5, Manual meal): a name, at least one named ingredient,
 * blank steps dropped. Manual meals carry no image, cook time or fridge life: the defaults
 * (30 minutes, 3 days) apply wherever they count.
 */
export function ManualMealForm({ addMeals, isAdding, onBack, onCancel }: AddMealMethodProps) {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [servings, setServings] = useState<number>(SERVINGS.default);
  const [ingredients, setIngredients] = useState(() => [emptyIngredientRow()]);
  const [directions, setDirections] = useState(() => [emptyDirectionRow()]);
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
    const named = fromIngredientRows(ingredients);
    if (named.length === 0) {
      setInvalid('ingredients');
      toast.error('Please add at least one ingredient');
      form.querySelector<HTMLElement>('[name="ingredient-0"]')?.focus();
      return;
    }
    setInvalid(null);
    await addMeals([
      {
        name,
        description,
        servings,
        source: 'manual',
        ingredients: named,
        directions: fromDirectionRows(directions),
      },
    ]);
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Enter meal details">
      <fieldset disabled={isAdding} className="flex flex-col gap-4">
        <Field label="Meal Name">
          <Input
            name="name"
            autoComplete="off"
            maxLength={MEAL_LIMITS.mealName}
            value={name}
            aria-invalid={invalid === 'name' ? true : undefined}
            onChange={(e) => {
              setName(e.target.value);
              if (invalid === 'name') setInvalid(null);
            }}
          />
        </Field>
        <Field label="Description">
          <Textarea
            name="description"
            rows={2}
            maxLength={MEAL_LIMITS.description}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
          />
        </Field>
        <ServingsField value={servings} onChange={setServings} />
        <IngredientRowsEditor
          rows={ingredients}
          onChange={(rows) => {
            setIngredients(rows);
            if (invalid === 'ingredients') setInvalid(null);
          }}
        />
        <DirectionsEditor rows={directions} onChange={setDirections} />
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
