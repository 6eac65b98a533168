-- Concern: the booking changes nobody makes by hand: a request nobody answered within 48 hours
-- (or whose time came) is declined, and a confirmed session is completed 24 hours after its end.
--
-- One SQL function does both; the state machine (booking_check_transition) allows them to the
-- system actor only once they are due. Where pg_cron is enabled (Supabase) it runs every 10
-- minutes in the database itself, since it needs no outside service; the standalone runtime runs
-- the same function on an in-process timer.

create or replace function private.settle_due_bookings()
returns table (declined integer, completed integer)
language plpgsql
security definer
set search_path = ''
as $$
begin
  with expired as (
    update public.booking
    set status = 'declined'
    where status = 'pending'
      and (created_at <= pg_catalog.now() - interval '48 hours' or scheduled_at <= pg_catalog.now())
    returning 1
  )
  select pg_catalog.count(*)::integer into declined from expired;
  with finished as (
    update public.booking
    set status = 'completed'
    where status = 'confirmed' and ends_at <= pg_catalog.now() - interval '24 hours'
    returning 1
  )
  select pg_catalog.count(*)::integer into completed from finished;
  return next;
end;
$$;
comment on function private.settle_due_bookings() is
  'Declines unanswered requests after 48 hours (or once their time passed) and completes confirmed '
  'sessions 24 hours after their end; answers how many of each.';
revoke execute on function private.settle_due_bookings() from public, anon, authenticated;
grant execute on function private.settle_due_bookings() to service_role;

create index booking_status_pending_idx on public.booking (created_at) where status = 'pending';
create index booking_status_confirmed_idx on public.booking (ends_at) where status = 'confirmed';

do $schedule$
begin
  if exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    perform cron.schedule('booking-settle', '*/10 * * * *', 'select * from private.settle_due_bookings()');
  end if;
end;
$schedule$;
