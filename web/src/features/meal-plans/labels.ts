import {
  ALLERGEN_LABELS,
  type Allergen,
  type FoodPreference,
  type MealType,
} from '@contract/food-item-rules.ts';
import { MEAL_GOAL_LABELS, type MealGoal } from '@contract/meal-plan-rules.ts';
import type { Meal } from '@contract/meal-plans.ts';
import { formatFigure } from '@/lib/units.ts';

export const goalLabel = (goal: MealGoal) => MEAL_GOAL_LABELS[goal];

export const GOAL_BADGE: Record<MealGoal, string> = {
  weight_loss: 'badge-info',
  weight_gain: 'badge-warning',
  maintenance: 'badge-success',
};

export const MEAL_TYPE_LABELS: Record<MealType, string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

export const PREFERENCE_LABELS: Record<FoodPreference, string> = {
  love: 'Love',
  like: 'Like',
  dislike: 'Dislike',
  never: 'Never',
};

/** The ingredient list shows 3, the rest on click. */
export const INGREDIENT_PREVIEW = 3;

/** The line each meal carries about allergens: what it was checked against, or what it holds. */
export function allergenLine(meal: Pick<Meal, 'allergens' | 'checkedAgainst'>): string {
  if (meal.checkedAgainst.length > 0)
    return `Checked against: ${meal.checkedAgainst.join(', ')}. None present.`;
  if (meal.allergens.length === 0) return 'Free of the nine major allergens.';
  return `Contains: ${meal.allergens.map((allergen: Allergen) => ALLERGEN_LABELS[allergen]).join(', ')}.`;
}

export const formatNumber = (value: number) => formatFigure(value);

export function signedPercent(fraction: number): string {
  const percent = Math.round(fraction * 100);
  if (percent === 0) return '±0%';
  return `${percent > 0 ? '+' : '−'}${Math.abs(percent)}%`;
}
