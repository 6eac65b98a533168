import Stripe from 'stripe';
import { PRICING } from '../contract/subscription.ts';
import {
  type BillingEvent,
  type CheckoutSnapshot,
  InvalidWebhookError,
  ONE_TIME_PURCHASE,
  type PaymentProvider,
  type SubscriptionSnapshot,
} from './payment-provider.ts';

export interface StripeProviderOptions {
  secretKey: string;
  /** The monthly Premium price (price_...): $15.99 a month. */
  monthlyPriceId: string;
  /** Verifies webhook deliveries (whsec_...); only the stripe-webhook function needs it. */
  webhookSecret: string | undefined;
  /** Another Stripe API endpoint (stripe-mock, a proxy); unset: api.stripe.com. */
  apiUrl: URL | undefined;
}

/**
 * The event types the webhook acts on (README, "Premium and payments"). Anything else that
 * arrives signed is acknowledged with 2xx and no effect, so Stripe does not retry it.
 */
export const HANDLED_EVENT_TYPES = [
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'invoice.paid',
  'invoice.payment_failed',
  'payment_intent.succeeded',
  'checkout.session.completed',
] as const;
type HandledEventType = (typeof HANDLED_EVENT_TYPES)[number];
const isHandled = (type: string): type is HandledEventType =>
  (HANDLED_EVENT_TYPES as readonly string[]).includes(type);

const fromUnix = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000) : null;
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function snapshotOf(subscription: Stripe.Subscription): SubscriptionSnapshot {
  // Since API version 2025-03-31 the billing period lives on the subscription's items.
  const periodEnds = subscription.items.data.map((item) => item.current_period_end);
  return {
    subscriptionId: subscription.id,
    customerId: idOf(subscription.customer) ?? '',
    status: subscription.status,
    trialEnd: fromUnix(subscription.trial_end),
    currentPeriodEnd: periodEnds.length > 0 ? fromUnix(Math.max(...periodEnds)) : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
    startedAt: fromUnix(subscription.start_date),
  };
}

function checkoutOf(session: Stripe.Checkout.Session): CheckoutSnapshot {
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

/** Reads a verified event of an allowed type into what the product does with it. */
function readEvent(event: Stripe.Event): BillingEvent {
  const base = { id: event.id, type: event.type, created: new Date(event.created * 1000) };
  if (!isHandled(event.type)) return { ...base, kind: 'ignored', reason: 'not on the allow-list' };
  const type: HandledEventType = event.type;
  switch (type) {
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object as Stripe.Subscription;
      return { ...base, kind: 'subscription', subscription: snapshotOf(subscription) };
    }
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      const invoice = event.data.object as Stripe.Invoice;
      const customerId = idOf(invoice.customer);
      if (!customerId) return { ...base, kind: 'ignored', reason: 'invoice without a customer' };
      return type === 'invoice.paid'
        ? {
            ...base,
            kind: 'invoice',
            customerId,
            paidAt: fromUnix(invoice.status_transitions.paid_at) ?? base.created,
            failedAt: null,
          }
        : { ...base, kind: 'invoice', customerId, paidAt: null, failedAt: base.created };
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object as Stripe.PaymentIntent;
      const oneTime = intent.metadata?.purpose === ONE_TIME_PURCHASE;
      return {
        ...base,
        kind: 'payment',
        paymentIntentId: intent.id,
        customerId: idOf(intent.customer),
        userId: intent.metadata?.user_id ?? null,
        amountCents: intent.amount_received || intent.amount,
        currency: intent.currency,
        description: intent.description,
        createdAt: new Date(intent.created * 1000),
        premiumDays: oneTime ? PRICING.oneTimePremiumDays : 0,
      };
    }
    case 'checkout.session.completed':
      return {
        ...base,
        kind: 'checkout',
        checkout: checkoutOf(event.data.object as Stripe.Checkout.Session),
      };
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
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(
        payload,
        signature,
        this.options.webhookSecret,
        undefined,
        this.cryptoProvider,
      );
    } catch (error) {
      throw new InvalidWebhookError(error instanceof Error ? error.message : 'Invalid signature');
    }
    return readEvent(event);
  }
}
