import type { BrokenRecord, Routine } from '@contract/strength-log.ts';
import { Play, Save, Trophy } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@/components/dialog.tsx';
import { SavedOnDeviceMark } from '@/components/saved-on-device.tsx';
import { TextField } from '@/components/text-field.tsx';
import { useToast } from '@/components/toast.tsx';
import { paths } from '@/config/paths.ts';
import { HttpError, messageOf } from '@/lib/api/http-error.ts';
import { useOutboxSnapshot } from '@/lib/outbox/device-outbox.ts';
import { isWaiting } from '@/lib/outbox/outbox-item.ts';
import { formatWeight, useUnits } from '@/lib/units.ts';
import { useSaveRoutine } from '../api.ts';
import { recordLabel, routineBodyOf, type FinishSummary as Summary } from '../finish.ts';
import type { LiveSession } from '../live-session-state.ts';
import { formatClock } from '../rest-timer.ts';

interface FinishSummaryProps {
  summary: Summary;
  /** Null while the server does not have the workout yet (it works the records out). */
  records: readonly BrokenRecord[] | null;
  session: LiveSession;
}

/**
 * After Finish: what the workout came to, the records it broke, and keeping it as a routine. A
 * workout finished without a connection is marked as saved on this device until it is sent.
 */
export function FinishSummary({ summary, records, session }: FinishSummaryProps) {
  const onDevice = useOutboxSnapshot().items.some((item) => item.id === session.id && isWaiting(item));
  const [naming, setNaming] = useState(false);
  const [saved, setSaved] = useState<Routine | null>(null);
  const units = useUnits();
  const figures = [
    { label: 'Duration', value: formatClock(summary.durationSeconds) },
    { label: 'Total volume', value: formatWeight(summary.totalVolume, units, { decimals: 1 }) },
    { label: 'Sets', value: String(summary.sets) },
    { label: 'Exercises', value: String(summary.exercises) },
  ];
  return (
    <main className="mx-auto flex w-full max-w-3xl flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-bold">Workout complete</h1>
      {onDevice && (
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <SavedOnDeviceMark />
          It will be sent as soon as the connection is back.
        </p>
      )}
      <dl className="grid grid-cols-2 gap-3">
        {figures.map(({ label, value }) => (
          <div key={label} className="rounded-box bg-base-200 p-3">
            <dt className="text-sm opacity-70">{label}</dt>
            <dd className="text-xl font-bold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="records-title" className="flex flex-col gap-2">
        <h2 id="records-title" className="text-lg font-semibold">
          Records
        </h2>
        {records === null ? (
          <p className="text-sm opacity-70">Records are worked out once the server has this workout.</p>
        ) : records.length === 0 ? (
          <p className="text-sm opacity-70">No new records this time.</p>
        ) : (
          <ul className="flex flex-col gap-2">
            {records.map((record) => (
              <li
                key={`${record.exerciseId}-${record.kind}`}
                className="flex items-center gap-2 rounded-box bg-warning/15 p-3"
              >
                <Trophy size={20} className="shrink-0 text-warning" aria-hidden />
                <span className="flex flex-col">
                  <span className="badge badge-warning h-auto py-1">
                    New record: {recordLabel(record, units)}
                  </span>
                  <span className="text-sm opacity-80">{record.exerciseName}</span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="flex flex-col gap-2 sm:flex-row">
        {saved ? (
          <Link
            to={paths.liveWorkout.getHref({ routine: saved.id })}
            className="btn btn-primary h-11 min-h-11"
          >
            <Play size={16} aria-hidden />
            Start “{saved.name}”
          </Link>
        ) : (
          <button type="button" className="btn btn-primary h-11 min-h-11" onClick={() => setNaming(true)}>
            <Save size={16} aria-hidden />
            Save as routine
          </button>
        )}
        <Link to={paths.workouts.getHref()} className="btn btn-ghost h-11 min-h-11">
          Done
        </Link>
      </div>
      <SaveRoutineDialog
        open={naming}
        session={session}
        onClose={() => setNaming(false)}
        onSaved={(routine) => {
          setNaming(false);
          setSaved(routine);
        }}
      />
    </main>
  );
}

function SaveRoutineDialog({
  open,
  session,
  onClose,
  onSaved,
}: {
  open: boolean;
  session: LiveSession;
  onClose: () => void;
  onSaved: (routine: Routine) => void;
}) {
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useSaveRoutine();
  const toast = useToast();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setError('Name the routine');
      return;
    }
    setError(undefined);
    save.mutate(routineBodyOf(name, session), {
      onSuccess: (routine) => {
        toast({ title: 'Routine saved', description: `“${routine.name}” is ready for next time.` });
        onSaved(routine);
      },
      onError: (failure) => {
        setError(failure instanceof HttpError ? failure.fields.name : undefined);
        toast({
          title: 'Could not save the routine',
          description: messageOf(failure, 'Please try again.'),
          variant: 'destructive',
        });
      },
    });
  };

  return (
    <Dialog
      open={open}
      title="Save as routine"
      description="Its exercises, sets, rest times and supersets, to start again next time."
      onClose={save.isPending ? undefined : onClose}
    >
      <form className="flex flex-col gap-3" onSubmit={submit} noValidate>
        <TextField
          label="Routine name"
          value={name}
          maxLength={100}
          placeholder="Push day"
          error={error}
          onChange={(event) => setName(event.target.value)}
          className="[&_input]:h-11"
        />
        <div className="modal-action">
          <button type="button" className="btn h-11 min-h-11" onClick={onClose} disabled={save.isPending}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary h-11 min-h-11" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save routine'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
