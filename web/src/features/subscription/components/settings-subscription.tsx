import { useQuery } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { useSignedInUser } from '@/lib/current-user.ts';
import { subscriptionQuery } from '@/lib/subscription-status.ts';
import { daysLeft, longDate, settingsBanner, settingsStatus } from '../labels.ts';

/**
 * Settings: the banner of the member's status, pointing to the subscription card. Until the
 * subscription arrives it stands in the shape the profile's status gives it, text invisible, so the
 * cards below do not move down when it comes.
 */
export function SettingsSubscriptionBanner() {
  const { data } = useQuery(subscriptionQuery());
  const { subscriptionStatus } = useSignedInUser();
  const status = data?.subscriptionStatus ?? subscriptionStatus;
  const banner = settingsBanner(status);
  if (!banner) return null;
  // While loading, a trial's banner is as long as with the days it will name.
  const days = data
    ? data.isFreeTrialActive && daysLeft(data.daysRemaining)
    : status === 'free_trial' && daysLeft(7);
  return (
    <div
      className={`alert flex flex-wrap items-center justify-between border ${data ? 'border-warning/30 bg-warning/10' : 'skeleton border-transparent'}`}
      {...(data ? {} : { role: 'status', 'aria-label': 'Loading subscription' })}
    >
      <span className={`flex items-center gap-2 ${data ? '' : 'invisible'}`} aria-hidden={!data || undefined}>
        <Crown size={18} className="text-warning" aria-hidden />
        {banner.text}
        {days && ` ${days}.`}
      </span>
      {data ? (
        <a href="#subscription" className="btn btn-warning btn-sm">
          {banner.action}
        </a>
      ) : (
        <span className="btn btn-sm invisible" aria-hidden>
          {banner.action}
        </span>
      )}
    </div>
  );
}

/** A value still loading: a bar of about a date's length in the line the value will take. */
function Placeholder() {
  return <span className="skeleton inline-block h-4 w-24 align-middle" />;
}

/** A label and its value; no value yet shows the placeholder. */
function Row({ label, value }: { label: string; value: string | undefined }) {
  return (
    <div className="flex justify-between gap-4 border-b border-base-300 py-2 last:border-0">
      <dt className="opacity-70">{label}</dt>
      <dd className="text-right font-medium">{value ?? <Placeholder />}</dd>
    </div>
  );
}

/** Settings: the subscription card (anchor #subscription). */
export function SettingsSubscriptionCard() {
  const subscription = useQuery(subscriptionQuery());
  const data = subscription.data;
  const { subscriptionStatus } = useSignedInUser();
  const shownStatus = data?.subscriptionStatus ?? subscriptionStatus;
  const status = settingsStatus(shownStatus);
  return (
    <section
      id="subscription"
      aria-labelledby="subscription-card-title"
      className="card scroll-mt-20 bg-base-200"
    >
      <div className="card-body gap-3">
        <h2 id="subscription-card-title" className="card-title">
          <Crown size={18} className="text-warning" aria-hidden />
          Subscription
        </h2>
        {subscription.isError && (
          <div role="alert">
            <p className="font-semibold text-error">Unable to load subscription</p>
            <p className="text-sm opacity-75">There was an error loading your subscription information.</p>
          </div>
        )}
        {/* While loading, the card stands as the profile's status shapes it, a placeholder for each value. */}
        {!subscription.isError && (
          <>
            <div className="flex flex-wrap items-center gap-2" aria-busy={!data}>
              <span className={`badge ${status.tone}`}>{status.badge}</span>
              {shownStatus === 'free_trial' && (
                <span className="text-sm font-medium">
                  {data ? daysLeft(data.daysRemaining) : <Placeholder />}
                </span>
              )}
            </div>
            <p className="text-sm opacity-80">{status.description}</p>
            <dl className="text-sm">
              <Row label="Status" value={status.badge} />
              <Row label="Started" value={data && longDate(data.subscriptionStartDate)} />
              {shownStatus === 'free_trial' ? (
                <Row label="Trial Ends" value={data && longDate(data.trialEndsAt)} />
              ) : (
                <Row
                  label={
                    data?.isActive && (data.cancelAtPeriodEnd || !data.billedByStripe)
                      ? 'Access Ends'
                      : 'Next Billing'
                  }
                  value={data && (data.isActive ? longDate(data.currentPeriodEnd) : 'N/A')}
                />
              )}
              <Row label="Member Since" value={data && longDate(data.memberSince)} />
              <Row label="Last Updated" value={data && longDate(data.updatedAt)} />
              {data?.lastPaymentDate && <Row label="Last Payment" value={longDate(data.lastPaymentDate)} />}
            </dl>
            <Link to={paths.subscription.getHref()} className="btn btn-outline btn-sm self-start">
              Open Premium
            </Link>
          </>
        )}
      </div>
    </section>
  );
}
