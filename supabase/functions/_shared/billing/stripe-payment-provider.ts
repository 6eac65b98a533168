import Stripe from 'stripe';
import type { z } from 'zod';
import { PRICING } from '../contract/subscription.ts';
import {
  type BillingEvent,
  type CheckoutSnapshot,
  InvalidWebhookError,
  MalformedWebhookError,
  ONE_TIME_PURCHASE,
  type PaymentProvider,
  type SubscriptionSnapshot,
} from './payment-provider.ts';
import {
  type CheckoutSessionObject,
  dataObjectOf,
  describeIssues,
  HANDLED_EVENT_OBJECTS,
  isHandledEventType,
  type SubscriptionObject,
  stripeEventEnvelopeSchema,
} from './stripe-event-schemas.ts';

export interface StripeProviderOptions {
  secretKey: string;
  /** The monthly Premium price (price_...): $15.99 a month. */
  monthlyPriceId: string;
  /** Verifies webhook deliveries (whsec_...); only the stripe-webhook function needs it. */
  webhookSecret: string | undefined;
  /** Another Stripe API endpoint (stripe-mock, a proxy); unset: api.stripe.com. */
  apiUrl: URL | undefined;
}

// Lenient about undefined as well: subscriptions and sessions from Stripe's API are typed, not parsed.
const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

/** Subscriptions from webhooks (parsed) and from Stripe's API (typed by stripe-node) alike. */
function snapshotOf(subscription: SubscriptionObject): SubscriptionSnapshot {
  const periodEnds = subscription.items.data.map((item) => item.current_period_end);
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    trialEnd: fromUnix(subscription.trial_end),
    currentPeriodEnd: periodEnds.length > 0 ? fromUnix(Math.max(...periodEnds)) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    startedAt: fromUnix(subscription.start_date),
    purpose: subscription.metadata?.purpose ?? null,
  };
}

function checkoutOf(session: CheckoutSessionObject): CheckoutSnapshot {
  return {
    sessionId: session.id,
    mode: session.mode,
    status: session.status,
    customerId: idOf(session.customer),
    subscriptionId: idOf(session.subscription),
    clientReferenceId: session.client_reference_id,
    created: new Date(session.created * 1000),
  };
}

/**
 * Reads a verified delivery into what the product does with it. Throws MalformedWebhookError
 * when the body is not an event; an allow-listed event whose object does not fit its schema is
 * read as `malformed`, before anything is written.
 */
function readEvent(payload: Uint8Array): BillingEvent {
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(payload));
  } catch {
    throw new MalformedWebhookError(['(body): not JSON']);
  }
  const envelope = stripeEventEnvelopeSchema.safeParse(json);
  if (!envelope.success) throw new MalformedWebhookError(describeIssues(envelope.error, ''));
  const { id, type, created, data } = envelope.data;
  const base = { id, type, created: new Date(created * 1000) };
  if (!isHandledEventType(type)) return { ...base, kind: 'ignored', reason: 'not on the allow-list' };
  const object = dataObjectOf(data);
  const malformed = (error: z.ZodError): BillingEvent => ({
    ...base,
    kind: 'malformed',
    problems: describeIssues(error, 'data.object'),
  });
  switch (type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const read = HANDLED_EVENT_OBJECTS[type].safeParse(object);
      if (!read.success) return malformed(read.error);
      return { ...base, kind: 'subscription', subscription: snapshotOf(read.data) };
    }
    case 'invoice.paid': {
      const read = HANDLED_EVENT_OBJECTS[type].safeParse(object);
      if (!read.success) return malformed(read.error);
      const customerId = idOf(read.data.customer);
      if (!customerId) return { ...base, kind: 'ignored', reason: 'invoice without a customer' };
      const paidAt = fromUnix(read.data.status_transitions.paid_at) ?? base.created;
      return { ...base, kind: 'invoice', customerId, paidAt, failedAt: null };
    }
    case 'invoice.payment_failed': {
      const read = HANDLED_EVENT_OBJECTS[type].safeParse(object);
      if (!read.success) return malformed(read.error);
      const customerId = idOf(read.data.customer);
      if (!customerId) return { ...base, kind: 'ignored', reason: 'invoice without a customer' };
      return { ...base, kind: 'invoice', customerId, paidAt: null, failedAt: base.created };
    }
    case 'payment_intent.succeeded': {
      const read = HANDLED_EVENT_OBJECTS[type].safeParse(object);
      if (!read.success) return malformed(read.error);
      const intent = read.data;
      return {
        ...base,
        kind: 'payment',
        paymentIntentId: intent.id,
        customerId: idOf(intent.customer),
        userId: intent.metadata.user_id ?? null,
        amountCents: intent.amount_received || intent.amount,
        currency: intent.currency,
        description: intent.description,
        createdAt: new Date(intent.created * 1000),
        premiumDays: intent.metadata.purpose === ONE_TIME_PURCHASE ? PRICING.oneTimePremiumDays : 0,
        purpose: intent.metadata.purpose ?? null,
      };
    }
    case 'checkout.session.completed': {
      const read = HANDLED_EVENT_OBJECTS[type].safeParse(object);
      if (!read.success) return malformed(read.error);
      return { ...base, kind: 'checkout', checkout: checkoutOf(read.data) };
    }
    default: {
      const unhandled: never = type;
      throw new Error(`Allowed event type without a handler: ${unhandled}`);
    }
  }
}

/** The payment provider port over stripe-node, on fetch and Web Crypto so it runs in Deno and Node alike. */
export class StripePaymentProvider implements PaymentProvider {
  private readonly stripe: Stripe;
  private readonly cryptoProvider = Stripe.createSubtleCryptoProvider();

  constructor(private readonly options: StripeProviderOptions) {
    const api = options.apiUrl;
    this.stripe = new Stripe(options.secretKey, {
      httpClient: Stripe.createFetchHttpClient(),
      maxNetworkRetries: 2,
      timeout: 20_000,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? '443' : '80'),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
  }

  async createCustomer(input: { idempotencyKey: string; metadata: Record<string, string> }) {
    const customer = await this.stripe.customers.create(
      { metadata: input.metadata, description: 'FitTrack visitor starting the free trial' },
      { idempotencyKey: input.idempotencyKey },
    );
    return customer.id;
  }

  async createTrialSubscription(input: {
    customerId: string;
    trialDays: number;
    idempotencyKey: string;
    metadata: Record<string, string>;
  }) {
    const subscription = await this.stripe.subscriptions.create(
      {
        customer: input.customerId,
        items: [{ price: this.options.monthlyPriceId }],
        trial_period_days: input.trialDays,
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        // No card by the end of the trial: the subscription ends instead of running unpaid.
        trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
        expand: ['pending_setup_intent'],
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    const setupIntent = subscription.pending_setup_intent;
    const clientSecret = typeof setupIntent === 'object' && setupIntent ? setupIntent.client_secret : null;
    if (!clientSecret)
      throw new Error(`Stripe gave subscription ${subscription.id} no setup intent to confirm`);
    return { subscription: snapshotOf(subscription), clientSecret };
  }

  async createPaymentIntent(input: {
    amountCents: number;
    currency: string;
    customerId: string | undefined;
    description: string;
    metadata: Record<string, string>;
  }) {
    const intent = await this.stripe.paymentIntents.create({
      amount: input.amountCents,
      currency: input.currency,
      description: input.description,
      metadata: input.metadata,
      automatic_payment_methods: { enabled: true },
      ...(input.customerId ? { customer: input.customerId } : {}),
    });
    if (!intent.client_secret) throw new Error(`Stripe gave payment intent ${intent.id} no client secret`);
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async createDestinationPayment(input: {
    amountCents: number;
    applicationFeeCents: number;
    destinationAccountId: string;
    description: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }) {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: input.amountCents,
        currency: 'usd',
        description: input.description,
        metadata: input.metadata,
        automatic_payment_methods: { enabled: true },
        application_fee_amount: input.applicationFeeCents,
        transfer_data: { destination: input.destinationAccountId },
      },
      { idempotencyKey: input.idempotencyKey },
    );
    if (!intent.client_secret) throw new Error(`Stripe gave payment intent ${intent.id} no client secret`);
    return { id: intent.id, clientSecret: intent.client_secret };
  }

  async refundPayment(input: { paymentIntentId: string; idempotencyKey: string }) {
    const refund = await this.stripe.refunds.create(
      { payment_intent: input.paymentIntentId, reverse_transfer: true, refund_application_fee: true },
      { idempotencyKey: input.idempotencyKey },
    );
    return refund.id;
  }

  async createExpressAccount(input: { email: string; metadata: Record<string, string> }) {
    const account = await this.stripe.accounts.create({
      type: 'express',
      email: input.email,
      metadata: input.metadata,
      capabilities: { transfers: { requested: true }, card_payments: { requested: true } },
    });
    return account.id;
  }

  async createAccountLink(input: { accountId: string; refreshUrl: string; returnUrl: string }) {
    const link = await this.stripe.accountLinks.create({
      account: input.accountId,
      refresh_url: input.refreshUrl,
      return_url: input.returnUrl,
      type: 'account_onboarding',
    });
    return link.url;
  }

  async retrieveAccountPayouts(accountId: string) {
    const account = await this.stripe.accounts.retrieve(accountId);
    return { payoutsEnabled: account.payouts_enabled === true };
  }

  async createListingSubscription(input: {
    customerId: string | undefined;
    email: string;
    priceId: string;
    metadata: Record<string, string>;
    idempotencyKey: string;
  }) {
    const customerId =
      input.customerId ??
      (
        await this.stripe.customers.create(
          { email: input.email, metadata: input.metadata, description: 'FitTrack trainer listing' },
          { idempotencyKey: `${input.idempotencyKey}-customer` },
        )
      ).id;
    const subscription = await this.stripe.subscriptions.create(
      {
        customer: customerId,
        items: [{ price: input.priceId }],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        expand: ['latest_invoice.confirmation_secret'],
        metadata: input.metadata,
      },
      { idempotencyKey: input.idempotencyKey },
    );
    const invoice = subscription.latest_invoice;
    const clientSecret =
      typeof invoice === 'object' && invoice ? (invoice.confirmation_secret?.client_secret ?? null) : null;
    return { subscriptionId: subscription.id, customerId, status: subscription.status, clientSecret };
  }

  async retrieveSubscription(subscriptionId: string) {
    return snapshotOf(await this.stripe.subscriptions.retrieve(subscriptionId));
  }

  async setCancelAtPeriodEnd(subscriptionId: string, cancel: boolean) {
    return snapshotOf(
      await this.stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: cancel }),
    );
  }

  async deleteCustomer(customerId: string) {
    try {
      await this.stripe.customers.del(customerId);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return;
      throw error;
    }
  }

  async retrieveCheckoutSession(sessionId: string) {
    try {
      return checkoutOf(await this.stripe.checkout.sessions.retrieve(sessionId));
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) return null;
      throw error;
    }
  }

  async verifyWebhook(payload: Uint8Array, signature: string): Promise<BillingEvent> {
    if (!this.options.webhookSecret) throw new Error('STRIPE_WEBHOOK_SECRET is not configured');
    const verifier = this.stripe.webhooks.signature;
    if (!verifier) throw new Error('stripe-node came without its webhook signature helper');
    try {
      // Checked on its own, so a body that verifies but is not an event is told apart from a forgery.
      await verifier.verifyHeaderAsync(
        payload,
        signature,
        this.options.webhookSecret,
        this.stripe.webhooks.DEFAULT_TOLERANCE,
        this.cryptoProvider,
      );
    } catch (error) {
      throw new InvalidWebhookError(error instanceof Error ? error.message : 'Invalid signature');
    }
    return readEvent(payload);
  }
}
