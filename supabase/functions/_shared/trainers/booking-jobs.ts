import type { Sql } from '../db/database.ts';
import { asServiceRole } from '../db/service-role.ts';

/** How often the standalone runtime settles bookings; pg_cron runs the same SQL as often. */
export const SETTLE_BOOKINGS_MINUTES = 10;

/**
 * Declines the requests nobody answered within 48 hours (or whose time came) and completes
 * confirmed sessions 24 hours after their end. The rules are the database's (the state machine
 * lets the system make these changes only once due), so running it often or twice is harmless.
 */
export async function settleDueBookings(sql: Sql): Promise<{ declined: number; completed: number }> {
  const [row] = await asServiceRole(
    sql,
    (tx) => tx<{ declined: number; completed: number }[]>`select * from private.settle_due_bookings()`,
  );
  return row ?? { declined: 0, completed: 0 };
}
