import { z } from 'zod';
import { ALLERGENS, MEAL_TYPES } from './food-item-rules.ts';
import {
  DAILY_CALORIES,
  FREE_TEXT_LIST,
  MEAL_GOALS,
  PERSONALIZED_DURATION,
  PERSONALIZED_GOAL,
  PLAN_DURATION,
} from './meal-plan-rules.ts';
import { isoInstant, singleLineText } from './text.ts';

export {
  DAILY_CALORIES,
  dayFigures,
  FREE_TEXT_LIST,
  MEAL_GOAL_LABELS,
  MEAL_GOALS,
  type MealGoal,
  ON_TARGET,
  PERSONALIZED_DURATION,
  PERSONALIZED_GOAL,
  PLAN_DURATION,
} from './meal-plan-rules.ts';

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
