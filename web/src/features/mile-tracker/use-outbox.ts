import { useCallback, useEffect, useMemo, useState } from 'react';
import { deviceOutbox, useOutboxEvents, useOutboxSnapshot } from '@/lib/outbox/device-outbox.ts';
import { localRecord } from './local-record.ts';
import { mileItemOf, type OutboxItem, requestOf, waitingMileItems } from './outbox.ts';

export interface Outbox {
  items: OutboxItem[];
  /** The member's kept writes have been read from the device (until then `items` may be short). */
  ready: boolean;
  /** The last attempt found no connection (or a busy server, or no session); another will follow. */
  waiting: boolean;
  /** A call the server refused, set aside under Needs attention: its sentence. */
  refused: string | null;
  enqueue: (item: OutboxItem) => void;
  retryNow: () => void;
  dismissRefusal: () => void;
  /** The queue as it is right now (for decisions made outside a render). */
  current: () => OutboxItem[];
}

/**
 * The member's waiting splits and finishes, kept in the app's one outbox (IndexedDB) and sent one
 * at a time with their other writes, oldest first. See lib/outbox/verdict.ts for what is retried;
 * `onDelivered` hears each call the server accepted.
 */
export function useOutbox(userId: string, onDelivered: (item: OutboxItem, answer: unknown) => void): Outbox {
  const snapshot = useOutboxSnapshot();
  const ready = snapshot.ready && snapshot.userId === userId;
  const items = useMemo(() => waitingMileItems(snapshot.items), [snapshot.items]);
  const [refused, setRefused] = useState<string | null>(null);

  // Calls an earlier version of this page kept in local storage move into the one outbox.
  useEffect(() => {
    if (!ready) return;
    const earlier = localRecord.outbox(userId);
    if (earlier.length === 0) return;
    localRecord.saveOutbox(userId, []);
    for (const item of earlier) void deviceOutbox().enqueue(requestOf(item), { id: item.id });
  }, [ready, userId]);

  useOutboxEvents((event) => {
    const item = mileItemOf(event.item);
    if (!item) return;
    if (event.type === 'delivered') {
      onDelivered(item, event.answer);
      return;
    }
    setRefused(
      `${item.kind === 'split' ? `Mile ${item.body.mileNumber}` : 'The finish'} could not be saved: ${event.item.refusal?.message ?? 'the server refused it.'} It is listed under Needs attention.`,
    );
  });

  return {
    items,
    ready,
    waiting:
      (snapshot.status === 'retrying' || snapshot.status === 'waiting-for-sign-in') && items.length > 0,
    refused,
    enqueue: useCallback(
      (item: OutboxItem) => void deviceOutbox().enqueue(requestOf(item), { id: item.id }),
      [],
    ),
    retryNow: useCallback(() => void deviceOutbox().retryNow(), []),
    dismissRefusal: useCallback(() => setRefused(null), []),
    current: useCallback(() => waitingMileItems(deviceOutbox().getSnapshot().items), []),
  };
}
