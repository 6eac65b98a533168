import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { startProcess } from '../support/child-process.ts';
import {
  FAKE_MONTHLY_PRICE,
  FAKE_PUBLISHABLE_KEY,
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  signedDelivery,
  stripeEvent,
  subscriptionObject,
} from '../support/fake-stripe.ts';
import { freePort } from '../support/temporary-postgres.ts';
import { createTestDatabase, type UnconnectedTestDatabase } from '../support/test-database.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
let database: UnconnectedTestDatabase;
beforeAll(async () => {
  // No connection of our own: the embedded database serves exactly one, and it is Deno's.
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('the stripe-webhook function verifies signatures with stripe-node under the real Deno binary', async () => {
  const port = await freePort();
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
      'supabase/functions/stripe-webhook/index.ts',
    ],
    {
      DENO_SERVE_ADDRESS: `tcp:127.0.0.1:${port}`,
      SUPABASE_DB_URL: database.url,
      SUPABASE_URL: 'http://127.0.0.1:9',
      SUPABASE_ANON_KEY: 'not-used-by-the-webhook',
      STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: FAKE_PUBLISHABLE_KEY,
      STRIPE_PRICE_MONTHLY: FAKE_MONTHLY_PRICE,
      STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
      // Nothing here calls Stripe's API; should anything try, it fails at once.
      STRIPE_API_URL: 'http://127.0.0.1:9',
    },
    ROOT,
  );
  const post = (body: string, signature: string) =>
    fetch(`http://127.0.0.1:${port}/stripe-webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body,
    });
  try {
    await deno.waitFor(/Listening on/, 60_000);
    const event = stripeEvent(
      'customer.subscription.updated',
      subscriptionObject({
        id: 'sub_deno',
        customer: 'cus_deno',
        status: 'active',
        periodEnd: Math.floor(Date.now() / 1000) + 86_400,
      }),
    );
    const delivery = signedDelivery(event);
    const applied = await post(delivery.body, delivery.signature);
    expect(applied.status).toBe(200);
    expect(await applied.json()).toEqual({ received: true, outcome: 'applied' });
    const again = await post(delivery.body, delivery.signature);
    expect(await again.json()).toEqual({ received: true, outcome: 'replayed' });
    const forged = signedDelivery(event, { secret: 'whsec_not_ours' });
    expect((await post(forged.body, forged.signature)).status).toBe(400);
  } finally {
    await deno.stop();
  }
}, 90_000);
