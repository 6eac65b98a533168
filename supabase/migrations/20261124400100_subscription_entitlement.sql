-- Concern: a member's effective Premium status, decided in one place.
--
-- The stored subscription_status says what Stripe (or the default trial) last set; whether that
-- still holds depends on the clock. This function is the only rule, used by GET
-- /api/user/subscription, the current user's subscriptionStatus and the Premium gate (402):
--   active      a subscription Stripe calls active, until its period ends (3 days of grace for
--               the renewal to arrive unless the member cancelled), or Premium days bought once;
--   free_trial  until trial_ends_at;
--   expired     a trial or subscription whose time is over;
--   inactive    Stripe stopped the subscription without it ending (payment failed, unpaid,
--               incomplete, paused).
-- Security invoker: it reads the caller's own profile under row-level security, so a member can
-- never learn another member's status through it.

create or replace function public.subscription_entitlement(p_at timestamptz default now())
returns table (
  status public.subscription_status,
  has_premium boolean,
  days_remaining integer,
  access_ends_at timestamptz
)
language sql
stable
security invoker
set search_path = ''
as $$
  with member as (
    select p.subscription_status,
           p.trial_ends_at,
           p.premium_paid_until,
           p.subscription_expires_at
             + case when p.subscription_cancel_at_period_end then interval '0' else interval '3 days' end
             as subscription_usable_until,
           p.subscription_expires_at
    from public.profile p
    where p.id = (select auth.uid())
  ),
  decided as (
    select
      case
        when m.subscription_status = 'active'
             and (m.subscription_expires_at is null or p_at < m.subscription_usable_until) then 'active'
        when m.premium_paid_until > p_at then 'active'
        when m.subscription_status = 'free_trial' and m.trial_ends_at > p_at then 'free_trial'
        when m.subscription_status in ('active', 'free_trial') then 'expired'
        else m.subscription_status
      end::public.subscription_status as status,
      m.*
    from member m
  ),
  ends as (
    select d.status,
           case d.status
             when 'active' then nullif(
               greatest(coalesce(d.subscription_expires_at, '-infinity'), coalesce(d.premium_paid_until, '-infinity')),
               '-infinity')
             when 'free_trial' then d.trial_ends_at
           end as access_ends_at
    from decided d
  )
  select e.status,
         e.status in ('active', 'free_trial') as has_premium,
         coalesce(greatest(0, ceil(extract(epoch from (e.access_ends_at - p_at)) / 86400))::integer, 0)
           as days_remaining,
         e.access_ends_at
  from ends e
$$;

comment on function public.subscription_entitlement(timestamptz) is
  'The caller''s effective Premium status at p_at (default now): active, free_trial, expired or inactive, '
  'whether it includes Premium, whole days remaining (rounded up) and when the current access ends.';

revoke execute on function public.subscription_entitlement(timestamptz) from public, anon;
grant execute on function public.subscription_entitlement(timestamptz) to authenticated;
