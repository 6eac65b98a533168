import { describe, expect, it } from 'vitest';
import { whenOnDay } from './log-day.ts';

const now = new Date(2026, 10, 23, 18, 30);

describe('logging on another day', () => {
  it('starts a past day at the current time of day', () => {
    expect(whenOnDay('2026-11-20', now)).toEqual(new Date(2026, 10, 20, 18, 30));
  });

  it('starts today at now', () => {
    expect(whenOnDay('2026-11-23', now)).toEqual(now);
  });

  it('refuses future days, days at the backdating limit and text that is not a day', () => {
    expect(whenOnDay('2026-11-24', now)).toBeNull();
    expect(whenOnDay('2025-11-23', now)).toBeNull();
    expect(whenOnDay('2026-02-30', now)).toBeNull();
    expect(whenOnDay('yesterday', now)).toBeNull();
    expect(whenOnDay(null, now)).toBeNull();
  });
});
