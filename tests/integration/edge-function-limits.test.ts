import { describe, expect, it } from 'vitest';
import { connectDatabase } from '../../supabase/functions/_shared/db/database.ts';
import { edgeFunctionNames, measureBundle } from '../support/edge-bundle.ts';
import { isolateMemory, startEdgeFunction } from '../support/edge-function.ts';
import type { ManagedAuth } from '../support/managed-members.ts';
import { preparePlannerCalls } from '../support/planner-calls.ts';
import { createTestDatabase } from '../support/test-database.ts';

/**
 * Supabase's limits for an edge function, held where the figure is stable (sizes and memory, not
 * time): `npm run bench:edge` reports the figures, including CPU per request and cold starts.
 */

const MB = 1024 * 1024;

/**
 * The estimated upload (what `supabase functions deploy` sends) was 3.4 to 3.5 MB for every
 * function in November 2026, nearly all of it the npm packages all functions share through one
 * deno.json (stripe, supabase-js, zod, glpk.js). Supabase refuses a function over 20 MB from
 * the CLI and over 5 MB bundled server-side (dashboard, --use-api). 10 MB leaves room for the
 * solver's WebAssembly to grow and a dependency or two, and fails at half the CLI's limit, while
 * there is still time to split the import map per function.
 */
const DEPLOY_BUDGET_BYTES = 10 * MB;
/**
 * The JavaScript an isolate compiles at every cold start (`deno bundle` of the entry): 2.8 MB for
 * `api`, 0.9 to 1.6 MB for the others in November 2026. 4 MB catches a whole SDK pulled in by
 * one import, the usual way a function's cold start doubles.
 */
const BUNDLED_JS_BUDGET_BYTES = 4 * MB;

// Sizes of code, the same whatever database the suite runs on: measured in the embedded pass only.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('edge function bundles', () => {
  it.each(edgeFunctionNames())(
    '%s stays within its deploy and bundled-JavaScript budgets',
    async (name) => {
      const size = await measureBundle(name);
      expect(size.deployEstimateBytes).toBeLessThan(DEPLOY_BUDGET_BYTES);
      expect(size.bundledJsBytes).toBeLessThan(BUNDLED_JS_BUDGET_BYTES);
    },
    120_000,
  );
});

/**
 * The meal planner's memory target. Supabase counts an isolate's heap in use plus its external
 * memory (WebAssembly memories, buffers) and caps V8's heap at the limit; the process's RSS also
 * holds Deno's own runtime (about 75 MB idle), which the platform does not count, so RSS is
 * reported by the bench and not asserted here. With V8's heap capped at 150 MB, a plan that
 * needed more heap at any moment would abort the process; what lies outside the heap is read
 * after every call. 40 calls: past the first plan's solver loading and enough for a leak of a
 * fraction of a megabyte per plan to show; the bench runs 300.
 */
const PLANNER_MEMORY_BYTES = 150 * MB;
const PLANNER_CALLS = 40;
const AUTH: ManagedAuth = {
  supabaseUrl: 'http://127.0.0.1:9',
  jwtSecret: 'edge-limits-secret-0123456789abcdef0123456789',
};

it(`[api under Deno] ${PLANNER_CALLS} meal-planner calls stay under 150 MB of isolate memory, heap capped at 150 MB`, async () => {
  const database = await createTestDatabase();
  try {
    // Members and ratings first: the embedded database serves one connection, then Deno's.
    const owner = connectDatabase(database.url, { max: 1, prepare: true, keepConnections: true });
    const calls = await preparePlannerCalls(owner, AUTH, { count: PLANNER_CALLS, seed: 20261126 }).finally(
      () => owner.end(),
    );
    const api = await startEdgeFunction(
      'api',
      database.url,
      { SUPABASE_URL: AUTH.supabaseUrl, SUPABASE_ANON_KEY: 'not-used', SUPABASE_JWT_SECRET: AUTH.jwtSecret },
      { reportUsage: true, heapLimitMb: PLANNER_MEMORY_BYTES / MB },
    );
    try {
      let peak = 0;
      const statuses = new Set<number>();
      for (const call of calls) {
        const response = await fetch(`${api.baseUrl}${call.path}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${call.token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(call.body),
        });
        await response.arrayBuffer();
        statuses.add(response.status);
        const memory = await isolateMemory(api.deno);
        peak = Math.max(peak, memory.heapUsed + memory.external);
      }
      // 201 a plan, 400 a request no meal can be composed for; never a function that died.
      expect([...statuses].filter((status) => status !== 201 && status !== 400)).toEqual([]);
      expect(peak).toBeLessThan(PLANNER_MEMORY_BYTES);
    } finally {
      await api.deno.stop();
    }
  } finally {
    await database.close();
  }
}, 240_000);
