import {
  DATA_IMPORT_LIMITS,
  type ImportLayout,
  type ImportReport,
  type ImportSource,
} from '../contract/data-import.ts';
import type { ExerciseCategory } from '../contract/workout-rules.ts';
import type { Tx } from '../db/database.ts';
import { importedId } from '../domain/data-import/session-ids.ts';
import type { ImportPlan, PlannedExercise, PlannedSession } from '../domain/data-import/sessions.ts';
import { type ExerciseRef, guessCategory, workoutsOf } from '../domain/data-import/stored-workouts.ts';
import {
  findExercises,
  findStoredSessions,
  findStoredWorkouts,
  insertImportedSessions,
  lockImports,
  replanForGrownTables,
  type SessionToStore,
} from './import-store.ts';

/** How a name finds its exercise, creating the member's own where none matches (the workouts area's). */
export type ResolveExercises = (
  tx: Tx,
  wanted: readonly { name: string; category: ExerciseCategory }[],
) => Promise<{ id: string; name: string; category: ExerciseCategory }[]>;

/**
 * Sessions stored per batch: each batch is four statements, and the maintenance triggers run once
 * per statement, so fewer, larger batches cost less; the cap keeps each statement's JSON small.
 */
const BATCH_SETS = 5000;
const BATCH_SESSIONS = 500;

/** One batch, planned for the tables as they have grown (see replanForGrownTables). */
async function storeBatch(tx: Tx, batch: readonly SessionToStore[]) {
  await replanForGrownTables(tx);
  await insertImportedSessions(tx, batch);
}

export interface ImportRun {
  memberId: string;
  source: ImportSource;
  layout: ImportLayout;
  plan: ImportPlan;
  /** False for a dry run, and for a real import refused for its unreadable rows. */
  store: boolean;
  dryRun: boolean;
  resolveExercises: ResolveExercises;
  /** Exercises to have whether or not a workout names them (this app's export's custom exercises). */
  alsoResolve?: readonly { name: string; category: ExerciseCategory }[];
  /**
   * Stores what sessions link to (this app's export's routines) once the exercises exist and
   * before the sessions are stored; answers each routine's stored id by its id in the file.
   */
  storeRoutines?: (tx: Tx) => Promise<ReadonlyMap<string, string>>;
}

/** What makes a session the same in a later file: by default its start as written and its title. */
const identityOf = (session: PlannedSession) => session.identity ?? [session.startKey, session.title ?? ''];

interface NameUse {
  name: string;
  fileName: string;
  exercises: PlannedExercise[];
  /** The category the file gives the name where no workout of it does. */
  category?: ExerciseCategory | undefined;
}

/** Each exercise name of these sessions (letter case aside), with where it is used. */
function namesOf(sessions: readonly PlannedSession[]): Map<string, NameUse> {
  const names = new Map<string, NameUse>();
  for (const session of sessions) {
    for (const exercise of session.exercises) {
      const key = exercise.name.toLowerCase();
      const use = names.get(key) ?? { name: exercise.name, fileName: exercise.fileName, exercises: [] };
      use.exercises.push(exercise);
      names.set(key, use);
    }
  }
  return names;
}

/** The category a new name is created in: the one its file gives, else a guess from its sets. */
const categoryOf = (use: NameUse): ExerciseCategory =>
  use.exercises.find((exercise) => exercise.category)?.category ??
  use.category ??
  guessCategory(use.exercises.flatMap((exercise) => exercise.sets));

const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

/** Sessions (a lone workout is none), workouts and sets. */
const countsOf = (sessions: readonly PlannedSession[]) => ({
  sessions: sessions.filter((session) => !session.standalone).length,
  workouts: sum(sessions.map((session) => session.exercises.length)),
  sets: sum(sessions.map((session) => session.setCount)),
});

/**
 * Which planned sessions the member has stored already: under the id an import gives them, or,
 * restoring an export into the account it came from, under their own. Lone workouts are looked
 * for among workouts, sessions among sessions.
 */
async function storedAlready(tx: Tx, sessions: readonly PlannedSession[], ids: readonly string[]) {
  const candidates = (standalone: boolean) =>
    sessions.flatMap((session, index) =>
      Boolean(session.standalone) === standalone
        ? [ids[index] as string, ...(session.originalId ? [session.originalId] : [])]
        : [],
    );
  const [storedSessions, storedWorkouts] = await Promise.all([
    findStoredSessions(tx, candidates(false)),
    findStoredWorkouts(tx, candidates(true)),
  ]);
  return sessions.map((session, index) => {
    const found = session.standalone ? storedWorkouts : storedSessions;
    return (
      found.has(ids[index] as string) || (session.originalId !== undefined && found.has(session.originalId))
    );
  });
}

/**
 * Finds what of the plan is stored already, matches its exercise names, and, when `store`, stores
 * the rest in batches, in this transaction (so all of it or none). Answers the import's report.
 */
export async function runImport(tx: Tx, run: ImportRun): Promise<ImportReport> {
  const { plan } = run;
  const ids = await Promise.all(
    plan.sessions.map((session) => importedId(run.memberId, ...identityOf(session))),
  );
  if (run.store) await lockImports(tx);
  const isStored = await storedAlready(tx, plan.sessions, ids);
  const fresh = plan.sessions.flatMap((session, index) =>
    isStored[index] ? [] : [{ id: ids[index] as string, session }],
  );
  const duplicates = plan.sessions.filter((_, index) => isStored[index]);

  const allNames = namesOf(plan.sessions);
  const freshNames = namesOf(fresh.map(({ session }) => session));
  for (const extra of run.alsoResolve ?? []) {
    const key = extra.name.toLowerCase();
    const use: NameUse = { name: extra.name, fileName: extra.name, exercises: [], category: extra.category };
    if (!freshNames.has(key)) freshNames.set(key, use);
    if (!allNames.has(key)) allNames.set(key, use);
  }
  const existing = await findExercises(
    tx,
    [...allNames.values()].map((use) => use.name),
  );

  if (run.store && freshNames.size > 0) {
    const wanted = [...freshNames.values()].map((use) => ({ name: use.name, category: categoryOf(use) }));
    const resolved = await run.resolveExercises(tx, wanted);
    const refs = new Map<string, ExerciseRef>(
      wanted.map((use, index) => [use.name.toLowerCase(), resolved[index] as ExerciseRef]),
    );
    const exerciseFor = (exercise: PlannedExercise) => {
      const ref = refs.get(exercise.name.toLowerCase());
      if (!ref) throw new Error(`The exercise ${exercise.name} was not resolved`);
      return ref;
    };
    const routineIds = run.storeRoutines ? await run.storeRoutines(tx) : new Map<string, string>();
    let batch: SessionToStore[] = [];
    let batchSets = 0;
    for (const { id, session } of fresh) {
      batch.push({
        id,
        standalone: Boolean(session.standalone),
        routineId: (session.routineId && routineIds.get(session.routineId)) ?? null,
        startedAt: session.startedAt,
        endedAt: session.endedAt,
        notes: session.notes,
        workouts: workoutsOf(session, exerciseFor),
      });
      batchSets += session.setCount;
      if (batchSets >= BATCH_SETS || batch.length >= BATCH_SESSIONS) {
        await storeBatch(tx, batch);
        batch = [];
        batchSets = 0;
      }
    }
    if (batch.length > 0) await storeBatch(tx, batch);
  }

  const matched: ImportReport['exercises']['matched'] = [];
  const created: ImportReport['exercises']['created'] = [];
  for (const [key, use] of freshNames) {
    const found = existing.get(key);
    if (found) {
      matched.push({
        name: use.fileName,
        exercise: found.name,
        library: found.library,
        category: found.category,
      });
    } else {
      created.push({ name: use.name, category: categoryOf(use) });
    }
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const first = plan.sessions[0];
  const last = plan.sessions.at(-1);
  return {
    source: run.source,
    layout: run.layout,
    dryRun: run.dryRun,
    stored: run.store && (fresh.length > 0 || created.length > 0),
    found: countsOf(plan.sessions),
    dateRange:
      first && last ? { from: first.startedAt.toISOString(), to: last.startedAt.toISOString() } : null,
    added: countsOf(fresh.map(({ session }) => session)),
    duplicates: countsOf(duplicates),
    exercises: { matched: matched.sort(byName), created: created.sort(byName) },
    unreadableRows: plan.unreadable,
    preview: plan.sessions.slice(0, DATA_IMPORT_LIMITS.previewSessions).map((session, index) => ({
      startedAt: session.startedAt.toISOString(),
      title: session.title,
      duplicate: isStored[index] ?? false,
      exercises: session.exercises.map((exercise) => ({
        name: existing.get(exercise.name.toLowerCase())?.name ?? exercise.name,
        sets: exercise.sets.length,
      })),
    })),
    restored: null,
  };
}
