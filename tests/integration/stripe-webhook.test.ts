import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  type MockInstance,
  vi,
} from 'vitest';
import { z } from 'zod';
import type { Billing } from '../../supabase/functions/_shared/billing/billing.ts';
import { signClientReference } from '../../supabase/functions/_shared/billing/client-reference.ts';
import {
  HANDLED_EVENT_OBJECTS,
  type HandledEventType,
  stripeEventEnvelopeSchema,
} from '../../supabase/functions/_shared/billing/stripe-event-schemas.ts';
import { createWebhookApp } from '../../supabase/functions/_shared/billing/webhook-app.ts';
import type { Subscription } from '../../supabase/functions/_shared/contract/subscription.ts';
import { createStandaloneApp } from '../../supabase/local/http/standalone-app.ts';
import {
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  type FakeEvent,
  FakeStripe,
  signatureFor,
  signedDelivery,
  stripeEvent,
  subscriptionObject,
} from '../support/fake-stripe.ts';
import { oneFieldChanges, withField } from '../support/one-field-changes.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

let api: TestApi;
let stripe: FakeStripe;
let billing: Billing;
let webhook: ReturnType<typeof createWebhookApp>;

beforeAll(async () => {
  stripe = await new FakeStripe().start();
  billing = stripe.billing();
  api = await createTestApi({ billing });
  webhook = createWebhookApp({ sql: api.sql, billing, sweepSecret: undefined });
}, 60_000);
afterAll(async () => {
  await api.close();
  await stripe.close();
});

type Answer = { status: number; body: { received?: boolean; outcome?: string; error?: string } };

/** Posts a body, signed for the webhook unless the test gives another signature. */
const deliverBody = async (body: string, options: { signature?: string } = {}): Promise<Answer> => {
  const response = await webhook.request('/stripe-webhook', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'Stripe-Signature': options.signature ?? signatureFor(body),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Answer['body'] };
};

/** An event as Stripe delivers it (or any JSON: the malformed-event tests send what Stripe would not). */
const deliver = (
  event: unknown,
  options: { secret?: string; timestamp?: number; signature?: string } = {},
) => {
  const { body, signature } = signedDelivery(event, options);
  return deliverBody(body, { signature: options.signature ?? signature });
};

let customerCounter = 0;
/** A member whose account owns a Stripe customer (as after a hand-over). */
async function memberWithCustomer(): Promise<Member & { customerId: string }> {
  const member = await api.signUp();
  customerCounter += 1;
  const customerId = `cus_member${customerCounter}x${Date.now()}`;
  await api.sql`select private.attach_stripe_customer(${member.user.id}, ${customerId}, null)`;
  return { ...member, customerId };
}

const subscriptionOf = async (member: Member) =>
  (await api.call<Subscription>('GET', '/api/user/subscription', { token: member.token })).body;

const now = () => Math.floor(Date.now() / 1000);
const DAY = 86_400;
const fingerprint = async () =>
  (
    await api.sql`
      select (select count(*) from public.payment) as payments,
             (select count(*) from private.stripe_event) as events,
             (select string_agg(s::text, ',' order by s.stripe_customer_id)
              from private.stripe_customer_state s) as states,
             (select count(*) from private.stripe_handover) as handovers,
             (select string_agg(p::text, ',' order by p.id) from public.profile p) as profiles`
  )[0];

describe('[POST] /functions/v1/stripe-webhook - who may deliver', () => {
  it('refuses a wrong signature, a missing one and a stale timestamp with 400, changing nothing', async () => {
    const member = await memberWithCustomer();
    const event = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({
        id: 'sub_forged',
        customer: member.customerId,
        status: 'active',
        periodEnd: now() + 30 * DAY,
      }),
    );
    const before = await fingerprint();
    const forged = await deliver(event, { secret: 'whsec_someone_else' });
    expect(forged).toEqual({ status: 400, body: expect.objectContaining({ error: 'invalid_signature' }) });
    const stale = await deliver(event, { timestamp: now() - 600 });
    expect(stale.status).toBe(400);
    expect(stale.body.error).toBe('invalid_signature');
    const missing = await webhook.request('/stripe-webhook', { method: 'POST', body: JSON.stringify(event) });
    expect(missing.status).toBe(400);
    // A body changed after signing no longer verifies.
    const { signature } = signedDelivery(event);
    const tampered = await webhook.request('/stripe-webhook', {
      method: 'POST',
      headers: { 'Stripe-Signature': signature },
      body: JSON.stringify({ ...event, type: 'customer.subscription.deleted' }),
    });
    expect(tampered.status).toBe(400);
    expect(await fingerprint()).toEqual(before);
    expect((await subscriptionOf(member)).subscriptionStatus).toBe('free_trial');
  });

  it('answers 503 when the server has no webhook secret', async () => {
    const unconfigured = createWebhookApp({
      sql: api.sql,
      billing: stripe.billing({ webhookSecret: undefined }),
      sweepSecret: undefined,
    });
    const { body, signature } = signedDelivery(stripeEvent('invoice.paid', {}));
    const response = await unconfigured.request('/stripe-webhook', {
      method: 'POST',
      headers: { 'Stripe-Signature': signature },
      body,
    });
    expect(response.status).toBe(503);
  });

  it('acknowledges a genuine event of an unlisted type with 2xx and no effect', async () => {
    const member = await memberWithCustomer();
    const before = await fingerprint();
    for (const type of ['customer.created', 'charge.refunded', 'customer.subscription.trial_will_end']) {
      const answer = await deliver(
        stripeEvent(
          type,
          subscriptionObject({
            id: 'sub_x',
            customer: member.customerId,
            status: 'canceled',
            periodEnd: now(),
          }),
        ),
      );
      expect(answer).toEqual({ status: 200, body: { received: true, outcome: 'ignored' } });
    }
    expect(await fingerprint()).toEqual(before);
  });
});

describe('[POST] /functions/v1/stripe-webhook - signed events it cannot use', () => {
  let warnings: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  /** What an answer says, in one phrase: `200 malformed`, `400 malformed_event`, `500 internal_error`. */
  const said = (answer: Answer) => `${answer.status} ${answer.body.outcome ?? answer.body.error}`;
  /** Signed, an event, but its object cannot be used: acknowledged, so Stripe does not retry it for days. */
  const MALFORMED = '200 malformed';
  /** Signed, but not an event at all. */
  const NOT_AN_EVENT = '400 malformed_event';

  /** One valid event of every allow-listed type, each of which changes the database when delivered. */
  async function validEvents(): Promise<Record<HandledEventType, FakeEvent>> {
    const member = await memberWithCustomer();
    const t = now();
    const subscription = (status: string) =>
      subscriptionObject({
        id: `sub_${member.customerId}`,
        customer: member.customerId,
        status,
        periodEnd: t + 30 * DAY,
      });
    const invoice = { id: `in_${member.customerId}`, object: 'invoice', customer: member.customerId };
    return {
      'customer.subscription.created': stripeEvent('customer.subscription.created', subscription('trialing')),
      'customer.subscription.updated': stripeEvent('customer.subscription.updated', subscription('active')),
      'customer.subscription.deleted': stripeEvent('customer.subscription.deleted', subscription('canceled')),
      'invoice.paid': stripeEvent('invoice.paid', { ...invoice, status_transitions: { paid_at: t } }),
      'invoice.payment_failed': stripeEvent('invoice.payment_failed', invoice),
      'payment_intent.succeeded': stripeEvent('payment_intent.succeeded', {
        id: `pi_schema_${member.customerId}`,
        object: 'payment_intent',
        amount: 999,
        amount_received: 999,
        currency: 'usd',
        customer: null,
        description: 'Premium (One-time)',
        metadata: { user_id: member.user.id, purpose: 'premium_one_time' },
        created: t,
      }),
      'checkout.session.completed': stripeEvent('checkout.session.completed', {
        id: `cs_test_${member.customerId}`,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        customer: `${member.customerId}checkout`,
        subscription: `sub_${member.customerId}checkout`,
        client_reference_id: await signClientReference(FAKE_SECRET_KEY, member.user.id),
        created: t,
      }),
    };
  }

  /** The whole event as the webhook reads it: the envelope, and the object its type must carry. */
  const eventSchema = (type: HandledEventType) =>
    stripeEventEnvelopeSchema.extend({ data: z.object({ object: HANDLED_EVENT_OBJECTS[type] }) });

  it('answers every one-field change of an allow-listed event: as decided, writing nothing, when its schema refuses it; with 2xx when it accepts it', async () => {
    const events = await validEvents();
    const unexpected: string[] = [];
    const counts = { refused: 0, accepted: 0 };
    for (const [type, valid] of Object.entries(events) as [HandledEventType, FakeEvent][]) {
      const before = await fingerprint();
      expect(said(await deliver(valid)), type).toBe('200 applied');
      expect(await fingerprint(), `${type}: the valid event changes the database`).not.toEqual(before);

      const changes = oneFieldChanges(eventSchema(type), valid);
      const changedFields = new Set(changes.map(({ path }) => path.slice(0, 3).join('.')));
      for (const field of Object.keys(HANDLED_EVENT_OBJECTS[type].shape)) {
        expect([...changedFields], type).toContain(`data.object.${field}`);
      }
      for (const change of changes) {
        // Each copy has an id of its own, so no answer depends on an earlier one.
        const delivered =
          change.path[0] === 'id'
            ? change.value
            : withField(change.value, ['id'], `${valid.id}x${counts.refused + counts.accepted}`);
        const before = await fingerprint();
        const answer = await deliver(delivered);
        if (change.fits) {
          // What the schema lets through, the database must take: a refusal there would be a 4xx.
          counts.accepted += 1;
          if (answer.status !== 200) unexpected.push(`${type}, ${change.label} (fits): ${said(answer)}`);
          continue;
        }
        counts.refused += 1;
        // A broken object is an event nobody can act on; a broken envelope is not an event at all.
        const expected = change.path[0] === 'data' ? MALFORMED : NOT_AN_EVENT;
        const changed = JSON.stringify(await fingerprint()) !== JSON.stringify(before);
        if (said(answer) !== expected || changed) {
          unexpected.push(`${type}, ${change.label}: ${said(answer)}${changed ? ', database changed' : ''}`);
        }
      }
    }
    expect(unexpected).toEqual([]);
    console.log(
      `one-field changes delivered: ${counts.refused} refused by the schema, ${counts.accepted} accepted`,
    );
  }, 180_000);

  it('answers an allow-listed event without data.object, or with another kind of object, as malformed', async () => {
    const events = await validEvents();
    const before = await fingerprint();
    const objects = Object.values(events).map((event) => event.data.object);
    for (const [type, valid] of Object.entries(events) as [HandledEventType, FakeEvent][]) {
      expect(said(await deliver({ ...valid, data: {} })), `${type} without data.object`).toBe(MALFORMED);
      const { data: _, ...withoutData } = valid;
      expect(said(await deliver(withoutData)), `${type} without data`).toBe(MALFORMED);
      for (const object of objects.filter((other) => other.object !== valid.data.object.object)) {
        expect(said(await deliver({ ...valid, data: { object } })), `${type} with a ${object.object}`).toBe(
          MALFORMED,
        );
      }
    }
    expect(await fingerprint()).toEqual(before);
  });

  it('acknowledges an event type off the allow-list whatever its data, changing nothing', async () => {
    const before = await fingerprint();
    const unlisted = stripeEvent('customer.updated', { id: 'cus_whatever', object: 'customer' });
    expect(said(await deliver(unlisted))).toBe('200 ignored');
    expect(said(await deliver({ ...unlisted, data: {} }))).toBe('200 ignored');
    const { data: _, ...withoutData } = unlisted;
    expect(said(await deliver(withoutData))).toBe('200 ignored');
    expect(await fingerprint()).toEqual(before);
  });

  it('logs why an event was not used, answers its replay the same way, and keeps no trace of its id', async () => {
    const { 'customer.subscription.updated': valid } = await validEvents();
    const broken = withField(valid, ['data', 'object', 'items'], 'text');
    expect(said(await deliver(broken))).toBe(MALFORMED);
    expect(said(await deliver(broken))).toBe(MALFORMED);
    expect(warnings).toHaveBeenCalledTimes(2);
    expect(warnings).toHaveBeenLastCalledWith(
      expect.stringMatching(
        new RegExp(`${valid.id}.*customer\\.subscription\\.updated.*data\\.object\\.items`),
      ),
    );
    // A corrected copy under the same id (resent by hand once the reader is fixed) is applied.
    expect(said(await deliver(valid))).toBe('200 applied');
  });

  it('refuses a signed body that is not an event with 400, changing nothing', async () => {
    const before = await fingerprint();
    for (const body of ['{"id": "evt_cut_short', 'null', '[]', '"evt_1"', '{}']) {
      expect(said(await deliverBody(body)), body).toBe(NOT_AN_EVENT);
    }
    expect(await fingerprint()).toEqual(before);
  });
});

describe('the standalone server', () => {
  it('serves the function at /functions/v1/stripe-webhook and passes the signed bytes on untouched', async () => {
    const standalone = createStandaloneApp({
      api: api.app,
      storage: api.storage,
      recompute: { request: () => new Response(null, { status: 401 }) },
      stripeWebhook: webhook,
      assets: undefined,
      trustProxy: false,
      siteUrl: undefined,
    });
    const member = await memberWithCustomer();
    const { body, signature } = signedDelivery(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({
          id: 'sub_mounted',
          customer: member.customerId,
          status: 'active',
          periodEnd: now() + 9 * DAY,
        }),
      ),
    );
    const response = await standalone.request('/functions/v1/stripe-webhook', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body,
    });
    expect(await response.json()).toEqual({ received: true, outcome: 'applied' });
    expect(await subscriptionOf(member)).toMatchObject({ subscriptionStatus: 'active', daysRemaining: 9 });
    const sweep = await standalone.request('/functions/v1/stripe-webhook/sweep', { method: 'POST' });
    expect(sweep.status).toBe(401);
  });
});

describe('[POST] /functions/v1/stripe-webhook - effects', () => {
  it('follows a subscription from trial to active to cancelled; a late older event changes nothing', async () => {
    const member = await memberWithCustomer();
    const t = now();
    const sub = (status: string, extra: Partial<Parameters<typeof subscriptionObject>[0]> = {}) =>
      subscriptionObject({
        id: 'sub_life',
        customer: member.customerId,
        status,
        periodEnd: t + 30 * DAY,
        ...extra,
      });
    const created = stripeEvent(
      'customer.subscription.created',
      sub('trialing', { trialEnd: t + 7 * DAY, periodEnd: t + 7 * DAY }),
      {
        created: t - 100,
      },
    );
    const activated = stripeEvent('customer.subscription.updated', sub('active'), { created: t - 50 });
    expect((await deliver(activated)).body.outcome).toBe('applied');
    expect((await deliver(created)).body.outcome).toBe('applied');
    const active = await subscriptionOf(member);
    expect(active).toMatchObject({
      subscriptionStatus: 'active',
      isActive: true,
      billedByStripe: true,
      daysRemaining: 30,
    });

    const paid = stripeEvent(
      'invoice.paid',
      { id: 'in_1', object: 'invoice', customer: member.customerId, status_transitions: { paid_at: t - 40 } },
      { created: t - 40 },
    );
    await deliver(paid);
    expect((await subscriptionOf(member)).lastPaymentDate).toBe(new Date((t - 40) * 1000).toISOString());

    const failed = stripeEvent(
      'invoice.payment_failed',
      { id: 'in_2', object: 'invoice', customer: member.customerId },
      { created: t - 30 },
    );
    await deliver(failed);
    expect((await subscriptionOf(member)).paymentFailed).toBe(true);

    const cancelled = stripeEvent(
      'customer.subscription.updated',
      sub('active', { cancelAtPeriodEnd: true }),
      { created: t - 20 },
    );
    await deliver(cancelled);
    expect(await subscriptionOf(member)).toMatchObject({
      subscriptionStatus: 'active',
      cancelAtPeriodEnd: true,
    });

    const deleted = stripeEvent('customer.subscription.deleted', sub('canceled'), { created: t - 10 });
    await deliver(deleted);
    expect(await subscriptionOf(member)).toMatchObject({ subscriptionStatus: 'expired', hasPremium: false });

    // The same deliveries again (Stripe retries) and a late copy of the activation: nothing moves.
    for (const event of [activated, created, cancelled])
      expect((await deliver(event)).body.outcome).toBe('replayed');
    const lateActivation = stripeEvent('customer.subscription.updated', sub('active'), { created: t - 45 });
    expect((await deliver(lateActivation)).body.outcome).toBe('applied');
    expect((await subscriptionOf(member)).subscriptionStatus).toBe('expired');
  });

  it('records each payment intent once, whatever events carry it, and one-time Premium lasts 30 days', async () => {
    const member = await memberWithCustomer();
    const intent = {
      id: `pi_once_${Date.now()}`,
      object: 'payment_intent',
      amount: 999,
      amount_received: 999,
      currency: 'usd',
      customer: null,
      description: 'Premium (One-time)',
      metadata: { user_id: member.user.id, purpose: 'premium_one_time' },
      created: now(),
    };
    for (let copy = 0; copy < 3; copy += 1) {
      expect((await deliver(stripeEvent('payment_intent.succeeded', intent))).status).toBe(200);
    }
    const rows =
      await api.sql`select amount, premium_days from public.payment where stripe_payment_intent_id = ${intent.id}`;
    expect(rows).toEqual([{ amount: 999, premium_days: 30 }]);
    expect(await subscriptionOf(member)).toMatchObject({ subscriptionStatus: 'active', daysRemaining: 30 });
  });

  it('attaches a buy-button checkout to the member its signed reference names, and keeps a forged one for the sweep', async () => {
    const member = await memberWithCustomer();
    const reference = await signClientReference(FAKE_SECRET_KEY, member.user.id);
    const checkout = (customer: string, clientReferenceId: string) =>
      stripeEvent('checkout.session.completed', {
        id: `cs_test_${customer}`,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        customer,
        subscription: `sub_${customer}`,
        client_reference_id: clientReferenceId,
        created: now(),
      });
    await deliver(checkout('cus_boughtbymember', reference));
    const [profile] =
      await api.sql`select stripe_customer_id from public.profile where id = ${member.user.id}`;
    expect(profile?.stripe_customer_id).toBe('cus_boughtbymember');

    const victim = await memberWithCustomer();
    const forged = `${victim.user.id}_${'0'.repeat(64)}`;
    await deliver(checkout('cus_attacker', forged));
    const [victimProfile] =
      await api.sql`select stripe_customer_id from public.profile where id = ${victim.user.id}`;
    expect(victimProfile?.stripe_customer_id).toBe(victim.customerId);
    const [handover] =
      await api.sql`select claimed_at from private.stripe_handover where stripe_customer_id = 'cus_attacker'`;
    expect(handover).toEqual({ claimed_at: null });
  });

  it('keeps the state of events that arrive before the customer belongs to anyone, and applies it on attachment', async () => {
    const member = await api.signUp();
    const customerId = `cus_early${Date.now()}`;
    await deliver(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({
          id: 'sub_early',
          customer: customerId,
          status: 'active',
          periodEnd: now() + 20 * DAY,
        }),
      ),
    );
    expect((await subscriptionOf(member)).subscriptionStatus).toBe('free_trial');
    await api.sql`select private.attach_stripe_customer(${member.user.id}, ${customerId}, null)`;
    expect(await subscriptionOf(member)).toMatchObject({ subscriptionStatus: 'active', daysRemaining: 20 });
  });
});

/** mulberry32: a small seeded generator, so the replay's order is the same on every run. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The test's own reading of Stripe's statuses (docs/decisions.md, "Premium and payments"): what the newest event should leave. */
const EXPECTED_STATUS: Record<string, string> = {
  trialing: 'free_trial',
  active: 'active',
  past_due: 'inactive',
  unpaid: 'inactive',
  canceled: 'expired',
};

describe('replay: 1,000 events delivered 5 times each in shuffled order', () => {
  it('leaves every account in the state of its newest event, with no duplicate payment', async () => {
    const random = seeded(20261124);
    const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)] as T;
    const members: Awaited<ReturnType<typeof memberWithCustomer>>[] = [];
    for (let count = 0; count < 50; count += 1) members.push(await memberWithCustomer());
    const t0 = now() - 3600;
    const events: FakeEvent[] = [];
    /** Payment intent id to its creation time: an intent announced twice is the same object. */
    const paymentIntents = new Map<string, number>();
    let clock = 0;
    for (let index = 0; index < 1000; index += 1) {
      const member = members[index % members.length] as (typeof members)[number];
      // Several events may share a second; the (created, id) order still decides.
      clock += Math.floor(random() * 3);
      const created = t0 + clock;
      const roll = random();
      if (roll < 0.6) {
        const status = pick(Object.keys(EXPECTED_STATUS));
        const type =
          status === 'canceled'
            ? 'customer.subscription.deleted'
            : pick(['customer.subscription.created', 'customer.subscription.updated']);
        events.push(
          stripeEvent(
            type,
            subscriptionObject({
              id: `sub_${member.customerId}`,
              customer: member.customerId,
              status,
              trialEnd: status === 'trialing' ? created + 7 * DAY : null,
              periodEnd: created + (status === 'trialing' ? 7 : 30) * DAY,
              cancelAtPeriodEnd: random() < 0.2,
            }),
            { created },
          ),
        );
      } else if (roll < 0.8) {
        events.push(
          stripeEvent(
            'invoice.paid',
            {
              id: `in_${index}`,
              object: 'invoice',
              customer: member.customerId,
              status_transitions: { paid_at: created },
            },
            { created },
          ),
        );
      } else {
        // A third of the payments are announced by two different events (Stripe may send more than one).
        const earlier = [...paymentIntents.keys()].filter((id) => id.includes(member.customerId));
        const id = earlier.length > 0 && random() < 0.33 ? pick(earlier) : `pi_${member.customerId}_${index}`;
        const intentCreated = paymentIntents.get(id) ?? created;
        paymentIntents.set(id, intentCreated);
        events.push(
          stripeEvent(
            'payment_intent.succeeded',
            {
              id,
              object: 'payment_intent',
              amount: 1599,
              amount_received: 1599,
              currency: 'usd',
              customer: member.customerId,
              description: 'Subscription renewal',
              metadata: {},
              created: intentCreated,
            },
            { created },
          ),
        );
      }
    }
    const deliveries = events.flatMap((event) => Array.from({ length: 5 }, () => event));
    for (let index = deliveries.length - 1; index > 0; index -= 1) {
      const other = Math.floor(random() * (index + 1));
      [deliveries[index], deliveries[other]] = [
        deliveries[other] as FakeEvent,
        deliveries[index] as FakeEvent,
      ];
    }

    const started = performance.now();
    const outcomes: Record<string, number> = {};
    for (const event of deliveries) {
      const answer = await deliver(event);
      expect(answer.status).toBe(200);
      const outcome = answer.body.outcome ?? 'none';
      outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
    }
    const seconds = (performance.now() - started) / 1000;
    console.info(`replayed ${deliveries.length} deliveries in ${seconds.toFixed(1)} s`, outcomes);
    expect(outcomes).toEqual({ applied: 1000, replayed: 4000 });

    const newest = (first: FakeEvent, second: FakeEvent) =>
      first.created !== second.created ? first.created > second.created : first.id > second.id;
    for (const member of members) {
      const mine = events.filter((event) => (event.data.object.customer as string) === member.customerId);
      const subscriptionEvents = mine.filter((event) => event.type.startsWith('customer.subscription'));
      const last = subscriptionEvents.reduce<FakeEvent | undefined>(
        (best, event) => (!best || newest(event, best) ? event : best),
        undefined,
      );
      const [profile] = await api.sql`
        select subscription_status::text, subscription_expires_at, subscription_cancel_at_period_end, last_payment_date
        from public.profile where id = ${member.user.id}`;
      if (last) {
        const object = last.data.object as {
          status: string;
          cancel_at_period_end: boolean;
          items: { data: { current_period_end: number }[] };
        };
        expect(profile?.subscription_status, member.customerId).toBe(EXPECTED_STATUS[object.status]);
        expect(profile?.subscription_expires_at?.getTime()).toBe(
          (object.items.data[0]?.current_period_end ?? 0) * 1000,
        );
        expect(profile?.subscription_cancel_at_period_end).toBe(object.cancel_at_period_end);
      }
      const paidTimes = mine
        .filter((event) => event.type === 'invoice.paid' || event.type === 'payment_intent.succeeded')
        .map((event) =>
          event.type === 'invoice.paid' ? event.created : (event.data.object.created as number),
        );
      if (paidTimes.length > 0) {
        expect(profile?.last_payment_date?.getTime()).toBe(Math.max(...paidTimes) * 1000);
      }
    }
    const [counts] = await api.sql`
      select count(*)::int as payments, count(distinct stripe_payment_intent_id)::int as distinct_intents
      from public.payment where stripe_payment_intent_id like 'pi_cus_member%'`;
    expect(counts).toEqual({ payments: paymentIntents.size, distinct_intents: paymentIntents.size });
    expect(FAKE_WEBHOOK_SECRET).toMatch(/^whsec_/);
  }, 240_000);
});
