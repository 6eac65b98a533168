import { createBilling } from '../_shared/billing/billing.ts';
import { createWebhookApp } from '../_shared/billing/webhook-app.ts';
import { loadBillingSettings, loadManagedConfig } from '../_shared/config.ts';
import { connectDatabase } from '../_shared/db/database.ts';

// Stripe's webhook endpoint (<project>/functions/v1/stripe-webhook) and the sweep of unclaimed
// trial customers (/sweep, called by pg_cron with BILLING_SWEEP_SECRET). Supabase's JWT check is
// off for this function (config.toml): Stripe signs its deliveries instead.
const env = Deno.env.toObject();
const config = loadManagedConfig(env);
const settings = loadBillingSettings(env);
const sql = connectDatabase(config.databaseUrl, { max: 2, prepare: false });
const app = createWebhookApp({ sql, billing: createBilling(settings), sweepSecret: settings?.sweepSecret });

Deno.serve(app.fetch);
