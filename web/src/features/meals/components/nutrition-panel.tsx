import { type Allergen, detectAllergens, estimateNutrition } from '@forkcast/core';
import { ShieldAlert, ShieldCheck } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';

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

const MACRO_COLORS = {
  protein: 'var(--fc-accent)',
  carbs: 'var(--fc-highlight)',
  fat: 'var(--fc-primary)',
} as const;

/**
 * The Nutrition tab: the spec's rough estimate laid out like a food label, the macro shares
 * as a chart and as numbers, and the allergen cautions. Everything here is an estimate and
 * says so; the cautions name what the ingredient names suggest, not a guarantee.
 */
export function NutritionPanel({
  ingredientNames,
  servings,
}: {
  ingredientNames: string[];
  servings: number;
}) {
  const n = estimateNutrition(ingredientNames.length, servings);
  const allergens = detectAllergens(ingredientNames);
  const { proteinPercent, carbsPercent, fatPercent } = n.macros;
  const chart =
    proteinPercent + carbsPercent + fatPercent > 0
      ? `conic-gradient(${MACRO_COLORS.protein} 0 ${proteinPercent}%, ${MACRO_COLORS.carbs} ${proteinPercent}% ${proteinPercent + carbsPercent}%, ${MACRO_COLORS.fat} ${proteinPercent + carbsPercent}% 100%)`
      : 'var(--fc-surface-sunken)';

  const row = (label: string, value: string, opts: { strong?: boolean; indent?: boolean } = {}) => (
    <div
      className={`flex justify-between border-t border-ink/25 py-1 ${opts.indent ? 'pl-4' : ''}`}
    >
      <dt className={opts.strong ? 'font-bold' : ''}>{label}</dt>
      <dd className={opts.strong ? 'font-bold' : ''}>{value}</dd>
    </div>
  );

  return (
    <div className="flex flex-col gap-5">
      <section
        aria-labelledby="nutrition-facts"
        className="rounded-xl border-2 border-ink bg-surface-raised p-4 text-sm text-ink"
      >
        <h3 id="nutrition-facts" className="font-display text-2xl leading-none font-black">
          Nutrition Facts
        </h3>
        <p className="mt-1 text-ink-muted">
          Estimate for {servings} {servings === 1 ? 'serving' : 'servings'}, from{' '}
          {ingredientNames.length} {ingredientNames.length === 1 ? 'ingredient' : 'ingredients'}
        </p>
        <dl className="mt-2 border-b-8 border-ink">
          <div className="flex items-end justify-between border-t-8 border-ink py-1">
            <dt className="text-lg font-black">Calories</dt>
            <dd className="text-2xl font-black">{n.calories}</dd>
          </div>
          {row('Total Fat', `${n.fat}g`, { strong: true })}
          {row('Saturated Fat', `${n.saturatedFat}g`, { indent: true })}
          {row('Sodium', `${n.sodium}mg`, { strong: true })}
          {row('Total Carbohydrate', `${n.carbs}g`, { strong: true })}
          {row('Dietary Fiber', `${n.fiber}g`, { indent: true })}
          {row('Total Sugars', `${n.sugar}g`, { indent: true })}
          {row('Protein', `${n.protein}g`, { strong: true })}
        </dl>
        <dl className="grid grid-cols-2 gap-x-4">
          {row('Vitamin A', `${n.vitaminA}%`)}
          {row('Vitamin C', `${n.vitaminC}%`)}
          {row('Calcium', `${n.calcium}%`)}
          {row('Iron', `${n.iron}%`)}
        </dl>
        <p className="mt-2 text-xs text-ink-muted">
          A rough estimate from the number of ingredients, not a lab analysis. Vitamin and mineral
          figures are % of daily value.
        </p>
      </section>

      <section aria-labelledby="macros-heading" className="flex flex-col gap-3">
        <h3 id="macros-heading" className="font-display text-lg font-bold text-ink">
          Macronutrients
        </h3>
        <div className="flex items-center gap-5">
          <div
            role="img"
            aria-label={`Protein ${proteinPercent}%, carbohydrates ${carbsPercent}%, fat ${fatPercent}%`}
            className="relative size-28 shrink-0 rounded-full"
            style={{ background: chart }}
          >
            <div className="absolute inset-5 rounded-full bg-surface" />
          </div>
          <ul className="flex flex-col gap-2 text-sm">
            {(
              [
                ['Protein', proteinPercent, n.protein, MACRO_COLORS.protein],
                ['Carbs', carbsPercent, n.carbs, MACRO_COLORS.carbs],
                ['Fat', fatPercent, n.fat, MACRO_COLORS.fat],
              ] as const
            ).map(([label, percent, grams, color]) => (
              <li key={label} className="flex items-center gap-2">
                <span
                  aria-hidden="true"
                  className="size-3 rounded-sm"
                  style={{ background: color }}
                />
                <span className="w-16 font-semibold text-ink">{label}</span>
                <span className="w-12 font-bold text-ink tabular-nums">{percent}%</span>
                <span className="text-ink-muted tabular-nums">{grams}g</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="cautions-heading" className="flex flex-col gap-2">
        <h3 id="cautions-heading" className="font-display text-lg font-bold text-ink">
          Cautions
        </h3>
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
    </div>
  );
}
