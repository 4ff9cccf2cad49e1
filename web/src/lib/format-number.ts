/**
 * A figure as the app writes it everywhere: thousands separated ('2,759 kcal', '1,200mg'),
 * decimals as given (core rounds nutrition figures already). One formatter, so the meal's
 * food label and the schedule's day totals read alike.
 *
 * Made on first use, not as the app starts: the first `Intl` formatter a page makes loads the
 * browser's locale data, one long task on a slow phone, and most screens show no such figure.
 */
let number: Intl.NumberFormat | undefined;

export function formatNumber(value: number): string {
  number ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
  return number.format(value);
}
