import { Calendar, Dumbbell, House, type LucideIcon, TrendingUp } from 'lucide-react';
import { paths } from '@/config/paths.ts';

/** The four main destinations of the small-screen menu and the bottom bar (seed 000 section 2). */
export const MAIN_LINKS: { label: string; href: string; icon: LucideIcon }[] = [
  { label: 'Home', href: paths.dashboard.getHref(), icon: House },
  { label: 'Workouts', href: paths.workouts.getHref(), icon: Dumbbell },
  { label: 'Progress', href: paths.progress.getHref(), icon: TrendingUp },
  { label: 'Calendar', href: paths.calendar.getHref(), icon: Calendar },
];
