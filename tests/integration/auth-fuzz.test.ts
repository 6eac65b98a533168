import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../supabase/functions/_shared/contract/errors.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

let api: TestApi;
let member: Member;
beforeAll(async () => {
  api = await createTestApi();
  member = await api.signUp();
});
afterAll(() => api.close());

/** Rows that would mean an account, a session or a profile was created or changed. */
async function accountState() {
  const [row] = await api.sql<{ users: number; sessions: number; tokens: number; profiles: string }[]>`
    select (select count(*)::int from auth.users) as users,
           (select count(*)::int from auth.sessions) as sessions,
           (select count(*)::int from auth.refresh_tokens) as tokens,
           (select string_agg(md5(p::text), ',' order by id) from public.profile p) as profiles`;
  return row;
}

/** Anything a client could send: JSON of every shape, records with the right keys and wrong values. */
const hostileJson = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      username: fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string())),
      email: fc.oneof(fc.string(), fc.constant(''), fc.constant({})),
      password: fc.oneof(fc.string({ maxLength: 7 }), fc.constant(null), fc.boolean()),
      firstName: fc.oneof(fc.string({ minLength: 51 }), fc.constant(''), fc.integer()),
      identifier: fc.oneof(fc.constant(''), fc.integer(), fc.object()),
      token: fc.oneof(fc.constant(''), fc.integer(), fc.string({ minLength: 600, maxLength: 700 })),
    },
    { requiredKeys: [] },
  ),
);
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.constant('{"a":'),
  fc.constant('\u0000'),
);

const endpoints: [string, string, boolean][] = [
  ['POST', '/api/auth/signup', false],
  ['POST', '/api/auth/signin', false],
  ['POST', '/api/auth/refresh', false],
  ['POST', '/api/auth/signout', true],
  ['PATCH', '/api/user/profile', true],
];

describe('auth endpoints under malformed bodies', () => {
  for (const [method, path, needsToken] of endpoints) {
    it(`[${method}] ${path} answers only 4xx with the error shape and writes nothing`, async () => {
      const before = await accountState();
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            hostileJson.map((value) => JSON.stringify(value)),
            hostileText,
          ),
          async (raw) => {
            // The signed-in endpoints are sent without a token, or with a broken one.
            const token = needsToken
              ? fc.sample(fc.constantFrom(undefined, 'broken', `${member.token}x`), 1)[0]
              : undefined;
            const answer = await api.call(method, path, {
              rawBody: raw,
              headers: { 'Content-Type': 'application/json' },
              ...(token ? { token } : {}),
            });
            expect(answer.status).toBeGreaterThanOrEqual(400);
            expect(answer.status).toBeLessThan(500);
            expect(errorBodySchema.safeParse(answer.body).success).toBe(true);
          },
        ),
        { numRuns: 60, seed: 20261122 },
      );
      expect(await accountState()).toEqual(before);
    });
  }
});
