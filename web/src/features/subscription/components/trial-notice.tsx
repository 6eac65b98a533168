import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { usePremiumAccess } from '@/lib/subscription-status.ts';
import { daysLeft, longDate } from '../dates.ts';

/** The dashboard's line about the trial: days left while it runs, the way back once it ended. */
export function TrialNotice() {
  const { subscription } = usePremiumAccess();
  if (!subscription || subscription.isActive) return null;
  if (subscription.isFreeTrialActive) {
    return (
      <section
        aria-label="Free trial"
        className="flex flex-wrap items-center gap-3 rounded-box border border-info/40 bg-info/10 p-3"
      >
        <Crown size={18} className="text-info" aria-hidden />
        <p className="text-sm">
          <span className="font-semibold">Free Trial: {daysLeft(subscription.daysRemaining)}.</span> Premium
          is yours until {longDate(subscription.trialEndsAt)}.
        </p>
        <Link to={paths.subscription.getHref()} className="btn btn-info btn-sm ml-auto">
          See Premium
        </Link>
      </section>
    );
  }
  return (
    <section
      aria-label="Premium ended"
      className="flex flex-wrap items-center gap-3 rounded-box border border-warning/40 bg-warning/10 p-3"
    >
      <Crown size={18} className="text-warning" aria-hidden />
      <p className="text-sm">
        Your free trial has ended. Your workouts and history stay yours; Premium features wait.
      </p>
      <Link to={paths.subscription.getHref()} className="btn btn-warning btn-sm ml-auto">
        Upgrade to Premium
      </Link>
    </section>
  );
}
