import { z } from 'zod';
import { ALLERGENS, DIETS, FOOD_CATEGORIES, FOOD_PREFERENCES, MEAL_TYPES } from './food-item-rules.ts';

export {
  ALLERGEN_LABELS,
  ALLERGENS,
  type Allergen,
  DIET_LABELS,
  DIETS,
  type Diet,
  FOOD_CATEGORIES,
  FOOD_CATEGORY_LABELS,
  FOOD_PREFERENCES,
  FOOD_ROLES,
  type FoodCategory,
  type FoodPreference,
  type FoodRole,
  MEAL_TYPES,
  type MealType,
} from './food-item-rules.ts';

export const foodCategorySchema = z.enum(FOOD_CATEGORIES, {
  message: `Category must be one of ${FOOD_CATEGORIES.join(', ')}`,
});

export const foodPreferenceSchema = z.enum(FOOD_PREFERENCES, {
  message: 'Preference must be one of love, like, dislike, never',
});

export const foodItemSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  category: foodCategorySchema,
  caloriesPer100g: z.number(),
  proteinPer100g: z.number(),
  carbsPer100g: z.number(),
  fatPer100g: z.number(),
  fiberPer100g: z.number(),
  /** A common serving as text, e.g. "1 cup (158 g)". */
  commonServingSize: z.string(),
  servingGrams: z.number(),
  allergens: z.array(z.enum(ALLERGENS)),
  diets: z.array(z.enum(DIETS)),
  mealTypes: z.array(z.enum(MEAL_TYPES)),
  userPreference: z.object({ preference: foodPreferenceSchema }).nullable(),
});
export type FoodItem = z.infer<typeof foodItemSchema>;

/** GET /api/food-items-with-preferences?category=: one category, or every item without it. */
export const foodItemsQuerySchema = z.object({
  category: foodCategorySchema.optional(),
});

/** POST /api/user-food-preference. Saved at once; a second rating of the same food replaces the first. */
export const saveFoodPreferenceBodySchema = z.object({
  foodItemId: z.uuid({ message: 'foodItemId must be the id of a food item' }),
  preference: foodPreferenceSchema,
});
export type SaveFoodPreferenceBody = z.input<typeof saveFoodPreferenceBodySchema>;

export const userFoodPreferenceSchema = z.object({
  foodItemId: z.uuid(),
  foodName: z.string(),
  category: foodCategorySchema,
  caloriesPer100g: z.number(),
  preference: foodPreferenceSchema,
  updatedAt: z.string(),
});
export type UserFoodPreference = z.infer<typeof userFoodPreferenceSchema>;
