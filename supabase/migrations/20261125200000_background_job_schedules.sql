-- Concern: the managed runtime's background jobs, every one declared here and scheduled by this
-- migration (replacing the three schedule migrations of 2026-11-23/24, now empty).
--
-- pg_cron runs each job every few minutes; the job calls an edge function through pg_net (a POST
-- to <project_url>/functions/v1/<function path>) with the function's shared secret in a header.
-- The project URL and each secret are read from Vault when the job runs, never copied into the
-- job: secrets `project_url`, `coach_recompute_secret`, `storage_sweep_secret` and
-- `billing_sweep_secret`, created once per project (README, "Deploy to Supabase").
--
-- On Supabase this migration enables pg_cron, pg_net and Vault itself. The standalone runtime
-- (PGlite) and plain PostgreSQL lack them and run the same work on in-process timers; there the
-- migration schedules nothing. Where the extensions are turned on later, the owner runs
-- `select * from private.schedule_background_jobs();` once. Scheduling again is harmless:
-- cron.schedule replaces the job of the same name, so there is never more than one of each.

create or replace function private.schedule_background_jobs()
returns table (job_name text, job_schedule text)
language plpgsql
set search_path = ''
as $function$
declare
  job record;
  missing text[] := '{}';
begin
  if not exists (select from pg_catalog.pg_extension where extname = 'pg_cron') then
    missing := missing || 'pg_cron'::text;
  end if;
  if not exists (select from pg_catalog.pg_extension where extname = 'pg_net') then
    missing := missing || 'pg_net'::text;
  end if;
  if pg_catalog.to_regclass('vault.decrypted_secrets') is null then
    missing := missing || 'supabase_vault'::text;
  end if;
  if pg_catalog.cardinality(missing) > 0 then
    raise notice 'No background job scheduled: % not enabled in this database',
      pg_catalog.array_to_string(missing, ', ');
    return;
  end if;

  -- Every job: its name, its cron schedule, the function path it posts to, the header the
  -- function reads its secret from, and the Vault secret holding that secret. The paths and
  -- headers are those the functions accept (tests/integration/background-job-schedules.test.ts).
  for job in
    select *
    from (values
      ('coach-recompute', '*/15 * * * *', 'coach-recompute', 'x-coach-secret', 'coach_recompute_secret'),
      ('storage-sweep', '*/10 * * * *', 'storage-sweep', 'x-sweep-secret', 'storage_sweep_secret'),
      ('billing-sweep', '*/15 * * * *', 'stripe-webhook/sweep', 'x-sweep-secret', 'billing_sweep_secret')
    ) as declared (name, schedule, function_path, secret_header, vault_secret)
  loop
    perform cron.schedule(
      job.name,
      job.schedule,
      pg_catalog.format(
        $command$select net.http_post(
  url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
         || %L,
  headers := jsonb_build_object(
    'Content-Type', 'application/json',
    %L, (select decrypted_secret from vault.decrypted_secrets where name = %L)
  ),
  body := '{}'::jsonb
)$command$,
        '/functions/v1/' || job.function_path,
        job.secret_header,
        job.vault_secret
      )
    );
    if not exists (select from vault.decrypted_secrets where name = job.vault_secret) then
      raise notice 'Job % is scheduled, but Vault has no secret %: its calls are refused until it exists',
        job.name, job.vault_secret;
    end if;
    job_name := job.name;
    job_schedule := job.schedule;
    return next;
  end loop;
  if not exists (select from vault.decrypted_secrets where name = 'project_url') then
    raise notice 'Vault has no secret project_url: no job reaches its function until it exists';
  end if;
end;
$function$;

comment on function private.schedule_background_jobs() is
  'Schedules every background job (pg_cron + pg_net, secrets from Vault); harmless to run again. '
  'Run by the owner after enabling pg_cron and pg_net: select * from private.schedule_background_jobs();';
revoke execute on function private.schedule_background_jobs() from public, anon, authenticated;

-- pg_cron, pg_net and Vault together are what a Supabase database offers; a PostgreSQL server that
-- merely ships pg_cron keeps the standalone timers. pg_cron can be enabled only where its library
-- is preloaded (cron.database_name is then defined) and in the database it runs jobs in; elsewhere
-- the attempt is reported and nothing is scheduled.
do $extensions$
begin
  if (select pg_catalog.count(*) from pg_catalog.pg_available_extensions
      where name in ('pg_cron', 'pg_net', 'supabase_vault')) < 3 then
    return;
  end if;
  begin
    create extension if not exists pg_cron with schema pg_catalog;
  exception when undefined_object or raise_exception then
    raise notice 'pg_cron is installed but cannot be enabled in this database (%)', sqlerrm;
    return;
  end;
  create extension if not exists pg_net with schema extensions;
  create extension if not exists supabase_vault;
end;
$extensions$;

select job_name, job_schedule from private.schedule_background_jobs();
