import { describe, expect, it } from 'vitest';
import { LIBRARY_FOODS } from '../../../../tests/support/meal-requests.ts';
import { mapPreferences, mapRestrictions, type NamedFood } from './meal-planner-text.ts';

const foods: NamedFood[] = LIBRARY_FOODS.map((food) => ({
  id: food.id,
  name: food.name,
  searchText: food.usdaDescription,
  origin: food.origin,
}));
const named = (...names: string[]) =>
  foods.filter((food) => names.includes(food.name)).map((food) => food.id);
const allergies = (...texts: string[]) => mapRestrictions({ allergies: texts, restrictions: [] }, foods);
const restrictions = (...texts: string[]) => mapRestrictions({ allergies: [], restrictions: texts }, foods);

describe('free-text allergies', () => {
  it.each([
    ['Peanut allergy', ['peanuts']],
    ['peanuts', ['peanuts']],
    ['tree nuts', ['tree_nuts']],
    ['nuts', ['tree_nuts', 'peanuts']],
    ['Dairy', ['milk']],
    ['lactose intolerance', ['milk']],
    ['Coeliac', ['gluten']],
    ['wheat', ['gluten']],
    ['shrimp', ['shellfish']],
    ['eggs', ['egg']],
    ['soya', ['soy']],
    ['sesame seeds', ['sesame']],
    ['salmon', ['fish']],
  ])('maps "%s" to %j', (text, tags) => {
    const mapped = allergies(text);
    expect(new Set(mapped.allergens)).toEqual(new Set(tags));
    expect(mapped.unknownAllergies).toEqual([]);
  });

  it('excludes the foods an unmapped allergy names, and reports which', () => {
    const mapped = allergies('kiwi');
    expect(mapped.allergens).toEqual([]);
    expect(mapped.excludedByName).toEqual([{ text: 'kiwi', foodIds: named('Kiwi'), foodNames: ['Kiwi'] }]);
  });

  it('never ignores text it cannot map: it is returned as unknown', () => {
    const mapped = allergies('peanuts', 'xyzzy dust', '  ');
    expect(mapped.allergens).toEqual(['peanuts']);
    expect(mapped.unknownAllergies).toEqual(['xyzzy dust']);
  });
});

describe('free-text dietary restrictions', () => {
  it.each([
    ['vegan', ['vegan']],
    ['Vegetarian', ['vegetarian']],
    ['pescetarian', ['pescatarian']],
    ['gluten-free', ['gluten_free']],
    ['lactose intolerant', ['dairy_free']],
    ['dairy free', ['dairy_free']],
  ])('maps "%s" to %j', (text, diets) => {
    expect(restrictions(text).diets).toEqual(diets);
  });

  it('reads an allergen named as a restriction as that allergen', () => {
    expect(restrictions('nut-free').allergens.sort()).toEqual(['peanuts', 'tree_nuts']);
    expect(restrictions('no eggs').allergens).toEqual(['egg']);
  });

  it('excludes named foods, reads meat words as no meat, and refuses the rest', () => {
    expect(restrictions('no pork').excludedByName[0]?.foodNames).toEqual(['Pork Tenderloin']);
    expect(restrictions('no red meat').excludeMeat).toBe(true);
    expect(restrictions('keto', 'halal').unknownRestrictions).toEqual(['keto', 'halal']);
  });
});

describe('free-text preferences', () => {
  it('favours named foods and reports what names none', () => {
    const mapped = mapPreferences(['salmon', 'spicy food'], foods);
    expect(mapped.favoured[0]?.foodNames).toEqual(['Salmon', 'Smoked Salmon']);
    expect(mapped.unused).toEqual(['spicy food']);
  });
});
