import type { User } from '@contract/user.ts';
import { Crown, Flame, Play } from 'lucide-react';
import { Link } from 'react-router';
import { UserAvatar } from '@/components/user-avatar.tsx';
import { paths } from '@/config/paths.ts';
import { displayNameOf, greetingFor, streakLabel } from '@/lib/greeting.ts';

/** The top of the dashboard: greeting by the hour, picture, current streak, Premium or upgrade. */
export function WelcomeBanner({
  user,
  onStartWorkout,
  now = new Date(),
}: {
  user: User;
  onStartWorkout: () => void;
  now?: Date;
}) {
  const isPremium = user.subscriptionStatus === 'active';
  return (
    <section
      aria-label="Welcome"
      className="card bg-gradient-to-br from-primary/25 via-base-200 to-secondary/15 shadow-lg"
    >
      <div className="card-body gap-4 md:flex-row md:items-center">
        <div className="flex flex-1 items-center gap-4">
          <UserAvatar user={user} size="lg" />
          <div className="min-w-0">
            <h1 className="text-2xl font-bold md:text-3xl">
              {greetingFor(now)}, {displayNameOf(user)}
            </h1>
            <p className="opacity-75">Ready to crush today's workout?</p>
            <button type="button" className="btn btn-primary btn-sm mt-3" onClick={onStartWorkout}>
              <Play size={16} aria-hidden />
              Start Workout
            </button>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <div className="flex items-center gap-2 rounded-box bg-base-100/60 px-4 py-2">
            <Flame className="text-primary" aria-hidden />
            <div>
              <p className="text-xs uppercase tracking-wide opacity-70">Current Streak</p>
              <p className="text-lg font-bold">{streakLabel(user.streak)}</p>
            </div>
          </div>
          {isPremium ? (
            <span className="badge badge-warning gap-1 py-3 font-semibold">
              <Crown size={14} aria-hidden />
              Premium
            </span>
          ) : (
            <Link to={paths.subscription.getHref()} className="btn btn-outline btn-warning btn-sm">
              <Crown size={16} aria-hidden />
              Upgrade to Premium
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
