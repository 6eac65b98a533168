import type { FoodEntry } from '@contract/nutrition.ts';
import { describe, expect, it } from 'vitest';
import { copiesOf, loggedAtFor, planMealsFor, shiftDay } from './log-day.ts';

const entry = (overrides: Partial<FoodEntry>): FoodEntry => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Oats',
  mealType: 'breakfast',
  calories: 150,
  protein: 5,
  carbs: 27,
  fat: 3,
  fiber: 4,
  sugar: 1,
  sodium: 2,
  servingSize: null,
  grams: null,
  foodItemId: null,
  imageUrl: null,
  confidence: null,
  loggedAt: '2026-11-26T07:00:00.000Z',
  date: '2026-11-26',
  ...overrides,
});

describe('shiftDay', () => {
  it('crosses months and years', () => {
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('loggedAtFor', () => {
  it('leaves today to the server clock and puts an earlier day at its local noon', () => {
    expect(loggedAtFor('2026-11-27', '2026-11-27')).toBeUndefined();
    expect(new Date(loggedAtFor('2026-11-20', '2026-11-27') ?? '').getHours()).toBe(12);
  });
});

describe('copiesOf', () => {
  it('copies one meal: a catalogue food by its grams, a custom food by its figures', () => {
    const copies = copiesOf(
      [
        entry({ foodItemId: '00000000-0000-4000-8000-0000000000aa', grams: 40 }),
        entry({ name: 'Coffee', calories: 5 }),
        entry({ mealType: 'lunch' }),
      ],
      'breakfast',
      undefined,
    );
    expect(copies).toEqual([
      {
        foodItemId: '00000000-0000-4000-8000-0000000000aa',
        grams: 40,
        mealType: 'breakfast',
        loggedAt: undefined,
      },
      expect.objectContaining({ name: 'Coffee', calories: 5, mealType: 'breakfast' }),
    ]);
  });
});

describe('planMealsFor', () => {
  it('repeats the plan days from the start date', () => {
    const meal = (name: string) => ({ name }) as never;
    const plan = {
      days: [
        { id: 'a', dayNumber: 1, name: 'Day 1', meals: [meal('one')] },
        { id: 'b', dayNumber: 2, name: 'Day 2', meals: [meal('two')] },
      ],
    } as never;
    expect(planMealsFor(plan, '2026-11-20T08:00:00.000Z', '2026-11-20')).toEqual([meal('one')]);
    expect(planMealsFor(plan, '2026-11-20T08:00:00.000Z', '2026-11-23')).toEqual([meal('two')]);
    expect(planMealsFor(plan, '2026-11-20T08:00:00.000Z', '2026-11-19')).toEqual([]);
  });
});
