import { countsAsWork, estimatedOneRepMax, type LoggedSet, type SetKind } from '@contract/set-log-rules.ts';
import type { ExerciseHistory } from '@contract/strength-log.ts';
import type { Units } from '@contract/units.ts';
import type { DayValue } from '@/components/time-chart.tsx';
import { localDayKey } from '@/lib/dates.ts';
import { formatDistance, formatWeight, weightValue } from '@/lib/units.ts';

export type ExerciseSession = ExerciseHistory['sessions'][number];

/** The best a session showed: its estimated one-rep max and its top weight (null where none). */
export interface SessionBest {
  oneRepMax: number | null;
  topWeight: number | null;
}

const highest = (values: readonly (number | null)[]): number | null => {
  const present = values.filter((value): value is number => value !== null);
  return present.length > 0 ? Math.max(...present) : null;
};

/**
 * A session's estimated one-rep max (the best Epley estimate of its sets) and top weight (its
 * heaviest weight), over sets that count: no warm-ups, and at least one rep. A session logged with
 * only a summary stands for its summary's weight and reps.
 */
export function bestOfSession(session: ExerciseSession): SessionBest {
  if (session.sets) {
    const lifted = session.sets.filter((set) => countsAsWork(set) && set.reps >= 1);
    return {
      oneRepMax: highest(lifted.map((set) => estimatedOneRepMax(set.weight, set.reps))),
      topWeight: highest(lifted.map((set) => set.weight)),
    };
  }
  const { weight, reps } = session.summary;
  if (weight === null) return { oneRepMax: null, topWeight: null };
  return {
    oneRepMax: reps === null ? null : estimatedOneRepMax(weight, reps),
    topWeight: weight,
  };
}

export interface ProgressSeries {
  oneRepMax: DayValue[];
  topWeight: DayValue[];
}

/**
 * The chart's two lines, oldest day first, one point per local day (the day's best, when two
 * sessions share a day), in the member's unit. Days without a positive value are left out: a
 * bodyweight set's 0 lb is no point on a weight line.
 */
export function progressSeries(sessions: readonly ExerciseSession[], units: Units): ProgressSeries {
  const bestByDay = new Map<string, SessionBest>();
  for (const session of sessions) {
    const day = localDayKey(new Date(session.date));
    const best = bestOfSession(session);
    const earlier = bestByDay.get(day);
    bestByDay.set(day, {
      oneRepMax: highest([earlier?.oneRepMax ?? null, best.oneRepMax]),
      topWeight: highest([earlier?.topWeight ?? null, best.topWeight]),
    });
  }
  const days = [...bestByDay.keys()].sort();
  const line = (figure: keyof SessionBest): DayValue[] =>
    days.flatMap((day) => {
      const value = bestByDay.get(day)?.[figure] ?? null;
      return value !== null && value > 0 ? [{ day, value: weightValue(value, units) }] : [];
    });
  return { oneRepMax: line('oneRepMax'), topWeight: line('topWeight') };
}

const KIND_LABELS: Record<SetKind, string | null> = {
  warmup: 'Warm-up',
  working: null,
  drop: 'Drop set',
  failure: 'To failure',
};

/** What marks a set beside its figures ("Warm-up"), or null for an ordinary working set. */
export const setKindLabel = (kind: SetKind) => KIND_LABELS[kind];

/** One set as a line: "135 lb × 8 @ RPE 8", "62.5 kg × 8". */
export function setLine(set: Pick<LoggedSet, 'weight' | 'reps' | 'rpe'>, units: Units): string {
  const figures = `${formatWeight(set.weight, units)} × ${set.reps}`;
  return set.rpe == null ? figures : `${figures} @ RPE ${set.rpe}`;
}

/** A session logged without sets, as its summary: "3 × 5 · 185 lbs", or "30 min · 3.1 mi". */
export function summaryLine(summary: ExerciseSession['summary'], units: Units): string {
  const present = (parts: (string | null)[]) => parts.filter((part): part is string => part !== null);
  const load = present([
    summary.sets && summary.reps ? `${summary.sets} × ${summary.reps}` : null,
    summary.weight ? formatWeight(summary.weight, units, { style: 'lbs' }) : null,
  ]);
  if (load.length > 0) return load.join(' · ');
  return present([
    `${summary.duration} min`,
    summary.distance ? formatDistance(summary.distance, units) : null,
  ]).join(' · ');
}
