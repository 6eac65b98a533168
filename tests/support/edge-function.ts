import path from 'node:path';
import { type RunningProcess, startProcess } from './child-process.ts';
import { freePort } from './temporary-postgres.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Serves one edge function (supabase/functions/<name>/index.ts) with the real Deno binary on a
 * free port, against the given database, and waits until it listens.
 */
export async function startEdgeFunction(
  name: string,
  databaseUrl: string,
  env: Record<string, string>,
): Promise<{ baseUrl: string; deno: RunningProcess }> {
  const port = await freePort();
  // The embedded database is a Unix socket; Deno asks for write access to connect to one.
  const socketDir = new URL(databaseUrl).searchParams.get('host');
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
      `supabase/functions/${name}/index.ts`,
    ],
    {
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      SUPABASE_DB_URL: databaseUrl,
      // Nothing in these tests reaches Supabase's services; should anything try, it fails at once.
      SUPABASE_URL: 'http://127.0.0.1:9',
      ...env,
    },
    ROOT,
  );
  try {
    await deno.waitFor(/Listening on/, 60_000);
  } catch (error) {
    await deno.stop();
    throw error;
  }
  return { baseUrl: `http://127.0.0.1:${port}`, deno };
}
