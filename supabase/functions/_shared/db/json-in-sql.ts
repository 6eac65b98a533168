import type postgres from 'postgres';
import type { Tx } from './database.ts';

/**
 * Answers built as JSON by PostgreSQL. A list the API only passes on is cheaper written once by
 * the database than parsed into rows, mapped and serialised again by the API: measured at scale
 * on the first page of workouts, a third less API time per request (README, "Performance and
 * capacity"). The shapes stay those of the zod contract; the integration tests parse them with it.
 */

/**
 * An instant as JavaScript's `toISOString` writes it (UTC, milliseconds, `Z`), so an answer built
 * by PostgreSQL reads the same as one the API serialised. `column` is a column reference written
 * in code, never input.
 */
export const isoInstant = (tx: Tx, column: string): postgres.PendingQuery<postgres.Row[]> =>
  tx.unsafe(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The JSON array text a statement built, or an empty list when it found nothing. */
export const jsonArrayText = ([row]: { page: string | null }[]): string => row?.page ?? '[]';
