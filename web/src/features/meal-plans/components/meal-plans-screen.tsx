import type { MealGoal, MealPlan, UserMealPlan } from '@contract/meal-plans.ts';
import { useQuery } from '@tanstack/react-query';
import { CalendarCheck, Sparkles, Utensils } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { PremiumUpsell } from '@/components/premium-upsell.tsx';
import { useToast } from '@/components/toast.tsx';
import { messageOf } from '@/lib/api/http-error.ts';
import { longDate } from '@/lib/dates.ts';
import { usePremiumAccess } from '@/lib/subscription-status.ts';
import { mealPlanQueries, useAssignMealPlan } from '../api.ts';
import { formatNumber, GOAL_BADGE, goalLabel } from '../labels.ts';
import { FoodPreferences } from './food-preferences.tsx';
import { PlanCard } from './plan-card.tsx';
import { PlanDetailsDialog } from './plan-details-dialog.tsx';

// The AI form validates with the contract's schema, and zod with it: loaded when it opens.
const GeneratePlanDialog = lazy(() =>
  import('./generate-plan-dialog.tsx').then((module) => ({ default: module.GeneratePlanDialog })),
);

type Tab = 'available' | 'current' | 'preferences';
const TABS: [Tab, string][] = [
  ['available', 'Available Plans'],
  ['current', 'My Current Plan'],
  ['preferences', 'Food Preferences'],
];

/** The goal filter offers weight_loss and weight_gain besides all plans. */
const FILTERS: [MealGoal | 'all', string][] = [
  ['all', 'All Plans'],
  ['weight_loss', 'Weight Loss'],
  ['weight_gain', 'Weight Gain'],
];

function ActivePlanSummary({ active, onView }: { active: UserMealPlan; onView: () => void }) {
  const plan = active.mealPlan;
  return (
    <section aria-label="Active plan" className="card border border-primary/40 bg-base-200">
      <div className="card-body gap-3 p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <div>
            <p className="flex items-center gap-1 text-xs uppercase tracking-wide text-primary">
              <CalendarCheck size={14} aria-hidden />
              Your active plan
            </p>
            <h2 className="text-lg font-semibold">{plan.name}</h2>
          </div>
          <span className={`badge ${GOAL_BADGE[plan.goal]}`}>{goalLabel(plan.goal)}</span>
        </div>
        {plan.description && <p className="text-sm opacity-80">{plan.description}</p>}
        <p className="flex flex-wrap gap-x-4 text-sm">
          <span>{formatNumber(plan.dailyCalories)} cal/day</span>
          <span>{plan.dailyProtein ?? '—'}g protein</span>
          <span>{plan.dailyCarbs ?? '—'}g carbs</span>
          <span>{plan.dailyFat ?? '—'}g fat</span>
          <span>{plan.duration} days</span>
          <span>Started {longDate(new Date(active.startDate))}</span>
        </p>
        <div className="card-actions justify-end">
          <button type="button" className="btn btn-primary btn-sm" onClick={onView}>
            View Details
          </button>
        </div>
      </div>
    </section>
  );
}

/** /meal-plans: Available Plans, My Current Plan and Food Preferences. */
export function MealPlansScreen() {
  const [tab, setTab] = useState<Tab>('available');
  const [filter, setFilter] = useState<MealGoal | 'all'>('all');
  const [details, setDetails] = useState<MealPlan | null>(null);
  const [generating, setGenerating] = useState(false);
  const plans = useQuery(mealPlanQueries.list());
  const active = useQuery(mealPlanQueries.active());
  const assign = useAssignMealPlan();
  const toast = useToast();
  const activeId = active.data?.mealPlanId ?? null;
  const { hasPremium } = usePremiumAccess();

  const start = (plan: MealPlan) =>
    assign.mutate(
      { mealPlanId: plan.id, startDate: new Date().toISOString(), isActive: true },
      {
        onSuccess: () =>
          toast({ title: 'Meal Plan Assigned!', description: 'Your new meal plan is now active.' }),
        onError: (error) =>
          toast({
            title: 'Error',
            description: messageOf(error, 'Failed to assign meal plan'),
            variant: 'destructive',
          }),
      },
    );

  const visible = (plans.data ?? []).filter((plan) => filter === 'all' || plan.goal === filter);

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="flex items-center gap-2 text-2xl font-bold md:text-3xl">
          <Utensils className="text-primary" aria-hidden />
          Meal Plans
        </h1>
        {hasPremium !== false && (
          <button type="button" className="btn btn-primary" onClick={() => setGenerating(true)}>
            <Sparkles size={16} aria-hidden />
            Generate AI Meal Plan
          </button>
        )}
      </div>
      {/* Custom meal plans are Premium: the catalogue stays open to everyone. */}
      {hasPremium === false && <PremiumUpsell feature="Generating a custom meal plan" compact />}

      <div role="tablist" aria-label="Meal plan sections" className="tabs tabs-box w-fit">
        {TABS.map(([value, label]) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={tab === value}
            className={`tab ${tab === value ? 'tab-active' : ''}`}
            onClick={() => setTab(value)}
          >
            {label}
          </button>
        ))}
      </div>

      {tab === 'available' && (
        <div role="tabpanel" aria-label="Available Plans" className="flex flex-col gap-4">
          {active.data && (
            <ActivePlanSummary
              active={active.data}
              onView={() => setDetails(active.data?.mealPlan ?? null)}
            />
          )}
          <fieldset className="flex flex-wrap gap-2">
            <legend className="sr-only">Filter by goal</legend>
            {FILTERS.map(([value, label]) => (
              <button
                key={value}
                type="button"
                className={`btn btn-sm ${filter === value ? 'btn-primary' : 'btn-ghost'}`}
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
              >
                {label}
              </button>
            ))}
          </fieldset>
          {plans.isPending && (
            <div
              className="grid gap-4 md:grid-cols-2 xl:grid-cols-3"
              role="status"
              aria-label="Loading meal plans"
            >
              {[0, 1, 2].map((key) => (
                <div key={key} className="skeleton h-56 rounded-box" />
              ))}
            </div>
          )}
          {plans.isError && (
            <div role="alert" className="alert alert-error flex flex-wrap justify-between">
              <span>Unable to load meal plans</span>
              <button type="button" className="btn btn-sm" onClick={() => plans.refetch()}>
                Try Again
              </button>
            </div>
          )}
          {plans.isSuccess && visible.length === 0 && (
            <p className="rounded-box border border-dashed border-base-300 p-6 text-center text-sm opacity-80">
              No meal plans for this goal yet.
            </p>
          )}
          {visible.length > 0 && (
            <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {visible.map((plan) => (
                <PlanCard
                  key={plan.id}
                  plan={plan}
                  isActive={plan.id === activeId}
                  starting={assign.isPending && assign.variables?.mealPlanId === plan.id}
                  onView={() => setDetails(plan)}
                  onStart={() => start(plan)}
                />
              ))}
            </div>
          )}
        </div>
      )}

      {tab === 'current' && (
        <div role="tabpanel" aria-label="My Current Plan">
          {active.isPending && (
            <div className="skeleton h-40 rounded-box" role="status" aria-label="Loading your plan" />
          )}
          {active.isError && (
            <p role="alert" className="text-sm text-error">
              Unable to load your current plan
            </p>
          )}
          {active.data && (
            <ActivePlanSummary
              active={active.data}
              onView={() => setDetails(active.data?.mealPlan ?? null)}
            />
          )}
          {active.isSuccess && !active.data && (
            <div className="flex flex-col items-center gap-3 rounded-box border border-dashed border-base-300 p-8 text-center">
              <Utensils size={32} className="opacity-60" aria-hidden />
              <h2 className="text-lg font-semibold">No Active Meal Plan</h2>
              <p className="text-sm opacity-80">
                Start a plan from the catalogue, generate one for your calories and allergies, or rate foods
                to get a plan built around what you like.
              </p>
              <div className="flex flex-wrap justify-center gap-2">
                <button type="button" className="btn btn-primary btn-sm" onClick={() => setGenerating(true)}>
                  Generate AI Plan
                </button>
                <button type="button" className="btn btn-ghost btn-sm" onClick={() => setTab('preferences')}>
                  Set Food Preferences
                </button>
              </div>
            </div>
          )}
        </div>
      )}

      {tab === 'preferences' && (
        <div role="tabpanel" aria-label="Food Preferences">
          <FoodPreferences onGenerated={() => setTab('current')} />
        </div>
      )}

      {generating && (
        <Suspense fallback={null}>
          <GeneratePlanDialog
            open
            onClose={() => setGenerating(false)}
            onGenerated={() => setTab('current')}
          />
        </Suspense>
      )}
      <PlanDetailsDialog
        plan={details}
        isActive={details !== null && details.id === activeId}
        starting={assign.isPending}
        onStart={start}
        onClose={() => setDetails(null)}
      />
    </div>
  );
}
