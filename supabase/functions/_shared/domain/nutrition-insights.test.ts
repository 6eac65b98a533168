import { describe, expect, it } from 'vitest';
import type { FoodDayTotals } from '../contract/nutrition.ts';
import { buildInsights, trendOf } from './nutrition-insights.ts';

const day = (date: string, calories: number, extra: Partial<FoodDayTotals> = {}): FoodDayTotals => ({
  date,
  entries: calories > 0 ? 1 : 0,
  calories,
  protein: 0,
  carbs: 0,
  fat: 0,
  fiber: 0,
  sugar: 0,
  sodium: 0,
  ...extra,
});
const targets = {
  calories: 2000,
  protein: 125,
  carbs: 225,
  fat: 67,
  fiber: 25,
  sugar: 50,
  sodium: 2300,
  source: 'default',
} as const;

describe('buildInsights', () => {
  it('averages over logged days only, counts days within 10% and checks the guidelines', () => {
    const insights = buildInsights({
      range: 'week',
      days: [
        day('2026-11-20', 0),
        day('2026-11-21', 2100, { fiber: 30, sodium: 2000, protein: 100, carbs: 200, fat: 50 }),
        day('2026-11-22', 1500, { fiber: 10, sodium: 3000, protein: 100, carbs: 200, fat: 50 }),
      ],
      targets,
      topFoods: [],
    });
    expect(insights.daysLogged).toBe(2);
    expect(insights.averages.calories).toBe(1800);
    expect(insights.daysOnTarget).toBe(1);
    expect(insights.macroSplit).toEqual({ protein: 24, carbs: 48, fat: 28 });
    expect(insights.guidelines).toEqual([
      { nutrient: 'fiber', average: 20, amount: 25, unit: 'g', kind: 'atLeast', met: false },
      { nutrient: 'sugar', average: 0, amount: 50, unit: 'g', kind: 'atMost', met: true },
      { nutrient: 'sodium', average: 2500, amount: 2300, unit: 'mg', kind: 'atMost', met: false },
    ]);
    expect(insights.from).toBe('2026-11-20');
  });
});

describe('trendOf', () => {
  it('compares the later half of the logged days with the earlier half', () => {
    expect(trendOf([1800, 1900, 2200, 2300])).toBe('up');
    expect(trendOf([2300, 2200, 1900, 1800])).toBe('down');
    expect(trendOf([2000, 2050, 2000])).toBe('steady');
    expect(trendOf([2000])).toBe('unknown');
  });
});
