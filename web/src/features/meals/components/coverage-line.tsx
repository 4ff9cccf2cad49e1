import type { NutritionCoverage } from '@forkcast/core';
import { TriangleAlert } from 'lucide-react';

/**
 * How much of the recipe the figures cover: 'Based on 12 of 14 ingredients' and which were
 * left out. Below half, the figures are said to be unreliable.
 */
export function CoverageLine({ coverage }: { coverage: NutritionCoverage }) {
  const { counted, of, leftOut, isReliable } = coverage;
  if (of === 0) {
    return (
      <p className="text-sm text-ink-muted" data-testid="nutrition-coverage">
        No ingredients to count yet.
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-1 text-sm" data-testid="nutrition-coverage">
      <p className="font-semibold text-ink">
        Based on {counted} of {of} {of === 1 ? 'ingredient' : 'ingredients'}
      </p>
      {leftOut.length > 0 ? (
        <p className="break-words text-ink-muted">Left out: {leftOut.join(', ')}</p>
      ) : null}
      {isReliable ? null : (
        <p role="note" className="flex items-start gap-1.5 font-medium text-warning">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          Not reliable: fewer than half of the ingredients could be counted.
        </p>
      )}
    </div>
  );
}
