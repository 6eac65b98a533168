-- Concern: what a trainer needs to be listed and booked: a time zone, a listing trial, payouts,
-- service bounds, and availability (weekly windows and dates off).
--
-- The listing is the trainer's own platform subscription (`trainer.subscription_status`): a new
-- trainer starts a 14-day trial, set here so no client chooses it. Stripe ids (Connect account,
-- listing customer and subscription) are written by the server only.

alter table public.trainer
  add column time_zone text not null default 'UTC',
  add column stripe_account_id text,
  add column payouts_enabled boolean not null default false,
  add column stripe_customer_id text,
  add column stripe_subscription_id text,
  add constraint trainer_time_zone_length check (char_length(time_zone) between 1 and 64),
  add constraint trainer_stripe_account_id_key unique (stripe_account_id),
  add constraint trainer_stripe_subscription_id_key unique (stripe_subscription_id);

comment on column public.trainer.time_zone is 'IANA time zone the availability windows are written in (e.g. Europe/Paris).';
comment on column public.trainer.stripe_account_id is 'Stripe Connect Express account receiving payouts (acct_...); server-managed.';
comment on column public.trainer.payouts_enabled is 'Stripe reports the account can receive transfers; until then bookings are paid in person.';
comment on column public.trainer.stripe_customer_id is 'Stripe customer paying the monthly listing plan; server-managed.';
comment on column public.trainer.stripe_subscription_id is 'Stripe subscription of the monthly listing plan; server-managed.';

-- Trainers write their profile, services, availability and reviews through the /api facade only
-- (`api_member`): it checks what SQL cannot (a real time zone name, specialties from the list) and
-- turns each refusal into a message naming the field. Reading stays open to every member.
grant insert (user_id, bio, specialties, certifications, experience, hourly_rate, location, is_active, time_zone),
  update (bio, specialties, certifications, experience, hourly_rate, location, is_active, time_zone),
  delete
  on public.trainer to api_member;
grant insert (trainer_id, user_id, name, description, duration, price, is_active),
  update (name, description, duration, price, is_active),
  delete
  on public.trainer_service to api_member;
grant insert (user_id, trainer_id, booking_id, rating, comment) on public.trainer_review to api_member;

create or replace function private.start_trainer_listing_trial()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.subscription_status := 'free_trial';
  new.subscription_expires_at := pg_catalog.now() + interval '14 days';
  new.rating := 0;
  new.total_reviews := 0;
  return new;
end;
$$;
comment on function private.start_trainer_listing_trial() is
  'BEFORE INSERT on trainer: every new trainer starts a 14-day listing trial, whatever the insert says.';
revoke execute on function private.start_trainer_listing_trial() from public, anon, authenticated;

create trigger trainer_start_listing_trial
  before insert on public.trainer
  for each row execute function private.start_trainer_listing_trial();

-- A session lasts between a quarter of an hour and four hours.
alter table public.trainer_service
  drop constraint trainer_service_duration_range,
  add constraint trainer_service_duration_range check (duration between 15 and 240);

create table public.trainer_availability (
  id uuid primary key default gen_random_uuid(),
  trainer_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  weekday smallint not null,
  start_time time not null,
  end_time time not null,
  constraint trainer_availability_trainer_fkey foreign key (trainer_id, user_id)
    references public.trainer (id, user_id) on delete cascade,
  constraint trainer_availability_weekday_range check (weekday between 0 and 6),
  constraint trainer_availability_window_order check (end_time > start_time)
);
alter table public.trainer_availability enable row level security;

comment on table public.trainer_availability is
  'A weekly window in which a trainer takes bookings, in the trainer''s time zone (trainer.time_zone).';
comment on column public.trainer_availability.weekday is '0 = Sunday ... 6 = Saturday.';

create index trainer_availability_trainer_id_user_id_idx on public.trainer_availability (trainer_id, user_id);
create index trainer_availability_user_id_idx on public.trainer_availability (user_id);

revoke all on public.trainer_availability from anon, authenticated;
grant select on public.trainer_availability to authenticated;
grant insert (trainer_id, user_id, weekday, start_time, end_time), delete on public.trainer_availability to api_member;

create policy "Members read the availability of active trainers and their own"
  on public.trainer_availability for select to authenticated
  using (
    (select auth.uid()) = user_id
    or exists (select 1 from public.trainer t where t.id = trainer_availability.trainer_id and t.is_active)
  );

create policy "Trainers add their own availability"
  on public.trainer_availability for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Trainers delete their own availability"
  on public.trainer_availability for delete to authenticated
  using ((select auth.uid()) = user_id);

create table public.trainer_date_off (
  trainer_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  date date not null,
  constraint trainer_date_off_pkey primary key (trainer_id, date),
  constraint trainer_date_off_trainer_fkey foreign key (trainer_id, user_id)
    references public.trainer (id, user_id) on delete cascade
);
alter table public.trainer_date_off enable row level security;

comment on table public.trainer_date_off is
  'A day (in the trainer''s time zone) on which the trainer takes no bookings, whatever the weekly windows say.';

create index trainer_date_off_trainer_id_user_id_idx on public.trainer_date_off (trainer_id, user_id);
create index trainer_date_off_user_id_idx on public.trainer_date_off (user_id);

revoke all on public.trainer_date_off from anon, authenticated;
grant select on public.trainer_date_off to authenticated;
grant insert (trainer_id, user_id, date), delete on public.trainer_date_off to api_member;

create policy "Members read the dates off of active trainers and their own"
  on public.trainer_date_off for select to authenticated
  using (
    (select auth.uid()) = user_id
    or exists (select 1 from public.trainer t where t.id = trainer_date_off.trainer_id and t.is_active)
  );

create policy "Trainers add their own dates off"
  on public.trainer_date_off for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Trainers delete their own dates off"
  on public.trainer_date_off for delete to authenticated
  using ((select auth.uid()) = user_id);
