import { base64url, decodeJwt, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import { LOCAL_ISSUER } from '../../supabase/local/auth/local-auth-provider.ts';
import { createTestApi, type Member, TEST_JWT_SECRET, type TestApi } from '../support/test-api.ts';

let api: TestApi;
let member: Member;
beforeAll(async () => {
  api = await createTestApi();
  member = await api.signUp();
});
afterAll(() => api.close());

/** A token with the real member's claims, changed where the test says. */
async function forge(change: { secret?: string; expiresAt?: number; audience?: string; role?: string } = {}) {
  const claims = decodeJwt(member.token);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims, role: change.role ?? 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setAudience(change.audience ?? 'authenticated')
    .setIssuer(LOCAL_ISSUER)
    .setIssuedAt(now - 10)
    .setExpirationTime(change.expiresAt ?? now + 600)
    .sign(new TextEncoder().encode(change.secret ?? TEST_JWT_SECRET));
}

async function expectRejected(token: string) {
  const answer = await api.call<ErrorBody>('GET', '/api/auth/me', { token });
  expect(answer.status).toBe(401);
  expect(answer.body.error).toBe('invalid_token');
}

describe('access tokens', () => {
  it('accepts a well-formed token (the control for the cases below)', async () => {
    const answer = await api.call('GET', '/api/auth/me', { token: await forge() });
    expect(answer.status).toBe(200);
  });

  it('refuses an expired token', async () => {
    await expectRejected(await forge({ expiresAt: Math.floor(Date.now() / 1000) - 60 }));
  });

  it('refuses a token once it expires, even after it was accepted (verified tokens are remembered)', async () => {
    const expiresAt = Math.floor(Date.now() / 1000) + 2;
    const token = await forge({ expiresAt });
    expect((await api.call('GET', '/api/auth/me', { token })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, expiresAt * 1000 - Date.now() + 50));
    await expectRejected(token);
  });

  it('refuses a token signed with another secret', async () => {
    await expectRejected(await forge({ secret: 'some-other-secret-that-is-long-enough-0123' }));
  });

  it('refuses a token with alg none', async () => {
    const [, payload] = (await forge()).split('.');
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    await expectRejected(`${header}.${payload}.`);
  });

  it('refuses a token for another audience', async () => {
    await expectRejected(await forge({ audience: 'somebody-else' }));
  });

  it('refuses a token whose role is not authenticated', async () => {
    await expectRejected(await forge({ role: 'service_role' }));
  });

  it('refuses a token whose payload was edited after signing', async () => {
    const [header, , signature] = member.token.split('.');
    const edited = base64url.encode(JSON.stringify({ ...decodeJwt(member.token), sub: crypto.randomUUID() }));
    await expectRejected(`${header}.${edited}.${signature}`);
  });

  it('refuses garbage', async () => {
    await expectRejected('not.a.token');
  });
});

describe('revoked sessions', () => {
  const readsStats = (token: string) => api.call<ErrorBody>('GET', '/api/stats', { token });

  it('refuses the access token of a signed-out session on the next request', async () => {
    const someone = await api.signUp();
    expect((await readsStats(someone.token)).status).toBe(200);
    expect((await api.call('POST', '/api/auth/signout', { token: someone.token })).status).toBe(204);
    const after = await readsStats(someone.token);
    expect(after.status).toBe(401);
    expect(after.body.error).toBe('session_ended');
    expect((await api.call('GET', '/api/auth/me', { token: someone.token })).status).toBe(401);
    // The reads sent in one round trip (begin, claims, statement, commit together) refuse it too.
    for (const path of [
      '/api/workouts',
      '/api/leaderboard',
      '/api/leaderboard/summary',
      '/api/community/posts',
    ]) {
      const read = await api.call<ErrorBody>('GET', path, { token: someone.token });
      expect([path, read.status, read.body.error]).toEqual([path, 401, 'session_ended']);
    }
  });

  it('refuses every token of a session revoked because its refresh token was reused', async () => {
    const someone = await api.signUp();
    const renewed = await api.call<{ token: string }>('POST', '/api/auth/refresh', {
      body: { token: someone.refreshToken },
    });
    expect(renewed.status).toBe(200);
    // Longer ago than the reuse interval that lets parallel renewals through.
    await api.sql`update auth.refresh_tokens set updated_at = updated_at - interval '11 seconds' where revoked`;
    const replay = await api.call('POST', '/api/auth/refresh', { body: { token: someone.refreshToken } });
    expect(replay.status).toBe(401);
    expect((await readsStats(someone.token)).status).toBe(401);
    expect((await readsStats(renewed.body.token)).status).toBe(401);
  });

  it('leaves the member’s other sessions working', async () => {
    const someone = await api.signUp();
    const second = await api.call<{ token: string }>('POST', '/api/auth/signin', {
      body: { identifier: someone.username, password: someone.password },
    });
    await api.call('POST', '/api/auth/signout', { token: someone.token });
    expect((await readsStats(second.body.token)).status).toBe(200);
  });
});
