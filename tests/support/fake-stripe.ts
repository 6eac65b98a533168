import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { type Billing, createBilling } from '../../supabase/functions/_shared/billing/billing.ts';

/**
 * A small stand-in for Stripe's API on a local port, enough for what the product calls: customers
 * (create with idempotency keys, delete), subscriptions (create with a trial and the pending setup
 * intent expanded, or without one and the first invoice's confirmation secret expanded; retrieve,
 * update cancel_at_period_end), payment intents (with an application fee and a destination),
 * refunds (reversing the transfer), Connect Express accounts and their onboarding links, and
 * checkout sessions.
 * The product's real stripe-node adapter talks to it through stripe-node's host/port/protocol
 * options, so requests are encoded and answers parsed exactly as against Stripe. Webhook
 * deliveries are built here and signed with stripe-node's own test-header helper.
 */

export const FAKE_SECRET_KEY = 'sk_test_fake_0123456789';
export const FAKE_PUBLISHABLE_KEY = 'pk_test_fake_0123456789';
export const FAKE_WEBHOOK_SECRET = 'whsec_fake_webhook_secret_0123456789';
export const FAKE_MONTHLY_PRICE = 'price_monthly_1599';
export const FAKE_SWEEP_SECRET = 'fake-sweep-secret-0123456789';
export const FAKE_LISTING_PRICE = 'price_trainer_listing_1999';

type Json = Record<string, unknown>;

export interface RecordedRequest {
  method: string;
  path: string;
  body: Json;
  idempotencyKey: string | undefined;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/** `items[0][price]=x&expand[0]=y` into `{ items: [{ price: 'x' }], expand: ['y'] }`. */
export function parseForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== '');
    let node: Json = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Json;
      }
    });
  }
  const arrays = (value: unknown): unknown => {
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Json).map(([key, child]) => [key, arrays(child)] as const);
    if (entries.length > 0 && entries.every(([key]) => /^\d+$/.test(key))) {
      return entries.sort(([a], [b]) => Number(a) - Number(b)).map(([, child]) => child);
    }
    return Object.fromEntries(entries);
  };
  return arrays(root) as Json;
}

export class FakeStripe {
  readonly customers = new Map<string, Json>();
  readonly subscriptions = new Map<string, Json>();
  readonly paymentIntents = new Map<string, Json>();
  readonly checkoutSessions = new Map<string, Json>();
  readonly refunds = new Map<string, Json>();
  readonly accounts = new Map<string, Json>();
  readonly requests: RecordedRequest[] = [];
  /** Answers to replay per idempotency key, as Stripe does for 24 hours. */
  private readonly idempotent = new Map<string, { status: number; body: Json }>();
  /** Makes the next calls to a path prefix fail with this status (network trouble, outages). */
  failing: { prefix: string; status: number } | undefined;
  private server: Server | undefined;
  port = 0;
  /** The clock Stripe stamps objects with, in Unix seconds. */
  now = () => Math.floor(Date.now() / 1000);

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        response.writeHead(500, { 'Content-Type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The product's billing, built by its own code from settings that point at this server. */
  billing(overrides: Partial<{ webhookSecret: string | undefined; trialBuyButtonId: string }> = {}): Billing {
    const billing = createBilling({
      secretKey: FAKE_SECRET_KEY,
      publishableKey: FAKE_PUBLISHABLE_KEY,
      monthlyPriceId: FAKE_MONTHLY_PRICE,
      webhookSecret: 'webhookSecret' in overrides ? overrides.webhookSecret : FAKE_WEBHOOK_SECRET,
      trialBuyButtonId: overrides.trialBuyButtonId,
      monthlyBuyButtonIds: [],
      apiUrl: new URL(this.url),
      sweepSecret: FAKE_SWEEP_SECRET,
    });
    if (!billing) throw new Error('billing settings were refused');
    return billing;
  }

  requestsTo(method: string, prefix: string): RecordedRequest[] {
    return this.requests.filter((request) => request.method === method && request.path.startsWith(prefix));
  }

  /** A completed buy-button checkout, as Stripe would hold it, with its customer and subscription. */
  addCompletedCheckout(options: { clientReferenceId?: string | null; created?: number } = {}) {
    const customer = this.createCustomer({});
    const subscription = this.createSubscription({
      customer: customer.id as string,
      items: [{ price: FAKE_MONTHLY_PRICE }],
      trial_period_days: '7',
    });
    const session = {
      id: id('cs_test'),
      object: 'checkout.session',
      mode: 'subscription',
      status: 'complete',
      payment_status: 'no_payment_required',
      customer: customer.id,
      subscription: subscription.id,
      client_reference_id: options.clientReferenceId ?? null,
      created: options.created ?? this.now(),
    };
    this.checkoutSessions.set(session.id, session);
    return { session, customer, subscription };
  }

  /** The member paid: the intent succeeded, as the payment_intent.succeeded event will carry it. */
  succeedPaymentIntent(intentId: string): Json {
    const intent = this.paymentIntents.get(intentId);
    if (!intent) throw new Error(`No payment intent ${intentId}`);
    intent.status = 'succeeded';
    intent.amount_received = intent.amount;
    return intent;
  }

  /** The trainer finished Stripe's onboarding: the account takes payouts. */
  completeOnboarding(accountId: string) {
    const account = this.accounts.get(accountId);
    if (!account) throw new Error(`No account ${accountId}`);
    Object.assign(account, { payouts_enabled: true, charges_enabled: true, details_submitted: true });
  }

  private createCustomer(body: Json): Json {
    const customer = {
      id: id('cus'),
      object: 'customer',
      created: this.now(),
      metadata: body.metadata ?? {},
      description: body.description ?? null,
    };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createSubscription(body: Json): Json {
    const now = this.now();
    const trialDays = Number(body.trial_period_days ?? 0);
    const trialEnd = trialDays > 0 ? now + trialDays * 86_400 : null;
    const items = (body.items as Json[] | undefined) ?? [];
    const setupIntent = {
      id: id('seti'),
      object: 'setup_intent',
      client_secret: `${id('seti')}_secret_${randomBytes(8).toString('hex')}`,
      status: 'requires_payment_method',
    };
    const subscription: Json = {
      id: id('sub'),
      object: 'subscription',
      customer: body.customer,
      status: trialEnd ? 'trialing' : 'incomplete',
      trial_end: trialEnd,
      start_date: now,
      created: now,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      metadata: body.metadata ?? {},
      trial_settings: body.trial_settings ?? null,
      items: {
        object: 'list',
        data: items.map((item) => ({
          id: id('si'),
          object: 'subscription_item',
          price: { id: item.price, object: 'price', unit_amount: 1599, currency: 'usd' },
          current_period_start: now,
          current_period_end: trialEnd ?? now + 30 * 86_400,
        })),
      },
      pending_setup_intent: trialEnd ? setupIntent : null,
      // Without a trial the first invoice is due now; its PaymentIntent is confirmed with this secret.
      latest_invoice: trialEnd
        ? null
        : {
            id: id('in'),
            object: 'invoice',
            confirmation_secret: {
              type: 'payment_intent',
              client_secret: `${id('pi')}_secret_${randomBytes(8).toString('hex')}`,
            },
          },
    };
    this.subscriptions.set(subscription.id as string, subscription);
    return subscription;
  }

  /** How Stripe shows a subscription: the setup intent as an id unless expanded. */
  private present(subscription: Json, expand: unknown): Json {
    const expands = (path: string) =>
      Array.isArray(expand) && expand.some((item) => String(item).startsWith(path));
    const setupIntent = subscription.pending_setup_intent as Json | null;
    const invoice = subscription.latest_invoice as Json | null;
    return {
      ...subscription,
      pending_setup_intent: expands('pending_setup_intent') ? setupIntent : (setupIntent?.id ?? null),
      latest_invoice: expands('latest_invoice') ? invoice : (invoice?.id ?? null),
    };
  }

  private async handle(request: IncomingMessage, response: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', this.url);
    const body = parseForm(
      request.method === 'GET' ? url.searchParams.toString() : Buffer.concat(chunks).toString('utf8'),
    );
    const method = request.method ?? 'GET';
    const idempotencyKey = request.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method, path: url.pathname, body, idempotencyKey });

    const answer = (status: number, json: Json) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': id('req') });
      response.end(JSON.stringify(json));
    };
    const missing = (what: string) =>
      answer(404, {
        error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${what}` },
      });

    if (request.headers.authorization !== `Bearer ${FAKE_SECRET_KEY}`) {
      return answer(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
    }
    if (this.failing && url.pathname.startsWith(this.failing.prefix)) {
      return answer(this.failing.status, {
        error: { type: 'api_error', message: 'The fake is failing on purpose' },
      });
    }
    const cacheKey = idempotencyKey ? `${method} ${url.pathname} ${idempotencyKey}` : undefined;
    const cached = cacheKey ? this.idempotent.get(cacheKey) : undefined;
    if (cached) return answer(cached.status, cached.body);
    const remember = (status: number, json: Json) => {
      if (cacheKey) this.idempotent.set(cacheKey, { status, body: json });
      answer(status, json);
    };

    const [, version, resource, objectId, ...rest] = url.pathname.split('/');
    if (version !== 'v1') return missing('endpoint');

    if (resource === 'customers' && !objectId && method === 'POST')
      return remember(200, this.createCustomer(body));
    if (resource === 'customers' && objectId && method === 'DELETE') {
      const customer = this.customers.get(objectId);
      if (!customer || customer.deleted) return missing(`customer: '${objectId}'`);
      customer.deleted = true;
      for (const subscription of this.subscriptions.values()) {
        if (subscription.customer === objectId && subscription.status !== 'canceled') {
          subscription.status = 'canceled';
          subscription.canceled_at = this.now();
          subscription.ended_at = this.now();
        }
      }
      return answer(200, { id: objectId, object: 'customer', deleted: true });
    }

    if (resource === 'subscriptions' && !objectId && method === 'POST') {
      const customer = this.customers.get(String(body.customer));
      if (!customer || customer.deleted) {
        return answer(400, {
          error: { type: 'invalid_request_error', message: `No such customer: '${String(body.customer)}'` },
        });
      }
      return remember(200, this.present(this.createSubscription(body), body.expand));
    }
    if (resource === 'subscriptions' && objectId) {
      const subscription = this.subscriptions.get(objectId);
      if (!subscription) return missing(`subscription: '${objectId}'`);
      if (method === 'POST' && 'cancel_at_period_end' in body) {
        subscription.cancel_at_period_end = body.cancel_at_period_end === 'true';
      }
      return answer(200, this.present(subscription, body.expand));
    }

    if (resource === 'payment_intents' && !objectId && method === 'POST') {
      const intentId = id('pi');
      const intent = {
        id: intentId,
        object: 'payment_intent',
        amount: Number(body.amount),
        amount_received: 0,
        currency: body.currency,
        customer: body.customer ?? null,
        description: body.description ?? null,
        metadata: body.metadata ?? {},
        application_fee_amount:
          body.application_fee_amount === undefined ? null : Number(body.application_fee_amount),
        transfer_data: body.transfer_data ?? null,
        status: 'requires_payment_method',
        client_secret: `${intentId}_secret_${randomBytes(8).toString('hex')}`,
        created: this.now(),
      };
      this.paymentIntents.set(intentId, intent);
      return remember(200, intent);
    }

    if (resource === 'refunds' && !objectId && method === 'POST') {
      const intent = this.paymentIntents.get(String(body.payment_intent));
      if (intent?.status !== 'succeeded') {
        return answer(400, {
          error: {
            type: 'invalid_request_error',
            message: `No succeeded payment: '${String(body.payment_intent)}'`,
          },
        });
      }
      const refund = {
        id: id('re'),
        object: 'refund',
        amount: intent.amount,
        payment_intent: intent.id,
        status: 'succeeded',
        reverse_transfer: body.reverse_transfer === 'true',
        refund_application_fee: body.refund_application_fee === 'true',
        created: this.now(),
      };
      this.refunds.set(refund.id, refund);
      return remember(200, refund);
    }

    if (resource === 'accounts' && !objectId && method === 'POST') {
      const account = {
        id: id('acct'),
        object: 'account',
        type: body.type,
        email: body.email ?? null,
        metadata: body.metadata ?? {},
        capabilities: body.capabilities ?? {},
        payouts_enabled: false,
        charges_enabled: false,
        details_submitted: false,
        created: this.now(),
      };
      this.accounts.set(account.id, account);
      return remember(200, account);
    }
    if (resource === 'accounts' && objectId && method === 'GET') {
      const account = this.accounts.get(objectId);
      return account ? answer(200, account) : missing(`account: '${objectId}'`);
    }
    if (resource === 'account_links' && !objectId && method === 'POST') {
      if (!this.accounts.has(String(body.account))) return missing(`account: '${String(body.account)}'`);
      return answer(200, {
        object: 'account_link',
        url: `https://connect.stripe.test/setup/e/${String(body.account)}/${randomBytes(6).toString('hex')}`,
        created: this.now(),
        expires_at: this.now() + 300,
      });
    }

    if (resource === 'checkout' && objectId === 'sessions' && rest[0] && method === 'GET') {
      const session = this.checkoutSessions.get(rest[0]);
      return session ? answer(200, session) : missing(`checkout.session: '${rest[0]}'`);
    }
    return missing(`endpoint ${method} ${url.pathname}`);
  }
}

// ---- Webhook deliveries --------------------------------------------------------------------------

export interface FakeEvent {
  id: string;
  object: 'event';
  type: string;
  created: number;
  api_version: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Json };
}

export function stripeEvent(
  type: string,
  object: Json,
  options: { id?: string; created?: number } = {},
): FakeEvent {
  return {
    id: options.id ?? id('evt'),
    object: 'event',
    type,
    created: options.created ?? Math.floor(Date.now() / 1000),
    api_version: Stripe.API_VERSION,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

/** A subscription object as Stripe sends it in customer.subscription.* events. */
export function subscriptionObject(options: {
  id: string;
  customer: string;
  status: string;
  trialEnd?: number | null;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  startDate?: number;
}): Json {
  return {
    id: options.id,
    object: 'subscription',
    customer: options.customer,
    status: options.status,
    trial_end: options.trialEnd ?? null,
    start_date: options.startDate ?? options.periodEnd - 30 * 86_400,
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    cancel_at: null,
    metadata: {},
    items: {
      object: 'list',
      data: [
        {
          id: `si_${options.id}`,
          object: 'subscription_item',
          current_period_start: options.periodEnd - 30 * 86_400,
          current_period_end: options.periodEnd,
        },
      ],
    },
  };
}

/** The Stripe-Signature header for a body, as Stripe computes it (stripe-node's own test helper). */
export function signatureFor(body: string, options: { secret?: string; timestamp?: number } = {}): string {
  return Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: options.secret ?? FAKE_WEBHOOK_SECRET,
    ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
  });
}

/** An event (or any JSON, for tests of malformed events) as Stripe would deliver it, signed. */
export function signedDelivery(
  event: unknown,
  options: { secret?: string; timestamp?: number } = {},
): { body: string; signature: string } {
  const body = JSON.stringify(event);
  return { body, signature: signatureFor(body, options) };
}
