-- Concern: one weekly goal per type and member (the same goal type could be added twice).
--
-- Two "workouts" goals with different targets cannot both be the member's aim for the week. The
-- API refuses a second goal of a type with 409 and asks to edit the first; this index makes the
-- database hold the same rule. Duplicates made before it are resolved by keeping the oldest goal.

delete from public.goal duplicate
using public.goal kept
where duplicate.user_id = kept.user_id
  and duplicate.type = kept.type
  and (kept.created_at, kept.id) < (duplicate.created_at, duplicate.id);

create unique index goal_user_id_type_key on public.goal (user_id, type);
comment on index public.goal_user_id_type_key is 'A member has at most one weekly goal of each type.';
