import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyClientReference } from '../../supabase/functions/_shared/billing/client-reference.ts';
import { createWebhookApp } from '../../supabase/functions/_shared/billing/webhook-app.ts';
import type { AuthSession } from '../../supabase/functions/_shared/contract/auth.ts';
import type { ErrorBody } from '../../supabase/functions/_shared/contract/errors.ts';
import type {
  OnboardingAnswers,
  SavedOnboardingPlan,
} from '../../supabase/functions/_shared/contract/onboarding.ts';
import {
  type BillingConfig,
  type Payment,
  type PaymentIntentAnswer,
  type Subscription,
  subscriptionSchema,
  type TrialSubscription,
} from '../../supabase/functions/_shared/contract/subscription.ts';
import type { User } from '../../supabase/functions/_shared/contract/user.ts';
import { asUser } from '../../supabase/functions/_shared/db/as-user.ts';
import { buildOnboardingPlan } from '../../supabase/functions/_shared/domain/onboarding-plan.ts';
import {
  FAKE_MONTHLY_PRICE,
  FAKE_SECRET_KEY,
  FAKE_SWEEP_SECRET,
  FakeStripe,
  signedDelivery,
  stripeEvent,
} from '../support/fake-stripe.ts';
import { createTestApi, type Member, TEST_PASSWORD, type TestApi } from '../support/test-api.ts';

const DAY_MS = 86_400_000;
const ANSWERS: OnboardingAnswers = {
  fitnessGoal: 'build_muscle',
  experience: 'moderate',
  consistency: 'three_to_four',
  location: 'gym',
};

let trialMode: TestApi;
let stripe: FakeStripe;
let withKeys: TestApi;

beforeAll(async () => {
  stripe = await new FakeStripe().start();
  [trialMode, withKeys] = await Promise.all([createTestApi(), createTestApi({ billing: stripe.billing() })]);
}, 60_000);
afterAll(async () => {
  await Promise.all([trialMode.close(), withKeys.close()]);
  await stripe.close();
});

const subscriptionOf = async (api: TestApi, member: Member) => {
  const answer = await api.call<Subscription>('GET', '/api/user/subscription', { token: member.token });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(subscriptionSchema.safeParse(answer.body).success).toBe(true);
  return answer.body;
};

/** As if the member had joined `days` earlier: every date of their trial moves back. */
const moveBack = (api: TestApi, member: Member, days: number) =>
  api.sql`
    update public.profile
    set created_at = created_at - make_interval(days => ${days}),
        subscription_start_date = subscription_start_date - make_interval(days => ${days}),
        trial_ends_at = trial_ends_at - make_interval(days => ${days})
    where id = ${member.user.id}`;

const signUpWith = (api: TestApi, extras: Record<string, unknown>) => {
  const suffix = Math.random().toString(36).slice(2, 10);
  return api.call<AuthSession & ErrorBody>('POST', '/api/auth/signup', {
    body: {
      username: `trial_${suffix}`,
      email: `trial_${suffix}@example.com`,
      password: TEST_PASSWORD,
      firstName: 'Trial',
      lastName: 'Member',
      ...extras,
    },
  });
};

const profileCount = async (api: TestApi) =>
  (await api.sql`select count(*)::int as n from public.profile`)[0]?.n;

describe('[GET] /api/user/subscription - a new member on the 7-day trial', () => {
  it('starts on free_trial with 7 days remaining, Premium open', async () => {
    const member = await trialMode.signUp();
    const subscription = await subscriptionOf(trialMode, member);
    expect(subscription).toMatchObject({
      subscriptionStatus: 'free_trial',
      isFreeTrialActive: true,
      isActive: false,
      hasPremium: true,
      daysRemaining: 7,
      cancelAtPeriodEnd: false,
      billedByStripe: false,
      lastPaymentDate: null,
    });
    const trialLength = Date.parse(subscription.trialEndsAt ?? '') - Date.parse(subscription.memberSince);
    expect(Math.abs(trialLength - 7 * DAY_MS)).toBeLessThan(5_000);
    const me = await trialMode.call<User>('GET', '/api/auth/me', { token: member.token });
    expect(me.body.subscriptionStatus).toBe('free_trial');
  });

  it('reads expired once the clock passes the trial end (the SQL function at a later instant)', async () => {
    const member = await trialMode.signUp();
    const claims = await trialMode.auth.verifyAccessToken(member.token);
    const at = (days: number) =>
      asUser(
        trialMode.sql,
        claims,
        (tx) =>
          tx<{ status: string; days_remaining: number; has_premium: boolean }[]>`
          select status, days_remaining, has_premium
          from public.subscription_entitlement(now() + make_interval(secs => ${days * 86_400}))`,
      );
    expect((await at(6.5))[0]).toEqual({ status: 'free_trial', days_remaining: 1, has_premium: true });
    expect((await at(7.01))[0]).toEqual({ status: 'expired', days_remaining: 0, has_premium: false });
  });

  it('answers expired with 0 days through the API after the trial ended', async () => {
    const member = await trialMode.signUp();
    await moveBack(trialMode, member, 8);
    const subscription = await subscriptionOf(trialMode, member);
    expect(subscription).toMatchObject({
      subscriptionStatus: 'expired',
      isFreeTrialActive: false,
      hasPremium: false,
      daysRemaining: 0,
    });
    const me = await trialMode.call<User>('GET', '/api/auth/me', { token: member.token });
    expect(me.body.subscriptionStatus).toBe('expired');
  });
});

describe('Premium operations answer 402 without Premium', () => {
  it('refuses an expired member with premium_required and serves trial and active members', async () => {
    const expired = await trialMode.signUp();
    await moveBack(trialMode, expired, 10);
    const onTrial = await trialMode.signUp();
    const active = await trialMode.signUp();
    await trialMode.sql`
      update public.profile set subscription_status = 'active', subscription_expires_at = now() + interval '20 days'
      where id = ${active.user.id}`;

    for (const path of [
      '/api/ai-recommendations',
      '/api/ai-adjustments/pending',
      '/api/progress/metrics?days=30',
    ]) {
      const refused = await trialMode.call<ErrorBody>('GET', path, { token: expired.token });
      expect(refused.status, path).toBe(402);
      expect(refused.body.error).toBe('premium_required');
      expect(refused.body.message).toMatch(/Premium access has ended/);
      for (const member of [onTrial, active]) {
        expect((await trialMode.call('GET', path, { token: member.token })).status, path).toBe(200);
      }
    }
    const apply = await trialMode.call<ErrorBody>('POST', '/api/ai-adjustments/apply', {
      token: expired.token,
      body: { exerciseIds: [] },
    });
    expect(apply.status).toBe(402);
  });

  it('keeps history, export-like reads and logging free: 7-day metrics, workouts, manual runs', async () => {
    const expired = await trialMode.signUp();
    await moveBack(trialMode, expired, 10);
    expect(
      (await trialMode.call('GET', '/api/progress/metrics?days=7', { token: expired.token })).status,
    ).toBe(200);
    expect((await trialMode.call('GET', '/api/progress/metrics', { token: expired.token })).status).toBe(200);
    expect((await trialMode.call('GET', '/api/workouts', { token: expired.token })).status).toBe(200);
    const logged = await trialMode.call('POST', '/api/workouts', {
      token: expired.token,
      body: { name: 'Push-ups', category: 'strength', duration: 20, caloriesBurned: 100 },
    });
    expect(logged.status).toBe(201);
    const gps = await trialMode.call<ErrorBody>('POST', '/api/mile-tracker/sessions', {
      token: expired.token,
      body: { activityType: 'run', totalDistance: 0, totalTime: 0, averagePace: null, trackingMode: 'gps' },
    });
    expect(gps.status).toBe(402);
    expect(
      await trialMode.sql`select 1 from public.mile_tracker_session where user_id = ${expired.user.id}`,
    ).toHaveLength(0);
    const manual = await trialMode.call('POST', '/api/mile-tracker/sessions', {
      token: expired.token,
      body: { activityType: 'run', totalDistance: 0, totalTime: 0, averagePace: null },
    });
    expect(manual.status).toBe(201);
  });

  it('keeps the meal-plan catalogue free and generating a custom plan Premium, creating nothing when refused', async () => {
    const expired = await trialMode.signUp();
    await moveBack(trialMode, expired, 10);
    expect((await trialMode.call('GET', '/api/meal-plans', { token: expired.token })).status).toBe(200);
    const generated = await trialMode.call<ErrorBody>('POST', '/api/generate-meal-plan', {
      token: expired.token,
      body: { goal: 'maintenance', dailyCalories: 2000, duration: 7 },
    });
    expect(generated.status).toBe(402);
    expect(generated.body.error).toBe('premium_required');
    const personalized = await trialMode.call<ErrorBody>('POST', '/api/generate-personalized-meal-plan', {
      token: expired.token,
      body: { goal: 'maintenance', dailyCalories: 2000, duration: 7 },
    });
    expect(personalized.status).toBe(402);
    expect(
      await trialMode.sql`select 1 from public.meal_plan where created_by = ${expired.user.id}`,
    ).toHaveLength(0);
    const onTrial = await trialMode.signUp();
    const allowed = await trialMode.call('POST', '/api/generate-meal-plan', {
      token: onTrial.token,
      body: { goal: 'maintenance', dailyCalories: 2000, duration: 7 },
    });
    expect(allowed.status).toBe(201);
  });
});

describe('[POST] /api/user/subscription/cancel and /activate', () => {
  it('cancels the trial at its end (Premium continues), is idempotent, and activate undoes it', async () => {
    const member = await trialMode.signUp();
    const cancel = await trialMode.call<Subscription>('POST', '/api/user/subscription/cancel', {
      token: member.token,
    });
    expect(cancel.status).toBe(200);
    expect(cancel.body).toMatchObject({
      subscriptionStatus: 'free_trial',
      hasPremium: true,
      cancelAtPeriodEnd: true,
    });
    expect(cancel.body.currentPeriodEnd).toBe(cancel.body.trialEndsAt);
    const again = await trialMode.call<Subscription>('POST', '/api/user/subscription/cancel', {
      token: member.token,
    });
    expect(again.body.cancelAtPeriodEnd).toBe(true);
    const activate = await trialMode.call<Subscription>('POST', '/api/user/subscription/activate', {
      token: member.token,
    });
    expect(activate.status).toBe(200);
    expect(activate.body).toMatchObject({ subscriptionStatus: 'free_trial', cancelAtPeriodEnd: false });
  });

  it('a cancelled trial still ends as expired when its time is up', async () => {
    const member = await trialMode.signUp();
    await trialMode.call('POST', '/api/user/subscription/cancel', { token: member.token });
    await moveBack(trialMode, member, 8);
    expect(await subscriptionOf(trialMode, member)).toMatchObject({
      subscriptionStatus: 'expired',
      cancelAtPeriodEnd: false,
    });
  });

  it('refuses with 409 when nothing runs, changing nothing', async () => {
    const member = await trialMode.signUp();
    await moveBack(trialMode, member, 9);
    const before = await trialMode.sql`select * from public.profile where id = ${member.user.id}`;
    const cancel = await trialMode.call<ErrorBody>('POST', '/api/user/subscription/cancel', {
      token: member.token,
    });
    expect(cancel.status).toBe(409);
    expect(cancel.body.error).toBe('nothing_to_cancel');
    const activate = await trialMode.call<ErrorBody>('POST', '/api/user/subscription/activate', {
      token: member.token,
    });
    expect(activate.status).toBe(409);
    expect(activate.body.error).toBe('subscription_ended');
    expect(await trialMode.sql`select * from public.profile where id = ${member.user.id}`).toEqual(before);
  });

  it('cancels and resumes in Stripe when Stripe bills the member', async () => {
    const trial = await withKeys.call<TrialSubscription>('POST', '/api/create-trial-subscription', {
      body: {},
    });
    const signedUp = await signUpWith(withKeys, { trialHandover: trial.body.handoverToken });
    expect(signedUp.status).toBe(201);
    const token = signedUp.body.token;
    const subscriptionId = [...stripe.subscriptions.keys()].at(-1);
    const cancel = await withKeys.call<Subscription>('POST', '/api/user/subscription/cancel', { token });
    expect(cancel.body).toMatchObject({
      billedByStripe: true,
      cancelAtPeriodEnd: true,
      subscriptionStatus: 'free_trial',
    });
    expect(stripe.subscriptions.get(subscriptionId ?? '')?.cancel_at_period_end).toBe(true);
    const update = stripe.requestsTo('POST', `/v1/subscriptions/${subscriptionId}`).at(-1);
    expect(update?.body).toEqual({ cancel_at_period_end: 'true' });
    const activate = await withKeys.call<Subscription>('POST', '/api/user/subscription/activate', { token });
    expect(activate.body.cancelAtPeriodEnd).toBe(false);
    expect(stripe.subscriptions.get(subscriptionId ?? '')?.cancel_at_period_end).toBe(false);
  });
});

describe('[POST] /api/create-trial-subscription', () => {
  it('without Stripe keys answers trial mode: no client secret, no hand-over, nothing stored', async () => {
    const answer = await trialMode.call<TrialSubscription>('POST', '/api/create-trial-subscription', {
      body: {},
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      clientSecret: null,
      handoverToken: null,
      publishableKey: null,
      trialDays: 7,
      monthlyPriceCents: 1599,
    });
    expect(await trialMode.sql`select 1 from private.stripe_handover`).toHaveLength(0);
  });

  it('with keys creates a customer and a 7-day trialing subscription at the monthly price, and answers the setup secret', async () => {
    const before = stripe.requests.length;
    const answer = await withKeys.call<TrialSubscription>('POST', '/api/create-trial-subscription', {
      body: {},
    });
    expect(answer.status).toBe(200);
    expect(answer.body.clientSecret).toMatch(/^seti_\w+_secret_\w+$/);
    expect(answer.body.handoverToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.body.publishableKey).toMatch(/^pk_test_/);
    const calls = stripe.requests.slice(before);
    const customer = calls.find((call) => call.path === '/v1/customers');
    const subscription = calls.find((call) => call.path === '/v1/subscriptions');
    expect(customer?.idempotencyKey).toMatch(/^handover-.+-customer$/);
    expect(subscription?.body).toMatchObject({
      items: [{ price: FAKE_MONTHLY_PRICE }],
      trial_period_days: '7',
      payment_behavior: 'default_incomplete',
      expand: ['pending_setup_intent'],
      trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
    });
    // Only the token's hash is stored.
    const [row] =
      await withKeys.sql`select token_hash, stripe_customer_id from private.stripe_handover order by created_at desc limit 1`;
    expect(row?.token_hash).not.toBe(answer.body.handoverToken);
    expect(row?.stripe_customer_id).toMatch(/^cus_/);
  });

  it('answers 502 with a try-again sentence when Stripe fails, leaving a hand-over the sweep will clean', async () => {
    stripe.failing = { prefix: '/v1/subscriptions', status: 500 };
    try {
      const answer = await withKeys.call<ErrorBody>('POST', '/api/create-trial-subscription', { body: {} });
      expect(answer.status).toBe(502);
      expect(answer.body.message).toBe(
        "We're having trouble setting up your subscription. Please try again.",
      );
    } finally {
      stripe.failing = undefined;
    }
  });
});

describe('sign-up takes the visitor trial over', () => {
  it('attaches the customer and trialing subscription to the new account, once', async () => {
    const trial = await withKeys.call<TrialSubscription>('POST', '/api/create-trial-subscription', {
      body: {},
    });
    const signedUp = await signUpWith(withKeys, {
      trialHandover: trial.body.handoverToken,
      onboarding: ANSWERS,
    });
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201);
    const [profile] = await withKeys.sql`
      select stripe_customer_id, stripe_subscription_id, subscription_status from public.profile
      where id = ${signedUp.body.user.id}`;
    const subscription = stripe.subscriptions.get(profile?.stripe_subscription_id);
    expect(subscription?.customer).toBe(profile?.stripe_customer_id);
    expect(profile?.subscription_status).toBe('free_trial');
    const member = { ...signedUp.body } as unknown as Member;
    expect(await subscriptionOf(withKeys, member)).toMatchObject({
      subscriptionStatus: 'free_trial',
      billedByStripe: true,
      daysRemaining: 7,
    });

    const count = await profileCount(withKeys);
    const reused = await signUpWith(withKeys, { trialHandover: trial.body.handoverToken });
    expect(reused.status).toBe(400);
    expect(reused.body.error).toBe('trial_handover_invalid');
    expect(reused.body.fields?.trialHandover).toBeDefined();
    expect(await profileCount(withKeys)).toBe(count);
  });

  it('refuses a made-up token, an expired one, and any token without Stripe keys, creating no account', async () => {
    const count = await profileCount(withKeys);
    const forged = await signUpWith(withKeys, { trialHandover: 'x'.repeat(43) });
    expect(forged.status).toBe(400);
    const trial = await withKeys.call<TrialSubscription>('POST', '/api/create-trial-subscription', {
      body: {},
    });
    await withKeys.sql`update private.stripe_handover set expires_at = now() - interval '1 minute'
                       where stripe_subscription_id = ${[...stripe.subscriptions.keys()].at(-1) ?? ''}`;
    const late = await signUpWith(withKeys, { trialHandover: trial.body.handoverToken });
    expect(late.status).toBe(400);
    expect(await profileCount(withKeys)).toBe(count);
    const noKeys = await signUpWith(trialMode, { trialHandover: trial.body.handoverToken });
    expect(noKeys.status).toBe(400);
  });

  it('takes over a completed buy-button checkout by its session id, once', async () => {
    const { session, customer } = stripe.addCompletedCheckout();
    const signedUp = await signUpWith(withKeys, { checkoutSessionId: session.id });
    expect(signedUp.status, JSON.stringify(signedUp.body)).toBe(201);
    const [profile] =
      await withKeys.sql`select stripe_customer_id from public.profile where id = ${signedUp.body.user.id}`;
    expect(profile?.stripe_customer_id).toBe(customer.id);
    const again = await signUpWith(withKeys, { checkoutSessionId: session.id });
    expect(again.status).toBe(400);
    const unknown = await signUpWith(withKeys, { checkoutSessionId: 'cs_test_unknown' });
    expect(unknown.status).toBe(400);
  });

  it('sweeps hand-overs nobody claimed: the Stripe customer is deleted, its trial cancelled; claimed ones stay', async () => {
    const claimed = await withKeys.call<TrialSubscription>('POST', '/api/create-trial-subscription', {
      body: {},
    });
    expect((await signUpWith(withKeys, { trialHandover: claimed.body.handoverToken })).status).toBe(201);
    const abandoned = await withKeys.call<TrialSubscription>('POST', '/api/create-trial-subscription', {
      body: {},
    });
    expect(abandoned.status).toBe(200);
    const abandonedSubscription = [...stripe.subscriptions.values()].at(-1);
    await withKeys.sql`update private.stripe_handover set expires_at = now() - interval '1 minute'`;

    const webhook = createWebhookApp({
      sql: withKeys.sql,
      billing: stripe.billing(),
      sweepSecret: FAKE_SWEEP_SECRET,
    });
    const refused = await webhook.request('/stripe-webhook/sweep', {
      method: 'POST',
      headers: { 'x-sweep-secret': 'wrong' },
    });
    expect(refused.status).toBe(401);
    const sweep = await webhook.request('/stripe-webhook/sweep', {
      method: 'POST',
      headers: { 'x-sweep-secret': FAKE_SWEEP_SECRET },
    });
    expect(sweep.status).toBe(200);
    expect(((await sweep.json()) as { swept: number }).swept).toBeGreaterThanOrEqual(1);
    expect(abandonedSubscription?.status).toBe('canceled');
    expect(stripe.customers.get(String(abandonedSubscription?.customer))?.deleted).toBe(true);
    const claimedRows =
      await withKeys.sql`select swept_at from private.stripe_handover where claimed_at is not null`;
    expect(claimedRows.length).toBeGreaterThan(0);
    expect(claimedRows.every((row) => row.swept_at === null)).toBe(true);
    const left = await withKeys.sql`
      select 1 from private.stripe_handover where claimed_at is null and swept_at is null and expires_at < now()`;
    expect(left).toHaveLength(0);
    // Every visitor customer (the trial that failed half-way with the 502 above included) is
    // either some member's or deleted.
    const unswept = [...stripe.customers.values()].filter(
      (customer) => !customer.deleted && (customer.metadata as { handover_id?: string }).handover_id,
    );
    const claimedCustomers = (
      await withKeys.sql`select stripe_customer_id from public.profile where stripe_customer_id is not null`
    ).map((row) => row.stripe_customer_id);
    expect(unswept.filter((customer) => !claimedCustomers.includes(customer.id))).toEqual([]);
  });
});

describe('[POST] /api/create-payment-intent', () => {
  it('without keys answers 409 payments_unavailable and stores nothing', async () => {
    const member = await trialMode.signUp();
    const answer = await trialMode.call<ErrorBody>('POST', '/api/create-payment-intent', {
      token: member.token,
      body: { amount: 9.99 },
    });
    expect(answer.status).toBe(409);
    expect(answer.body.error).toBe('payments_unavailable');
    expect(await trialMode.sql`select 1 from public.payment where user_id = ${member.user.id}`).toHaveLength(
      0,
    );
  });

  it('charges the server price of $9.99 whatever amount the client sends', async () => {
    const member = await withKeys.signUp();
    for (const amount of [1, 0.01, 999_999, 'free', undefined]) {
      const answer = await withKeys.call<PaymentIntentAnswer>('POST', '/api/create-payment-intent', {
        token: member.token,
        body: amount === undefined ? {} : { amount },
      });
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        amount: 999,
        currency: 'usd',
        publishableKey: expect.stringMatching(/^pk_/),
      });
      const created = stripe.requestsTo('POST', '/v1/payment_intents').at(-1);
      expect(created?.body).toMatchObject({
        amount: '999',
        currency: 'usd',
        metadata: { user_id: member.user.id, purpose: 'premium_one_time' },
      });
      expect(stripe.paymentIntents.get(answer.body.clientSecret.split('_secret_')[0] ?? '')?.amount).toBe(
        999,
      );
    }
  });

  it('refuses visitors', async () => {
    expect((await withKeys.call('POST', '/api/create-payment-intent', { body: {} })).status).toBe(401);
  });
});

describe('[GET] /api/billing/config and /api/user/subscription/checkout-reference', () => {
  it('says trial mode without keys and gives the publishable key with them', async () => {
    const off = await trialMode.call<BillingConfig>('GET', '/api/billing/config');
    expect(off.body).toMatchObject({
      stripeEnabled: false,
      publishableKey: null,
      trialDays: 7,
      monthlyPriceCents: 1599,
    });
    const on = await withKeys.call<BillingConfig>('GET', '/api/billing/config');
    expect(on.body).toMatchObject({ stripeEnabled: true, oneTimePriceCents: 999 });
    expect(JSON.stringify(on.body)).not.toContain(FAKE_SECRET_KEY);
  });

  it('signs a checkout reference only the server can issue for this member', async () => {
    const member = await withKeys.signUp();
    const answer = await withKeys.call<{ clientReferenceId: string }>(
      'GET',
      '/api/user/subscription/checkout-reference',
      { token: member.token },
    );
    expect(await verifyClientReference(FAKE_SECRET_KEY, answer.body.clientReferenceId)).toBe(member.user.id);
    const forged = answer.body.clientReferenceId.replace(/^[^_]+/, crypto.randomUUID());
    expect(await verifyClientReference(FAKE_SECRET_KEY, forged)).toBeNull();
    expect(
      (
        await trialMode.call('GET', '/api/user/subscription/checkout-reference', {
          token: (await trialMode.signUp()).token,
        })
      ).status,
    ).toBe(409);
  });
});

describe('onboarding answers travel with sign-up', () => {
  it('builds the plan for visitors and refuses answers outside the options', async () => {
    const query = new URLSearchParams(ANSWERS).toString();
    const plan = await trialMode.call('GET', `/api/onboarding/plan?${query}`);
    expect(plan.status).toBe(200);
    expect(plan.body).toEqual(buildOnboardingPlan(ANSWERS));
    const bad = await trialMode.call<ErrorBody>(
      'GET',
      `/api/onboarding/plan?${query.replace('gym', 'moon')}`,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.location).toBeDefined();
  });

  it('saves the answers on the new account; another member sees only their own (none)', async () => {
    const signedUp = await signUpWith(trialMode, { onboarding: ANSWERS });
    expect(signedUp.status).toBe(201);
    const saved = await trialMode.call<SavedOnboardingPlan>('GET', '/api/user/onboarding-plan', {
      token: signedUp.body.token,
    });
    expect(saved.body?.answers).toEqual(ANSWERS);
    expect(saved.body?.plan).toEqual(buildOnboardingPlan(ANSWERS));
    const other = await trialMode.signUp();
    const none = await trialMode.call('GET', '/api/user/onboarding-plan', { token: other.token });
    expect(none.body).toBeNull();
  });

  it('refuses a sign-up with a bad answer without creating the account', async () => {
    const count = await profileCount(trialMode);
    const refused = await signUpWith(trialMode, { onboarding: { ...ANSWERS, experience: 'legendary' } });
    expect(refused.status).toBe(400);
    expect(await profileCount(trialMode)).toBe(count);
  });
});

describe('one member never reads or changes another member’s subscription or payments', () => {
  it('isolates the subscription, payments and the server-managed columns', async () => {
    const owner = await withKeys.signUp();
    const other = await withKeys.signUp();
    // The owner's one-time purchase arrives through the webhook.
    const webhook = createWebhookApp({
      sql: withKeys.sql,
      billing: stripe.billing(),
      sweepSecret: undefined,
    });
    const intent = stripeEvent('payment_intent.succeeded', {
      id: `pi_isolation_${Date.now()}`,
      object: 'payment_intent',
      amount: 999,
      amount_received: 999,
      currency: 'usd',
      customer: null,
      description: 'Premium (One-time)',
      metadata: { user_id: owner.user.id, purpose: 'premium_one_time' },
      created: Math.floor(Date.now() / 1000),
    });
    const delivery = signedDelivery(intent);
    const delivered = await webhook.request('/stripe-webhook', {
      method: 'POST',
      headers: { 'Stripe-Signature': delivery.signature, 'Content-Type': 'application/json' },
      body: delivery.body,
    });
    expect(delivered.status).toBe(200);

    const ownerPayments = await withKeys.call<Payment[]>('GET', '/api/user/payments', { token: owner.token });
    expect(ownerPayments.body).toHaveLength(1);
    expect(ownerPayments.body[0]).toMatchObject({ amount: 999, currency: 'usd', status: 'succeeded' });
    expect((await subscriptionOf(withKeys, owner)).subscriptionStatus).toBe('active');
    const otherPayments = await withKeys.call<Payment[]>('GET', '/api/user/payments', { token: other.token });
    expect(otherPayments.body).toEqual([]);
    expect((await subscriptionOf(withKeys, other)).subscriptionStatus).toBe('free_trial');

    // Under row-level security the other member sees none of the owner's rows, and no member can
    // write the server-managed subscription columns, even their own.
    const claims = await withKeys.auth.verifyAccessToken(other.token);
    const seen = await asUser(
      withKeys.sql,
      claims,
      (tx) => tx`
      select (select count(*)::int from public.payment where user_id = ${owner.user.id}) as payments,
             (select count(*)::int from public.profile where id = ${owner.user.id}) as profiles,
             (select count(*)::int from public.subscription_entitlement()) as own_entitlements`,
    );
    expect(seen[0]).toEqual({ payments: 0, profiles: 0, own_entitlements: 1 });
    for (const statement of [
      (tx: postgres.TransactionSql) =>
        tx`update public.profile set subscription_status = 'active' where id = ${other.user.id}`,
      (tx: postgres.TransactionSql) =>
        tx`update public.profile set premium_paid_until = now() + interval '1 year' where id = ${other.user.id}`,
      (
        tx: postgres.TransactionSql,
      ) => tx`insert into public.payment (user_id, stripe_payment_intent_id, amount, status, premium_days)
                                          values (${other.user.id}, 'pi_forged', 999, 'succeeded', 30)`,
      (tx: postgres.TransactionSql) =>
        tx`select private.attach_stripe_customer(${other.user.id}, 'cus_forged', null)`,
    ]) {
      const refused = await asUser(withKeys.sql, claims, statement).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(postgres.PostgresError);
      expect((refused as postgres.PostgresError).code).toBe('42501');
    }
  });
});
