import type { HTMLAttributes } from 'react';

type InputMode = NonNullable<HTMLAttributes<HTMLElement>['inputMode']>;

/**
 * The on-screen keyboard a number field asks for: digits only for whole numbers (sets, reps,
 * minutes), digits with a decimal separator when its step allows fractions (weights, distances).
 * A number input's step is 1 unless it says otherwise; "any" allows every fraction.
 */
export function numberPadFor(step: number | string | undefined): InputMode {
  if (step === undefined || step === '') return 'numeric';
  if (step === 'any') return 'decimal';
  return Number.isInteger(Number(step)) ? 'numeric' : 'decimal';
}
