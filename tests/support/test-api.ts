import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type ApiApp, createApiApp } from '../../supabase/functions/_shared/app.ts';
import type { Billing } from '../../supabase/functions/_shared/billing/billing.ts';
import type { MarketplaceSettings } from '../../supabase/functions/_shared/config.ts';
import type { AuthSession } from '../../supabase/functions/_shared/contract/auth.ts';
import type { Sql } from '../../supabase/functions/_shared/db/database.ts';
import type { MealPlannerOptions } from '../../supabase/functions/_shared/meal-plans/routes.ts';
import type { NutritionServices } from '../../supabase/functions/_shared/nutrition/routes.ts';
import { type LocalAuthOptions, LocalAuthProvider } from '../../supabase/local/auth/local-auth-provider.ts';
import { LocalFileStorage } from '../../supabase/local/storage/local-file-storage.ts';
import { openTestDatabase } from './test-database.ts';

export const TEST_JWT_SECRET = 'integration-tests-only-secret-0123456789abcdef';
export const TEST_SITE_URL = 'http://app.test';
export const TEST_PASSWORD = 'Training123';
/** From RFC 5737's documentation range: the address test requests come from unless a test says otherwise. */
export const TEST_CLIENT_ADDRESS = '192.0.2.10';

export interface ApiAnswer<Body = unknown> {
  status: number;
  body: Body;
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is, for tests of malformed input. */
  rawBody?: string;
  /** Sent as multipart/form-data. */
  form?: FormData;
  token?: string;
  headers?: Record<string, string>;
  /** The client's network address as the entry point would report it (a documentation address by default). */
  clientAddress?: string;
}

export interface Member extends AuthSession {
  username: string;
  email: string;
  password: string;
}

export interface TestApi {
  app: ApiApp;
  /** The database the API works on, for another process to reach (PostgREST, data-api.ts). */
  databaseUrl: string;
  sql: Sql;
  auth: LocalAuthProvider;
  storage: LocalFileStorage;
  /** The directory the local storage writes object files to. */
  storageDir: string;
  call<Body = unknown>(method: string, path: string, options?: CallOptions): Promise<ApiAnswer<Body>>;
  /** Signs up a new member with unique credentials through the API. */
  signUp(
    overrides?: Partial<{ username: string; email: string; firstName: string; lastName: string }>,
  ): Promise<Member>;
  close(): Promise<void>;
}

/** The /api facade over a fresh copy of the migrated database, with the local auth provider. */
export async function createTestApi(
  options: Partial<Pick<LocalAuthOptions, 'google' | 'now'>> & {
    /** The configured site; `null` runs the API as if SITE_URL were unset. */
    siteUrl?: string | null;
    /** Stripe (tests point it at tests/support/fake-stripe.ts); unset runs Premium in trial mode. */
    billing?: Billing;
    /** The meal planner's solver, time cap and clock; unset: the production ones. */
    mealPlanner?: MealPlannerOptions;
    /** The food database and vision model (tests point them at stand-in servers); unset: none. */
    nutrition?: NutritionServices;
    /** The trainer marketplace's commission and listing price; unset: the defaults, a free listing. */
    marketplace?: MarketplaceSettings;
  } = {},
): Promise<TestApi> {
  const database = await openTestDatabase();
  const { siteUrl = TEST_SITE_URL, billing, mealPlanner, nutrition, marketplace, ...authOptions } = options;
  const auth = new LocalAuthProvider({ sql: database.sql, jwtSecret: TEST_JWT_SECRET, ...authOptions });
  const storageDir = mkdtempSync(path.join(tmpdir(), 'fitness-storage-'));
  const storage = new LocalFileStorage(database.sql, storageDir);
  const app = createApiApp({
    sql: database.sql,
    auth,
    siteUrl: siteUrl ?? undefined,
    storage,
    billing,
    mealPlanner,
    nutrition,
    marketplace,
  });

  const call: TestApi['call'] = async (
    method,
    url,
    { body, rawBody, form, token, headers = {}, clientAddress = TEST_CLIENT_ADDRESS } = {},
  ) => {
    const requestHeaders = new Headers(headers);
    if (token) requestHeaders.set('Authorization', `Bearer ${token}`);
    let payload: string | FormData | undefined = form ?? rawBody;
    if (body !== undefined) {
      payload = JSON.stringify(body);
      requestHeaders.set('Content-Type', 'application/json');
    }
    const response = await app.request(
      url,
      { method, headers: requestHeaders, body: payload },
      { clientAddress },
    );
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON (a redirect or plain text): keep the text.
    }
    return { status: response.status, body: parsed as never, headers: response.headers };
  };

  const signUp: TestApi['signUp'] = async (overrides = {}) => {
    const suffix = randomBytes(4).toString('hex');
    const account = {
      username: overrides.username ?? `member_${suffix}`,
      email: overrides.email ?? `member_${suffix}@example.com`,
      password: TEST_PASSWORD,
      firstName: overrides.firstName ?? 'Test',
      lastName: overrides.lastName ?? 'Member',
    };
    const answer = await call<AuthSession>('POST', '/api/auth/signup', { body: account });
    if (answer.status !== 201)
      throw new Error(`Sign-up failed: ${answer.status} ${JSON.stringify(answer.body)}`);
    return { ...answer.body, username: account.username, email: account.email, password: account.password };
  };

  const close = async () => {
    await database.close();
    rmSync(storageDir, { recursive: true, force: true });
  };
  return {
    app,
    databaseUrl: database.url,
    sql: database.sql,
    auth,
    storage,
    storageDir,
    call,
    signUp,
    close,
  };
}
