import type { Sql, Tx } from './database.ts';

/**
 * The only door to service-role access (row-level security bypassed). It is meant for auth
 * bookkeeping, webhooks and scheduled jobs; route code acting for a member uses `asUser` instead.
 */
export function asServiceRole<T>(sql: Sql, work: (tx: Tx) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    // Sent with the work's first statement rather than waited for on its own (as in asUser).
    // The claims, and the role and (no) subject as their own settings, as asUser sets them.
    const setup = tx`select set_config('role', 'service_role', true),
                            set_config('request.jwt.claims', '{"role":"service_role"}', true),
                            set_config('request.jwt.claim.role', 'service_role', true),
                            set_config('request.jwt.claim.sub', '', true)`.execute();
    setup.catch(() => {});
    try {
      return await work(tx);
    } finally {
      // Should the setup have failed, its error (the cause) is the one thrown.
      await setup;
    }
  }) as Promise<T>;
}
