import {
  DATA_EXPORT_FORMAT,
  DATA_EXPORT_VERSION,
  type DataExport,
  type ExportedWorkout,
} from '../../contract/data-export.ts';
import { DATA_IMPORT_LIMITS } from '../../contract/data-import.ts';
import { STRENGTH_LOG_LIMITS } from '../../contract/set-log-rules.ts';
import type { ImportedSet } from './read-rows.ts';
import type { ImportPlan, PlannedExercise, PlannedSession } from './sessions.ts';

/**
 * This app's own export (GET /api/export) read back: the training it holds (sessions and their
 * workouts, workouts logged alone, their set logs) as an import plan whose workouts keep their
 * stored figures, and the rest a restore brings (routines, calendar notes, goals, custom
 * exercises). Profile, subscription, community, meal plans, mile sessions and coach suggestions
 * belong to the account, not to the training, and are not restored.
 */

/** The document is JSON, but not this app's export. */
export class NotAnExportError extends Error {
  constructor() {
    super(`The file is not a FitTrack export (its "format" is not "${DATA_EXPORT_FORMAT}").`);
    this.name = 'NotAnExportError';
  }
}

/** This app's export, of a shape this server does not read. */
export class ExportVersionError extends Error {
  constructor(readonly version: unknown) {
    super(
      `The export is of version ${JSON.stringify(version)}; this server reads version ${DATA_EXPORT_VERSION}.`,
    );
    this.name = 'ExportVersionError';
  }
}

/** A part of the export that cannot be stored, named as a request field is (`sessions[2].endedAt`). */
export class ExportFieldError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
    this.name = 'ExportFieldError';
  }
}

/** Checked before the document's shape: what it says it is, and which version. */
export function checkExportHeader(document: unknown): void {
  const header = (typeof document === 'object' && document !== null ? document : {}) as Record<
    string,
    unknown
  >;
  if (header.format !== DATA_EXPORT_FORMAT) throw new NotAnExportError();
  if (header.version !== DATA_EXPORT_VERSION) throw new ExportVersionError(header.version);
}

export interface FitTrackRestore {
  plan: ImportPlan;
  routines: DataExport['routines'];
  calendarNotes: DataExport['calendarNotes'];
  goals: DataExport['goals'];
  customExercises: DataExport['customExercises'];
}

/** A phone's clock may run a little ahead of the server's. */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
const EARLIEST_MS = Date.UTC(DATA_IMPORT_LIMITS.earliestYear, 0, 1);

function plannedExercise(workout: ExportedWorkout): PlannedExercise {
  const sets: ImportedSet[] = (workout.setLog ?? []).map((set) => ({
    weight: set.weight,
    reps: set.reps,
    rpe: set.rpe,
    kind: set.kind,
    distance: null,
    seconds: null,
  }));
  return {
    name: workout.name,
    fileName: workout.name,
    note: workout.note,
    supersetKey: null,
    sets,
    category: workout.category,
    restore: {
      duration: workout.duration,
      caloriesBurned: workout.caloriesBurned,
      difficultyLevel: workout.difficultyLevel,
      perceivedExertion: workout.perceivedExertion,
      completionRate: workout.completionRate,
      summary: { sets: workout.sets, reps: workout.reps, weight: workout.weight },
      distance: workout.distance,
      supersetGroup: workout.supersetGroup,
    },
  };
}

function checkDate(field: string, iso: string, latest: number) {
  const at = Date.parse(iso);
  if (at > latest) throw new ExportFieldError(field, 'cannot be in the future');
  if (at < EARLIEST_MS)
    throw new ExportFieldError(field, `cannot be before ${DATA_IMPORT_LIMITS.earliestYear}`);
}

/**
 * The export's training as an import plan: each session with its workouts in session order, and
 * each workout logged alone (or naming a session the export lacks) as one of its own. A session
 * without workouts holds nothing to restore and is left out.
 */
export function planFitTrack(exported: DataExport, now: Date): FitTrackRestore {
  const latest = now.getTime() + FUTURE_TOLERANCE_MS;
  const sessionIds = new Set(exported.sessions.map((session) => session.id));
  const bySession = new Map<string, ExportedWorkout[]>();
  const standalone: PlannedSession[] = [];
  exported.workouts.forEach((workout, index) => {
    checkDate(`workouts[${index}].date`, workout.date, latest);
    if (workout.sessionId && sessionIds.has(workout.sessionId)) {
      const list = bySession.get(workout.sessionId) ?? [];
      list.push(workout);
      bySession.set(workout.sessionId, list);
      return;
    }
    const date = new Date(workout.date);
    const exercise = plannedExercise(workout);
    // Alone, it joins no superset.
    if (exercise.restore) exercise.restore.supersetGroup = null;
    standalone.push({
      startKey: workout.id,
      title: null,
      startedAt: date,
      endedAt: date,
      notes: null,
      exercises: [exercise],
      setCount: exercise.sets.length,
      identity: ['fittrack-workout', workout.id],
      originalId: workout.id,
      standalone: true,
    });
  });

  const sessions: PlannedSession[] = [];
  exported.sessions.forEach((session, index) => {
    const workouts = (bySession.get(session.id) ?? []).sort(
      (a, b) => (a.sessionPosition ?? 0) - (b.sessionPosition ?? 0),
    );
    if (workouts.length === 0) return;
    checkDate(`sessions[${index}].startedAt`, session.startedAt, latest);
    const startedAt = new Date(session.startedAt);
    const endedAt = new Date(session.endedAt);
    if (endedAt < startedAt) throw new ExportFieldError(`sessions[${index}].endedAt`, 'is before startedAt');
    if (endedAt.getTime() - startedAt.getTime() > STRENGTH_LOG_LIMITS.sessionHours * 3_600_000) {
      throw new ExportFieldError(
        `sessions[${index}].endedAt`,
        `a session lasts at most ${STRENGTH_LOG_LIMITS.sessionHours} hours`,
      );
    }
    if (workouts.length > STRENGTH_LOG_LIMITS.exercisesPerSession) {
      throw new ExportFieldError(
        `sessions[${index}].workoutIds`,
        `a session has at most ${STRENGTH_LOG_LIMITS.exercisesPerSession} exercises`,
      );
    }
    const exercises = workouts.map(plannedExercise);
    sessions.push({
      startKey: session.id,
      title: null,
      startedAt,
      endedAt: endedAt > now ? new Date(Math.max(startedAt.getTime(), now.getTime())) : endedAt,
      notes: session.notes,
      exercises,
      setCount: exercises.reduce((sum, exercise) => sum + exercise.sets.length, 0),
      identity: ['fittrack-session', session.id],
      originalId: session.id,
      routineId: session.routineId,
    });
  });

  const all = [...sessions, ...standalone].sort(
    (a, b) => a.startedAt.getTime() - b.startedAt.getTime() || a.startKey.localeCompare(b.startKey),
  );
  return {
    plan: { sessions: all, unreadable: { total: 0, rows: [] } },
    routines: exported.routines,
    calendarNotes: exported.calendarNotes,
    goals: exported.goals,
    customExercises: exported.customExercises,
  };
}
