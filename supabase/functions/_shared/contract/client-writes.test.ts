import { describe, expect, it } from 'vitest';
import { CHANGE_TIME_TOLERANCE_MS, changedAtSchema, clientIdSchema } from './client-writes.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('writes a client may send again', () => {
  it('takes a change time up to the tolerated clock difference ahead, and refuses one beyond', () => {
    const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
    expect(changedAtSchema.safeParse(at(-60_000)).success).toBe(true);
    expect(changedAtSchema.safeParse(at(CHANGE_TIME_TOLERANCE_MS - 5_000)).success).toBe(true);
    expect(messagesOf(changedAtSchema.safeParse(at(CHANGE_TIME_TOLERANCE_MS + 5_000)))).toEqual([
      'Change time cannot be in the future',
    ]);
  });

  it('wants a change time with its offset, and an id that is a uuid', () => {
    expect(messagesOf(changedAtSchema.safeParse('2026-11-26 18:04'))).toEqual([
      'Change time must be an ISO date and time',
    ]);
    expect(changedAtSchema.safeParse('2026-11-26T19:04:05.120+01:00').success).toBe(true);
    expect(messagesOf(clientIdSchema.safeParse('offline-1'))).toEqual(['id must be a uuid']);
  });
});
