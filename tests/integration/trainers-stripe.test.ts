import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Billing } from '../../supabase/functions/_shared/billing/billing.ts';
import { createWebhookApp } from '../../supabase/functions/_shared/billing/webhook-app.ts';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import type {
  Booking,
  CreatedBooking,
  OwnTrainer,
  Slots,
  TrainerCard,
  TrainerService,
} from '../../supabase/functions/_shared/contract/trainers.ts';
import {
  FAKE_LISTING_PRICE,
  FAKE_PUBLISHABLE_KEY,
  FAKE_SWEEP_SECRET,
  FakeStripe,
  signedDelivery,
  stripeEvent,
  subscriptionObject,
} from '../support/fake-stripe.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

/**
 * The marketplace with Stripe (the fake Stripe server, through the product's own stripe-node
 * adapter): the paid listing, Connect onboarding, card payments with the platform's fee and the
 * rest transferred to the trainer, the webhook that marks them paid, and refunds that take the
 * transfer back.
 */
let api: TestApi;
let stripe: FakeStripe;
let billing: Billing;
let webhook: ReturnType<typeof createWebhookApp>;
let trainer: Member;
let member: Member;
let trainerId: string;
let accountId: string;
let service: TrainerService;
let slots: string[];
let nextSlot = 0;

const ZONE = 'Europe/Paris';
const freshSlot = () => {
  const slot = slots[nextSlot];
  nextSlot += 2;
  if (!slot) throw new Error('Ran out of slots');
  return slot;
};

async function deliver(type: string, object: Record<string, unknown>) {
  const { body, signature } = signedDelivery(stripeEvent(type, object));
  const response = await webhook.request('/stripe-webhook', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
    body,
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { outcome: string };
}

async function book(): Promise<CreatedBooking> {
  const answer = await api.call<CreatedBooking>('POST', '/api/bookings', {
    token: member.token,
    body: { serviceId: service.id, scheduledAt: freshSlot() },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

const act = (who: Member, id: string, action: string) =>
  api.call<Booking & ErrorBody>('POST', `/api/bookings/${id}/${action}`, { token: who.token });

const intentOf = async (bookingId: string) => {
  const [row] = await api.sql<{ stripe_payment_intent_id: string }[]>`
    select stripe_payment_intent_id from public.booking where id = ${bookingId}`;
  if (!row?.stripe_payment_intent_id) throw new Error('The booking has no PaymentIntent');
  return row.stripe_payment_intent_id;
};

/** A booked session paid by card: Stripe reports the PaymentIntent succeeded, and the trainer accepts. */
async function paidAndConfirmed() {
  const { booking } = await book();
  await deliver('payment_intent.succeeded', stripe.succeedPaymentIntent(await intentOf(booking.id)));
  expect((await act(trainer, booking.id, 'accept')).body.status).toBe('confirmed');
  return booking;
}

beforeAll(async () => {
  stripe = await new FakeStripe().start();
  billing = stripe.billing();
  api = await createTestApi({
    billing,
    marketplace: { commissionPercent: 15, listingPriceId: FAKE_LISTING_PRICE },
  });
  webhook = createWebhookApp({ sql: api.sql, billing, sweepSecret: FAKE_SWEEP_SECRET });
  [trainer, member] = [await api.signUp(), await api.signUp()];
  const created = await api.call<OwnTrainer>('POST', '/api/trainer', {
    token: trainer.token,
    body: {
      bio: 'Mobility for runners.',
      specialties: ['running', 'mobility'],
      certifications: [],
      experience: 3,
      hourlyRate: 5000,
      location: 'Paris',
      timeZone: ZONE,
    },
  });
  expect(created.status).toBe(201);
  trainerId = created.body.id;
  service = (
    await api.call<TrainerService>('POST', '/api/trainer/services', {
      token: trainer.token,
      body: { name: 'Run technique', description: '', duration: 60, price: 8333, isActive: true },
    })
  ).body;
  await api.call('PUT', '/api/trainer/availability', {
    token: trainer.token,
    body: {
      timeZone: ZONE,
      weekly: [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '07:00', end: '21:00' })),
      datesOff: [],
    },
  });
  slots = (
    await api.call<Slots>('GET', `/api/trainers/${trainerId}/slots?serviceId=${service.id}`, {
      token: member.token,
    })
  ).body.slots.filter(
    // Two days ahead and more, so a member's cancellation is 24 hours ahead.
    (slot) => Date.parse(slot) > Date.now() + 48 * 3_600_000,
  );
}, 60_000);
afterAll(async () => {
  await api.close();
  await stripe.close();
});

describe('the listing plan', () => {
  it('starts with a 14-day trial, subscribes through Stripe, and the webhook keeps the trainer listed', async () => {
    const own = await api.call<OwnTrainer>('GET', '/api/trainer', { token: trainer.token });
    expect(own.body).toMatchObject({ listingStatus: 'free_trial', listed: true, paymentsAvailable: true });
    const days = (Date.parse(own.body.listingEndsAt ?? '') - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);

    const started = await api.call<{ clientSecret: string | null; publishableKey: string }>(
      'POST',
      '/api/trainer/subscription',
      { token: trainer.token },
    );
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({
      publishableKey: FAKE_PUBLISHABLE_KEY,
      clientSecret: expect.any(String),
    });
    const [created] = stripe.requestsTo('POST', '/v1/subscriptions');
    expect(created?.body).toMatchObject({
      items: [{ price: FAKE_LISTING_PRICE }],
      metadata: { purpose: 'trainer_listing' },
    });
    const subscription = [...stripe.subscriptions.values()].at(-1) as { id: string; customer: string };

    // The trial runs out: the trainer leaves the directory until Stripe reports the plan active.
    await api.sql`update public.trainer set subscription_expires_at = now() - interval '1 minute' where id = ${trainerId}`;
    const listed = async () =>
      (await api.call<TrainerCard[]>('GET', '/api/trainers', { token: member.token })).body.some(
        (card) => card.id === trainerId,
      );
    expect(await listed()).toBe(false);
    await deliver('customer.subscription.updated', {
      ...subscriptionObject({
        id: subscription.id,
        customer: subscription.customer,
        status: 'active',
        periodEnd: Math.floor(Date.now() / 1000) + 30 * 86_400,
      }),
      metadata: { purpose: 'trainer_listing' },
    });
    expect(await listed()).toBe(true);
    const after = await api.call<OwnTrainer>('GET', '/api/trainer', { token: trainer.token });
    expect(after.body.listingStatus).toBe('active');
    // The member's own Premium is untouched by the trainer's plan.
    const [profile] = await api.sql<{ stripe_subscription_id: string | null }[]>`
      select stripe_subscription_id from public.profile where id = ${trainer.user.id}`;
    expect(profile?.stripe_subscription_id).toBeNull();
  });
});

describe('payouts and card payments', () => {
  it('books in person until the trainer connects Stripe, then answers an Express onboarding link', async () => {
    const { booking, payment } = await book();
    expect(booking.paymentMode).toBe('in_person');
    expect(payment).toBeNull();
    expect(stripe.requestsTo('POST', '/v1/payment_intents')).toHaveLength(0);

    const link = await api.call<{ url: string }>('POST', '/api/trainer/payouts', { token: trainer.token });
    expect(link.status).toBe(200);
    const [account] = [...stripe.accounts.values()];
    accountId = account?.id as string;
    expect(account).toMatchObject({ type: 'express', email: trainer.email });
    expect(link.body.url).toContain(accountId);
    const [linkRequest] = stripe.requestsTo('POST', '/v1/account_links');
    expect(linkRequest?.body).toMatchObject({
      account: accountId,
      type: 'account_onboarding',
      return_url: 'http://app.test/trainer-dashboard?payouts=done',
    });
    stripe.completeOnboarding(accountId);
    const own = await api.call<OwnTrainer>('GET', '/api/trainer', { token: trainer.token });
    expect(own.body).toMatchObject({ payoutsEnabled: true, payInPersonOnly: false });
  });

  it('charges the price with the commission as application fee and the rest to the trainer; pending until paid', async () => {
    const { booking, payment } = await book();
    expect(booking).toMatchObject({
      paymentMode: 'stripe',
      paid: false,
      totalPrice: 8333,
      platformCommission: 1250,
      trainerEarnings: 7083,
    });
    expect(payment?.publishableKey).toBe(FAKE_PUBLISHABLE_KEY);
    const intent = stripe.paymentIntents.get(await intentOf(booking.id));
    expect(intent).toMatchObject({
      amount: 8333,
      currency: 'usd',
      application_fee_amount: 1250,
      transfer_data: { destination: accountId },
      metadata: { purpose: 'trainer_booking', booking_id: booking.id },
      client_secret: payment?.clientSecret,
    });
    const early = await act(trainer, booking.id, 'accept');
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/not paid/);

    const delivered = await deliver(
      'payment_intent.succeeded',
      stripe.succeedPaymentIntent(intent?.id as string),
    );
    expect(delivered.outcome).toBe('applied');
    const mine = await api.call<Booking[]>('GET', '/api/bookings', { token: member.token });
    expect(mine.body.find((b) => b.id === booking.id)?.paid).toBe(true);
    expect((await act(trainer, booking.id, 'accept')).body.status).toBe('confirmed');
  });

  it('refunds in full, reversing the transfer, when the member cancels 24 hours ahead or the trainer cancels', async () => {
    for (const who of [member, trainer]) {
      const booking = await paidAndConfirmed();
      const cancelled = await act(who, booking.id, 'cancel');
      expect(cancelled.body).toMatchObject({ status: 'cancelled', refundStatus: 'refunded' });
      const intentId = await intentOf(booking.id);
      const refund = [...stripe.refunds.values()].find((r) => r.payment_intent === intentId);
      expect(refund).toMatchObject({ amount: 8333, reverse_transfer: true, refund_application_fee: true });
    }
  });

  it('keeps the payment when the member cancels less than 24 hours ahead', async () => {
    const booking = await paidAndConfirmed();
    await api.sql`
      update public.booking set scheduled_at = now() + interval '2 hours', ends_at = now() + interval '3 hours'
      where id = ${booking.id}`;
    const refundsBefore = stripe.refunds.size;
    expect((await act(member, booking.id, 'cancel')).body).toMatchObject({
      status: 'cancelled',
      refundStatus: null,
    });
    expect(stripe.refunds.size).toBe(refundsBefore);
  });

  it('a refund Stripe refused at the time stays due, and the billing sweep issues it', async () => {
    const { booking } = await book();
    await deliver('payment_intent.succeeded', stripe.succeedPaymentIntent(await intentOf(booking.id)));
    stripe.failing = { prefix: '/v1/refunds', status: 400 };
    const declined = await act(trainer, booking.id, 'decline');
    stripe.failing = undefined;
    expect(declined.body).toMatchObject({ status: 'declined', refundStatus: 'due' });
    const swept = await webhook.request('/stripe-webhook/sweep', {
      method: 'POST',
      headers: { 'x-sweep-secret': FAKE_SWEEP_SECRET },
    });
    expect(((await swept.json()) as { refunded: number }).refunded).toBe(1);
    const mine = await api.call<Booking[]>('GET', '/api/bookings', { token: member.token });
    expect(mine.body.find((b) => b.id === booking.id)?.refundStatus).toBe('refunded');
  });
});
