import { z } from 'zod';
import {
  barcodeParamsSchema,
  createFoodEntryBodySchema,
  foodDayQuerySchema,
  foodDaySchema,
  foodDaysQuerySchema,
  foodDayTotalsSchema,
  foodEntrySchema,
  foodScanOptionsSchema,
  foodSearchQuerySchema,
  foodSearchResultSchema,
  insightsQuerySchema,
  nutritionInsightsSchema,
  photoScanFieldsSchema,
  photoScanSchema,
  scannedProductSchema,
  updateFoodEntryBodySchema,
} from '../nutrition.ts';
import { defineOperation, errorResponses } from '../operation.ts';

const tag = 'Nutrition';
export const FOOD_ENTRY_NOT_FOUND = 'Food entry not found';
export const FOOD_PHOTO_NOT_FOUND = 'Photo not found';
/** A photo of a meal: the same 5 MB as a profile picture, with room for the form's framing. */
export const MAX_FOOD_PHOTO_BYTES = 5 * 1024 * 1024;
const entryIdParams = z.object({ id: z.uuid(FOOD_ENTRY_NOT_FOUND) });
const denied = { 401: { description: errorResponses[401] } } as const;
const refused = { 400: { description: errorResponses[400] } } as const;
const premium = { 402: { description: errorResponses[402] } } as const;

export const nutritionOperations = {
  searchFoods: defineOperation({
    id: 'searchFoods',
    method: 'get',
    path: '/api/foods',
    summary: "Foods to log: the catalogue and the member's own foods, by name",
    tag,
    access: 'member',
    query: foodSearchQuerySchema,
    responses: {
      200: {
        description: "The member's own foods first, then the catalogue.",
        schema: z.array(foodSearchResultSchema),
      },
      ...refused,
      ...denied,
    },
  }),
  day: defineOperation({
    id: 'getFoodDay',
    method: 'get',
    path: '/api/food-entries',
    summary: "A local day's entries, totals and targets (default today)",
    tag,
    access: 'member',
    query: foodDayQuerySchema,
    responses: { 200: { description: 'The day.', schema: foodDaySchema }, ...refused, ...denied },
  }),
  days: defineOperation({
    id: 'listFoodDayTotals',
    method: 'get',
    path: '/api/food-entries/days',
    summary: 'Totals of each local day from..to (at most 62 days)',
    tag,
    access: 'member',
    query: foodDaysQuerySchema,
    responses: {
      200: { description: 'Every day of the range, oldest first.', schema: z.array(foodDayTotalsSchema) },
      ...refused,
      ...denied,
    },
  }),
  create: defineOperation({
    id: 'createFoodEntry',
    method: 'post',
    path: '/api/food-entries',
    summary: 'Log a food: a catalogue food and grams, or a food by name with its nutrients',
    tag,
    access: 'member',
    // A remembered barcode or a kept photo is scanning, which is Premium.
    premiumWhen: ({ body }) => {
      const fields = body as { barcode?: unknown; imageUrl?: unknown };
      return fields.barcode !== undefined || fields.imageUrl !== undefined;
    },
    body: { kind: 'json', schema: createFoodEntryBodySchema, maxBytes: 8 * 1024 },
    responses: {
      201: { description: 'The entry.', schema: foodEntrySchema },
      ...refused,
      ...denied,
      ...premium,
      404: { description: 'No such catalogue food.' },
    },
  }),
  update: defineOperation({
    id: 'updateFoodEntry',
    method: 'patch',
    path: '/api/food-entries/{id}',
    summary: 'Change an entry',
    tag,
    access: 'member',
    params: entryIdParams,
    notFoundMessage: FOOD_ENTRY_NOT_FOUND,
    body: { kind: 'json', schema: updateFoodEntryBodySchema, maxBytes: 8 * 1024 },
    responses: {
      200: { description: 'The entry as stored.', schema: foodEntrySchema },
      ...refused,
      404: { description: errorResponses[404] },
      ...denied,
    },
  }),
  remove: defineOperation({
    id: 'deleteFoodEntry',
    method: 'delete',
    path: '/api/food-entries/{id}',
    summary: 'Delete an entry',
    tag,
    access: 'member',
    params: entryIdParams,
    notFoundMessage: FOOD_ENTRY_NOT_FOUND,
    responses: { 204: { description: 'Deleted.' }, 404: { description: errorResponses[404] }, ...denied },
  }),
  scanOptions: defineOperation({
    id: 'getFoodScanOptions',
    method: 'get',
    path: '/api/food-scan/options',
    summary: 'What scanning this installation offers (is a vision model configured)',
    tag,
    access: 'member',
    responses: { 200: { description: 'The options.', schema: foodScanOptionsSchema }, ...denied },
  }),
  barcode: defineOperation({
    id: 'scanBarcode',
    method: 'get',
    path: '/api/food-scan/barcode/{code}',
    summary: "A product by barcode: the member's own food for the code, else the food database",
    tag,
    access: 'premium',
    params: barcodeParamsSchema,
    responses: {
      200: {
        description: 'The product, per 100 g (and per serving when known).',
        schema: scannedProductSchema,
      },
      ...refused,
      ...denied,
      ...premium,
      404: {
        description: 'Unknown code (`barcode_not_found`): enter the food; it is remembered for this code.',
      },
      502: { description: 'The food database could not be reached (`food_database_unavailable`).' },
    },
  }),
  photo: defineOperation({
    id: 'scanFoodPhoto',
    method: 'post',
    path: '/api/food-scan/photo',
    summary: 'Recognise the foods on a photo (JPEG, PNG or WebP, at most 5 MB); stores no entry',
    tag,
    access: 'premium',
    body: {
      kind: 'multipart',
      fields: photoScanFieldsSchema,
      fileFields: ['photo'],
      maxBytes: MAX_FOOD_PHOTO_BYTES + 64 * 1024,
    },
    responses: {
      200: {
        description: 'The items seen and the stored photo; `problem` when the model failed.',
        schema: photoScanSchema,
      },
      ...refused,
      ...denied,
      ...premium,
      413: { description: 'The photo is larger than 5 MB.' },
      415: { description: 'Not a JPEG, PNG or WebP photo.' },
      422: { description: 'The photo is damaged or truncated.' },
      429: { description: errorResponses[429] },
      503: { description: 'This installation has no food recognition (`food_recognition_unavailable`).' },
    },
  }),
  photoFile: defineOperation({
    id: 'getFoodPhoto',
    method: 'get',
    path: '/api/food-photos/{userId}/{name}',
    summary: 'A photo an entry keeps, for its member only',
    tag,
    access: 'member',
    params: z.object({
      userId: z.uuid(FOOD_PHOTO_NOT_FOUND),
      name: z.string().regex(/^[A-Za-z0-9._-]{1,128}$/, FOOD_PHOTO_NOT_FOUND),
    }),
    notFoundMessage: FOOD_PHOTO_NOT_FOUND,
    responses: {
      200: {
        description: 'The photo.',
        contentType: 'image/jpeg',
        schema: z.string().describe('The image bytes'),
      },
      404: { description: errorResponses[404] },
      ...denied,
    },
  }),
  insights: defineOperation({
    id: 'getNutritionInsights',
    method: 'get',
    path: '/api/nutrition/insights',
    summary:
      'Averages, macro split, days on target, guidelines, top foods and trend of the last 7 or 30 days',
    tag,
    access: 'premium',
    query: insightsQuerySchema,
    responses: {
      200: { description: 'The insights.', schema: nutritionInsightsSchema },
      ...refused,
      ...denied,
      ...premium,
    },
  }),
} as const;
