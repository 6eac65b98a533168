-- Concern: recompute the coach's suggestions on a schedule in the managed runtime.
--
-- pg_cron calls the `coach-recompute` edge function through pg_net every 15 minutes, with the
-- project URL and the shared secret read from Vault at run time (secrets `project_url` and
-- `coach_recompute_secret`, created once per project; see the README). The schedule is created
-- only where pg_cron, pg_net and Vault exist: the standalone runtime and plain PostgreSQL have none
-- of them and use an in-process timer instead. cron.schedule replaces a job of the same name.

do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net')
     and exists (select 1 from pg_catalog.pg_namespace where nspname = 'vault') then
    perform cron.schedule(
      'coach-recompute',
      '*/15 * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
                 || '/functions/v1/coach-recompute',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'x-coach-secret',
            (select decrypted_secret from vault.decrypted_secrets where name = 'coach_recompute_secret')
          ),
          body := '{}'::jsonb
        );
      $job$
    );
  end if;
end;
$schedule$;
