import type { MealType } from '@contract/food-items.ts';
import type { Meal, MealPlan } from '@contract/meal-plans.ts';
import type { FoodEntry } from '@contract/nutrition.ts';

/** `day` moved by `days` (yyyy-MM-dd, calendar arithmetic, no time zone involved). */
export function shiftDay(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + days));
  return moved.toISOString().slice(0, 10);
}

/**
 * When an entry added to `day` was eaten: now for today; noon of an earlier day (the exact time of
 * a meal logged later is not known, and noon stays on that day in every time zone offset).
 */
export function loggedAtFor(day: string, today: string): string | undefined {
  if (day === today) return undefined;
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1, 12).toISOString();
}

/** The entries of one meal, for copying: a catalogue food by its grams, anything else as it was. */
export function copiesOf(entries: readonly FoodEntry[], mealType: MealType, loggedAt: string | undefined) {
  return entries
    .filter((entry) => entry.mealType === mealType)
    .map((entry) =>
      entry.foodItemId && entry.grams
        ? { foodItemId: entry.foodItemId, grams: entry.grams, mealType, loggedAt }
        : {
            name: entry.name,
            calories: entry.calories,
            protein: entry.protein,
            carbs: entry.carbs,
            fat: entry.fat,
            fiber: entry.fiber,
            sugar: entry.sugar,
            sodium: entry.sodium,
            ...(entry.servingSize ? { servingSize: entry.servingSize } : {}),
            mealType,
            loggedAt,
          },
    );
}

/**
 * The plan's meals for `day`: plan days repeat from the start date (day 1 on the start date), so a
 * 7-day plan followed for three weeks is on its day 1 again on the 15th day.
 */
export function planMealsFor(plan: MealPlan, startDate: string, day: string): Meal[] {
  if (plan.days.length === 0) return [];
  const start = startDate.slice(0, 10);
  const elapsed = Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000,
  );
  if (Number.isNaN(elapsed) || elapsed < 0) return [];
  const ordered = [...plan.days].sort((a, b) => a.dayNumber - b.dayNumber);
  return ordered[elapsed % ordered.length]?.meals ?? [];
}

/** A figure against its target, as a whole percent (0 when there is no target). */
export const percentOf = (value: number, target: number) =>
  target > 0 ? Math.round((value / target) * 100) : 0;
