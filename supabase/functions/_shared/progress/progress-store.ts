import type { ProgressMetrics, WeightProgress } from '../contract/progress.ts';
import type { Tx } from '../db/database.ts';
import type { Row } from '../db/rows.ts';

/**
 * The member's progress, computed in SQL in their local days (their profile's time zone). Run
 * inside `asUser`, so row-level security limits every statement to the caller's rows.
 */

type WeightRow = Pick<Row<'public.exercise'>, 'name'> & { best_weight: string };

/** Best weight per exercise, heaviest first. */
export async function readWeightProgress(tx: Tx): Promise<WeightProgress> {
  const rows = await tx<WeightRow[]>`
    select e.name, b.heaviest_weight as best_weight
    from public.exercise_best b join public.exercise e on e.id = b.exercise_id
    where b.user_id = (select auth.uid()) and b.heaviest_weight > 0
    order by b.heaviest_weight desc, e.name`;
  return {
    exerciseNames: rows.map((row) => row.name),
    maxWeights: rows.map((row) => Number(row.best_weight)),
  };
}

/** Streaks, consistency over 7 and 30 days, and workouts and minutes per local day of the last `days`. */
export async function readMetrics(tx: Tx, days: number): Promise<ProgressMetrics> {
  const [summary] = await tx<
    {
      current_streak: number;
      longest_streak: number;
      total_days: number;
      days_last_7: number;
      days_last_30: number;
    }[]
  >`
      with me as (
        select id, time_zone as tz, streak, (now() at time zone time_zone)::date as today
        from public.profile where id = (select auth.uid())
      ),
      workout_days as (
        select distinct (w.date at time zone me.tz)::date as day
        from public.workout w, me where w.user_id = me.id
      ),
      runs as (
        select count(*)::integer as length
        from (select day, day + (row_number() over (order by day desc))::integer as anchor from workout_days) d
        group by anchor
      )
      select
        (select case when exists (select 1 from workout_days, me where day >= me.today - 1) then me.streak else 0 end
         from me) as current_streak,
        coalesce((select max(length) from runs), 0)::integer as longest_streak,
        (select count(*) from workout_days)::integer as total_days,
        (select count(*) from workout_days, me where day > me.today - 7 and day <= me.today)::integer as days_last_7,
        (select count(*) from workout_days, me where day > me.today - 30 and day <= me.today)::integer as days_last_30`;
  const frequency = await tx<{ date: string; count: number; minutes: number }[]>`
      with me as (
        select id, time_zone as tz, (now() at time zone time_zone)::date as today
        from public.profile where id = (select auth.uid())
      ),
      calendar as (
        select (me.today - offset_days)::date as day, me.tz, me.id
        from me, generate_series(0, ${days - 1}) as offset_days
      )
      select to_char(calendar.day, 'YYYY-MM-DD') as date,
             count(w.id)::integer as count,
             coalesce(sum(w.duration), 0)::integer as minutes
      from calendar
      left join public.workout w
        on w.user_id = calendar.id
       and w.date >= (calendar.day::timestamp at time zone calendar.tz)
       and w.date < ((calendar.day + 1)::timestamp at time zone calendar.tz)
      group by calendar.day
      order by calendar.day`;
  const answer: ProgressMetrics = {
    currentStreak: summary?.current_streak ?? 0,
    longestStreak: summary?.longest_streak ?? 0,
    totalWorkoutDays: summary?.total_days ?? 0,
    consistencyPercentage7Days: Math.round(((summary?.days_last_7 ?? 0) / 7) * 100),
    consistencyPercentage30Days: Math.round(((summary?.days_last_30 ?? 0) / 30) * 100),
    workoutFrequency: frequency.map((row) => ({
      date: row.date,
      count: row.count,
      minutes: row.minutes,
    })),
  };
  return answer;
}
