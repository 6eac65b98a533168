import { Calendar, Dumbbell, House, type LucideIcon, TrendingUp } from 'lucide-react';
import { paths } from '@/config/paths.ts';

/**
 * The four main destinations: the header's links on wider screens, the
 * small-screen menu and the bottom bar. The header names home by the page's title.
 */
export const MAIN_LINKS: { label: string; headerLabel?: string; href: string; icon: LucideIcon }[] = [
  { label: 'Home', headerLabel: 'Dashboard', href: paths.dashboard.getHref(), icon: House },
  { label: 'Workouts', href: paths.workouts.getHref(), icon: Dumbbell },
  { label: 'Progress', href: paths.progress.getHref(), icon: TrendingUp },
  { label: 'Calendar', href: paths.calendar.getHref(), icon: Calendar },
];
