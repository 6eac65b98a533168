import type { Routine } from '@contract/strength-log.ts';

/** One line of a routine's card: an exercise on its own, or the exercises of a superset. */
export interface SummaryLine {
  /** Where the line's first exercise stands in the routine: a key for the line. */
  position: number;
  names: string[];
  superset: boolean;
  /** Planned sets of the line's first exercise (a superset's exercises go round by round). */
  sets: number;
}

/** The routine's exercises in order, each superset as one line. */
export function summaryOf(routine: Pick<Routine, 'exercises'>): SummaryLine[] {
  const lines: SummaryLine[] = [];
  let lastGroup: number | null = null;
  for (const [position, exercise] of routine.exercises.entries()) {
    const previous = lines.at(-1);
    if (previous && exercise.supersetGroup !== null && exercise.supersetGroup === lastGroup) {
      previous.names.push(exercise.name);
      previous.superset = true;
    } else {
      lines.push({ position, names: [exercise.name], superset: false, sets: exercise.sets.length });
    }
    lastGroup = exercise.supersetGroup;
  }
  return lines;
}

export const setsLabel = (sets: number) => (sets === 1 ? '1 set' : `${sets} sets`);
