import { useQuery } from '@tanstack/react-query';
import { goalQueries } from '@/features/goals/api.ts';
import { isAchieved } from '@/features/goals/goal-progress.ts';
import { ProgressDetails } from '@/features/progress/components/progress-details.tsx';

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
