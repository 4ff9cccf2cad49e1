import { AI_LIMITS, firstIssueMessage, generateRecipeSchema } from '@forkcast/core';
import { RotateCcw } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { MethodFooter } from '../../../components/recipe/method-footer.tsx';
import { ingredientsProblemControl } from '../../../components/recipe/recipe-rows.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { AddMealMethodProps } from '../../../lib/add-meal-method.ts';
import { generationError, requestRecipe } from '../api/ai-api.ts';
import { useGeneration } from '../hooks/use-generation.ts';
import { useRotatingMessage } from '../hooks/use-rotating-message.ts';
import { type EditableRecipe, missingForMeal, toEditable, toMealDraft } from './editable-recipe.ts';
import { GeneratedRecipeEditor } from './generated-recipe-editor.tsx';
import { GeneratingStatus } from './generating-status.tsx';

/** Spec: playful progress messages, a new one every 4 seconds. */
export const RECIPE_PROGRESS_MESSAGES = [
  'Preheating the oven...',
  'Raiding the spice rack...',
  'Chopping onions (no tears, we promise)...',
  'Tasting the sauce, purely for science...',
  "Flipping through grandma's recipe box...",
  'Plating it up with a flourish...',
] as const;
export const RECIPE_PROGRESS_INTERVAL_MS = 4000;

/**
 * 'AI Recipe Generator' (spec sections 2, 4, 5): a description, 'Generate', then the recipe
 * to edit (photo, name, description, servings, ingredients, directions) and 'Add Meal',
 * disabled until a recipe is generated and named. Added with source 'ai' and the servings
 * chosen. On failure the form returns to its description, as it was.
 */
export function AiRecipeForm({ addMeals, isAdding, onBack, onCancel }: AddMealMethodProps) {
  const [prompt, setPrompt] = useState('');
  const [promptError, setPromptError] = useState<string | null>(null);
  const [recipe, setRecipe] = useState<EditableRecipe | null>(null);
  const [invalidName, setInvalidName] = useState(false);
  const addFormId = useId();
  const generation = useGeneration();
  const progress = useRotatingMessage(
    RECIPE_PROGRESS_MESSAGES,
    RECIPE_PROGRESS_INTERVAL_MS,
    generation.isGenerating,
  );

  async function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = generateRecipeSchema.safeParse({ prompt });
    if (!parsed.success) {
      const message = firstIssueMessage(parsed.error);
      setPromptError(message);
      toast.error(message);
      form.querySelector<HTMLElement>('[name="prompt"]')?.focus();
      return;
    }
    setPromptError(null);
    const outcome = await generation.run((signal) => requestRecipe(parsed.data, signal));
    if (outcome.status === 'done') {
      setRecipe(toEditable(outcome.value.recipe));
      setInvalidName(false);
      toast.success('Recipe ready to serve!');
    } else if (outcome.status === 'failed') {
      toast.error(generationError(outcome.error, 'recipe').message);
    }
  }

  async function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!recipe) return;
    const missing = missingForMeal(recipe);
    if (missing) {
      toast.error(missing);
      const isName = missing === 'Please enter a meal name';
      setInvalidName(isName);
      event.currentTarget
        .querySelector<HTMLElement>(
          `[name="${isName ? 'name' : ingredientsProblemControl(recipe.ingredients)}"]`,
        )
        ?.focus();
      return;
    }
    await addMeals([toMealDraft(recipe, 'ai')]);
  }

  const canAdd = recipe !== null && recipe.name.trim() !== '' && !isAdding;
  const footer = (
    <MethodFooter onBack={onBack} onCancel={onCancel}>
      <Button type="submit" size="sm" form={addFormId} disabled={!canAdd}>
        {isAdding ? <Spinner /> : null}
        {isAdding ? 'Adding...' : 'Add Meal'}
      </Button>
    </MethodFooter>
  );

  if (recipe) {
    return (
      <form id={addFormId} noValidate onSubmit={add} aria-label="Generated recipe">
        <fieldset disabled={isAdding} className="flex flex-col gap-4">
          <GeneratedRecipeEditor
            recipe={recipe}
            showServings
            nameError={invalidName ? 'Please enter a meal name' : null}
            onChange={(next) => {
              setRecipe(next);
              if (invalidName && next.name.trim() !== '') setInvalidName(false);
            }}
          />
          <Button variant="ghost" size="sm" className="self-start" onClick={() => setRecipe(null)}>
            <RotateCcw aria-hidden="true" />
            Try another description
          </Button>
        </fieldset>
        {footer}
      </form>
    );
  }

  return (
    <div>
      <form noValidate onSubmit={generate} aria-label="Describe a meal">
        <fieldset disabled={generation.isGenerating} className="flex flex-col gap-4">
          <Field
            label="Meal description"
            hint="For example: a cozy vegetarian pasta with mushrooms and spinach"
            error={promptError}
          >
            <Textarea
              name="prompt"
              rows={3}
              maxLength={AI_LIMITS.prompt}
              value={prompt}
              onChange={(e) => {
                setPrompt(e.target.value);
                if (promptError) setPromptError(null);
              }}
            />
          </Field>
          <Button type="submit" className="w-full">
            {generation.isGenerating ? <Spinner /> : null}
            Generate
          </Button>
        </fieldset>
      </form>
      {generation.isGenerating ? (
        <GeneratingStatus message={progress} onCancel={generation.cancel} />
      ) : null}
      {footer}
    </div>
  );
}
