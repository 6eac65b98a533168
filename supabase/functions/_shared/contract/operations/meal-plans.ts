import { z } from 'zod';
import {
  foodItemSchema,
  foodItemsQuerySchema,
  saveFoodPreferenceBodySchema,
  userFoodPreferenceSchema,
} from '../food-items.ts';
import {
  assignMealPlanBodySchema,
  generatedMealPlanSchema,
  generateMealPlanBodySchema,
  generatePersonalizedMealPlanBodySchema,
  mealPlanSchema,
  userMealPlanSchema,
  userMealPreferencesSchema,
} from '../meal-plans.ts';
import { defineOperation, errorResponses } from '../operation.ts';

const tag = 'Meal plans';
export const MEAL_PLAN_NOT_FOUND = 'Meal plan not found';
export const FOOD_ITEM_NOT_FOUND = 'Food item not found';
const denied = { 401: { description: errorResponses[401] } } as const;
const refused = { 400: { description: errorResponses[400] } } as const;
/** The planner's time cap was reached before the first day had a menu, or its solver is restarting. */
const plannerBusy = {
  503: {
    description:
      'The planner could not finish in time (`planner_busy`): nothing was stored; retry after the number of seconds in Retry-After.',
  },
} as const;

/** The meal-plan and food-preference calls. */
export const mealPlanOperations = {
  list: defineOperation({
    id: 'listMealPlans',
    method: 'get',
    path: '/api/meal-plans',
    summary: "The catalogue and the member's generated plans, with their days and meals",
    tag,
    access: 'member',
    responses: {
      200: {
        description: 'Generated plans newest first, then the catalogue.',
        schema: z.array(mealPlanSchema),
      },
      ...denied,
    },
  }),
  active: defineOperation({
    id: 'getUserMealPlan',
    method: 'get',
    path: '/api/user-meal-plan',
    summary: "The member's active meal plan, or null",
    tag,
    access: 'member',
    responses: {
      200: {
        description: 'The active assignment with its plan, or null.',
        schema: userMealPlanSchema.nullable(),
      },
      ...denied,
    },
  }),
  assign: defineOperation({
    id: 'assignMealPlan',
    method: 'post',
    path: '/api/user-meal-plan',
    summary: 'Start a meal plan (the previous one stops), or stop following it with isActive false',
    tag,
    access: 'member',
    body: { kind: 'json', schema: assignMealPlanBodySchema, maxBytes: 2 * 1024 },
    responses: {
      201: { description: 'The new active assignment.', schema: userMealPlanSchema },
      200: { description: 'The assignment, now stopped.', schema: userMealPlanSchema },
      ...refused,
      404: { description: errorResponses[404] },
      ...denied,
    },
  }),
  preferences: defineOperation({
    id: 'getUserMealPreferences',
    method: 'get',
    path: '/api/user-meal-preferences',
    summary: "The member's saved meal-plan settings, or null before the first generated plan",
    tag,
    access: 'member',
    responses: {
      200: { description: 'Saved settings or null.', schema: userMealPreferencesSchema.nullable() },
      ...denied,
    },
  }),
  generate: defineOperation({
    id: 'generateMealPlan',
    method: 'post',
    path: '/api/generate-meal-plan',
    summary:
      'Generate a plan for a goal, calories, duration, restrictions, allergies and preferences, and start it',
    tag,
    access: 'premium',
    body: { kind: 'json', schema: generateMealPlanBodySchema, maxBytes: 16 * 1024 },
    responses: {
      201: { description: 'The plan, now active.', schema: generatedMealPlanSchema },
      ...refused,
      ...denied,
      ...plannerBusy,
    },
  }),
  generatePersonalized: defineOperation({
    id: 'generatePersonalizedMealPlan',
    method: 'post',
    path: '/api/generate-personalized-meal-plan',
    summary: "Generate a plan from the member's food ratings and saved settings, and start it",
    tag,
    access: 'premium',
    body: { kind: 'json', schema: generatePersonalizedMealPlanBodySchema, maxBytes: 2 * 1024 },
    responses: {
      201: { description: 'The plan, now active.', schema: generatedMealPlanSchema },
      ...refused,
      ...denied,
      ...plannerBusy,
    },
  }),
  foodItems: defineOperation({
    id: 'listFoodItemsWithPreferences',
    method: 'get',
    path: '/api/food-items-with-preferences',
    summary: "Food items of a category (or all) with the member's rating of each",
    tag,
    access: 'member',
    query: foodItemsQuerySchema,
    responses: {
      200: { description: 'Food items by name.', schema: z.array(foodItemSchema) },
      ...refused,
      ...denied,
    },
  }),
  rateFood: defineOperation({
    id: 'saveFoodPreference',
    method: 'post',
    path: '/api/user-food-preference',
    summary: 'Rate a food love, like, dislike or never (replaces an earlier rating)',
    tag,
    access: 'member',
    body: { kind: 'json', schema: saveFoodPreferenceBodySchema, maxBytes: 1024 },
    responses: {
      200: { description: 'The saved rating.', schema: userFoodPreferenceSchema },
      ...refused,
      404: { description: errorResponses[404] },
      ...denied,
    },
  }),
  foodPreferences: defineOperation({
    id: 'listUserFoodPreferences',
    method: 'get',
    path: '/api/user-food-preferences',
    summary: "The member's food ratings",
    tag,
    access: 'member',
    responses: {
      200: { description: 'Ratings by food name.', schema: z.array(userFoodPreferenceSchema) },
      ...denied,
    },
  }),
} as const;
