import { useQuery } from '@tanstack/react-query';
import { Crown } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths.ts';
import { subscriptionQuery } from '@/lib/subscription-status.ts';
import { daysLeft, longDate, settingsBanner, settingsStatus } from '../labels.ts';

/** Settings: the banner of the member's status, pointing to the subscription card. */
export function SettingsSubscriptionBanner() {
  const { data } = useQuery(subscriptionQuery());
  const banner = data ? settingsBanner(data.subscriptionStatus) : undefined;
  if (!data || !banner) return null;
  return (
    <div className="alert flex flex-wrap items-center justify-between border border-warning/30 bg-warning/10">
      <span className="flex items-center gap-2">
        <Crown size={18} className="text-warning" aria-hidden />
        {banner.text}
        {data.isFreeTrialActive && ` ${daysLeft(data.daysRemaining)}.`}
      </span>
      <a href="#subscription" className="btn btn-warning btn-sm">
        {banner.action}
      </a>
    </div>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex justify-between gap-4 border-b border-base-300 py-2 last:border-0">
      <dt className="opacity-70">{label}</dt>
      <dd className="text-right font-medium">{value}</dd>
    </div>
  );
}

/** Settings: the subscription card (anchor #subscription). */
export function SettingsSubscriptionCard() {
  const subscription = useQuery(subscriptionQuery());
  const data = subscription.data;
  const status = data ? settingsStatus(data.subscriptionStatus) : undefined;
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
        {subscription.isPending && (
          <div className="skeleton h-40 rounded-box" role="status" aria-label="Loading subscription" />
        )}
        {subscription.isError && (
          <div role="alert">
            <p className="font-semibold text-error">Unable to load subscription</p>
            <p className="text-sm opacity-75">There was an error loading your subscription information.</p>
          </div>
        )}
        {data && status && (
          <>
            <div className="flex flex-wrap items-center gap-2">
              <span className={`badge ${status.tone}`}>{status.badge}</span>
              {data.isFreeTrialActive && (
                <span className="text-sm font-medium">{daysLeft(data.daysRemaining)}</span>
              )}
            </div>
            <p className="text-sm opacity-80">{status.description}</p>
            <dl className="text-sm">
              <Row label="Status" value={status.badge} />
              <Row label="Started" value={longDate(data.subscriptionStartDate)} />
              {data.subscriptionStatus === 'free_trial' ? (
                <Row label="Trial Ends" value={longDate(data.trialEndsAt)} />
              ) : (
                <Row
                  label={
                    data.isActive && (data.cancelAtPeriodEnd || !data.billedByStripe)
                      ? 'Access Ends'
                      : 'Next Billing'
                  }
                  value={data.isActive ? longDate(data.currentPeriodEnd) : 'N/A'}
                />
              )}
              <Row label="Member Since" value={longDate(data.memberSince)} />
              <Row label="Last Updated" value={longDate(data.updatedAt)} />
              {data.lastPaymentDate && <Row label="Last Payment" value={longDate(data.lastPaymentDate)} />}
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
