import { afterAll, beforeAll, expect, it } from 'vitest';
import { startEdgeFunction } from '../support/edge-function.ts';
import {
  FAKE_MONTHLY_PRICE,
  FAKE_PUBLISHABLE_KEY,
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  signedDelivery,
  stripeEvent,
  subscriptionObject,
} from '../support/fake-stripe.ts';
import { createTestDatabase, type UnconnectedTestDatabase } from '../support/test-database.ts';

let database: UnconnectedTestDatabase;
beforeAll(async () => {
  // No connection of our own: the embedded database serves exactly one, and it is Deno's.
  database = await createTestDatabase();
});
afterAll(() => database.close());

it('the stripe-webhook function verifies signatures with stripe-node under the real Deno binary', async () => {
  const { baseUrl, deno } = await startEdgeFunction('stripe-webhook', database.url, {
    SUPABASE_ANON_KEY: 'not-used-by-the-webhook',
    STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: FAKE_PUBLISHABLE_KEY,
    STRIPE_PRICE_MONTHLY: FAKE_MONTHLY_PRICE,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    // Nothing here calls Stripe's API; should anything try, it fails at once.
    STRIPE_API_URL: 'http://127.0.0.1:9',
  });
  const post = (body: string, signature: string) =>
    fetch(`${baseUrl}/stripe-webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature },
      body,
    });
  try {
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
    // Signed, but without the subscription's items: acknowledged, not a 500 for Stripe to retry.
    const { items: _, ...withoutItems } = event.data.object;
    const malformed = signedDelivery({ ...event, id: `${event.id}x`, data: { object: withoutItems } });
    const answer = await post(malformed.body, malformed.signature);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true, outcome: 'malformed' });
  } finally {
    await deno.stop();
  }
}, 90_000);
