import { SET_KINDS, type SetKind, STRENGTH_LOG_LIMITS } from '@contract/set-log-rules.ts';
import type { Units } from '@contract/units.ts';
import { Check, X } from 'lucide-react';
import { weightText, weightUnit } from '@/lib/units.ts';
import type { LiveSet, SetField } from '../live-session-state.ts';
import { formatSet, type PreviousSet } from '../previous-sets.ts';

export const KIND_LABELS: Record<SetKind, string> = {
  warmup: 'Warm-up',
  working: 'Working',
  drop: 'Drop set',
  failure: 'To failure',
};

const RPE_CHOICES: string[] = [];
for (let rpe = STRENGTH_LOG_LIMITS.rpeMin; rpe <= STRENGTH_LOG_LIMITS.rpeMax; rpe += 0.5)
  RPE_CHOICES.push(String(rpe));

/** Where focus goes when a tick leads to this set (the next exercise of a superset). */
export const tickButtonId = (setKey: string) => `live-set-tick-${setKey}`;

/** The five columns every set row and the heading row share: they fit 390 px, and stay compact on wide screens. */
export const SET_COLUMNS =
  'grid grid-cols-[1.75rem_minmax(0,1fr)_4.25rem_3.5rem_2.75rem] items-center gap-x-2 sm:grid-cols-[2rem_10rem_5rem_4.5rem_2.75rem]';

interface SetRowProps {
  set: LiveSet;
  number: number;
  /** The session's units: the weight field's and last session's. */
  units: Units;
  previous: PreviousSet | null;
  /** While last session is loading, the previous cell says so. */
  previousLoading: boolean;
  /** Why the last tick was refused (nothing typed and no previous set), or null. */
  error: string | null;
  highlighted: boolean;
  onChange: (field: SetField, value: string) => void;
  onToggle: () => void;
  onRemove: () => void;
}

/**
 * One set: last session's set in the same place (greyed), weight, reps, kind, RPE and the tick.
 * Empty fields show last session's values as placeholders: a tick records them.
 */
export function SetRow({
  set,
  number,
  units,
  previous,
  previousLoading,
  error,
  highlighted,
  onChange,
  onToggle,
  onRemove,
}: SetRowProps) {
  const errorId = `set-error-${set.key}`;
  const field = 'input h-11 w-full px-2 text-center tabular-nums';
  return (
    <li
      className={`flex flex-col gap-2 rounded-box p-1 ${set.done ? 'bg-success/10' : ''} ${
        highlighted ? 'ring-2 ring-primary' : ''
      }`}
    >
      <div className={SET_COLUMNS}>
        <span className="text-center font-semibold" aria-hidden>
          {set.kind === 'warmup' ? 'W' : number}
        </span>
        <span className="truncate text-sm opacity-50">
          {previousLoading ? '…' : previous ? formatSet(previous, units) : '—'}
        </span>
        <input
          className={field}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-label={`Set ${number} weight in ${units === 'metric' ? 'kg' : 'lb'}`}
          placeholder={previous ? weightText(previous.weight, units) : weightUnit(units)}
          value={set.weight}
          readOnly={set.done}
          onChange={(event) => onChange('weight', event.target.value)}
        />
        <input
          className={field}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-label={`Set ${number} reps`}
          placeholder={previous ? String(previous.reps) : 'reps'}
          value={set.reps}
          readOnly={set.done}
          onChange={(event) => onChange('reps', event.target.value)}
        />
        <button
          id={tickButtonId(set.key)}
          type="button"
          className={`btn btn-square h-11 min-h-11 w-11 ${set.done ? 'btn-success' : 'btn-outline'}`}
          aria-label={`Complete set ${number}`}
          aria-pressed={set.done}
          aria-describedby={error ? errorId : undefined}
          onClick={onToggle}
        >
          <Check size={20} aria-hidden />
        </button>
      </div>
      <div className={SET_COLUMNS}>
        <select
          className="select col-span-2 h-11 w-full"
          aria-label={`Set ${number} kind`}
          value={set.kind}
          onChange={(event) => onChange('kind', event.target.value)}
        >
          {SET_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_LABELS[kind]}
            </option>
          ))}
        </select>
        <select
          className="select col-span-2 h-11 w-full"
          aria-label={`Set ${number} RPE`}
          value={set.rpe}
          onChange={(event) => onChange('rpe', event.target.value)}
        >
          <option value="">RPE –</option>
          {RPE_CHOICES.map((rpe) => (
            <option key={rpe} value={rpe}>
              RPE {rpe}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="btn btn-ghost btn-square h-11 min-h-11 w-11"
          aria-label={`Remove set ${number}`}
          onClick={onRemove}
        >
          <X size={18} aria-hidden />
        </button>
      </div>
      {error && (
        <p id={errorId} className="px-1 text-sm text-error">
          {error}
        </p>
      )}
    </li>
  );
}
