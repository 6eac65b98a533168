import type { Routine } from '@contract/strength-log.ts';
import type { ExerciseCategory } from '@contract/workout-rules.ts';
import { ArrowDown, ArrowUp, Link2, Link2Off, Plus, Trash2, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '@/components/text-field.tsx';
import { useToast } from '@/components/toast.tsx';
import { paths } from '@/config/paths.ts';
import { HttpError } from '@/lib/api/http-error.ts';
import { useUnits, weightUnit } from '@/lib/units.ts';
import { useSaveRoutine } from '../api.ts';
import {
  addExercise,
  addSet,
  bodyOf,
  canLinkToNext,
  type DraftExercise,
  draftOf,
  emptyDraft,
  isLinkedToNext,
  linkToNext,
  moveExercise,
  type RoutineDraft,
  removeExercise,
  removeSet,
  unitErrorsOf,
  unlinkFromNext,
  updateExercise,
} from '../routine-draft.ts';
import { loadRoutineRules } from '../routine-rules.ts';
import { DeleteRoutineDialog } from './delete-routine-dialog.tsx';

/** Messages by field as the API names them (`exercises.0.sets.1.reps`). */
type FieldErrors = Partial<Record<string, string>>;

export type PickExercise = (exercise: { name: string; category: ExerciseCategory }) => void;

function FieldError({ message }: { message: string | undefined }) {
  return message ? <p className="text-xs text-error">{message}</p> : null;
}

function SetRows({
  exercise,
  index,
  errors,
  onChange,
}: {
  exercise: DraftExercise;
  index: number;
  errors: FieldErrors;
  onChange: (change: (exercise: DraftExercise) => DraftExercise) => void;
}) {
  const units = useUnits();
  const setField = (at: number, field: 'weight' | 'reps', value: string) =>
    onChange((current) => ({
      ...current,
      sets: current.sets.map((set, setIndex) => (setIndex === at ? { ...set, [field]: value } : set)),
    }));
  return (
    <div className="flex flex-col gap-2">
      {exercise.sets.length > 0 && (
        <div className="grid grid-cols-[3rem_1fr_1fr_2.75rem] items-center gap-2 text-xs font-medium opacity-70">
          <span>Set</span>
          <span>Weight ({weightUnit(units)})</span>
          <span>Reps</span>
          <span className="sr-only">Remove</span>
        </div>
      )}
      {exercise.sets.map((set, at) => {
        const label = `Set ${at + 1} of ${exercise.name}`;
        const weightError = errors[`exercises.${index}.sets.${at}.weight`];
        const repsError = errors[`exercises.${index}.sets.${at}.reps`];
        return (
          <div key={set.key} className="flex flex-col gap-1">
            <div className="grid grid-cols-[3rem_1fr_1fr_2.75rem] items-center gap-2">
              <span className="text-sm font-medium">{at + 1}</span>
              <input
                className={`input h-11 w-full ${weightError ? 'input-error' : ''}`}
                inputMode="decimal"
                placeholder="Any"
                aria-label={`${label}: weight in ${units === 'metric' ? 'kilograms' : 'pounds'}`}
                aria-invalid={weightError ? true : undefined}
                value={set.weight}
                onChange={(event) => setField(at, 'weight', event.target.value)}
              />
              <input
                className={`input h-11 w-full ${repsError ? 'input-error' : ''}`}
                inputMode="numeric"
                placeholder="Any"
                aria-label={`${label}: reps`}
                aria-invalid={repsError ? true : undefined}
                value={set.reps}
                onChange={(event) => setField(at, 'reps', event.target.value)}
              />
              <button
                type="button"
                className="btn btn-ghost btn-square h-11 w-11"
                aria-label={`Remove set ${at + 1} of ${exercise.name}`}
                onClick={() => onChange((current) => removeSet(current, at))}
              >
                <X size={16} aria-hidden />
              </button>
            </div>
            <FieldError message={weightError ?? repsError} />
          </div>
        );
      })}
      <FieldError message={errors[`exercises.${index}.sets`]} />
      <button
        type="button"
        className="btn btn-ghost h-11 self-start"
        aria-label={`Add a set to ${exercise.name}`}
        onClick={() => onChange(addSet)}
      >
        <Plus size={16} aria-hidden />
        Add set
      </button>
    </div>
  );
}

function ExerciseCard({
  draft,
  index,
  errors,
  onDraftChange,
}: {
  draft: RoutineDraft;
  index: number;
  errors: FieldErrors;
  onDraftChange: (change: (draft: RoutineDraft) => RoutineDraft) => void;
}) {
  const exercise = draft.exercises[index] as DraftExercise;
  const inSuperset = exercise.group !== null;
  const change = (update: (exercise: DraftExercise) => DraftExercise) =>
    onDraftChange((current) => updateExercise(current, index, update));
  const last = index === draft.exercises.length - 1;
  const titleId = `${exercise.key}-title`;
  return (
    <section
      aria-labelledby={titleId}
      className={`card bg-base-100 ${inSuperset ? 'border-l-4 border-primary' : 'border border-base-300'}`}
    >
      <div className="card-body gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 id={titleId} className="font-semibold break-words">
              {index + 1}. {exercise.name}
            </h3>
            {inSuperset && <span className="badge badge-primary badge-sm">Superset</span>}
          </div>
          <div className="flex shrink-0 gap-1">
            <button
              type="button"
              className="btn btn-ghost btn-square h-11 w-11"
              aria-label={`Move ${exercise.name} up`}
              disabled={index === 0}
              onClick={() => onDraftChange((current) => moveExercise(current, index, -1))}
            >
              <ArrowUp size={16} aria-hidden />
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-square h-11 w-11"
              aria-label={`Move ${exercise.name} down`}
              disabled={last}
              onClick={() => onDraftChange((current) => moveExercise(current, index, 1))}
            >
              <ArrowDown size={16} aria-hidden />
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-square h-11 w-11 text-error"
              aria-label={`Remove ${exercise.name}`}
              onClick={() => onDraftChange((current) => removeExercise(current, index))}
            >
              <Trash2 size={16} aria-hidden />
            </button>
          </div>
        </div>
        <FieldError message={errors[`exercises.${index}.name`] ?? errors[`exercises.${index}.category`]} />
        <FieldError message={errors[`exercises.${index}.supersetGroup`]} />
        <TextField
          label={inSuperset ? 'Rest after each round (seconds)' : 'Rest between sets (seconds)'}
          inputMode="numeric"
          className="max-w-56 [&_input]:h-11"
          value={exercise.restSeconds}
          error={errors[`exercises.${index}.restSeconds`]}
          onChange={(event) => change((current) => ({ ...current, restSeconds: event.target.value }))}
        />
        <SetRows exercise={exercise} index={index} errors={errors} onChange={change} />
      </div>
    </section>
  );
}

/** The control between two exercises: link them into a superset, or split it there. */
function SupersetLink({
  draft,
  index,
  onDraftChange,
}: {
  draft: RoutineDraft;
  index: number;
  onDraftChange: (change: (draft: RoutineDraft) => RoutineDraft) => void;
}) {
  const first = draft.exercises[index]?.name ?? '';
  const second = draft.exercises[index + 1]?.name ?? '';
  if (isLinkedToNext(draft, index)) {
    return (
      <button
        type="button"
        className="btn btn-ghost h-11 self-center text-primary"
        aria-label={`Unlink ${first} and ${second}`}
        onClick={() => onDraftChange((current) => unlinkFromNext(current, index))}
      >
        <Link2Off size={16} aria-hidden />
        Unlink superset
      </button>
    );
  }
  if (!canLinkToNext(draft, index)) return null;
  return (
    <button
      type="button"
      className="btn btn-ghost h-11 self-center"
      aria-label={`Link ${first} and ${second} as a superset`}
      onClick={() => onDraftChange((current) => linkToNext(current, index))}
    >
      <Link2 size={16} aria-hidden />
      Superset with next
    </button>
  );
}

const messagesByField = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const fields: FieldErrors = {};
  for (const issue of issues) fields[issue.path.map(String).join('.') || 'form'] ??= issue.message;
  return fields;
};

/**
 * Create or edit a routine: its name, exercises from the library search, each one's rest and
 * planned sets, their order and supersets. Checked with the API's own schema before sending; the
 * API's refusals show under the fields it names.
 */
export function RoutineEditor({
  routine,
  exerciseSearch,
}: {
  /** The routine to edit; absent: a new routine. */
  routine?: Routine | undefined;
  /** The exercise search to add exercises with, handed in by the page. */
  exerciseSearch: (onPick: PickExercise) => ReactNode;
}) {
  const units = useUnits();
  const [draft, setDraft] = useState<RoutineDraft>(() => (routine ? draftOf(routine, units) : emptyDraft()));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formMessage, setFormMessage] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const save = useSaveRoutine();
  const toast = useToast();
  const navigate = useNavigate();
  const changeDraft = (change: (draft: RoutineDraft) => RoutineDraft) => setDraft(change);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = bodyOf(draft, units);
    const { routineBodySchema } = await loadRoutineRules();
    const parsed = routineBodySchema.safeParse(body);
    const inUnits = unitErrorsOf(draft, units);
    if (!parsed.success || Object.keys(inUnits).length > 0) {
      setErrors({ ...(parsed.success ? {} : messagesByField(parsed.error.issues)), ...inUnits });
      setFormMessage('Check the fields marked below.');
      return;
    }
    setErrors({});
    setFormMessage(null);
    save.mutate(
      { id: routine?.id, body },
      {
        onSuccess: (saved) => {
          toast({ title: routine ? 'Routine saved' : 'Routine created', description: saved.name });
          navigate(paths.routines.getHref());
        },
        onError: (error) => {
          setErrors(error instanceof HttpError ? error.fields : {});
          setFormMessage(
            error instanceof HttpError && error.serverMessage
              ? error.serverMessage
              : 'Could not save the routine. Please try again.',
          );
        },
      },
    );
  };

  return (
    <>
      <form
        onSubmit={submit}
        onFocus={() => void loadRoutineRules()}
        noValidate
        className="flex flex-col gap-6"
      >
        {formMessage && (
          <div role="alert" className="alert alert-error">
            {formMessage}
          </div>
        )}
        <TextField
          label="Routine name"
          placeholder="Push day"
          maxLength={100}
          className="max-w-md [&_input]:h-11"
          value={draft.name}
          error={errors.name}
          onChange={(event) => {
            const name = event.target.value;
            setDraft((current) => ({ ...current, name }));
          }}
        />

        <section aria-labelledby="routine-exercises-title" className="flex flex-col gap-3">
          <h2 id="routine-exercises-title" className="text-lg font-semibold">
            Exercises
          </h2>
          {draft.exercises.length === 0 && (
            <p className="rounded-box border border-dashed border-base-300 p-4 text-sm opacity-80">
              No exercises yet. Search the library below to add one.
            </p>
          )}
          <FieldError message={errors.exercises} />
          {draft.exercises.map((exercise, index) => (
            <div key={exercise.key} className="flex flex-col gap-2">
              <ExerciseCard draft={draft} index={index} errors={errors} onDraftChange={changeDraft} />
              {index < draft.exercises.length - 1 && (
                <SupersetLink draft={draft} index={index} onDraftChange={changeDraft} />
              )}
            </div>
          ))}
        </section>

        <section aria-labelledby="routine-add-exercise-title" className="card bg-base-200">
          <div className="card-body gap-3 p-4">
            <h2 id="routine-add-exercise-title" className="text-lg font-semibold">
              Add exercise
            </h2>
            {exerciseSearch((exercise) => setDraft((current) => addExercise(current, exercise)))}
          </div>
        </section>

        <div className="flex flex-wrap items-center justify-between gap-3">
          {routine ? (
            <button type="button" className="btn btn-ghost h-11 text-error" onClick={() => setDeleting(true)}>
              <Trash2 size={16} aria-hidden />
              Delete routine
            </button>
          ) : (
            <span />
          )}
          <div className="flex gap-2">
            <Link to={paths.routines.getHref()} className="btn btn-ghost h-11">
              Cancel
            </Link>
            <button type="submit" className="btn btn-primary h-11" disabled={save.isPending}>
              {save.isPending ? 'Saving...' : 'Save Routine'}
            </button>
          </div>
        </div>
      </form>
      {routine && (
        <DeleteRoutineDialog
          routine={deleting ? routine : null}
          onClose={() => setDeleting(false)}
          onDeleted={() => navigate(paths.routines.getHref())}
        />
      )}
    </>
  );
}
