import type { ComponentProps } from 'react';
import { useAppliedLevel } from '@/features/coach/api.ts';
import { LogWorkoutSection } from '@/features/workouts/components/log-workout-section.tsx';

/**
 * The quick logger, starting each exercise at the coach's applied level. The levels are read here
 * rather than by the page, so their arrival re-renders the logger alone, not the whole page.
 */
export function WorkoutLogger(
  props: Omit<ComponentProps<typeof LogWorkoutSection>, 'startingDifficultyFor'>,
) {
  return <LogWorkoutSection {...props} startingDifficultyFor={useAppliedLevel()} />;
}
