import { updateWorkoutBodySchema, type Workout } from '@contract/workouts.ts';
import { useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { useToast } from '@/components/toast.tsx';
import { HttpError, messageOf } from '@/lib/api/http-error.ts';
import { type FieldErrors, fieldErrorsOf } from '@/lib/field-errors.ts';
import { useUnits } from '@/lib/units.ts';
import { useUpdateWorkout } from '../api.ts';
import {
  sessionFields,
  unitErrors,
  valuesOfWorkout,
  type WorkoutFormValues,
} from '../workout-form-values.ts';
import { WorkoutForm } from './workout-form.tsx';

/** Correct a logged session: its figures and its date; the exercise stays. */
export function EditWorkoutDialog({ workout, onClose }: { workout: Workout | null; onClose: () => void }) {
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const update = useUpdateWorkout();
  const toast = useToast();
  const units = useUnits();
  if (!workout) return null;

  const close = () => {
    setFieldErrors({});
    onClose();
  };
  const submit = (values: WorkoutFormValues) => {
    const inUnits = unitErrors(values, units);
    const parsed = updateWorkoutBodySchema.safeParse(sessionFields(values, units, { original: workout }));
    if (!parsed.success || Object.keys(inUnits).length > 0) {
      setFieldErrors({ ...(parsed.success ? {} : fieldErrorsOf(parsed.error)), ...inUnits });
      return;
    }
    setFieldErrors({});
    update.mutate(
      { id: workout.id, changes: parsed.data },
      {
        onSuccess: () => {
          toast({ title: 'Workout Updated', description: `${workout.name} has been corrected.` });
          close();
        },
        onError: (error) => {
          if (error instanceof HttpError) setFieldErrors(error.fields);
          toast({
            title: 'Update Failed',
            description: messageOf(error, 'Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <Dialog
      open
      title="Edit Workout"
      description={workout.name}
      onClose={update.isPending ? undefined : close}
    >
      <WorkoutForm
        initial={valuesOfWorkout(workout, units)}
        errors={fieldErrors}
        pending={update.isPending}
        submitLabel="Save Changes"
        pendingLabel="Saving..."
        onSubmit={submit}
        onCancel={close}
      />
    </Dialog>
  );
}
