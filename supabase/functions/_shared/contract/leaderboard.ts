import { z } from 'zod';

/** `all`: every rep ever logged; `week`: the current leaderboard week, Sunday 00:00 UTC onwards. */
export const LEADERBOARD_PERIODS = ['all', 'week'] as const;
export const leaderboardPeriodSchema = z.enum(LEADERBOARD_PERIODS, {
  message: 'period must be all or week',
});
export type LeaderboardPeriod = z.infer<typeof leaderboardPeriodSchema>;

export const LEADERBOARD_PAGE_DEFAULT = 50;
export const LEADERBOARD_PAGE_MAX = 100;

/** GET /api/leaderboard?period=&limit= */
export const leaderboardQuerySchema = z.object({
  period: leaderboardPeriodSchema.default('all'),
  limit: z.coerce
    .number({ message: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, `limit must be between 1 and ${LEADERBOARD_PAGE_MAX}`)
    .max(LEADERBOARD_PAGE_MAX, `limit must be between 1 and ${LEADERBOARD_PAGE_MAX}`)
    .default(LEADERBOARD_PAGE_DEFAULT),
});

/** GET /api/leaderboard/summary?period= */
export const leaderboardSummaryQuerySchema = z.object({ period: leaderboardPeriodSchema.default('all') });

/** A leaderboard entry. Equal totals share a rank (1, 1, 3). */
export const leaderboardEntrySchema = z.object({
  rank: z.number().int().positive(),
  userId: z.uuid(),
  name: z.string(),
  username: z.string(),
  totalReps: z.number().int().nonnegative(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** The summary cards and the caller's own standing, over every member on the board, not just the first page. */
export const leaderboardSummarySchema = z.object({
  period: leaderboardPeriodSchema,
  topScore: z.number().int().nonnegative(),
  totalUsers: z.number().int().nonnegative(),
  /** Rounded to a whole number. */
  averageReps: z.number().int().nonnegative(),
  /** The caller's place; null when they have no reps in the period or chose to be hidden. */
  me: z.object({ rank: z.number().int().positive(), totalReps: z.number().int().positive() }).nullable(),
  /** The caller chose not to appear on the leaderboard. */
  hidden: z.boolean(),
});
export type LeaderboardSummary = z.infer<typeof leaderboardSummarySchema>;
