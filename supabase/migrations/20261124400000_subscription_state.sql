-- Concern: what the profile and the payment table need to know to decide a member's Premium access.
--
-- The product's data schema stores subscriptionStatus (default free_trial), subscriptionStartDate,
-- lastPaymentDate, subscriptionExpiresAt and the Stripe ids on the user. A free trial needs its
-- end, a cancelled subscription keeps its use until the period ends, and a one-time purchase buys
-- days of Premium of its own; those are the columns added here. The effective status is computed
-- from them by public.subscription_entitlement() (next migration), never stored. Members still
-- cannot write any of these columns (the profile's column-level UPDATE grant is unchanged): only
-- the server does.

alter table public.profile
  add column trial_ends_at timestamptz,
  add column subscription_cancel_at_period_end boolean not null default false,
  add column premium_paid_until timestamptz,
  add column last_payment_failed_at timestamptz;

comment on column public.profile.trial_ends_at is
  'When the free trial ends: 7 days after sign-up, or Stripe''s trial_end for a trial started with a card.';
comment on column public.profile.subscription_cancel_at_period_end is
  'The member cancelled: Premium continues until the current period (trial or paid) ends, then stops.';
comment on column public.profile.premium_paid_until is
  'End of the Premium days bought with one-time purchases (payment.premium_days), recomputed from the payments.';
comment on column public.profile.last_payment_failed_at is
  'Latest failed subscription payment Stripe reported (invoice.payment_failed); shown until a later payment succeeds.';
comment on column public.profile.subscription_expires_at is
  'End of the current paid subscription period (Stripe''s current_period_end); renewals move it forward.';
comment on column public.profile.subscription_start_date is
  'When the member''s current trial or subscription started (sign-up for the default trial).';

-- Existing members get the trial every new member gets, counted from when they joined.
update public.profile
set trial_ends_at = created_at + interval '7 days',
    subscription_start_date = coalesce(subscription_start_date, created_at);

alter table public.profile
  alter column trial_ends_at set default (now() + interval '7 days'),
  alter column subscription_start_date set default now();

-- A one-time purchase buys a number of Premium days; subscription invoices buy none (the
-- subscription's own state decides those).
alter table public.payment
  add column premium_days integer not null default 0,
  add constraint payment_premium_days_range check (premium_days between 0 and 366);
comment on column public.payment.premium_days is
  'Days of Premium this payment bought (30 for the one-time purchase, 0 for subscription invoices).';
comment on column public.payment.created_at is 'When Stripe created the PaymentIntent.';
