import { describe, expect, it } from 'vitest';
import { numberPadFor } from './number-pad.ts';

describe('numberPadFor', () => {
  it('asks for digits only when the field counts in whole steps', () => {
    expect(numberPadFor(undefined)).toBe('numeric');
    expect(numberPadFor(5)).toBe('numeric');
    expect(numberPadFor('1')).toBe('numeric');
  });

  it('asks for a decimal separator when the step has a fraction', () => {
    expect(numberPadFor(0.5)).toBe('decimal');
    expect(numberPadFor('0.01')).toBe('decimal');
  });

  it('asks for a decimal separator when any fraction is allowed', () => {
    expect(numberPadFor('any')).toBe('decimal');
  });
});
