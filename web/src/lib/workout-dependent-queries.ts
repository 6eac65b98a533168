import { currentUserQuery } from './current-user.ts';

/**
 * Every cached answer a workout write can change: the lists and ranges, the stats, the goals'
 * weekly progress, the progress charts, the coach's suggestions, the streak on the member, the
 * leaderboard's totals and the feed (streaks, attached workouts). Kept in one place so the
 * workouts feature refreshes views of other features without importing them.
 */
export const WORKOUT_DEPENDENT_QUERY_KEYS: readonly (readonly string[])[] = [
  ['/api/workouts'],
  ['/api/exercises'],
  ['/api/stats'],
  ['/api/goals'],
  ['/api/progress'],
  ['/api/ai-adjustments'],
  ['/api/ai-recommendations'],
  ['/api/leaderboard'],
  ['/api/community'],
  currentUserQuery('bearer').queryKey,
  currentUserQuery('cookie').queryKey,
];
