import { describe, expect, it } from 'vitest';
import { ALLERGENS, DIETS, FOOD_CATEGORIES, MEAL_TYPES } from './food-items.ts';
import { FOOD_LIBRARY } from './food-library.ts';

describe('the food library (USDA SR Legacy figures)', () => {
  it('has at least 150 foods over the eight categories, with unique names', () => {
    expect(FOOD_LIBRARY.length).toBeGreaterThanOrEqual(150);
    expect(new Set(FOOD_LIBRARY.map((food) => food.category))).toEqual(new Set(FOOD_CATEGORIES));
    expect(new Set(FOOD_LIBRARY.map((food) => food.name)).size).toBe(FOOD_LIBRARY.length);
    for (const category of FOOD_CATEGORIES)
      expect(
        FOOD_LIBRARY.filter((food) => food.category === category).length,
        category,
      ).toBeGreaterThanOrEqual(10);
  });

  it('has energy that agrees with its macros (Atwater 4/4/9) within what fibre and specific factors explain', () => {
    const off = FOOD_LIBRARY.filter((food) => {
      const { calories, protein, carbs, fat } = food.per100g;
      const atwater = 4 * protein + 4 * carbs + 9 * fat;
      return Math.abs(calories - atwater) > Math.max(15, 0.25 * calories);
    }).map((food) => food.name);
    expect(off).toEqual([]);
  });

  it('names a USDA description, a serving in grams and plausible figures for every food', () => {
    for (const food of FOOD_LIBRARY) {
      expect(food.usdaDescription.length, food.name).toBeGreaterThan(3);
      expect(food.servingGrams, food.name).toBeGreaterThan(0);
      expect(food.commonServingSize).toMatch(/\(\d+ g\)$/);
      const { protein, carbs, fat, fiber } = food.per100g;
      expect(protein + carbs + fat, food.name).toBeLessThanOrEqual(100.5);
      expect(fiber, food.name).toBeLessThanOrEqual(carbs + 0.01);
      expect(food.mealTypes.length, food.name).toBeGreaterThan(0);
      for (const allergen of food.allergens) expect(ALLERGENS).toContain(allergen);
      for (const diet of food.diets) expect(DIETS).toContain(diet);
    }
  });

  it('keeps diet flags consistent with allergens and origin', () => {
    for (const food of FOOD_LIBRARY) {
      expect(food.diets.includes('gluten_free'), food.name).toBe(!food.allergens.includes('gluten'));
      expect(food.diets.includes('dairy_free'), food.name).toBe(!food.allergens.includes('milk'));
      if (food.diets.includes('vegan')) expect(food.diets, food.name).toContain('vegetarian');
      if (food.diets.includes('vegetarian')) expect(food.diets, food.name).toContain('pescatarian');
      if (food.origin === 'meat') expect(food.diets).not.toContain('pescatarian');
      if (food.origin === 'dairy') expect(food.allergens, food.name).toContain('milk');
    }
    const byName = new Map(FOOD_LIBRARY.map((food) => [food.name, food]));
    expect(byName.get('Peanut Butter')?.allergens).toEqual(['peanuts']);
    expect(byName.get('Shrimp')?.allergens).toEqual(['shellfish']);
    expect(byName.get('Whole-Wheat Bread')?.allergens).toEqual(['gluten']);
    expect(byName.get('Tahini')?.allergens).toEqual(['sesame']);
    expect(byName.get('Greek Yogurt')?.diets).toEqual(['vegetarian', 'pescatarian', 'gluten_free']);
  });

  it('offers every meal a main or a starch and lunch and dinner vegetables', () => {
    for (const meal of MEAL_TYPES) {
      const fits = FOOD_LIBRARY.filter((food) => food.mealTypes.includes(meal));
      expect(
        fits.some((food) => food.role === 'main' || food.role === 'starch'),
        meal,
      ).toBe(true);
    }
    for (const meal of ['lunch', 'dinner'] as const)
      expect(
        FOOD_LIBRARY.filter((food) => food.role === 'vegetable' && food.mealTypes.includes(meal)).length,
      ).toBeGreaterThan(10);
  });
});
