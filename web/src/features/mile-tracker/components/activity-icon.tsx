import type { ActivityType } from '@contract/mile-tracker.ts';
import { Bike, Footprints, type LucideProps, PersonStanding } from 'lucide-react';

const ICONS = { run: Footprints, walk: PersonStanding, bike: Bike } as const;

/** The activity's icon; it keeps its size in a crowded row (a flex item would shrink it to nothing). */
export function ActivityIcon({
  activity,
  className = '',
  ...props
}: { activity: ActivityType } & LucideProps) {
  const Icon = ICONS[activity];
  return <Icon aria-hidden className={`shrink-0 ${className}`} {...props} />;
}
