import { createRecomputeApp } from '../_shared/coach/recompute-app.ts';
import { loadManagedConfig } from '../_shared/config.ts';
import { connectDatabase } from '../_shared/db/database.ts';

// Called by pg_cron + pg_net with the shared secret (see the schedule migration); Supabase's JWT
// check is off for this function (config.toml), the secret is its authentication.
const config = loadManagedConfig(Deno.env.toObject());
const sql = connectDatabase(config.databaseUrl, { max: 2, prepare: false });
const app = createRecomputeApp({ sql, secret: Deno.env.get('COACH_RECOMPUTE_SECRET') });

Deno.serve(app.fetch);
