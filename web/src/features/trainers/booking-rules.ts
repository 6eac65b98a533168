import { FULL_REFUND_HOURS } from '@contract/trainer-rules.ts';
import type { Booking } from '@contract/trainers.ts';
import { dollars } from './money.ts';

/** What cancelling now means for the money, as the database's rule decides it. */
export function refundNote(booking: Booking, by: 'member' | 'trainer'): string {
  if (booking.paymentMode === 'in_person') return 'Nothing was paid by card, so there is nothing to refund.';
  if (!booking.paid) return 'The card payment has not gone through, so nothing is charged.';
  const hoursAhead = (Date.parse(booking.scheduledAt) - Date.now()) / 3_600_000;
  if (by === 'trainer' || booking.status === 'pending' || hoursAhead >= FULL_REFUND_HOURS)
    return `A full refund of ${dollars(booking.totalPrice)} applies.`;
  return `Less than ${FULL_REFUND_HOURS} hours ahead: no refund applies.`;
}

/** Earnings of completed sessions, month by month (newest first). */
export function earningsByMonth(bookings: readonly Booking[]) {
  const months = new Map<string, number>();
  for (const booking of bookings) {
    if (booking.status !== 'completed') continue;
    const month = booking.scheduledAt.slice(0, 7);
    months.set(month, (months.get(month) ?? 0) + booking.trainerEarnings);
  }
  return [...months.entries()].sort(([a], [b]) => b.localeCompare(a));
}
