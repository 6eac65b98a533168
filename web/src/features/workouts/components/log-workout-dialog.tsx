import type { LibraryExercise } from '@contract/exercise-library.ts';
import { LOAD_CATEGORIES } from '@contract/workout-rules.ts';
import { createWorkoutBodySchema } from '@contract/workouts.ts';
import { Timer } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@/components/dialog.tsx';
import { useToast } from '@/components/toast.tsx';
import { paths } from '@/config/paths.ts';
import { HttpError, messageOf } from '@/lib/api/http-error.ts';
import { type FieldErrors, fieldErrorsOf } from '@/lib/field-errors.ts';
import { SAVED_ON_DEVICE_TOAST, useOutboxSubmit } from '@/lib/outbox/device-outbox.ts';
import { useUnits } from '@/lib/units.ts';
import {
  newWorkoutValues,
  sessionFields,
  unitErrors,
  type WorkoutFormValues,
} from '../workout-form-values.ts';
import { WorkoutForm } from './workout-form.tsx';

interface LogWorkoutDialogProps {
  exercise: LibraryExercise;
  /** Where the difficulty slider starts for this exercise (an applied coach suggestion), else 3. */
  startingDifficulty?: number | undefined;
  /** A new exercise of the member's own: the form asks for its category. */
  chooseCategory?: boolean;
  /** Where the duration slider starts (a recommended workout's length), else 30. */
  startingDuration?: number | undefined;
  /** When the session happened (a day opened from the calendar), else now. */
  startingWhen?: Date | undefined;
  /**
   * A write the server refused, opened again to correct it: the form starts from its values, and
   * the refused write goes once the corrected one is sent or kept.
   */
  correcting?: { itemId: string; values: WorkoutFormValues; message?: string | undefined } | undefined;
  onClose: () => void;
  onLogged: () => void;
}

/**
 * Logs one session of an exercise. The form opens at now (or the given moment) and the sliders'
 * defaults each time (so
 * cancelling or logging leaves nothing behind), and keeps its values when the server refuses.
 * The workout goes through the outbox with an id made here: without a connection it is kept on
 * this device and sent later, once.
 */
export function LogWorkoutDialog({
  exercise,
  startingDifficulty,
  chooseCategory = false,
  startingDuration,
  startingWhen,
  correcting,
  onClose,
  onLogged,
}: LogWorkoutDialogProps) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const { submit: keep, pending } = useOutboxSubmit();
  const toast = useToast();
  const units = useUnits();

  const submit = (values: WorkoutFormValues) => {
    const inUnits = unitErrors(values, units);
    const parsed = createWorkoutBodySchema.safeParse({
      name: exercise.name,
      category: values.category,
      completionRate: 100,
      ...sessionFields(values, units),
    });
    if (!parsed.success || Object.keys(inUnits).length > 0) {
      setFieldErrors({ ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...inUnits });
      return;
    }
    setFieldErrors({});
    void keep(
      { kind: 'workout', body: { ...parsed.data, id: crypto.randomUUID() } },
      correcting ? { replacing: correcting.itemId } : {},
    ).then((result) => {
      if (result.status === 'refused') {
        const { error } = result;
        if (error instanceof HttpError) setFieldErrors(error.fields);
        // The member is told, and the form keeps its values for another try.
        toast({
          title: 'Could not log workout',
          description: messageOf(error, 'Please try again.'),
          variant: 'destructive',
        });
        return;
      }
      toast(
        result.status === 'sent'
          ? {
              title: 'Workout Logged! 🔥',
              description: 'Your workout has been successfully recorded with AI difficulty tracking.',
            }
          : SAVED_ON_DEVICE_TOAST,
      );
      onLogged();
    });
  };

  return (
    <Dialog
      open
      title={`Log ${exercise.name}`}
      description={
        correcting?.message
          ? `The server said: ${correcting.message}`
          : 'Rate how it felt so your difficulty suggestions stay accurate.'
      }
      onClose={pending ? undefined : onClose}
    >
      <WorkoutForm
        initial={
          correcting?.values ??
          newWorkoutValues({
            category: exercise.category,
            difficulty: startingDifficulty,
            duration: startingDuration,
            when: startingWhen,
          })
        }
        chooseCategory={chooseCategory}
        errors={fieldErrors}
        pending={pending}
        submitLabel="Log Workout"
        pendingLabel="Logging Workout..."
        onSubmit={submit}
        onCancel={onClose}
      />
      {/* Lifts may be logged set by set instead, with last session's sets and a rest timer. */}
      {!chooseCategory && !correcting && LOAD_CATEGORIES.includes(exercise.category) && (
        <Link
          to={paths.liveWorkout.getHref({ exercise: { name: exercise.name, category: exercise.category } })}
          className="btn btn-ghost mt-3 h-11 min-h-11 w-full"
        >
          <Timer size={16} aria-hidden />
          Start a live session instead
        </Link>
      )}
    </Dialog>
  );
}
