/**
 * The port every payment operation goes through. One adapter implements it with stripe-node
 * (`stripe-payment-provider.ts`, the only module that imports `stripe`); the rest of the backend
 * sees these plain shapes, never Stripe's SDK.
 */
export interface PaymentProvider {
  /** A customer for a visitor's trial; the same idempotency key gives back the same customer. */
  createCustomer(input: { idempotencyKey: string; metadata: Record<string, string> }): Promise<string>;
  /**
   * The 7-day trialing subscription at the monthly price, whose card is collected with the
   * returned client secret (a SetupIntent's: nothing is charged until the trial ends).
   */
  createTrialSubscription(input: {
    customerId: string;
    trialDays: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }): Promise<{ subscription: SubscriptionSnapshot; clientSecret: string }>;
  createPaymentIntent(input: {
    amountCents: number;
    currency: string;
    customerId: string | undefined;
    description: string;
    metadata: Record<string, string>;
  }): Promise<{ id: string; clientSecret: string }>;
  /**
   * A marketplace payment: the whole price charged to the member, the platform's fee kept, the
   * rest transferred to the connected account. The same idempotency key gives back the same intent.
   */
  createDestinationPayment(input: {
    amountCents: number;
    applicationFeeCents: number;
    destinationAccountId: string;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ id: string; clientSecret: string }>;
  /** Refunds a payment in full, taking the transfer back from the connected account; answers the refund's id. */
  refundPayment(input: { paymentIntentId: string; idempotencyKey: string }): Promise<string>;
  /** A Stripe Connect Express account for a trainer. */
  createExpressAccount(input: { email: string; metadata: Record<string, string> }): Promise<string>;
  /** Where the trainer continues onboarding (a one-time Stripe link). */
  createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }): Promise<string>;
  /** Whether the account can receive transfers now. */
  retrieveAccountPayouts(accountId: string): Promise<{ payoutsEnabled: boolean }>;
  /** A subscription to the trainer listing plan, whose first payment is confirmed with the client secret. */
  createListingSubscription(input: {
    customerId: string | undefined;
    email: string;
    priceId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }): Promise<{ subscriptionId: string; customerId: string; status: string; clientSecret: string | null }>;
  retrieveSubscription(subscriptionId: string): Promise<SubscriptionSnapshot>;
  setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean): Promise<SubscriptionSnapshot>;
  /** Deletes the customer, which cancels its subscriptions; an already deleted one is fine. */
  deleteCustomer(customerId: string): Promise<void>;
  /** A Checkout session by id, or null when Stripe does not know it. */
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSnapshot | null>;
  /**
   * Verifies a webhook delivery's signature over the raw bytes and its timestamp, then reads it.
   * Throws InvalidWebhookError when either is wrong, MalformedWebhookError when the signed body is
   * not an event; an event whose object cannot be used is read as `malformed`.
   */
  verifyWebhook(payload: Uint8Array, signature: string): Promise<BillingEvent>;
}

/** A subscription as the product needs it; times are Dates. */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  customerId: string;
  /** Stripe's spelling: trialing, active, past_due, canceled, unpaid, incomplete, ... */
  status: string;
  trialEnd: Date | null;
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  startedAt: Date | null;
  /** Set by the server on what it created: `trainer_listing` for a trainer's listing plan. */
  purpose?: string | null;
}

export interface CheckoutSnapshot {
  sessionId: string;
  /** payment, setup or subscription */
  mode: string;
  /** complete, open or expired */
  status: string | null;
  customerId: string | null;
  subscriptionId: string | null;
  clientReferenceId: string | null;
  created: Date;
}

interface EventBase {
  /** Stripe's event id (evt_...). */
  id: string;
  /** Stripe's event type, e.g. customer.subscription.updated. */
  type: string;
  created: Date;
}

/** A verified delivery, read into what the product does with it (the allow-list decides the kind). */
export type BillingEvent =
  | (EventBase & { kind: 'subscription'; subscription: SubscriptionSnapshot })
  | (EventBase & { kind: 'invoice'; customerId: string; paidAt: Date | null; failedAt: Date | null })
  | (EventBase & {
      kind: 'payment';
      paymentIntentId: string;
      customerId: string | null;
      /** The member the server created the PaymentIntent for (its metadata), when it did. */
      userId: string | null;
      amountCents: number;
      currency: string;
      description: string | null;
      createdAt: Date;
      /** Days of Premium it buys (the one-time purchase), else 0. */
      premiumDays: number;
      /** What the server created it for (its metadata), e.g. a trainer booking. */
      purpose: string | null;
    })
  | (EventBase & { kind: 'checkout'; checkout: CheckoutSnapshot })
  /** Signed and genuine, but not on the allow-list (or about nobody we know): acknowledged, no effect. */
  | (EventBase & { kind: 'ignored'; reason: string })
  /**
   * Signed, of an allow-listed type, but its object lacks a field the product reads or has one of
   * the wrong type: acknowledged, no effect, and the problems logged.
   */
  | (EventBase & { kind: 'malformed'; problems: string[] });

export class InvalidWebhookError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidWebhookError';
  }
}

/** A body whose signature verifies but which is not a Stripe event (not JSON, or no id, type or time). */
export class MalformedWebhookError extends Error {
  constructor(readonly problems: string[]) {
    super(`Not a Stripe event: ${problems.join('; ')}`);
    this.name = 'MalformedWebhookError';
  }
}

/** What the PaymentIntent of the one-time purchase carries in its metadata. */
export const ONE_TIME_PURCHASE = 'premium_one_time';
/** What a booking's PaymentIntent and a trainer's listing subscription carry as their purpose. */
export const TRAINER_BOOKING = 'trainer_booking';
export const TRAINER_LISTING = 'trainer_listing';
