import type { OutboxItem } from './outbox.ts';
import type { TrackerState } from './tracker.ts';

/**
 * What the page keeps in this browser's local storage, per member, so a session survives a reload
 * or a discarded tab: the tracker and the moment the page was last alive (a running clock reopens
 * paused at that moment). The calls still waiting for the network were kept here too before the
 * app's one outbox took them; `outbox` reads what an earlier version left, to move it there.
 */
const keyOf = (userId: string, name: 'tracker' | 'last-seen' | 'outbox') => `mile-tracker:${userId}:${name}`;

function read<T>(key: string, accept: (value: unknown) => value is T): T | null {
  try {
    const text = localStorage.getItem(key);
    if (text === null) return null;
    const value: unknown = JSON.parse(text);
    return accept(value) ? value : null;
  } catch {
    return null;
  }
}

function write(key: string, value: unknown) {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or unavailable (private mode): the session still runs, it just will not survive a reload.
  }
}

const isTracker = (value: unknown): value is TrackerState =>
  typeof value === 'object' && value !== null && (value as TrackerState).version === 1;
const isOutbox = (value: unknown): value is OutboxItem[] => Array.isArray(value);
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

export const localRecord = {
  tracker: (userId: string) => read(keyOf(userId, 'tracker'), isTracker),
  saveTracker: (userId: string, state: TrackerState | null) => write(keyOf(userId, 'tracker'), state),
  lastSeen: (userId: string) => read(keyOf(userId, 'last-seen'), isNumber),
  saveLastSeen: (userId: string, at: number) => write(keyOf(userId, 'last-seen'), at),
  outbox: (userId: string) => read(keyOf(userId, 'outbox'), isOutbox) ?? [],
  saveOutbox: (userId: string, items: OutboxItem[]) =>
    write(keyOf(userId, 'outbox'), items.length ? items : null),
};
