import type { ActivityType } from '@contract/mile-tracker.ts';
import { Bike, Footprints, type LucideProps, PersonStanding } from 'lucide-react';

const ICONS = { run: Footprints, walk: PersonStanding, bike: Bike } as const;

export function ActivityIcon({ activity, ...props }: { activity: ActivityType } & LucideProps) {
  const Icon = ICONS[activity];
  return <Icon aria-hidden {...props} />;
}
