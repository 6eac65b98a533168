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
          <div key={label} className="flex items-center gap-3 rounded-box bg-base-200 p-4">
            <Icon className="shrink-0 text-primary" aria-hidden />
            <div className="min-w-0">
              <dt className="text-xs uppercase tracking-wide opacity-70">{label}</dt>
              <dd className="text-xl font-bold tabular-nums md:text-2xl">{value}</dd>
            </div>
          </div>
        ))}
      </dl>
    </section>
  );
}
