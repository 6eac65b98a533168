/**
 * A figure as the app writes numbers: a thousands separator, at most `decimals` decimals, as
 * `Intl.NumberFormat('en-US')` writes them. Written out rather than asked of Intl: in a browser, a
 * page's first use of Intl loads the locale data, a pause of tens of milliseconds on a phone, and
 * the screens a member opens first need nothing else from it.
 */
export function formatNumber(value: number, decimals: number): string {
  // toFixed rounds the exact binary value half away from zero, as Intl's default rounding does.
  const fixed = Math.abs(value).toFixed(decimals);
  const [whole = '', fraction = ''] = fixed.split('.');
  const shownFraction = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return `${sign}${grouped}${shownFraction ? `.${shownFraction}` : ''}`;
}
