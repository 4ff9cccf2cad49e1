import {
  AI_LIMITS,
  fieldErrors,
  firstIssueMessage,
  type GeneratedRecipe,
  generatePlanSchema,
  PLAN_MEALS,
  type PlanMode,
  planFailureResetsForm,
} from '@forkcast/core';
import { type FormEvent, type ReactNode, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { generationError, requestPlan } from '../api/ai-api.ts';
import { useGeneration } from '../hooks/use-generation.ts';
import { useRotatingMessage } from '../hooks/use-rotating-message.ts';
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

/**
 * The request for a plan: 'Custom Plan' (preferences required) or 'Surprise Me', 1 to 7
 * meals (3 by default), optional dietary constraints and available ingredients, with the
 * spec's progress messages while it is generated. When the reply could not be used the form
 * resets. `footer` is drawn under it, told whether a generation is under way.
 */
export function MealPlanRequest({
  onGenerated,
  footer,
}: {
  onGenerated: (meals: GeneratedRecipe[]) => void;
  footer: (isGenerating: boolean) => ReactNode;
}) {
  const [mode, setMode] = useState<PlanMode>('custom');
  const [fields, setFields] = useState<PlanFields>(EMPTY_FIELDS);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const generation = useGeneration();
  const progress = useRotatingMessage(
    PLAN_PROGRESS_MESSAGES,
    PLAN_PROGRESS_INTERVAL_MS,
    generation.isGenerating,
  );

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
      onGenerated(outcome.value.meals);
      toast.success(`${outcome.value.meals.length} delicious meals ready to serve!`);
    } else if (outcome.status === 'failed') {
      const failed = generationError(outcome.error, 'plan');
      toast.error(failed.message);
      if (failed.failure && planFailureResetsForm(failed.failure)) setFields(EMPTY_FIELDS);
    }
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
      {footer(generation.isGenerating)}
    </div>
  );
}
