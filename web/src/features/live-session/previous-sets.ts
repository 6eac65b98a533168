import type { ExerciseHistory } from '@contract/strength-log.ts';
import type { Units } from '@contract/units.ts';
import type { Exercise } from '@contract/workouts.ts';
import { formatWeight } from '@/lib/units.ts';

/** A set of last session's, as the live session shows it beside the same position. */
export interface PreviousSet {
  weight: number;
  reps: number;
}

export interface PreviousSession {
  sets: PreviousSet[];
  /** The latest note written for the exercise ("seat at 4"), or null. */
  note: string | null;
}

/**
 * The exercise a name means, as the server resolves a logged name: the library's of that name in
 * any letter case, else the member's own.
 */
export function exerciseIdFor(exercises: readonly Exercise[], name: string): string | null {
  const wanted = name.trim().toLowerCase();
  const matches = exercises.filter((exercise) => exercise.name.toLowerCase() === wanted);
  return (matches.find((exercise) => !exercise.custom) ?? matches[0])?.id ?? null;
}

type HistorySession = ExerciseHistory['sessions'][number];

/** A session's sets: its set log, or for a workout logged as a summary its sets × reps at its weight. */
function setsOf(session: HistorySession): PreviousSet[] {
  if (session.sets) return session.sets.map(({ weight, reps }) => ({ weight, reps }));
  const { sets, reps, weight } = session.summary;
  if (!sets || reps === null) return [];
  return Array.from({ length: sets }, () => ({ weight: weight ?? 0, reps }));
}

/** The newest session (newest first in the history) that has sets, and the newest note. */
export function previousSessionOf(history: Pick<ExerciseHistory, 'sessions'>): PreviousSession {
  const withSets = history.sessions.map(setsOf).find((sets) => sets.length > 0) ?? [];
  const note = history.sessions.find((session) => session.note?.trim())?.note?.trim() ?? null;
  return { sets: withSets, note };
}

/** Last session's set in the same position, or null when it did fewer sets. */
export function previousAt(previous: PreviousSession | undefined, index: number): PreviousSet | null {
  return previous?.sets[index] ?? null;
}

/** "135 lb × 8", "60 kg × 8". */
export function formatSet(set: PreviousSet, units: Units): string {
  return `${formatWeight(set.weight, units)} × ${set.reps}`;
}
