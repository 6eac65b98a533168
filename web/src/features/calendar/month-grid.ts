import type { ExerciseCategory } from '@contract/workout-rules.ts';
import type { Workout } from '@contract/workouts.ts';
import { addDays, getDate, isSameMonth, parseISO, startOfWeek } from 'date-fns';
import { localDayKey } from '@/lib/dates.ts';

export const GRID_CELLS = 42;

export interface DayCell {
  /** yyyy-MM-dd of the local day. */
  key: string;
  day: number;
  inMonth: boolean;
}

export const dayKey = (year: number, monthIndex: number, day: number) =>
  localDayKey(new Date(year, monthIndex, day));

/** 42 cells, Sunday first, with the end of the previous and the start of the next month. */
export function monthGrid(year: number, monthIndex: number): DayCell[] {
  const first = new Date(year, monthIndex, 1);
  const start = startOfWeek(first, { weekStartsOn: 0 });
  return Array.from({ length: GRID_CELLS }, (_, index) => {
    const date = addDays(start, index);
    return { key: localDayKey(date), day: getDate(date), inMonth: isSameMonth(date, first) };
  });
}

/** First and last local day of the grid, for the range endpoint (at most 42 days). */
export function gridRange(year: number, monthIndex: number): { from: string; to: string } {
  const cells = monthGrid(year, monthIndex);
  return { from: cells[0]?.key ?? '', to: cells[GRID_CELLS - 1]?.key ?? '' };
}

/** The calendar's four marker colours: dumbbell sessions count as strength. */
export type MarkerCategory = 'strength' | 'cardio' | 'yoga' | 'swimming';
export const markerOf = (category: ExerciseCategory): MarkerCategory =>
  category === 'dumbbells' ? 'strength' : category;
export const MARKERS: readonly MarkerCategory[] = ['strength', 'cardio', 'yoga', 'swimming'];
export const MAX_DOTS = 3;

export const localDayOf = (iso: string) => localDayKey(parseISO(iso));

/** Up to three distinct marker categories per local day, in a fixed order. */
export function dotsByDay(workouts: readonly Workout[]): Map<string, MarkerCategory[]> {
  const byDay = new Map<string, Set<MarkerCategory>>();
  for (const workout of workouts) {
    const key = localDayOf(workout.date);
    const set = byDay.get(key) ?? new Set<MarkerCategory>();
    set.add(markerOf(workout.category));
    byDay.set(key, set);
  }
  return new Map(
    [...byDay].map(([key, set]) => [key, MARKERS.filter((marker) => set.has(marker)).slice(0, MAX_DOTS)]),
  );
}

/** The month's count, hours (one decimal) and calories, counting only the displayed month. */
export function monthStats(workouts: readonly Workout[], year: number, monthIndex: number) {
  const month = new Date(year, monthIndex, 1);
  const inMonth = workouts.filter((workout) => isSameMonth(parseISO(workout.date), month));
  const minutes = inMonth.reduce((sum, workout) => sum + workout.duration, 0);
  return {
    count: inMonth.length,
    hours: (Math.round((minutes / 60) * 10) / 10).toFixed(1),
    calories: inMonth.reduce((sum, workout) => sum + workout.caloriesBurned, 0),
  };
}
