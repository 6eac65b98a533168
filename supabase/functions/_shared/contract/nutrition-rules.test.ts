import { describe, expect, it } from 'vitest';
import {
  isOnTarget,
  isValidBarcode,
  macroSplit,
  nutrientsForGrams,
  sumNutrients,
} from './nutrition-rules.ts';

describe('nutrientsForGrams', () => {
  it('scales per-100 g values to the portion, whole kcal and hundredths of a gram', () => {
    const oats = {
      calories: 379,
      protein: 13.15,
      carbs: 67.7,
      fat: 6.52,
      fiber: 10.1,
      sugar: 0.99,
      sodium: 6,
    };
    expect(nutrientsForGrams(oats, 40)).toEqual({
      calories: 152,
      protein: 5.26,
      carbs: 27.08,
      fat: 2.61,
      fiber: 4.04,
      sugar: 0.4,
      sodium: 2.4,
    });
  });

  it('counts a value the label does not give as 0', () => {
    const partial = {
      calories: 200,
      protein: null,
      carbs: 10,
      fat: null,
      fiber: null,
      sugar: null,
      sodium: null,
    };
    expect(nutrientsForGrams(partial, 150)).toMatchObject({
      calories: 300,
      protein: 0,
      carbs: 15,
      sodium: 0,
    });
  });
});

describe('sumNutrients', () => {
  it('adds entries without floating-point dust', () => {
    const entry = { calories: 100, protein: 0.1, carbs: 0.2, fat: 0, fiber: 0, sugar: 0, sodium: 0.7 };
    expect(sumNutrients([entry, entry, entry])).toMatchObject({
      calories: 300,
      protein: 0.3,
      carbs: 0.6,
      sodium: 2.1,
    });
  });
});

describe('macroSplit', () => {
  it('shares calories by 4/4/9 kcal per gram, summing to 100', () => {
    expect(macroSplit({ protein: 100, carbs: 200, fat: 50 })).toEqual({ protein: 24, carbs: 48, fat: 28 });
    expect(macroSplit({ protein: 0, carbs: 0, fat: 0 })).toEqual({ protein: 0, carbs: 0, fat: 0 });
  });
});

describe('isOnTarget', () => {
  it('accepts a day within 10% of the target and refuses one beyond', () => {
    expect(isOnTarget(2200, 2000)).toBe(true);
    expect(isOnTarget(1800, 2000)).toBe(true);
    expect(isOnTarget(2201, 2000)).toBe(false);
  });
});

describe('isValidBarcode', () => {
  it.each([
    ['96385074', 'EAN-8'],
    ['036000291452', 'UPC-A'],
    ['3017620422003', 'EAN-13'],
    ['10012345678902', 'GTIN-14'],
  ])('accepts %s (%s)', (code) => {
    expect(isValidBarcode(code)).toBe(true);
  });

  it('refuses a wrong check digit, letters and lengths outside 8-14', () => {
    expect(isValidBarcode('3017620422004')).toBe(false);
    expect(isValidBarcode('301762042200X')).toBe(false);
    expect(isValidBarcode('1234567')).toBe(false);
    expect(isValidBarcode('123456789012345')).toBe(false);
  });
});
