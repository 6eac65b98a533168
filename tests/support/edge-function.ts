import path from 'node:path';
import { type RunningProcess, startProcess } from './child-process.ts';
import { freePort } from './temporary-postgres.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const USAGE_REPORTER = path.join(import.meta.dirname, 'edge-usage-reporter.ts');

export interface EdgeFunctionOptions {
  /** Preload the usage reporter, so `isolateMemory` can ask the isolate for its heap. */
  reportUsage?: boolean;
  /**
   * Caps V8's heap, in MB, as Supabase's edge runtime caps each isolate's at its memory limit:
   * collection then works under the same pressure, and a function that needs more is aborted.
   */
  heapLimitMb?: number;
}

export interface RunningEdgeFunction {
  baseUrl: string;
  deno: RunningProcess;
  /** `performance.now()` when the process was spawned and when it printed that it listens. */
  spawnedAt: number;
  listeningAt: number;
}

/**
 * Serves one edge function (supabase/functions/<name>/index.ts) with the real Deno binary on a
 * free port, against the given database, and waits until it listens.
 */
export async function startEdgeFunction(
  name: string,
  databaseUrl: string,
  env: Record<string, string>,
  options: EdgeFunctionOptions = {},
): Promise<RunningEdgeFunction> {
  const port = await freePort();
  // The embedded database is a Unix socket; Deno asks for write access to connect to one.
  const socketDir = new URL(databaseUrl).searchParams.get('host');
  const spawnedAt = performance.now();
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
      ...(options.reportUsage ? ['--preload', USAGE_REPORTER] : []),
      ...(options.heapLimitMb ? [`--v8-flags=--max-heap-size=${options.heapLimitMb}`] : []),
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
  return { baseUrl: `http://127.0.0.1:${port}`, deno, spawnedAt, listeningAt: performance.now() };
}

export interface IsolateMemory {
  rss: number;
  heapTotal: number;
  heapUsed: number;
  /** Memory V8 tracks outside its heap: array buffers, WebAssembly memories. */
  external: number;
}

const reportsAsked = new WeakMap<RunningProcess, number>();

/** The isolate's memory now (`Deno.memoryUsage()`), from a function started with `reportUsage`. */
export async function isolateMemory(deno: RunningProcess): Promise<IsolateMemory> {
  const report = (reportsAsked.get(deno) ?? 0) + 1;
  reportsAsked.set(deno, report);
  deno.child.kill('SIGUSR2');
  const [, json] = await deno.waitFor(new RegExp(`^edge-usage ${report} (\\{.*\\})$`, 'm'), 10_000);
  return JSON.parse(json ?? '{}') as IsolateMemory;
}
