import { GOAL_LABELS, GOAL_TYPES, type GoalType } from '@contract/goal-rules.ts';
import type { Goal } from '@contract/goals.ts';
import { useQuery } from '@tanstack/react-query';
import { PartyPopper, Pencil, Plus, Target, Trash2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { SavedOnDeviceMark } from '@/components/saved-on-device.tsx';
import { useToast } from '@/components/toast.tsx';
import { messageOf } from '@/lib/api/http-error.ts';
import {
  deviceOutbox,
  SAVED_ON_DEVICE_TOAST,
  useGoalsWithPending,
  useOutboxSubmit,
} from '@/lib/outbox/device-outbox.ts';
import type { SubmitResult } from '@/lib/outbox/outbox.ts';
import type { OutboxItem } from '@/lib/outbox/outbox-item.ts';
import { isOnDevice, type OnDevice } from '@/lib/outbox/pending-views.ts';
import { formatFigure } from '@/lib/units.ts';
import { goalQueries, newGoalWrite, useDeleteGoal } from '../api.ts';
import {
  freeGoalTypes,
  type GoalProposal,
  goalPercent,
  goalsBanner,
  isAchieved,
  parseTarget,
  setupGoalTargets,
} from '../goal-progress.ts';

interface GoalFormProps {
  initial: { type: GoalType; target: number };
  /** The types to offer: all of them when editing, the unused ones when adding. */
  types?: readonly GoalType[];
  submitLabel: string;
  pending: boolean;
  onSubmit: (goal: { type: GoalType; target: number }) => void;
  onCancel: () => void;
}

export function GoalForm({
  initial,
  types = GOAL_TYPES,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: GoalFormProps) {
  const [type, setType] = useState<GoalType>(initial.type);
  const [target, setTarget] = useState(String(initial.target));
  const typeId = useId();
  const targetId = useId();
  const parsed = parseTarget(target);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A non-number or a value of 0 or less silently blocks saving.
    if (parsed !== null) onSubmit({ type, target: parsed });
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-2 rounded-box bg-base-100 p-3">
      <div className="grid grid-cols-2 gap-2">
        <div className="flex flex-col gap-1">
          <label htmlFor={typeId} className="text-xs font-medium">
            Goal type
          </label>
          <select
            id={typeId}
            className="select select-sm"
            value={type}
            onChange={(event) => setType(event.target.value as GoalType)}
          >
            {types.map((option) => (
              <option key={option} value={option}>
                {GOAL_LABELS[option].title}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={targetId} className="text-xs font-medium">
            Weekly target
          </label>
          <input
            id={targetId}
            className="input input-sm"
            inputMode="numeric"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
          />
        </div>
      </div>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-ghost btn-xs" onClick={onCancel} disabled={pending}>
          Cancel
        </button>
        <button type="submit" className="btn btn-primary btn-xs" disabled={pending || parsed === null}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}

/** Whether an outbox item creates or edits the goal of this id. */
const writesGoal = (id: string) => (item: OutboxItem) =>
  (item.request.kind === 'goal' && item.request.body.id === id) ||
  (item.request.kind === 'goal-edit' && item.request.goalId === id);

/**
 * What a goal form does with the outbox's answer: refused while open, the member is told and the
 * form stays; kept on this device, they are told it is safe. Returns whether the form may close.
 */
function useGoalOutcome(failure: string) {
  const toast = useToast();
  return (result: SubmitResult): boolean => {
    if (result.status === 'refused') {
      toast({
        title: failure,
        description: messageOf(result.error, 'Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
    if (result.status === 'saved') toast(SAVED_ON_DEVICE_TOAST);
    return true;
  };
}

/** `freeTypes`: the types without a goal, which this goal may switch to. */
function GoalRow({ goal, freeTypes }: { goal: Goal | OnDevice<Goal>; freeTypes: readonly GoalType[] }) {
  const [editing, setEditing] = useState(false);
  const { submit: keep, pending } = useOutboxSubmit();
  const remove = useDeleteGoal();
  const outcome = useGoalOutcome('Could not update the goal');
  const percent = goalPercent(goal);
  const { title, unit } = GOAL_LABELS[goal.type];
  const deleteGoal = () => {
    const outbox = deviceOutbox();
    // Made on this device and not sent yet: deleting it is forgetting it here.
    const createdHere = outbox
      .getSnapshot()
      .items.some((item) => item.request.kind === 'goal' && item.request.body.id === goal.id);
    if (createdHere) void outbox.discardWhere(writesGoal(goal.id));
    else remove.mutate(goal.id, { onSuccess: () => void outbox.discardWhere(writesGoal(goal.id)) });
  };
  if (editing) {
    return (
      <GoalForm
        initial={goal}
        types={[goal.type, ...freeTypes]}
        submitLabel={pending ? 'Saving...' : 'Save'}
        pending={pending}
        onCancel={() => setEditing(false)}
        onSubmit={(changes) =>
          void keep({
            kind: 'goal-edit',
            goalId: goal.id,
            body: { ...changes, changedAt: new Date().toISOString() },
          }).then((result) => {
            if (outcome(result)) setEditing(false);
          })
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-1 rounded-box bg-base-100 p-3">
      <div className="flex items-center justify-between gap-2">
        <p className="font-medium">
          {title}
          {isAchieved(goal) && <span className="badge badge-success badge-sm ml-2">Achieved</span>}
          {isOnDevice(goal) && <SavedOnDeviceMark className="ml-2" />}
        </p>
        <div className="action-row">
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square"
            aria-label={`Edit ${title} goal`}
            onClick={() => setEditing(true)}
          >
            <Pencil size={14} aria-hidden />
          </button>
          <button
            type="button"
            className="btn btn-ghost btn-xs btn-square text-error"
            aria-label={`Delete ${title} goal`}
            disabled={remove.isPending}
            onClick={deleteGoal}
          >
            <Trash2 size={14} aria-hidden />
          </button>
        </div>
      </div>
      <progress
        className={`progress ${isAchieved(goal) ? 'progress-success' : 'progress-primary'}`}
        value={percent}
        max={100}
        aria-label={`${title}: ${percent}%`}
      />
      <p className="text-xs opacity-75">
        {formatFigure(goal.current)} / {formatFigure(goal.target)} {unit} this week · {percent}%
      </p>
    </div>
  );
}

/**
 * The weekly goals, counted over the current local week (Sunday to Saturday). With a
 * `proposal` (the member's onboarding plan), Setup Goals uses its weekly workouts and minutes.
 */
export function WeeklyGoals({ proposal }: { proposal?: GoalProposal | undefined } = {}) {
  const goals = useQuery(goalQueries.list());
  const { submit: keep, pending: creating } = useOutboxSubmit();
  const [settingUp, setSettingUp] = useState(false);
  const addOutcome = useGoalOutcome('Could not add the goal');
  const setupOutcome = useGoalOutcome('Could not set up goals');
  const [adding, setAdding] = useState(false);
  const list = useGoalsWithPending(goals.data);
  const newGoal = (goal: { type: GoalType; target: number }) => keep(newGoalWrite(goal));
  // Setup Goals: the three starter goals, one write each, in order.
  const setUp = async () => {
    setSettingUp(true);
    try {
      for (const goal of setupGoalTargets(proposal)) {
        if (!setupOutcome(await newGoal(goal))) return;
      }
    } finally {
      setSettingUp(false);
    }
  };
  const banner = goalsBanner(list);
  const freeTypes = freeGoalTypes(list);

  return (
    <section aria-labelledby="goals-title" className="card bg-base-200">
      <div className="card-body gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id="goals-title" className="card-title">
            <Target size={18} className="text-primary" aria-hidden />
            Weekly Goals
          </h2>
          {!adding && list.length > 0 && freeTypes.length > 0 && (
            <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAdding(true)}>
              <Plus size={14} aria-hidden />
              Add Goal
            </button>
          )}
        </div>
        <p className="-mt-2 text-xs opacity-60">Progress counts this week, Sunday to Saturday.</p>
        {goals.isPending && (
          <div className="skeleton h-24 rounded-box" role="status" aria-label="Loading goals" />
        )}
        {goals.isError && (
          <p role="alert" className="text-sm text-error">
            Unable to load goals
          </p>
        )}
        {banner && (
          <p className="alert alert-success py-2 text-sm">
            <PartyPopper size={16} aria-hidden />
            {banner}
          </p>
        )}
        {list.map((goal) => (
          <GoalRow key={goal.id} goal={goal} freeTypes={freeTypes} />
        ))}
        {adding && (
          <GoalForm
            initial={{ type: freeTypes[0] ?? 'workouts', target: 5 }}
            types={freeTypes}
            submitLabel={creating ? 'Adding...' : 'Add Goal'}
            pending={creating}
            onCancel={() => setAdding(false)}
            onSubmit={(goal) =>
              void newGoal(goal).then((result) => {
                if (addOutcome(result)) setAdding(false);
              })
            }
          />
        )}
        {goals.isSuccess && list.length === 0 && !adding && (
          <div className="flex flex-col gap-2 rounded-box border border-dashed border-base-300 p-4 text-center">
            <p className="text-sm opacity-80">No goals yet. Set weekly targets to stay on track.</p>
            {proposal && (
              <p className="text-sm">
                Your {proposal.source} suggests {proposal.workouts} workouts and {proposal.minutes} minutes a
                week.
              </p>
            )}
            <button
              type="button"
              className="btn btn-primary btn-sm"
              disabled={settingUp}
              onClick={() => void setUp()}
            >
              {settingUp ? 'Setting up...' : 'Setup Goals'}
            </button>
            <button type="button" className="btn btn-ghost btn-xs" onClick={() => setAdding(true)}>
              Or add one goal
            </button>
          </div>
        )}
      </div>
    </section>
  );
}
