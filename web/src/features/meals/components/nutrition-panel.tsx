import { type Allergen, detectAllergens } from '@forkcast/core';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMealNutrition } from '../api/nutrition.ts';
import { CoverageLine } from './coverage-line.tsx';
import { NutritionIngredients } from './nutrition-ingredients.tsx';
import { MacroChart, NutritionLabel } from './nutrition-label.tsx';

const ALLERGEN_LABELS: Record<string, string> = {
  milk: 'Milk',
  eggs: 'Eggs',
  fish: 'Fish',
  shellfish: 'Shellfish',
  'tree nuts': 'Tree nuts',
  peanuts: 'Peanuts',
  wheat: 'Wheat',
  soy: 'Soy',
};

function allergenLabel(allergen: Allergen | string): string {
  return ALLERGEN_LABELS[allergen] ?? allergen.charAt(0).toUpperCase() + allergen.slice(1);
}

/**
 * The Nutrition tab: the food label per serving from real food data (computed on the server),
 * the macro chart, how many ingredients the figures cover, each ingredient's grams and food
 * (the cook can pick another food), the allergen cautions, and the data's credit.
 */
export function NutritionPanel({
  mealId,
  ingredientNames,
  canChooseFoods,
}: {
  mealId: string;
  ingredientNames: string[];
  canChooseFoods: boolean;
}) {
  const nutrition = useMealNutrition(mealId);
  const allergens = detectAllergens(ingredientNames);

  return (
    <div className="flex flex-col gap-5">
      {nutrition.isPending && nutrition.fetchStatus === 'paused' ? (
        // Offline with no saved figures: the query waits for the network; say so, not spin.
        <p role="status" className="py-4 text-ink-muted">
          The nutrition needs a connection. It shows here once you are back online.
        </p>
      ) : nutrition.isPending ? (
        <div role="status" className="flex items-center gap-2 py-6 text-ink-muted">
          <Spinner className="size-5 text-primary" />
          Working out the nutrition...
        </div>
      ) : nutrition.isError ? (
        <div className="flex flex-col items-start gap-2 py-4">
          <p className="text-ink">We could not work out the nutrition: {nutrition.error.message}</p>
          <Button variant="secondary" size="sm" onClick={() => nutrition.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <>
          <NutritionLabel
            perServing={nutrition.data.perServing}
            servings={nutrition.data.servings}
            isEstimate={nutrition.data.source === 'estimate'}
          />
          <CoverageLine coverage={nutrition.data.coverage} />
          <MacroChart perServing={nutrition.data.perServing} />
          <NutritionIngredients
            mealId={mealId}
            items={nutrition.data.ingredients}
            ingredientIds={nutrition.data.ingredientIds}
            canChoose={canChooseFoods}
          />
        </>
      )}

      <section aria-labelledby="cautions-heading" className="flex flex-col gap-2">
        <h2 id="cautions-heading" className="font-display text-lg font-bold text-ink">
          Cautions
        </h2>
        {allergens.length === 0 ? (
          <p className="flex items-center gap-2 text-ink-muted">
            <ShieldCheck aria-hidden="true" className="size-5 text-success" />
            No common allergens detected
          </p>
        ) : (
          <>
            <ul aria-label="Allergens" className="flex flex-wrap gap-2">
              {allergens.map((allergen) => (
                <li key={allergen}>
                  <Badge variant="warning" className="text-sm">
                    <ShieldAlert aria-hidden="true" />
                    Contains {allergenLabel(allergen)}
                  </Badge>
                </li>
              ))}
            </ul>
            <p className="text-xs text-ink-muted">
              Read from the ingredient names: always check labels if someone has an allergy.
            </p>
          </>
        )}
      </section>
      <p className="text-xs text-ink-muted">Nutrition data: USDA SR28</p>
    </div>
  );
}
