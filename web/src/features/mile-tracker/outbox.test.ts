import { describe, expect, it } from 'vitest';
import { HttpError } from '@/lib/api/http-error.ts';
import { isFinishing, isRetryable, retryDelayMs } from './outbox.ts';

describe('the outbox', () => {
  it('retries when no answer came, on server failures and limits, but not on refusals', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new HttpError(503, '', 'Service Unavailable'))).toBe(true);
    expect(isRetryable(new HttpError(429, '', 'Too Many Requests'))).toBe(true);
    expect(isRetryable(new HttpError(400, '{"error":"split_out_of_order"}', 'Bad Request'))).toBe(false);
    expect(isRetryable(new HttpError(409, '{"error":"session_completed"}', 'Conflict'))).toBe(false);
    expect(isRetryable(new HttpError(404, '', 'Not Found'))).toBe(false);
  });

  it('waits longer after each failure, up to 30 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelayMs)).toEqual([2000, 4000, 8000, 16_000, 30_000, 30_000]);
  });

  it('knows a session whose finish is waiting', () => {
    const body = { status: 'completed' as const, totalDistance: 0, totalTime: 1 };
    expect(isFinishing([{ id: '1', kind: 'finish', sessionId: 'a', body }], 'a')).toBe(true);
    expect(isFinishing([{ id: '1', kind: 'finish', sessionId: 'a', body }], 'b')).toBe(false);
  });
});
