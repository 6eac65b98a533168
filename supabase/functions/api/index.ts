import { createApiApp } from '../_shared/app.ts';
import { createSupabaseAuthProvider } from '../_shared/auth/supabase-auth-provider.ts';
import { loadManagedConfig } from '../_shared/config.ts';
import { connectDatabase } from '../_shared/db/database.ts';
import { SupabaseFileStorage } from '../_shared/storage/supabase-file-storage.ts';

// The managed runtime: Supabase Auth, and Postgres through Supabase's transaction pooler, which
// cannot keep prepared statements between transactions.
const config = loadManagedConfig(Deno.env.toObject());
const sql = connectDatabase(config.databaseUrl, { max: config.databasePoolSize, prepare: false });
const app = createApiApp({
  sql,
  auth: createSupabaseAuthProvider(config, { googleEnabled: config.googleEnabled }),
  siteUrl: config.siteUrl,
  storage: new SupabaseFileStorage(config.supabaseUrl, config.supabaseAnonKey),
});

Deno.serve(app.fetch);
