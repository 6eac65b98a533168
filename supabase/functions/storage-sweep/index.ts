import { loadManagedConfig } from '../_shared/config.ts';
import { connectDatabase } from '../_shared/db/database.ts';
import { sweepUnsavedFoodPhotos } from '../_shared/nutrition/photo-sweep.ts';
import { SupabaseFileStorage } from '../_shared/storage/supabase-file-storage.ts';
import { createStorageSweepApp } from '../_shared/user/sweep-app.ts';

// Called by pg_cron + pg_net with the shared secret (see the schedule migration); Supabase's JWT
// check is off for this function (config.toml), the secret is its authentication.
const config = loadManagedConfig(Deno.env.toObject());
const sql = connectDatabase(config.databaseUrl, { max: 1, prepare: false });
const storage = new SupabaseFileStorage(
  config.supabaseUrl,
  config.supabaseAnonKey,
  fetch,
  Deno.env.get('SUPABASE_SERVICE_ROLE_KEY'),
);
const app = createStorageSweepApp({
  sql,
  storage,
  secret: Deno.env.get('STORAGE_SWEEP_SECRET'),
  otherSweeps: [() => sweepUnsavedFoodPhotos(sql, storage)],
});

Deno.serve(app.fetch);
