import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startProcess } from '../support/child-process.ts';
import { freePort } from '../support/temporary-postgres.ts';
import { createTestDatabase, type UnconnectedTestDatabase } from '../support/test-database.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
let database: UnconnectedTestDatabase;
beforeAll(async () => {
  // No connection of our own: the embedded database serves exactly one, and it is Deno's.
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('the api edge function runs under the real Deno binary and answers /api/health with 200', async () => {
  const port = await freePort();
  // The embedded database is a Unix socket; Deno asks for write access to connect to one.
  const socketDir = new URL(database.url).searchParams.get('host');
  const deno = startProcess(
    path.join(ROOT, 'node_modules/.bin/deno'),
    [
      'run',
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      ...(socketDir ? [`--allow-write=${socketDir}`] : []),
      '--config',
      'supabase/functions/deno.json',
      'supabase/functions/api/index.ts',
    ],
    {
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      SUPABASE_DB_URL: database.url,
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_ANON_KEY: 'not-used-by-health',
      SUPABASE_JWT_SECRET: 'not-used-by-health-0123456789abcdef0123',
    },
    ROOT,
  );
  try {
    await deno.waitFor(/Listening on/, 60_000);
    const response = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'reachable' });
  } finally {
    await deno.stop();
  }
}, 90_000);
