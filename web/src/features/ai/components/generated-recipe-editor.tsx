import { MEAL_LIMITS } from '@forkcast/core';
import { DirectionsEditor } from '../../../components/recipe/directions-editor.tsx';
import { IngredientRowsEditor } from '../../../components/recipe/ingredient-rows-editor.tsx';
import { ServingsField } from '../../../components/recipe/servings-field.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { DishImage } from './dish-image.tsx';
import type { EditableRecipe } from './editable-recipe.ts';

/**
 * A generated recipe, ready to edit before it is added: its photo, name, description,
 * servings (single recipes only; plan meals are added with 1), ingredients and directions.
 * Everything the model wrote shows as plain text in form fields, never as markup.
 */
export function GeneratedRecipeEditor({
  recipe,
  onChange,
  showServings,
  nameError = null,
  disabled = false,
}: {
  recipe: EditableRecipe;
  onChange: (recipe: EditableRecipe) => void;
  showServings: boolean;
  /** 'Please enter a meal name' after an attempt to add the meal without one. */
  nameError?: string | null;
  disabled?: boolean;
}) {
  const update = (changes: Partial<EditableRecipe>) => onChange({ ...recipe, ...changes });
  return (
    <div className="flex flex-col gap-4">
      <DishImage
        src={recipe.imageUrl}
        alt={recipe.name.trim() || 'The generated dish'}
        className="aspect-[4/3] w-full rounded-2xl"
      />
      <Field label="Meal Name" error={nameError}>
        <Input
          name="name"
          autoComplete="off"
          maxLength={MEAL_LIMITS.mealName}
          value={recipe.name}
          disabled={disabled}
          onChange={(e) => update({ name: e.target.value })}
        />
      </Field>
      <Field label="Description">
        <Textarea
          name="description"
          rows={2}
          maxLength={MEAL_LIMITS.description}
          value={recipe.description}
          disabled={disabled}
          onChange={(e) => update({ description: e.target.value })}
        />
      </Field>
      {showServings ? (
        <ServingsField
          value={recipe.servings}
          disabled={disabled}
          onChange={(servings) => update({ servings })}
        />
      ) : null}
      <IngredientRowsEditor
        rows={recipe.ingredients}
        disabled={disabled}
        onChange={(ingredients) => update({ ingredients })}
      />
      <DirectionsEditor
        rows={recipe.directions}
        disabled={disabled}
        onChange={(directions) => update({ directions })}
      />
    </div>
  );
}
