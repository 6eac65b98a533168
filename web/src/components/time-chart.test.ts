import { describe, expect, it } from 'vitest';
import { valueRange } from './time-chart.tsx';

describe('valueRange', () => {
  it('starts counts at zero with a tenth of room above the top', () => {
    expect(valueRange('from-zero', 3, 10)).toEqual([0, 11]);
  });

  it('frames values that move little around a large number, in steps of 5', () => {
    // 215 to 230 spans 15; 5 (the least margin) on either side.
    expect(valueRange('around-values', 215, 230)).toEqual([210, 235]);
  });

  it('never reaches below zero', () => {
    expect(valueRange('around-values', 2, 40)).toEqual([0, 50]);
  });
});
