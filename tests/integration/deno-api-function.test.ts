import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEdgeFunction } from '../support/edge-function.ts';
import { createTestDatabase, type UnconnectedTestDatabase } from '../support/test-database.ts';

let database: UnconnectedTestDatabase;
beforeAll(async () => {
  // No connection of our own: the embedded database serves exactly one, and it is Deno's.
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('the api edge function runs under the real Deno binary and answers /api/health with 200', async () => {
  const { baseUrl, deno } = await startEdgeFunction('api', database.url, {
    SUPABASE_ANON_KEY: 'not-used-by-health',
    SUPABASE_JWT_SECRET: 'not-used-by-health-0123456789abcdef0123',
  });
  try {
    const response = await fetch(`${baseUrl}/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'reachable' });
  } finally {
    await deno.stop();
  }
}, 90_000);
