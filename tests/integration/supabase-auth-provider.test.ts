import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSupabaseAuthProvider } from '../../supabase/functions/_shared/accounts/supabase-auth-provider.ts';
import { createApiApp } from '../../supabase/functions/_shared/app.ts';
import type { AuthSession, SignUpPending } from '../../supabase/functions/_shared/contract/auth.ts';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import type { User } from '../../supabase/functions/_shared/contract/user.ts';
import { SupabaseFileStorage } from '../../supabase/functions/_shared/storage/supabase-file-storage.ts';
import { StubGoTrue } from '../support/stub-gotrue.ts';
import { openTestDatabase, type TestDatabase } from '../support/test-database.ts';

const SUPABASE_URL = 'http://project-ref.supabase.test';
const ANON_KEY = 'anon-key-for-tests';
const JWT_SECRET = 'supabase-project-jwt-secret-for-tests-0123456789';
const SITE_URL = 'https://fitness.example';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

function managedApi(options: { confirmationsRequired?: boolean } = {}) {
  const gotrue = new StubGoTrue({
    url: SUPABASE_URL,
    anonKey: ANON_KEY,
    jwtSecret: JWT_SECRET,
    sql: database.sql,
    ...options,
  });
  const auth = createSupabaseAuthProvider(
    {
      supabaseUrl: SUPABASE_URL,
      supabaseAnonKey: ANON_KEY,
      supabaseJwtSecret: JWT_SECRET,
      siteUrl: SITE_URL,
    },
    { fetch: gotrue.fetch, googleEnabled: true },
  );
  const app = createApiApp({
    sql: database.sql,
    auth,
    siteUrl: SITE_URL,
    storage: new SupabaseFileStorage(SUPABASE_URL, ANON_KEY, gotrue.fetch),
  });
  const call = async <Body>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await app.request(path, {
      method,
      headers: { ...(body ? { 'Content-Type': 'application/json' } : {}), ...headers },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: (text ? JSON.parse(text) : null) as Body,
    };
  };
  return { gotrue, call };
}

const account = (name: string) => ({
  username: name,
  email: `${name}@example.com`,
  password: 'Managed1pass',
  firstName: 'Mia',
  lastName: 'Managed',
});

describe('Supabase Auth provider (managed runtime, stubbed HTTP layer)', () => {
  it('signs up through POST /auth/v1/signup with the names as user metadata', async () => {
    const { gotrue, call } = managedApi();
    const answer = await call<AuthSession>('POST', '/api/auth/signup', account('managed_one'));
    expect(answer.status).toBe(201);
    expect(answer.body.user).toMatchObject({
      username: 'managed_one',
      firstName: 'Mia',
      lastName: 'Managed',
    });

    const signUp = gotrue.calls.find((call) => call.path === '/auth/v1/signup');
    expect(signUp?.method).toBe('POST');
    expect(signUp?.headers.apikey).toBe(ANON_KEY);
    expect(signUp?.body).toMatchObject({
      email: 'managed_one@example.com',
      password: 'Managed1pass',
      data: { username: 'managed_one', first_name: 'Mia', last_name: 'Managed' },
    });
    expect(signUp?.query.redirect_to).toBe(SITE_URL);
  });

  it('answers 202 with a message when the project requires e-mail confirmation', async () => {
    const { call } = managedApi({ confirmationsRequired: true });
    const answer = await call<SignUpPending>('POST', '/api/auth/signup', account('managed_confirm'));
    expect(answer.status).toBe(202);
    expect(answer.body.confirmationRequired).toBe(true);
    expect(answer.body.message).toMatch(/confirm/i);
  });

  it('signs in by username through the password grant, sending the account e-mail', async () => {
    const { gotrue, call } = managedApi();
    await call('POST', '/api/auth/signup', account('managed_two'));
    const answer = await call<AuthSession>('POST', '/api/auth/signin', {
      identifier: 'managed_two',
      password: 'Managed1pass',
    });
    expect(answer.status).toBe(200);
    const grant = gotrue.calls.find(
      (call) => call.path === '/auth/v1/token' && call.query.grant_type === 'password',
    );
    expect(grant?.body).toEqual({
      email: 'managed_two@example.com',
      password: 'Managed1pass',
      gotrue_meta_security: {},
    });
  });

  it('maps GoTrue invalid_credentials to the same 401 as an unknown account', async () => {
    const { call } = managedApi();
    await call('POST', '/api/auth/signup', account('managed_three'));
    const wrong = await call<ErrorBody>('POST', '/api/auth/signin', {
      identifier: 'managed_three',
      password: 'Wrong1pass',
    });
    const unknown = await call<ErrorBody>('POST', '/api/auth/signin', {
      identifier: 'nobody_at_all',
      password: 'Wrong1pass',
    });
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('refreshes through the refresh_token grant and signs out through /logout with the bearer token', async () => {
    const { gotrue, call } = managedApi();
    const session = (await call<AuthSession>('POST', '/api/auth/signup', account('managed_four'))).body;
    const refreshed = await call<AuthSession>('POST', '/api/auth/refresh', { token: session.refreshToken });
    expect(refreshed.status).toBe(200);
    const grant = gotrue.calls.find((call) => call.query.grant_type === 'refresh_token');
    expect(grant?.body).toEqual({ refresh_token: session.refreshToken });

    const me = await call<User>('GET', '/api/auth/me', undefined, {
      Authorization: `Bearer ${refreshed.body.token}`,
    });
    expect(me.body.username).toBe('managed_four');

    const signOut = await call('POST', '/api/auth/signout', undefined, {
      Authorization: `Bearer ${refreshed.body.token}`,
    });
    expect(signOut.status).toBe(204);
    const logout = gotrue.calls.find((call) => call.path === '/auth/v1/logout');
    expect(logout?.query.scope).toBe('local');
    expect(logout?.headers.authorization).toBe(`Bearer ${refreshed.body.token}`);
  });

  it('starts Google sign-in at Supabase with PKCE and finishes it by exchanging the code', async () => {
    const { gotrue, call } = managedApi();
    const start = await call('GET', '/api/auth/google');
    expect(start.status).toBe(302);
    const target = new URL(start.headers.get('Location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(`${SUPABASE_URL}/auth/v1/authorize`);
    expect(target.searchParams.get('provider')).toBe('google');
    expect(target.searchParams.get('redirect_to')).toBe(`${SITE_URL}/api/auth/google/callback`);
    expect(target.searchParams.get('code_challenge_method')).toBe('s256');
    const cookie = start.headers.get('Set-Cookie')?.split(';')[0] ?? '';
    expect(cookie).toMatch(/^sb_pkce_verifier=/);

    gotrue.prepareOAuthCode('google-code-1', 'gia@example.com');
    const back = await call('GET', '/api/auth/google/callback?code=google-code-1', undefined, {
      Cookie: cookie,
    });
    expect(back.status).toBe(302);
    const landing = new URL(back.headers.get('Location') ?? '');
    expect(landing.origin).toBe(SITE_URL);
    expect(landing.search).toBe('');
    const returned = new URLSearchParams(landing.hash.slice(1));
    expect(returned.get('token')).toBeTruthy();
    expect(back.headers.get('Location')).not.toContain('refresh');
    expect(back.headers.get('Set-Cookie')).toMatch(/fitness_session=.+HttpOnly/);
    const user = JSON.parse(returned.get('user') ?? '{}') as User;
    expect(user).toMatchObject({ email: 'gia@example.com', firstName: 'Gia', lastName: 'Google' });
    const exchange = gotrue.calls.find((call) => call.query.grant_type === 'pkce');
    expect(exchange?.body).toMatchObject({ auth_code: 'google-code-1' });
  });

  it('verifies tokens with the project secret: a token signed elsewhere is refused', async () => {
    const { call } = managedApi();
    const answer = await call<ErrorBody>('GET', '/api/auth/me', undefined, {
      Authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.c2lnbmF0dXJl',
    });
    expect(answer.status).toBe(401);
  });
});
