import type { OnboardingPlan } from '@contract/onboarding.ts';
import { CalendarDays, CircleCheck, Compass, Dumbbell, Hourglass } from 'lucide-react';
import { LEVEL_LABELS, sessionLength } from '../plan-format.ts';

/** Every field of the onboarding plan. */
export function PlanDetails({ plan }: { plan: OnboardingPlan }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-col items-start gap-2">
        <span className="badge badge-primary">{LEVEL_LABELS[plan.level]}</span>
        <h2 className="text-2xl font-bold">{plan.title}</h2>
        <p className="opacity-80">{plan.description}</p>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3">
        <div className="rounded-box bg-base-200 p-3">
          <dt className="flex items-center gap-1 text-xs opacity-70">
            <CalendarDays size={14} aria-hidden />
            Workouts per week
          </dt>
          <dd className="text-xl font-bold">{plan.workoutsPerWeek}</dd>
        </div>
        <div className="rounded-box bg-base-200 p-3">
          <dt className="flex items-center gap-1 text-xs opacity-70">
            <Hourglass size={14} aria-hidden />
            Per session
          </dt>
          <dd className="text-xl font-bold">{sessionLength(plan)}</dd>
        </div>
        <div className="rounded-box bg-base-200 p-3">
          <dt className="flex items-center gap-1 text-xs opacity-70">
            <Compass size={14} aria-hidden />
            Location
          </dt>
          <dd className="text-xl font-bold">{plan.locationOptions}</dd>
        </div>
      </dl>
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <h3 className="mb-2 flex items-center gap-2 font-semibold">
            <Dumbbell size={16} className="text-primary" aria-hidden />
            Equipment
          </h3>
          <ul className="flex flex-col gap-1 text-sm" aria-label="Equipment">
            {plan.equipment.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <CircleCheck size={14} className="text-success" aria-hidden />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="mb-2 flex items-center gap-2 font-semibold">
            <CircleCheck size={16} className="text-primary" aria-hidden />
            What you get
          </h3>
          <ul className="flex flex-col gap-1 text-sm" aria-label="Plan features">
            {plan.features.map((feature) => (
              <li key={feature} className="flex items-center gap-2">
                <CircleCheck size={14} className="text-success" aria-hidden />
                {feature}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
