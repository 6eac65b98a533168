import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './numbers.ts';

describe('formatNumber', () => {
  it('writes figures with a thousands separator and at most the decimals asked for', () => {
    expect(formatNumber(12_450, 1)).toBe('12,450');
    expect(formatNumber(1_234_567.891, 2)).toBe('1,234,567.89');
    expect(formatNumber(62.5, 2)).toBe('62.5');
    expect(formatNumber(-1_000.25, 1)).toBe('-1,000.3');
    expect(formatNumber(-0.004, 2)).toBe('0');
    expect(formatNumber(0.000_000_5, 0)).toBe('0');
    expect(formatNumber(1e21, 0)).toBe('1,000,000,000,000,000,000,000');
  });

  it('rounds the figure as written, not the binary value just under it, as Intl does', () => {
    // The double nearest 23398002628.3965 is 23398002628.39649963…; Intl writes .397.
    expect(formatNumber(23_398_002_628.3965, 3)).toBe('23,398,002,628.397');
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(-2.5, 0)).toBe('-3');
  });

  it('writes every figure as Intl.NumberFormat en-US does', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e12, max: 1e12, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        (value, decimals) => {
          const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals }).format(value);
          // Intl writes a negative figure that rounds to zero as "-0"; the app writes "0".
          expect(formatNumber(value, decimals)).toBe(intl === '-0' ? '0' : intl);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
