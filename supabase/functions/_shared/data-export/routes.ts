import type { Context } from 'hono';
import { DATA_EXPORT_FORMAT, DATA_EXPORT_VERSION, type DataExport } from '../contract/data-export.ts';
import { dataExportOperations } from '../contract/operations/data-export.ts';
import type { Subscription } from '../contract/subscription.ts';
import type { User } from '../contract/user.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql, Tx } from '../db/database.ts';
import type { AppEnv } from '../http/app-env.ts';
import { unauthorized } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import { presentUser } from '../http/public-url.ts';
import { RATE_LIMITS, RateLimiter, tooManyAttempts } from '../rate-limit/rate-limiter.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import { readOwnedData, readRoutines, readSessions, readWorkouts } from './data-export-store.ts';
import { csvText, workoutCsvRows } from './workouts-csv.ts';

/** What the copy needs of other areas, read in the same transaction as the rest. */
export interface DataExportDependencies {
  sql: Sql;
  auth: SessionAuthority;
  readProfile: (tx: Tx) => Promise<User | null>;
  readSubscription: (tx: Tx) => Promise<Subscription | null>;
}

/** The member's local day, for the file's name. */
const localDay = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    instant,
  );

/** Usernames are letters, digits and underscores, so the name needs no quoting beyond its quotes. */
const attachment = (prefix: string, username: string, day: string, extension: string) =>
  `attachment; filename="${prefix}-${username}-${day}.${extension}"`;

/**
 * /api/export and /api/export/workouts.csv: the member's copy of their data, as downloads. Open to
 * every member whatever their subscription (a member may always take their data and leave), and
 * limited per member like other reads of everything, since each one reads every table they own.
 */
export function dataExportRoutes({ sql, auth, readProfile, readSubscription }: DataExportDependencies) {
  const limiter = new RateLimiter(sql);
  const { app, on } = operationRouter(auth);

  async function takeSlot(c: Context<AppEnv>) {
    const slot = await limiter.take(RATE_LIMITS.dataExport, c.get('claims').sub);
    if (!slot.allowed) {
      throw tooManyAttempts('You have downloaded your data several times this hour.', slot.retryAfterSeconds);
    }
  }

  on(dataExportOperations.json, async (c) => {
    await takeSlot(c);
    const exportedAt = new Date();
    const { profile, subscription, owned } = await asUser(sql, c.get('claims'), async (tx) => {
      const [profile, subscription, owned] = await Promise.all([
        readProfile(tx),
        readSubscription(tx),
        readOwnedData(tx),
      ]);
      return { profile, subscription, owned };
    });
    if (!profile || !subscription) throw unauthorized('This account no longer exists.', 'account_missing');
    const { payments, ...sections } = owned;
    const document: DataExport = {
      format: DATA_EXPORT_FORMAT,
      version: DATA_EXPORT_VERSION,
      exportedAt: exportedAt.toISOString(),
      profile: presentUser(c, profile),
      ...sections,
      subscription: { ...subscription, payments },
    };
    return c.body(JSON.stringify(document, null, 2), 200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Disposition': attachment(
        'fittrack-export',
        profile.username,
        localDay(exportedAt, profile.timeZone),
        'json',
      ),
    });
  });

  on(dataExportOperations.workoutsCsv, async (c) => {
    await takeSlot(c);
    const { profile, workouts, sessions, routines } = await asUser(sql, c.get('claims'), async (tx) => {
      const [profile, workouts, sessions, routines] = await Promise.all([
        readProfile(tx),
        readWorkouts(tx),
        readSessions(tx),
        readRoutines(tx),
      ]);
      return { profile, workouts, sessions, routines };
    });
    if (!profile) throw unauthorized('This account no longer exists.', 'account_missing');
    const rows = workoutCsvRows({
      workouts,
      sessions,
      routineNames: new Map(routines.map((routine) => [routine.id, routine.name])),
      timeZone: profile.timeZone,
    });
    return c.body(csvText(rows), 200, {
      'Content-Type': 'text/csv; charset=utf-8; header=present',
      'Content-Disposition': attachment(
        'fittrack-workouts',
        profile.username,
        localDay(new Date(), profile.timeZone),
        'csv',
      ),
    });
  });

  return app;
}
