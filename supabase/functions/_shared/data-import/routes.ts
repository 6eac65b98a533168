import { IMPORT_CONTENT_TYPES, type ImportReport } from '../contract/data-import.ts';
import { dataImportOperations } from '../contract/operations/data-import.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { UnreadableFile } from '../domain/data-import/read-csv.ts';
import {
  readCsvExport,
  UnknownLayoutError,
  WeightUnitNeededError,
} from '../domain/data-import/read-export.ts';
import { type ApiError, badRequest } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import { RATE_LIMITS, RateLimiter, tooManyAttempts } from '../rate-limit/rate-limiter.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import { type ResolveExercises, runImport } from './import-sessions.ts';
import { readTimeZone } from './import-store.ts';

const APP_NAMES = { strong: 'Strong', hevy: 'Hevy' } as const;

/** The domain's refusals of a file, as the 400 each is. */
function refusalOf(error: unknown): ApiError | undefined {
  if (error instanceof UnreadableFile)
    return badRequest('unreadable_file', error.message, { file: error.message });
  if (error instanceof UnknownLayoutError) {
    const missing = error.missing.join(', ');
    const message = `The header row is not one of a ${APP_NAMES[error.source]} export: it lacks ${missing}.`;
    return badRequest('unknown_layout', message, { file: `missing columns: ${missing}` });
  }
  if (error instanceof WeightUnitNeededError) {
    return badRequest(
      'weight_unit_required',
      'weightUnit: this Strong export does not say whether its weights are in kg or lb; name it (kg or lb).',
      { weightUnit: 'required: the file does not say whether its weights are in kg or lb' },
    );
  }
  return undefined;
}

/** POST /api/import: history from another app's export, reported (dry run) or stored at once. */
export function dataImportRoutes({
  sql,
  auth,
  resolveExercises,
}: {
  sql: Sql;
  auth: SessionAuthority;
  /** The workouts area's resolution of exercise names, handed in by createApiApp. */
  resolveExercises: ResolveExercises;
}) {
  const limiter = new RateLimiter(sql);
  const { app, on } = operationRouter(auth);

  on(dataImportOperations.importData, async (c, { query, body }) => {
    const claims = c.get('claims');
    const slot = await limiter.take(RATE_LIMITS.dataImport, claims.sub);
    if (!slot.allowed) {
      await body.stream.cancel().catch(() => {});
      throw tooManyAttempts('You have imported many files in the last hour.', slot.retryAfterSeconds);
    }
    if (query.source === 'fittrack' || body.contentType !== IMPORT_CONTENT_TYPES.csv) {
      await body.stream.cancel().catch(() => {});
      throw badRequest('source_mismatch', 'source: a Strong or Hevy export is a CSV file (text/csv)', {
        source: 'a Strong or Hevy export is a CSV file (text/csv)',
      });
    }
    // The file is read whole before the transaction starts, so a slow upload holds no connection.
    const read = await readCsvExport(body.stream, {
      source: query.source,
      weightUnit: query.weightUnit,
      distanceUnit: query.distanceUnit,
    }).catch((error: unknown) => {
      throw refusalOf(error) ?? error;
    });
    const refused = !query.dryRun && !query.skipInvalid;
    const report: ImportReport = await asUser(sql, claims, async (tx) => {
      const plan = read.collector.finish({ timeZone: await readTimeZone(tx), now: new Date() });
      const blocked = refused && plan.unreadable.total > 0;
      return runImport(tx, {
        memberId: claims.sub,
        source: read.layout.source,
        layout: read.layout.layout,
        plan,
        store: !query.dryRun && !blocked,
        dryRun: query.dryRun,
        resolveExercises,
      });
    });
    if (refused && report.unreadableRows.total > 0) {
      const rows = report.unreadableRows.total;
      return c.json(
        {
          error: 'unreadable_rows',
          message: `${rows} row${rows === 1 ? '' : 's'} of the file cannot be read, so nothing was imported. Fix them, or import again with skipInvalid=true to leave them out.`,
          report,
        },
        422,
      );
    }
    return c.json(report, 200);
  });

  return app;
}
