import type { Per100g } from '../contract/nutrition-rules.ts';

/** A packaged food as the food database describes it, per 100 g. */
export interface ProductInfo {
  name: string;
  brand: string | null;
  per100g: Per100g;
  servingSize: string | null;
  servingGrams: number | null;
}

/** The food database could not answer (network, timeout, a server error): not "unknown code". */
export class FoodDatabaseUnavailableError extends Error {
  constructor(reason: string) {
    super(`The food database could not be reached: ${reason}`);
    this.name = 'FoodDatabaseUnavailableError';
  }
}

/** Looks products up by barcode: the product, or null when the database does not know the code. */
export interface FoodDatabase {
  lookup(code: string): Promise<ProductInfo | null>;
}

const LOOKUP_TIMEOUT_MS = 8000;
const FIELDS = 'product_name,generic_name,brands,nutriments,serving_size,serving_quantity';

const finite = (value: unknown): number | null => {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number >= 0 ? number : null;
};
const within = (value: number | null, max: number) => (value !== null && value <= max ? value : null);
const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;

/**
 * Maps Open Food Facts' `nutriments` to per-100 g values: kcal (else kJ / 4.184), grams of each
 * macro, and sodium in milligrams (sodium in grams, else salt / 2.5, which is how labels relate them).
 * A value out of any real food's range is dropped rather than stored.
 */
export function per100gFromNutriments(nutriments: Record<string, unknown>): Per100g {
  const kcal = finite(nutriments['energy-kcal_100g']);
  const kj = finite(nutriments['energy-kj_100g'] ?? nutriments.energy_100g);
  const sodiumGrams = finite(nutriments.sodium_100g);
  const saltGrams = finite(nutriments.salt_100g);
  const sodiumMg =
    sodiumGrams !== null ? sodiumGrams * 1000 : saltGrams !== null ? (saltGrams / 2.5) * 1000 : null;
  const grams = (key: string) => within(finite(nutriments[key]), 100);
  return {
    calories: within(kcal ?? (kj !== null ? Math.round((kj / 4.184) * 100) / 100 : null), 900),
    protein: grams('proteins_100g'),
    carbs: grams('carbohydrates_100g'),
    fat: grams('fat_100g'),
    fiber: grams('fiber_100g'),
    sugar: grams('sugars_100g'),
    sodium: within(sodiumMg === null ? null : Math.round(sodiumMg * 100) / 100, 100_000),
  };
}

/**
 * Open Food Facts' product API (v2): `GET <base>/api/v2/product/<code>.json`. No key; the
 * User-Agent names the app, as Open Food Facts asks of every client.
 */
export class OpenFoodFactsDatabase implements FoodDatabase {
  constructor(
    private readonly baseUrl: URL,
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly timeoutMs = LOOKUP_TIMEOUT_MS,
  ) {}

  async lookup(code: string): Promise<ProductInfo | null> {
    const url = new URL(`api/v2/product/${encodeURIComponent(code)}.json`, withSlash(this.baseUrl));
    url.searchParams.set('fields', FIELDS);
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        headers: { Accept: 'application/json', 'User-Agent': 'FitTrack/0.1 (nutrition log)' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new FoodDatabaseUnavailableError(error instanceof Error ? error.message : String(error));
    }
    if (response.status === 404) {
      await response.body?.cancel();
      return null;
    }
    if (!response.ok) {
      await response.body?.cancel();
      throw new FoodDatabaseUnavailableError(`status ${response.status}`);
    }
    const body = (await response.json().catch(() => null)) as {
      status?: unknown;
      product?: Record<string, unknown>;
    } | null;
    if (!body || typeof body !== 'object')
      throw new FoodDatabaseUnavailableError('an answer that is not JSON');
    const product = body.product;
    if (body.status === 0 || !product || typeof product !== 'object') return null;
    const name = text(product.product_name, 200) ?? text(product.generic_name, 200);
    if (!name) return null;
    const nutriments = (
      product.nutriments && typeof product.nutriments === 'object' ? product.nutriments : {}
    ) as Record<string, unknown>;
    const servingGrams = finite(product.serving_quantity);
    return {
      name,
      brand: text(typeof product.brands === 'string' ? product.brands.split(',')[0] : null, 200),
      per100g: per100gFromNutriments(nutriments),
      servingSize: text(product.serving_size, 100),
      servingGrams: servingGrams !== null && servingGrams > 0 && servingGrams <= 5000 ? servingGrams : null,
    };
  }
}

export const withSlash = (url: URL) => new URL(url.href.endsWith('/') ? url.href : `${url.href}/`);
