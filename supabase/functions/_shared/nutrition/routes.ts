import type { Context } from 'hono';
import type { PhotoScan, ScannedProduct } from '../contract/nutrition.ts';
import { nutrientsForGrams, sumNutrients } from '../contract/nutrition-rules.ts';
import {
  FOOD_ENTRY_NOT_FOUND,
  FOOD_PHOTO_NOT_FOUND,
  MAX_FOOD_PHOTO_BYTES,
  nutritionOperations,
} from '../contract/operations/nutrition.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { asServiceRole } from '../db/service-role.ts';
import { buildInsights } from '../domain/nutrition-insights.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import { RATE_LIMITS, RateLimiter, tooManyAttempts } from '../rate-limit/rate-limiter.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import type { FileStorage } from '../storage/file-storage.ts';
import { type FoodDatabase, FoodDatabaseUnavailableError, type ProductInfo } from './food-database.ts';
import type { FoodRecognizer, RecognitionProblem } from './food-recognizer.ts';
import {
  cacheProduct,
  deleteEntry,
  findMyBarcodeFood,
  insertEntry,
  listDayEntries,
  listDayTotals,
  listTopFoods,
  memberToday,
  readCachedProduct,
  readCatalogueFood,
  readTargets,
  rememberCustomFood,
  searchFoods,
  updateEntry,
} from './nutrition-store.ts';
import { FOOD_PHOTO_BUCKET } from './photo-sweep.ts';

export { FOOD_PHOTO_BUCKET };

/** A photo's bytes checked and cleaned: its format, and the bytes without metadata (EXIF, XMP, text). */
export type CleanPhoto = (
  bytes: Uint8Array,
) => { kind: 'jpeg' | 'png' | 'webp'; contentType: string; bytes: Uint8Array } | 'unsupported' | 'damaged';

export interface NutritionServices {
  /** The product database barcodes are looked up in; unset: barcode lookups answer 503. */
  foodDatabase?: FoodDatabase | undefined;
  /** The vision model photos are sent to; unset: this installation has no food recognition. */
  foodRecognizer?: FoodRecognizer | undefined;
}

const PROBLEM_MESSAGES: Record<RecognitionProblem, string> = {
  timeout: 'The food recognizer took too long to answer. Enter the food by hand below.',
  malformed:
    "The food recognizer's answer could not be read. Check the items below and fill in what is missing.",
  absurd:
    'The food recognizer gave values no single portion has (over 5,000 kcal). Check the items below and fill in what is missing.',
  unavailable: 'The food recognizer could not be reached. Enter the food by hand below.',
};

const NO_RECOGNITION =
  'This installation has no food recognition. Scan a barcode or enter the food by hand instead.';

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * /api/foods, /api/food-entries, /api/food-scan and /api/nutrition: the food log (free), scanning
 * a barcode or a photo and the insights (Premium). A scan stores no entry: the member sees what
 * was found, corrects it and saves through POST /api/food-entries.
 */
export function nutritionRoutes({
  sql,
  auth,
  storage,
  foodDatabase,
  foodRecognizer,
  cleanPhoto,
}: NutritionServices & { sql: Sql; auth: SessionAuthority; storage: FileStorage; cleanPhoto: CleanPhoto }) {
  const { app, on } = operationRouter(auth);
  const limiter = new RateLimiter(sql);

  on(nutritionOperations.searchFoods, async (c, { query }) =>
    c.json(await asUser(sql, c.get('claims'), (tx) => searchFoods(tx, query.q, query.limit))),
  );

  on(nutritionOperations.day, async (c, { query }) => {
    const day = await asUser(sql, c.get('claims'), async (tx) => {
      const date = query.date ?? (await memberToday(tx));
      const entries = await listDayEntries(tx, date);
      return { date, entries, totals: sumNutrients(entries), targets: await readTargets(tx) };
    });
    return c.json(day);
  });

  on(nutritionOperations.days, async (c, { query }) =>
    c.json(await asUser(sql, c.get('claims'), (tx) => listDayTotals(tx, query.from, query.to))),
  );

  on(nutritionOperations.create, async (c, { body }) => {
    const claims = c.get('claims');
    if (body.imageUrl && !body.imageUrl.startsWith(`/api/food-photos/${claims.sub}/`)) {
      throw badRequest('validation_failed', 'imageUrl: imageUrl must be a photo you scanned', {
        imageUrl: 'imageUrl must be a photo you scanned',
      });
    }
    const entry = await asUser(sql, claims, async (tx) => {
      if (body.foodItemId !== undefined && body.grams !== undefined) {
        const food = await readCatalogueFood(tx, body.foodItemId);
        if (!food) return undefined;
        return insertEntry(tx, {
          name: food.name,
          mealType: body.mealType,
          ...nutrientsForGrams(food.per100g, body.grams),
          servingSize: `${body.grams} g`,
          grams: body.grams,
          foodItemId: body.foodItemId,
          imageUrl: null,
          confidence: null,
          loggedAt: body.loggedAt,
        });
      }
      const nutrients = {
        calories: body.calories ?? 0,
        protein: body.protein ?? 0,
        carbs: body.carbs ?? 0,
        fat: body.fat ?? 0,
        fiber: body.fiber ?? 0,
        sugar: body.sugar ?? 0,
        sodium: body.sodium ?? 0,
      };
      const name = body.name ?? '';
      const servingSize = body.servingSize || null;
      // A photo's items are the photo's; a food typed in is the member's and is offered again.
      if (!body.imageUrl) {
        await rememberCustomFood(tx, { name, servingSize, barcode: body.barcode ?? null, ...nutrients });
      }
      return insertEntry(tx, {
        name,
        mealType: body.mealType,
        ...nutrients,
        servingSize,
        grams: body.grams ?? null,
        foodItemId: null,
        imageUrl: body.imageUrl ?? null,
        confidence: body.imageUrl ? (body.confidence ?? null) : null,
        loggedAt: body.loggedAt,
      });
    });
    if (!entry) throw notFound('Food item not found');
    return c.json(entry, 201);
  });

  on(nutritionOperations.update, async (c, { params: { id }, body }) => {
    const entry = await asUser(sql, c.get('claims'), (tx) => updateEntry(tx, id, body));
    if (!entry) throw notFound(FOOD_ENTRY_NOT_FOUND);
    return c.json(entry);
  });

  on(nutritionOperations.remove, async (c, { params: { id } }) => {
    const deleted = await asUser(sql, c.get('claims'), (tx) => deleteEntry(tx, id));
    if (!deleted) throw notFound(FOOD_ENTRY_NOT_FOUND);
    return c.body(null, 204);
  });

  on(nutritionOperations.scanOptions, (c) => c.json({ photoRecognition: foodRecognizer !== undefined }));

  on(nutritionOperations.barcode, async (c, { params: { code } }) => {
    const claims = c.get('claims');
    const { mine, cached } = await asUser(sql, claims, async (tx) => ({
      mine: await findMyBarcodeFood(tx, code),
      cached: await readCachedProduct(tx, code),
    }));
    if (mine) {
      const { name, servingSize, ...serving } = mine;
      return c.json({
        code,
        source: 'mine',
        name,
        brand: null,
        servingSize,
        servingGrams: null,
        per100g: null,
        serving,
      } satisfies ScannedProduct);
    }
    let product: ProductInfo | null | undefined = cached;
    if (product === undefined) {
      if (!foodDatabase) {
        throw new ApiError(
          503,
          'food_database_unavailable',
          'This installation has no food database for barcodes.',
        );
      }
      try {
        product = await foodDatabase.lookup(code);
      } catch (error) {
        if (!(error instanceof FoodDatabaseUnavailableError)) throw error;
        throw new ApiError(
          502,
          'food_database_unavailable',
          'The food database could not be reached. Try again, or enter the food by hand.',
        );
      }
      const answer = product;
      await asServiceRole(sql, (tx) => cacheProduct(tx, code, answer));
    }
    if (!product) {
      throw new ApiError(
        404,
        'barcode_not_found',
        'This barcode is not in the food database. Enter the food and it will be remembered for this code.',
      );
    }
    return c.json({
      code,
      source: 'database',
      name: product.name,
      brand: product.brand,
      servingSize: product.servingSize,
      servingGrams: product.servingGrams,
      per100g: product.per100g,
      serving: product.servingGrams ? nutrientsForGrams(product.per100g, product.servingGrams) : null,
    } satisfies ScannedProduct);
  });

  on(nutritionOperations.photo, async (c, { body: { files } }) => {
    const claims = c.get('claims');
    if (!foodRecognizer) throw new ApiError(503, 'food_recognition_unavailable', NO_RECOGNITION);
    const file = files.photo;
    if (!file) {
      throw badRequest('photo_missing', 'photo: Choose a photo of your food', {
        photo: 'Choose a photo of your food',
      });
    }
    if (file.size > MAX_FOOD_PHOTO_BYTES) {
      throw new ApiError(413, 'file_too_large', 'The photo is larger than 5 MB: choose a smaller one.', {
        fields: { photo: 'Choose a photo smaller than 5 MB.' },
      });
    }
    const cleaned = cleanPhoto(new Uint8Array(await file.arrayBuffer()));
    if (cleaned === 'unsupported') {
      throw new ApiError(415, 'unsupported_image_type', 'The photo must be a JPEG, PNG or WebP image.', {
        fields: { photo: 'Choose a JPEG, PNG or WebP photo.' },
      });
    }
    if (cleaned === 'damaged') {
      throw new ApiError(422, 'damaged_image', 'The photo is damaged or incomplete.', {
        fields: { photo: 'The photo is damaged or incomplete.' },
      });
    }
    await takePhotoSlot(c);
    const name = `${Date.now()}-${crypto.randomUUID().slice(0, 8)}.${cleaned.kind === 'jpeg' ? 'jpg' : cleaned.kind}`;
    await storage.upload({
      claims,
      accessToken: c.get('accessToken'),
      bucket: FOOD_PHOTO_BUCKET,
      path: `${claims.sub}/${name}`,
      bytes: cleaned.bytes,
      contentType: cleaned.contentType,
    });
    const recognition = await foodRecognizer.recognize({
      bytes: cleaned.bytes,
      contentType: cleaned.contentType,
    });
    return c.json({
      items: recognition.items,
      imageUrl: `/api/food-photos/${claims.sub}/${name}`,
      problem: recognition.problem
        ? { code: recognition.problem, message: PROBLEM_MESSAGES[recognition.problem] }
        : null,
    } satisfies PhotoScan);
  });

  async function takePhotoSlot(c: Context<AppEnv>) {
    const slot = await limiter.take(RATE_LIMITS.foodPhotoScan, c.get('claims').sub);
    if (!slot.allowed) {
      throw tooManyAttempts("You have used today's photo scans.", slot.retryAfterSeconds);
    }
  }

  on(nutritionOperations.photoFile, async (c, { params: { userId, name } }) => {
    const photo = await storage.download({
      claims: c.get('claims'),
      accessToken: c.get('accessToken'),
      bucket: FOOD_PHOTO_BUCKET,
      path: `${userId}/${name}`,
    });
    if (!photo) throw notFound(FOOD_PHOTO_NOT_FOUND);
    return c.body(photo.bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': photo.contentType,
      'Cache-Control': 'private, max-age=86400',
    });
  });

  on(nutritionOperations.insights, async (c, { query: { range } }) => {
    const insights = await asUser(sql, c.get('claims'), async (tx) => {
      const to = await memberToday(tx);
      const from = addDays(to, range === 'week' ? -6 : -29);
      return buildInsights({
        range,
        days: await listDayTotals(tx, from, to),
        targets: await readTargets(tx),
        topFoods: await listTopFoods(tx, from, to),
      });
    });
    return c.json(insights);
  });

  return app;
}
