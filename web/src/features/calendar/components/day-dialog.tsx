import type { CalendarNote } from '@contract/calendar-notes.ts';
import type { Workout } from '@contract/workouts.ts';
import { Dumbbell } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@/components/dialog.tsx';
import { SavedOnDeviceMark } from '@/components/saved-on-device.tsx';
import { paths } from '@/config/paths.ts';
import { fullDate, localDayKey, parseDay, timeOfDay } from '@/lib/dates.ts';
import { isOnDevice, type OnDevice } from '@/lib/outbox/pending-views.ts';
import { useUnits } from '@/lib/units.ts';
import { canLogWorkoutOn, workoutFigures, workoutsOnDay } from '../day-workouts.ts';
import { NoteForm } from './note-form.tsx';

interface DayDialogProps {
  /** The local day (yyyy-MM-dd) that is open, or null when closed. */
  day: string | null;
  /** The calendar grid's workouts query, which holds every day the grid shows (and those on this device). */
  workouts: {
    data: readonly (Workout | OnDevice<Workout>)[] | undefined;
    isPending: boolean;
    isError: boolean;
    isFetching: boolean;
    refetch: () => unknown;
  };
  note: CalendarNote | OnDevice<CalendarNote> | undefined;
  onClose: () => void;
}

function DayWorkouts({ day, workouts }: { day: string; workouts: DayDialogProps['workouts'] }) {
  const headingId = useId();
  const today = localDayKey(new Date());
  const units = useUnits();
  const done = workoutsOnDay(workouts.data ?? [], day);
  let body: ReactNode;
  // A retry after an error shows as loading, not as the error it may be about to replace.
  if (workouts.isPending || (workouts.isError && workouts.isFetching)) {
    body = (
      <p role="status" className="flex items-center gap-2 text-sm opacity-70">
        <span className="loading loading-spinner loading-sm" aria-hidden />
        Loading workouts...
      </p>
    );
  } else if (workouts.isError) {
    body = (
      <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-sm text-error">
        Unable to load this day's workouts
        <button type="button" className="btn btn-sm btn-outline" onClick={() => workouts.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (done.length === 0) {
    body = (
      <p className="text-sm opacity-70">
        {day > today
          ? 'This day is still to come: add a note to plan it.'
          : 'No workouts logged on this day.'}
      </p>
    );
  } else {
    body = (
      <ul aria-labelledby={headingId} className="flex flex-col gap-2">
        {done.map((workout) => (
          <li key={workout.id} className="rounded-box bg-base-200 px-3 py-2">
            <p className="font-semibold break-words">{workout.name}</p>
            <p className="flex flex-wrap gap-x-3 text-sm opacity-80">
              <span className="whitespace-nowrap">{timeOfDay(new Date(workout.date))}</span>
              <span className="whitespace-nowrap">{workoutFigures(workout, units)}</span>
            </p>
            {isOnDevice(workout) && <SavedOnDeviceMark className="mt-1" />}
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        Workouts
      </h3>
      {body}
      {canLogWorkoutOn(day) && (
        <Link to={paths.workouts.getHref({ logDay: day })} className="btn btn-outline self-start">
          <Dumbbell size={16} aria-hidden />
          Log Workout for This Day
        </Link>
      )}
    </section>
  );
}

/**
 * A calendar day: what was done that day, a way to log a workout on it (today and past days: the
 * database refuses future dates), and the day's note.
 */
export function DayDialog({ day, workouts, note, onClose }: DayDialogProps) {
  const [notePending, setNotePending] = useState(false);
  return (
    <Dialog
      open={day !== null}
      title={day ? fullDate(parseDay(day)) : 'Day'}
      onClose={notePending ? undefined : onClose}
    >
      {day && (
        <div className="flex flex-col gap-5">
          <DayWorkouts day={day} workouts={workouts} />
          <div className="border-t border-base-300 pt-4">
            <NoteForm
              key={`${day}-${note?.id ?? 'new'}`}
              day={day}
              existing={note}
              onDone={onClose}
              onPendingChange={setNotePending}
            />
          </div>
        </div>
      )}
    </Dialog>
  );
}
