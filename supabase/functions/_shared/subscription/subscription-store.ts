import type { OnboardingAnswers } from '../contract/onboarding.ts';
import type { Payment, Subscription } from '../contract/subscription.ts';
import type { SubscriptionStatus } from '../contract/user.ts';
import type { Sql, Tx } from '../db/database.ts';
import type { FunctionRow, Nullable, Row } from '../db/rows.ts';
import { asServiceRole } from '../db/service-role.ts';

/**
 * The member's side of Premium, run inside `asUser` (row-level security decides), with the
 * effective status from public.subscription_entitlement() (migration 20261124400100).
 */

/** Access has no end while nothing limits it. */
type EntitlementRow = Nullable<FunctionRow<'public.subscription_entitlement'>, 'access_ends_at'>;

type SubscriptionRow = EntitlementRow &
  Pick<
    Row<'public.profile'>,
    | 'subscription_start_date'
    | 'last_payment_date'
    | 'last_payment_failed_at'
    | 'trial_ends_at'
    | 'subscription_cancel_at_period_end'
    | 'stripe_subscription_id'
    | 'created_at'
    | 'updated_at'
  >;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

const toSubscription = (row: SubscriptionRow): Subscription => ({
  subscriptionStatus: row.status,
  isActive: row.status === 'active',
  isFreeTrialActive: row.status === 'free_trial',
  hasPremium: row.has_premium,
  daysRemaining: row.days_remaining,
  subscriptionStartDate: iso(row.subscription_start_date),
  lastPaymentDate: iso(row.last_payment_date),
  trialEndsAt: iso(row.trial_ends_at),
  currentPeriodEnd: iso(row.access_ends_at),
  cancelAtPeriodEnd: row.has_premium && row.subscription_cancel_at_period_end,
  paymentFailed:
    row.last_payment_failed_at !== null &&
    (row.last_payment_date === null || row.last_payment_failed_at > row.last_payment_date),
  billedByStripe: row.stripe_subscription_id !== null,
  memberSince: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

export async function readSubscription(tx: Tx): Promise<Subscription | null> {
  const [row] = await tx<SubscriptionRow[]>`
    select e.status, e.has_premium, e.days_remaining, e.access_ends_at,
           p.subscription_start_date, p.last_payment_date, p.last_payment_failed_at, p.trial_ends_at,
           p.subscription_cancel_at_period_end, p.stripe_subscription_id, p.created_at, p.updated_at
    from public.profile p
    cross join public.subscription_entitlement() e
    where p.id = (select auth.uid())`;
  return row ? toSubscription(row) : null;
}

export async function readEntitlement(
  tx: Tx,
): Promise<{ status: SubscriptionStatus; hasPremium: boolean } | null> {
  const [row] = await tx<Pick<EntitlementRow, 'status' | 'has_premium'>[]>`
    select status, has_premium from public.subscription_entitlement()`;
  return row ? { status: row.status, hasPremium: row.has_premium } : null;
}

export interface StripeLinks {
  customerId: string | null;
  subscriptionId: string | null;
}

export async function readStripeLinks(tx: Tx): Promise<StripeLinks> {
  const [row] = await tx<Pick<Row<'public.profile'>, 'stripe_customer_id' | 'stripe_subscription_id'>[]>`
    select stripe_customer_id, stripe_subscription_id from public.profile where id = (select auth.uid())`;
  return { customerId: row?.stripe_customer_id ?? null, subscriptionId: row?.stripe_subscription_id ?? null };
}

export async function listPayments(tx: Tx): Promise<Payment[]> {
  const rows = await tx<
    Pick<Row<'public.payment'>, 'id' | 'amount' | 'currency' | 'status' | 'description' | 'created_at'>[]
  >`
    select id, amount, currency, status, description, created_at
    from public.payment
    where user_id = (select auth.uid())
    order by created_at desc, id
    limit 100`;
  return rows.map((row) => ({
    id: row.id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    description: row.description,
    createdAt: row.created_at.toISOString(),
  }));
}

/**
 * Cancelling or resuming a trial that Stripe does not bill (trial mode). Service role: the column
 * is server-managed, members cannot write it through the Data API.
 */
export async function setLocalCancelAtPeriodEnd(sql: Sql, userId: string, cancel: boolean): Promise<void> {
  await asServiceRole(
    sql,
    (tx) => tx`update public.profile set subscription_cancel_at_period_end = ${cancel} where id = ${userId}`,
  );
}

export async function saveOnboardingAnswers(tx: Tx, answers: OnboardingAnswers): Promise<void> {
  await tx`
    insert into public.onboarding_answers (user_id, fitness_goal, experience, consistency, location)
    values ((select auth.uid()), ${answers.fitnessGoal}, ${answers.experience}, ${answers.consistency},
            ${answers.location})
    on conflict (user_id) do nothing`;
}

export async function readOnboardingAnswers(
  tx: Tx,
): Promise<{ answers: OnboardingAnswers; answeredAt: string } | null> {
  const [row] = await tx<
    Pick<
      Row<'public.onboarding_answers'>,
      'fitness_goal' | 'experience' | 'consistency' | 'location' | 'created_at'
    >[]
  >`
    select fitness_goal, experience, consistency, location, created_at
    from public.onboarding_answers where user_id = (select auth.uid())`;
  if (!row) return null;
  return {
    answers: {
      fitnessGoal: row.fitness_goal,
      experience: row.experience,
      consistency: row.consistency,
      location: row.location,
    },
    answeredAt: row.created_at.toISOString(),
  };
}
