import type { FoodCategory, FoodPreference } from '@contract/food-items.ts';
import { DAILY_CALORIES } from '@contract/meal-plan-rules.ts';

interface Rating {
  category: FoodCategory;
  caloriesPer100g: number;
  preference: FoodPreference;
}

/** The Generate My Meal Plan button needs a rated food in this many categories. */
export const CATEGORIES_NEEDED = 3;

/**
 * 2000 kcal a day by default, otherwise the average calories per 100 g of the
 * liked or loved foods multiplied by 7, rounded.
 */
export function estimateDailyCalories(ratings: readonly Rating[]): number {
  const favourites = ratings.filter((rating) => rating.preference === 'love' || rating.preference === 'like');
  if (favourites.length === 0) return DAILY_CALORIES.default;
  const average = favourites.reduce((sum, rating) => sum + rating.caloriesPer100g, 0) / favourites.length;
  return Math.round(average * 7);
}

/** What the personalized request sends: the estimate, kept inside the 1200-4000 the server accepts. */
export function requestCalories(estimate: number): number {
  return Math.min(DAILY_CALORIES.max, Math.max(DAILY_CALORIES.min, estimate));
}

export function ratedCategories(ratings: readonly Rating[]): Set<FoodCategory> {
  return new Set(ratings.map((rating) => rating.category));
}

export function canGeneratePersonalized(ratings: readonly Rating[]): boolean {
  return ratedCategories(ratings).size >= CATEGORIES_NEEDED;
}
