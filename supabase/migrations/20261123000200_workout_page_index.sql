-- Concern: paging a member's history newest first with a stable cursor.
--
-- GET /api/workouts pages by (date, id) descending: the id breaks ties between sessions logged at
-- the same instant, so a page never repeats or skips one. This index serves that order and every
-- read by date (ranges, stats by day), so it replaces the (user_id, date) index.

drop index if exists public.workout_user_id_date_idx;
create index workout_user_id_date_id_idx on public.workout (user_id, date desc, id desc);
