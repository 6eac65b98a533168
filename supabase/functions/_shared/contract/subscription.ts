import { z } from 'zod';
import { subscriptionStatusSchema } from './user.ts';

export { formatUsd, PRICING } from './pricing.ts';

/**
 * GET /api/user/subscription: the subscription's fields, decided by the database's
 * subscription_entitlement() function, plus what the settings card and the subscription page show.
 */
export const subscriptionSchema = z.object({
  /** Effective status: a trial or period that is over reads expired, whatever was stored. */
  subscriptionStatus: subscriptionStatusSchema,
  /** A paid subscription (or bought Premium days) is running. */
  isActive: z.boolean(),
  /** The free trial is running. */
  isFreeTrialActive: z.boolean(),
  /** Premium features are open: active or on a free trial. */
  hasPremium: z.boolean(),
  /** Whole days left of the current trial or period (rounded up); 0 when none is running. */
  daysRemaining: z.number().int().nonnegative(),
  subscriptionStartDate: z.string().nullable(),
  lastPaymentDate: z.string().nullable(),
  /** When the free trial ends (or ended). */
  trialEndsAt: z.string().nullable(),
  /** When the current trial or paid period ends: the next billing date unless cancelled. */
  currentPeriodEnd: z.string().nullable(),
  /** Cancelled: Premium continues until currentPeriodEnd and then stops. */
  cancelAtPeriodEnd: z.boolean(),
  /** Stripe reported a failed payment after the last successful one. */
  paymentFailed: z.boolean(),
  /** The subscription is billed through Stripe (else the trial runs without a card). */
  billedByStripe: z.boolean(),
  memberSince: z.string(),
  updatedAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** One of the member's own payments, newest first. */
export const paymentSchema = z.object({
  id: z.uuid(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  status: z.string(),
  description: z.string().nullable(),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** What the browser needs to show Stripe: nothing of it when the server has no Stripe keys. */
export const billingConfigSchema = z.object({
  /** False: trial mode (no card anywhere), the pages say so. */
  stripeEnabled: z.boolean(),
  publishableKey: z.string().nullable(),
  /** Stripe buy button on /trial-success, when configured. */
  trialBuyButtonId: z.string().nullable(),
  /** The buy buttons of /subscribe's two Monthly Premium cards, when configured. */
  monthlyBuyButtonIds: z.array(z.string()),
  trialDays: z.number().int(),
  monthlyPriceCents: z.number().int(),
  oneTimePriceCents: z.number().int(),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;

/** GET /api/user/subscription/checkout-reference: ties a buy-button checkout to the member, signed by the server. */
export const checkoutReferenceSchema = z.object({ clientReferenceId: z.string() });
export type CheckoutReference = z.infer<typeof checkoutReferenceSchema>;

/**
 * POST /api/create-trial-subscription. Without Stripe keys, clientSecret is null (trial mode). With
 * them, clientSecret confirms the card for the trialing subscription (a SetupIntent's secret) and
 * handoverToken is what sign-up presents to take the customer and subscription over.
 */
export const trialSubscriptionSchema = z.object({
  clientSecret: z.string().nullable(),
  handoverToken: z.string().nullable(),
  publishableKey: z.string().nullable(),
  trialDays: z.number().int(),
  monthlyPriceCents: z.number().int(),
});
export type TrialSubscription = z.infer<typeof trialSubscriptionSchema>;

/**
 * POST /api/create-payment-intent. A client may send `amount`; the server decides the amount
 * (the one-time price) and ignores any sent value, so it is accepted and never used.
 */
export const paymentIntentBodySchema = z
  .object({
    amount: z.unknown().optional(),
  })
  .meta({ examples: [{ amount: 9.99 }, {}] });

export const paymentIntentSchema = z.object({
  clientSecret: z.string(),
  publishableKey: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});
export type PaymentIntentAnswer = z.infer<typeof paymentIntentSchema>;
