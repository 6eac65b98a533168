import type { Sql } from '../db/database.ts';
import { listUnclaimedExpired, markSwept } from './billing-store.ts';
import { customerIdempotencyKey } from './handover-token.ts';
import type { PaymentProvider } from './payment-provider.ts';

/** How many expired hand-overs one sweep handles; the next run takes the rest. */
const BATCH = 50;
/** How often the standalone runtime sweeps (the managed one: pg_cron, migration 20261124400500). */
export const SWEEP_INTERVAL_MINUTES = 15;

/**
 * Deletes the Stripe customers of hand-overs nobody claimed in time; deleting a customer cancels
 * its subscriptions, so no trial is left running for nobody and no card is ever charged. A
 * hand-over whose customer id was never recorded (the request died between Stripe's answer and
 * the database) finds its customer again by the idempotency key it was created with. Expired
 * hand-overs can no longer be claimed, so nothing races the sweep.
 */
export async function sweepUnclaimedHandovers(
  sql: Sql,
  provider: PaymentProvider,
): Promise<{ swept: number }> {
  let swept = 0;
  for (const handover of await listUnclaimedExpired(sql, BATCH)) {
    const customerId =
      handover.stripe_customer_id ??
      (await provider.createCustomer({
        idempotencyKey: customerIdempotencyKey(handover.id),
        metadata: { handover_id: handover.id },
      }));
    await provider.deleteCustomer(customerId);
    if (await markSwept(sql, handover.id, customerId)) swept += 1;
  }
  return { swept };
}
