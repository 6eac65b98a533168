import { Gauge, Hash, Ruler, Timer } from 'lucide-react';
import { formatDuration, formatMiles, formatPace } from '../format.ts';

/** The four stats cards: distance, time, average pace ('--:--' until a mile is done) and current mile. */
export function SessionStats({
  thousandths,
  seconds,
  pace,
  currentMile,
}: {
  thousandths: number;
  seconds: number;
  pace: number | null;
  currentMile: number;
}) {
  const figures = [
    { label: 'Distance', value: `${formatMiles(thousandths)} mi`, icon: Ruler },
    { label: 'Time', value: formatDuration(seconds), icon: Timer },
    {
      label: 'Average Pace',
      value: pace === null ? formatPace(null) : `${formatPace(pace)} /mi`,
      icon: Gauge,
    },
    { label: 'Current Mile', value: String(currentMile), icon: Hash },
  ];
  return (
    <section aria-label="Session stats">
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-4">
        {figures.map(({ label, value, icon: Icon }) => (
          <div
            key={label}
            className="grid grid-cols-[auto_1fr] items-center gap-x-3 rounded-box bg-base-200 p-4"
          >
            {/* The term and its value are direct children of the group, as a definition list needs. */}
            <Icon className="row-span-2 shrink-0 text-primary" aria-hidden />
            <dt className="min-w-0 text-xs uppercase tracking-wide opacity-70">{label}</dt>
            <dd className="min-w-0 text-xl font-bold tabular-nums md:text-2xl">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
