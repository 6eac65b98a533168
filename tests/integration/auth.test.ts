import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthProviders, AuthSession } from '../../supabase/functions/_shared/contract/auth.ts';
import { type ErrorBody, errorBodySchema } from '../../supabase/functions/_shared/contract/errors.ts';
import { type User, userSchema } from '../../supabase/functions/_shared/contract/user.ts';
import { createTestApi, TEST_PASSWORD, type TestApi } from '../support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

const validAccount = (suffix: string) => ({
  username: `runner_${suffix}`,
  email: `runner_${suffix}@example.com`,
  password: 'Strong1pass',
  firstName: 'Rita',
  lastName: 'Runner',
});

async function countAccounts(): Promise<number> {
  const [row] = await api.sql<{ count: number }[]>`select count(*)::int as count from auth.users`;
  return row?.count ?? 0;
}

describe('[POST] /api/auth/signup', () => {
  it('creates an account and answers the user with an access and a refresh token', async () => {
    const answer = await api.call<AuthSession>('POST', '/api/auth/signup', { body: validAccount('create') });
    expect(answer.status).toBe(201);
    expect(userSchema.parse(answer.body.user)).toMatchObject({
      username: 'runner_create',
      email: 'runner_create@example.com',
      firstName: 'Rita',
      lastName: 'Runner',
      streak: 0,
      subscriptionStatus: 'free_trial',
    });
    expect(answer.body.token.split('.')).toHaveLength(3);
    expect(answer.body.refreshToken.length).toBeGreaterThan(20);
  });

  it('stores the password as an argon2id hash', async () => {
    await api.call('POST', '/api/auth/signup', { body: validAccount('hash') });
    const [row] = await api.sql<{ encrypted_password: string }[]>`
      select encrypted_password from auth.users where email = 'runner_hash@example.com'`;
    expect(row?.encrypted_password).toMatch(/^\$argon2id\$/);
  });

  it('rejects a username already taken, in any letter case, with 409', async () => {
    await api.call('POST', '/api/auth/signup', { body: validAccount('taken') });
    const before = await countAccounts();
    const answer = await api.call<ErrorBody>('POST', '/api/auth/signup', {
      body: { ...validAccount('other'), username: 'RUNNER_TAKEN' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'username_taken', message: 'Username is already taken' });
    expect(await countAccounts()).toBe(before);
  });

  it('rejects an e-mail already registered, in any letter case, with 409', async () => {
    await api.call('POST', '/api/auth/signup', { body: validAccount('mail') });
    const answer = await api.call<ErrorBody>('POST', '/api/auth/signup', {
      body: { ...validAccount('mail2'), email: 'Runner_Mail@Example.com' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ error: 'email_taken', fields: { email: expect.any(String) } });
  });

  const badFields: [string, Record<string, unknown>, string, string][] = [
    ['a two-letter username', { username: 'ab' }, 'username', 'Username must be at least 3 characters'],
    [
      'a 31-letter username',
      { username: 'a'.repeat(31) },
      'username',
      'Username must be at most 30 characters',
    ],
    [
      'a username with a dash',
      { username: 'run-ner' },
      'username',
      'Username can only contain letters, numbers, and underscores',
    ],
    ['an invalid e-mail', { email: 'not-an-email' }, 'email', 'Please enter a valid email address'],
    ['a 7-character password', { password: 'Short1a' }, 'password', 'Password must be at least 8 characters'],
    [
      'a password without a digit',
      { password: 'NoDigitsHere' },
      'password',
      'Password must contain at least one uppercase letter, one lowercase letter, and one number',
    ],
    ['an empty first name', { firstName: '   ' }, 'firstName', 'First name is required'],
    [
      'a 51-character last name',
      { lastName: 'x'.repeat(51) },
      'lastName',
      'Last name must be at most 50 characters',
    ],
    ['a number as username', { username: 12345 }, 'username', expect.any(String) as unknown as string],
  ];
  for (const [label, change, field, message] of badFields) {
    it(`rejects ${label} with 400 naming the field, and stores nothing`, async () => {
      const before = await countAccounts();
      const answer = await api.call<ErrorBody>('POST', '/api/auth/signup', {
        body: { ...validAccount(`bad${before}`), ...change },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe('validation_failed');
      expect(answer.body.fields?.[field]).toEqual(message);
      expect(await countAccounts()).toBe(before);
    });
  }

  it('rejects a body that is not JSON with 400', async () => {
    const answer = await api.call<ErrorBody>('POST', '/api/auth/signup', {
      rawBody: '{"username":',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe('invalid_json');
  });

  it('refuses a body over the size limit with 413', async () => {
    const answer = await api.call<ErrorBody>('POST', '/api/auth/signup', {
      body: { ...validAccount('huge'), padding: 'x'.repeat(300 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(errorBodySchema.parse(answer.body).error).toBe('payload_too_large');
  });
});

describe('[POST] /api/auth/signin', () => {
  it('signs in with the username', async () => {
    const member = await api.signUp();
    const answer = await api.call<AuthSession>('POST', '/api/auth/signin', {
      body: { identifier: member.username, password: TEST_PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user.id).toBe(member.user.id);
  });

  it('signs in with the e-mail in any letter case', async () => {
    const member = await api.signUp();
    const answer = await api.call<AuthSession>('POST', '/api/auth/signin', {
      body: { identifier: member.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(answer.status).toBe(200);
    expect(answer.body.user.email).toBe(member.email);
  });

  it('answers a wrong password and an unknown account with the same 401', async () => {
    const member = await api.signUp();
    const wrongPassword = await api.call<ErrorBody>('POST', '/api/auth/signin', {
      body: { identifier: member.username, password: 'Wrong1password' },
    });
    const unknown = await api.call<ErrorBody>('POST', '/api/auth/signin', {
      body: { identifier: 'nobody_here', password: 'Wrong1password' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrongPassword.body).toEqual({ error: 'invalid_credentials', message: 'Invalid credentials' });
    expect(unknown.body).toEqual(wrongPassword.body);
  });

  it('rejects an empty identifier with 400', async () => {
    const answer = await api.call<ErrorBody>('POST', '/api/auth/signin', {
      body: { identifier: '', password: 'x' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.identifier).toBe('Username or email is required');
  });

  it('locks an account for 15 minutes after 10 failed sign-ins, even with the right password', async () => {
    const member = await api.signUp();
    for (let attempt = 0; attempt < 10; attempt++) {
      const answer = await api.call('POST', '/api/auth/signin', {
        body: { identifier: attempt % 2 ? member.username : member.email, password: 'Wrong1password' },
      });
      expect(answer.status).toBe(401);
    }
    const locked = await api.call<ErrorBody>('POST', '/api/auth/signin', {
      body: { identifier: member.username, password: TEST_PASSWORD },
    });
    expect(locked.status).toBe(429);
    expect(locked.body.error).toBe('too_many_attempts');
    expect(locked.body.message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    expect(locked.body.retryAfterSeconds).toBeGreaterThan(14 * 60);
    expect(Number(locked.headers.get('Retry-After'))).toBe(locked.body.retryAfterSeconds);

    const other = await api.signUp();
    const unaffected = await api.call('POST', '/api/auth/signin', {
      body: { identifier: other.username, password: TEST_PASSWORD },
    });
    expect(unaffected.status).toBe(200);
  });

  it('lets the account in again once its failures are older than 15 minutes', async () => {
    const member = await api.signUp();
    for (let attempt = 0; attempt < 10; attempt++) {
      await api.call('POST', '/api/auth/signin', {
        body: { identifier: member.username, password: 'Wrong1pass' },
      });
    }
    await api.sql`update private.rate_limit_hit set hit_at = hit_at - interval '16 minutes'`;
    const answer = await api.call('POST', '/api/auth/signin', {
      body: { identifier: member.username, password: TEST_PASSWORD },
    });
    expect(answer.status).toBe(200);
  });
});

describe('[GET] /api/auth/me and /api/auth/user', () => {
  it('answers the signed-in member', async () => {
    const member = await api.signUp({ firstName: 'Mae', lastName: 'Lift' });
    for (const path of ['/api/auth/me', '/api/auth/user']) {
      const answer = await api.call<User>('GET', path, { token: member.token });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ id: member.user.id, firstName: 'Mae', lastName: 'Lift' });
    }
  });

  it('answers 401 without a token', async () => {
    const answer = await api.call<ErrorBody>('GET', '/api/auth/me');
    expect(answer.status).toBe(401);
    expect(errorBodySchema.parse(answer.body).error).toBe('unauthorized');
  });
});

describe('[POST] /api/auth/refresh', () => {
  /** As if the spent refresh tokens had been used longer ago than the 10-second reuse interval. */
  const spendLongAgo = () =>
    api.sql`update auth.refresh_tokens set updated_at = updated_at - interval '11 seconds' where revoked`;

  it('trades a refresh token for a new pair, once', async () => {
    const member = await api.signUp();
    const first = await api.call<AuthSession>('POST', '/api/auth/refresh', {
      body: { token: member.refreshToken },
    });
    expect(first.status).toBe(200);
    expect(first.body.refreshToken).not.toBe(member.refreshToken);
    const me = await api.call('GET', '/api/auth/me', { token: first.body.token });
    expect(me.status).toBe(200);
  });

  it('revokes the whole session when a used refresh token is presented again', async () => {
    const member = await api.signUp();
    const rotated = await api.call<AuthSession>('POST', '/api/auth/refresh', {
      body: { token: member.refreshToken },
    });
    await spendLongAgo();
    const replay = await api.call<ErrorBody>('POST', '/api/auth/refresh', {
      body: { token: member.refreshToken },
    });
    expect(replay.status).toBe(401);
    expect(replay.body.error).toBe('invalid_refresh_token');
    const afterReplay = await api.call('POST', '/api/auth/refresh', {
      body: { token: rotated.body.refreshToken },
    });
    expect(afterReplay.status).toBe(401);
  });

  it('gives a renewal racing another one, within 10 seconds, a pair for the same session', async () => {
    const member = await api.signUp();
    const [first, second] = await Promise.all([
      api.call<AuthSession>('POST', '/api/auth/refresh', { body: { token: member.refreshToken } }),
      api.call<AuthSession>('POST', '/api/auth/refresh', { body: { token: member.refreshToken } }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const late = await api.call<AuthSession>('POST', '/api/auth/refresh', {
      body: { token: member.refreshToken },
    });
    expect(late.status).toBe(200);
    expect(decodeJwt(late.body.token).session_id).toBe(decodeJwt(member.token).session_id);
    expect((await api.call('GET', '/api/stats', { token: first.body.token })).status).toBe(200);
  });

  it('answers 401 for an unknown refresh token', async () => {
    const answer = await api.call('POST', '/api/auth/refresh', { body: { token: 'made-up-token' } });
    expect(answer.status).toBe(401);
  });
});

describe('[POST] /api/auth/signout', () => {
  it('ends the session so its refresh token no longer works', async () => {
    const member = await api.signUp();
    const signOut = await api.call('POST', '/api/auth/signout', { token: member.token });
    expect(signOut.status).toBe(204);
    const refresh = await api.call('POST', '/api/auth/refresh', { body: { token: member.refreshToken } });
    expect(refresh.status).toBe(401);
  });
});

describe('browser navigations', () => {
  it('[GET] /api/logout sends the browser to the landing page', async () => {
    const answer = await api.call('GET', '/api/logout');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('http://app.test/');
  });

  it('[GET] /api/login without Google configured sends the browser to /auth', async () => {
    const answer = await api.call('GET', '/api/login');
    expect(answer.status).toBe(302);
    expect(answer.headers.get('Location')).toBe('http://app.test/auth?error=google_not_configured');
  });

  it('[GET] /api/auth/providers tells which sign-in methods exist', async () => {
    const answer = await api.call<AuthProviders>('GET', '/api/auth/providers');
    expect(answer.body).toEqual({ password: true, google: false });
  });
});

describe('[PATCH] /api/user/profile', () => {
  it('updates the names, trimmed', async () => {
    const member = await api.signUp();
    const answer = await api.call<User>('PATCH', '/api/user/profile', {
      token: member.token,
      body: { firstName: '  Nia ', lastName: 'Swim  ' },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ firstName: 'Nia', lastName: 'Swim' });
  });

  it('clears a name sent empty, so the completion guard asks for it', async () => {
    const member = await api.signUp();
    const answer = await api.call<User>('PATCH', '/api/user/profile', {
      token: member.token,
      body: { firstName: 'Ann', lastName: '' },
    });
    expect(answer.body).toMatchObject({ firstName: 'Ann', lastName: null });
  });

  it('refuses when neither name is given', async () => {
    const member = await api.signUp();
    const answer = await api.call<ErrorBody>('PATCH', '/api/user/profile', {
      token: member.token,
      body: { firstName: ' ', lastName: '' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'Update Required: Please enter at least your name or select a profile picture.',
    );
  });

  it('refuses a 51-character first name and changes nothing', async () => {
    const member = await api.signUp({ firstName: 'Kept' });
    const answer = await api.call<ErrorBody>('PATCH', '/api/user/profile', {
      token: member.token,
      body: { firstName: 'x'.repeat(51) },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields?.firstName).toBe('First name must be at most 50 characters');
    const me = await api.call<User>('GET', '/api/auth/me', { token: member.token });
    expect(me.body.firstName).toBe('Kept');
  });
});

describe('the facade itself', () => {
  it('[GET] /api/health answers 200 when the database is reachable', async () => {
    const answer = await api.call('GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', database: 'reachable' });
  });

  it('answers an unknown endpoint with a JSON 404', async () => {
    const answer = await api.call<ErrorBody>('GET', '/api/nope');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toBe('not_found');
  });
});
