import { useQuery } from '@tanstack/react-query';
import { formatFigure } from '@/lib/units.ts';
import { nutritionQueries } from '../api.ts';

/**
 * Calories eaten from..to, for a summary that shows calories burned beside it: the food log's
 * part of the weekly summary.
 */
export function CaloriesLogged({ from, to }: { from: string; to: string }) {
  const days = useQuery(nutritionQueries.days(from, to));
  const eaten = days.data?.reduce((sum, day) => sum + day.calories, 0);
  return (
    <div className="rounded-box bg-base-100 p-2">
      <dt className="text-xs opacity-70">Calories eaten</dt>
      <dd className="text-xl font-bold">
        {days.isPending && (
          <span
            className="skeleton inline-block h-6 w-12"
            role="status"
            aria-label="Loading calories eaten"
          />
        )}
        {days.isError && <span className="text-sm text-error">Unavailable</span>}
        {eaten === undefined ? undefined : formatFigure(eaten)}
      </dd>
    </div>
  );
}
