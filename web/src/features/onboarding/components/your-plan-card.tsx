import { useQuery } from '@tanstack/react-query';
import { Target } from 'lucide-react';
import { onboardingQueries } from '../api.ts';
import { LEVEL_LABELS, sessionLength } from '../plan-format.ts';

/** The dashboard's "Your plan": the plan built from the member's onboarding answers, when they gave them. */
export function YourPlanCard() {
  const saved = useQuery(onboardingQueries.saved());
  if (saved.isSuccess && saved.data === null) return null;
  return (
    <section aria-labelledby="your-plan-title" className="card bg-base-200">
      <div className="card-body gap-3">
        <h2 id="your-plan-title" className="card-title">
          <Target size={18} className="text-primary" aria-hidden />
          Your plan
        </h2>
        {saved.isPending && (
          <div className="skeleton h-20 rounded-box" role="status" aria-label="Loading your plan" />
        )}
        {saved.isError && (
          <p role="alert" className="text-sm text-error">
            Unable to load your plan
          </p>
        )}
        {saved.data && (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <span className="badge badge-primary">{LEVEL_LABELS[saved.data.plan.level]}</span>
              <span className="font-semibold">{saved.data.plan.title}</span>
            </div>
            <dl className="grid grid-cols-2 gap-2 text-sm">
              <div className="rounded-box bg-base-100 p-3">
                <dt className="flex items-center gap-1 text-xs opacity-70">Workouts per week</dt>
                <dd className="text-lg font-bold">{saved.data.plan.workoutsPerWeek}</dd>
              </div>
              <div className="rounded-box bg-base-100 p-3">
                <dt className="flex items-center gap-1 text-xs opacity-70">Session length</dt>
                <dd className="text-lg font-bold">{sessionLength(saved.data.plan)}</dd>
              </div>
            </dl>
          </>
        )}
      </div>
    </section>
  );
}
