import { z } from 'zod';

/** The eight food categories, in the picker's tab order. */
export const FOOD_CATEGORIES = [
  'proteins',
  'grains',
  'vegetables',
  'fruits',
  'dairy',
  'fats',
  'nuts',
  'legumes',
] as const;
export type FoodCategory = (typeof FOOD_CATEGORIES)[number];

/** How the UI names each category (fats as Healthy Fats, nuts as Nuts & Seeds). */
export const FOOD_CATEGORY_LABELS: Record<FoodCategory, string> = {
  proteins: 'Proteins',
  grains: 'Grains',
  vegetables: 'Vegetables',
  fruits: 'Fruits',
  dairy: 'Dairy',
  fats: 'Healthy Fats',
  nuts: 'Nuts & Seeds',
  legumes: 'Legumes',
};

export const foodCategorySchema = z.enum(FOOD_CATEGORIES, {
  message: `Category must be one of ${FOOD_CATEGORIES.join(', ')}`,
});

/** A member's rating of a food. */
export const FOOD_PREFERENCES = ['love', 'like', 'dislike', 'never'] as const;
export type FoodPreference = (typeof FOOD_PREFERENCES)[number];
export const foodPreferenceSchema = z.enum(FOOD_PREFERENCES, {
  message: 'Preference must be one of love, like, dislike, never',
});

/**
 * The allergens each food is tagged with: the nine major food allergens of US labelling law
 * (FALCPA plus sesame, FASTER Act 2021). `gluten` covers wheat, barley, rye and oats that are not
 * certified gluten-free (cross-contact), so a wheat or gluten allergy excludes all of them.
 */
export const ALLERGENS = [
  'milk',
  'egg',
  'fish',
  'shellfish',
  'tree_nuts',
  'peanuts',
  'gluten',
  'soy',
  'sesame',
] as const;
export type Allergen = (typeof ALLERGENS)[number];

export const ALLERGEN_LABELS: Record<Allergen, string> = {
  milk: 'milk',
  egg: 'egg',
  fish: 'fish',
  shellfish: 'shellfish',
  tree_nuts: 'tree nuts',
  peanuts: 'peanuts',
  gluten: 'wheat/gluten',
  soy: 'soy',
  sesame: 'sesame',
};

/** Dietary restrictions a food can fit. */
export const DIETS = ['vegetarian', 'vegan', 'pescatarian', 'gluten_free', 'dairy_free'] as const;
export type Diet = (typeof DIETS)[number];

export const DIET_LABELS: Record<Diet, string> = {
  vegetarian: 'vegetarian',
  vegan: 'vegan',
  pescatarian: 'pescatarian',
  gluten_free: 'gluten-free',
  dairy_free: 'dairy-free',
};

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;
export type MealType = (typeof MEAL_TYPES)[number];

/**
 * The part a food plays in a meal, which decides how meals are put together: a main (the protein
 * of the plate), a starch, a vegetable, a fruit, or an extra (oil, nuts, cheese, milk, seeds).
 */
export const FOOD_ROLES = ['main', 'starch', 'vegetable', 'fruit', 'extra'] as const;
export type FoodRole = (typeof FOOD_ROLES)[number];

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
