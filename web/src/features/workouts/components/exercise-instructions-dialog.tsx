import type { ExerciseInstructions } from '@contract/exercise-instructions.ts';
import type { LibraryExercise } from '@contract/exercise-library.ts';
import { useEffect, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { CATEGORY_LABELS } from '../labels.ts';

interface ExerciseInstructionsDialogProps {
  exercise: LibraryExercise | null;
  onClose: () => void;
  onStart: () => void;
}

// The instructions are most of the library's text; they load when a member first opens an exercise.
let instructionsModule: Promise<typeof import('@contract/exercise-instructions.ts')> | undefined;
const loadInstructions = () => {
  instructionsModule ??= import('@contract/exercise-instructions.ts');
  return instructionsModule;
};

function useInstructions(exercise: LibraryExercise | null) {
  const [state, setState] = useState<{ name: string; instructions: ExerciseInstructions } | 'failed' | null>(
    null,
  );
  useEffect(() => {
    if (!exercise) return;
    let current = true;
    loadInstructions()
      .then(({ instructionsFor }) => {
        if (current) setState({ name: exercise.name, instructions: instructionsFor(exercise) });
      })
      .catch(() => {
        if (current) setState('failed');
      });
    return () => {
      current = false;
    };
  }, [exercise]);
  if (state === 'failed') return 'failed' as const;
  return exercise && state?.name === exercise.name ? state.instructions : null;
}

/** How to do the exercise: steps, tips and target muscles, then Start Workout. */
export function ExerciseInstructionsDialog({ exercise, onClose, onStart }: ExerciseInstructionsDialogProps) {
  const loaded = useInstructions(exercise);
  const instructions = loaded === 'failed' ? null : loaded;
  return (
    <Dialog
      open={exercise !== null}
      title={exercise?.name ?? ''}
      description={exercise?.description}
      onClose={onClose}
    >
      {exercise && !instructions && (
        <p role={loaded === 'failed' ? 'alert' : 'status'} className="text-sm opacity-75">
          {loaded === 'failed'
            ? 'The instructions could not be loaded. You can still start the workout.'
            : 'Loading instructions...'}
        </p>
      )}
      {exercise && !instructions && loaded === 'failed' && (
        <div className="modal-action">
          <button type="button" className="btn btn-primary" onClick={onStart}>
            Start Workout
          </button>
        </div>
      )}
      {exercise && instructions && (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap gap-2">
            <span className="badge badge-outline">{CATEGORY_LABELS[exercise.category]}</span>
            {exercise.equipment && <span className="badge badge-ghost">{exercise.equipment}</span>}
          </div>
          <section aria-labelledby="instruction-steps">
            <h3 id="instruction-steps" className="mb-2 font-semibold">
              How to do it
            </h3>
            <ol className="list-decimal space-y-1 pl-5 text-sm">
              {instructions.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="instruction-tips">
            <h3 id="instruction-tips" className="mb-2 font-semibold">
              Tips
            </h3>
            <ul className="list-disc space-y-1 pl-5 text-sm opacity-90">
              {instructions.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          </section>
          {instructions.targetMuscles.length > 0 && (
            <section aria-labelledby="instruction-muscles">
              <h3 id="instruction-muscles" className="mb-2 font-semibold">
                Target muscles
              </h3>
              <ul className="flex flex-wrap gap-2">
                {instructions.targetMuscles.map((muscle) => (
                  <li key={muscle} className="badge badge-primary badge-outline">
                    {muscle}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <div className="modal-action mt-0">
            <button type="button" className="btn btn-ghost" onClick={onClose}>
              Close
            </button>
            <button type="button" className="btn btn-primary" onClick={onStart}>
              Start Workout
            </button>
          </div>
        </div>
      )}
    </Dialog>
  );
}
