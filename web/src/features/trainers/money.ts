/** Cents as dollars, e.g. 4999 → "$49.99". */
export const dollars = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

/** Whole dollars typed in a form as cents; undefined when it is not a non-negative amount. */
export function centsOf(text: string): number | undefined {
  const value = Number(text);
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : undefined;
}
