import { useQuery } from '@tanstack/react-query';
import { Clock, Dumbbell, Flame, Trophy } from 'lucide-react';
import { statsQueries } from '../api.ts';

/** Seed 000 section 2, Stats row: skeleton, the figures, or "Unable to load stats". */
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
    { label: 'Total Workouts', value: stats.data.totalWorkouts.toLocaleString(), icon: Dumbbell },
    { label: 'Hours Trained', value: stats.data.totalHours.toFixed(1), icon: Clock },
    { label: 'Calories Burned', value: stats.data.caloriesBurned.toLocaleString(), icon: Flame },
    { label: 'Personal Records', value: stats.data.personalRecords.toLocaleString(), icon: Trophy },
  ];
  return (
    <section aria-label="Your stats">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {figures.map(({ label, value, icon: Icon }) => (
          <div
            key={label}
            className="grid grid-cols-[auto_1fr] items-center gap-x-3 rounded-box bg-base-200 p-4"
          >
            {/* The term and its value are direct children of the group, as a definition list needs. */}
            <Icon className="row-span-2 shrink-0 text-primary" aria-hidden />
            <dt className="text-xs uppercase tracking-wide opacity-70">{label}</dt>
            <dd className="text-2xl font-bold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
