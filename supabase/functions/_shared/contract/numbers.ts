/**
 * A figure as the app writes numbers: a thousands separator, at most `decimals` decimals, as
 * `Intl.NumberFormat('en-US')` writes them. Written out rather than asked of Intl: in a browser, a
 * page's first use of Intl loads the locale data, a pause of tens of milliseconds on a phone, and
 * the screens a member opens first need nothing else from it.
 */
export function formatNumber(value: number, decimals: number): string {
  if (!Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : value > 0 ? '∞' : '-∞';
  const rounded = roundedDigits(Math.abs(value), decimals);
  const whole = decimals > 0 ? rounded.slice(0, -decimals) : rounded;
  const shownFraction = decimals > 0 ? rounded.slice(-decimals).replace(/0+$/, '') : '';
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const sign = value < 0 && /[1-9]/.test(rounded) ? '-' : '';
  return `${sign}${grouped}${shownFraction ? `.${shownFraction}` : ''}`;
}

/**
 * `magnitude` × 10^decimals rounded half away from zero, as a string of at least `decimals` + 1
 * digits. Intl rounds the shortest decimal that reads back as the double (23398002628.3965 gives
 * .397), not the double's exact binary value (…628.39649963…, which toFixed rounds to .396), so
 * the rounding works on the digits toExponential writes, which are that shortest decimal.
 */
function roundedDigits(magnitude: number, decimals: number): string {
  const [mantissa = '0', exponent = '0'] = magnitude.toExponential().split('e');
  const digits = mantissa.replace('.', '');
  // How many of `digits` lie after the decimal point; negative when the figure ends in zeros.
  const fractionDigits = digits.length - 1 - Number(exponent);
  const shortest = BigInt(digits);
  let scaled: bigint;
  if (fractionDigits <= decimals) {
    scaled = shortest * 10n ** BigInt(decimals - fractionDigits);
  } else {
    const divisor = 10n ** BigInt(fractionDigits - decimals);
    scaled = shortest / divisor;
    if ((shortest % divisor) * 2n >= divisor) scaled += 1n;
  }
  return scaled.toString().padStart(decimals + 1, '0');
}
