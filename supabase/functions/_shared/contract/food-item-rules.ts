/**
 * The food library's vocabulary: categories, ratings, allergens, diets, meal types and roles, with
 * the names the UI shows. Without zod: the meal plans and food log pages read them on their first
 * view. food-items.ts builds the schemas from them and re-exports them.
 */
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

/** A member's rating of a food. */
export const FOOD_PREFERENCES = ['love', 'like', 'dislike', 'never'] as const;
export type FoodPreference = (typeof FOOD_PREFERENCES)[number];
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
