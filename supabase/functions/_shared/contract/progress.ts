import { z } from 'zod';
import { PROGRESS_PERIOD_DAYS, RECENT_ACTIVITY_DAYS } from './progress-rules.ts';

export { consistencyLabel, PROGRESS_PERIOD_DAYS, RECENT_ACTIVITY_DAYS } from './progress-rules.ts';

const ACCEPTED_DAYS: readonly number[] = [...PROGRESS_PERIOD_DAYS, RECENT_ACTIVITY_DAYS];
export const progressQuerySchema = z.object({
  days: z.coerce
    .number({ message: 'days must be 7, 14, 30 or 90' })
    .refine((days) => ACCEPTED_DAYS.includes(days), 'days must be 7, 14, 30 or 90')
    .default(RECENT_ACTIVITY_DAYS),
});

/** GET /api/progress/weight: best weight per exercise, lbs. */
export const weightProgressSchema = z.object({
  exerciseNames: z.array(z.string()),
  maxWeights: z.array(z.number()),
});
export type WeightProgress = z.infer<typeof weightProgressSchema>;

/** GET /api/progress/metrics */
export const progressMetricsSchema = z.object({
  currentStreak: z.number().int(),
  longestStreak: z.number().int(),
  totalWorkoutDays: z.number().int(),
  consistencyPercentage7Days: z.number().int(),
  /** Share of the last 30 local days with at least one workout, in percent. */
  consistencyPercentage30Days: z.number().int(),
  /** One entry per local day of the period, oldest first, days without workouts included. */
  workoutFrequency: z.array(
    z.object({ date: z.string(), count: z.number().int(), minutes: z.number().int() }),
  ),
});
export type ProgressMetrics = z.infer<typeof progressMetricsSchema>;
