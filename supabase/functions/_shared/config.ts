import { z } from 'zod';

/**
 * The one place the backend reads its environment. Entry points pass in their environment
 * (`Deno.env.toObject()` or `process.env`), so everything below stays runtime-agnostic.
 */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const apiEnvSchema = z.object({
  DATABASE_URL: optionalText,
  SUPABASE_DB_URL: optionalText,
  SUPABASE_URL: optionalText.pipe(z.url().optional()),
  SUPABASE_ANON_KEY: optionalText,
  SUPABASE_SERVICE_ROLE_KEY: optionalText,
  SUPABASE_JWT_SECRET: optionalText,
  SITE_URL: optionalText.pipe(z.url().optional()),
  DATABASE_POOL_SIZE: optionalText.pipe(
    z.coerce.number<string | undefined>().int().min(1).max(100).optional(),
  ),
  GOOGLE_AUTH_ENABLED: optionalText.pipe(z.enum(['true', 'false']).optional()),
});

type ApiEnv = z.infer<typeof apiEnvSchema>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

export function parseEnv<Schema extends z.ZodType>(schema: Schema, env: Record<string, string | undefined>) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`),
    );
  }
  return parsed.data as z.infer<Schema>;
}

/** Settings of the managed runtime: Supabase Auth, Supabase Postgres through the transaction pooler. */
export interface ManagedConfig {
  databaseUrl: string;
  databasePoolSize: number;
  supabaseUrl: string;
  supabaseAnonKey: string;
  /**
   * Supabase gives every function SUPABASE_SERVICE_ROLE_KEY. The API uses it for one call only,
   * deleting a member's account in Supabase Auth; without it that deletion answers 503.
   */
  supabaseServiceRoleKey: string | undefined;
  /** Legacy HS256 projects verify tokens with this secret; projects on signing keys use the JWKS. */
  supabaseJwtSecret: string | undefined;
  siteUrl: string | undefined;
  /** Google is enabled in the Supabase project, so the facade offers it. */
  googleEnabled: boolean;
}

export function loadManagedConfig(env: Record<string, string | undefined>): ManagedConfig {
  const parsed: ApiEnv = parseEnv(apiEnvSchema, env);
  const problems: string[] = [];
  const databaseUrl = parsed.DATABASE_URL ?? parsed.SUPABASE_DB_URL;
  if (!databaseUrl) problems.push('SUPABASE_DB_URL (or DATABASE_URL): required');
  if (!parsed.SUPABASE_URL) problems.push('SUPABASE_URL: required');
  if (!parsed.SUPABASE_ANON_KEY) problems.push('SUPABASE_ANON_KEY: required');
  if (problems.length > 0 || !databaseUrl || !parsed.SUPABASE_URL || !parsed.SUPABASE_ANON_KEY) {
    throw new ConfigError(problems);
  }
  return {
    databaseUrl,
    databasePoolSize: parsed.DATABASE_POOL_SIZE ?? 5,
    supabaseUrl: parsed.SUPABASE_URL,
    supabaseAnonKey: parsed.SUPABASE_ANON_KEY,
    supabaseServiceRoleKey: parsed.SUPABASE_SERVICE_ROLE_KEY,
    supabaseJwtSecret: parsed.SUPABASE_JWT_SECRET,
    siteUrl: parsed.SITE_URL,
    googleEnabled: parsed.GOOGLE_AUTH_ENABLED === 'true',
  };
}

const billingEnvSchema = z.object({
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_MONTHLY: optionalText,
  STRIPE_BUY_BUTTON_TRIAL: optionalText,
  STRIPE_BUY_BUTTON_MONTHLY: optionalText,
  STRIPE_API_URL: optionalText.pipe(z.url().optional()),
  BILLING_SWEEP_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
});

/**
 * Stripe, when the server has its keys; without them the product runs in trial mode (the 7-day
 * trial needs no card and card payments are unavailable). Used by both runtimes.
 */
export interface BillingSettings {
  secretKey: string;
  publishableKey: string;
  /** The monthly Premium price (price_...), $15.99 a month after the trial. */
  monthlyPriceId: string;
  /** Verifies the stripe-webhook function's deliveries; without it the webhook refuses every call. */
  webhookSecret: string | undefined;
  /** Stripe buy button shown on /trial-success. */
  trialBuyButtonId: string | undefined;
  /** Up to two buy buttons for /subscribe's Monthly Premium cards. */
  monthlyBuyButtonIds: string[];
  /** Another Stripe API endpoint (stripe-mock, a proxy); unset: api.stripe.com. */
  apiUrl: URL | undefined;
  /** Guards the sweep of unclaimed trial customers (POST /functions/v1/stripe-webhook/sweep). */
  sweepSecret: string | undefined;
}

export function loadBillingSettings(env: Record<string, string | undefined>): BillingSettings | undefined {
  const parsed = parseEnv(billingEnvSchema, env);
  if (!parsed.STRIPE_SECRET_KEY) return undefined;
  const problems: string[] = [];
  if (!parsed.STRIPE_PUBLISHABLE_KEY)
    problems.push('STRIPE_PUBLISHABLE_KEY: required with STRIPE_SECRET_KEY');
  if (!parsed.STRIPE_PRICE_MONTHLY) problems.push('STRIPE_PRICE_MONTHLY: required with STRIPE_SECRET_KEY');
  const monthlyBuyButtonIds = (parsed.STRIPE_BUY_BUTTON_MONTHLY ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  if (monthlyBuyButtonIds.length > 2) problems.push('STRIPE_BUY_BUTTON_MONTHLY: at most two ids');
  if (problems.length > 0 || !parsed.STRIPE_PUBLISHABLE_KEY || !parsed.STRIPE_PRICE_MONTHLY) {
    throw new ConfigError(problems);
  }
  return {
    secretKey: parsed.STRIPE_SECRET_KEY,
    publishableKey: parsed.STRIPE_PUBLISHABLE_KEY,
    monthlyPriceId: parsed.STRIPE_PRICE_MONTHLY,
    webhookSecret: parsed.STRIPE_WEBHOOK_SECRET,
    trialBuyButtonId: parsed.STRIPE_BUY_BUTTON_TRIAL,
    monthlyBuyButtonIds,
    apiUrl: parsed.STRIPE_API_URL ? new URL(parsed.STRIPE_API_URL) : undefined,
    sweepSecret: parsed.BILLING_SWEEP_SECRET,
  };
}

const nutritionEnvSchema = z.object({
  FOOD_DATABASE_URL: optionalText.pipe(z.url().default('https://world.openfoodfacts.org')),
  VISION_API_URL: optionalText.pipe(z.url().optional()),
  VISION_API_KEY: optionalText,
  VISION_MODEL: optionalText,
  VISION_TIMEOUT_SECONDS: optionalText.pipe(
    z.coerce.number<string | undefined>().positive().max(120).default(10),
  ),
});

/**
 * Where barcodes and photos of food are looked up. The food database (Open Food Facts' product
 * API) needs no key; photo recognition needs an OpenAI-compatible vision model, and without
 * VISION_API_URL and VISION_MODEL the installation has none and says so. The key stays here: the
 * browser only ever sends the photo to this API.
 */
export interface NutritionSettings {
  foodDatabaseUrl: URL;
  vision: { apiUrl: URL; apiKey: string | undefined; model: string; timeoutMs: number } | undefined;
}

export function loadNutritionSettings(env: Record<string, string | undefined>): NutritionSettings {
  const parsed = parseEnv(nutritionEnvSchema, env);
  if (Boolean(parsed.VISION_API_URL) !== Boolean(parsed.VISION_MODEL)) {
    throw new ConfigError(['VISION_API_URL and VISION_MODEL: set both to turn on photo recognition']);
  }
  return {
    foodDatabaseUrl: new URL(parsed.FOOD_DATABASE_URL),
    vision:
      parsed.VISION_API_URL && parsed.VISION_MODEL
        ? {
            apiUrl: new URL(parsed.VISION_API_URL),
            apiKey: parsed.VISION_API_KEY,
            model: parsed.VISION_MODEL,
            timeoutMs: parsed.VISION_TIMEOUT_SECONDS * 1000,
          }
        : undefined,
  };
}

const marketplaceEnvSchema = z.object({
  TRAINER_COMMISSION_PERCENT: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ message: 'must be a number' })
      .min(0, 'must be between 0 and 100')
      .max(100, 'must be between 0 and 100')
      .optional(),
  ),
  STRIPE_PRICE_TRAINER_LISTING: optionalText,
});

/** The platform's share of each booking's price unless TRAINER_COMMISSION_PERCENT says otherwise. */
export const DEFAULT_TRAINER_COMMISSION_PERCENT = 15;

/** Settings of the trainer marketplace. */
export interface MarketplaceSettings {
  /** Percent of a booking's price kept by the platform (rounded to the cent). */
  commissionPercent: number;
  /** The monthly listing plan's Stripe price (price_...); without it (or Stripe) the listing is free. */
  listingPriceId: string | undefined;
}

export function loadMarketplaceSettings(env: Record<string, string | undefined>): MarketplaceSettings {
  const parsed = parseEnv(marketplaceEnvSchema, env);
  return {
    commissionPercent: parsed.TRAINER_COMMISSION_PERCENT ?? DEFAULT_TRAINER_COMMISSION_PERCENT,
    listingPriceId: parsed.STRIPE_PRICE_TRAINER_LISTING,
  };
}
