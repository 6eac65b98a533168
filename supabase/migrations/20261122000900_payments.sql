-- Concern: payments and the record of processed Stripe webhook events.
--
-- Payment rows mirror Stripe PaymentIntents and are written only by the server (the
-- stripe-webhook function and the payment routes, as service_role); a member can read their own.
-- private.stripe_event makes the webhook idempotent: the handler inserts event.id with
-- `on conflict do nothing` and skips the event when nothing was inserted (a replay).

create table public.payment (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  stripe_payment_intent_id text not null,
  amount integer not null,
  currency text not null default 'usd',
  status public.payment_status not null,
  description text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint payment_stripe_payment_intent_id_key unique (stripe_payment_intent_id),
  constraint payment_amount_not_negative check (amount >= 0),
  constraint payment_currency_format check (currency ~ '^[a-z]{3}$')
);
alter table public.payment enable row level security;

comment on table public.payment is 'A member''s card payment, mirroring one Stripe PaymentIntent. Written by the server only.';
comment on column public.payment.stripe_payment_intent_id is 'Stripe PaymentIntent id (pi_...).';
comment on column public.payment.amount is 'Amount in the currency''s minor unit (cents for usd), as Stripe reports it.';
comment on column public.payment.currency is 'Lower-case ISO 4217 code, as Stripe spells it.';
comment on column public.payment.status is 'Latest PaymentIntent status seen by the webhook.';

create index payment_user_id_created_at_idx on public.payment (user_id, created_at desc);

revoke all on public.payment from anon, authenticated;
grant select on public.payment to authenticated;

create policy "Members read their own payments"
  on public.payment for select to authenticated
  using ((select auth.uid()) = user_id);

create trigger payment_set_updated_at
  before update on public.payment
  for each row execute function private.set_updated_at();

create table private.stripe_event (
  id text primary key,
  type text not null,
  received_at timestamptz not null default now(),
  constraint stripe_event_id_length check (char_length(id) between 1 and 255)
);
-- Not reachable through the API anyway (private schema); RLS without policies denies everyone but
-- service_role, which bypasses it, should a grant ever slip in.
alter table private.stripe_event enable row level security;

comment on table private.stripe_event is
  'Stripe webhook events already processed, by event id: a replayed delivery finds its id here and is skipped.';
comment on column private.stripe_event.id is 'Stripe event id (evt_...).';
comment on column private.stripe_event.type is 'Stripe event type, e.g. invoice.paid, kept for auditing.';

create index stripe_event_received_at_idx on private.stripe_event (received_at);
comment on index private.stripe_event_received_at_idx is 'Lets a clean-up delete old events by age.';

revoke all on private.stripe_event from public, anon, authenticated;
grant select, insert, delete on private.stripe_event to service_role;
