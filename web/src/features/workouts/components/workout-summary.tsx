import type { Workout } from '@contract/workouts.ts';
import { Clock, Flame } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SavedOnDeviceMark } from '@/components/saved-on-device.tsx';
import { paths } from '@/config/paths.ts';
import { timeOfDay } from '@/lib/dates.ts';
import { isOnDevice, type OnDevice } from '@/lib/outbox/pending-views.ts';
import { formatDistance, formatWeight, useUnits } from '@/lib/units.ts';
import { relativeDayLabel } from '../date-labels.ts';
import { CATEGORY_LABELS } from '../labels.ts';

/**
 * One logged session as lists show it: name (a link to the exercise), category, duration, calories,
 * day and time; one still on this device is marked so.
 */
export function WorkoutSummary({
  workout,
  actions,
}: {
  workout: Workout | OnDevice<Workout>;
  actions?: ReactNode;
}) {
  const date = new Date(workout.date);
  const units = useUnits();
  const details = [
    workout.sets && workout.reps ? `${workout.sets} × ${workout.reps}` : null,
    workout.weight ? formatWeight(workout.weight, units, { style: 'lbs' }) : null,
    workout.distance ? formatDistance(workout.distance, units) : null,
  ].filter(Boolean);
  return (
    <div className="flex items-start gap-3 rounded-box bg-base-100 p-3">
      <div className="relative min-w-0 flex-1">
        {/* The name wraps rather than clips: it is what the member looks for. */}
        <p className="break-words font-semibold">
          {workout.exerciseId ? (
            // The name opens the exercise's own page (records, progress, every session); its tap area
            // stretches over the name and details so a thumb finds it.
            <Link
              to={paths.exerciseDetail.getHref(workout.exerciseId)}
              className="link link-hover after:absolute after:inset-0"
            >
              {workout.name}
            </Link>
          ) : (
            workout.name
          )}
        </p>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm opacity-75">
          <span className="badge badge-sm badge-ghost">{CATEGORY_LABELS[workout.category]}</span>
          <span className="flex items-center gap-1 whitespace-nowrap">
            <Clock size={14} aria-hidden />
            {workout.duration} min
          </span>
          <span className="flex items-center gap-1 whitespace-nowrap">
            <Flame size={14} aria-hidden />
            {workout.caloriesBurned} cal
          </span>
          {details.length > 0 && <span className="whitespace-nowrap">{details.join(' · ')}</span>}
        </p>
        {isOnDevice(workout) && <SavedOnDeviceMark className="mt-1" />}
      </div>
      {/* Day, time and actions share one narrow column, leaving the name the rest of the row. */}
      <div className="flex shrink-0 flex-col items-end gap-1">
        <p className="text-right text-sm">
          <span className="block whitespace-nowrap font-medium">{relativeDayLabel(date)}</span>
          <span className="block whitespace-nowrap opacity-70">{timeOfDay(date)}</span>
        </p>
        {actions}
      </div>
    </div>
  );
}
