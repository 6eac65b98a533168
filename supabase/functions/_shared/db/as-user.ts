import type { AccessClaims } from '../auth/access-token.ts';
import type { Sql, Tx } from './database.ts';

/**
 * Runs `work` in one transaction as the member who made the request, exactly as PostgREST does:
 * the verified JWT claims become `request.jwt.claims` and the role becomes `authenticated`, so
 * row-level security decides what the statements may see and change. The same statement checks
 * that the token's session is still live (migration 20261123000600): a signed-out or revoked
 * session's token is refused (SQLSTATE PT401, answered 401) before any of the work runs.
 */
export function asUser<T>(sql: Sql, claims: AccessClaims, work: (tx: Tx) => Promise<T>): Promise<T> {
  const json = JSON.stringify(claims);
  return sql.begin(async (tx) => {
    await tx`select private.assert_live_session(${json}),
                    set_config('request.jwt.claims', ${json}, true),
                    set_config('role', 'authenticated', true)`;
    return work(tx);
  }) as Promise<T>;
}
