import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import { RATE_LIMITS } from '../../supabase/functions/_shared/rate-limit/rate-limiter.ts';
import { createTestApi, TEST_PASSWORD, type TestApi } from '../support/test-api.ts';

/** Reproductions of the attack run's findings 1 and 2: they failed before the fixes. */
let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

// Each call a different client, so one test's throttled address never stands for another's
// (random picks among 250 collided once in a few hundred runs).
let nextHost = randomBytes(1)[0] ?? 0;
const address = () => `198.51.100.${1 + (nextHost++ % 250)}`;

describe('[POST] /api/auth/signin under a burst', () => {
  it('lets at most the limit of 200 parallel wrong passwords reach the password check', async () => {
    const member = await api.signUp();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        api.call('POST', '/api/auth/signin', {
          body: { identifier: member.username, password: `Wrong${index}Password` },
          clientAddress: `203.0.113.${index % 200}`,
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(RATE_LIMITS.signInAccount.maxHits);
    expect(statuses.filter((status) => status === 429)).toHaveLength(200 - RATE_LIMITS.signInAccount.maxHits);
  });

  it('refuses the right password at position 150 of a 200-request burst', async () => {
    const member = await api.signUp();
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        api.call('POST', '/api/auth/signin', {
          body: {
            identifier: member.email,
            password: index === 150 ? TEST_PASSWORD : `Wrong${index}Password`,
          },
          clientAddress: `203.0.113.${index % 200}`,
        }),
      ),
    );
    expect(answers[150]?.status).toBe(429);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(0);
  });

  it('throttles one address that floods sign-in with random usernames, and only that address', async () => {
    const flooder = address();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < RATE_LIMITS.signInAddress.maxHits + 5; attempt++) {
      const answer = await api.call<ErrorBody>('POST', '/api/auth/signin', {
        body: { identifier: `nobody_${randomBytes(6).toString('hex')}`, password: 'Wrong1password' },
        clientAddress: flooder,
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, RATE_LIMITS.signInAddress.maxHits).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(RATE_LIMITS.signInAddress.maxHits).every((status) => status === 429)).toBe(true);

    const member = await api.signUp();
    const elsewhere = await api.call('POST', '/api/auth/signin', {
      body: { identifier: member.username, password: TEST_PASSWORD },
      clientAddress: address(),
    });
    expect(elsewhere.status).toBe(200);
  });

  it('does not count a correct sign-in against its address', async () => {
    const member = await api.signUp();
    const from = address();
    for (let attempt = 0; attempt < RATE_LIMITS.signInAddress.maxHits + 5; attempt++) {
      const answer = await api.call('POST', '/api/auth/signin', {
        body: { identifier: member.username, password: TEST_PASSWORD },
        clientAddress: from,
      });
      expect(answer.status).toBe(200);
    }
  });
});

describe('[POST] /api/auth/signup probing', () => {
  it('lets one address learn that a name is taken only a few times per window', async () => {
    const existing = await api.signUp();
    const prober = address();
    let learned = 0;
    let throttled = 0;
    for (let probe = 0; probe < 30; probe++) {
      const answer = await api.call<ErrorBody>('POST', '/api/auth/signup', {
        body: {
          username: probe % 2 ? existing.username : `fresh_${randomBytes(4).toString('hex')}`,
          email: probe % 2 ? `other_${probe}@example.com` : existing.email,
          password: TEST_PASSWORD,
          firstName: 'Probe',
          lastName: 'Er',
        },
        clientAddress: prober,
      });
      if (answer.status === 409) learned++;
      if (answer.status === 429) throttled++;
    }
    expect(learned).toBe(RATE_LIMITS.signUpProbe.maxHits);
    expect(throttled).toBe(30 - RATE_LIMITS.signUpProbe.maxHits);

    const newcomer = await api.call('POST', '/api/auth/signup', {
      body: {
        username: `newcomer_${randomBytes(4).toString('hex')}`,
        email: `newcomer_${randomBytes(4).toString('hex')}@example.com`,
        password: TEST_PASSWORD,
        firstName: 'New',
        lastName: 'Comer',
      },
      clientAddress: address(),
    });
    expect(newcomer.status).toBe(201);
  });
});

describe('a 5 MB hostile field', () => {
  it('is refused in well under a second while another member is answered meanwhile', async () => {
    const member = await api.signUp();
    const hostile = JSON.stringify({
      username: 'attacker',
      email: 'attacker@example.com',
      password: 'x'.repeat(5 * 1024 * 1024),
      firstName: 'A',
      lastName: 'B',
    });
    const started = performance.now();
    const [refusedJson, refusedMultipart, stats] = await Promise.all([
      api.call<ErrorBody>('POST', '/api/auth/signup', {
        rawBody: hostile,
        headers: { 'Content-Type': 'application/json' },
      }),
      (async () => {
        const form = new FormData();
        form.set('password', 'x'.repeat(5 * 1024 * 1024));
        return api.call<ErrorBody>('POST', '/api/auth/signup', { form });
      })(),
      api.call('GET', '/api/stats', { token: member.token }),
    ]);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(refusedJson.status).toBe(413);
    expect(refusedMultipart.status).toBe(415);
    expect(stats.status).toBe(200);
  });

  it('is refused by the length rule alone when it fits the body limit (200,000 characters)', async () => {
    const started = performance.now();
    const answer = await api.call<ErrorBody>('POST', '/api/auth/signup', {
      rawBody: JSON.stringify({
        username: 'attacker2',
        email: 'attacker2@example.com',
        password: 'x'.repeat(200_000),
        firstName: 'A',
        lastName: 'B',
      }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(performance.now() - started).toBeLessThan(500);
    expect([400, 413]).toContain(answer.status);
  });
});
