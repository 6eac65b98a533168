import type { Sql } from '../db/database.ts';
import { asServiceRole } from '../db/service-role.ts';

export const MAX_FAILED_SIGN_INS = 10;
export const FAILED_SIGN_IN_WINDOW_SECONDS = 15 * 60;

/**
 * Counts failed sign-ins per account identifier in the database, so the limit holds across every
 * instance of the function. Identifiers are stored only as SHA-256 hashes.
 */
export class SignInThrottle {
  constructor(private readonly sql: Sql) {}

  /** Seconds until the identifier may try again, or 0 when it may try now. */
  async secondsUntilAllowed(identifier: string, now = new Date()): Promise<number> {
    const key = await hashIdentifier(identifier);
    const [row] = await asServiceRole(
      this.sql,
      (tx) => tx<{ failures: number; oldest: Date | null }[]>`
        select count(*)::int as failures, min(failed_at) as oldest
        from private.signin_failure
        where identifier_hash = ${key}
          and failed_at > ${now}::timestamptz - make_interval(secs => ${FAILED_SIGN_IN_WINDOW_SECONDS})`,
    );
    if (!row || row.failures < MAX_FAILED_SIGN_INS || !row.oldest) return 0;
    const releasedAt = row.oldest.getTime() + FAILED_SIGN_IN_WINDOW_SECONDS * 1000;
    return Math.max(1, Math.ceil((releasedAt - now.getTime()) / 1000));
  }

  async recordFailure(identifier: string, now = new Date()): Promise<void> {
    const key = await hashIdentifier(identifier);
    await asServiceRole(this.sql, async (tx) => {
      await tx`insert into private.signin_failure (identifier_hash, failed_at) values (${key}, ${now})`;
      // Old failures no longer count; drop them while we are here so the table stays small.
      await tx`delete from private.signin_failure
               where identifier_hash = ${key}
                 and failed_at <= ${now}::timestamptz - make_interval(secs => ${FAILED_SIGN_IN_WINDOW_SECONDS})`;
    });
  }

  async clear(identifier: string): Promise<void> {
    const key = await hashIdentifier(identifier);
    await asServiceRole(
      this.sql,
      (tx) => tx`delete from private.signin_failure where identifier_hash = ${key}`,
    );
  }
}

async function hashIdentifier(identifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(identifier.toLowerCase()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
