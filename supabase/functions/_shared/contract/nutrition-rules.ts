/**
 * The arithmetic of the food log, shared by the server and the web app so a figure shown before
 * saving is the figure stored: nutrients of a portion from per-100 g values, totals of a day, and
 * the GS1 check digit of a barcode. No I/O.
 */

/** What an entry carries: kcal, grams of each macro, milligrams of sodium. */
export interface Nutrients {
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  fiber: number;
  sugar: number;
  sodium: number;
}

export const NUTRIENT_KEYS = ['calories', 'protein', 'carbs', 'fat', 'fiber', 'sugar', 'sodium'] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

export const ZERO_NUTRIENTS: Nutrients = {
  calories: 0,
  protein: 0,
  carbs: 0,
  fat: 0,
  fiber: 0,
  sugar: 0,
  sodium: 0,
};

/** Per 100 g, as catalogues print them; a nutrient the source does not give is null. */
export type Per100g = { [Key in NutrientKey]: number | null };

/** Rounded as stored: whole kcal, hundredths of a gram or milligram (numeric(7, 2)). */
const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * The nutrients of `grams` of a food from its per-100 g values: a missing value counts as 0 (the
 * label did not print it). Calories are whole kcal, the rest to the hundredth.
 */
export function nutrientsForGrams(per100g: Per100g, grams: number): Nutrients {
  const factor = grams / 100;
  const scaled = (value: number | null) => (value ?? 0) * factor;
  return {
    calories: Math.round(scaled(per100g.calories)),
    protein: round2(scaled(per100g.protein)),
    carbs: round2(scaled(per100g.carbs)),
    fat: round2(scaled(per100g.fat)),
    fiber: round2(scaled(per100g.fiber)),
    sugar: round2(scaled(per100g.sugar)),
    sodium: round2(scaled(per100g.sodium)),
  };
}

/** The sum of entries, rounded as each entry is. */
export function sumNutrients(entries: readonly Nutrients[]): Nutrients {
  const total = { ...ZERO_NUTRIENTS };
  for (const entry of entries) {
    for (const key of NUTRIENT_KEYS) total[key] += entry[key];
  }
  for (const key of NUTRIENT_KEYS)
    total[key] = key === 'calories' ? Math.round(total[key]) : round2(total[key]);
  return total;
}

/** kcal per gram of each macro (Atwater factors). */
export const KCAL_PER_GRAM = { protein: 4, carbs: 4, fat: 9 } as const;

/** The share of calories from protein, carbs and fat, in whole percent summing to 100 (or all 0). */
export function macroSplit({ protein, carbs, fat }: Pick<Nutrients, 'protein' | 'carbs' | 'fat'>) {
  const kcal = {
    protein: protein * KCAL_PER_GRAM.protein,
    carbs: carbs * KCAL_PER_GRAM.carbs,
    fat: fat * KCAL_PER_GRAM.fat,
  };
  const total = kcal.protein + kcal.carbs + kcal.fat;
  if (total <= 0) return { protein: 0, carbs: 0, fat: 0 };
  const proteinShare = Math.round((kcal.protein / total) * 100);
  const carbsShare = Math.round((kcal.carbs / total) * 100);
  return { protein: proteinShare, carbs: carbsShare, fat: Math.max(0, 100 - proteinShare - carbsShare) };
}

/** Within ±10% of the calorie target: the day counts as on target. */
export const ON_TARGET_TOLERANCE = 0.1;
export const isOnTarget = (calories: number, target: number) =>
  target > 0 && Math.abs(calories - target) <= target * ON_TARGET_TOLERANCE;

/**
 * The GS1 check digit: for 8-14 digits read right-aligned (EAN-8, UPC-A, EAN-13, GTIN-14), the
 * digits left of the last are weighted 3, 1, 3, ... from the right, and the last digit brings the
 * sum to a multiple of 10. The database holds the same rule (private.is_valid_barcode).
 */
export function isValidBarcode(code: string): boolean {
  if (!/^[0-9]{8,14}$/.test(code)) return false;
  let sum = 0;
  for (let position = 1; position < code.length; position += 1) {
    const digit = Number(code[code.length - 1 - position]);
    sum += digit * (position % 2 === 1 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10 === Number(code[code.length - 1]);
}

/** The daily guidelines insights compare with (adults, US Dietary Guidelines and FDA Daily Values). */
export const DAILY_GUIDELINES = {
  /** At least 25 g of fiber. */
  fiber: { kind: 'atLeast', amount: 25, unit: 'g' },
  /** Added and free sugars at most 50 g (10% of 2,000 kcal). */
  sugar: { kind: 'atMost', amount: 50, unit: 'g' },
  /** Sodium under 2,300 mg. */
  sodium: { kind: 'atMost', amount: 2300, unit: 'mg' },
} as const;

/** Targets when the member has no meal preferences or plan: the 2,000 kcal reference diet. */
export const DEFAULT_CALORIE_TARGET = 2000;
/** How calories are shared between macros when only a calorie target is known (percent). */
export const DEFAULT_MACRO_SHARES = { protein: 25, carbs: 45, fat: 30 } as const;

export function macroTargetsFor(calories: number) {
  return {
    protein: Math.round((calories * DEFAULT_MACRO_SHARES.protein) / 100 / KCAL_PER_GRAM.protein),
    carbs: Math.round((calories * DEFAULT_MACRO_SHARES.carbs) / 100 / KCAL_PER_GRAM.carbs),
    fat: Math.round((calories * DEFAULT_MACRO_SHARES.fat) / 100 / KCAL_PER_GRAM.fat),
  };
}
