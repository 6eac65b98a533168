import type { Context } from 'hono';
import { dataExportSchema } from '../contract/data-export.ts';
import { IMPORT_CONTENT_TYPES, type ImportQuery, type ImportReport } from '../contract/data-import.ts';
import type { FileBody } from '../contract/operation.ts';
import { dataImportOperations } from '../contract/operations/data-import.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { UnreadableFile } from '../domain/data-import/read-csv.ts';
import {
  readCsvExport,
  UnknownLayoutError,
  WeightUnitNeededError,
} from '../domain/data-import/read-export.ts';
import {
  checkExportHeader,
  ExportFieldError,
  ExportVersionError,
  NotAnExportError,
  planFitTrack,
} from '../domain/data-import/read-fittrack.ts';
import type { AppEnv } from '../http/app-env.ts';
import { type ApiError, badRequest } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import { assertStorable } from '../http/request-input.ts';
import { validate } from '../http/validation.ts';
import { RATE_LIMITS, RateLimiter, tooManyAttempts } from '../rate-limit/rate-limiter.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import { type ResolveExercises, runImport } from './import-sessions.ts';
import { readTimeZone, restoreCalendarNotes, restoreGoals } from './import-store.ts';
import { newCustomExercises, restoreRoutines, type SaveRoutine } from './restore-extras.ts';

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
  if (error instanceof NotAnExportError)
    return badRequest('not_an_export', error.message, { file: error.message });
  if (error instanceof ExportVersionError) {
    return badRequest('unsupported_version', error.message, { version: error.message });
  }
  if (error instanceof ExportFieldError) {
    return badRequest('invalid_export', error.message, { [error.field]: error.reason });
  }
  return undefined;
}

const refused = <T>(work: Promise<T>): Promise<T> =>
  work.catch((error: unknown) => {
    throw refusalOf(error) ?? error;
  });

/** The whole body as text (this app's export is one JSON document), refusing what is not UTF-8. */
async function readText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  let text = '';
  try {
    for await (const chunk of stream) text += decoder.decode(chunk, { stream: true });
    return text + decoder.decode();
  } catch (error) {
    if (error instanceof TypeError)
      throw new UnreadableFile('The file is not a text file: it is not UTF-8 encoded.');
    throw error;
  }
}

/** The export's document, parsed and checked: its format and version first, then its shape. */
async function readExportDocument(stream: ReadableStream<Uint8Array>) {
  let document: unknown;
  try {
    document = JSON.parse(await readText(stream));
  } catch (error) {
    if (error instanceof SyntaxError) throw new UnreadableFile('The file is not valid JSON.');
    throw error;
  }
  assertStorable(document, '');
  checkExportHeader(document);
  return validate(dataExportSchema, document);
}

/** 422 with the report: the rows that cannot be read kept the whole file out. */
function refusedForRows(c: Context<AppEnv>, report: ImportReport) {
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

/**
 * POST /api/import: history from Strong's or Hevy's CSV export, or this app's own JSON export
 * restored, reported (dry run) or stored in one transaction.
 */
export function dataImportRoutes({
  sql,
  auth,
  resolveExercises,
  saveRoutine,
}: {
  sql: Sql;
  auth: SessionAuthority;
  /** The workouts area's resolution of exercise names, handed in by createApiApp. */
  resolveExercises: ResolveExercises;
  /** The routines area's store, handed in by createApiApp. */
  saveRoutine: SaveRoutine;
}) {
  const limiter = new RateLimiter(sql);
  const { app, on } = operationRouter(auth);

  async function importCsv(c: Context<AppEnv>, query: ImportQuery, body: FileBody) {
    if (query.source === 'fittrack') {
      throw badRequest('source_mismatch', 'source: a FitTrack export is a JSON file (application/json)', {
        source: 'a FitTrack export is a JSON file (application/json)',
      });
    }
    // The file is read whole before the transaction starts, so a slow upload holds no connection.
    const read = await refused(
      readCsvExport(body.stream, {
        source: query.source,
        weightUnit: query.weightUnit,
        distanceUnit: query.distanceUnit,
      }),
    );
    const refusing = !query.dryRun && !query.skipInvalid;
    const claims = c.get('claims');
    const report = await asUser(sql, claims, async (tx) => {
      const plan = read.collector.finish({ timeZone: await readTimeZone(tx), now: new Date() });
      return runImport(tx, {
        memberId: claims.sub,
        source: read.layout.source,
        layout: read.layout.layout,
        plan,
        store: !query.dryRun && !(refusing && plan.unreadable.total > 0),
        dryRun: query.dryRun,
        resolveExercises,
      });
    });
    if (refusing && report.unreadableRows.total > 0) return refusedForRows(c, report);
    return c.json(report, 200);
  }

  async function restoreExport(c: Context<AppEnv>, query: ImportQuery, body: FileBody) {
    if (query.source !== undefined && query.source !== 'fittrack') {
      throw badRequest(
        'source_mismatch',
        `source: a ${APP_NAMES[query.source]} export is a CSV file (text/csv)`,
        {
          source: `a ${APP_NAMES[query.source]} export is a CSV file (text/csv)`,
        },
      );
    }
    const exported = await refused(readExportDocument(body.stream));
    const restore = await refused(Promise.resolve().then(() => planFitTrack(exported, new Date())));
    const claims = c.get('claims');
    const report = await asUser(sql, claims, async (tx) => {
      const store = !query.dryRun;
      const customExercises = await newCustomExercises(tx, restore);
      let routines: { added: number } | undefined;
      const training = await runImport(tx, {
        memberId: claims.sub,
        source: 'fittrack',
        layout: 'fittrack',
        plan: restore.plan,
        store,
        dryRun: query.dryRun,
        resolveExercises,
        // Routines' exercises are matched (or created) with the rest, and reported with them.
        alsoResolve: [
          ...restore.customExercises,
          ...restore.routines.flatMap((routine) => routine.exercises),
        ].map(({ name, category }) => ({ name, category })),
        // Stored before the sessions, so a session keeps the routine it was started from.
        storeRoutines: async (inner) => {
          const restored = await restoreRoutines(inner, restore.routines, {
            store,
            resolveExercises,
            saveRoutine,
          });
          routines = restored;
          return restored.ids;
        },
      });
      routines ??= await restoreRoutines(tx, restore.routines, { store, resolveExercises, saveRoutine });
      const restored = {
        routines: routines.added,
        calendarNotes: await restoreCalendarNotes(tx, restore.calendarNotes, store),
        goals: await restoreGoals(tx, restore.goals, store),
        customExercises,
      };
      const addedAny = Object.values(restored).some((count) => count > 0);
      return { ...training, stored: training.stored || (store && addedAny), restored };
    });
    return c.json(report, 200);
  }

  on(dataImportOperations.importData, async (c, { query, body }) => {
    const slot = await limiter.take(RATE_LIMITS.dataImport, c.get('claims').sub);
    if (!slot.allowed) {
      await body.stream.cancel().catch(() => {});
      throw tooManyAttempts('You have imported many files in the last hour.', slot.retryAfterSeconds);
    }
    try {
      return body.contentType === IMPORT_CONTENT_TYPES.json
        ? await restoreExport(c, query, body)
        : await importCsv(c, query, body);
    } finally {
      // Whatever was not read (a refusal before the end of the file) is let go.
      await body.stream.cancel().catch(() => {});
    }
  });

  return app;
}
