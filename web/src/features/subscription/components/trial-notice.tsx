import { Crown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { usePremiumAccess } from '@/lib/subscription-status.ts';
import { daysLeft, longDate } from '../dates.ts';

/** The dashboard's line about the trial: days left while it runs, the way back once it ended. */
export function TrialNotice() {
  const { subscription } = usePremiumAccess();
  const { subscriptionStatus } = useSignedInUser();
  if (!subscription) {
    // The figures are still loading. A member the profile already calls a subscriber sees no
    // notice; for the others its room is kept, so the cards below do not move down when it comes.
    return subscriptionStatus === 'active' ? null : <TrialNoticeSpace />;
  }
  if (subscription.isActive) return null;
  if (subscription.isFreeTrialActive) {
    return (
      <NoticeBox label="Free trial" tone="info" action="See Premium">
        <span className="font-semibold">Free Trial: {daysLeft(subscription.daysRemaining)}.</span> Premium is
        yours until {longDate(subscription.trialEndsAt)}.
      </NoticeBox>
    );
  }
  return (
    <NoticeBox label="Premium ended" tone="warning" action="Upgrade to Premium">
      Your free trial has ended. Your workouts and history stay yours; Premium features wait.
    </NoticeBox>
  );
}

const TONES = {
  info: { box: 'border-info/40 bg-info/10', icon: 'text-info', button: 'btn-info' },
  warning: { box: 'border-warning/40 bg-warning/10', icon: 'text-warning', button: 'btn-warning' },
} as const;

function NoticeBox({
  label,
  tone,
  action,
  children,
}: {
  label: string;
  tone: keyof typeof TONES;
  action: string;
  children: ReactNode;
}) {
  const colors = TONES[tone];
  return (
    <section
      aria-label={label}
      className={`flex flex-wrap items-center gap-3 rounded-box border p-3 ${colors.box}`}
    >
      <Crown size={18} className={colors.icon} aria-hidden />
      <p className="text-sm">{children}</p>
      <Link to={paths.subscription.getHref()} className={`btn btn-sm ml-auto ${colors.button}`}>
        {action}
      </Link>
    </section>
  );
}

/**
 * The trial notice's shape with its longest wording (the longest month), its text invisible: it
 * wraps as the notice will at any width, so it takes the notice's height.
 */
function TrialNoticeSpace() {
  return (
    <div
      role="status"
      aria-label="Loading your trial"
      className="skeleton flex flex-wrap items-center gap-3 rounded-box border border-transparent p-3"
    >
      <Crown size={18} className="invisible" aria-hidden />
      <p className="invisible text-sm" aria-hidden>
        <span className="font-semibold">Free Trial: 7 days left.</span> Premium is yours until September 30,
        2026.
      </p>
      <span className="btn btn-sm invisible ml-auto" aria-hidden>
        See Premium
      </span>
    </div>
  );
}
