import { MEAL_TYPES } from '@contract/food-item-rules.ts';
import { dayFigures } from '@contract/meal-plan-rules.ts';
import type { MealPlan } from '@contract/meal-plans.ts';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { formatNumber, GOAL_BADGE, goalLabel, MEAL_TYPE_LABELS, signedPercent } from '../labels.ts';
import { MealCard } from './meal-card.tsx';

interface PlanDetailsDialogProps {
  plan: MealPlan | null;
  isActive: boolean;
  starting: boolean;
  onStart: (plan: MealPlan) => void;
  onClose: () => void;
}

const FIGURES = [
  ['calories', 'Calories', ''],
  ['protein', 'Protein', 'g'],
  ['carbs', 'Carbs', 'g'],
  ['fat', 'Fat', 'g'],
] as const;

/** The plan detail dialog, with each day's target against what its meals add up to. */
export function PlanDetailsDialog({ plan, isActive, starting, onStart, onClose }: PlanDetailsDialogProps) {
  const [dayNumber, setDayNumber] = useState(1);
  useEffect(() => {
    if (plan) setDayNumber(plan.days[0]?.dayNumber ?? 1);
  }, [plan]);
  const day = plan?.days.find((candidate) => candidate.dayNumber === dayNumber) ?? plan?.days[0];
  const figures = plan && day ? dayFigures(plan, day) : null;
  const targets = plan
    ? { calories: plan.dailyCalories, protein: plan.dailyProtein, carbs: plan.dailyCarbs, fat: plan.dailyFat }
    : null;

  return (
    <Dialog open={plan !== null} title={plan?.name ?? 'Meal plan'} onClose={onClose} className="max-w-3xl">
      {plan && targets && (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2">
            <span className={`badge ${GOAL_BADGE[plan.goal]}`}>{goalLabel(plan.goal)}</span>
            <span className="text-sm opacity-70">{plan.duration} days</span>
          </div>
          {plan.description && <p className="text-sm opacity-80">{plan.description}</p>}
          <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4">
            {FIGURES.map(([key, label, unit]) => (
              <div key={key} className="rounded-box bg-base-100 p-2 text-center">
                <dt className="text-xs opacity-70">{label} per day</dt>
                <dd className="font-semibold">
                  {targets[key] === null ? '—' : `${formatNumber(targets[key])}${unit}`}
                </dd>
              </div>
            ))}
          </dl>
          {plan.notes.length > 0 && (
            <ul
              className="alert alert-warning flex flex-col items-start gap-1 text-sm"
              aria-label="Planner notes"
            >
              {plan.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          )}
          <fieldset className="flex flex-wrap gap-1">
            <legend className="sr-only">Days</legend>
            {plan.days.map((candidate) => (
              <button
                key={candidate.id}
                type="button"
                className={`btn btn-sm ${candidate.dayNumber === day?.dayNumber ? 'btn-primary' : 'btn-ghost'}`}
                aria-pressed={candidate.dayNumber === day?.dayNumber}
                onClick={() => setDayNumber(candidate.dayNumber)}
              >
                {candidate.name}
              </button>
            ))}
          </fieldset>
          {day && figures && (
            <section aria-label={day.name} className="flex flex-col gap-3">
              <table className="table table-xs">
                <caption className="text-left text-xs text-base-content/70">
                  {day.name}: target and what its meals add up to{' '}
                  <span className={figures.onTarget ? 'text-success' : 'text-warning'}>
                    ({figures.onTarget ? 'on target' : 'off target'})
                  </span>
                </caption>
                <thead>
                  <tr>
                    <th scope="col">Per day</th>
                    <th scope="col">Target</th>
                    <th scope="col">Achieved</th>
                    <th scope="col">Difference</th>
                  </tr>
                </thead>
                <tbody>
                  {FIGURES.map(([key, label, unit]) => (
                    <tr key={key}>
                      <th scope="row">{label}</th>
                      <td>{targets[key] === null ? '—' : `${formatNumber(targets[key])}${unit}`}</td>
                      <td>{`${formatNumber(figures.achieved[key])}${unit}`}</td>
                      <td>{signedPercent(figures.deviation[key])}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              {MEAL_TYPES.map((type) => {
                const meals = day.meals.filter((meal) => meal.mealType === type);
                if (meals.length === 0) return null;
                return (
                  <div key={type} className="flex flex-col gap-2">
                    <h3 className="text-sm font-semibold uppercase tracking-wide opacity-70">
                      {MEAL_TYPE_LABELS[type]}
                    </h3>
                    {meals.map((meal) => (
                      <MealCard key={meal.id} meal={meal} />
                    ))}
                  </div>
                );
              })}
            </section>
          )}
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              Close
            </button>
            <button
              type="button"
              className="btn btn-primary"
              disabled={isActive || starting}
              onClick={() => onStart(plan)}
            >
              {isActive ? 'Currently Active' : starting ? 'Starting...' : 'Start This Plan'}
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
