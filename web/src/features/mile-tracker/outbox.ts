import type { FinishMileSessionBody, RecordSplitBody } from '@contract/mile-tracker.ts';
import { isWaiting, type OutboxRequest, type OutboxItem as WriteItem } from '@/lib/outbox/outbox-item.ts';

/**
 * Splits and finishes waiting to reach the server, oldest first. The page records a mile at once
 * and hands its call to the app's one outbox (lib/outbox), which keeps it on this device and sends
 * it in order with the member's other writes; the server accepts a repeated call once (the same
 * mile of the same session), so nothing is lost or counted twice. A refusal the server means (a
 * 4xx) is not retried: it waits under Needs attention.
 */
export type OutboxItem =
  | { id: string; kind: 'split'; sessionId: string; body: RecordSplitBody }
  | { id: string; kind: 'finish'; sessionId: string; body: FinishMileSessionBody };

/** The outbox's request for a split or finish. */
export const requestOf = (item: OutboxItem): OutboxRequest =>
  item.kind === 'split'
    ? { kind: 'mile-split', sessionId: item.sessionId, body: item.body }
    : { kind: 'mile-finish', sessionId: item.sessionId, body: item.body };

/** A write of the outbox as the tracker reads it, or null when it is not a split or finish. */
export function mileItemOf(item: WriteItem): OutboxItem | null {
  const { request } = item;
  if (request.kind === 'mile-split') {
    return { id: item.id, kind: 'split', sessionId: request.sessionId, body: request.body };
  }
  if (request.kind === 'mile-finish') {
    return { id: item.id, kind: 'finish', sessionId: request.sessionId, body: request.body };
  }
  return null;
}

/** The splits and finishes still waiting to be sent (those set aside as refused are not). */
export const waitingMileItems = (items: readonly WriteItem[]): OutboxItem[] =>
  items.filter(isWaiting).flatMap((item) => mileItemOf(item) ?? []);

/** A pending finish for this session means the member already ended it here. */
export const isFinishing = (items: OutboxItem[], sessionId: string) =>
  items.some((item) => item.kind === 'finish' && item.sessionId === sessionId);
