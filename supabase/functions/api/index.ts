import { createSupabaseAuthProvider } from '../_shared/accounts/supabase-auth-provider.ts';
import { createApiApp } from '../_shared/app.ts';
import { createBilling } from '../_shared/billing/billing.ts';
import {
  loadBillingSettings,
  loadManagedConfig,
  loadMarketplaceSettings,
  loadNutritionSettings,
} from '../_shared/config.ts';
import { connectDatabase } from '../_shared/db/database.ts';
import { nutritionServices } from '../_shared/nutrition/services.ts';
import { SupabaseFileStorage } from '../_shared/storage/supabase-file-storage.ts';

// The managed runtime: Supabase Auth, and Postgres through Supabase's transaction pooler, which
// cannot keep prepared statements between transactions.
const config = loadManagedConfig(Deno.env.toObject());
// Stripe when its keys are set (STRIPE_SECRET_KEY, ...); without them Premium runs in trial mode.
const billing = createBilling(loadBillingSettings(Deno.env.toObject()));
const sql = connectDatabase(config.databaseUrl, { max: config.databasePoolSize, prepare: false });
const app = createApiApp({
  sql,
  auth: createSupabaseAuthProvider(config, { googleEnabled: config.googleEnabled }),
  siteUrl: config.siteUrl,
  storage: new SupabaseFileStorage(config.supabaseUrl, config.supabaseAnonKey),
  billing,
  // Open Food Facts for barcodes; a vision model for photos when VISION_API_URL and VISION_MODEL are set.
  nutrition: nutritionServices(loadNutritionSettings(Deno.env.toObject())),
  marketplace: loadMarketplaceSettings(Deno.env.toObject()),
});

// Supabase's edge network puts the caller's address in front of what the function sees: Cloudflare's
// cf-connecting-ip where present, else the first X-Forwarded-For entry (docs/security.md, "Limits").
Deno.serve((request, info) =>
  app.fetch(request, {
    clientAddress:
      request.headers.get('cf-connecting-ip') ??
      request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() ??
      (info.remoteAddr.transport === 'tcp' ? info.remoteAddr.hostname : undefined),
  }),
);
