-- Concern: the names and pictures the trainer marketplace shows of other members.
--
-- Profiles are private to their owner. The marketplace shows a trainer's name and picture to
-- every member (a listed trainer chose to be found), a reviewer's name beside their review
-- (reviews are public), and the name of a member who booked to that booking's trainer.

create or replace function social.marketplace_people(p_user_ids uuid[])
returns table (user_id uuid, name text, photo_url text)
language sql
stable
security definer
set search_path = ''
as $$
  select p.id, private.display_name(p.first_name, p.last_name, p.username), p.profile_image_url
  from public.profile p
  where p.id = any (p_user_ids)
    and (select auth.uid()) is not null
    and (
      p.id = (select auth.uid())
      or exists (select 1 from public.trainer t where t.user_id = p.id and t.is_active)
      or exists (select 1 from public.trainer_review r where r.user_id = p.id)
      or exists (
        select 1 from public.booking b
        join public.trainer t on t.id = b.trainer_id
        where (b.user_id = p.id and t.user_id = (select auth.uid()))
           or (t.user_id = p.id and b.user_id = (select auth.uid()))
      )
    );
$$;
comment on function social.marketplace_people(uuid[]) is
  'Display name and picture of each given member the caller may see in the marketplace: active '
  'trainers, reviewers, the members who booked the caller, the trainers the caller booked, and the caller.';
revoke execute on function social.marketplace_people(uuid[]) from public, anon;
grant execute on function social.marketplace_people(uuid[]) to authenticated;

-- Every member may see when a listed trainer is busy (to be offered free times), never by whom.
create or replace function social.trainer_busy(p_trainer_id uuid, p_from timestamptz, p_to timestamptz)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select b.scheduled_at, b.ends_at
  from public.booking b
  where b.trainer_id = p_trainer_id
    and (select auth.uid()) is not null
    and b.status in ('pending', 'confirmed')
    and b.scheduled_at < p_to and b.ends_at > p_from
  order by b.scheduled_at;
$$;
comment on function social.trainer_busy(uuid, timestamptz, timestamptz) is
  'The times a trainer''s bookings hold (pending or confirmed) between two instants, without who booked.';
revoke execute on function social.trainer_busy(uuid, timestamptz, timestamptz) from public, anon;
grant execute on function social.trainer_busy(uuid, timestamptz, timestamptz) to authenticated;

-- What booking a service needs to know, for any service of an active trainer: a paused service is
-- hidden from the directory, yet a request for it is answered "not offered at the moment" rather
-- than "no such service". Payout details say only whether card payment is possible.
create or replace function social.bookable_service(p_service_id uuid)
returns table (
  id uuid,
  name text,
  duration integer,
  price integer,
  is_active boolean,
  trainer_id uuid,
  trainer_user_id uuid,
  time_zone text,
  stripe_account_id text,
  payouts_enabled boolean,
  subscription_status public.subscription_status,
  subscription_expires_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.name, s.duration, s.price, s.is_active, t.id, t.user_id, t.time_zone,
         t.stripe_account_id, t.payouts_enabled, t.subscription_status, t.subscription_expires_at
  from public.trainer_service s
  join public.trainer t on t.id = s.trainer_id
  where s.id = p_service_id and t.is_active and (select auth.uid()) is not null;
$$;
comment on function social.bookable_service(uuid) is
  'A service of an active trainer (paused or not) with what booking it needs: duration, price, the '
  'trainer''s time zone, payout account and listing status.';
revoke execute on function social.bookable_service(uuid) from public, anon;
grant execute on function social.bookable_service(uuid) to authenticated;
