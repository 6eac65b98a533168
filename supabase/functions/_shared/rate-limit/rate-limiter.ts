import type { Sql } from '../db/database.ts';
import type { FunctionRow, Nullable } from '../db/rows.ts';
import { asServiceRole } from '../db/service-role.ts';
import { ApiError } from '../http/errors.ts';

export interface RateLimit {
  bucket: string;
  maxHits: number;
  windowSeconds: number;
}

/** The limits of the API, in one place (docs/security.md, "Limits"). */
export const RATE_LIMITS = {
  /** Failed sign-ins per account (username and e-mail count together). */
  signInAccount: { bucket: 'signin_account', maxHits: 10, windowSeconds: 15 * 60 },
  /** Failed sign-ins per client address, whatever the accounts tried. */
  signInAddress: { bucket: 'signin_address', maxHits: 50, windowSeconds: 15 * 60 },
  /** Sign-ups per client address that learned a username or e-mail is taken. */
  signUpProbe: { bucket: 'signup_probe', maxHits: 10, windowSeconds: 15 * 60 },
  /** Downloads of a member's own data (JSON and CSV together), per member: each reads every table. */
  dataExport: { bucket: 'data_export', maxHits: 10, windowSeconds: 60 * 60 },
  /**
   * Imports per member, dry runs included: reading a file of years of history and storing it is
   * the costliest call the API takes (seconds of work for a ten-year export).
   */
  dataImport: { bucket: 'data_import', maxHits: 20, windowSeconds: 60 * 60 },
  /** Photo scans per member a day: each one is a paid call to the vision model. */
  foodPhotoScan: { bucket: 'food_photo_scan', maxHits: 30, windowSeconds: 24 * 60 * 60 },
} as const satisfies Record<string, RateLimit>;

export type Slot = { allowed: true; hitId: string } | { allowed: false; retryAfterSeconds: number };

/**
 * Limits counted in the database, so they hold across every instance of the API. Taking a slot
 * checks and records in one atomic step (migration 20261123000500): however many attempts arrive
 * at once, no more than `maxHits` get a slot. An attempt that did no harm gives its slot back.
 */
export class RateLimiter {
  constructor(private readonly sql: Sql) {}

  async take(limit: RateLimit, key: string): Promise<Slot> {
    const keyHash = await hashKey(key);
    const [row] = await asServiceRole(
      this.sql,
      // A refused attempt has no hit.
      (tx) => tx<Nullable<FunctionRow<'private.take_rate_limit_slot'>, 'hit_id'>[]>`
        select allowed, retry_after_seconds, hit_id::text
        from private.take_rate_limit_slot(${limit.bucket}, ${keyHash}, ${limit.maxHits}, ${limit.windowSeconds})`,
    );
    if (row?.allowed && row.hit_id) return { allowed: true, hitId: row.hit_id };
    return { allowed: false, retryAfterSeconds: row?.retry_after_seconds ?? limit.windowSeconds };
  }

  async release(slot: Slot): Promise<void> {
    if (!slot.allowed) return;
    await asServiceRole(this.sql, (tx) => tx`select private.release_rate_limit_slot(${slot.hitId}::bigint)`);
  }

  async clear(limit: RateLimit, key: string): Promise<void> {
    const keyHash = await hashKey(key);
    await asServiceRole(this.sql, (tx) => tx`select private.clear_rate_limit(${limit.bucket}, ${keyHash})`);
  }
}

/** 429 with the wait in minutes in the sentence and in seconds in Retry-After and the body. */
export function tooManyAttempts(what: string, retryAfterSeconds: number): ApiError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new ApiError(
    429,
    'too_many_attempts',
    `${what} Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    { retryAfterSeconds },
  );
}

async function hashKey(key: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(key.toLowerCase()));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
