import type { ExerciseRecords as Records } from '@contract/strength-log.ts';
import type { Units } from '@contract/units.ts';
import { Dumbbell, Gauge, Layers, Repeat } from 'lucide-react';
import { longDate } from '@/lib/dates.ts';
import { formatWeight, useUnits } from '@/lib/units.ts';

// A lifted weight reads as typed (two decimals); an estimate and a volume are worked out, to the tenth.
const RECORDS = [
  {
    kind: 'heaviestWeight',
    term: 'Heaviest weight',
    icon: Dumbbell,
    unit: (value: number, units: Units) => formatWeight(value, units),
  },
  {
    kind: 'bestEstimatedOneRepMax',
    term: 'Best estimated 1RM',
    icon: Gauge,
    unit: (value: number, units: Units) => formatWeight(value, units, { decimals: 1 }),
  },
  {
    kind: 'bestSetVolume',
    term: 'Best set volume',
    icon: Layers,
    unit: (value: number, units: Units) => formatWeight(value, units, { decimals: 1 }),
  },
  {
    kind: 'mostReps',
    term: 'Most reps',
    icon: Repeat,
    unit: (value: number) => `${value} ${value === 1 ? 'rep' : 'reps'}`,
  },
] as const;

/** The exercise's four records, each with the day it was set; warm-ups count toward none. */
export function ExerciseRecords({ records }: { records: Records }) {
  const units = useUnits();
  return (
    <section aria-labelledby="records-title" className="flex flex-col gap-3">
      <h2 id="records-title" className="text-xl font-semibold">
        Records
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {RECORDS.map(({ kind, term, icon: Icon, unit }) => {
          const record = records[kind];
          return (
            <div key={kind} className="flex min-w-0 flex-col gap-1 rounded-box bg-base-200 p-3 sm:p-4">
              <dt className="flex items-center gap-2 text-xs uppercase tracking-wide opacity-70">
                <Icon size={16} className="shrink-0 text-primary" aria-hidden />
                {term}
              </dt>
              <dd className="text-xl font-bold tabular-nums sm:text-2xl">
                {record ? unit(record.value, units) : '—'}
              </dd>
              <dd className="text-sm opacity-70">
                {record ? longDate(new Date(record.date)) : <span className="sr-only">Not set yet</span>}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
