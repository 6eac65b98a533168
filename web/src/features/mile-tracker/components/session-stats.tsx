import { Gauge, Hash, Ruler, Timer } from 'lucide-react';
import { FigureCards } from '@/components/figure-cards.tsx';
import { formatPace, useUnits } from '@/lib/units.ts';
import { formatDuration, formatTracked } from '../format.ts';

/**
 * The four stats cards: distance, time, average pace ('--:--' until a mile is done) and current
 * mile, distance and pace in the member's units.
 */
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
  const units = useUnits();
  const figures = [
    { label: 'Distance', value: formatTracked(thousandths, units), icon: Ruler },
    { label: 'Time', value: formatDuration(seconds), icon: Timer },
    { label: 'Average Pace', value: formatPace(pace, units), icon: Gauge },
    { label: 'Current Mile', value: String(currentMile), icon: Hash },
  ];
  return (
    <FigureCards
      label="Session stats"
      figures={figures}
      columns="grid-cols-2 md:grid-cols-4"
      valueClassName="text-xl tabular-nums md:text-2xl"
    />
  );
}
