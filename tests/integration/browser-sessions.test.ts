import { randomBytes, randomUUID } from 'node:crypto';
import { decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../supabase/functions/_shared/contract/auth.ts';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import type { User } from '../../supabase/functions/_shared/contract/user.ts';
import { encodeSessionCookie } from '../../supabase/functions/_shared/session/session-cookie.ts';
import { GoogleOidcFlow } from '../../supabase/local/auth/google-oidc.ts';
import type { LocalAuthProvider } from '../../supabase/local/auth/local-auth-provider.ts';
import { type OidcIdentity, type StandInOidc, startStandInOidc } from '../support/stand-in-oidc.ts';
import {
  createTestApi,
  TEST_JWT_SECRET,
  TEST_PASSWORD,
  TEST_SITE_URL,
  type TestApi,
} from '../support/test-api.ts';

/**
 * Cookie sessions beside bearer tokens, Continue with Google without account takeover, and
 * redirects that stay on the site.
 */
let oidc: StandInOidc;
let api: TestApi;
beforeAll(async () => {
  oidc = await startStandInOidc();
  api = await createTestApi({
    google: (provider: LocalAuthProvider) =>
      new GoogleOidcFlow({
        clientId: oidc.clientId,
        clientSecret: oidc.clientSecret,
        issuer: oidc.issuer,
        cookieSecret: TEST_JWT_SECRET,
        signIn: (identity) => provider.signInWithIdentity(identity),
      }),
  });
});
afterAll(async () => {
  await api.close();
  await oidc.close();
});

const SITE = { Origin: TEST_SITE_URL };

/** The `name=value` part of a Set-Cookie header for the session cookie. */
function sessionCookieOf(headers: Headers): string {
  const cookie = headers.getSetCookie().find((line) => line.startsWith('fitness_session='));
  if (!cookie) throw new Error(`no session cookie in ${JSON.stringify(headers.getSetCookie())}`);
  return cookie.split(';')[0] as string;
}

function account() {
  const suffix = randomBytes(4).toString('hex');
  return {
    username: `cookie_${suffix}`,
    email: `cookie_${suffix}@example.com`,
    password: TEST_PASSWORD,
    firstName: 'Cora',
    lastName: 'Cookie',
  };
}

async function signInForCookie() {
  const details = account();
  const signedUp = await api.call<AuthSession>('POST', '/api/auth/signup', { body: details });
  expect(signedUp.status).toBe(201);
  return { details, session: signedUp.body, cookie: sessionCookieOf(signedUp.headers) };
}

const workout = { name: 'Barbell Back Squat', category: 'strength', duration: 20, caloriesBurned: 100 };
const workoutCount = async (userId: string) =>
  Number((await api.sql`select count(*)::int as n from public.workout where user_id = ${userId}`)[0]?.n);

describe('cookie sessions beside bearer tokens', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie scoped to /api on sign-up and sign-in', async () => {
    const { details } = await signInForCookie();
    const signedIn = await api.call('POST', '/api/auth/signin', {
      body: { identifier: details.username, password: details.password },
    });
    const line = signedIn.headers.getSetCookie().find((header) => header.startsWith('fitness_session='));
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\/api/);
    expect(line).not.toMatch(/Secure/);
  });

  it('marks the cookie Secure when served over https', async () => {
    const response = await api.app.request(
      'https://app.test/api/auth/signup',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(account()) },
      { clientAddress: '192.0.2.50' },
    );
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie().find((line) => line.startsWith('fitness_session='))).toMatch(
      /Secure/,
    );
  });

  it('reads GET /api/auth/user and logs a workout with the cookie alone', async () => {
    const { cookie, session } = await signInForCookie();
    const user = await api.call<User>('GET', '/api/auth/user', { headers: { Cookie: cookie } });
    expect(user.status).toBe(200);
    expect(user.body.id).toBe(session.user.id);
    const logged = await api.call('POST', '/api/workouts', {
      body: workout,
      headers: { Cookie: cookie, ...SITE },
    });
    expect(logged.status).toBe(201);
    expect(await workoutCount(session.user.id)).toBe(1);
  });

  it('refuses a cookie-authenticated write from another site (or with no Origin) and changes nothing', async () => {
    const { cookie, session } = await signInForCookie();
    const attempts: Record<string, string>[] = [
      { Cookie: cookie, Origin: 'https://evil.example' },
      { Cookie: cookie },
    ];
    for (const headers of attempts) {
      const answer = await api.call<ErrorBody>('POST', '/api/workouts', { body: workout, headers });
      expect(answer.status).toBe(403);
      expect(answer.body.error).toBe('cross_site_request');
    }
    expect(await workoutCount(session.user.id)).toBe(0);
    const read = await api.call('GET', '/api/workouts', {
      headers: { Cookie: cookie, Origin: 'https://evil.example' },
    });
    expect(read.status).toBe(200);
  });

  it('refuses a sign-in posted by another site’s page', async () => {
    const { details } = await signInForCookie();
    const answer = await api.call<ErrorBody>('POST', '/api/auth/signin', {
      body: { identifier: details.username, password: details.password },
      headers: { Origin: 'https://evil.example' },
    });
    expect(answer.status).toBe(403);
  });

  it('renews an expired access token from the refresh token on the server', async () => {
    const { session } = await signInForCookie();
    // The same session's access token as it will be in two hours: expired.
    const claims = decodeJwt(session.token);
    const expired = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_JWT_SECRET));
    const cookie = `fitness_session=${encodeSessionCookie({ accessToken: expired, refreshToken: session.refreshToken })}`;
    expect((await api.call('GET', '/api/auth/me', { token: expired })).status).toBe(401);
    const renewed = await api.call<User>('GET', '/api/auth/user', { headers: { Cookie: cookie } });
    expect(renewed.status).toBe(200);
    const next = sessionCookieOf(renewed.headers);
    expect(next).not.toBe(cookie);
    expect((await api.call('GET', '/api/stats', { headers: { Cookie: next } })).status).toBe(200);
  });

  it('is ended by /api/logout: cookie cleared, the old cookie and refresh token refused', async () => {
    const { cookie, session } = await signInForCookie();
    const out = await api.call('GET', '/api/logout', { headers: { Cookie: cookie } });
    expect(out.status).toBe(302);
    expect(out.headers.get('Location')).toBe(`${TEST_SITE_URL}/`);
    expect(out.headers.getSetCookie().find((line) => line.startsWith('fitness_session='))).toMatch(
      /Max-Age=0/,
    );
    expect((await api.call('GET', '/api/auth/user', { headers: { Cookie: cookie } })).status).toBe(401);
    const refresh = await api.call('POST', '/api/auth/refresh', { body: { token: session.refreshToken } });
    expect(refresh.status).toBe(401);
  });

  it('renews with POST /api/auth/refresh and no body from the cookie, and updates the cookie', async () => {
    const { cookie } = await signInForCookie();
    const renewed = await api.call<AuthSession>('POST', '/api/auth/refresh', {
      headers: { Cookie: cookie, ...SITE },
    });
    expect(renewed.status).toBe(200);
    expect(sessionCookieOf(renewed.headers)).not.toBe(cookie);
  });
});

/** Runs Continue with Google against the stand-in provider as a browser would, cookies included. */
async function continueWithGoogle(identity: OidcIdentity) {
  oidc.nextIdentity = identity;
  const start = await api.call('GET', '/api/auth/google');
  expect(start.status).toBe(302);
  const flowCookie = start.headers.getSetCookie()[0]?.split(';')[0] ?? '';
  const consent = await fetch(start.headers.get('Location') ?? '', { redirect: 'manual' });
  const callback = new URL(consent.headers.get('Location') ?? '');
  return api.call('GET', `${callback.pathname}${callback.search}`, { headers: { Cookie: flowCookie } });
}

describe('Continue with Google', () => {
  it('[GET] /api/auth/google - keeps the round trip in an HttpOnly, SameSite=Lax cookie for its own paths, ten minutes', async () => {
    const start = await api.call('GET', '/api/auth/google');
    expect(start.status).toBe(302);
    const [cookie] = start.headers.getSetCookie();
    expect(cookie).toMatch(/^google_oidc=[\w-]+\.[\w-]+\.[\w-]+;/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; SameSite=Lax/);
    expect(cookie).toMatch(/; Path=\/api\/auth\/google(;|$)/);
    expect(cookie).toMatch(/; Max-Age=600(;|$)/);
    expect(start.headers.get('Cache-Control')).toBe('no-store');
  });

  it('never joins an account whose e-mail nobody verified without removing the password that made it', async () => {
    const victimEmail = `victim_${randomBytes(4).toString('hex')}@example.com`;
    const attacker = await api.call<AuthSession>('POST', '/api/auth/signup', {
      body: { ...account(), email: victimEmail, password: 'Attacker1pass' },
    });
    expect(attacker.status).toBe(201);

    const back = await continueWithGoogle({ sub: randomUUID(), email: victimEmail, email_verified: true });
    expect(back.status).toBe(302);
    const location = back.headers.get('Location') ?? '';
    const landing = new URL(location);
    const returned = new URLSearchParams(landing.hash.slice(1));
    const user = JSON.parse(returned.get('user') ?? '{}') as User;
    expect(user.email).toBe(victimEmail);

    const attackerSignIn = await api.call('POST', '/api/auth/signin', {
      body: { identifier: victimEmail, password: 'Attacker1pass' },
    });
    expect(attackerSignIn.status).toBe(401);
    expect((await api.call('GET', '/api/stats', { token: attacker.body.token })).status).toBe(401);
    expect(
      (await api.call('POST', '/api/auth/refresh', { body: { token: attacker.body.refreshToken } })).status,
    ).toBe(401);
    expect((await api.call('GET', '/api/stats', { token: returned.get('token') ?? '' })).status).toBe(200);
  });

  it('puts no refresh token in the return address and the session in the cookie', async () => {
    const back = await continueWithGoogle({
      sub: randomUUID(),
      email: `new_${randomBytes(4).toString('hex')}@example.com`,
      email_verified: true,
      given_name: 'Gia',
      family_name: 'Google',
    });
    const location = back.headers.get('Location') ?? '';
    expect(location.startsWith(`${TEST_SITE_URL}/#`)).toBe(true);
    expect(new URL(location).search).toBe('');
    expect(location.toLowerCase()).not.toContain('refresh');
    const cookie = sessionCookieOf(back.headers);
    const user = await api.call<User>('GET', '/api/auth/user', { headers: { Cookie: cookie } });
    expect(user.body).toMatchObject({ firstName: 'Gia', lastName: 'Google' });
  });

  it('refuses a Google e-mail Google did not verify when an account has it', async () => {
    const existing = await api.signUp();
    const back = await continueWithGoogle({
      sub: randomUUID(),
      email: existing.email,
      email_verified: false,
    });
    expect(back.headers.get('Location')).toBe(`${TEST_SITE_URL}/auth?error=google_sign_in_failed`);
    const stillWorks = await api.call('POST', '/api/auth/signin', {
      body: { identifier: existing.username, password: existing.password },
    });
    expect(stillWorks.status).toBe(200);
  });
});

describe('redirects without SITE_URL', () => {
  it('stay on the site whatever Host the request names', async () => {
    const bare = await createTestApi({ siteUrl: null });
    try {
      for (const [path, expected] of [
        ['/api/logout', '/'],
        ['/api/login', '/auth?error=google_not_configured'],
        ['/api/auth/google', '/auth?error=google_not_configured'],
      ] as const) {
        const response = await bare.app.request(`http://evil.example${path}`, {
          headers: { Host: 'evil.example' },
        });
        expect(response.status).toBe(302);
        expect(response.headers.get('Location')).toBe(expected);
      }
    } finally {
      await bare.close();
    }
  });
});
