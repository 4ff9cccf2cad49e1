import { RecipeFields } from '../../../components/recipe/recipe-fields.tsx';
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
      <RecipeFields
        value={recipe}
        errors={{ name: nameError }}
        showServings={showServings}
        disabled={disabled}
        onChange={update}
      />
    </div>
  );
}
