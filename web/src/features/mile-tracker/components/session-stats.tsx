import { Gauge, Hash, Ruler, Timer } from 'lucide-react';
import { FigureCards } from '@/components/figure-cards.tsx';
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
    <FigureCards
      label="Session stats"
      figures={figures}
      columns="grid-cols-2 md:grid-cols-4"
      valueClassName="text-xl tabular-nums md:text-2xl"
    />
  );
}
