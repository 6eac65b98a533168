/**
 * The period selector (7, 30, 90 days; it changes the data shown) and the
 * recent-activity chart's 14 days, which is what a client that asks for no period gets. Without
 * zod, with the consistency labels: the progress page's first view reads them.
 */
export const PROGRESS_PERIOD_DAYS = [7, 30, 90] as const;
export const RECENT_ACTIVITY_DAYS = 14;

/** The consistency labels for the last 7 days. */
export function consistencyLabel(percentage: number): 'Excellent' | 'Good' | 'Fair' | 'Needs Work' {
  if (percentage >= 80) return 'Excellent';
  if (percentage >= 60) return 'Good';
  if (percentage >= 40) return 'Fair';
  return 'Needs Work';
}
