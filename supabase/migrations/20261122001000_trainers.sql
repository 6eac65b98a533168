-- Concern: personal trainers (`trainer`, `trainer_service`, `booking`, `trainer_review`).
--
-- No trainer screens exist yet (the product only stores trainers), so the rules are the least a
-- marketplace needs: every member sees active trainers, their active services and all reviews; a
-- member manages their own trainer profile, services and reviews; a booking is visible to the
-- member who booked and to the booked trainer, and the member may only create it (pending) and
-- cancel it. Prices, earnings, ratings and trainer subscriptions are server-managed (column-level
-- grants).
--
-- Money columns are integers in cents, like Stripe amounts, so no rounding happens between them.
-- Composite foreign keys keep ownership consistent without policy helpers: a service carries its
-- trainer's user_id, a booked service belongs to the booked trainer, and a review points at the
-- reviewer's own booking of that trainer.

create table public.trainer (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  bio text,
  specialties text[] not null default '{}',
  certifications text[] not null default '{}',
  experience smallint,
  hourly_rate integer,
  location text,
  is_active boolean not null default true,
  rating numeric(3, 2) not null default 0,
  total_reviews integer not null default 0,
  subscription_status public.subscription_status not null default 'inactive',
  last_payment_date timestamptz,
  subscription_expires_at timestamptz,
  created_at timestamptz not null default now(),
  constraint trainer_user_id_key unique (user_id),
  constraint trainer_id_user_id_key unique (id, user_id),
  constraint trainer_bio_length check (char_length(bio) <= 2000),
  constraint trainer_experience_range check (experience between 0 and 80),
  constraint trainer_hourly_rate_not_negative check (hourly_rate >= 0),
  constraint trainer_location_length check (char_length(location) <= 200),
  constraint trainer_rating_range check (rating between 0 and 5),
  constraint trainer_total_reviews_not_negative check (total_reviews >= 0)
);
alter table public.trainer enable row level security;

comment on table public.trainer is 'A member''s trainer profile (at most one per member). Active trainers are visible to every member.';
comment on column public.trainer.experience is 'Years of experience.';
comment on column public.trainer.hourly_rate is 'Hourly rate in cents (USD).';
comment on column public.trainer.rating is 'Average review rating 1-5 (0 = no reviews yet), maintained by a trigger on trainer_review.';
comment on column public.trainer.total_reviews is 'Number of reviews, maintained by a trigger on trainer_review.';
comment on column public.trainer.subscription_status is 'The trainer''s own platform subscription, server-managed; separate from the member''s.';

revoke all on public.trainer from anon, authenticated;
grant select, delete on public.trainer to authenticated;
grant insert (user_id, bio, specialties, certifications, experience, hourly_rate, location, is_active)
  on public.trainer to authenticated;
grant update (bio, specialties, certifications, experience, hourly_rate, location, is_active)
  on public.trainer to authenticated;

create policy "Members read active trainers and their own trainer profile"
  on public.trainer for select to authenticated
  using (is_active or (select auth.uid()) = user_id);

create policy "Members create their own trainer profile"
  on public.trainer for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Members update their own trainer profile"
  on public.trainer for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Members delete their own trainer profile"
  on public.trainer for delete to authenticated
  using ((select auth.uid()) = user_id);

create table public.trainer_service (
  id uuid primary key default gen_random_uuid(),
  trainer_id uuid not null,
  user_id uuid not null references auth.users (id) on delete cascade,
  name text not null,
  description text,
  duration integer not null,
  price integer not null,
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  constraint trainer_service_trainer_fkey foreign key (trainer_id, user_id)
    references public.trainer (id, user_id) on delete cascade,
  constraint trainer_service_id_trainer_id_key unique (id, trainer_id),
  constraint trainer_service_name_length check (btrim(name) <> '' and char_length(name) <= 100),
  constraint trainer_service_description_length check (char_length(description) <= 2000),
  constraint trainer_service_duration_range check (duration between 1 and 1440),
  constraint trainer_service_price_not_negative check (price >= 0)
);
alter table public.trainer_service enable row level security;

comment on table public.trainer_service is 'A bookable service a trainer offers.';
comment on column public.trainer_service.user_id is 'Owner: the trainer''s member, kept equal by the composite foreign key.';
comment on column public.trainer_service.duration is 'Minutes.';
comment on column public.trainer_service.price is 'Price in cents (USD).';

create index trainer_service_trainer_id_user_id_idx on public.trainer_service (trainer_id, user_id);
create index trainer_service_user_id_idx on public.trainer_service (user_id);

revoke all on public.trainer_service from anon, authenticated;
grant select, insert, update, delete on public.trainer_service to authenticated;

create policy "Members read active trainer services and their own"
  on public.trainer_service for select to authenticated
  using (
    (select auth.uid()) = user_id
    or (is_active and exists (
      select 1 from public.trainer t where t.id = trainer_service.trainer_id and t.is_active
    ))
  );

create policy "Trainers add their own services"
  on public.trainer_service for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Trainers update their own services"
  on public.trainer_service for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Trainers delete their own services"
  on public.trainer_service for delete to authenticated
  using ((select auth.uid()) = user_id);

create table public.booking (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  trainer_id uuid not null references public.trainer (id) on delete cascade,
  service_id uuid,
  scheduled_at timestamptz not null,
  status public.booking_status not null default 'pending',
  total_price integer,
  trainer_earnings integer,
  platform_commission integer,
  stripe_payment_intent_id text,
  notes text,
  created_at timestamptz not null default now(),
  constraint booking_service_fkey foreign key (service_id, trainer_id)
    references public.trainer_service (id, trainer_id) on delete set null (service_id),
  constraint booking_id_user_id_trainer_id_key unique (id, user_id, trainer_id),
  constraint booking_stripe_payment_intent_id_key unique (stripe_payment_intent_id),
  constraint booking_total_price_not_negative check (total_price >= 0),
  constraint booking_trainer_earnings_not_negative check (trainer_earnings >= 0),
  constraint booking_platform_commission_not_negative check (platform_commission >= 0),
  constraint booking_notes_length check (char_length(notes) <= 1000)
);
alter table public.booking enable row level security;

comment on table public.booking is
  'A member''s booking of a trainer. Visible to that member and to the trainer; prices and status '
  'changes other than cancelling are server-managed.';
comment on column public.booking.user_id is 'The member who booked.';
comment on column public.booking.service_id is 'The booked service, which must belong to the booked trainer; null after the service is deleted.';
comment on column public.booking.total_price is 'Price charged in cents; equals trainer_earnings + platform_commission once set by the server.';
comment on column public.booking.trainer_earnings is 'Cents paid out to the trainer.';
comment on column public.booking.platform_commission is 'Cents kept by the platform.';
comment on column public.booking.stripe_payment_intent_id is 'Stripe PaymentIntent paying for the booking (pi_...).';
comment on constraint booking_id_user_id_trainer_id_key on public.booking is
  'Target of trainer_review''s composite foreign key: a review names the reviewer''s own booking of that trainer.';

create index booking_user_id_scheduled_at_idx on public.booking (user_id, scheduled_at desc);
create index booking_trainer_id_scheduled_at_idx on public.booking (trainer_id, scheduled_at desc);
create index booking_service_id_trainer_id_idx on public.booking (service_id, trainer_id);

revoke all on public.booking from anon, authenticated;
grant select on public.booking to authenticated;
grant insert (user_id, trainer_id, service_id, scheduled_at, notes) on public.booking to authenticated;
grant update (status) on public.booking to authenticated;

create policy "Members and their trainers read their bookings"
  on public.booking for select to authenticated
  using (
    (select auth.uid()) = user_id
    or exists (
      select 1 from public.trainer t
      where t.id = booking.trainer_id and t.user_id = (select auth.uid())
    )
  );

create policy "Members book active trainers for themselves"
  on public.booking for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and status = 'pending'
    and scheduled_at > now()
    and exists (select 1 from public.trainer t where t.id = booking.trainer_id and t.is_active)
  );

create policy "Members cancel their own open bookings"
  on public.booking for update to authenticated
  using ((select auth.uid()) = user_id and status in ('pending', 'confirmed'))
  with check ((select auth.uid()) = user_id and status = 'cancelled');

create table public.trainer_review (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  trainer_id uuid not null references public.trainer (id) on delete cascade,
  booking_id uuid not null,
  rating smallint not null,
  comment text,
  created_at timestamptz not null default now(),
  constraint trainer_review_booking_fkey foreign key (booking_id, user_id, trainer_id)
    references public.booking (id, user_id, trainer_id) on delete cascade,
  constraint trainer_review_booking_key unique (booking_id, user_id, trainer_id),
  constraint trainer_review_rating_range check (rating between 1 and 5),
  constraint trainer_review_comment_length check (char_length(comment) <= 2000)
);
alter table public.trainer_review enable row level security;

comment on table public.trainer_review is
  'A member''s review of a trainer after a completed booking; one per booking. Every member reads all reviews.';
comment on column public.trainer_review.booking_id is 'The reviewer''s completed booking of this trainer (composite foreign key).';
comment on column public.trainer_review.rating is 'Stars, 1-5.';
comment on constraint trainer_review_booking_key on public.trainer_review is
  'One review per booking (booking_id alone determines the other two columns); also indexes the foreign key.';

create index trainer_review_user_id_idx on public.trainer_review (user_id);
create index trainer_review_trainer_id_created_at_idx on public.trainer_review (trainer_id, created_at desc);

revoke all on public.trainer_review from anon, authenticated;
grant select, delete on public.trainer_review to authenticated;
grant insert (user_id, trainer_id, booking_id, rating, comment) on public.trainer_review to authenticated;
grant update (rating, comment) on public.trainer_review to authenticated;

create policy "Members read all trainer reviews"
  on public.trainer_review for select to authenticated
  using (true);

create policy "Members review trainers after their own completed bookings"
  on public.trainer_review for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and exists (
      select 1 from public.booking b
      where b.id = trainer_review.booking_id and b.status = 'completed'
    )
  );

create policy "Members update their own reviews"
  on public.trainer_review for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Members delete their own reviews"
  on public.trainer_review for delete to authenticated
  using ((select auth.uid()) = user_id);

-- Keeps trainer.rating and trainer.total_reviews equal to the reviews, which members cannot
-- write directly. The trainer row is locked first so concurrent reviews are all counted.
create or replace function private.refresh_trainer_rating()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target uuid := case when tg_op = 'DELETE' then old.trainer_id else new.trainer_id end;
begin
  perform 1 from public.trainer t where t.id = target for update;
  update public.trainer t
  set rating = coalesce((select pg_catalog.round(pg_catalog.avg(r.rating), 2)
                         from public.trainer_review r where r.trainer_id = target), 0),
      total_reviews = (select pg_catalog.count(*) from public.trainer_review r where r.trainer_id = target)
  where t.id = target;
  return null;
end;
$$;
comment on function private.refresh_trainer_rating() is
  'AFTER trigger on trainer_review: recomputes the reviewed trainer''s rating and total_reviews.';
revoke execute on function private.refresh_trainer_rating() from public, anon, authenticated;

create trigger trainer_review_refresh_trainer_rating
  after insert or delete or update of rating on public.trainer_review
  for each row execute function private.refresh_trainer_rating();
