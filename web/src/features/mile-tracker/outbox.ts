import type { FinishMileSessionBody, RecordSplitBody } from '@contract/mile-tracker.ts';
import { HttpError } from '@/lib/api/http-error.ts';

/**
 * Splits and finishes waiting to reach the server, oldest first. The page records a mile at once
 * and queues its call; a call that fails because the connection dropped stays queued and is sent
 * again later, and the server accepts a repeated call once (the same mile of the same session), so
 * nothing is lost or counted twice. A refusal the server means (a 4xx) is not retried.
 */
export type OutboxItem =
  | { id: string; kind: 'split'; sessionId: string; body: RecordSplitBody }
  | { id: string; kind: 'finish'; sessionId: string; body: FinishMileSessionBody };

/** Worth sending again: no answer at all (offline, timed out), a server failure, or a rate limit. */
export function isRetryable(error: unknown): boolean {
  if (!(error instanceof HttpError)) return true;
  return error.status === 401 || error.status === 408 || error.status === 429 || error.status >= 500;
}

/** 2 s, 4 s, 8 s ... at most 30 s between attempts; coming back online retries at once. */
export const retryDelayMs = (attempt: number) => Math.min(30_000, 2000 * 2 ** Math.max(0, attempt));

/** A pending finish for this session means the member already ended it here. */
export const isFinishing = (items: OutboxItem[], sessionId: string) =>
  items.some((item) => item.kind === 'finish' && item.sessionId === sessionId);
