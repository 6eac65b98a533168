import { MILE_UNITS } from '@contract/mile-rules.ts';
import { formatPace, useUnits } from '@/lib/units.ts';
import { formatDuration, formatTracked } from '../format.ts';

export interface SplitRow {
  mileNumber: number;
  splitTime: number;
  cumulativeTime: number;
  /** Thousandths of a mile; whole when absent. */
  distance?: number;
  pace?: number | null;
}

/**
 * Each mile with its time and the running total; the partial last mile says so, unsaved miles too.
 * A session is split by the mile for everyone: a metric member reads each mile as the 1.61 km it
 * is, with its pace per kilometre.
 */
export function SplitsList({
  splits,
  unsaved = new Set<number>(),
  emptyText = 'No miles yet. Complete your first mile!',
}: {
  splits: SplitRow[];
  unsaved?: ReadonlySet<number>;
  emptyText?: string;
}) {
  const units = useUnits();
  const metric = units === 'metric';
  if (splits.length === 0) {
    return (
      <p className="rounded-box border border-dashed border-base-300 p-4 text-center opacity-80">
        {emptyText}
      </p>
    );
  }
  return (
    <ol aria-label="Splits" className="flex flex-col gap-2">
      {splits.map((split) => {
        const partial = split.distance !== undefined && split.distance < MILE_UNITS;
        // A whole mile's time is its pace per mile; per kilometre, and for a partial mile, it is said.
        const pace = partial
          ? formatPace(split.pace ?? null, units)
          : metric
            ? formatPace(split.splitTime, units)
            : null;
        return (
          <li
            key={split.mileNumber}
            className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-box bg-base-100 px-4 py-3"
          >
            <span className="font-semibold">Mile {split.mileNumber}</span>
            {partial ? (
              <span className="badge badge-ghost badge-sm">
                Partial · {formatTracked(split.distance ?? 0, units)}
              </span>
            ) : (
              metric && <span className="badge badge-ghost badge-sm">{formatTracked(MILE_UNITS, units)}</span>
            )}
            {unsaved.has(split.mileNumber) && (
              <span className="badge badge-warning badge-outline badge-sm">Not saved yet</span>
            )}
            <span className="ml-auto font-mono text-lg tabular-nums">{formatDuration(split.splitTime)}</span>
            <span className="w-full text-right text-xs opacity-70 sm:w-auto">
              {pace ? `${pace} · ` : ''}Total {formatDuration(split.cumulativeTime)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
