import { RECENT_ACTIVITY_DAYS } from '@contract/progress-rules.ts';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { goalQueries } from '@/features/goals/api.ts';
import { isAchieved } from '@/features/goals/goal-progress.ts';
import { progressQueries } from '@/features/progress/api.ts';
import { ProgressDetails } from '@/features/progress/components/progress-details.tsx';

/** The answers of the first view (screens.ts asks for them as the chunk arrives). */
export function prefetchData(client: QueryClient) {
  // The period selector opens on seven days; recent activity always shows its own.
  void client.prefetchQuery(progressQueries.metrics(7));
  void client.prefetchQuery(progressQueries.metrics(RECENT_ACTIVITY_DAYS));
  void client.prefetchQuery(progressQueries.weight());
  void client.prefetchQuery(goalQueries.list());
}

/** /progress: the charts and metrics, with the goal figures the Goal Achievement insight needs. */
export default function ProgressPage() {
  const goals = useQuery(goalQueries.list());
  const goalSummary = goals.data
    ? { achieved: goals.data.filter(isAchieved).length, total: goals.data.length }
    : undefined;
  return (
    <main className="mx-auto w-full max-w-7xl p-4 md:p-6">
      <ProgressDetails goalSummary={goalSummary} />
    </main>
  );
}
