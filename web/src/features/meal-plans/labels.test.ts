import { describe, expect, it } from 'vitest';
import { allergenLine, signedPercent } from './labels.ts';

describe('the allergen line of a meal', () => {
  it('names what a generated meal was checked against', () => {
    expect(allergenLine({ allergens: ['milk'], checkedAgainst: ['peanuts', 'vegetarian'] })).toBe(
      'Checked against: peanuts, vegetarian. None present.',
    );
  });

  it('lists the allergens of a catalogue meal, or says it has none', () => {
    expect(allergenLine({ allergens: ['milk', 'gluten'], checkedAgainst: [] })).toBe(
      'Contains: milk, wheat/gluten.',
    );
    expect(allergenLine({ allergens: [], checkedAgainst: [] })).toBe('Free of the nine major allergens.');
  });
});

describe('a signed percentage', () => {
  it('rounds and signs the miss', () => {
    expect(signedPercent(-0.021)).toBe('−2%');
    expect(signedPercent(0.004)).toBe('±0%');
    expect(signedPercent(0.12)).toBe('+12%');
  });
});
