import type { ProgressMetrics, WeightProgress } from '@contract/progress.ts';
import type { Units } from '@contract/units.ts';
import { formatWeight } from '@/lib/units.ts';

const count = (amount: number, one: string, many: string) => `${amount} ${amount === 1 ? one : many}`;

/** The Weekly Streak card, written as a person would say it: no "0-day streak", plurals right. */
export function streakInsight(
  metrics: Pick<ProgressMetrics, 'currentStreak' | 'longestStreak' | 'consistencyPercentage7Days'>,
): string {
  const trainedDays = Math.round((metrics.consistencyPercentage7Days * 7) / 100);
  const now =
    metrics.currentStreak === 0
      ? 'No streak running right now.'
      : `You are on a ${metrics.currentStreak}-day streak.`;
  const best =
    metrics.longestStreak === 0
      ? ' Log a workout today to start one.'
      : metrics.longestStreak > metrics.currentStreak
        ? ` Your best run: ${count(metrics.longestStreak, 'day', 'days')}.`
        : metrics.currentStreak > 1
          ? ' Your best run yet.'
          : '';
  const week = trainedDays === 0 ? '' : ` You trained on ${trainedDays} of the last 7 days.`;
  return `${now}${best}${week}`;
}

/** The Strength Progress card, its weight in the member's unit. */
export function strengthInsight(weight: WeightProgress | undefined, units: Units): string {
  const lifts = weight?.exerciseNames.length ?? 0;
  if (!weight || lifts === 0) return 'No weights logged yet: add sets, reps and weight when you log a lift.';
  const heaviest = formatWeight(weight.maxWeights[0] ?? 0, units, { style: 'lbs' });
  return `Heaviest lift so far: ${weight.exerciseNames[0]}, ${heaviest}. ${count(lifts, 'exercise has', 'exercises have')} a recorded best.`;
}
