-- Concern: Stripe's view of each customer, kept in arrival-order-independent form, and how it
-- reaches the member's profile.
--
-- Stripe delivers webhooks at least once, late and in any order. Each customer's latest
-- subscription state is kept here with the (created, id) of the event that set it; a state from an
-- older event never replaces a newer one, so any delivery order ends in the state of the newest
-- event. Payment times only move forward (greatest). The profile of the member the customer
-- belongs to is then brought in line from this row, which also covers events that arrive before
-- the customer is attached to a member (a visitor's trial before sign-up): the row waits here and
-- is copied at the moment of attachment.
--
-- Everything here runs as service_role (the stripe-webhook function, sign-up bookkeeping, the
-- subscription routes' calls to Stripe); nothing is reachable by anon or authenticated.

create table private.stripe_customer_state (
  stripe_customer_id text primary key,
  stripe_subscription_id text,
  subscription_status text,
  trial_end timestamptz,
  current_period_end timestamptz,
  cancel_at_period_end boolean not null default false,
  started_at timestamptz,
  state_at timestamptz not null default '-infinity',
  state_event_id text not null default '',
  last_payment_at timestamptz,
  last_payment_failed_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint stripe_customer_state_customer_format check (stripe_customer_id ~ '^cus_[A-Za-z0-9]{1,250}$')
);
alter table private.stripe_customer_state enable row level security;

comment on table private.stripe_customer_state is
  'Latest Stripe subscription state per customer, from webhooks and the server''s own Stripe calls, '
  'ordered by (state_at, state_event_id) so that an older event never overwrites a newer state.';
comment on column private.stripe_customer_state.subscription_status is
  'Stripe''s subscription status as Stripe spells it (trialing, active, past_due, canceled, ...); null until a subscription event arrives.';
comment on column private.stripe_customer_state.state_at is
  'created time of the event (or of the server''s read from Stripe) that set the subscription fields.';
comment on column private.stripe_customer_state.state_event_id is
  'Id of that event; breaks ties between events created in the same second, so the order is total.';

create trigger stripe_customer_state_set_updated_at
  before update on private.stripe_customer_state
  for each row execute function private.set_updated_at();

revoke all on private.stripe_customer_state from public, anon, authenticated;
grant select, insert, update on private.stripe_customer_state to service_role;

-- Brings the profile owning a customer in line with the customer's Stripe state.
create or replace function private.sync_profile_from_stripe(p_customer text)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.profile p
  set stripe_subscription_id = coalesce(s.stripe_subscription_id, p.stripe_subscription_id),
      subscription_status = case
        when s.subscription_status is null then p.subscription_status
        when s.subscription_status = 'active' then 'active'
        when s.subscription_status = 'trialing' then 'free_trial'
        when s.subscription_status in ('canceled', 'incomplete_expired') then 'expired'
        else 'inactive'
      end::public.subscription_status,
      trial_ends_at = case when s.subscription_status = 'trialing' then coalesce(s.trial_end, p.trial_ends_at)
                           else p.trial_ends_at end,
      subscription_expires_at = case when s.subscription_status is null then p.subscription_expires_at
                                     else s.current_period_end end,
      subscription_cancel_at_period_end = case when s.subscription_status is null
                                               then p.subscription_cancel_at_period_end
                                               else s.cancel_at_period_end end,
      subscription_start_date = coalesce(s.started_at, p.subscription_start_date),
      last_payment_date = nullif(greatest(coalesce(p.last_payment_date, '-infinity'),
                                          coalesce(s.last_payment_at, '-infinity')), '-infinity'),
      last_payment_failed_at = nullif(greatest(coalesce(p.last_payment_failed_at, '-infinity'),
                                               coalesce(s.last_payment_failed_at, '-infinity')), '-infinity')
  from private.stripe_customer_state s
  where s.stripe_customer_id = p_customer
    and p.stripe_customer_id = p_customer
$$;
comment on function private.sync_profile_from_stripe(text) is
  'Copies a customer''s Stripe state (status mapped to the app''s subscription statuses) to the profile that owns the customer, if any.';

-- A subscription event's state: kept only when it is newer than what is stored.
create or replace function private.apply_stripe_subscription(
  p_customer text,
  p_subscription text,
  p_status text,
  p_trial_end timestamptz,
  p_current_period_end timestamptz,
  p_cancel_at_period_end boolean,
  p_started_at timestamptz,
  p_state_at timestamptz,
  p_event_id text
)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  changed boolean;
begin
  insert into private.stripe_customer_state as s (
    stripe_customer_id, stripe_subscription_id, subscription_status, trial_end, current_period_end,
    cancel_at_period_end, started_at, state_at, state_event_id)
  values (p_customer, p_subscription, p_status, p_trial_end, p_current_period_end,
          p_cancel_at_period_end, p_started_at, p_state_at, p_event_id)
  on conflict (stripe_customer_id) do update
    set stripe_subscription_id = excluded.stripe_subscription_id,
        subscription_status = excluded.subscription_status,
        trial_end = excluded.trial_end,
        current_period_end = excluded.current_period_end,
        cancel_at_period_end = excluded.cancel_at_period_end,
        started_at = excluded.started_at,
        state_at = excluded.state_at,
        state_event_id = excluded.state_event_id
    where (s.state_at, s.state_event_id) < (excluded.state_at, excluded.state_event_id)
  returning true into changed;
  if changed then
    perform private.sync_profile_from_stripe(p_customer);
  end if;
  return coalesce(changed, false);
end;
$$;
comment on function private.apply_stripe_subscription(text, text, text, timestamptz, timestamptz, boolean, timestamptz, timestamptz, text) is
  'Records a customer''s subscription state unless a newer event already set it; answers whether it was applied.';

-- An invoice paid or failed: times only move forward, so any order gives the same result.
create or replace function private.record_stripe_invoice(
  p_customer text,
  p_paid_at timestamptz,
  p_failed_at timestamptz
)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  insert into private.stripe_customer_state as s (stripe_customer_id, last_payment_at, last_payment_failed_at)
  values (p_customer, p_paid_at, p_failed_at)
  on conflict (stripe_customer_id) do update
    set last_payment_at = nullif(greatest(coalesce(s.last_payment_at, '-infinity'),
                                          coalesce(excluded.last_payment_at, '-infinity')), '-infinity'),
        last_payment_failed_at = nullif(greatest(coalesce(s.last_payment_failed_at, '-infinity'),
                                                 coalesce(excluded.last_payment_failed_at, '-infinity')), '-infinity');
  perform private.sync_profile_from_stripe(p_customer);
end;
$$;
comment on function private.record_stripe_invoice(text, timestamptz, timestamptz) is
  'Records when a customer''s invoice was paid or failed (latest of each kept) and updates the owner''s profile.';

-- Premium days bought once, laid end to end in the order they were paid: the result depends only
-- on the set of payments, never on the order their events arrived in.
create or replace function private.refresh_premium_paid_until(p_user_id uuid)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
declare
  bought record;
  paid_until timestamptz;
begin
  for bought in
    select created_at, premium_days
    from public.payment
    where user_id = p_user_id and premium_days > 0 and status = 'succeeded'
    order by created_at, id
  loop
    paid_until := greatest(coalesce(paid_until, bought.created_at), bought.created_at)
                  + pg_catalog.make_interval(days => bought.premium_days);
  end loop;
  update public.profile set premium_paid_until = paid_until where id = p_user_id;
end;
$$;
comment on function private.refresh_premium_paid_until(uuid) is
  'Recomputes profile.premium_paid_until from the member''s succeeded one-time payments.';

-- A succeeded PaymentIntent becomes one payment row; a second event about it changes nothing.
create or replace function private.record_stripe_payment(
  p_payment_intent text,
  p_user_id uuid,
  p_customer text,
  p_amount integer,
  p_currency text,
  p_description text,
  p_created_at timestamptz,
  p_premium_days integer
)
returns boolean
language plpgsql
security invoker
set search_path = ''
as $$
declare
  member_id uuid;
  inserted boolean;
begin
  select p.id into member_id
  from public.profile p
  where (p_user_id is not null and p.id = p_user_id)
     or (p_user_id is null and p_customer is not null and p.stripe_customer_id = p_customer)
  limit 1;
  if member_id is null then
    return false;
  end if;
  insert into public.payment (user_id, stripe_payment_intent_id, amount, currency, status, description,
                              created_at, premium_days)
  values (member_id, p_payment_intent, p_amount, p_currency, 'succeeded', p_description, p_created_at,
          p_premium_days)
  on conflict (stripe_payment_intent_id) do nothing
  returning true into inserted;
  if inserted and p_premium_days > 0 then
    perform private.refresh_premium_paid_until(member_id);
  end if;
  if inserted then
    update public.profile
    set last_payment_date = greatest(coalesce(last_payment_date, '-infinity'), p_created_at)
    where id = member_id;
  end if;
  return coalesce(inserted, false);
end;
$$;
comment on function private.record_stripe_payment(text, uuid, text, integer, text, text, timestamptz, integer) is
  'Inserts the payment of a succeeded PaymentIntent once (unique PaymentIntent id) for the member named '
  'in its metadata or owning its customer; answers false when it was known already or belongs to nobody.';

-- Makes a customer the member's own and copies the state Stripe already reported for it.
create or replace function private.attach_stripe_customer(p_user_id uuid, p_customer text, p_subscription text)
returns void
language plpgsql
security invoker
set search_path = ''
as $$
begin
  update public.profile
  set stripe_customer_id = p_customer,
      stripe_subscription_id = coalesce(p_subscription, stripe_subscription_id)
  where id = p_user_id;
  perform private.sync_profile_from_stripe(p_customer);
end;
$$;
comment on function private.attach_stripe_customer(uuid, text, text) is
  'Links a Stripe customer (and subscription) to a member and applies the customer''s recorded Stripe state.';

revoke execute on function private.sync_profile_from_stripe(text) from public, anon, authenticated;
revoke execute on function private.apply_stripe_subscription(text, text, text, timestamptz, timestamptz, boolean, timestamptz, timestamptz, text) from public, anon, authenticated;
revoke execute on function private.record_stripe_invoice(text, timestamptz, timestamptz) from public, anon, authenticated;
revoke execute on function private.refresh_premium_paid_until(uuid) from public, anon, authenticated;
revoke execute on function private.record_stripe_payment(text, uuid, text, integer, text, text, timestamptz, integer) from public, anon, authenticated;
revoke execute on function private.attach_stripe_customer(uuid, text, text) from public, anon, authenticated;
grant execute on function private.sync_profile_from_stripe(text) to service_role;
grant execute on function private.apply_stripe_subscription(text, text, text, timestamptz, timestamptz, boolean, timestamptz, timestamptz, text) to service_role;
grant execute on function private.record_stripe_invoice(text, timestamptz, timestamptz) to service_role;
grant execute on function private.refresh_premium_paid_until(uuid) to service_role;
grant execute on function private.record_stripe_payment(text, uuid, text, integer, text, text, timestamptz, integer) to service_role;
grant execute on function private.attach_stripe_customer(uuid, text, text) to service_role;
