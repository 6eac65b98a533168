import type { ExerciseCategory } from './workouts.ts';

export interface ExerciseInstructions {
  /** How to do one repetition or session, in order. */
  steps: string[];
  /** Form cues and common mistakes to avoid. */
  tips: string[];
  /** Muscles the exercise works, e.g. "Quadriceps". */
  targetMuscles: string[];
}

export interface LibraryExercise {
  /** Unique across the library; the `exercise` table is keyed by it. */
  name: string;
  category: ExerciseCategory;
  description: string;
  /** Accent colour of the exercise card, a CSS hex colour. */
  color: string;
  /** Equipment needed, or null for bodyweight. */
  equipment: string | null;
  /** Omitted where no specific instructions exist; `instructionsFor` then gives generic ones. */
  instructions?: ExerciseInstructions;
}

/**
 * The built-in exercise library (seed 000 section 3): one source for the web app and for the
 * `exercise` table, which `supabase/seed.sql` fills from it (`npm run seed:generate`).
 */
export const EXERCISE_LIBRARY: readonly LibraryExercise[] = [];

const GENERIC_STEPS: Record<ExerciseCategory, string[]> = {
  strength: [
    'Warm up for 5 minutes and do one light set to rehearse the movement.',
    'Set up in a stable position with your core braced and a neutral spine.',
    'Move through the full range of motion under control: about 2 seconds down, 1 second up.',
    'Breathe out on the effort and in on the return.',
    'Rest 60-120 seconds between sets.',
  ],
  dumbbells: [
    'Pick a pair of dumbbells you can lift for the planned reps with good form.',
    'Set your stance, brace your core and keep your wrists straight.',
    'Lift and lower with control, without swinging the weights.',
    'Keep both sides moving evenly; finish every rep on the weaker side.',
    'Rest 60-90 seconds between sets.',
  ],
  cardio: [
    'Start with 5 minutes at an easy pace to warm up.',
    'Build to a pace where you can speak in short sentences.',
    'Hold that effort for the main part of the session.',
    'Cool down for 5 minutes at an easy pace.',
  ],
  yoga: [
    'Come into the starting position on your mat and settle your breath.',
    'Move into the pose slowly, lengthening the spine.',
    'Hold for 5-8 slow breaths, easing deeper on each exhale.',
    'Release with control and rest for a breath before repeating on the other side.',
  ],
  swimming: [
    'Warm up with 2-4 easy lengths in any stroke.',
    'Swim the main set at a steady effort, focusing on a long, relaxed stroke.',
    'Rest 15-30 seconds at the wall between repeats.',
    'Cool down with easy lengths.',
  ],
};

const GENERIC_TIPS = [
  'Stop if you feel sharp pain; discomfort from effort is fine, pain is not.',
  'Quality before quantity: fewer good repetitions beat many sloppy ones.',
  'Progress gradually: add a little load, time or distance only when the current level feels easy.',
];

/** The exercise's own instructions, or generic ones for its category (seed 000 section 3). */
export function instructionsFor(exercise: LibraryExercise): ExerciseInstructions {
  return (
    exercise.instructions ?? {
      steps: GENERIC_STEPS[exercise.category],
      tips: GENERIC_TIPS,
      targetMuscles: [],
    }
  );
}

/** Seed 000 section 5: case-insensitive, over name, description and category. */
export function matchesExerciseSearch(
  exercise: Pick<LibraryExercise, 'name' | 'description' | 'category'>,
  query: string,
): boolean {
  const needle = query.trim().toLowerCase();
  if (!needle) return true;
  return [exercise.name, exercise.description, exercise.category].some((text) =>
    text.toLowerCase().includes(needle),
  );
}
