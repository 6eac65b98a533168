import { formatUsd, PRICING } from '@contract/pricing.ts';
import { useQuery } from '@tanstack/react-query';
import { AlertTriangle, CreditCard, Crown, Hourglass, RotateCcw, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@/components/dialog.tsx';
import { useToast } from '@/components/toast.tsx';
import { paths } from '@/config/paths.ts';
import { subscriptionQuery } from '@/lib/subscription-status.ts';
import { subscriptionQueries, useActivateSubscription, useCancelSubscription } from '../api.ts';
import { PREMIUM_FEATURES } from '../features.ts';
import { daysLeft, longDate, subscriptionActions, subscriptionLabel } from '../labels.ts';
import { PremiumFeaturesCard } from './premium-features-card.tsx';

const CANCELLED = {
  title: 'Subscription Cancelled',
  description:
    'Your subscription has been cancelled. You can continue using the product until your current period ends.',
};

function PaymentHistory() {
  const payments = useQuery(subscriptionQueries.payments());
  return (
    <section aria-labelledby="payments-title" className="card bg-base-200">
      <div className="card-body gap-3">
        <h2 id="payments-title" className="card-title text-lg">
          <CreditCard size={18} aria-hidden />
          Payments
        </h2>
        {payments.isPending && (
          <div className="skeleton h-12 rounded-box" role="status" aria-label="Loading payments" />
        )}
        {payments.isError && (
          <p role="alert" className="text-sm text-error">
            Unable to load payments
          </p>
        )}
        {payments.isSuccess && payments.data.length === 0 && (
          <p className="text-sm opacity-70">No payments yet.</p>
        )}
        {payments.isSuccess && payments.data.length > 0 && (
          <ul className="flex flex-col gap-2 text-sm">
            {payments.data.map((payment) => (
              <li key={payment.id} className="flex justify-between gap-2 rounded-box bg-base-100 p-3">
                <span>
                  {payment.description ?? 'Payment'} · {longDate(payment.createdAt)}
                </span>
                <span className="font-semibold">
                  {formatUsd(payment.amount)} {payment.currency.toUpperCase()}
                </span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** /subscription: badge, trial banner, status card, features, actions, expired notice. */
export function SubscriptionOverview() {
  const subscription = useQuery(subscriptionQuery());
  const cancel = useCancelSubscription();
  const activate = useActivateSubscription();
  const toast = useToast();
  const [confirming, setConfirming] = useState(false);

  if (subscription.isPending) {
    return (
      <div className="flex flex-col gap-4" role="status" aria-label="Loading subscription">
        <div className="skeleton h-8 w-40" />
        <div className="skeleton h-40 rounded-box" />
        <div className="skeleton h-64 rounded-box" />
      </div>
    );
  }
  if (subscription.isError) {
    return (
      <div role="alert" className="card bg-base-200">
        <div className="card-body items-center text-center">
          <AlertTriangle size={28} className="text-error" aria-hidden />
          <h2 className="text-lg font-bold">Unable to load subscription</h2>
          <p className="opacity-75">There was an error loading your subscription information.</p>
        </div>
      </div>
    );
  }

  const data = subscription.data;
  const label = subscriptionLabel(data);
  const actions = subscriptionActions(data);
  const doCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        toast(CANCELLED);
      },
      onError: () => {
        setConfirming(false);
        toast({ title: 'Error', description: 'Failed to cancel subscription', variant: 'destructive' });
      },
    });
  const doActivate = () =>
    activate.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Subscription Activated', description: 'Premium will renew as before.' }),
      onError: () =>
        toast({ title: 'Error', description: 'Failed to activate subscription', variant: 'destructive' }),
    });

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center gap-2">
        <span className={`badge badge-lg gap-1 ${data.hasPremium ? 'badge-warning' : 'badge-ghost'}`}>
          <Crown size={14} aria-hidden />
          {label}
        </span>
        {data.cancelAtPeriodEnd && (
          <span className="badge badge-lg badge-outline">Cancels {longDate(data.currentPeriodEnd)}</span>
        )}
      </div>

      {data.isFreeTrialActive && (
        <section aria-label="Trial time left" className="alert border border-info/40 bg-info/10">
          <Hourglass size={20} className="text-info" aria-hidden />
          <div>
            <p className="font-semibold">Free Trial: {daysLeft(data.daysRemaining)}</p>
            <p className="text-sm opacity-80">
              Every Premium feature is open until {longDate(data.trialEndsAt)}
              {data.cancelAtPeriodEnd ? ', then your trial ends.' : '.'}
            </p>
          </div>
        </section>
      )}

      {data.paymentFailed && data.subscriptionStatus !== 'expired' && (
        <p role="alert" className="alert alert-warning">
          Your last payment did not go through. Update your card with Stripe to keep Premium.
        </p>
      )}

      <section aria-labelledby="status-card-title" className="card bg-base-200">
        <div className="card-body gap-3">
          <h2 id="status-card-title" className="card-title">
            {label}
          </h2>
          <p className="text-3xl font-extrabold">
            {data.isFreeTrialActive ? '$0.00' : formatUsd(PRICING.monthlyPriceCents)}
            <span className="text-base font-normal opacity-70">
              {data.isFreeTrialActive
                ? ` for ${PRICING.trialDays} days, then ${formatUsd(PRICING.monthlyPriceCents)}/month`
                : ' / month'}
            </span>
          </p>
          <dl className="grid gap-2 text-sm sm:grid-cols-3">
            <div className="rounded-box bg-base-100 p-3">
              <dt className="opacity-70">Days remaining</dt>
              <dd className="text-lg font-bold">{data.hasPremium ? data.daysRemaining : 0}</dd>
            </div>
            <div className="rounded-box bg-base-100 p-3">
              <dt className="opacity-70">Started</dt>
              <dd className="font-semibold">{longDate(data.subscriptionStartDate)}</dd>
            </div>
            <div className="rounded-box bg-base-100 p-3">
              <dt className="opacity-70">
                {data.isFreeTrialActive ? 'Trial ends' : data.cancelAtPeriodEnd ? 'Access ends' : 'Renews'}
              </dt>
              <dd className="font-semibold">{data.hasPremium ? longDate(data.currentPeriodEnd) : 'N/A'}</dd>
            </div>
          </dl>
        </div>
      </section>

      {!data.hasPremium && (
        <section aria-label="Premium ended" className="alert border border-warning/40 bg-warning/10">
          <AlertTriangle size={20} className="text-warning" aria-hidden />
          <div>
            <p className="font-semibold">
              {data.subscriptionStatus === 'expired'
                ? 'Your Premium has expired'
                : 'Your Premium is not active'}
            </p>
            <p className="text-sm opacity-80">
              Your workouts, history and data export stay available. Reactivate to get every Premium feature
              back.
            </p>
          </div>
        </section>
      )}

      <div className="grid gap-4 md:grid-cols-2">
        {actions.subscribe && (
          <section className="card bg-base-200">
            <div className="card-body gap-2">
              <h2 className="card-title text-lg">Keep Premium after your trial</h2>
              <p className="text-sm opacity-80">
                {formatUsd(PRICING.monthlyPriceCents)}/month, cancel anytime. Or pay once:{' '}
                {formatUsd(PRICING.oneTimePriceCents)} for {PRICING.oneTimePremiumDays} days.
              </p>
              <div className="flex flex-wrap gap-2">
                <Link to={paths.subscribe.getHref()} className="btn btn-primary btn-sm">
                  Subscribe Now
                </Link>
                <Link to={paths.checkout.getHref()} className="btn btn-outline btn-sm">
                  Pay Once
                </Link>
              </div>
            </div>
          </section>
        )}
        {actions.reactivate && (
          <section className="card bg-base-200">
            <div className="card-body gap-2">
              <h2 className="card-title text-lg">Get Premium back</h2>
              <p className="text-sm opacity-80">Pick up where you left off, with every Premium feature.</p>
              <Link to={paths.subscribe.getHref()} className="btn btn-primary btn-sm self-start">
                <RotateCcw size={16} aria-hidden />
                Reactivate Premium
              </Link>
            </div>
          </section>
        )}
        {actions.cancel && (
          <section className="card bg-base-200">
            <div className="card-body gap-2">
              <h2 className="card-title text-lg">
                {data.isFreeTrialActive ? 'Cancel your trial' : 'Cancel your subscription'}
              </h2>
              <p className="text-sm opacity-80">
                Premium continues until {longDate(data.currentPeriodEnd)}; nothing more is charged.
              </p>
              <button
                type="button"
                className="btn btn-outline btn-error btn-sm self-start"
                onClick={() => setConfirming(true)}
              >
                <XCircle size={16} aria-hidden />
                Cancel Subscription
              </button>
            </div>
          </section>
        )}
        {actions.resume && (
          <section className="card bg-base-200">
            <div className="card-body gap-2">
              <h2 className="card-title text-lg">Changed your mind?</h2>
              <p className="text-sm opacity-80">
                Keep Premium going after {longDate(data.currentPeriodEnd)}.
              </p>
              <button
                type="button"
                className="btn btn-primary btn-sm self-start"
                disabled={activate.isPending}
                onClick={doActivate}
              >
                {activate.isPending ? 'Resuming...' : 'Resume Subscription'}
              </button>
            </div>
          </section>
        )}
      </div>

      <PremiumFeaturesCard title="Premium features" features={PREMIUM_FEATURES} />

      <PaymentHistory />

      <Dialog
        open={confirming}
        title="Cancel your subscription?"
        description={`You keep Premium until ${longDate(data.currentPeriodEnd)}. After that, Premium features stop; your workouts and history stay.`}
        onClose={() => setConfirming(false)}
      >
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className="btn btn-ghost"
            onClick={() => setConfirming(false)}
            disabled={cancel.isPending}
          >
            Keep Premium
          </button>
          <button type="button" className="btn btn-error" onClick={doCancel} disabled={cancel.isPending}>
            {cancel.isPending ? 'Cancelling...' : 'Cancel Subscription'}
          </button>
        </div>
      </Dialog>
    </div>
  );
}
