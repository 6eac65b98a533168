import { STRENGTH_LOG_LIMITS } from '@contract/set-log-rules.ts';
import type { Units } from '@contract/units.ts';
import { useQuery } from '@tanstack/react-query';
import { Link2, Link2Off, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { Dialog } from '@/components/dialog.tsx';
import { weightUnit } from '@/lib/units.ts';
import { liveSessionQueries } from '../api.ts';
import { type LiveExercise, type LiveSessionAction, problemForTick } from '../live-session-state.ts';
import { previousAt } from '../previous-sets.ts';
import { askForRestNotifications } from '../rest-alarm.ts';
import type { SetPosition } from '../set-progression.ts';
import { SET_COLUMNS, SetRow } from './set-row.tsx';

interface ExerciseCardProps {
  exercise: LiveExercise;
  /** The exercise after this one, which "Superset with next" links it to; null for the last. */
  nextName: string | null;
  focus: SetPosition | null;
  /** The session's units, which its weights are typed in. */
  units: Units;
  dispatch: (action: LiveSessionAction) => void;
}

/** One exercise of the live session: its sets beside last session's, its notes, its superset link. */
export function ExerciseCard({ exercise, nextName, focus, units, dispatch }: ExerciseCardProps) {
  const headingId = useId();
  const noteId = useId();
  const previous = useQuery(liveSessionQueries.previous(exercise.name));
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  const [confirmingRemove, setConfirmingRemove] = useState(false);
  const exerciseKey = exercise.key;
  const ticked = exercise.sets.some((set) => set.done);

  const toggle = (setKey: string, index: number) => {
    const set = exercise.sets[index];
    if (!set) return;
    if (set.done) {
      dispatch({ type: 'undoSet', exerciseKey, setKey });
      return;
    }
    const last = previousAt(previous.data, index);
    const missing = problemForTick(set, last, units);
    setRefusals((current) => {
      const { [setKey]: _, ...others } = current;
      return missing ? { ...others, [setKey]: missing } : others;
    });
    if (missing) return;
    askForRestNotifications();
    dispatch({ type: 'completeSet', exerciseKey, setKey, previous: last, now: Date.now() });
  };

  return (
    <section aria-labelledby={headingId} className="card bg-base-200">
      <div className="card-body gap-3 p-3">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <h2 id={headingId} className="text-lg font-semibold leading-tight">
              {exercise.name}
            </h2>
            {previous.data?.note && (
              <p className="mt-1 text-sm opacity-70">
                <span className="font-medium">Last time:</span> {previous.data.note}
              </p>
            )}
            {previous.isError && (
              <p className="mt-1 text-sm text-warning">Last session could not be loaded</p>
            )}
          </div>
          {exercise.supersetGroup !== null ? (
            <button
              type="button"
              className="btn btn-ghost btn-square h-11 min-h-11 w-11"
              aria-label={`Take ${exercise.name} out of the superset`}
              onClick={() => dispatch({ type: 'unlink', exerciseKey })}
            >
              <Link2Off size={18} aria-hidden />
            </button>
          ) : null}
          {nextName !== null && (
            <button
              type="button"
              className="btn btn-ghost btn-square h-11 min-h-11 w-11"
              aria-label={`Superset ${exercise.name} with ${nextName}`}
              onClick={() => dispatch({ type: 'linkWithNext', exerciseKey })}
            >
              <Link2 size={18} aria-hidden />
            </button>
          )}
          <button
            type="button"
            className="btn btn-ghost btn-square h-11 min-h-11 w-11"
            aria-label={`Remove ${exercise.name}`}
            onClick={() =>
              ticked ? setConfirmingRemove(true) : dispatch({ type: 'removeExercise', exerciseKey })
            }
          >
            <Trash2 size={18} aria-hidden />
          </button>
        </div>

        <div className={`${SET_COLUMNS} px-1 text-xs font-medium uppercase opacity-60`} aria-hidden>
          <span className="text-center">Set</span>
          <span>Previous</span>
          <span className="text-center">{weightUnit(units)}</span>
          <span className="text-center">Reps</span>
          <span className="text-center">✓</span>
        </div>
        <ol aria-label={`${exercise.name} sets`} className="flex flex-col gap-1">
          {exercise.sets.map((set, index) => (
            <SetRow
              key={set.key}
              set={set}
              number={index + 1}
              units={units}
              previous={previousAt(previous.data, index)}
              previousLoading={previous.isPending}
              error={refusals[set.key] ?? null}
              highlighted={focus?.exerciseKey === exerciseKey && focus.setKey === set.key}
              onChange={(field, value) =>
                dispatch({ type: 'editSet', exerciseKey, setKey: set.key, field, value })
              }
              onToggle={() => toggle(set.key, index)}
              onRemove={() => dispatch({ type: 'removeSet', exerciseKey, setKey: set.key })}
            />
          ))}
        </ol>
        <button
          type="button"
          className="btn btn-ghost h-11 min-h-11"
          aria-label={`Add set to ${exercise.name}`}
          onClick={() => dispatch({ type: 'addSet', exerciseKey })}
        >
          <Plus size={18} aria-hidden />
          Add set
        </button>
        <div className="flex flex-col gap-1">
          <label htmlFor={noteId} className="text-sm font-medium">
            Note for {exercise.name}
          </label>
          <textarea
            id={noteId}
            className="textarea min-h-11 w-full"
            rows={1}
            maxLength={STRENGTH_LOG_LIMITS.noteMaxLength}
            placeholder="A note for next time"
            value={exercise.note}
            onChange={(event) => dispatch({ type: 'editNote', exerciseKey, note: event.target.value })}
          />
        </div>
      </div>
      <Dialog
        open={confirmingRemove}
        title={`Remove ${exercise.name}?`}
        description="Its ticked sets are left out of this workout."
        onClose={() => setConfirmingRemove(false)}
      >
        <div className="modal-action">
          <button type="button" className="btn h-11 min-h-11" onClick={() => setConfirmingRemove(false)}>
            Keep it
          </button>
          <button
            type="button"
            className="btn btn-error h-11 min-h-11"
            onClick={() => {
              setConfirmingRemove(false);
              dispatch({ type: 'removeExercise', exerciseKey });
            }}
          >
            Remove
          </button>
        </div>
      </Dialog>
    </section>
  );
}
