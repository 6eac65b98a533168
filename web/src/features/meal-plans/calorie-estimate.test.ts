import { describe, expect, it } from 'vitest';
import { canGeneratePersonalized, estimateDailyCalories, requestCalories } from './calorie-estimate.ts';

const rating = (
  category: 'fruits' | 'grains' | 'nuts' | 'dairy',
  caloriesPer100g: number,
  preference: 'love' | 'like' | 'dislike' | 'never',
) => ({
  category,
  caloriesPer100g,
  preference,
});

describe('the daily calorie estimate', () => {
  it('is 2000 until a food is liked or loved', () => {
    expect(estimateDailyCalories([])).toBe(2000);
    expect(estimateDailyCalories([rating('fruits', 52, 'dislike'), rating('nuts', 579, 'never')])).toBe(2000);
  });

  it('is the average calories per 100 g of liked and loved foods times 7', () => {
    expect(
      estimateDailyCalories([
        rating('grains', 379, 'love'),
        rating('fruits', 89, 'like'),
        rating('nuts', 654, 'dislike'),
      ]),
    ).toBe(Math.round(((379 + 89) / 2) * 7));
  });

  it('is sent inside the 1200-4000 the server accepts', () => {
    expect(requestCalories(364)).toBe(1200);
    expect(requestCalories(4571)).toBe(4000);
    expect(requestCalories(2100)).toBe(2100);
  });
});

describe('Generate My Meal Plan', () => {
  it('appears once three categories each have a rated food', () => {
    expect(
      canGeneratePersonalized([
        rating('fruits', 52, 'love'),
        rating('fruits', 89, 'like'),
        rating('grains', 379, 'never'),
      ]),
    ).toBe(false);
    expect(
      canGeneratePersonalized([
        rating('fruits', 52, 'love'),
        rating('grains', 379, 'never'),
        rating('dairy', 59, 'dislike'),
      ]),
    ).toBe(true);
  });
});
