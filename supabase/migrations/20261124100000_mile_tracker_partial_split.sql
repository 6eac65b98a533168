-- Concern: the partial last mile of a finished mile session, kept as a split of its own.
--
-- A session counts 1000 distance units per completed mile; what was covered after the last one is
-- not dropped: on finish, the distance beyond the whole miles becomes one more split whose
-- `distance` is below 1000 (thousandths of a mile), numbered after the last whole mile and timed
-- from it, with its pace extrapolated to a mile. Only the last split of a completed session can be
-- partial (the API writes it in the same transaction that completes the session; the trigger in
-- 20261124100300 refuses splits after completion).
--
-- Splits are facts once recorded: members may no longer update them (the update privilege and its
-- policy go); a wrong split is corrected by nothing short of deleting the session.

alter table public.mile_tracker_split
  add column distance integer not null default 1000;

comment on column public.mile_tracker_split.distance is
  'Thousandths of a mile this split covers: 1000 for a whole mile, 1..999 only for the partial last mile of a completed session.';

alter table public.mile_tracker_split
  add constraint mile_tracker_split_distance_range check (distance between 1 and 1000),
  add constraint mile_tracker_split_split_time_positive check (split_time >= 1),
  add constraint mile_tracker_split_split_within_cumulative check (split_time <= cumulative_time);

comment on constraint mile_tracker_split_split_time_positive on public.mile_tracker_split is
  'A split takes time: the cumulative time only grows from one mile to the next.';

drop policy "Members update their own mile splits" on public.mile_tracker_split;
revoke update on public.mile_tracker_split from authenticated;
