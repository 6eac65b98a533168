import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import {
  type BillingSettings,
  loadBillingSettings,
  loadMarketplaceSettings,
  loadNutritionSettings,
  type MarketplaceSettings,
  type NutritionSettings,
  parseEnv,
} from '../functions/_shared/config.ts';

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

const localEnvSchema = z
  .object({
    PORT: z.coerce.number<string | undefined>().int().min(0).max(65_535).default(3000),
    HOST: optionalText.default('127.0.0.1'),
    DATA_DIR: optionalText.default('.data'),
    DATABASE_URL: optionalText,
    DATABASE_POOL_SIZE: z.coerce.number<string | undefined>().int().min(1).max(100).default(10),
    JWT_SECRET: optionalText.pipe(z.string().min(32, 'must be at least 32 characters').optional()),
    SITE_URL: optionalText.pipe(z.url().optional()),
    TRUST_PROXY: optionalText.pipe(z.enum(['true', 'false']).default('false')),
    WORKERS: optionalText.pipe(z.coerce.number<string | undefined>().int().min(1).max(64).optional()),
    COACH_RECOMPUTE_SECRET: optionalText.pipe(
      z.string().min(16, 'must be at least 16 characters').optional(),
    ),
    COACH_RECOMPUTE_MINUTES: z.coerce.number<string | undefined>().int().min(0).max(1440).default(15),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GOOGLE_OIDC_ISSUER: optionalText.pipe(z.url().default('https://accounts.google.com')),
  })
  .refine((env) => Boolean(env.GOOGLE_CLIENT_ID) === Boolean(env.GOOGLE_CLIENT_SECRET), {
    message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    path: ['GOOGLE_CLIENT_ID'],
  });

export interface LocalConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Set: use this PostgreSQL server. Unset: the embedded database in `<dataDir>/db`. */
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Unset: a random secret is created once and kept in `<dataDir>/jwt-secret`. */
  jwtSecret: string | undefined;
  /** Guards POST /functions/v1/coach-recompute; unset: the endpoint refuses every call. */
  coachRecomputeSecret: string | undefined;
  /** How often the in-process timer recomputes every member's suggestions; 0 turns it off. */
  coachRecomputeMinutes: number;
  siteUrl: string | undefined;
  /** Behind a reverse proxy: take the client's address from X-Forwarded-For instead of the socket. */
  trustProxy: boolean;
  /**
   * Server processes. With DATABASE_URL, one per core by default (they share the port); the
   * embedded database serves one process.
   */
  workers: number;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** Stripe (STRIPE_* variables); undefined runs Premium in trial mode. */
  billing: BillingSettings | undefined;
  /** The food database and the vision model (FOOD_DATABASE_URL, VISION_*). */
  nutrition: NutritionSettings;
  /** The trainer marketplace's commission and listing price (TRAINER_COMMISSION_PERCENT, ...). */
  marketplace: MarketplaceSettings;
}

export function loadLocalConfig(env: Record<string, string | undefined>): LocalConfig {
  const parsed = parseEnv(localEnvSchema, env);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: path.resolve(parsed.DATA_DIR),
    databaseUrl: parsed.DATABASE_URL,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    jwtSecret: parsed.JWT_SECRET,
    coachRecomputeSecret: parsed.COACH_RECOMPUTE_SECRET,
    coachRecomputeMinutes: parsed.COACH_RECOMPUTE_MINUTES,
    siteUrl: parsed.SITE_URL,
    trustProxy: parsed.TRUST_PROXY === 'true',
    workers: parsed.DATABASE_URL ? (parsed.WORKERS ?? availableParallelism()) : 1,
    google:
      parsed.GOOGLE_CLIENT_ID && parsed.GOOGLE_CLIENT_SECRET
        ? {
            clientId: parsed.GOOGLE_CLIENT_ID,
            clientSecret: parsed.GOOGLE_CLIENT_SECRET,
            issuer: parsed.GOOGLE_OIDC_ISSUER,
          }
        : undefined,
    billing: loadBillingSettings(env),
    nutrition: loadNutritionSettings(env),
    marketplace: loadMarketplaceSettings(env),
  };
}
