-- Concern: Premium data is Premium in the database, whichever path a member takes.
--
-- `public.subscription_entitlement()` is the one rule for whether a member has Premium now (the
-- facade's 402 gate reads it too). The policies below use its `has_premium`, so a member whose
-- trial or subscription ended cannot read or apply pending coach suggestions, start a GPS run or
-- save a generated meal plan through the Data API either. What stays free is the member's own
-- history: suggestions already applied (the log dialog starts from that level), past runs and
-- plans already saved.

-- Coach suggestions: pending ones are Premium; applied ones are the member's history.
drop policy "Members read their own difficulty suggestions" on public.ai_difficulty_adjustment;
create policy "Members read their applied suggestions, and pending ones while Premium"
  on public.ai_difficulty_adjustment for select to authenticated
  using (
    (select auth.uid()) = user_id
    and (applied or (select e.has_premium from public.subscription_entitlement() e))
  );

drop policy "Members apply their own difficulty suggestions" on public.ai_difficulty_adjustment;
create policy "Members apply their own pending suggestions while Premium"
  on public.ai_difficulty_adjustment for update to authenticated
  using (
    (select auth.uid()) = user_id
    and not applied
    and (select e.has_premium from public.subscription_entitlement() e)
  )
  with check ((select auth.uid()) = user_id);

-- Applying is the only change a member makes: `applied` goes from false to true once, and the
-- moment is the database's, never the client's.
revoke update on public.ai_difficulty_adjustment from authenticated;
grant update (applied) on public.ai_difficulty_adjustment to authenticated;

create or replace function private.stamp_applied_suggestion()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.applied and not new.applied then
    raise exception 'An applied suggestion stays applied' using errcode = 'check_violation';
  end if;
  if new.applied and not old.applied then
    new.applied_at := pg_catalog.now();
  end if;
  return new;
end;
$$;
comment on function private.stamp_applied_suggestion() is
  'BEFORE UPDATE on ai_difficulty_adjustment: applying is final and stamped with the transaction time.';
revoke execute on function private.stamp_applied_suggestion() from public, anon, authenticated;

create trigger ai_difficulty_adjustment_stamp_applied
  before update of applied on public.ai_difficulty_adjustment
  for each row execute function private.stamp_applied_suggestion();

-- GPS tracking is Premium; a manual run is free.
drop policy "Members start their own mile sessions" on public.mile_tracker_session;
create policy "Members start their own mile sessions, with GPS while Premium"
  on public.mile_tracker_session for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and (tracking_mode = 'manual' or (select e.has_premium from public.subscription_entitlement() e))
  );

-- Generating a meal plan is Premium.
drop policy "Members save the meal plans generated for them" on public.meal_plan;
create policy "Members save the meal plans generated for them while Premium"
  on public.meal_plan for insert to authenticated
  with check (
    created_by = (select auth.uid())
    and catalogue_key is null
    and (select e.has_premium from public.subscription_entitlement() e)
  );
