import {
  extractIngredientsFromText,
  importMessages,
  MEAL_LIMITS,
  mealMessages,
  recipeNameFromText,
  SERVINGS,
  servingsFromText,
  splitRecipeText,
} from '@forkcast/core';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { DirectionsEditor } from '../../../components/recipe/directions-editor.tsx';
import { IngredientRowsEditor } from '../../../components/recipe/ingredient-rows-editor.tsx';
import { MethodFooter } from '../../../components/recipe/method-footer.tsx';
import {
  type DirectionRow,
  fromDirectionRows,
  fromIngredientRows,
  type IngredientRow,
  ingredientsProblem,
  ingredientsProblemControl,
  toDirectionRows,
  toIngredientRows,
} from '../../../components/recipe/recipe-rows.ts';
import { ServingsField } from '../../../components/recipe/servings-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { AddMealMethodProps } from '../../../lib/add-meal-method.ts';
import { AddMealButton } from './add-meal-button.tsx';

/** Spec section 9: the simulated extraction takes 1.5 seconds. */
export const TEXT_EXTRACTION_MS = 1500;

const PLACEHOLDER = `Banana Bread
3 ripe bananas
2 cups flour
1/2 cup sugar

Directions
1. Mash the bananas.
2. Stir in the rest and bake for 60 minutes.`;

type Extracted = { name: string; ingredients: IngredientRow[]; directions: DirectionRow[] };

/**
 * 'Convert text to meal' (spec sections 2, 4 and 5): a recipe pasted as text; its ingredient
 * lines are read in the browser (a number, an optional unit, a name; unit 'unit' when none)
 * after the spec's short 'Processing...' pause. The name defaults to the first line; steps
 * found under a 'Directions' heading or numbered in the text are kept. Everything stays
 * editable before 'Add Meal'; a row still as read is sent with its pasted line, whose sizes
 * and notes nutrition weighs ('1 (14 oz) can', 'for frying').
 */
export function TextMealForm({ addMeals, isAdding, onBack, onCancel }: AddMealMethodProps) {
  const textId = useId();
  const [text, setText] = useState('');
  const [textError, setTextError] = useState<string | null>(null);
  const [isProcessing, setIsProcessing] = useState(false);
  const [extracted, setExtracted] = useState<Extracted | null>(null);
  const [servings, setServings] = useState<number>(SERVINGS.default);
  const [invalid, setInvalid] = useState<'name' | 'ingredients' | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const form = useRef<HTMLFormElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const [extractions, setExtractions] = useState(0);

  // 'Extract' turns disabled while it works and dropped the keyboard on the dialog's top: after
  // each extraction it goes to the extracted recipe's name, the first thing to check.
  useEffect(() => {
    if (extractions > 0) nameInput.current?.focus();
  }, [extractions]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function extract() {
    if (text.trim() === '') {
      setTextError(importMessages.recipeTextRequired);
      toast.error(importMessages.recipeTextRequired);
      form.current?.querySelector<HTMLElement>('[name="text"]')?.focus();
      return;
    }
    setTextError(null);
    setIsProcessing(true);
    timer.current = setTimeout(() => {
      const parts = splitRecipeText(text);
      const ingredients = extractIngredientsFromText(parts.ingredientText);
      setIsProcessing(false);
      // 'Serves 4' in the text: the amounts are for 4, which scaling and nutrition divide by.
      const named = servingsFromText(text);
      if (named !== null) setServings(named);
      setExtracted({
        name: recipeNameFromText(text).slice(0, MEAL_LIMITS.mealName),
        ingredients: toIngredientRows(ingredients),
        directions: toDirectionRows(parts.directions),
      });
      setInvalid(null);
      setExtractions((n) => n + 1);
      if (ingredients.length > 0) {
        toast.success(importMessages.extractedIngredients(ingredients.length));
      } else {
        toast.warning(importMessages.noIngredientsExtracted);
      }
    }, TEXT_EXTRACTION_MS);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (extracted === null) {
      extract();
      return;
    }
    if (extracted.name.trim() === '') {
      setInvalid('name');
      toast.error(mealMessages.mealNameRequired);
      event.currentTarget.querySelector<HTMLElement>('[name="name"]')?.focus();
      return;
    }
    const ingredients = fromIngredientRows(extracted.ingredients);
    if (ingredients.length === 0) {
      setInvalid('ingredients');
      toast.error(importMessages.noIngredients);
      event.currentTarget.querySelector<HTMLElement>('[name="ingredient-0"]')?.focus();
      return;
    }
    // A quantity cleared, set to 0 or typed as words is said here, not by a refused save.
    const problem = ingredientsProblem(extracted.ingredients);
    if (problem) {
      toast.error(problem);
      event.currentTarget
        .querySelector<HTMLElement>(`[name="${ingredientsProblemControl(extracted.ingredients)}"]`)
        ?.focus();
      return;
    }
    setInvalid(null);
    await addMeals([
      {
        name: extracted.name,
        servings,
        source: 'text',
        ingredients,
        directions: fromDirectionRows(extracted.directions),
      },
    ]);
  }

  const update = (patch: Partial<Extracted>) =>
    setExtracted((current) => (current ? { ...current, ...patch } : current));

  return (
    <form ref={form} noValidate onSubmit={onSubmit} aria-label="Convert text to meal">
      <fieldset disabled={isAdding} className="flex flex-col gap-4">
        <Field
          label="Recipe Text"
          hint="Paste a recipe: one ingredient per line, steps under 'Directions' or numbered."
          error={textError}
        >
          <Textarea
            name="text"
            rows={extracted ? 4 : 9}
            value={text}
            placeholder={PLACEHOLDER}
            readOnly={isProcessing}
            onChange={(e) => {
              setText(e.target.value);
              if (textError) setTextError(null);
            }}
            aria-controls={extracted ? `${textId}-result` : undefined}
          />
        </Field>
        <Button
          type="button"
          variant={extracted ? 'secondary' : 'primary'}
          size="sm"
          className="self-start"
          disabled={isProcessing}
          onClick={extract}
        >
          {isProcessing ? <Spinner /> : null}
          {isProcessing ? 'Processing...' : extracted ? 'Extract Again' : 'Extract Ingredients'}
        </Button>
        <p aria-live="polite" className="sr-only">
          {isProcessing ? 'Processing...' : ''}
        </p>
        {extracted ? (
          <section
            id={`${textId}-result`}
            aria-label="Extracted recipe"
            className="flex flex-col gap-4"
          >
            <Field
              label="Meal Name"
              error={invalid === 'name' ? mealMessages.mealNameRequired : null}
            >
              <Input
                ref={nameInput}
                name="name"
                autoComplete="off"
                maxLength={MEAL_LIMITS.mealName}
                value={extracted.name}
                onChange={(e) => {
                  update({ name: e.target.value });
                  if (invalid === 'name') setInvalid(null);
                }}
              />
            </Field>
            <ServingsField value={servings} onChange={setServings} />
            <IngredientRowsEditor
              rows={extracted.ingredients}
              error={invalid === 'ingredients' ? importMessages.noIngredients : null}
              onChange={(rows) => {
                update({ ingredients: rows });
                if (invalid === 'ingredients') setInvalid(null);
              }}
            />
            <DirectionsEditor
              rows={extracted.directions}
              onChange={(rows) => update({ directions: rows })}
            />
          </section>
        ) : null}
      </fieldset>
      <MethodFooter onBack={onBack} onCancel={onCancel}>
        {extracted ? <AddMealButton isAdding={isAdding} disabled={isProcessing} /> : null}
      </MethodFooter>
    </form>
  );
}
