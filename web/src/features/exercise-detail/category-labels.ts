import type { ExerciseCategory } from '@contract/workout-rules.ts';

/** A category as the page names it. */
export const CATEGORY_LABELS: Record<ExerciseCategory, string> = {
  strength: 'Strength',
  dumbbells: 'Dumbbells',
  cardio: 'Cardio',
  yoga: 'Yoga',
  swimming: 'Swimming',
};
