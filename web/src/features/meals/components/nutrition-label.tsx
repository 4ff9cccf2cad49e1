import { macroPercentages, type Nutrients } from '@forkcast/core';
import { formatNumber } from '../../../lib/format-number.ts';

const MACRO_COLORS = {
  protein: 'var(--fc-accent)',
  carbs: 'var(--fc-highlight)',
  fat: 'var(--fc-primary)',
} as const;

function row(label: string, value: string, opts: { strong?: boolean; indent?: boolean } = {}) {
  return (
    <div
      key={label}
      className={`flex justify-between border-t border-ink/25 py-1 ${opts.indent ? 'pl-4' : ''}`}
    >
      <dt className={opts.strong ? 'font-bold' : ''}>{label}</dt>
      <dd className={opts.strong ? 'font-bold' : ''}>{value}</dd>
    </div>
  );
}

/**
 * The food label, per serving of the recipe as written. From real food data, or, when not
 * one ingredient matched a food, the spec's rough estimate, which says so.
 */
export function NutritionLabel({
  perServing,
  servings,
  isEstimate,
}: {
  perServing: Nutrients;
  servings: number;
  isEstimate: boolean;
}) {
  const n = perServing;
  return (
    <section
      aria-labelledby="nutrition-facts"
      className="rounded-xl border-2 border-ink bg-surface-raised p-4 text-sm text-ink"
    >
      <h2 id="nutrition-facts" className="font-display text-2xl leading-none font-black">
        Nutrition Facts
      </h2>
      <p className="mt-1 text-ink-muted">
        Per serving · the recipe makes {servings} {servings === 1 ? 'serving' : 'servings'}
      </p>
      <dl className="mt-2 border-b-8 border-ink">
        <div className="flex items-end justify-between border-t-8 border-ink py-1">
          <dt className="text-lg font-black">Calories</dt>
          <dd className="text-2xl font-black">{formatNumber(n.kcal)}</dd>
        </div>
        {row('Total Fat', `${formatNumber(n.fat)}g`, { strong: true })}
        {row('Saturated Fat', `${formatNumber(n.saturatedFat)}g`, { indent: true })}
        {row('Sodium', `${formatNumber(n.sodium)}mg`, { strong: true })}
        {row('Total Carbohydrate', `${formatNumber(n.carbohydrate)}g`, { strong: true })}
        {row('Dietary Fiber', `${formatNumber(n.fibre)}g`, { indent: true })}
        {row('Total Sugars', `${formatNumber(n.sugar)}g`, { indent: true })}
        {row('Protein', `${formatNumber(n.protein)}g`, { strong: true })}
      </dl>
      <p className="mt-2 text-xs text-ink-muted">
        {isEstimate
          ? 'No ingredient matched our food data, so this is a rough estimate from the number of ingredients.'
          : 'Computed from each ingredient’s amount and its food in our food data.'}
      </p>
    </section>
  );
}

/** Shares of energy from protein, carbohydrate and fat, as a ring and as numbers. */
export function MacroChart({ perServing }: { perServing: Nutrients }) {
  const { proteinPercent, carbsPercent, fatPercent } = macroPercentages(
    perServing.protein,
    perServing.carbohydrate,
    perServing.fat,
  );
  const chart =
    proteinPercent + carbsPercent + fatPercent > 0
      ? `conic-gradient(${MACRO_COLORS.protein} 0 ${proteinPercent}%, ${MACRO_COLORS.carbs} ${proteinPercent}% ${proteinPercent + carbsPercent}%, ${MACRO_COLORS.fat} ${proteinPercent + carbsPercent}% 100%)`
      : 'var(--fc-surface-sunken)';
  return (
    <section aria-labelledby="macros-heading" className="flex flex-col gap-3">
      <h2 id="macros-heading" className="font-display text-lg font-bold text-ink">
        Macronutrients
      </h2>
      <div className="flex flex-wrap items-center gap-5">
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
              ['Protein', proteinPercent, perServing.protein, MACRO_COLORS.protein],
              ['Carbs', carbsPercent, perServing.carbohydrate, MACRO_COLORS.carbs],
              ['Fat', fatPercent, perServing.fat, MACRO_COLORS.fat],
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
  );
}
