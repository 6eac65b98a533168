import type { Context } from 'hono';
import type { Billing } from '../billing/billing.ts';
import { recordServerRead } from '../billing/billing-store.ts';
import { signClientReference } from '../billing/client-reference.ts';
import { ONE_TIME_PURCHASE } from '../billing/payment-provider.ts';
import { subscriptionOperations } from '../contract/operations/subscription.ts';
import type { BillingConfig, Subscription } from '../contract/subscription.ts';
import { PRICING } from '../contract/subscription.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { buildOnboardingPlan } from '../domain/onboarding-plan.ts';
import { type AppEnv, UNKNOWN_CLIENT_ADDRESS } from '../http/app-env.ts';
import { ApiError, conflict, unauthorized } from '../http/errors.ts';
import { operationRouter } from '../http/operation-router.ts';
import { type RateLimit, RateLimiter, tooManyAttempts } from '../rate-limit/rate-limiter.ts';
import type { SessionAuthority } from '../session/session-authority.ts';
import { startTrial } from './handover.ts';
import {
  listPayments,
  readOnboardingAnswers,
  readStripeLinks,
  readSubscription,
  setLocalCancelAtPeriodEnd,
} from './subscription-store.ts';

/** A visitor may start this many card trials (each a Stripe customer) per address and hour. */
export const TRIAL_START_LIMIT: RateLimit = { bucket: 'trial_start', maxHits: 10, windowSeconds: 60 * 60 };

const paymentsUnavailable = () =>
  conflict(
    'payments_unavailable',
    'Card payments are not available on this server. Your free trial needs no card.',
  );

/** Stripe statuses in which the subscription still runs and can be cancelled or resumed. */
const RUNNING_IN_STRIPE = new Set(['trialing', 'active', 'past_due']);

/**
 * /api/user/subscription (status, cancel, activate), the member's payments, the trial and payment
 * calls, and the onboarding plan.
 */
export function subscriptionRoutes({
  sql,
  auth,
  billing,
}: {
  sql: Sql;
  auth: SessionAuthority;
  billing?: Billing | undefined;
}) {
  const limiter = new RateLimiter(sql);
  const { app, on } = operationRouter(auth);

  const current = async (c: Context<AppEnv>): Promise<Subscription> => {
    const subscription = await asUser(sql, c.get('claims'), readSubscription);
    if (!subscription) throw unauthorized('This account no longer exists.', 'account_missing');
    return subscription;
  };

  /** Cancels (or resumes) in Stripe when Stripe bills the member, else on the trial itself. */
  async function setCancelAtPeriodEnd(c: Context<AppEnv>, cancel: boolean) {
    const links = await asUser(sql, c.get('claims'), readStripeLinks);
    if (billing && links.subscriptionId) {
      const snapshot = await billing.provider.retrieveSubscription(links.subscriptionId);
      if (RUNNING_IN_STRIPE.has(snapshot.status)) {
        await recordServerRead(
          sql,
          await billing.provider.setCancelAtPeriodEnd(links.subscriptionId, cancel),
        );
        return;
      }
      await recordServerRead(sql, snapshot);
    }
    await setLocalCancelAtPeriodEnd(sql, c.get('claims').sub, cancel);
  }

  on(subscriptionOperations.get, async (c) => c.json(await current(c)));

  on(subscriptionOperations.cancel, async (c) => {
    const before = await current(c);
    if (!before.hasPremium) {
      throw conflict('nothing_to_cancel', 'You have no running trial or subscription to cancel.');
    }
    if (before.cancelAtPeriodEnd) return c.json(before);
    if (before.isActive && !before.billedByStripe) {
      throw conflict(
        'does_not_renew',
        'Your one-time Premium does not renew, so there is nothing to cancel: it simply ends.',
      );
    }
    await setCancelAtPeriodEnd(c, true);
    return c.json(await current(c));
  });

  on(subscriptionOperations.activate, async (c) => {
    const before = await current(c);
    if (!before.hasPremium) {
      throw conflict('subscription_ended', 'Your Premium has ended. Subscribe to Premium to start it again.');
    }
    if (!before.cancelAtPeriodEnd) return c.json(before);
    await setCancelAtPeriodEnd(c, false);
    return c.json(await current(c));
  });

  on(subscriptionOperations.payments, async (c) => c.json(await asUser(sql, c.get('claims'), listPayments)));

  on(subscriptionOperations.checkoutReference, async (c) => {
    if (!billing) throw paymentsUnavailable();
    return c.json({
      clientReferenceId: await signClientReference(billing.referenceSecret, c.get('claims').sub),
    });
  });

  on(subscriptionOperations.billingConfig, (c) =>
    c.json({
      stripeEnabled: billing !== undefined,
      publishableKey: billing?.publishableKey ?? null,
      trialBuyButtonId: billing?.trialBuyButtonId ?? null,
      monthlyBuyButtonIds: billing?.monthlyBuyButtonIds ?? [],
      trialDays: PRICING.trialDays,
      monthlyPriceCents: PRICING.monthlyPriceCents,
      oneTimePriceCents: PRICING.oneTimePriceCents,
    } satisfies BillingConfig),
  );

  on(subscriptionOperations.createTrial, async (c) => {
    if (billing) {
      // Each card trial creates a Stripe customer: a visitor's address may start only a few.
      const slot = await limiter.take(TRIAL_START_LIMIT, c.env?.clientAddress ?? UNKNOWN_CLIENT_ADDRESS);
      if (!slot.allowed)
        throw tooManyAttempts('Too many trials started from your network.', slot.retryAfterSeconds);
    }
    return c.json(await startTrial({ sql, billing }));
  });

  on(subscriptionOperations.createPaymentIntent, async (c) => {
    // The amount is the server's: whatever the client sent in `amount` is never read.
    if (!billing) throw paymentsUnavailable();
    const claims = c.get('claims');
    const links = await asUser(sql, claims, readStripeLinks);
    try {
      const intent = await billing.provider.createPaymentIntent({
        amountCents: PRICING.oneTimePriceCents,
        currency: PRICING.currency,
        customerId: links.customerId ?? undefined,
        description: 'Premium (One-time)',
        metadata: { user_id: claims.sub, purpose: ONE_TIME_PURCHASE },
      });
      return c.json({
        clientSecret: intent.clientSecret,
        publishableKey: billing.publishableKey,
        amount: PRICING.oneTimePriceCents,
        currency: PRICING.currency,
      });
    } catch (error) {
      console.warn('Creating a payment intent failed', error instanceof Error ? error.message : error);
      throw new ApiError(502, 'payment_provider_unavailable', 'Failed to create payment intent');
    }
  });

  on(subscriptionOperations.onboardingPlan, (c, { query }) => c.json(buildOnboardingPlan(query)));

  on(subscriptionOperations.savedOnboardingPlan, async (c) => {
    const saved = await asUser(sql, c.get('claims'), readOnboardingAnswers);
    return c.json(saved ? { ...saved, plan: buildOnboardingPlan(saved.answers) } : null);
  });

  return app;
}
