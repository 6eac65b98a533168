import { useQuery } from '@tanstack/react-query';
import { Clock, Dumbbell, Flame, Trophy } from 'lucide-react';
import { FigureCards } from '@/components/figure-cards.tsx';
import { formatFigure } from '@/lib/units.ts';
import { statsQueries } from '../api.ts';

/** The stats row: skeleton, the figures, or "Unable to load stats". */
export function StatsRow() {
  const stats = useQuery(statsQueries.summary());
  if (stats.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" role="status" aria-label="Loading stats">
        {[0, 1, 2, 3].map((index) => (
          <div key={index} className="skeleton h-24 rounded-box" />
        ))}
      </div>
    );
  }
  if (stats.isError) {
    return (
      <p role="alert" className="alert alert-error">
        Unable to load stats
      </p>
    );
  }
  const figures = [
    { label: 'Total Workouts', value: formatFigure(stats.data.totalWorkouts), icon: Dumbbell },
    { label: 'Hours Trained', value: stats.data.totalHours.toFixed(1), icon: Clock },
    { label: 'Calories Burned', value: formatFigure(stats.data.caloriesBurned), icon: Flame },
    { label: 'Personal Records', value: formatFigure(stats.data.personalRecords), icon: Trophy },
  ];
  return <FigureCards label="Your stats" figures={figures} columns="grid-cols-2 lg:grid-cols-4" />;
}
