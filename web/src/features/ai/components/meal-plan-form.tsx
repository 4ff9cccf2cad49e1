import {
  AI_LIMITS,
  fieldErrors,
  firstIssueMessage,
  generatePlanSchema,
  PLAN_MEALS,
  type PlanMode,
  planFailureResetsForm,
} from '@forkcast/core';
import { ArrowLeft, Pencil, RotateCcw, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { toast } from 'sonner';
import { MethodFooter } from '../../../components/recipe/method-footer.tsx';
import { fromDirectionRows, fromIngredientRows } from '../../../components/recipe/recipe-rows.ts';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import type { AddMealMethodProps } from '../../../lib/add-meal-method.ts';
import { generationError, requestPlan } from '../api/ai-api.ts';
import { useGeneration } from '../hooks/use-generation.ts';
import { useRotatingMessage } from '../hooks/use-rotating-message.ts';
import { DishImage } from './dish-image.tsx';
import { type EditableRecipe, missingForMeal, toEditable, toMealDraft } from './editable-recipe.ts';
import { GeneratedRecipeEditor } from './generated-recipe-editor.tsx';
import { GeneratingStatus } from './generating-status.tsx';

/** Spec: progress messages for a plan, a new one every 5 seconds. */
export const PLAN_PROGRESS_MESSAGES = [
  'Planning a week of flavours...',
  'Checking what is in the pantry...',
  'Balancing the menu, one plate at a time...',
  'Sharpening the knives...',
  'Asking the chef for seconds...',
  'Lining up the pots and pans...',
] as const;
export const PLAN_PROGRESS_INTERVAL_MS = 5000;

type PlanFields = {
  count: string;
  preferences: string;
  dietaryConstraints: string;
  availableIngredients: string;
};

const EMPTY_FIELDS: PlanFields = {
  count: String(PLAN_MEALS.default),
  preferences: '',
  dietaryConstraints: '',
  availableIngredients: '',
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * 'Generate Meal Plan' (spec sections 2, 4, 5): 'Custom Plan' (preferences required) or
 * 'Surprise Me', 1 to 7 meals (3 by default), optional dietary constraints and available
 * ingredients; then the plan to review, each meal with an Edit view, and 'Add All Meals'
 * (servings 1, source 'ai_list'). When the reply could not be used the form resets.
 */
export function MealPlanForm({ addMeals, isAdding, onBack, onCancel }: AddMealMethodProps) {
  const [mode, setMode] = useState<PlanMode>('custom');
  const [fields, setFields] = useState<PlanFields>(EMPTY_FIELDS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [meals, setMeals] = useState<EditableRecipe[] | null>(null);
  const [editingKey, setEditingKey] = useState<string | null>(null);
  const [invalidName, setInvalidName] = useState(false);
  const generation = useGeneration();
  const progress = useRotatingMessage(
    PLAN_PROGRESS_MESSAGES,
    PLAN_PROGRESS_INTERVAL_MS,
    generation.isGenerating,
  );
  const editing = meals?.find((m) => m.key === editingKey) ?? null;

  const update = (field: keyof PlanFields) => (value: string) => {
    setFields((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });
  };

  async function generate(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const parsed = generatePlanSchema.safeParse({ ...fields, mode });
    if (!parsed.success) {
      const next = fieldErrors(parsed.error);
      setErrors(next);
      toast.error(firstIssueMessage(parsed.error));
      form.querySelector<HTMLElement>(`[name="${Object.keys(next)[0]}"]`)?.focus();
      return;
    }
    setErrors({});
    const outcome = await generation.run((signal) => requestPlan(parsed.data, signal));
    if (outcome.status === 'done') {
      const generated = outcome.value.meals.map(toEditable);
      setMeals(generated);
      setEditingKey(null);
      toast.success(`${generated.length} delicious meals ready to serve!`);
    } else if (outcome.status === 'failed') {
      const failed = generationError(outcome.error, 'plan');
      toast.error(failed.message);
      if (failed.failure && planFailureResetsForm(failed.failure)) setFields(EMPTY_FIELDS);
    }
  }

  async function addAll() {
    if (meals === null) {
      toast.error('No meals have been generated yet');
      return;
    }
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

  const footer = (
    <MethodFooter onBack={onBack} onCancel={onCancel}>
      <Button size="sm" disabled={isAdding || generation.isGenerating} onClick={addAll}>
        {isAdding ? <Spinner /> : null}
        {isAdding ? 'Adding...' : 'Add All Meals'}
      </Button>
    </MethodFooter>
  );

  if (meals && editing) {
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
        {footer}
      </div>
    );
  }

  if (meals) {
    return (
      <div>
        <ul aria-label="Generated meals" className="flex flex-col gap-3">
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
        <Button
          variant="ghost"
          size="sm"
          className="mt-3"
          disabled={isAdding}
          onClick={() => setMeals(null)}
        >
          <RotateCcw aria-hidden="true" />
          Plan again
        </Button>
        {footer}
      </div>
    );
  }

  const planFields = (isCustom: boolean) => (
    <form noValidate onSubmit={generate} aria-label={isCustom ? 'Custom Plan' : 'Surprise Me'}>
      <fieldset disabled={generation.isGenerating} className="flex flex-col gap-4">
        <Field label="Number of meals" hint="From 1 to 7" error={errors.count}>
          <Input
            name="count"
            type="number"
            inputMode="numeric"
            min={PLAN_MEALS.min}
            max={PLAN_MEALS.max}
            step={1}
            value={fields.count}
            onChange={(e) => update('count')(e.target.value)}
            className="max-w-28"
          />
        </Field>
        {isCustom ? (
          <Field
            label="Preferences"
            hint="For example: quick weeknight dinners with lots of vegetables"
            error={errors.preferences}
          >
            <Textarea
              name="preferences"
              rows={2}
              maxLength={AI_LIMITS.preferences}
              value={fields.preferences}
              onChange={(e) => update('preferences')(e.target.value)}
            />
          </Field>
        ) : (
          <p className="text-sm text-ink-muted">
            Leave it to the chef: a varied mix of meals, chosen for you.
          </p>
        )}
        <Field
          label="Dietary constraints (optional)"
          hint="For example: vegetarian, no nuts"
          error={errors.dietaryConstraints}
        >
          <Input
            name="dietaryConstraints"
            autoComplete="off"
            maxLength={AI_LIMITS.dietaryConstraints}
            value={fields.dietaryConstraints}
            onChange={(e) => update('dietaryConstraints')(e.target.value)}
          />
        </Field>
        <Field
          label="Available ingredients (optional)"
          hint="For example: chicken, rice, spinach"
          error={errors.availableIngredients}
        >
          <Textarea
            name="availableIngredients"
            rows={2}
            maxLength={AI_LIMITS.availableIngredients}
            value={fields.availableIngredients}
            onChange={(e) => update('availableIngredients')(e.target.value)}
          />
        </Field>
        <Button type="submit" className="w-full">
          {generation.isGenerating ? <Spinner /> : null}
          {isCustom ? 'Generate Meal Plan' : 'Surprise Me!'}
        </Button>
      </fieldset>
    </form>
  );

  return (
    <div>
      <Tabs
        value={mode}
        onValueChange={(value) => {
          setMode(value as PlanMode);
          setErrors({});
        }}
      >
        <TabsList>
          <TabsTrigger value="custom" disabled={generation.isGenerating}>
            Custom Plan
          </TabsTrigger>
          <TabsTrigger value="surprise" disabled={generation.isGenerating}>
            Surprise Me
          </TabsTrigger>
        </TabsList>
        <TabsContent value="custom">{planFields(true)}</TabsContent>
        <TabsContent value="surprise">{planFields(false)}</TabsContent>
      </Tabs>
      {generation.isGenerating ? (
        <GeneratingStatus message={progress} onCancel={generation.cancel} />
      ) : null}
      {footer}
    </div>
  );
}
