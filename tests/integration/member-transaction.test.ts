import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser } from '../../supabase/functions/_shared/db/as-user.ts';
import type { Sql, Tx } from '../../supabase/functions/_shared/db/database.ts';
import { asServiceRole } from '../../supabase/functions/_shared/db/service-role.ts';
import { createTestApi, type TestApi } from '../support/test-api.ts';

let api: TestApi;

beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

type Identity = { uid: string | null; role: string | null; sub: string | null; claimRole: string | null };

const IDENTITY = `
  select auth.uid() as uid, auth.role() as role,
         nullif(current_setting('request.jwt.claim.sub', true), '') as sub,
         nullif(current_setting('request.jwt.claim.role', true), '') as "claimRole"`;

/** Who the statements of `db` (a member's transaction, the service role's, or the pool) run as. */
const identity = (db: Sql | Tx) => db.unsafe<Identity[]>(IDENTITY);

describe('the transaction a member request runs in', () => {
  it('names the member in the claims and in the subject and role settings alike', async () => {
    const member = await api.signUp();
    const claims = await api.auth.verifyAccessToken(member.token);
    const [seen] = await asUser(api.sql, claims, (tx) => identity(tx));
    expect(seen).toEqual({
      uid: member.user.id,
      role: 'authenticated',
      sub: member.user.id,
      claimRole: 'authenticated',
    });
  });

  it('leaves nothing of the member on the connection once it ends', async () => {
    const member = await api.signUp();
    const claims = await api.auth.verifyAccessToken(member.token);
    await asUser(api.sql, claims, (tx) => identity(tx));
    // Every connection of the pool, whichever served the member: transactions at once, held open
    // for a moment so each takes a connection of its own.
    const after = await Promise.all(
      Array.from({ length: 4 }, () =>
        api.sql.begin(async (tx) => {
          await tx`select pg_sleep(0.02)`;
          return identity(tx);
        }),
      ),
    );
    for (const [row] of after) expect(row).toEqual({ uid: null, role: null, sub: null, claimRole: null });
  });

  it('names no member under the service role, whoever ran before it on the connection', async () => {
    const member = await api.signUp();
    const claims = await api.auth.verifyAccessToken(member.token);
    await asUser(api.sql, claims, (tx) => identity(tx));
    const [seen] = await asServiceRole(api.sql, (tx) => identity(tx));
    expect(seen).toEqual({ uid: null, role: 'service_role', sub: null, claimRole: 'service_role' });
  });
});
