import { describe, expect, it } from 'vitest';
import { bookableSlots, withinAvailability, zonedInstant } from './trainer-slots.ts';

const plan = {
  timeZone: 'America/New_York',
  weekly: [{ weekday: 1, start: '09:00', end: '11:00' }],
  datesOff: ['2026-12-14'],
};

describe('trainer slots', () => {
  it('reads a wall clock time in the zone across daylight saving time', () => {
    expect(zonedInstant('2026-07-06', 9 * 60, 'America/New_York').toISOString()).toBe(
      '2026-07-06T13:00:00.000Z',
    );
    expect(zonedInstant('2026-12-07', 9 * 60, 'America/New_York').toISOString()).toBe(
      '2026-12-07T14:00:00.000Z',
    );
  });

  it('offers every half hour a whole session fits in a window, skipping dates off and busy times', () => {
    const slots = bookableSlots({
      plan,
      duration: 60,
      busy: [{ start: new Date('2026-12-07T14:30:00Z'), end: new Date('2026-12-07T15:00:00Z') }],
      from: new Date('2026-12-06T00:00:00Z'),
      to: new Date('2026-12-16T00:00:00Z'),
    });
    // Monday 7 December: 09:00 and 09:30 overlap the busy half hour; 10:00 fits. Monday 14th is off.
    expect(slots.map((slot) => slot.toISOString())).toEqual(['2026-12-07T15:00:00.000Z']);
  });

  it('knows whether a session lies inside availability', () => {
    expect(withinAvailability(new Date('2026-12-07T14:15:00Z'), 45, plan)).toBe(true);
    expect(withinAvailability(new Date('2026-12-07T15:30:00Z'), 60, plan)).toBe(false);
    expect(withinAvailability(new Date('2026-12-14T14:00:00Z'), 60, plan)).toBe(false);
  });
});
