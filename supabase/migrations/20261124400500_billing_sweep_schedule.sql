-- Concern: delete unclaimed visitor customers in Stripe on a schedule in the managed runtime.
--
-- A visitor who starts a trial with a card and never creates an account leaves a Stripe customer
-- with a trialing subscription (private.stripe_handover). pg_cron calls the `stripe-webhook`
-- function's sweep route through pg_net every 15 minutes, with the project URL and the shared
-- secret read from Vault at run time (secrets `project_url` and `billing_sweep_secret`). Created
-- only where pg_cron, pg_net and Vault exist; the standalone runtime sweeps with a timer.

do $schedule$
begin
  if exists (select 1 from pg_catalog.pg_extension where extname = 'pg_cron')
     and exists (select 1 from pg_catalog.pg_extension where extname = 'pg_net')
     and exists (select 1 from pg_catalog.pg_namespace where nspname = 'vault') then
    perform cron.schedule(
      'billing-sweep',
      '*/15 * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
                 || '/functions/v1/stripe-webhook/sweep',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'x-sweep-secret',
            (select decrypted_secret from vault.decrypted_secrets where name = 'billing_sweep_secret')
          ),
          body := '{}'::jsonb
        );
      $job$
    );
  end if;
end;
$schedule$;
