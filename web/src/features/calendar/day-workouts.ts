import type { Units } from '@contract/units.ts';
import { BACKDATE_LIMIT_DAYS, DISTANCE_CATEGORIES, LOAD_CATEGORIES } from '@contract/workout-rules.ts';
import type { Workout } from '@contract/workouts.ts';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { parseDay } from '@/lib/dates.ts';
import { formatDistance, formatWeight } from '@/lib/units.ts';
import { localDayOf } from './month-grid.ts';

/** The workouts logged on one local day (yyyy-MM-dd), earliest first. */
export function workoutsOnDay<Shown extends Workout>(workouts: readonly Shown[], day: string): Shown[] {
  return workouts
    .filter((workout) => localDayOf(workout.date) === day)
    .sort((a, b) => parseISO(a.date).getTime() - parseISO(b.date).getTime());
}

/**
 * What a workout's figures read as in a day's list: sets × reps × weight for a lift, distance and
 * duration for cardio and swimming, the duration otherwise (and for a lift logged without figures),
 * weights and distances in the member's units.
 */
export function workoutFigures(workout: Workout, units: Units): string {
  const minutes = `${workout.duration} min`;
  if (LOAD_CATEGORIES.includes(workout.category)) {
    const weight = workout.weight === null ? null : formatWeight(workout.weight, units, { style: 'lbs' });
    if (workout.sets !== null && workout.reps !== null) {
      return [workout.sets, workout.reps, weight].filter((figure) => figure !== null).join(' × ');
    }
    // Only part of the figures recorded: each one named, since "3" alone says nothing.
    const partial = [
      workout.sets === null ? null : `${workout.sets} sets`,
      workout.reps === null ? null : `${workout.reps} reps`,
      weight,
    ].filter((figure) => figure !== null);
    return partial.length > 0 ? partial.join(' · ') : minutes;
  }
  if (DISTANCE_CATEGORIES.includes(workout.category) && workout.distance !== null) {
    return `${formatDistance(workout.distance, units)} · ${minutes}`;
  }
  return minutes;
}

/**
 * Whether a workout may be logged on a day: the database refuses dates after now and more than
 * the backdating limit ago (the limit's last day is left out: part of it is already too long ago).
 */
export function canLogWorkoutOn(day: string, now = new Date()): boolean {
  const daysAgo = differenceInCalendarDays(now, parseDay(day));
  return daysAgo >= 0 && daysAgo < BACKDATE_LIMIT_DAYS;
}
