import type { AccessClaims } from '../auth/access-token.ts';
import type { Sql, Tx } from './database.ts';

/**
 * Runs `work` in one transaction as the member who made the request, exactly as PostgREST does:
 * the verified JWT claims become `request.jwt.claims` and the role becomes `authenticated`, so
 * row-level security decides what the statements may see and change.
 */
export function asUser<T>(sql: Sql, claims: AccessClaims, work: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims)}, true),
                    set_config('role', 'authenticated', true)`;
    return work(tx);
  }) as Promise<T>;
}
