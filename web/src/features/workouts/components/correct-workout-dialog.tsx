import { EXERCISE_LIBRARY } from '@contract/exercise-library.ts';
import type { ItemOf } from '@/lib/outbox/outbox-item.ts';
import { workoutOfBody } from '@/lib/outbox/pending-views.ts';
import { useUnits } from '@/lib/units.ts';
import { asLibraryExercise } from '../custom-exercises.ts';
import { valuesOfWorkout } from '../workout-form-values.ts';
import { LogWorkoutDialog } from './log-workout-dialog.tsx';

/** A logged workout the server refused, in the log form with the values it was sent with. */
export function CorrectWorkoutDialog({ item, onClose }: { item: ItemOf<'workout'>; onClose: () => void }) {
  const units = useUnits();
  const { body } = item.request;
  return (
    <LogWorkoutDialog
      exercise={asLibraryExercise({ name: body.name, category: body.category })}
      // The member's own exercise may have been refused for its category: it can be chosen again.
      chooseCategory={!EXERCISE_LIBRARY.some((exercise) => exercise.name === body.name)}
      correcting={{
        itemId: item.id,
        values: valuesOfWorkout(workoutOfBody(body, item.madeAt), units),
        message: item.refusal?.message,
      }}
      onClose={onClose}
      onLogged={onClose}
    />
  );
}
