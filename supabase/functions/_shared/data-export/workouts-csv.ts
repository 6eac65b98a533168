import type { ExportedSession, ExportedWorkout } from '../contract/data-export.ts';
import type { SetKind } from '../contract/set-log-rules.ts';
import { CSV_DISTANCE_UNIT, CSV_WEIGHT_UNIT, WORKOUTS_CSV_COLUMNS } from '../contract/workouts-csv.ts';

/**
 * The workouts as CSV in Strong's column layout (contract/workouts-csv.ts): one row per set, one
 * per workout without sets. Sessions are Strong's workouts: their exercises share the session's
 * start, name, length and notes, so an importer that groups rows by date and name rebuilds them.
 */

type Cell = string | number | null;
type CsvRow = Record<(typeof WORKOUTS_CSV_COLUMNS)[number], Cell>;

/**
 * One field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break, with
 * quotes doubled; empty for a missing value. Cells are the member's own text, written unchanged
 * (no apostrophe before a leading `=`), so what is imported elsewhere is exactly what was logged.
 */
export function csvField(value: Cell): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The file: the header row, then the rows, each line ended by CRLF. */
export function csvText(rows: readonly CsvRow[]): string {
  const lines = [
    WORKOUTS_CSV_COLUMNS.join(','),
    ...rows.map((row) => WORKOUTS_CSV_COLUMNS.map((column) => csvField(row[column])).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** `2026-11-20 18:30:00` in the member's zone: the form Strong writes and spreadsheets read as a date. */
export function localDateTime(instant: string, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(instant))
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** A length as Strong writes it: `45m`, `1h 5m`. */
export function strongDuration(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  return hours > 0 ? `${hours}h ${whole % 60}m` : `${whole}m`;
}

/** Warm-ups are W, drop sets D, sets to failure F; working sets are numbered 1, 2, 3 among themselves. */
const SET_LETTER: Partial<Record<SetKind, string>> = { warmup: 'W', drop: 'D', failure: 'F' };

interface Lift {
  weight: number | null;
  reps: number | null;
  rpe: number | null;
  kind: SetKind;
}

/** The sets a workout stands for: its log, else its summary repeated once per set, else one row. */
function liftsOf(workout: ExportedWorkout): Lift[] {
  if (workout.setLog) return workout.setLog;
  const row = { weight: workout.weight, reps: workout.reps, rpe: null, kind: 'working' as const };
  return Array.from({ length: Math.max(1, workout.sets ?? 1) }, () => row);
}

/** Strength and dumbbell workouts carry sets; the others (cardio, yoga, swimming) are one entry. */
const lifts = (workout: ExportedWorkout) =>
  workout.setLog !== null || workout.category === 'strength' || workout.category === 'dumbbells';

/**
 * The rows of every workout, in the order given (oldest first), each session's exercises in
 * their session order. A session started from a routine is named after it, another is "Workout";
 * a workout logged alone is named after its exercise and counts its own minutes.
 */
export function workoutCsvRows({
  workouts,
  sessions,
  routineNames,
  timeZone,
}: {
  workouts: readonly ExportedWorkout[];
  sessions: readonly ExportedSession[];
  routineNames: ReadonlyMap<string, string>;
  timeZone: string;
}): CsvRow[] {
  const sessionsById = new Map(sessions.map((session) => [session.id, session]));
  return workouts.flatMap((workout): CsvRow[] => {
    const session = workout.sessionId ? sessionsById.get(workout.sessionId) : undefined;
    const shared = {
      Date: localDateTime(session?.startedAt ?? workout.date, timeZone),
      'Workout Name': session
        ? ((session.routineId && routineNames.get(session.routineId)) ?? 'Workout')
        : workout.name,
      Duration: strongDuration(
        session ? (Date.parse(session.endedAt) - Date.parse(session.startedAt)) / 60_000 : workout.duration,
      ),
      'Exercise Name': workout.name,
      Notes: workout.note,
      'Workout Notes': session?.notes ?? null,
    };
    if (!lifts(workout)) {
      return [
        {
          ...shared,
          'Set Order': 1,
          Weight: null,
          Reps: null,
          Distance: workout.distance,
          Seconds: workout.duration * 60,
          RPE: null,
          'Weight Unit': null,
          'Distance Unit': workout.distance === null ? null : CSV_DISTANCE_UNIT,
        },
      ];
    }
    let numbered = 0;
    return liftsOf(workout).map((lift) => ({
      ...shared,
      'Set Order': SET_LETTER[lift.kind] ?? ++numbered,
      Weight: lift.weight,
      Reps: lift.reps,
      Distance: null,
      Seconds: null,
      RPE: lift.rpe,
      'Weight Unit': lift.weight === null ? null : CSV_WEIGHT_UNIT,
      'Distance Unit': null,
    }));
  });
}
