import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import type { User } from '../../supabase/functions/_shared/contract/user.ts';
import { createStandaloneApp } from '../../supabase/local/http/standalone-app.ts';
import type { WebAsset } from '../../supabase/local/http/web-assets.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

/**
 * Input the database cannot store is refused, never answered 500, and the standalone server sends
 * its security headers.
 */
let api: TestApi;
let member: Member;
beforeAll(async () => {
  api = await createTestApi();
  member = await api.signUp();
});
afterAll(() => api.close());

async function expect4xx(method: string, path: string, body?: unknown) {
  const answer = await api.call<ErrorBody>(method, path, { token: member.token, ...(body ? { body } : {}) });
  expect(
    answer.status,
    `${method} ${path} ${JSON.stringify(body)} -> ${JSON.stringify(answer.body)}`,
  ).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(typeof answer.body.message).toBe('string');
  return answer;
}

const rowCount = async () =>
  Number(
    (
      await api.sql`select (select count(*) from public.calendar_note) + (select count(*) from public.workout)
                         + (select count(*) from public.goal) as n`
    )[0]?.n,
  );

describe('text the database cannot store', () => {
  it('refuses a NUL character in every kind of text field and query, storing nothing', async () => {
    const before = await rowCount();
    await expect4xx('POST', '/api/calendar-notes', { date: '2026-11-01', note: 'rest\u0000day' });
    await expect4xx('PATCH', '/api/user/profile', { firstName: 'A\u0000' });
    await expect4xx('POST', '/api/workouts', {
      name: 'Barbell Back Squat\u0000',
      category: 'strength',
      duration: 30,
      caloriesBurned: 10,
    });
    await expect4xx('GET', '/api/exercises?search=squat%00');
    const signIn = await api.call<ErrorBody>('POST', '/api/auth/signin', {
      body: { identifier: 'someone\u0000', password: 'x' },
    });
    expect(signIn.status).toBe(400);
    expect(await rowCount()).toBe(before);
  });

  it('refuses an unpaired surrogate in sign-up names', async () => {
    const answer = await api.call<ErrorBody>('POST', '/api/auth/signup', {
      rawBody:
        '{"username":"surrogate_1","email":"s1@example.com","password":"Training123","firstName":"\\ud800","lastName":"X"}',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.firstName).toMatch(/cannot be stored/);
  });
});

describe('dates and zones the database cannot take', () => {
  it('refuses the year 0000 in a note and in a workout range', async () => {
    await expect4xx('POST', '/api/calendar-notes', { date: '0000-01-01', note: 'x' });
    await expect4xx('GET', '/api/workouts/range/0000-01-01/0000-01-31');
  });

  it('canonicalises a time zone written in the wrong letter case', async () => {
    for (const [sent, stored] of [
      ['utc', 'UTC'],
      ['europe/berlin', 'Europe/Berlin'],
    ]) {
      const answer = await api.call<User>('PATCH', '/api/user/profile', {
        token: member.token,
        body: { timeZone: sent },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.timeZone).toBe(stored);
    }
    expect((await api.call('GET', '/api/progress/metrics', { token: member.token })).status).toBe(200);
  });
});

describe('the standalone server around the API', () => {
  const page: WebAsset = {
    body: new TextEncoder().encode('<!doctype html><title>app</title>'),
    brotli: undefined,
    gzip: undefined,
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
    etag: '"page"',
  };
  const standalone = () =>
    createStandaloneApp({
      api: api.app,
      storage: api.storage,
      recompute: { request: () => new Response(null, { status: 401 }) },
      assets: new Map([['/index.html', page]]),
      trustProxy: false,
      siteUrl: undefined,
    });

  it('answers a broken % escape in a storage path with a JSON 404, not a plain-text 500', async () => {
    const response = await standalone().request('/storage/v1/object/public/avatars/%E0%A4%A');
    expect(response.status).toBe(404);
    expect(((await response.json()) as ErrorBody).message).toBeTruthy();
  });

  it('sends the Content-Security-Policy and the other page headers with the web app', async () => {
    const response = await standalone().request('/dashboard');
    expect(response.status).toBe(200);
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval' https://js.stripe.com");
    expect(policy).toContain("frame-ancestors 'none'");
    // WebAssembly may compile; JavaScript eval may not.
    expect(policy).not.toContain("'unsafe-eval'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('Strict-Transport-Security')).toBeNull();
    const overTls = await standalone().request('https://fit.example/dashboard');
    expect(overTls.headers.get('Strict-Transport-Security')).toMatch(/max-age=\d+/);
  });

  it('marks API answers with personal data or tokens as not to be stored', async () => {
    for (const path of ['/api/auth/me', '/api/stats']) {
      const answer = await api.call('GET', path, { token: member.token });
      expect(answer.headers.get('Cache-Control')).toBe('no-store');
      expect(answer.headers.get('X-Content-Type-Options')).toBe('nosniff');
      expect(answer.headers.get('Referrer-Policy')).toBe('no-referrer');
    }
    const signIn = await api.call('POST', '/api/auth/signin', {
      body: { identifier: member.username, password: member.password },
    });
    expect(signIn.headers.get('Cache-Control')).toBe('no-store');
  });
});
