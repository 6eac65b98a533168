import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Sql, Tx } from '../db/database.ts';
import { ApiError, badRequest, handleError, handleNotFound } from '../http/errors.ts';
import { requireSharedSecret } from '../http/shared-secret.ts';
import type { Billing } from './billing.ts';
import {
  attachCustomer,
  isCustomerAttached,
  memberExists,
  recordCheckoutHandover,
  recordDelivery,
} from './billing-store.ts';
import { issueDueRefunds } from './booking-refunds.ts';
import { verifyClientReference } from './client-reference.ts';
import { sweepUnclaimedHandovers } from './handover-sweep.ts';
import { CHECKOUT_HANDOVER_MINUTES } from './handover-token.ts';
import { type BillingEvent, InvalidWebhookError, MalformedWebhookError } from './payment-provider.ts';

export const SWEEP_SECRET_HEADER = 'x-sweep-secret';
/** Stripe's events are a few kilobytes; a subscription with many items stays far below this. */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * Tells the operator about a signed event that changes nothing. Malformed ones are warnings: Stripe
 * sent an object the reader does not fit (a changed API version, a field renamed), and only the
 * log keeps it, since the 2xx stops Stripe's retries.
 */
function logUnused(event: BillingEvent) {
  if (event.kind === 'malformed') {
    console.warn(
      `Stripe event ${event.id} (${event.type}) not used, its object does not fit: ${event.problems.join('; ')}`,
    );
  } else if (event.kind === 'ignored') {
    console.info(`Stripe event ${event.id} (${event.type}) ignored: ${event.reason}`);
  }
}

/**
 * The `stripe-webhook` function: POST /stripe-webhook takes Stripe's deliveries (signature checked
 * on the raw bytes, then the allow-list and each type's schema, then one transaction per delivery
 * that records the event id and its effect together), and POST /stripe-webhook/sweep, guarded by a
 * shared secret, deletes the Stripe customers of visitors' trials nobody claimed and issues the
 * booking refunds still due.
 *
 * What a signed delivery that cannot be used gets: an event of an allow-listed type whose object
 * lacks a field, or has one of the wrong type, is answered 200 `malformed` and logged, without
 * recording its id. Stripe retries any other answer for days, and the same bytes would fail the
 * same way each time; a copy resent by hand once the reader is fixed is applied. A body that is
 * not an event at all (not JSON, no id, type or time) is answered 400 `malformed_event`, like a bad
 * signature: Stripe never sends one, so it points at a misconfigured sender.
 */
export function createWebhookApp(deps: {
  sql: Sql;
  billing: Billing | undefined;
  sweepSecret: string | undefined;
}) {
  const { sql, billing } = deps;
  const app = new Hono();

  /** A buy-button checkout: the member its signed reference names, else a hand-over for sign-up. */
  const onCheckout = async (tx: Tx, event: Extract<BillingEvent, { kind: 'checkout' }>) => {
    const { checkout } = event;
    if (!billing || checkout.mode !== 'subscription' || !checkout.customerId) return;
    if (await isCustomerAttached(tx, checkout.customerId)) return;
    const userId = await verifyClientReference(billing.referenceSecret, checkout.clientReferenceId);
    if (userId && (await memberExists(tx, userId))) {
      await attachCustomer(tx, userId, checkout.customerId, checkout.subscriptionId);
    } else {
      await recordCheckoutHandover(
        tx,
        {
          sessionId: checkout.sessionId,
          customerId: checkout.customerId,
          subscriptionId: checkout.subscriptionId,
        },
        CHECKOUT_HANDOVER_MINUTES,
      );
    }
  };

  app.post(
    '/stripe-webhook',
    bodyLimit({
      maxSize: MAX_EVENT_BYTES,
      onError: () => {
        throw new ApiError(413, 'payload_too_large', 'The event is larger than this endpoint accepts.');
      },
    }),
    async (c) => {
      if (!billing?.webhookEnabled) {
        throw new ApiError(
          503,
          'webhook_not_configured',
          'Stripe webhooks are not configured on this server.',
        );
      }
      const signature = c.req.header('Stripe-Signature');
      if (!signature) throw badRequest('missing_signature', 'The Stripe-Signature header is missing.');
      const payload = new Uint8Array(await c.req.arrayBuffer());
      let event: BillingEvent;
      try {
        event = await billing.provider.verifyWebhook(payload, signature);
      } catch (error) {
        if (error instanceof InvalidWebhookError) {
          throw badRequest('invalid_signature', 'The signature or its timestamp does not verify.');
        }
        if (error instanceof MalformedWebhookError) {
          console.warn(`Stripe webhook: ${error.message}`);
          throw badRequest('malformed_event', 'The body is signed but is not a Stripe event.');
        }
        throw error;
      }
      logUnused(event);
      const outcome = await recordDelivery(sql, event, onCheckout);
      return c.json({ received: true, outcome });
    },
  );

  app.post('/stripe-webhook/sweep', requireSharedSecret(SWEEP_SECRET_HEADER, deps.sweepSecret), async (c) => {
    if (!billing) return c.json({ swept: 0, refunded: 0 });
    // Refunds a cancellation or decline granted but Stripe did not take at the time.
    const { refunded } = await issueDueRefunds(sql, billing.provider);
    return c.json({ ...(await sweepUnclaimedHandovers(sql, billing.provider)), refunded });
  });

  app.onError(handleError);
  app.notFound(handleNotFound);
  return app;
}
