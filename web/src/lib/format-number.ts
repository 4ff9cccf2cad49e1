/**
 * A figure as the app writes it everywhere: thousands separated ('2,759 kcal', '1,200mg'),
 * decimals as given (core rounds nutrition figures already). One formatter, so the meal's
 * food label and the schedule's day totals read alike.
 */
const NUMBER = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function formatNumber(value: number): string {
  return NUMBER.format(value);
}
