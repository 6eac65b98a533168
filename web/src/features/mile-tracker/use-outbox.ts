import { useCallback, useEffect, useRef, useState } from 'react';
import { messageOf } from '@/lib/api/http-error.ts';
import { sendOutboxItem } from './api.ts';
import { localRecord } from './local-record.ts';
import { isRetryable, type OutboxItem, retryDelayMs } from './outbox.ts';

export interface Outbox {
  items: OutboxItem[];
  /** The last attempt found no connection (or a busy server); another is scheduled. */
  waiting: boolean;
  /** A call the server refused, dropped from the queue: its sentence. */
  refused: string | null;
  enqueue: (item: OutboxItem) => void;
  retryNow: () => void;
  dismissRefusal: () => void;
  /** The queue as it is right now (for decisions made outside a render). */
  current: () => OutboxItem[];
}

/**
 * The member's waiting splits and finishes, kept in local storage and sent one at a time, oldest
 * first. See outbox.ts for what is retried; `onDelivered` hears each call the server accepted.
 */
export function useOutbox(userId: string, onDelivered: (item: OutboxItem, answer: unknown) => void): Outbox {
  const [items, setItems] = useState<OutboxItem[]>(() => localRecord.outbox(userId));
  const [waiting, setWaiting] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const itemsRef = useRef(items);
  const sending = useRef(false);
  const attempt = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const deliveredRef = useRef(onDelivered);
  useEffect(() => {
    deliveredRef.current = onDelivered;
  }, [onDelivered]);

  const store = useCallback(
    (next: OutboxItem[]) => {
      itemsRef.current = next;
      localRecord.saveOutbox(userId, next);
      setItems(next);
    },
    [userId],
  );

  const flush = useCallback(async () => {
    if (sending.current) return;
    clearTimeout(timer.current);
    sending.current = true;
    try {
      for (let head = itemsRef.current[0]; head; head = itemsRef.current[0]) {
        const item = head;
        try {
          const answer = await sendOutboxItem(item);
          attempt.current = 0;
          setWaiting(false);
          store(itemsRef.current.filter((candidate) => candidate.id !== item.id));
          deliveredRef.current(item, answer);
        } catch (error) {
          if (isRetryable(error)) {
            setWaiting(true);
            timer.current = setTimeout(() => void flush(), retryDelayMs(attempt.current));
            attempt.current += 1;
            return;
          }
          store(itemsRef.current.filter((candidate) => candidate.id !== item.id));
          setWaiting(false);
          setRefused(
            `${item.kind === 'split' ? `Mile ${item.body.mileNumber}` : 'The finish'} could not be saved: ${messageOf(error, 'the server refused it.')}`,
          );
        }
      }
    } finally {
      sending.current = false;
    }
  }, [store]);

  const enqueue = useCallback(
    (item: OutboxItem) => {
      // The same call queued twice (a double tap) is one call.
      if (itemsRef.current.some((candidate) => candidate.id === item.id)) return;
      store([...itemsRef.current, item]);
      void flush();
    },
    [flush, store],
  );

  const retryNow = useCallback(() => {
    attempt.current = 0;
    void flush();
  }, [flush]);

  useEffect(() => {
    // Calls left waiting by an earlier visit go out now; coming back online sends at once.
    void flush();
    window.addEventListener('online', retryNow);
    return () => {
      window.removeEventListener('online', retryNow);
      clearTimeout(timer.current);
    };
  }, [flush, retryNow]);

  return {
    items,
    waiting,
    refused,
    enqueue,
    retryNow,
    dismissRefusal: useCallback(() => setRefused(null), []),
    current: useCallback(() => itemsRef.current, []),
  };
}
