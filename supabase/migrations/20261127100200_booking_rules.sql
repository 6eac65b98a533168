-- Concern: the rules of a booking, held by the database whichever path a write takes.
--
-- * Booking is Premium, and only the /api facade books (`api_member`): it computes the
--   platform's commission from its configuration. The price is always the service's, copied
--   here; earnings are the price less the commission, so the three always add up.
-- * A member cannot book their own service, an inactive service, or a time already past.
-- * No double booking: an exclusion constraint over each trainer's time ranges of bookings that
--   still hold their slot (pending, confirmed, completed), so two simultaneous requests for
--   overlapping times end in one row and one 23P01, never a read-then-write race.
-- * Every status change goes through one state machine (trigger), which also records who
--   cancelled and whether the payment is to be refunded.

create extension if not exists btree_gist with schema extensions;

alter table public.booking
  add column ends_at timestamptz,
  add column service_name text,
  add column payment_mode text not null default 'in_person',
  add column paid_at timestamptz,
  add column refund_status text,
  add column stripe_refund_id text,
  add column cancelled_by text,
  add column status_changed_at timestamptz;

update public.booking b
set ends_at = b.scheduled_at + make_interval(mins => coalesce(
  (select s.duration from public.trainer_service s where s.id = b.service_id), 60));

alter table public.booking
  alter column ends_at set not null,
  add constraint booking_ends_after_start check (ends_at > scheduled_at),
  add constraint booking_payment_mode_known check (payment_mode in ('in_person', 'stripe')),
  add constraint booking_refund_status_known check (refund_status in ('due', 'refunded')),
  add constraint booking_cancelled_by_known check (cancelled_by in ('member', 'trainer')),
  add constraint booking_money_adds_up
    check (total_price is null or total_price = trainer_earnings + platform_commission),
  add constraint booking_no_overlap exclude using gist (
    trainer_id with =,
    tstzrange(scheduled_at, ends_at, '[)') with &&
  ) where (status in ('pending', 'confirmed', 'completed'));

comment on column public.booking.ends_at is 'End of the session: scheduled_at plus the service''s duration when booked.';
comment on column public.booking.service_name is 'The service''s name when booked, kept after the service changes or goes.';
comment on column public.booking.payment_mode is 'in_person (paid to the trainer at the session) or stripe (a PaymentIntent with the platform''s fee).';
comment on column public.booking.paid_at is 'When Stripe reported the PaymentIntent succeeded (webhook); null for in-person bookings.';
comment on column public.booking.refund_status is 'due: the state machine granted a refund not yet issued; refunded: Stripe refunded it.';
comment on column public.booking.cancelled_by is 'Who cancelled: member or trainer.';
comment on column public.booking.status_changed_at is 'When the status last changed.';
comment on constraint booking_no_overlap on public.booking is
  'A trainer''s bookings that hold their slot never overlap in time.';

-- Only the facade books and moves bookings: it sets the commission (the price is the database's
-- own copy), records the PaymentIntent it created for the booking in the same transaction, and
-- issues the refunds a change grants.
grant insert (user_id, trainer_id, service_id, scheduled_at, notes, platform_commission, payment_mode),
  update (status, stripe_payment_intent_id)
  on public.booking to api_member;

drop policy "Members book active trainers for themselves" on public.booking;
create policy "Members with Premium book active trainers for themselves"
  on public.booking for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and status = 'pending'
    and (select e.has_premium from public.subscription_entitlement() e)
    and exists (select 1 from public.trainer t where t.id = booking.trainer_id and t.is_active)
  );

-- One update policy for both sides (who may make which change is the state machine's to say).
drop policy "Members cancel their own open bookings" on public.booking;
create policy "Members and their trainers change the status of their bookings"
  on public.booking for update to authenticated
  using (
    (select auth.uid()) = user_id
    or exists (
      select 1 from public.trainer t where t.id = booking.trainer_id and t.user_id = (select auth.uid())
    )
  )
  with check (
    (select auth.uid()) = user_id
    or exists (
      select 1 from public.trainer t where t.id = booking.trainer_id and t.user_id = (select auth.uid())
    )
  );

create or replace function private.price_new_booking()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  offered record;
begin
  select s.name, s.price, s.duration, s.is_active as service_active, t.is_active as trainer_active,
         t.user_id as trainer_user_id
  into offered
  from public.trainer_service s
  join public.trainer t on t.id = s.trainer_id
  where s.id = new.service_id and s.trainer_id = new.trainer_id;
  if not found or not offered.service_active or not offered.trainer_active then
    raise exception 'This service is not offered' using errcode = 'check_violation',
      constraint = 'booking_service_offered', table = 'booking';
  end if;
  if offered.trainer_user_id = new.user_id then
    raise exception 'A trainer cannot book their own service' using errcode = 'check_violation',
      constraint = 'booking_not_own_service', table = 'booking';
  end if;
  if new.scheduled_at <= pg_catalog.now() then
    raise exception 'A booking starts in the future' using errcode = 'check_violation',
      constraint = 'booking_in_future', table = 'booking';
  end if;
  if new.platform_commission is null or new.platform_commission < 0
     or new.platform_commission > offered.price then
    raise exception 'The commission is between nothing and the price' using errcode = 'check_violation',
      constraint = 'booking_commission_range', table = 'booking';
  end if;
  new.status := 'pending';
  new.total_price := offered.price;
  new.service_name := offered.name;
  new.trainer_earnings := offered.price - new.platform_commission;
  new.ends_at := new.scheduled_at + pg_catalog.make_interval(mins => offered.duration);
  new.paid_at := null;
  new.refund_status := null;
  new.cancelled_by := null;
  new.status_changed_at := pg_catalog.now();
  return new;
end;
$$;
comment on function private.price_new_booking() is
  'BEFORE INSERT on booking: refuses a service not offered, one''s own service and a past time; '
  'copies the service''s price and duration and derives the trainer''s earnings.';
revoke execute on function private.price_new_booking() from public, anon, authenticated;

create trigger booking_price_new_booking
  before insert on public.booking
  for each row execute function private.price_new_booking();

-- Who may move a booking from one status to another, and when. The actor is the member who
-- booked, the booked trainer, or the system (no signed-in member: the scheduled job, the server).
create or replace function private.check_booking_transition()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  actor text;
  allowed boolean;
  from_to text := old.status::text || '>' || new.status::text;
begin
  if new.status = old.status then
    return new;
  end if;
  actor := case
    when caller is null then 'system'
    when caller = old.user_id then 'member'
    when exists (select 1 from public.trainer t where t.id = old.trainer_id and t.user_id = caller)
      then 'trainer'
    else 'other'
  end;
  allowed := case from_to
    when 'pending>confirmed' then actor = 'trainer'
    when 'pending>declined' then actor = 'trainer'
      or (actor = 'system'
          and (old.created_at <= pg_catalog.now() - interval '48 hours' or old.scheduled_at <= pg_catalog.now()))
    when 'pending>cancelled' then actor = 'member'
    when 'confirmed>cancelled' then actor = 'trainer'
      or (actor = 'member' and pg_catalog.now() < old.scheduled_at)
    when 'confirmed>completed' then (actor = 'trainer' and pg_catalog.now() >= old.ends_at)
      or (actor = 'system' and pg_catalog.now() >= old.ends_at + interval '24 hours')
    when 'confirmed>no_show' then actor = 'trainer' and pg_catalog.now() >= old.scheduled_at
    else false
  end;
  if not allowed then
    raise exception 'A % booking cannot become % by its %', old.status, new.status, actor
      using errcode = 'object_not_in_prerequisite_state';
  end if;
  if from_to = 'pending>confirmed' and old.payment_mode = 'stripe' and old.paid_at is null then
    raise exception 'The member has not paid for this booking yet'
      using errcode = 'object_not_in_prerequisite_state';
  end if;
  new.status_changed_at := pg_catalog.now();
  if new.status = 'cancelled' then
    new.cancelled_by := actor;
  end if;
  -- A full refund, except for a member cancelling a confirmed session less than 24 hours ahead.
  if old.paid_at is not null and new.status in ('cancelled', 'declined')
     and not (from_to = 'confirmed>cancelled' and actor = 'member'
              and old.scheduled_at - pg_catalog.now() < interval '24 hours') then
    new.refund_status := 'due';
  end if;
  return new;
end;
$$;
comment on function private.check_booking_transition() is
  'BEFORE UPDATE OF status on booking: the state machine (who may make which change, and when) '
  'and the refund it grants.';
revoke execute on function private.check_booking_transition() from public, anon, authenticated;

create trigger booking_check_transition
  before update of status on public.booking
  for each row execute function private.check_booking_transition();

-- A review's comment is at most 1,000 characters.
alter table public.trainer_review
  drop constraint trainer_review_comment_length,
  add constraint trainer_review_comment_length check (char_length(comment) <= 1000);

-- Stripe's word that a booking's PaymentIntent succeeded (the webhook, as the service).
create or replace function private.record_booking_payment(p_payment_intent_id text, p_paid_at timestamptz)
returns boolean
language sql
security definer
set search_path = ''
as $$
  with paid as (
    update public.booking
    set paid_at = coalesce(paid_at, p_paid_at)
    where stripe_payment_intent_id = p_payment_intent_id
    returning 1
  )
  select exists (select 1 from paid);
$$;
comment on function private.record_booking_payment(text, timestamptz) is
  'Marks the booking paid by this PaymentIntent (idempotent); false when no booking has it.';
revoke execute on function private.record_booking_payment(text, timestamptz) from public, anon, authenticated;
grant execute on function private.record_booking_payment(text, timestamptz) to service_role;
