-- Concern: how a mile session was tracked and how long it stood paused.
--
-- `tracking_mode` says whether miles were tapped by hand (treadmills) or split by GPS, so a
-- session reopened on another device resumes the same way. `paused_time` is recorded on finish:
-- total_time is the timer, which stops while paused (moving time); elapsed time is
-- total_time + paused_time.

create type public.mile_tracking_mode as enum ('manual', 'gps');
comment on type public.mile_tracking_mode is 'How a mile session finds its miles: tapped by hand, or split by GPS.';

alter table public.mile_tracker_session
  add column tracking_mode public.mile_tracking_mode not null default 'manual',
  add column paused_time integer not null default 0;

comment on column public.mile_tracker_session.tracking_mode is
  'manual (Complete Mile by hand, the default) or gps (split where the route crosses each mile).';
comment on column public.mile_tracker_session.paused_time is
  'Seconds spent paused (by hand or auto-pause), excluded from total_time; set on finish.';
comment on column public.mile_tracker_session.total_time is
  'Moving seconds: the timer, which stops while paused. Elapsed time is total_time + paused_time.';

alter table public.mile_tracker_session
  add constraint mile_tracker_session_paused_time_not_negative check (paused_time >= 0);
