import type { Booking } from '@contract/trainers.ts';
import { describe, expect, it } from 'vitest';
import { earningsByMonth, refundNote } from './booking-rules.ts';

const HOUR = 3_600_000;
const booking = (overrides: Partial<Booking>): Booking => ({
  id: crypto.randomUUID(),
  status: 'confirmed',
  scheduledAt: new Date(Date.now() + 48 * HOUR).toISOString(),
  endsAt: new Date(Date.now() + 49 * HOUR).toISOString(),
  trainerId: crypto.randomUUID(),
  trainerName: 'Tara Coach',
  memberName: 'Maya Okafor',
  serviceId: null,
  serviceName: 'Strength session',
  totalPrice: 5000,
  trainerEarnings: 4250,
  platformCommission: 750,
  paymentMode: 'stripe',
  paid: true,
  refundStatus: null,
  cancelledBy: null,
  notes: null,
  reviewed: false,
  createdAt: new Date().toISOString(),
  ...overrides,
});

describe('booking rules shown to members and trainers', () => {
  it('says whether cancelling refunds: in full 24 hours ahead or by the trainer, not later by the member', () => {
    expect(refundNote(booking({}), 'member')).toBe('A full refund of $50.00 applies.');
    const soon = booking({ scheduledAt: new Date(Date.now() + 2 * HOUR).toISOString() });
    expect(refundNote(soon, 'member')).toMatch(/no refund applies/);
    expect(refundNote(soon, 'trainer')).toBe('A full refund of $50.00 applies.');
    expect(refundNote(booking({ paymentMode: 'in_person', paid: false }), 'member')).toMatch(
      /nothing to refund/,
    );
  });

  it('adds up the earnings of completed sessions per month, newest first', () => {
    expect(
      earningsByMonth([
        booking({ status: 'completed', scheduledAt: '2026-10-03T10:00:00Z' }),
        booking({ status: 'completed', scheduledAt: '2026-11-03T10:00:00Z' }),
        booking({ status: 'completed', scheduledAt: '2026-11-20T10:00:00Z' }),
        booking({ status: 'cancelled', scheduledAt: '2026-11-21T10:00:00Z' }),
      ]),
    ).toEqual([
      ['2026-11', 8500],
      ['2026-10', 4250],
    ]);
  });
});
