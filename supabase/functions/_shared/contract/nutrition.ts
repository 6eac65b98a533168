import { z } from 'zod';
import { MEAL_TYPES } from './food-items.ts';
import { formatNumber } from './numbers.ts';
import { isValidBarcode } from './nutrition-rules.ts';
import { calendarDay, isoInstant, singleLineText } from './text.ts';

/** Bounds of one entry, held by the database's checks too. */
export const FOOD_LIMITS = {
  calories: 10_000,
  /** Grams of protein, carbs, fat, fiber or sugar in one entry. */
  nutrientGrams: 2_000,
  sodiumMg: 50_000,
  portionGrams: 5_000,
} as const;

export const mealTypeSchema = z.enum(MEAL_TYPES, {
  message: `Meal must be one of ${MEAL_TYPES.join(', ')}`,
});
export const MEAL_LABELS: Record<(typeof MEAL_TYPES)[number], string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
};

const numberIn = (label: string, max: number, unit: string) =>
  z
    .number({ message: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(max, `${label} can be at most ${formatNumber(max, 3)} ${unit}`);

const caloriesSchema = numberIn('Calories', FOOD_LIMITS.calories, 'kcal').int(
  'Calories must be a whole number',
);
const gramsOf = (label: string) => numberIn(label, FOOD_LIMITS.nutrientGrams, 'g');
const sodiumSchema = numberIn('Sodium', FOOD_LIMITS.sodiumMg, 'mg');
const portionSchema = z
  .number({ message: 'Grams must be a number' })
  .gt(0, 'Grams must be more than 0')
  .max(FOOD_LIMITS.portionGrams, `Grams can be at most ${formatNumber(FOOD_LIMITS.portionGrams, 3)}`);

export const foodNameSchema = singleLineText({
  label: 'Name',
  min: 1,
  minMessage: 'Name the food',
  max: 200,
  examples: ['Oatmeal with honey', 'Chicken salad'],
});
const servingSizeSchema = singleLineText({
  label: 'Serving',
  max: 100,
  examples: ['1 cup', '1 bowl (250 g)'],
});

export const barcodeSchema = z
  .string({ message: 'Barcode is required' })
  .max(14, { message: 'A barcode has 8 to 14 digits', abort: true })
  .regex(/^[0-9]{8,14}$/, { message: 'A barcode has 8 to 14 digits', abort: true })
  .refine(isValidBarcode, "This barcode's check digit is wrong: check the digits")
  .meta({ examples: ['3017620422003'] });

const nutrientShape = {
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fiber: z.number(),
  sugar: z.number(),
  sodium: z.number().describe('Milligrams'),
};
export const nutrientsSchema = z.object(nutrientShape).describe('kcal, grams, sodium in milligrams');
export const per100gSchema = z
  .object(
    Object.fromEntries(Object.keys(nutrientShape).map((key) => [key, z.number().nullable()])) as {
      [Key in keyof typeof nutrientShape]: z.ZodNullable<z.ZodNumber>;
    },
  )
  .describe('Per 100 g; null where the source gives no value');

/**
 * POST /api/food-entries: either a catalogue food and grams (nutrients computed from its per-100 g
 * values), or a food by name with its nutrients. `barcode` (Premium) remembers a custom food for a
 * code the food database did not know; `imageUrl` and `confidence` come from a photo scan.
 */
export const createFoodEntryBodySchema = z
  .object({
    foodItemId: z.uuid('foodItemId must be the id of a catalogue food').optional(),
    grams: portionSchema.optional(),
    name: foodNameSchema.optional(),
    calories: caloriesSchema.optional(),
    protein: gramsOf('Protein').optional(),
    carbs: gramsOf('Carbs').optional(),
    fat: gramsOf('Fat').optional(),
    fiber: gramsOf('Fiber').optional(),
    sugar: gramsOf('Sugar').optional(),
    sodium: sodiumSchema.optional(),
    servingSize: servingSizeSchema.optional(),
    mealType: mealTypeSchema,
    loggedAt: isoInstant('loggedAt').optional(),
    imageUrl: z
      .string({ message: 'imageUrl must be text' })
      .max(300, 'imageUrl must be a photo this API returned')
      .regex(
        /^\/api\/food-photos\/[0-9a-f-]{36}\/[A-Za-z0-9._-]{1,128}$/,
        'imageUrl must be a photo this API returned',
      )
      .optional(),
    confidence: z
      .number({ message: 'Confidence must be a number' })
      .min(0)
      .max(1, 'Confidence is 0 to 1')
      .optional(),
    barcode: barcodeSchema.optional(),
  })
  .superRefine((body, context) => {
    if (body.foodItemId !== undefined) {
      if (body.grams === undefined)
        context.addIssue({ code: 'custom', path: ['grams'], message: 'Grams are required' });
      return;
    }
    const required = ['name', 'calories', 'protein', 'carbs', 'fat'] as const;
    for (const field of required) {
      if (body[field] === undefined) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message:
            field === 'name' ? 'Name the food' : `${field[0]?.toUpperCase()}${field.slice(1)} is required`,
        });
      }
    }
  })
  .meta({
    examples: [
      { foodItemId: '3b8f2c1e-6d4a-4f9b-8e2c-1a7d5f0b9c34', grams: 150, mealType: 'breakfast' },
      { name: 'Chicken salad', calories: 420, protein: 35, carbs: 12, fat: 24, mealType: 'lunch' },
    ],
  });
export type CreateFoodEntryBody = z.input<typeof createFoodEntryBodySchema>;

/** PATCH /api/food-entries/:id: any of the fields; new grams of a catalogue food recompute its nutrients. */
export const updateFoodEntryBodySchema = z
  .object({
    name: foodNameSchema.optional(),
    mealType: mealTypeSchema.optional(),
    grams: portionSchema.optional(),
    calories: caloriesSchema.optional(),
    protein: gramsOf('Protein').optional(),
    carbs: gramsOf('Carbs').optional(),
    fat: gramsOf('Fat').optional(),
    fiber: gramsOf('Fiber').optional(),
    sugar: gramsOf('Sugar').optional(),
    sodium: sodiumSchema.optional(),
    servingSize: servingSizeSchema.optional(),
    loggedAt: isoInstant('loggedAt').optional(),
  })
  .meta({ examples: [{ grams: 200 }, { name: 'Greek salad', calories: 310, mealType: 'dinner' }] });
export type UpdateFoodEntryBody = z.input<typeof updateFoodEntryBodySchema>;

export const foodEntrySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  mealType: mealTypeSchema,
  ...nutrientShape,
  servingSize: z.string().nullable(),
  grams: z.number().nullable(),
  foodItemId: z.uuid().nullable(),
  imageUrl: z.string().nullable().describe('The photo the entry came from (readable by its member only)'),
  confidence: z.number().nullable().describe("The vision model's confidence, 0-1"),
  loggedAt: z.string(),
  date: z.string().describe("The member's local day"),
});
export type FoodEntry = z.infer<typeof foodEntrySchema>;

export const TARGET_SOURCES = ['plan', 'preferences', 'default'] as const;
export const nutritionTargetsSchema = z.object({
  calories: z.number(),
  protein: z.number(),
  carbs: z.number(),
  fat: z.number(),
  fiber: z.number(),
  sugar: z.number(),
  sodium: z.number(),
  source: z
    .enum(TARGET_SOURCES)
    .describe('plan: the active meal plan; preferences: the meal preferences; default: 2,000 kcal reference'),
});
export type NutritionTargets = z.infer<typeof nutritionTargetsSchema>;

export const foodDayQuerySchema = z.object({ date: calendarDay('date').optional() });
export const foodDaySchema = z.object({
  date: z.string(),
  entries: z.array(foodEntrySchema),
  totals: nutrientsSchema,
  targets: nutritionTargetsSchema,
});
export type FoodDay = z.infer<typeof foodDaySchema>;

export const FOOD_DAYS_MAX = 62;
export const foodDaysQuerySchema = z
  .object({ from: calendarDay('from'), to: calendarDay('to') })
  .refine(({ from, to }) => from <= to && (Date.parse(to) - Date.parse(from)) / 86_400_000 < FOOD_DAYS_MAX, {
    message: `from must not be after to, at most ${FOOD_DAYS_MAX} days`,
    path: ['to'],
  });
export const foodDayTotalsSchema = nutrientsSchema.extend({ date: z.string(), entries: z.number().int() });
export type FoodDayTotals = z.infer<typeof foodDayTotalsSchema>;

export const FOOD_SEARCH_MAX = 50;
export const foodSearchQuerySchema = z.object({
  q: z.string({ message: 'q must be text' }).max(100, 'q can be at most 100 characters').trim().default(''),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${FOOD_SEARCH_MAX}`)
    .max(FOOD_SEARCH_MAX, `limit must be between 1 and ${FOOD_SEARCH_MAX}`)
    .default(20),
});
export const foodSearchResultSchema = z.object({
  source: z
    .enum(['catalogue', 'custom'])
    .describe('catalogue: the shared food list; custom: one the member entered'),
  id: z.uuid(),
  name: z.string(),
  servingSize: z.string().nullable(),
  servingGrams: z.number().nullable().describe('The common serving in grams (catalogue foods)'),
  per100g: per100gSchema.nullable().describe('Catalogue foods: per 100 g'),
  serving: nutrientsSchema.describe('The common serving (catalogue) or the serving as entered (custom)'),
});
export type FoodSearchResult = z.infer<typeof foodSearchResultSchema>;

export const barcodeParamsSchema = z.object({ code: barcodeSchema });
export const scannedProductSchema = z.object({
  code: z.string(),
  source: z.enum(['mine', 'database']).describe('mine: the member filled this code in before'),
  name: z.string(),
  brand: z.string().nullable(),
  servingSize: z.string().nullable(),
  servingGrams: z.number().nullable(),
  per100g: per100gSchema.nullable(),
  serving: nutrientsSchema.nullable().describe('Per serving, when the serving is known'),
});
export type ScannedProduct = z.infer<typeof scannedProductSchema>;

export const recognizedItemSchema = z.object({
  name: z.string(),
  grams: z.number().nullable(),
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  carbs: z.number().nullable(),
  fat: z.number().nullable(),
  confidence: z.number().nullable().describe('0-1'),
});
export type RecognizedItem = z.infer<typeof recognizedItemSchema>;

export const PHOTO_PROBLEMS = ['timeout', 'malformed', 'absurd', 'unavailable'] as const;
export const photoScanSchema = z.object({
  items: z
    .array(recognizedItemSchema)
    .describe('What the model saw; a value it could not give sensibly is null'),
  imageUrl: z.string(),
  problem: z
    .object({ code: z.enum(PHOTO_PROBLEMS), message: z.string() })
    .nullable()
    .describe('Set when the model failed: the items are what could be read; fill in the rest by hand'),
});
export type PhotoScan = z.infer<typeof photoScanSchema>;
export const photoScanFieldsSchema = z.object({});

export const foodScanOptionsSchema = z.object({
  photoRecognition: z.boolean().describe('False: this installation has no vision model configured'),
});

export const insightsQuerySchema = z.object({
  range: z.enum(['week', 'month'], { message: 'range must be week or month' }).default('week'),
});
export const nutritionInsightsSchema = z.object({
  range: z.enum(['week', 'month']),
  from: z.string(),
  to: z.string(),
  days: z
    .array(foodDayTotalsSchema)
    .describe('Every day of the range, oldest first (0 where nothing was logged)'),
  daysLogged: z.number().int(),
  averages: nutrientsSchema.describe('Per logged day'),
  targets: nutritionTargetsSchema,
  macroSplit: z
    .object({ protein: z.number(), carbs: z.number(), fat: z.number() })
    .describe('Percent of calories'),
  daysOnTarget: z.number().int().describe('Logged days within 10% of the calorie target'),
  guidelines: z.array(
    z.object({
      nutrient: z.enum(['fiber', 'sugar', 'sodium']),
      average: z.number(),
      amount: z.number(),
      unit: z.enum(['g', 'mg']),
      kind: z.enum(['atLeast', 'atMost']),
      met: z.boolean(),
    }),
  ),
  topFoods: z.array(z.object({ name: z.string(), calories: z.number(), entries: z.number().int() })),
  trend: z
    .enum(['up', 'down', 'steady', 'unknown'])
    .describe(
      'Average calories of the later half of the logged days against the earlier half (5% either way)',
    ),
});
export type NutritionInsights = z.infer<typeof nutritionInsightsSchema>;
