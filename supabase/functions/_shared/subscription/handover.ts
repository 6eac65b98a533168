import type { Billing } from '../billing/billing.ts';
import {
  claimCheckoutHandover,
  claimTokenHandover,
  type HandoverRow,
  insertTokenHandover,
  isCheckoutSpent,
  isTokenClaimable,
  recordServerRead,
  setHandoverStripeIds,
} from '../billing/billing-store.ts';
import {
  CHECKOUT_HANDOVER_MINUTES,
  customerIdempotencyKey,
  hashHandoverToken,
  newHandoverToken,
  subscriptionIdempotencyKey,
  TOKEN_HANDOVER_MINUTES,
} from '../billing/handover-token.ts';
import type { OnboardingAnswers } from '../contract/onboarding.ts';
import { PRICING, type TrialSubscription } from '../contract/subscription.ts';
import { asUser } from '../db/as-user.ts';
import type { Sql } from '../db/database.ts';
import { ApiError, badRequest } from '../http/errors.ts';
import type { AccessClaims } from '../session/access-token.ts';
import { saveOnboardingAnswers } from './subscription-store.ts';

/**
 * The visitor-to-member hand-over (docs/decisions.md, "Premium and payments"). A visitor's trial with a card
 * creates a Stripe customer and trialing subscription before any account exists; only the browser
 * that started it receives the random hand-over token, and sign-up claims it once, for the new
 * account, within TOKEN_HANDOVER_MINUTES. Nothing else can attach a customer at sign-up: a Stripe
 * Checkout session id is accepted only for a completed subscription checkout nobody has claimed.
 * What is never claimed is deleted in Stripe by the sweep (billing/handover-sweep.ts).
 */

export interface BillingDependencies {
  sql: Sql;
  billing: Billing | undefined;
}

export async function startTrial({ sql, billing }: BillingDependencies): Promise<TrialSubscription> {
  const prices = { trialDays: PRICING.trialDays, monthlyPriceCents: PRICING.monthlyPriceCents };
  // Trial mode: the 7-day trial starts with the account, no card involved.
  if (!billing) return { clientSecret: null, handoverToken: null, publishableKey: null, ...prices };
  const token = newHandoverToken();
  // Recorded before Stripe is called, so the sweep finds whatever Stripe creates even if this
  // request dies half-way (the idempotency keys lead back to the same customer).
  const handoverId = await insertTokenHandover(sql, await hashHandoverToken(token), TOKEN_HANDOVER_MINUTES);
  const metadata = { handover_id: handoverId };
  try {
    const customerId = await billing.provider.createCustomer({
      idempotencyKey: customerIdempotencyKey(handoverId),
      metadata,
    });
    await setHandoverStripeIds(sql, handoverId, { customerId });
    const { subscription, clientSecret } = await billing.provider.createTrialSubscription({
      customerId,
      trialDays: PRICING.trialDays,
      idempotencyKey: subscriptionIdempotencyKey(handoverId),
      metadata,
    });
    await setHandoverStripeIds(sql, handoverId, { customerId, subscriptionId: subscription.subscriptionId });
    await recordServerRead(sql, subscription);
    return { clientSecret, handoverToken: token, publishableKey: billing.publishableKey, ...prices };
  } catch (error) {
    console.warn(
      'Starting a trial subscription with Stripe failed',
      error instanceof Error ? error.message : error,
    );
    throw new ApiError(
      502,
      'payment_provider_unavailable',
      "We're having trouble setting up your subscription. Please try again.",
    );
  }
}

export interface SignUpExtras {
  onboarding?: OnboardingAnswers | undefined;
  trialHandover?: string | undefined;
  checkoutSessionId?: string | undefined;
}

const invalidProof = (field: 'trialHandover' | 'checkoutSessionId') => {
  const message =
    'This free trial can no longer be added to a new account (it expired or was already used). Start the trial again from your plan.';
  return badRequest('trial_handover_invalid', message, { [field]: message });
};

/**
 * Checks a sign-up's trial proof before the account is created (a refused proof creates nothing),
 * and answers what to do once it exists: save the onboarding answers as the member, claim the
 * hand-over and bring the subscription's state from Stripe.
 */
export async function prepareSignUpExtras(
  { sql, billing }: BillingDependencies,
  extras: SignUpExtras,
): Promise<(claims: AccessClaims) => Promise<void>> {
  let claim: ((userId: string) => Promise<HandoverRow | null>) | undefined;
  if (extras.trialHandover) {
    const tokenHash = await hashHandoverToken(extras.trialHandover);
    if (!billing || !(await isTokenClaimable(sql, tokenHash))) throw invalidProof('trialHandover');
    claim = (userId) => claimTokenHandover(sql, tokenHash, userId);
  } else if (extras.checkoutSessionId) {
    const session = billing ? await billing.provider.retrieveCheckoutSession(extras.checkoutSessionId) : null;
    const fresh = session && Date.now() - session.created.getTime() < CHECKOUT_HANDOVER_MINUTES * 60_000;
    const customerId = session?.customerId;
    if (
      !session ||
      !fresh ||
      !customerId ||
      session.status !== 'complete' ||
      session.mode !== 'subscription' ||
      (await isCheckoutSpent(sql, session.sessionId, customerId))
    ) {
      throw invalidProof('checkoutSessionId');
    }
    claim = (userId) =>
      claimCheckoutHandover(
        sql,
        { sessionId: session.sessionId, customerId, subscriptionId: session.subscriptionId },
        userId,
      );
  }

  return async (claims) => {
    const { onboarding } = extras;
    if (onboarding) await asUser(sql, claims, (tx) => saveOnboardingAnswers(tx, onboarding));
    if (!claim || !billing) return;
    const claimed = await claim(claims.sub);
    if (!claimed) {
      console.warn(`Sign-up of ${claims.sub}: the trial hand-over was claimed by a concurrent request`);
      return;
    }
    if (!claimed.stripe_subscription_id) return;
    try {
      await recordServerRead(
        sql,
        await billing.provider.retrieveSubscription(claimed.stripe_subscription_id),
      );
    } catch (error) {
      // The state recorded when the trial started stands; the webhook brings any change.
      console.warn(
        'Reading the handed-over subscription from Stripe failed',
        error instanceof Error ? error.message : error,
      );
    }
  };
}
