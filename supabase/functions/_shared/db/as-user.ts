import type { AccessClaims } from '../auth/access-token.ts';
import type { Sql, Tx } from './database.ts';

/**
 * Runs `work` in one transaction as the member who made the request, exactly as PostgREST does:
 * the verified JWT claims become `request.jwt.claims` and the role becomes `authenticated`, so
 * row-level security decides what the statements may see and change. The same statement checks
 * that the token's session is still live (migration 20261123000600): a signed-out or revoked
 * session's token is refused (SQLSTATE PT401, answered 401) before any of the work runs.
 *
 * One round trip instead of four: `begin`, the claims and the work's first statement are written
 * to the connection together (postgres.js pipelines them), and only `commit` waits for the work.
 * Should the claims statement fail, the work's statements fail behind it and the claims error is
 * the one reported.
 */
export async function asUser<T>(sql: Sql, claims: AccessClaims, work: (tx: Tx) => Promise<T>): Promise<T> {
  const json = JSON.stringify(claims);
  const connection = await sql.reserve();
  // A reserved connection takes the same tagged statements a transaction does; savepoints, the
  // only transaction-only feature, are not used by member work.
  const tx = connection as unknown as Tx;
  const begun = connection`begin`.execute();
  const setup = connection`select private.assert_live_session(${json}),
                                  set_config('request.jwt.claims', ${json}, true),
                                  set_config('role', 'authenticated', true)`.execute();
  // Awaited below; until then a failure must not count as unhandled.
  begun.catch(() => {});
  setup.catch(() => {});
  try {
    const result = await work(tx);
    await begun;
    await setup;
    await connection`commit`;
    return result;
  } catch (error) {
    await connection`rollback`.catch(() => {});
    // The first failure is the cause: a refused session aborts everything after it.
    await begun;
    await setup;
    throw error;
  } finally {
    connection.release();
  }
}
