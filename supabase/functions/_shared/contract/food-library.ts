import type { Allergen, Diet, FoodCategory, FoodRole, MealType } from './food-items.ts';

/**
 * The food catalogue: one source for the `food_item` table, which `supabase/seed.sql` fills from
 * it (`npm run seed:generate`), and for the meal-plan catalogue the planner builds when seed.sql is
 * rendered.
 *
 * SOURCE of every nutrient figure: USDA FoodData Central, SR Legacy release (April 2018;
 * https://fdc.nal.usda.gov), public domain. Each entry names the SR Legacy food it was taken from;
 * values are per 100 g of the edible portion in the state that description gives (cooked foods
 * are weighed cooked, dry foods dry), rounded to two decimals at most: energy in kcal, protein,
 * carbohydrate (by difference), total fat and total dietary fiber in grams.
 *
 * Not from USDA, and written for this product: the serving sizes (common household portions, in
 * grams), the allergen tags (the nine major US allergens; `gluten` also marks oats, barley and
 * rye, and coconut is tagged as a tree nut, both on the safe side), the meals each food suits, the
 * role it plays on a plate, the phrase used in meal names and the preparation time.
 */

export type FoodOrigin = 'plant' | 'dairy' | 'egg' | 'fish' | 'shellfish' | 'meat';

export interface Per100g {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
}

export interface LibraryFood {
  /** Unique; the `food_item` table is keyed by it. */
  name: string;
  category: FoodCategory;
  role: FoodRole;
  /** The SR Legacy food description the figures come from. */
  usdaDescription: string;
  per100g: Per100g;
  /** A common serving in grams, and as `commonServingSize` text, e.g. "1 cup (158 g)". */
  servingGrams: number;
  commonServingSize: string;
  origin: FoodOrigin;
  allergens: readonly Allergen[];
  /** Derived from origin and allergens, so a flag can never contradict a tag. */
  diets: readonly Diet[];
  mealTypes: readonly MealType[];
  /** How the food reads inside a meal's name and description, e.g. "roasted chicken breast". */
  phrase: string;
  /** Minutes of preparation for one portion (a meal takes its longest food plus a little per other food). */
  prepMinutes: number;
}

const MEAL_CODES: Record<string, MealType> = { B: 'breakfast', L: 'lunch', D: 'dinner', S: 'snack' };

function dietsOf(origin: FoodOrigin, allergens: readonly Allergen[]): Diet[] {
  const diets: Diet[] = [];
  if (origin !== 'meat' && origin !== 'fish' && origin !== 'shellfish') diets.push('vegetarian');
  if (origin === 'plant') diets.push('vegan');
  if (origin !== 'meat') diets.push('pescatarian');
  if (!allergens.includes('gluten')) diets.push('gluten_free');
  if (!allergens.includes('milk')) diets.push('dairy_free');
  return diets;
}

type Figures = [calories: number, protein: number, carbs: number, fat: number, fiber: number];

function food(
  name: string,
  category: FoodCategory,
  role: FoodRole,
  usdaDescription: string,
  [calories, protein, carbs, fat, fiber]: Figures,
  [servingGrams, servingText]: [number, string],
  origin: FoodOrigin,
  allergens: Allergen[],
  meals: string,
  phrase: string,
  prepMinutes: number,
): LibraryFood {
  return {
    name,
    category,
    role,
    usdaDescription,
    per100g: { calories, protein, carbs, fat, fiber },
    servingGrams,
    commonServingSize: `${servingText} (${servingGrams} g)`,
    origin,
    allergens,
    diets: dietsOf(origin, allergens),
    mealTypes: [...meals].map((code) => MEAL_CODES[code] as MealType),
    phrase,
    prepMinutes,
  };
}

// biome-ignore format: one food per line reads as a table.
export const FOOD_LIBRARY: readonly LibraryFood[] = [
  // Proteins: meat, poultry, fish, shellfish, eggs, soy foods.
  food('Chicken Breast', 'proteins', 'main', 'Chicken, broilers or fryers, breast, meat only, cooked, roasted', [165, 31.02, 0, 3.57, 0], [120, '1 small breast'], 'meat', [], 'LD', 'roasted chicken breast', 25),
  food('Chicken Thigh', 'proteins', 'main', 'Chicken, broilers or fryers, thigh, meat only, cooked, roasted', [209, 25.95, 0, 10.88, 0], [110, '2 thighs'], 'meat', [], 'LD', 'roasted chicken thighs', 30),
  food('Chicken Drumstick', 'proteins', 'main', 'Chicken, broilers or fryers, drumstick, meat only, cooked, roasted', [172, 28.29, 0, 5.66, 0], [110, '2 drumsticks'], 'meat', [], 'LD', 'baked chicken drumsticks', 35),
  food('Turkey Breast', 'proteins', 'main', 'Turkey, whole, breast, meat only, cooked, roasted', [147, 30.13, 0, 2.08, 0], [110, '4 oz sliced'], 'meat', [], 'LD', 'roast turkey breast', 25),
  food('Ground Turkey', 'proteins', 'main', 'Turkey, ground, cooked', [203, 27.37, 0, 10.4, 0], [100, '1 cup crumbled'], 'meat', [], 'LD', 'browned ground turkey', 15),
  food('Lean Ground Beef', 'proteins', 'main', 'Beef, ground, 90% lean meat / 10% fat, patty, cooked, broiled', [217, 26.11, 0, 11.75, 0], [100, '1 patty'], 'meat', [], 'LD', 'lean beef patty', 15),
  food('Sirloin Steak', 'proteins', 'main', 'Beef, loin, top sirloin filet, boneless, separable lean only, trimmed to 0" fat, all grades, cooked, grilled', [171, 30.6, 0, 5.37, 0], [120, '1 small steak'], 'meat', [], 'LD', 'grilled sirloin steak', 20),
  food('Pork Tenderloin', 'proteins', 'main', 'Pork, fresh, loin, tenderloin, separable lean only, cooked, roasted', [143, 26.17, 0, 3.51, 0], [120, '4 slices'], 'meat', [], 'LD', 'roast pork tenderloin', 30),
  food('Lamb Leg', 'proteins', 'main', 'Lamb, domestic, leg, whole (shank and sirloin), separable lean only, trimmed to 1/4" fat, choice, cooked, roasted', [191, 28.3, 0, 7.74, 0], [100, '3 slices'], 'meat', [], 'LD', 'roast lamb', 40),
  food('Salmon', 'proteins', 'main', 'Fish, salmon, Atlantic, farmed, cooked, dry heat', [206, 22.1, 0, 12.35, 0], [120, '1 fillet'], 'fish', ['fish'], 'LD', 'baked salmon', 20),
  food('Cod', 'proteins', 'main', 'Fish, cod, Atlantic, cooked, dry heat', [105, 22.83, 0, 0.86, 0], [130, '1 fillet'], 'fish', ['fish'], 'LD', 'baked cod', 20),
  food('Tilapia', 'proteins', 'main', 'Fish, tilapia, cooked, dry heat', [128, 26.15, 0, 2.65, 0], [120, '1 fillet'], 'fish', ['fish'], 'LD', 'pan-seared tilapia', 15),
  food('Rainbow Trout', 'proteins', 'main', 'Fish, trout, rainbow, farmed, cooked, dry heat', [168, 23.8, 0, 7.38, 0], [120, '1 fillet'], 'fish', ['fish'], 'LD', 'grilled trout', 20),
  food('Halibut', 'proteins', 'main', 'Fish, halibut, Atlantic and Pacific, cooked, dry heat', [111, 22.54, 0, 1.61, 0], [130, '1 fillet'], 'fish', ['fish'], 'LD', 'roasted halibut', 20),
  food('Mackerel', 'proteins', 'main', 'Fish, mackerel, Atlantic, cooked, dry heat', [262, 23.85, 0, 17.81, 0], [100, '1 fillet'], 'fish', ['fish'], 'LD', 'grilled mackerel', 20),
  food('Tuna', 'proteins', 'main', 'Fish, tuna, light, canned in water, drained solids', [116, 25.51, 0, 0.82, 0], [100, '1 can, drained'], 'fish', ['fish'], 'LD', 'tuna', 5),
  food('Sardines', 'proteins', 'main', 'Fish, sardine, Atlantic, canned in oil, drained solids with bone', [208, 24.62, 0, 11.45, 0], [90, '1 can, drained'], 'fish', ['fish'], 'LD', 'sardines', 5),
  food('Smoked Salmon', 'proteins', 'main', 'Fish, salmon, chinook, smoked', [117, 18.28, 0, 4.32, 0], [60, '2 oz'], 'fish', ['fish'], 'BL', 'smoked salmon', 5),
  food('Shrimp', 'proteins', 'main', 'Crustaceans, shrimp, mixed species, cooked, moist heat', [119, 22.78, 1.52, 1.7, 0], [100, '10 large shrimp'], 'shellfish', ['shellfish'], 'LD', 'garlic shrimp', 15),
  food('Crab', 'proteins', 'main', 'Crustaceans, crab, blue, cooked, moist heat', [83, 17.88, 0, 0.74, 0], [100, '2/3 cup meat'], 'shellfish', ['shellfish'], 'LD', 'crab meat', 10),
  food('Boiled Eggs', 'proteins', 'main', 'Egg, whole, cooked, hard-boiled', [155, 12.58, 1.12, 10.61, 0], [100, '2 large eggs'], 'egg', ['egg'], 'BLS', 'boiled eggs', 12),
  food('Scrambled Eggs', 'proteins', 'main', 'Egg, whole, cooked, scrambled', [149, 9.99, 1.61, 10.98, 0], [120, '2 eggs, scrambled'], 'egg', ['egg'], 'B', 'scrambled eggs', 10),
  food('Egg Whites', 'proteins', 'main', 'Egg, white, raw, fresh', [52, 10.9, 0.73, 0.17, 0], [100, '3 large egg whites'], 'egg', ['egg'], 'B', 'egg-white omelette', 10),
  food('Firm Tofu', 'proteins', 'main', 'Tofu, raw, firm, prepared with calcium sulfate', [144, 17.27, 2.78, 8.72, 2.3], [120, '1/2 cup'], 'plant', ['soy'], 'BLD', 'seared tofu', 15),
  food('Tempeh', 'proteins', 'main', 'Tempeh', [192, 20.29, 7.64, 10.8, 0], [100, '2/3 cup'], 'plant', ['soy'], 'LD', 'pan-fried tempeh', 15),
  food('Turkey Slices', 'proteins', 'main', 'Turkey breast, sliced, prepackaged', [104, 17.07, 4.21, 1.66, 0.5], [60, '4 slices'], 'meat', [], 'BL', 'sliced turkey', 2),
  food('Beef Stir-Fry Strips', 'proteins', 'main', 'Beef, round, top round, steak, separable lean and fat, trimmed to 1/8" fat, choice, cooked, broiled', [224, 30.7, 0, 10.27, 0], [100, '1 cup strips'], 'meat', [], 'LD', 'beef stir-fry', 20),

  // Grains: breads, rice, pasta, cereals.
  food('Rolled Oats', 'grains', 'starch', 'Cereals, oats, regular and quick, not fortified, dry', [379, 13.15, 67.7, 6.52, 10.1], [40, '1/2 cup dry'], 'plant', ['gluten'], 'B', 'oatmeal', 10),
  food('Brown Rice', 'grains', 'starch', 'Rice, brown, long-grain, cooked', [123, 2.74, 25.58, 0.97, 1.6], [150, '3/4 cup cooked'], 'plant', [], 'LD', 'brown rice', 30),
  food('White Rice', 'grains', 'starch', 'Rice, white, long-grain, regular, enriched, cooked', [130, 2.69, 28.17, 0.28, 0.4], [150, '3/4 cup cooked'], 'plant', [], 'LD', 'steamed rice', 20),
  food('Wild Rice', 'grains', 'starch', 'Wild rice, cooked', [101, 3.99, 21.34, 0.34, 1.8], [150, '3/4 cup cooked'], 'plant', [], 'LD', 'wild rice', 40),
  food('Quinoa', 'grains', 'starch', 'Quinoa, cooked', [120, 4.4, 21.3, 1.92, 2.8], [150, '3/4 cup cooked'], 'plant', [], 'BLD', 'quinoa', 20),
  food('Whole-Wheat Pasta', 'grains', 'starch', 'Pasta, whole-wheat, cooked', [149, 5.99, 30.07, 1.71, 3.9], [140, '1 cup cooked'], 'plant', ['gluten'], 'LD', 'whole-wheat pasta', 15),
  food('Pasta', 'grains', 'starch', 'Pasta, cooked, enriched, without added salt', [158, 5.8, 30.86, 0.93, 1.8], [140, '1 cup cooked'], 'plant', ['gluten'], 'LD', 'pasta', 15),
  food('Whole-Wheat Bread', 'grains', 'starch', 'Bread, whole-wheat, commercially prepared', [252, 12.45, 42.71, 3.5, 6], [56, '2 slices'], 'plant', ['gluten'], 'BL', 'whole-wheat toast', 3),
  food('Sourdough Bread', 'grains', 'starch', 'Bread, french or vienna (includes sourdough)', [272, 10.75, 51.88, 2.42, 2.2], [60, '2 slices'], 'plant', ['gluten'], 'BL', 'sourdough toast', 3),
  food('Whole-Wheat English Muffin', 'grains', 'starch', 'English muffins, whole-wheat', [203, 8.8, 40.4, 2.1, 6.7], [66, '1 muffin'], 'plant', ['gluten'], 'B', 'toasted whole-wheat English muffin', 4),
  food('Whole-Wheat Pita', 'grains', 'starch', 'Bread, pita, whole-wheat', [266, 9.8, 55, 2.6, 7.4], [64, '1 large pita'], 'plant', ['gluten'], 'L', 'warm whole-wheat pita', 3),
  food('Corn Tortillas', 'grains', 'starch', 'Tortillas, ready-to-bake or -fry, corn', [218, 5.7, 44.64, 2.85, 6.3], [52, '2 tortillas'], 'plant', [], 'LD', 'warm corn tortillas', 3),
  food('Couscous', 'grains', 'starch', 'Couscous, cooked', [112, 3.79, 23.22, 0.16, 1.4], [150, '3/4 cup cooked'], 'plant', ['gluten'], 'LD', 'couscous', 10),
  food('Bulgur', 'grains', 'starch', 'Bulgur, cooked', [83, 3.08, 18.58, 0.24, 4.5], [150, '3/4 cup cooked'], 'plant', ['gluten'], 'LD', 'bulgur', 15),
  food('Pearl Barley', 'grains', 'starch', 'Barley, pearled, cooked', [123, 2.26, 28.22, 0.44, 3.8], [150, '3/4 cup cooked'], 'plant', ['gluten'], 'LD', 'pearl barley', 35),
  food('Buckwheat Groats', 'grains', 'starch', 'Buckwheat groats, roasted, cooked', [92, 3.38, 19.94, 0.62, 2.7], [150, '3/4 cup cooked'], 'plant', [], 'BLD', 'buckwheat groats', 20),
  food('Millet', 'grains', 'starch', 'Millet, cooked', [119, 3.51, 23.67, 1, 1.3], [150, '3/4 cup cooked'], 'plant', [], 'BLD', 'millet', 25),
  food('Rice Noodles', 'grains', 'starch', 'Rice noodles, cooked', [108, 1.79, 24.01, 0.2, 1], [150, '1 cup cooked'], 'plant', [], 'LD', 'rice noodles', 10),
  food('Soba Noodles', 'grains', 'starch', 'Noodles, japanese, soba, cooked', [99, 5.06, 21.44, 0.1, 0], [150, '1 cup cooked'], 'plant', ['gluten'], 'LD', 'soba noodles', 10),
  food('Egg Noodles', 'grains', 'starch', 'Noodles, egg, cooked, enriched', [138, 4.54, 25.16, 2.07, 1.2], [150, '1 cup cooked'], 'egg', ['gluten', 'egg'], 'LD', 'egg noodles', 10),
  food('Granola', 'grains', 'starch', 'Cereals ready-to-eat, granola, homemade', [489, 13.67, 53.88, 24.31, 8.9], [30, '1/4 cup'], 'plant', ['gluten', 'tree_nuts'], 'BS', 'granola', 2),
  food('Brown Rice Cakes', 'grains', 'starch', 'Snacks, rice cakes, brown rice, plain', [387, 8.2, 81.5, 2.8, 4.2], [18, '2 cakes'], 'plant', [], 'BS', 'brown rice cakes', 1),

  // Vegetables, including the starchy ones that stand in for a grain.
  food('Broccoli', 'vegetables', 'vegetable', 'Broccoli, cooked, boiled, drained, without salt', [35, 2.38, 7.18, 0.41, 3.3], [90, '1 cup florets'], 'plant', [], 'LD', 'steamed broccoli', 8),
  food('Spinach', 'vegetables', 'vegetable', 'Spinach, raw', [23, 2.86, 3.63, 0.39, 2.2], [60, '2 cups leaves'], 'plant', [], 'BLD', 'baby spinach', 3),
  food('Kale', 'vegetables', 'vegetable', 'Kale, raw', [49, 4.28, 8.75, 0.93, 3.6], [60, '1 cup chopped'], 'plant', [], 'LD', 'massaged kale', 5),
  food('Carrots', 'vegetables', 'vegetable', 'Carrots, raw', [41, 0.93, 9.58, 0.24, 2.8], [80, '1 medium carrot'], 'plant', [], 'LDS', 'carrot sticks', 3),
  food('Green Beans', 'vegetables', 'vegetable', 'Beans, snap, green, cooked, boiled, drained, without salt', [35, 1.89, 7.88, 0.28, 3.2], [100, '1 cup'], 'plant', [], 'LD', 'green beans', 8),
  food('Red Bell Pepper', 'vegetables', 'vegetable', 'Peppers, sweet, red, raw', [26, 0.99, 6.03, 0.3, 2.1], [100, '1 small pepper'], 'plant', [], 'BLDS', 'red pepper strips', 3),
  food('Tomatoes', 'vegetables', 'vegetable', 'Tomatoes, red, ripe, raw, year round average', [18, 0.88, 3.89, 0.2, 1.2], [120, '1 medium tomato'], 'plant', [], 'BLDS', 'sliced tomatoes', 3),
  food('Cucumber', 'vegetables', 'vegetable', 'Cucumber, with peel, raw', [15, 0.65, 3.63, 0.11, 0.5], [100, '1/3 cucumber'], 'plant', [], 'LDS', 'cucumber', 2),
  food('Zucchini', 'vegetables', 'vegetable', 'Squash, summer, zucchini, includes skin, cooked, boiled, drained, without salt', [15, 1.14, 2.69, 0.36, 1], [120, '1 cup sliced'], 'plant', [], 'LD', 'sautéed zucchini', 8),
  food('Cauliflower', 'vegetables', 'vegetable', 'Cauliflower, cooked, boiled, drained, without salt', [23, 1.84, 4.11, 0.45, 2.3], [120, '1 cup florets'], 'plant', [], 'LD', 'roasted cauliflower', 20),
  food('Brussels Sprouts', 'vegetables', 'vegetable', 'Brussels sprouts, cooked, boiled, drained, without salt', [36, 2.55, 7.1, 0.5, 2.6], [80, '1/2 cup'], 'plant', [], 'LD', 'roasted Brussels sprouts', 20),
  food('Asparagus', 'vegetables', 'vegetable', 'Asparagus, cooked, boiled, drained', [22, 2.4, 4.11, 0.22, 2], [90, '6 spears'], 'plant', [], 'BLD', 'asparagus spears', 8),
  food('Mushrooms', 'vegetables', 'vegetable', 'Mushrooms, white, raw', [22, 3.09, 3.26, 0.34, 1], [70, '1 cup sliced'], 'plant', [], 'BLD', 'sautéed mushrooms', 8),
  food('Onion', 'vegetables', 'vegetable', 'Onions, raw', [40, 1.1, 9.34, 0.1, 1.7], [60, '1/2 medium onion'], 'plant', [], 'LD', 'caramelised onion', 10),
  food('Romaine Lettuce', 'vegetables', 'vegetable', 'Lettuce, cos or romaine, raw', [17, 1.23, 3.29, 0.3, 2.1], [85, '2 cups shredded'], 'plant', [], 'LD', 'romaine salad', 3),
  food('Arugula', 'vegetables', 'vegetable', 'Arugula, raw', [25, 2.58, 3.65, 0.66, 1.6], [40, '2 cups'], 'plant', [], 'LD', 'arugula', 2),
  food('Cabbage', 'vegetables', 'vegetable', 'Cabbage, raw', [25, 1.28, 5.8, 0.1, 2.5], [90, '1 cup shredded'], 'plant', [], 'LD', 'crunchy slaw', 5),
  food('Bok Choy', 'vegetables', 'vegetable', 'Cabbage, chinese (pak-choi), cooked, boiled, drained, without salt', [12, 1.56, 1.78, 0.16, 1], [170, '1 cup'], 'plant', [], 'LD', 'wilted bok choy', 6),
  food('Eggplant', 'vegetables', 'vegetable', 'Eggplant, cooked, boiled, drained, without salt', [35, 0.83, 8.73, 0.23, 2.5], [100, '1 cup cubes'], 'plant', [], 'LD', 'roasted eggplant', 20),
  food('Green Peas', 'vegetables', 'vegetable', 'Peas, green, cooked, boiled, drained, without salt', [84, 5.36, 15.63, 0.22, 5.5], [80, '1/2 cup'], 'plant', [], 'LD', 'green peas', 6),
  food('Snow Peas', 'vegetables', 'vegetable', 'Peas, edible-podded, boiled, drained, without salt', [40, 3.27, 7.05, 0.23, 2.8], [80, '1 cup'], 'plant', [], 'LD', 'snow peas', 5),
  food('Okra', 'vegetables', 'vegetable', 'Okra, cooked, boiled, drained, without salt', [22, 1.87, 4.51, 0.21, 2.5], [80, '1/2 cup sliced'], 'plant', [], 'LD', 'okra', 10),
  food('Beets', 'vegetables', 'vegetable', 'Beets, cooked, boiled, drained', [44, 1.68, 9.96, 0.18, 2], [85, '1/2 cup slices'], 'plant', [], 'LD', 'roasted beets', 30),
  food('Butternut Squash', 'vegetables', 'vegetable', 'Squash, winter, butternut, cooked, baked, without salt', [40, 0.9, 10.49, 0.09, 3.2], [100, '1/2 cup cubes'], 'plant', [], 'LD', 'roasted butternut squash', 30),
  food('Celery', 'vegetables', 'vegetable', 'Celery, raw', [14, 0.69, 2.97, 0.17, 1.6], [80, '2 stalks'], 'plant', [], 'LS', 'celery sticks', 2),
  food('Sweet Corn', 'vegetables', 'starch', 'Corn, sweet, yellow, cooked, boiled, drained, without salt', [96, 3.41, 20.98, 1.5, 2.4], [100, '1 ear'], 'plant', [], 'LD', 'sweet corn', 10),
  food('Baked Potato', 'vegetables', 'starch', 'Potatoes, baked, flesh and skin, without salt', [93, 2.5, 21.15, 0.13, 2.2], [170, '1 medium potato'], 'plant', [], 'LD', 'baked potato', 45),
  food('Sweet Potato', 'vegetables', 'starch', 'Sweet potato, cooked, baked in skin, flesh, without salt', [90, 2.01, 20.71, 0.15, 3.3], [150, '1 medium'], 'plant', [], 'BLD', 'baked sweet potato', 45),
  food('Boiled New Potatoes', 'vegetables', 'starch', 'Potatoes, boiled, cooked in skin, flesh, without salt', [87, 1.87, 20.13, 0.1, 1.8], [150, '5 small potatoes'], 'plant', [], 'LD', 'boiled new potatoes', 20),

  // Fruits.
  food('Apple', 'fruits', 'fruit', 'Apples, raw, with skin', [52, 0.26, 13.81, 0.17, 2.4], [180, '1 medium apple'], 'plant', [], 'BS', 'apple', 1),
  food('Banana', 'fruits', 'fruit', 'Bananas, raw', [89, 1.09, 22.84, 0.33, 2.6], [118, '1 medium banana'], 'plant', [], 'BS', 'banana', 1),
  food('Orange', 'fruits', 'fruit', 'Oranges, raw, all commercial varieties', [47, 0.94, 11.75, 0.12, 2.4], [130, '1 medium orange'], 'plant', [], 'BS', 'orange', 2),
  food('Blueberries', 'fruits', 'fruit', 'Blueberries, raw', [57, 0.74, 14.49, 0.33, 2.4], [75, '1/2 cup'], 'plant', [], 'BS', 'blueberries', 1),
  food('Strawberries', 'fruits', 'fruit', 'Strawberries, raw', [32, 0.67, 7.68, 0.3, 2], [150, '1 cup halves'], 'plant', [], 'BS', 'strawberries', 2),
  food('Raspberries', 'fruits', 'fruit', 'Raspberries, raw', [52, 1.2, 11.94, 0.65, 6.5], [62, '1/2 cup'], 'plant', [], 'BS', 'raspberries', 1),
  food('Blackberries', 'fruits', 'fruit', 'Blackberries, raw', [43, 1.39, 9.61, 0.49, 5.3], [72, '1/2 cup'], 'plant', [], 'BS', 'blackberries', 1),
  food('Grapes', 'fruits', 'fruit', 'Grapes, red or green (European type, such as Thompson seedless), raw', [69, 0.72, 18.1, 0.16, 0.9], [90, '1/2 cup'], 'plant', [], 'BS', 'grapes', 1),
  food('Pear', 'fruits', 'fruit', 'Pears, raw', [57, 0.36, 15.23, 0.14, 3.1], [178, '1 medium pear'], 'plant', [], 'BS', 'pear', 1),
  food('Peach', 'fruits', 'fruit', 'Peaches, yellow, raw', [39, 0.91, 9.54, 0.25, 1.5], [150, '1 medium peach'], 'plant', [], 'BS', 'sliced peach', 2),
  food('Mango', 'fruits', 'fruit', 'Mangos, raw', [60, 0.82, 14.98, 0.38, 1.6], [165, '1 cup pieces'], 'plant', [], 'BS', 'mango', 3),
  food('Pineapple', 'fruits', 'fruit', 'Pineapple, raw, all varieties', [50, 0.54, 13.12, 0.12, 1.4], [165, '1 cup chunks'], 'plant', [], 'BS', 'pineapple', 3),
  food('Kiwi', 'fruits', 'fruit', 'Kiwifruit, green, raw', [61, 1.14, 14.66, 0.52, 3], [75, '1 kiwi'], 'plant', [], 'BS', 'kiwi', 2),
  food('Watermelon', 'fruits', 'fruit', 'Watermelon, raw', [30, 0.61, 7.55, 0.15, 0.4], [280, '2 cups diced'], 'plant', [], 'BS', 'watermelon', 3),
  food('Cantaloupe', 'fruits', 'fruit', 'Melons, cantaloupe, raw', [34, 0.84, 8.16, 0.19, 0.9], [160, '1 cup cubes'], 'plant', [], 'BS', 'cantaloupe', 3),
  food('Cherries', 'fruits', 'fruit', 'Cherries, sweet, raw', [63, 1.06, 16.01, 0.2, 2.1], [140, '1 cup'], 'plant', [], 'BS', 'cherries', 1),
  food('Plums', 'fruits', 'fruit', 'Plums, raw', [46, 0.7, 11.42, 0.28, 1.4], [130, '2 plums'], 'plant', [], 'BS', 'plums', 1),
  food('Apricots', 'fruits', 'fruit', 'Apricots, raw', [48, 1.4, 11.12, 0.39, 2], [105, '3 apricots'], 'plant', [], 'BS', 'apricots', 1),
  food('Grapefruit', 'fruits', 'fruit', 'Grapefruit, raw, pink and red, all areas', [42, 0.77, 10.66, 0.14, 1.6], [123, '1/2 grapefruit'], 'plant', [], 'BS', 'grapefruit', 2),
  food('Tangerine', 'fruits', 'fruit', 'Tangerines, (mandarin oranges), raw', [53, 0.81, 13.34, 0.31, 1.8], [88, '1 tangerine'], 'plant', [], 'BS', 'tangerine', 1),
  food('Papaya', 'fruits', 'fruit', 'Papayas, raw', [43, 0.47, 10.82, 0.26, 1.7], [145, '1 cup pieces'], 'plant', [], 'BS', 'papaya', 3),
  food('Raisins', 'fruits', 'fruit', 'Raisins, seedless', [299, 3.07, 79.18, 0.46, 3.7], [30, '1 small box'], 'plant', [], 'BS', 'raisins', 1),
  food('Medjool Dates', 'fruits', 'fruit', 'Dates, medjool', [277, 1.81, 74.97, 0.15, 6.7], [48, '2 dates'], 'plant', [], 'BS', 'Medjool dates', 1),
  food('Dried Apricots', 'fruits', 'fruit', 'Apricots, dried, sulfured, uncooked', [241, 3.39, 62.64, 0.51, 7.3], [40, '5 halves'], 'plant', [], 'BS', 'dried apricots', 1),

  // Dairy.
  food('Greek Yogurt', 'dairy', 'main', 'Yogurt, Greek, plain, nonfat', [59, 10.19, 3.6, 0.39, 0], [170, '1 container'], 'dairy', ['milk'], 'BS', 'nonfat Greek yogurt', 2),
  food('Whole-Milk Greek Yogurt', 'dairy', 'main', 'Yogurt, Greek, plain, whole milk', [97, 9, 3.98, 5, 0], [170, '1 container'], 'dairy', ['milk'], 'BS', 'creamy Greek yogurt', 2),
  food('Plain Yogurt', 'dairy', 'main', 'Yogurt, plain, low fat, 12 grams protein per 8 ounce', [63, 5.25, 7.04, 1.55, 0], [170, '3/4 cup'], 'dairy', ['milk'], 'BS', 'plain yogurt', 2),
  food('Cottage Cheese', 'dairy', 'main', 'Cheese, cottage, lowfat, 2% milkfat', [81, 10.45, 4.76, 2.27, 0], [113, '1/2 cup'], 'dairy', ['milk'], 'BLS', 'cottage cheese', 2),
  food('Part-Skim Ricotta', 'dairy', 'main', 'Cheese, ricotta, part skim milk', [138, 11.39, 5.14, 7.91, 0], [62, '1/4 cup'], 'dairy', ['milk'], 'BS', 'ricotta', 2),
  food('Low-Fat Milk', 'dairy', 'extra', 'Milk, reduced fat, fluid, 2% milkfat, with added vitamin A and vitamin D', [50, 3.3, 4.8, 1.98, 0], [244, '1 cup'], 'dairy', ['milk'], 'BS', 'a glass of milk', 1),
  food('Skim Milk', 'dairy', 'extra', 'Milk, nonfat, fluid, with added vitamin A and vitamin D (fat free or skim)', [34, 3.37, 4.96, 0.08, 0], [245, '1 cup'], 'dairy', ['milk'], 'BS', 'skim milk', 1),
  food('Whole Milk', 'dairy', 'extra', 'Milk, whole, 3.25% milkfat, with added vitamin D', [61, 3.15, 4.78, 3.27, 0], [244, '1 cup'], 'dairy', ['milk'], 'BS', 'whole milk', 1),
  food('Kefir', 'dairy', 'extra', 'Kefir, lowfat, plain', [41, 3.79, 4.48, 0.93, 0], [240, '1 cup'], 'dairy', ['milk'], 'BS', 'kefir', 1),
  food('Cheddar Cheese', 'dairy', 'extra', 'Cheese, cheddar', [403, 24.9, 1.28, 33.14, 0], [28, '1 slice'], 'dairy', ['milk'], 'BLDS', 'sharp cheddar', 2),
  food('Mozzarella', 'dairy', 'extra', 'Cheese, mozzarella, part skim milk', [254, 24.26, 2.77, 15.92, 0], [28, '1 oz'], 'dairy', ['milk'], 'LDS', 'fresh mozzarella', 2),
  food('Feta Cheese', 'dairy', 'extra', 'Cheese, feta', [264, 14.21, 4.09, 21.28, 0], [28, '1 oz crumbled'], 'dairy', ['milk'], 'BLD', 'crumbled feta', 2),
  food('Parmesan', 'dairy', 'extra', 'Cheese, parmesan, hard', [392, 35.75, 3.22, 25.83, 0], [10, '2 tablespoons grated'], 'dairy', ['milk'], 'LD', 'shaved parmesan', 2),
  food('Swiss Cheese', 'dairy', 'extra', 'Cheese, swiss', [380, 26.96, 5.38, 27.8, 0], [28, '1 slice'], 'dairy', ['milk'], 'BLS', 'Swiss cheese', 2),

  // Healthy fats.
  food('Olive Oil', 'fats', 'extra', 'Oil, olive, salad or cooking', [884, 0, 0, 100, 0], [10, '2 teaspoons'], 'plant', [], 'LD', 'extra-virgin olive oil', 1),
  food('Avocado Oil', 'fats', 'extra', 'Oil, avocado', [884, 0, 0, 100, 0], [10, '2 teaspoons'], 'plant', [], 'LD', 'avocado oil', 1),
  food('Canola Oil', 'fats', 'extra', 'Oil, canola', [884, 0, 0, 100, 0], [10, '2 teaspoons'], 'plant', [], 'LD', 'a little canola oil', 1),
  food('Sesame Oil', 'fats', 'extra', 'Oil, sesame, salad or cooking', [884, 0, 0, 100, 0], [8, '2 teaspoons'], 'plant', ['sesame'], 'LD', 'toasted sesame oil', 1),
  food('Coconut Oil', 'fats', 'extra', 'Oil, coconut', [892, 0, 0, 99.06, 0], [9, '2 teaspoons'], 'plant', ['tree_nuts'], 'BLD', 'coconut oil', 1),
  food('Butter', 'fats', 'extra', 'Butter, salted', [717, 0.85, 0.06, 81.11, 0], [10, '2 teaspoons'], 'dairy', ['milk'], 'BLD', 'butter', 1),
  food('Ghee', 'fats', 'extra', 'Butter oil, anhydrous', [876, 0.28, 0, 99.48, 0], [9, '2 teaspoons'], 'dairy', ['milk'], 'LD', 'ghee', 1),
  food('Avocado', 'fats', 'extra', 'Avocados, raw, all commercial varieties', [160, 2, 8.53, 14.66, 6.7], [50, '1/3 avocado'], 'plant', [], 'BLDS', 'sliced avocado', 3),
  food('Olives', 'fats', 'extra', 'Olives, ripe, canned (small-extra large)', [115, 0.84, 6.26, 10.68, 3.2], [30, '8 olives'], 'plant', [], 'LDS', 'black olives', 1),
  food('Mayonnaise', 'fats', 'extra', 'Salad dressing, mayonnaise, regular', [680, 0.96, 0.57, 74.85, 0], [14, '1 tablespoon'], 'egg', ['egg'], 'L', 'mayonnaise', 1),

  // Nuts and seeds (and their butters and drinks).
  food('Almonds', 'nuts', 'extra', 'Nuts, almonds', [579, 21.15, 21.55, 49.93, 12.5], [28, '23 almonds'], 'plant', ['tree_nuts'], 'BS', 'almonds', 1),
  food('Walnuts', 'nuts', 'extra', 'Nuts, walnuts, english', [654, 15.23, 13.71, 65.21, 6.7], [28, '14 halves'], 'plant', ['tree_nuts'], 'BLS', 'walnuts', 1),
  food('Cashews', 'nuts', 'extra', 'Nuts, cashew nuts, raw', [553, 18.22, 30.19, 43.85, 3.3], [28, '18 cashews'], 'plant', ['tree_nuts'], 'LDS', 'toasted cashews', 1),
  food('Pistachios', 'nuts', 'extra', 'Nuts, pistachio nuts, dry roasted, without salt added', [572, 21.05, 28.28, 45.82, 10.3], [28, '49 kernels'], 'plant', ['tree_nuts'], 'S', 'pistachios', 1),
  food('Pecans', 'nuts', 'extra', 'Nuts, pecans', [691, 9.17, 13.86, 71.97, 9.6], [28, '19 halves'], 'plant', ['tree_nuts'], 'BS', 'pecans', 1),
  food('Hazelnuts', 'nuts', 'extra', 'Nuts, hazelnuts or filberts', [628, 14.95, 16.7, 60.75, 9.7], [28, '21 hazelnuts'], 'plant', ['tree_nuts'], 'BS', 'hazelnuts', 1),
  food('Macadamia Nuts', 'nuts', 'extra', 'Nuts, macadamia nuts, raw', [718, 7.91, 13.82, 75.77, 8.6], [28, '11 nuts'], 'plant', ['tree_nuts'], 'S', 'macadamia nuts', 1),
  food('Brazil Nuts', 'nuts', 'extra', 'Nuts, brazilnuts, dried, unblanched', [659, 14.32, 11.74, 67.1, 7.5], [28, '6 nuts'], 'plant', ['tree_nuts'], 'S', 'Brazil nuts', 1),
  food('Peanuts', 'nuts', 'extra', 'Peanuts, all types, dry-roasted, without salt', [587, 24.35, 21.26, 49.66, 8.4], [28, '1 handful'], 'plant', ['peanuts'], 'LDS', 'roasted peanuts', 1),
  food('Peanut Butter', 'nuts', 'extra', 'Peanut butter, smooth style, without salt', [588, 25.09, 19.56, 50.39, 6], [32, '2 tablespoons'], 'plant', ['peanuts'], 'BS', 'peanut butter', 1),
  food('Almond Butter', 'nuts', 'extra', 'Nuts, almond butter, plain, without salt added', [614, 20.96, 18.82, 55.5, 10.3], [32, '2 tablespoons'], 'plant', ['tree_nuts'], 'BS', 'almond butter', 1),
  food('Tahini', 'nuts', 'extra', 'Seeds, sesame butter, tahini, from roasted and toasted kernels (most common type)', [595, 17, 21.19, 53.76, 9.3], [15, '1 tablespoon'], 'plant', ['sesame'], 'LD', 'tahini dressing', 3),
  food('Sunflower Seeds', 'nuts', 'extra', 'Seeds, sunflower seed kernels, dry roasted, without salt', [582, 19.33, 24.07, 49.8, 11.1], [28, '1/4 cup'], 'plant', [], 'BLDS', 'sunflower seeds', 1),
  food('Pumpkin Seeds', 'nuts', 'extra', 'Seeds, pumpkin and squash seed kernels, dried', [559, 30.23, 10.71, 49.05, 6], [28, '1/4 cup'], 'plant', [], 'BLDS', 'pumpkin seeds', 1),
  food('Chia Seeds', 'nuts', 'extra', 'Seeds, chia seeds, dried', [486, 16.54, 42.12, 30.74, 34.4], [15, '1 tablespoon'], 'plant', [], 'BS', 'chia seeds', 1),
  food('Ground Flaxseed', 'nuts', 'extra', 'Seeds, flaxseed', [534, 18.29, 28.88, 42.16, 27.3], [10, '1 tablespoon'], 'plant', [], 'B', 'ground flaxseed', 1),
  food('Sesame Seeds', 'nuts', 'extra', 'Seeds, sesame seeds, whole, dried', [573, 17.73, 23.45, 49.67, 11.8], [9, '1 tablespoon'], 'plant', ['sesame'], 'LD', 'toasted sesame seeds', 1),
  food('Hemp Seeds', 'nuts', 'extra', 'Seeds, hemp seed, hulled', [553, 31.56, 8.67, 48.75, 4], [30, '3 tablespoons'], 'plant', [], 'BS', 'hemp hearts', 1),
  food('Almond Milk', 'nuts', 'extra', 'Beverages, almond milk, unsweetened, shelf stable', [15, 0.59, 0.58, 1.1, 0], [240, '1 cup'], 'plant', ['tree_nuts'], 'BS', 'unsweetened almond milk', 1),

  // Legumes.
  food('Lentils', 'legumes', 'main', 'Lentils, mature seeds, cooked, boiled, without salt', [116, 9.02, 20.13, 0.38, 7.9], [150, '3/4 cup cooked'], 'plant', [], 'LD', 'lentils', 25),
  food('Chickpeas', 'legumes', 'main', 'Chickpeas (garbanzo beans, bengal gram), mature seeds, cooked, boiled, without salt', [164, 8.86, 27.42, 2.59, 7.6], [120, '3/4 cup'], 'plant', [], 'LD', 'chickpeas', 10),
  food('Black Beans', 'legumes', 'main', 'Beans, black, mature seeds, cooked, boiled, without salt', [132, 8.86, 23.71, 0.54, 8.7], [130, '3/4 cup'], 'plant', [], 'LD', 'black beans', 10),
  food('Kidney Beans', 'legumes', 'main', 'Beans, kidney, all types, mature seeds, cooked, boiled, without salt', [127, 8.67, 22.8, 0.5, 6.4], [130, '3/4 cup'], 'plant', [], 'LD', 'kidney beans', 10),
  food('Pinto Beans', 'legumes', 'main', 'Beans, pinto, mature seeds, cooked, boiled, without salt', [143, 9.01, 26.22, 0.65, 9], [130, '3/4 cup'], 'plant', [], 'LD', 'pinto beans', 10),
  food('Navy Beans', 'legumes', 'main', 'Beans, navy, mature seeds, cooked, boiled, without salt', [140, 8.23, 26.05, 0.62, 10.5], [130, '3/4 cup'], 'plant', [], 'LD', 'white navy beans', 10),
  food('Great Northern Beans', 'legumes', 'main', 'Beans, great northern, mature seeds, cooked, boiled, without salt', [118, 8.33, 21.09, 0.45, 7], [130, '3/4 cup'], 'plant', [], 'LD', 'great northern beans', 10),
  food('Black-Eyed Peas', 'legumes', 'main', 'Cowpeas, common (blackeyes, crowder, southern), mature seeds, cooked, boiled, without salt', [116, 7.73, 20.76, 0.53, 6.5], [130, '3/4 cup'], 'plant', [], 'LD', 'black-eyed peas', 10),
  food('Split Peas', 'legumes', 'main', 'Peas, split, mature seeds, cooked, boiled, without salt', [118, 8.34, 21.1, 0.39, 8.3], [150, '3/4 cup'], 'plant', [], 'LD', 'split-pea dal', 30),
  food('Mung Beans', 'legumes', 'main', 'Mung beans, mature seeds, cooked, boiled, without salt', [105, 7.02, 19.15, 0.38, 7.6], [150, '3/4 cup'], 'plant', [], 'LD', 'mung beans', 25),
  food('Lima Beans', 'legumes', 'main', 'Lima beans, large, mature seeds, cooked, boiled, without salt', [115, 7.8, 20.88, 0.38, 7], [130, '3/4 cup'], 'plant', [], 'LD', 'butter beans', 10),
  food('Adzuki Beans', 'legumes', 'main', 'Beans, adzuki, mature seeds, cooked, boiled, without salt', [128, 7.52, 24.77, 0.1, 7.3], [130, '3/4 cup'], 'plant', [], 'LD', 'adzuki beans', 10),
  food('Edamame', 'legumes', 'main', 'Edamame, frozen, prepared', [121, 11.91, 8.91, 5.2, 5.2], [120, '3/4 cup shelled'], 'plant', ['soy'], 'LDS', 'edamame', 6),
  food('Hummus', 'legumes', 'extra', 'Hummus, commercial', [166, 7.9, 14.29, 9.6, 6], [60, '1/4 cup'], 'plant', ['sesame'], 'LDS', 'hummus', 1),
  food('Soy Milk', 'legumes', 'extra', 'Soymilk (all flavors), unsweetened, with added calcium, vitamins A and D', [33, 2.86, 1.74, 1.61, 0.4], [243, '1 cup'], 'plant', ['soy'], 'BS', 'unsweetened soy milk', 1),
  food('Refried Beans', 'legumes', 'main', 'Refried beans, canned, traditional style', [91, 5.36, 15.25, 1.23, 5.1], [120, '1/2 cup'], 'plant', [], 'LD', 'refried beans', 5),
];
