import { MEAL_LIMITS } from '@forkcast/core';
import type { ReactNode } from 'react';
import { Field } from '../ui/field.tsx';
import { Input } from '../ui/input.tsx';
import { Textarea } from '../ui/textarea.tsx';
import { DirectionsEditor } from './directions-editor.tsx';
import { IngredientRowsEditor } from './ingredient-rows-editor.tsx';
import type { DirectionRow, IngredientRow } from './recipe-rows.ts';
import { ServingsField } from './servings-field.tsx';

/** What every recipe form edits: the manual, imported and generated ones. */
export type RecipeFieldValues = {
  name: string;
  description: string;
  servings: number;
  ingredients: IngredientRow[];
  directions: DirectionRow[];
};

export type RecipeFieldName = 'name' | 'description' | 'ingredients' | 'directions';

/**
 * The fields a recipe is made of, in the spec's order: Meal Name, Description, (the form's
 * own extras, e.g. a picture), Servings, (more extras, e.g. cook time), Ingredients,
 * Directions. The form keeps the values and decides what is wrong; this draws the fields.
 */
export function RecipeFields({
  value,
  onChange,
  errors = {},
  invalid = null,
  showServings = true,
  descriptionRows = 2,
  disabled,
  beforeServings,
  beforeIngredients,
}: {
  value: RecipeFieldValues;
  /** Called with the fields that changed. */
  onChange: (changes: Partial<RecipeFieldValues>) => void;
  /** Inline messages under the fields. */
  errors?: Partial<Record<RecipeFieldName, string | null>>;
  /** A field marked invalid without an inline message (its message is a toast). */
  invalid?: 'name' | null;
  showServings?: boolean;
  descriptionRows?: number;
  disabled?: boolean;
  beforeServings?: ReactNode;
  beforeIngredients?: ReactNode;
}) {
  return (
    <>
      <Field label="Meal Name" error={errors.name}>
        <Input
          name="name"
          // These fields appear when the cook asks for them (Enter manually; after Extract or
          // Generate; a plan meal's Edit), and the button that asked was gone with them, leaving
          // the keyboard on the dialog's top: it starts here instead.
          autoFocus
          autoComplete="off"
          maxLength={MEAL_LIMITS.mealName}
          value={value.name}
          disabled={disabled}
          aria-invalid={invalid === 'name' ? true : undefined}
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </Field>
      <Field label="Description" error={errors.description}>
        <Textarea
          name="description"
          rows={descriptionRows}
          maxLength={MEAL_LIMITS.description}
          value={value.description}
          disabled={disabled}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Field>
      {beforeServings}
      {showServings ? (
        <ServingsField
          value={value.servings}
          disabled={disabled}
          onChange={(servings) => onChange({ servings })}
        />
      ) : null}
      {beforeIngredients}
      <IngredientRowsEditor
        rows={value.ingredients}
        error={errors.ingredients}
        disabled={disabled}
        onChange={(ingredients) => onChange({ ingredients })}
      />
      <DirectionsEditor
        rows={value.directions}
        error={errors.directions}
        disabled={disabled}
        onChange={(directions) => onChange({ directions })}
      />
    </>
  );
}
