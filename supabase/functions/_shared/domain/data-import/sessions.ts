import { DATA_IMPORT_LIMITS, type UnreadableRow } from '../../contract/data-import.ts';
import { STRENGTH_LOG_LIMITS } from '../../contract/set-log-rules.ts';
import type { ExerciseCategory } from '../../contract/workout-rules.ts';
import { canonicalExerciseName } from './exercise-aliases.ts';
import { instantOf, type LocalDateTime } from './local-date-time.ts';
import type { ImportedSet, ReadRow } from './read-rows.ts';
import { cutText } from './units.ts';

/**
 * Rows grouped into sessions as they are read: a session is the rows sharing a start (to the
 * second, as written) and a title; an exercise is the rows of one exercise name in it (the
 * library's name where an alias says so), in the order first met. The strength log's bounds are
 * applied here: 100 sets per exercise, 40 exercises per session, 24 hours per session, a date from
 * 1970 to now. A row past one of them cannot be read, with the reason.
 */

export interface PlannedExercise {
  /** The name stored: the library's where an alias or the letter case says so, else the file's. */
  name: string;
  /** As the file first wrote it. */
  fileName: string;
  note: string | null;
  supersetKey: string | null;
  sets: ImportedSet[];
  /** The category the file gives the exercise (this app's export does); else guessed from the sets. */
  category?: ExerciseCategory | undefined;
  /** This app's export: the workout's own figures, stored as they were instead of derived. */
  restore?: RestoredFigures | undefined;
}

/** A workout's figures as this app stored them (an export read back). */
export interface RestoredFigures {
  duration: number;
  caloriesBurned: number;
  difficultyLevel: number;
  perceivedExertion: number | null;
  completionRate: number;
  /** The summary of a workout logged without a set log. */
  summary: { sets: number | null; reps: number | null; weight: number | null };
  distance: number | null;
  supersetGroup: number | null;
}

export interface PlannedSession {
  /** The start as written, without a zone; with the title, what makes the session the same on a re-import. */
  startKey: string;
  title: string | null;
  startedAt: Date;
  endedAt: Date;
  notes: string | null;
  exercises: PlannedExercise[];
  setCount: number;
  /**
   * What makes the session the same in a later file, for its id: by default its start as written
   * and its title; this app's export gives the stored id.
   */
  identity?: readonly string[] | undefined;
  /** This app's export: the id the session (or lone workout) had where it was exported from. */
  originalId?: string | undefined;
  /** A workout logged on its own (this app's quick log): stored without a session. */
  standalone?: boolean | undefined;
  /** This app's export: the routine (by its id in the export) the session was started from. */
  routineId?: string | null | undefined;
}

export interface ImportPlan {
  /** The earliest first. */
  sessions: PlannedSession[];
  unreadable: { total: number; rows: UnreadableRow[] };
}

interface CollectedSession {
  startKey: string;
  start: LocalDateTime;
  end: LocalDateTime | null;
  title: string | null;
  durationSeconds: number | null;
  notes: string | null;
  exercises: PlannedExercise[];
  /** By lower-case name, and the names refused for being past the 40th. */
  byName: Map<string, PlannedExercise>;
  refused: Set<string>;
  lines: number[];
}

/** Without a recorded length, a session is taken to last this long per set, rests included. */
export const ESTIMATED_SECONDS_PER_SET = 180;
/** A phone's clock may run a little ahead of the server's. */
const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
const SESSION_NOTES_MAX = 2000;

export class ImportCollector {
  private readonly sessions = new Map<string, CollectedSession>();
  /** Rows that cannot be read, in line order, the first ones only; `problemTotal` counts them all. */
  private readonly problems: UnreadableRow[] = [];
  private problemTotal = 0;

  /** A row that cannot be read. */
  refuse(line: number, reason: string): void {
    this.problemTotal += 1;
    if (this.problems.length < DATA_IMPORT_LIMITS.unreadableRowsListed) this.problems.push({ line, reason });
  }

  add(row: ReadRow): void {
    const key = `${row.startKey}\n${row.title ?? ''}`;
    let session = this.sessions.get(key);
    if (!session) {
      session = {
        startKey: row.startKey,
        start: row.start,
        end: row.end,
        title: row.title,
        durationSeconds: row.durationSeconds,
        notes: row.sessionNotes,
        exercises: [],
        byName: new Map(),
        refused: new Set(),
        lines: [],
      };
      this.sessions.set(key, session);
    }
    session.end ??= row.end;
    session.durationSeconds ??= row.durationSeconds;
    session.notes ??= row.sessionNotes;

    const name = canonicalExerciseName(row.exerciseName);
    const nameKey = name.toLowerCase();
    let exercise = session.byName.get(nameKey);
    if (!exercise) {
      if (
        session.refused.has(nameKey) ||
        session.exercises.length >= STRENGTH_LOG_LIMITS.exercisesPerSession
      ) {
        session.refused.add(nameKey);
        this.refuse(
          row.line,
          `A session has at most ${STRENGTH_LOG_LIMITS.exercisesPerSession} exercises; this is one more`,
        );
        return;
      }
      exercise = { name, fileName: row.exerciseName, note: null, supersetKey: row.supersetKey, sets: [] };
      session.byName.set(nameKey, exercise);
      session.exercises.push(exercise);
    }
    if (row.set) {
      if (exercise.sets.length >= STRENGTH_LOG_LIMITS.setsPerExercise) {
        this.refuse(
          row.line,
          `An exercise has at most ${STRENGTH_LOG_LIMITS.setsPerExercise} sets in a session; this is one more`,
        );
        return;
      }
      exercise.sets.push(row.set);
    }
    if (
      row.exerciseNote &&
      exercise.note !== row.exerciseNote &&
      !exercise.note?.includes(row.exerciseNote)
    ) {
      exercise.note = exercise.note ? `${exercise.note}\n${row.exerciseNote}` : row.exerciseNote;
    }
    exercise.supersetKey ??= row.supersetKey;
    session.lines.push(row.line);
  }

  /**
   * The sessions as instants in the member's time zone, each checked against the bounds that
   * need the whole session; the unreadable rows, the first ones by line number and their total.
   */
  finish({ timeZone, now }: { timeZone: string; now: Date }): ImportPlan {
    const sessions: PlannedSession[] = [];
    const sessionProblems: UnreadableRow[] = [];
    let sessionProblemTotal = 0;
    const refuseSession = (session: CollectedSession, reason: string) => {
      sessionProblemTotal += session.lines.length;
      for (const line of session.lines.slice(0, DATA_IMPORT_LIMITS.unreadableRowsListed)) {
        sessionProblems.push({ line, reason });
      }
    };
    const latest = now.getTime() + FUTURE_TOLERANCE_MS;
    for (const session of this.sessions.values()) {
      const exercises = session.exercises.filter((exercise) => exercise.sets.length > 0);
      if (exercises.length === 0) continue;
      const setCount = exercises.reduce((sum, exercise) => sum + exercise.sets.length, 0);
      const startedAt = instantOf(session.start, timeZone);
      if (startedAt.getTime() < Date.UTC(DATA_IMPORT_LIMITS.earliestYear, 0, 1)) {
        refuseSession(session, `The date is before ${DATA_IMPORT_LIMITS.earliestYear}`);
        continue;
      }
      if (startedAt.getTime() > latest) {
        refuseSession(session, 'The date is in the future');
        continue;
      }
      let endedAt: Date;
      if (session.end) {
        endedAt = instantOf(session.end, timeZone);
        if (endedAt < startedAt) {
          refuseSession(session, 'The workout ends before it starts');
          continue;
        }
      } else {
        const seconds = session.durationSeconds ?? setCount * ESTIMATED_SECONDS_PER_SET;
        endedAt = new Date(startedAt.getTime() + seconds * 1000);
      }
      if (endedAt.getTime() - startedAt.getTime() > STRENGTH_LOG_LIMITS.sessionHours * 3_600_000) {
        refuseSession(session, `The workout lasts more than ${STRENGTH_LOG_LIMITS.sessionHours} hours`);
        continue;
      }
      // A workout started a moment ago with a recorded length has not ended yet; it ends now.
      if (endedAt > now) endedAt = new Date(Math.max(startedAt.getTime(), now.getTime()));
      sessions.push({
        startKey: session.startKey,
        title: session.title,
        startedAt,
        endedAt,
        notes: sessionNotesOf(session.title, session.notes),
        exercises,
        setCount,
      });
    }
    sessions.sort(
      (a, b) => a.startedAt.getTime() - b.startedAt.getTime() || a.startKey.localeCompare(b.startKey),
    );
    const rows = [...this.problems, ...sessionProblems]
      .sort((a, b) => a.line - b.line)
      .slice(0, DATA_IMPORT_LIMITS.unreadableRowsListed);
    return { sessions, unreadable: { total: this.problemTotal + sessionProblemTotal, rows } };
  }
}

/**
 * A session's notes as stored: the title the other app gave the workout ("Push day"), which
 * sessions here have no field for, on the first line, then the workout's own notes.
 */
export function sessionNotesOf(title: string | null, notes: string | null): string | null {
  const joined = [title, notes].filter((part): part is string => Boolean(part)).join('\n');
  return joined === '' ? null : cutText(joined, SESSION_NOTES_MAX);
}
