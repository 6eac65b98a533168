import {
  Apple,
  Calendar,
  Crown,
  Dumbbell,
  House,
  IdCard,
  type LucideIcon,
  MapPin,
  Settings,
  TrendingUp,
  Trophy,
  Users,
  Utensils,
} from 'lucide-react';
import { paths } from '@/config/paths.ts';

export interface MainLink {
  label: string;
  /** The bottom bar's shorter name, where it has one. */
  barLabel?: string;
  href: string;
  icon: LucideIcon;
  /** One of the four daily destinations: in the bottom bar on phones and inline in the wide header. */
  daily: boolean;
}

/**
 * Every area of the app, in menu order: the menu lists them all, the bottom bar and the wide
 * header show the daily ones, so each area is one tap from the menu on every page.
 */
export const MAIN_LINKS: readonly MainLink[] = [
  { label: 'Dashboard', barLabel: 'Home', href: paths.dashboard.getHref(), icon: House, daily: true },
  { label: 'Workouts', href: paths.workouts.getHref(), icon: Dumbbell, daily: true },
  { label: 'Progress', href: paths.progress.getHref(), icon: TrendingUp, daily: true },
  { label: 'Calendar', href: paths.calendar.getHref(), icon: Calendar, daily: true },
  { label: 'Mile Tracker', href: paths.mileTracker.getHref(), icon: MapPin, daily: false },
  { label: 'Community', href: paths.community.getHref(), icon: Users, daily: false },
  { label: 'Leaderboard', href: paths.leaderboard.getHref(), icon: Trophy, daily: false },
  { label: 'Meal Plans', href: paths.mealPlans.getHref(), icon: Utensils, daily: false },
  { label: 'Food Log', href: paths.foodLog.getHref(), icon: Apple, daily: false },
  { label: 'Trainers', href: paths.trainers.getHref(), icon: IdCard, daily: false },
  { label: 'Premium', href: paths.subscription.getHref(), icon: Crown, daily: false },
  { label: 'Settings', href: paths.settings.getHref(), icon: Settings, daily: false },
];

export const DAILY_LINKS = MAIN_LINKS.filter((link) => link.daily);
