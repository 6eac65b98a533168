import { SET_KINDS } from '@contract/set-log-rules.ts';
import { UNIT_SYSTEMS } from '@contract/units.ts';
import { EXERCISE_CATEGORIES } from '@contract/workout-rules.ts';
import { z } from 'zod';
import { liveSessionStorageKey } from './live-session-key.ts';
import type { LiveSession } from './live-session-state.ts';

/**
 * The live session in local storage, so a reload or a closed tab loses nothing. One session per
 * member (the key names them, so whoever signs in next on this browser does not see it). What is
 * read back is checked against the shape written: a stored value from an older version of the
 * screen, or one edited by hand, is dropped rather than trusted.
 */

const STORAGE_VERSION = 1;

const storedSessionSchema = z.object({
  version: z.literal(STORAGE_VERSION),
  session: z.object({
    id: z.uuid(),
    // A session kept before units existed was typed in pounds.
    units: z.enum(UNIT_SYSTEMS).default('imperial'),
    startedAt: z.number().finite(),
    endedAt: z.number().finite().nullable().optional(),
    routineId: z.string().nullable(),
    exercises: z.array(
      z.object({
        key: z.string(),
        name: z.string().min(1),
        category: z.enum(EXERCISE_CATEGORIES),
        restSeconds: z.number().int().nonnegative().nullable(),
        supersetGroup: z.number().int().positive().nullable(),
        note: z.string(),
        sets: z.array(
          z.object({
            key: z.string(),
            weight: z.string(),
            reps: z.string(),
            rpe: z.string(),
            kind: z.enum(SET_KINDS),
            done: z.boolean(),
            stored: z.number().finite().nullable().optional(),
          }),
        ),
      }),
    ),
    rest: z.object({ endsAt: z.number().finite(), totalSeconds: z.number().positive() }).nullable(),
    focus: z.object({ exerciseKey: z.string(), setKey: z.string() }).nullable(),
    nextKey: z.number().int().positive(),
  }),
});

export function serializeLiveSession(session: LiveSession): string {
  return JSON.stringify({ version: STORAGE_VERSION, session });
}

/** The stored session, or null when there is none or it cannot be read. */
export function deserializeLiveSession(text: string | null): LiveSession | null {
  if (text === null) return null;
  try {
    const parsed = storedSessionSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data.session : null;
  } catch {
    return null;
  }
}

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
type StorageEvents = Pick<Window, 'addEventListener' | 'removeEventListener'>;

/**
 * Reads and writes one member's live session; a storage that refuses (private mode, full) is
 * ignored. `follow` hears the changes another tab of the same browser makes, so two tabs open on
 * the session show the same sets and the same rest; a write that would not change the stored text
 * is skipped, so a tab that takes over the other's state does not echo it back.
 */
export function liveSessionStore(
  userId: string,
  storage: KeyValueStorage = localStorage,
  events?: StorageEvents,
) {
  const key = liveSessionStorageKey(userId);
  const load = (): LiveSession | null => {
    try {
      return deserializeLiveSession(storage.getItem(key));
    } catch {
      return null;
    }
  };
  return {
    load,
    save(session: LiveSession): void {
      try {
        const text = serializeLiveSession(session);
        if (storage.getItem(key) !== text) storage.setItem(key, text);
      } catch {
        // The session goes on in memory; only a reload would lose it.
      }
    },
    clear(): void {
      try {
        storage.removeItem(key);
      } catch {
        // Nothing kept, nothing to clear.
      }
    },
    /** Calls `onChange` with the session another tab stored (null: it ended there); answers the unsubscribe. */
    follow(onChange: (session: LiveSession | null) => void): () => void {
      const listener = (event: Event) => {
        if ((event as StorageEvent).key === key) onChange(load());
      };
      const target = events ?? window;
      target.addEventListener('storage', listener);
      return () => target.removeEventListener('storage', listener);
    },
  };
}
