import { formatUsd, PRICING } from '@contract/pricing.ts';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, CreditCard, Crown } from 'lucide-react';
import { Link } from 'react-router';
import { StripeBuyButton } from '@/components/stripe-buy-button.tsx';
import { paths } from '@/config/paths.ts';
import { billingConfigQuery } from '@/lib/billing-config.ts';
import { subscriptionQueries } from '../api.ts';
import { SUBSCRIBE_FEATURES } from '../features.ts';
import { PremiumFeaturesCard } from './premium-features-card.tsx';

const CARDS = [
  { caption: 'Card checkout', note: 'Pay by card, renews monthly' },
  { caption: 'Express checkout', note: 'Card or wallet, renews monthly' },
] as const;

/** /subscribe: two Monthly Premium cards with Stripe's hosted buy buttons. */
export function SubscribePlans() {
  const config = useQuery(billingConfigQuery());
  const stripeEnabled = config.data?.stripeEnabled === true;
  const reference = useQuery({ ...subscriptionQueries.checkoutReference(), enabled: stripeEnabled });
  const publishableKey = config.data?.publishableKey;
  return (
    <div className="flex flex-col gap-6">
      <Link to={paths.dashboard.getHref()} className="btn btn-ghost btn-sm self-start">
        <ArrowLeft size={16} aria-hidden />
        Back to Dashboard
      </Link>
      {config.isError && (
        <p role="alert" className="alert alert-error">
          Unable to load the plans. Please reload the page.
        </p>
      )}
      <div className="grid gap-4 md:grid-cols-2">
        {CARDS.map((card, index) => {
          const buyButtonId = config.data?.monthlyBuyButtonIds[index];
          return (
            <section
              key={card.caption}
              aria-label={`Monthly Premium, ${card.caption}`}
              className="card border border-warning/30 bg-base-200"
            >
              <div className="card-body gap-3">
                <p className="text-xs font-semibold uppercase tracking-wide opacity-70">{card.caption}</p>
                <h2 className="card-title">
                  <Crown size={18} className="text-warning" aria-hidden />
                  Monthly Premium
                </h2>
                <p className="text-3xl font-extrabold">
                  {formatUsd(PRICING.monthlyPriceCents)}
                  <span className="text-base font-normal opacity-70"> / month</span>
                </p>
                <p className="text-sm opacity-75">{card.note}</p>
                {config.isPending && (
                  <div className="skeleton h-12 rounded-box" role="status" aria-label="Loading checkout" />
                )}
                {buyButtonId && publishableKey && reference.data ? (
                  <StripeBuyButton
                    buyButtonId={buyButtonId}
                    publishableKey={publishableKey}
                    clientReferenceId={reference.data.clientReferenceId}
                  />
                ) : (
                  config.isSuccess && (
                    <p className="rounded-box bg-base-100 p-3 text-sm opacity-80">
                      Online checkout is not set up on this server yet. Your free trial keeps Premium open
                      meanwhile.
                    </p>
                  )
                )}
              </div>
            </section>
          );
        })}
      </div>
      <PremiumFeaturesCard title="Everything in Premium" features={SUBSCRIBE_FEATURES} />
      <p className="flex items-center gap-2 text-sm opacity-75">
        <CreditCard size={16} aria-hidden />
        Payments are processed securely by Stripe. All major credit and debit cards are accepted.
      </p>
      <p className="text-sm">
        Prefer to pay once?{' '}
        <Link to={paths.checkout.getHref()} className="link link-primary">
          Premium (One-time) for {formatUsd(PRICING.oneTimePriceCents)}
        </Link>
      </p>
    </div>
  );
}
