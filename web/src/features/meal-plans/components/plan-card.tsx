import type { MealPlan } from '@contract/meal-plans.ts';
import { Calendar, Flame, Sparkles } from 'lucide-react';
import { formatNumber, GOAL_BADGE, goalLabel } from '../labels.ts';

interface PlanCardProps {
  plan: MealPlan;
  isActive: boolean;
  starting: boolean;
  onView: () => void;
  onStart: () => void;
}

/** A plan in the grid: name, goal badge, description, daily calories, protein and duration. */
export function PlanCard({ plan, isActive, starting, onView, onStart }: PlanCardProps) {
  return (
    <article aria-label={plan.name} className={`card bg-base-200 ${isActive ? 'ring-2 ring-primary' : ''}`}>
      <div className="card-body gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h2 className="card-title text-base">{plan.name}</h2>
          <span className={`badge badge-sm shrink-0 ${GOAL_BADGE[plan.goal]}`}>{goalLabel(plan.goal)}</span>
        </div>
        {plan.isGenerated && (
          <p className="flex items-center gap-1 text-xs text-primary">
            <Sparkles size={12} aria-hidden />
            Generated for you
          </p>
        )}
        {plan.description && <p className="line-clamp-3 text-sm opacity-80">{plan.description}</p>}
        <dl className="grid grid-cols-3 gap-2 text-center text-xs">
          <div className="rounded-box bg-base-100 p-2">
            <dt className="opacity-70">Calories</dt>
            <dd className="flex items-center justify-center gap-1 font-semibold">
              <Flame size={12} aria-hidden />
              {formatNumber(plan.dailyCalories)}
            </dd>
          </div>
          <div className="rounded-box bg-base-100 p-2">
            <dt className="opacity-70">Protein</dt>
            <dd className="font-semibold">{plan.dailyProtein ?? '—'}g</dd>
          </div>
          <div className="rounded-box bg-base-100 p-2">
            <dt className="opacity-70">Duration</dt>
            <dd className="flex items-center justify-center gap-1 font-semibold">
              <Calendar size={12} aria-hidden />
              {plan.duration} days
            </dd>
          </div>
        </dl>
        <div className="card-actions justify-end">
          <button
            type="button"
            className="btn btn-ghost btn-sm"
            onClick={onView}
            aria-label={`View Details of ${plan.name}`}
          >
            View Details
          </button>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            disabled={isActive || starting}
            onClick={onStart}
            aria-label={isActive ? `${plan.name} is active` : `Start Plan ${plan.name}`}
          >
            {isActive ? 'Active' : 'Start Plan'}
          </button>
        </div>
      </div>
    </article>
  );
}
