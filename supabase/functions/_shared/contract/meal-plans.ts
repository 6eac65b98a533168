import { z } from 'zod';
import { ALLERGENS, MEAL_TYPES } from './food-items.ts';
import { isoInstant, singleLineText } from './text.ts';

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

const received = (input: unknown) =>
  input === null ? 'null' : Array.isArray(input) ? 'array' : typeof input;

/**
 * A whole number in a range, with zod 3's standard messages, which the product's error texts quote
 * ('Required', 'Number must be greater than or equal to 1200', ...): zod 4's own wording differs.
 */
const wholeNumberIn = (min: number, max: number) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined ? 'Required' : `Expected number, received ${received(issue.input)}`,
    })
    .int({ message: 'Expected integer, received float' })
    .min(min, { message: `Number must be greater than or equal to ${min}` })
    .max(max, { message: `Number must be less than or equal to ${max}` });

export const mealGoalSchema = z.enum(MEAL_GOALS, {
  error: (issue) =>
    issue.input === undefined
      ? 'Required'
      : `Invalid enum value. Expected ${MEAL_GOALS.map((goal) => `'${goal}'`).join(' | ')}, received '${String(issue.input)}'`,
});

const freeTextList = (label: string) =>
  z
    .array(singleLineText({ label, max: FREE_TEXT_LIST.maxLength }), {
      error: (issue) =>
        issue.input === undefined ? 'Required' : `Expected array, received ${received(issue.input)}`,
    })
    .max(FREE_TEXT_LIST.maxItems, {
      message: `Array must contain at most ${FREE_TEXT_LIST.maxItems} element(s)`,
    })
    .transform((items) => items.filter((item) => item !== ''))
    .default([]);

/** POST /api/generate-meal-plan. */
export const generateMealPlanBodySchema = z.object({
  goal: mealGoalSchema.default('maintenance'),
  dailyCalories: wholeNumberIn(DAILY_CALORIES.min, DAILY_CALORIES.max),
  duration: wholeNumberIn(PLAN_DURATION.min, PLAN_DURATION.max).default(PLAN_DURATION.default),
  dietaryRestrictions: freeTextList('Dietary restriction'),
  allergies: freeTextList('Allergy'),
  preferences: freeTextList('Preference'),
});
export type GenerateMealPlanBody = z.input<typeof generateMealPlanBodySchema>;

/** POST /api/generate-personalized-meal-plan: from the member's food ratings. */
export const generatePersonalizedMealPlanBodySchema = z.object({
  goal: mealGoalSchema.default(PERSONALIZED_GOAL),
  dailyCalories: wholeNumberIn(DAILY_CALORIES.min, DAILY_CALORIES.max).default(DAILY_CALORIES.default),
  duration: wholeNumberIn(PLAN_DURATION.min, PLAN_DURATION.max).default(PERSONALIZED_DURATION),
});
export type GeneratePersonalizedMealPlanBody = z.input<typeof generatePersonalizedMealPlanBodySchema>;

/** POST /api/user-meal-plan: start a plan (isActive true) or stop following it (false). */
export const assignMealPlanBodySchema = z.object({
  mealPlanId: z.uuid({ message: 'mealPlanId must be the id of a meal plan' }),
  startDate: isoInstant('startDate').optional(),
  isActive: z.boolean({ message: 'isActive must be true or false' }).default(true),
});
export type AssignMealPlanBody = z.input<typeof assignMealPlanBodySchema>;

export const mealSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  mealType: z.enum(MEAL_TYPES),
  prepTime: z.number().int().nullable(),
  calories: z.number().int(),
  protein: z.number().int(),
  carbs: z.number().int(),
  fat: z.number().int(),
  ingredients: z.array(z.string()),
  instructions: z.array(z.string()),
  /** Major allergens the meal holds (food_item tags). */
  allergens: z.array(z.enum(ALLERGENS)),
  /** Generated plans: the allergies, diets and exclusions the meal was checked against. */
  checkedAgainst: z.array(z.string()),
});
export type Meal = z.infer<typeof mealSchema>;

export const mealPlanDaySchema = z.object({
  id: z.uuid(),
  dayNumber: z.number().int(),
  name: z.string(),
  meals: z.array(mealSchema),
});
export type MealPlanDay = z.infer<typeof mealPlanDaySchema>;

export const mealPlanSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  goal: z.enum(MEAL_GOALS),
  /** The day's targets; each day's achieved figures are the sums of its meals. */
  dailyCalories: z.number().int(),
  dailyProtein: z.number().int().nullable(),
  dailyCarbs: z.number().int().nullable(),
  dailyFat: z.number().int().nullable(),
  duration: z.number().int(),
  /** True for a plan generated for the member, false for the shared catalogue. */
  isGenerated: z.boolean(),
  notes: z.array(z.string()),
  createdAt: z.string(),
  days: z.array(mealPlanDaySchema),
});
export type MealPlan = z.infer<typeof mealPlanSchema>;

export const userMealPlanSchema = z.object({
  id: z.uuid(),
  mealPlanId: z.uuid(),
  mealPlan: mealPlanSchema,
  startDate: z.string(),
  endDate: z.string().nullable(),
  isActive: z.boolean(),
});
export type UserMealPlan = z.infer<typeof userMealPlanSchema>;

export const userMealPreferencesSchema = z.object({
  goal: z.enum(MEAL_GOALS),
  dailyCalories: z.number().int(),
  dietaryRestrictions: z.array(z.string()),
  allergies: z.array(z.string()),
  preferences: z.array(z.string()),
  lastGeneratedAt: z.string().nullable(),
});
export type UserMealPreferences = z.infer<typeof userMealPreferencesSchema>;

/** The answer to both generate calls: the new plan, already the member's active one. */
export const generatedMealPlanSchema = z.object({
  mealPlan: mealPlanSchema,
  userMealPlan: userMealPlanSchema,
});
export type GeneratedMealPlan = z.infer<typeof generatedMealPlanSchema>;

/**
 * A day's figures against the plan's targets: (achieved - target) / target per figure, and whether
 * the day is on target (calories within 5%, protein, carbs and fat within 10%).
 */
export const ON_TARGET = { calories: 0.05, macros: 0.1 } as const;

export function dayFigures(
  plan: Pick<MealPlan, 'dailyCalories' | 'dailyProtein' | 'dailyCarbs' | 'dailyFat'>,
  day: Pick<MealPlanDay, 'meals'>,
) {
  const achieved = day.meals.reduce(
    (sum, meal) => ({
      calories: sum.calories + meal.calories,
      protein: sum.protein + meal.protein,
      carbs: sum.carbs + meal.carbs,
      fat: sum.fat + meal.fat,
    }),
    { calories: 0, protein: 0, carbs: 0, fat: 0 },
  );
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
