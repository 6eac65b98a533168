import { HttpError } from '@/lib/api/http-error.ts';

/**
 * What a failed send means for the write:
 * - `retry`: no answer at all (offline, cut off, timed out), a server failure (5xx), a request
 *   timeout (408) or a rate limit (429): the server may take it later, so it is sent again.
 * - `sign-in`: the session is gone (401, its renewal refused): the write waits for the same member
 *   to sign in again.
 * - `refused`: any other 4xx: the server means it; sending it again would be refused again.
 */
export type Verdict = 'retry' | 'sign-in' | 'refused';

export function verdictOf(error: unknown): Verdict {
  if (!(error instanceof HttpError)) return 'retry';
  if (error.status === 401) return 'sign-in';
  if (error.status === 408 || error.status === 429 || error.status >= 500) return 'retry';
  return 'refused';
}

const FIRST_RETRY_MS = 2000;
const LONGEST_WAIT_MS = 5 * 60_000;

/** 2 s, 4 s, 8 s ... at most 5 min between attempts; coming back online or a new write tries at once. */
export const retryDelayMs = (failures: number) =>
  Math.min(LONGEST_WAIT_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures));
