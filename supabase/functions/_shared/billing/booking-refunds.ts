import type { Sql } from '../db/database.ts';
import { asServiceRole } from '../db/service-role.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * Issues the refunds the booking state machine granted (`refund_status = 'due'`): in full, the
 * transfer to the trainer taken back. The idempotency key is the booking's, so a retry after a
 * lost answer never refunds twice. Run right after a cancellation or decline, and again by the
 * billing sweep for any a failure left due. Answers how many were refunded.
 */
export async function issueDueRefunds(
  sql: Sql,
  provider: PaymentProvider,
  bookingId?: string,
): Promise<{ refunded: number }> {
  const due = await asServiceRole(
    sql,
    (tx) => tx<{ id: string; stripe_payment_intent_id: string }[]>`
      select id, stripe_payment_intent_id from public.booking
      where refund_status = 'due' and stripe_payment_intent_id is not null
        and (${bookingId ?? null}::uuid is null or id = ${bookingId ?? null}::uuid)
      order by status_changed_at
      limit 100`,
  );
  let refunded = 0;
  for (const booking of due) {
    const refundId = await provider.refundPayment({
      paymentIntentId: booking.stripe_payment_intent_id,
      idempotencyKey: `booking-refund-${booking.id}`,
    });
    await asServiceRole(
      sql,
      (tx) => tx`
        update public.booking set refund_status = 'refunded', stripe_refund_id = ${refundId}
        where id = ${booking.id} and refund_status = 'due'`,
    );
    refunded += 1;
  }
  return { refunded };
}
