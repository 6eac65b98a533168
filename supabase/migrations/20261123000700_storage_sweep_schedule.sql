-- Concern: delete orphaned profile pictures on a schedule in the managed runtime.
--
-- A crash between storing a new picture and pointing the profile at it leaves a publicly served
-- file nothing refers to. pg_cron calls the `storage-sweep` edge function through pg_net every 10
-- minutes, with the project URL and the shared secret read from Vault at run time (secrets
-- `project_url` and `storage_sweep_secret`). Deleting goes through the Storage API (the function
-- uses the service role key), since Supabase refuses direct deletes from storage.objects. Created
-- only where pg_cron, pg_net and Vault exist; the standalone runtime sweeps with a timer.

do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net')
     and exists (select 1 from pg_catalog.pg_namespace where nspname = 'vault') then
    perform cron.schedule(
      'storage-sweep',
      '*/10 * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
                 || '/functions/v1/storage-sweep',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'x-sweep-secret',
            (select decrypted_secret from vault.decrypted_secrets where name = 'storage_sweep_secret')
          ),
          body := '{}'::jsonb
        );
      $job$
    );
  end if;
end;
$schedule$;
