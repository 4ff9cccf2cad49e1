import {
  COOK_TIME,
  FRIDGE_LIFE,
  fieldErrors,
  firstIssueMessage,
  type ImportedRecipe,
  MEAL_LIMITS,
  mealDraftSchema,
  mealMessages,
} from '@forkcast/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { MethodFooter } from '../../../components/recipe/method-footer.tsx';
import { RecipeFields, type RecipeFieldValues } from '../../../components/recipe/recipe-fields.tsx';
import {
  fromDirectionRows,
  fromIngredientRows,
  ingredientsProblem,
  ingredientsProblemControl,
  toDirectionRows,
  toIngredientRows,
} from '../../../components/recipe/recipe-rows.ts';
import { SourceLink, sourceHost } from '../../../components/recipe/source-link.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import type { AddMealMethodProps } from '../../../lib/add-meal-method.ts';
import { AddMealButton } from './add-meal-button.tsx';
import { WholeNumberField } from './whole-number-field.tsx';

/**
 * The editable form after an import (spec sections 2, 5 and 9): name, description, image
 * address, servings (0.5-20, step 0.5), cook time (minutes, from 5 in steps of 5), fridge
 * life (days, from 1), ingredients and directions. The meal keeps the page's address as
 * its source.
 */
export function ImportedRecipeForm({
  recipe,
  addMeals,
  isAdding,
  onBack,
  onCancel,
  notice,
}: AddMealMethodProps & {
  recipe: ImportedRecipe;
  /** Shown above the form, e.g. how to do better when the page could not be read. */
  notice?: ReactNode;
}) {
  const [fields, setFields] = useState<RecipeFieldValues>(() => ({
    name: recipe.name,
    description: recipe.description,
    servings: recipe.servings,
    ingredients: toIngredientRows(recipe.ingredients),
    directions: toDirectionRows(recipe.directions),
  }));
  const { name, description, servings, ingredients, directions } = fields;
  const [imageUrl, setImageUrl] = useState(recipe.imageUrl ?? '');
  const [cookTime, setCookTime] = useState(recipe.cookTimeMinutes);
  const [fridgeLife, setFridgeLife] = useState(recipe.fridgeLifeDays);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [isPreviewBroken, setIsPreviewBroken] = useState(false);

  const clear = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _removed, ...rest } = current;
      return rest;
    });

  function fail(
    event: FormEvent<HTMLFormElement>,
    field: string,
    message: string,
    control = field === 'ingredients' ? 'ingredient-0' : field,
  ) {
    setErrors({ [field]: message });
    toast.error(message);
    event.currentTarget.querySelector<HTMLElement>(`[name="${control}"]`)?.focus();
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (name.trim() === '') return fail(event, 'name', mealMessages.mealNameRequired);
    const named = fromIngredientRows(ingredients);
    if (named.length === 0) return fail(event, 'ingredients', mealMessages.ingredientRequired);
    const problem = ingredientsProblem(ingredients);
    if (problem) {
      return fail(event, 'ingredients', problem, ingredientsProblemControl(ingredients));
    }
    const draft = {
      name,
      description,
      imageUrl: imageUrl.trim() === '' ? null : imageUrl.trim(),
      servings,
      cookTimeMinutes: cookTime,
      fridgeLifeDays: fridgeLife,
      source: recipe.source,
      ingredients: named,
      directions: fromDirectionRows(directions),
    };
    const parsed = mealDraftSchema.safeParse(draft);
    if (!parsed.success) {
      const [field = 'name', message = firstIssueMessage(parsed.error)] =
        Object.entries(fieldErrors(parsed.error))[0] ?? [];
      return fail(event, field, message);
    }
    setErrors({});
    await addMeals([draft]);
  }

  const showPreview = /^https?:\/\/\S+$/i.test(imageUrl.trim()) && !isPreviewBroken;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Imported recipe">
      {notice}
      <fieldset disabled={isAdding} className="flex flex-col gap-4">
        {sourceHost(recipe.source) ? (
          <p className="text-sm text-ink-muted">
            From <SourceLink source={recipe.source} />
          </p>
        ) : null}
        <RecipeFields
          value={fields}
          errors={errors}
          descriptionRows={3}
          onChange={(changes) => {
            setFields((current) => ({ ...current, ...changes }));
            for (const field of Object.keys(changes)) clear(field);
          }}
          beforeServings={
            <>
              <Field label="Image URL" error={errors.imageUrl}>
                <Input
                  name="imageUrl"
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  maxLength={MEAL_LIMITS.imageUrl}
                  placeholder="https://"
                  value={imageUrl}
                  onChange={(e) => {
                    setImageUrl(e.target.value);
                    setIsPreviewBroken(false);
                    clear('imageUrl');
                  }}
                />
              </Field>
              {showPreview ? (
                <img
                  src={imageUrl.trim()}
                  alt={name.trim() ? `Photo of ${name.trim()}` : 'Recipe photo'}
                  referrerPolicy="no-referrer"
                  onError={() => setIsPreviewBroken(true)}
                  className="aspect-[16/9] w-full rounded-2xl bg-surface-sunken object-cover"
                />
              ) : null}
            </>
          }
          beforeIngredients={
            <div className="grid grid-cols-2 gap-3">
              <WholeNumberField
                label="Cook Time (minutes)"
                value={cookTime}
                min={COOK_TIME.min}
                max={COOK_TIME.max}
                step={COOK_TIME.step}
                onChange={setCookTime}
              />
              <WholeNumberField
                label="Fridge Life (days)"
                value={fridgeLife}
                min={FRIDGE_LIFE.min}
                max={FRIDGE_LIFE.max}
                onChange={setFridgeLife}
              />
            </div>
          }
        />
      </fieldset>
      <MethodFooter onBack={onBack} onCancel={onCancel}>
        <AddMealButton isAdding={isAdding} />
      </MethodFooter>
    </form>
  );
}
