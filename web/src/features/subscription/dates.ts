import { longDate as longDay } from '@/lib/dates.ts';

/** Long US date ("November 24, 2026"), or N/A. */
export function longDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return longDay(date);
}

/** "7 days left" */
export const daysLeft = (days: number) => `${days} day${days === 1 ? '' : 's'} left`;
