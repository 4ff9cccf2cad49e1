/**
 * Scales a recipe amount to the servings being cooked. A missing, zero or broken
 * original serving count means the recipe was written for one (the spec's default).
 */
export function scaleQuantity(
  quantity: number,
  servings: number,
  originalServings?: number,
): number {
  const base =
    originalServings !== undefined && Number.isFinite(originalServings) && originalServings !== 0
      ? originalServings
      : 1;
  return (quantity * servings) / base;
}

/** Whole numbers plainly ('2'), anything else with one decimal ('1.5', '0.3'). */
export function formatQuantity(quantity: number): string {
  if (!Number.isFinite(quantity)) return '0';
  const rounded = Math.round(quantity * 10) / 10;
  // 1.96 reads '2', not '2.0'; String(-0) is '0', so -0.04 never shows as '-0'.
  if (Number.isInteger(rounded)) return String(rounded === 0 ? 0 : rounded);
  return rounded.toFixed(1);
}
