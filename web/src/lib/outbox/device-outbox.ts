import type { CalendarNote } from '@contract/calendar-notes.ts';
import type { Goal } from '@contract/goals.ts';
import type { QueryClient } from '@tanstack/react-query';
import { createStore, get, update } from 'idb-keyval';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { refreshAfter } from '@/lib/query-keys.ts';
import { session } from '@/lib/session.ts';
import {
  createOutbox,
  type Outbox,
  type OutboxEvent,
  type OutboxSnapshot,
  type OutboxStorage,
  type SubmitResult,
} from './outbox.ts';
import type { OutboxItem, OutboxRequest } from './outbox-item.ts';
import { pendingWorkouts, withPendingGoals, withPendingNotes } from './pending-views.ts';
import { sendRequest, writeOf } from './send.ts';

/**
 * The outbox of this browser: IndexedDB keeps it (its own database, one list per member, so
 * clearing the answers cache never touches it), Web Locks let one tab send at a time, and a
 * BroadcastChannel tells the other tabs what changed.
 */

const CHANNEL = 'fittrack-outbox';
/** A refresh that hangs (a connection lost again) must not hold the rest of the writes back. */
const REFRESH_WAIT_MS = 10_000;

function idbStorage(): OutboxStorage {
  const store = createStore('fittrack-outbox', 'items');
  const listOf = (value: unknown): OutboxItem[] => (Array.isArray(value) ? (value as OutboxItem[]) : []);
  return {
    read: async (userId) => listOf(await get(userId, store)),
    update: async (userId, change) => {
      let next: OutboxItem[] = [];
      // idb-keyval reads and writes the list in one transaction: no other tab writes in between.
      await update(
        userId,
        (value) => {
          next = change(listOf(value));
          return next;
        },
        store,
      );
      return next;
    },
  };
}

/** The member an access token was issued to (its `sub`), or null when it cannot be read. */
function subjectOf(token: string): string | null {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims: unknown = JSON.parse(json);
    return typeof claims === 'object' && claims !== null && 'sub' in claims && typeof claims.sub === 'string'
      ? claims.sub
      : null;
  } catch {
    return null;
  }
}

/**
 * Whether a call now goes out as this member: the token's member, or, signed in by the session
 * cookie alone (no token to read), the member the app was started for.
 */
function signedInAs(userId: string): boolean {
  const token = session.accessToken();
  if (token) return subjectOf(token) === userId;
  return session.mayHaveCookieSession();
}

let channel: BroadcastChannel | null = null;
let onDelivered: ((item: OutboxItem) => Promise<void>) | null = null;
let outbox: Outbox | null = null;

/** The browser's one outbox, made on first use (never on the landing page). */
export function deviceOutbox(): Outbox {
  outbox ??= createOutbox({
    storage: idbStorage(),
    send: sendRequest,
    signedInAs,
    afterDelivery: async (item) => {
      if (!onDelivered) return;
      await Promise.race([onDelivered(item), new Promise((resolve) => setTimeout(resolve, REFRESH_WAIT_MS))]);
    },
    exclusive: (name, work) =>
      typeof navigator !== 'undefined' && navigator.locks ? navigator.locks.request(name, work) : work(),
    announce: (userId) => channel?.postMessage(userId),
  });
  return outbox;
}

/**
 * Runs the outbox for the signed-in member while mounted: sends their writes now (the app's
 * start, a sign-in), when the connection comes back, and when the session changes (signed in again
 * after it ended); refreshes what each write the server took, or refused, changed or concerns. Unmounted (signed out, or the
 * session ended by itself), it stops; the member's writes stay on the device.
 */
export function startDeviceOutbox(userId: string, queryClient: QueryClient): () => void {
  const box = deviceOutbox();
  onDelivered = (item) => refreshAfter(queryClient, writeOf[item.request.kind]);
  const tabs = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
  channel = tabs;
  tabs?.addEventListener('message', (event: MessageEvent) => {
    if (event.data === userId) void box.reload();
  });
  // A refusal often means this device's picture is stale (a note for that day written elsewhere).
  const stopRefreshing = box.onEvent((event) => {
    if (event.type === 'refused') void refreshAfter(queryClient, writeOf[event.item.request.kind]);
  });
  const online = () => void box.retryNow();
  window.addEventListener('online', online);
  const unsubscribe = session.subscribe(() => {
    if (box.getSnapshot().status === 'waiting-for-sign-in') void box.flush();
  });
  void box.start(userId);
  return () => {
    unsubscribe();
    stopRefreshing();
    window.removeEventListener('online', online);
    tabs?.close();
    if (channel === tabs) channel = null;
    onDelivered = null;
    box.stop();
  };
}

/** The signed-in member's outbox as it is now; re-renders on every change. */
export function useOutboxSnapshot(): OutboxSnapshot {
  const box = deviceOutbox();
  return useSyncExternalStore(box.subscribe, box.getSnapshot, box.getSnapshot);
}

/** The workouts logged or finished on this device that the server does not have yet. */
export function usePendingWorkouts() {
  const { items } = useOutboxSnapshot();
  return useMemo(() => pendingWorkouts(items), [items]);
}

/** The server's notes as this device's waiting creates and edits leave them. */
export function useNotesWithPending(server: readonly CalendarNote[] | undefined) {
  const { items } = useOutboxSnapshot();
  return useMemo(() => withPendingNotes(server ?? [], items), [server, items]);
}

/** The server's goals as this device's waiting creates and edits leave them. */
export function useGoalsWithPending(server: readonly Goal[] | undefined) {
  const { items } = useOutboxSnapshot();
  return useMemo(() => withPendingGoals(server ?? [], items), [server, items]);
}

/** Hears what became of each write: the server took it, or refused it (see `OutboxEvent`). */
export function useOutboxEvents(listener: (event: OutboxEvent) => void) {
  const latest = useRef(listener);
  useEffect(() => {
    latest.current = listener;
  }, [listener]);
  useEffect(() => deviceOutbox().onEvent((event) => latest.current(event)), []);
}

/**
 * A form's way to write: every create and edit the outbox carries goes through it, online or not,
 * so there is one path. `pending` is true until the first attempt settles (see `SubmitResult`).
 */
export function useOutboxSubmit() {
  const [pending, setPending] = useState(false);
  const submit = useCallback(
    async (request: OutboxRequest, options: { replacing?: string } = {}): Promise<SubmitResult> => {
      setPending(true);
      try {
        return await deviceOutbox().submit(request, options);
      } finally {
        setPending(false);
      }
    },
    [],
  );
  return { submit, pending };
}

/** The toast for a write kept on this device: the member is told it is safe, not that it failed. */
export const SAVED_ON_DEVICE_TOAST = {
  title: 'Saved on this device',
  description: 'It will be sent as soon as the connection is back.',
} as const;
