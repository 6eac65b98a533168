import { describe, expect, it } from 'vitest';
import { parseCalories, parseDuration, parseList } from './meal-plan-form.ts';

describe('the AI meal plan form inputs', () => {
  it('reads comma-separated lists trimmed, without empties', () => {
    expect(parseList(' peanuts , shellfish,, ')).toEqual(['peanuts', 'shellfish']);
    expect(parseList('')).toEqual([]);
  });

  it('turns non-numeric calories into 0 and a non-numeric duration into 7', () => {
    expect(parseCalories('abc')).toBe(0);
    expect(parseCalories('')).toBe(0);
    expect(parseCalories(' 1800 ')).toBe(1800);
    expect(parseDuration('x')).toBe(7);
    expect(parseDuration('10')).toBe(10);
  });
});
