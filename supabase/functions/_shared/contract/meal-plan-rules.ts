/**
 * Meal plans' goals, the AI form's ranges and defaults, and a day's figures against its plan.
 * Without zod: the meal plans page reads them on its first view. meal-plans.ts builds the schemas
 * from them and re-exports them.
 */

/** Plan goals, and the two the goal filter offers. */
export const MEAL_GOALS = ['weight_loss', 'weight_gain', 'maintenance'] as const;
export type MealGoal = (typeof MEAL_GOALS)[number];
export const MEAL_GOAL_LABELS: Record<MealGoal, string> = {
  weight_loss: 'Weight Loss',
  weight_gain: 'Weight Gain',
  maintenance: 'Maintenance',
};

/** The AI meal plan form's ranges and defaults. */
export const DAILY_CALORIES = { min: 1200, max: 4000, default: 2000 } as const;
export const PLAN_DURATION = { min: 3, max: 14, default: 7 } as const;
/** Personalized generation asks for maintenance over 7 days. */
export const PERSONALIZED_GOAL: MealGoal = 'maintenance';
export const PERSONALIZED_DURATION = 7;
/** How many free-text items each list may hold, and how long each may be. */
export const FREE_TEXT_LIST = { maxItems: 20, maxLength: 100 } as const;

/**
 * A day's figures against the plan's targets: (achieved - target) / target per figure, and whether
 * the day is on target (calories within 5%, protein, carbs and fat within 10%).
 */
export const ON_TARGET = { calories: 0.05, macros: 0.1 } as const;

type Figures = Record<'calories' | 'protein' | 'carbs' | 'fat', number>;

/** Meals summed into one day's calories, protein, carbs and fat (the planner sums its days so too). */
export function totalsOfMeals(meals: readonly Figures[]): Figures {
  return meals.reduce(
    (sum, meal) => ({
      calories: sum.calories + meal.calories,
      protein: sum.protein + meal.protein,
      carbs: sum.carbs + meal.carbs,
      fat: sum.fat + meal.fat,
    }),
    { calories: 0, protein: 0, carbs: 0, fat: 0 },
  );
}

export function dayFigures(
  plan: Record<'dailyCalories' | 'dailyProtein' | 'dailyCarbs' | 'dailyFat', number | null>,
  day: { meals: readonly Figures[] },
) {
  const achieved = totalsOfMeals(day.meals);
  const miss = (value: number, target: number | null) => (target ? (value - target) / target : 0);
  const deviation = {
    calories: miss(achieved.calories, plan.dailyCalories),
    protein: miss(achieved.protein, plan.dailyProtein),
    carbs: miss(achieved.carbs, plan.dailyCarbs),
    fat: miss(achieved.fat, plan.dailyFat),
  };
  const onTarget =
    Math.abs(deviation.calories) <= ON_TARGET.calories &&
    Math.abs(deviation.protein) <= ON_TARGET.macros &&
    Math.abs(deviation.carbs) <= ON_TARGET.macros &&
    Math.abs(deviation.fat) <= ON_TARGET.macros;
  return { achieved, deviation, onTarget };
}
