import type { DehydratedState } from '@tanstack/react-query';
import type {
  PersistedClient,
  Persister,
  PersistQueryClientOptions,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { queryPrefixes } from '../query-keys.ts';
import { session } from '../session.ts';
import { DEVICE_COPY_DATABASE, DEVICE_COPY_KEY, DEVICE_COPY_STORE } from './device-copy-location.ts';
import { KEPT_FOR_MS, shouldKeepAnswer } from './device-rules.ts';
import { holderOwns, type SessionHolder, sameHolder, sessionHolder } from './member-scope.ts';

/**
 * The build's answer shapes (a hash of the contract, set by vite.config.ts) and this file's own
 * format: a copy written under another value is dropped, never read into screens expecting other
 * shapes. A deploy that changes no answer shape keeps the members' copies.
 */
const COPY_FORMAT = 1;
const answerShapes: unknown = import.meta.env.ANSWER_SHAPES_VERSION;
export const DEVICE_CACHE_BUSTER = `${COPY_FORMAT}:${typeof answerShapes === 'string' ? answerShapes : 'development'}`;

/** Writes wait this long for more changes, so a burst of answers is one write. */
const WRITE_EVERY_MS = 1000;

/** The device's copy: the member it belongs to and TanStack Query's persisted client. */
export interface DeviceCopy {
  memberId: string;
  client: PersistedClient;
}

/** One stored value: IndexedDB in the app, a plain variable in unit tests. */
export interface CopyStore {
  read(): Promise<DeviceCopy | undefined>;
  write(copy: DeviceCopy): Promise<void>;
  remove(): Promise<void>;
}

export interface SessionSource {
  holder(): SessionHolder;
  subscribe(listener: () => void): () => void;
}

/** The member whose current-user answer the state carries, when exactly one is. */
export function memberOf(state: DehydratedState): string | undefined {
  const ids = new Set<string>();
  for (const query of state.queries) {
    if (query.queryKey[0] !== queryPrefixes.currentUser[0]) continue;
    const data = query.state.data as { id?: unknown } | null | undefined;
    if (typeof data?.id === 'string') ids.add(data.id);
  }
  return ids.size === 1 ? [...ids][0] : undefined;
}

/**
 * Each kept answer as the server last gave it: a refetch that failed or waits for the connection
 * does not make the device forget the answer it had.
 */
function lastGoodAnswers(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      state: {
        ...query.state,
        status: 'success',
        error: null,
        fetchFailureCount: 0,
        fetchFailureReason: null,
        fetchStatus: 'idle',
      },
    })),
  };
}

/**
 * The device's copy of the member's answers, for reading without a connection. It belongs to one
 * member: a copy is written only for the member the session names and read only by them, and any
 * change of who holds the session deletes it (`followSession`). Writes are throttled and run in
 * turn with deletions, so a write queued before a deletion never lands after it.
 */
export function createDeviceCache(
  store: CopyStore,
  sessionSource: SessionSource,
  writeEveryMs = WRITE_EVERY_MS,
) {
  // Raised by every deletion; a write or a read begun under an older value is void.
  let generation = 0;
  let latest: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let queue: Promise<void> = Promise.resolve();

  function inTurn<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task);
    queue = run.then(
      () => undefined,
      () => undefined,
    );
    return run;
  }

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const client = latest;
    latest = undefined;
    if (!client) return queue;
    const writtenIn = generation;
    return inTurn(async () => {
      if (writtenIn !== generation) return;
      const memberId = memberOf(client.clientState);
      // Nobody's answers, or not the session holder's (a moment of a change of session): not kept.
      if (memberId === undefined || !holderOwns(sessionSource.holder(), memberId)) return;
      await store.write({
        memberId,
        client: { ...client, clientState: lastGoodAnswers(client.clientState) },
      });
    });
  }

  /** Deletes the copy (and any write still waiting); resolves once it is gone. */
  function clear(): Promise<void> {
    generation += 1;
    clearTimeout(timer);
    timer = undefined;
    latest = undefined;
    return inTurn(() => store.remove());
  }

  const persister: Persister = {
    persistClient(client) {
      latest = client;
      timer ??= setTimeout(flush, writeEveryMs);
    },
    async restoreClient() {
      const readIn = generation;
      const copy = await inTurn(() => store.read());
      if (readIn !== generation || !copy) return undefined;
      if (!holderOwns(sessionSource.holder(), copy.memberId)) {
        await clear();
        return undefined;
      }
      return copy.client;
    },
    removeClient: clear,
  };

  /** Deletes the copy whenever the session changes hands; a renewed token of the same member keeps it. */
  function followSession(): () => void {
    let holder = sessionSource.holder();
    return sessionSource.subscribe(() => {
      const now = sessionSource.holder();
      if (sameHolder(now, holder)) return;
      holder = now;
      void clear();
    });
  }

  return { persister, clear, flush, followSession };
}

function indexedDbStore(): CopyStore {
  let idbStore: ReturnType<typeof createStore> | undefined;
  // Opened on first use, so a page that never reads or writes the copy never opens the database.
  const opened = () => {
    idbStore ??= createStore(DEVICE_COPY_DATABASE, DEVICE_COPY_STORE);
    return idbStore;
  };
  return {
    read: () => get<DeviceCopy>(DEVICE_COPY_KEY, opened()),
    write: (copy) => set(DEVICE_COPY_KEY, copy, opened()),
    remove: () => del(DEVICE_COPY_KEY, opened()),
  };
}

/** The app's copy, in IndexedDB, following this browser's session. */
export const deviceCache = createDeviceCache(indexedDbStore(), {
  holder: sessionHolder,
  subscribe: session.subscribe,
});

/** What PersistQueryClientProvider is given: the copy, how long it lasts, and what goes in it. */
export const devicePersistOptions: Omit<PersistQueryClientOptions, 'queryClient'> = {
  persister: deviceCache.persister,
  maxAge: KEPT_FOR_MS,
  buster: DEVICE_CACHE_BUSTER,
  dehydrateOptions: {
    shouldDehydrateQuery: (query) => shouldKeepAnswer(query),
    // Writes waiting for the connection are the outbox's, kept in its own store.
    shouldDehydrateMutation: () => false,
  },
};

/**
 * Starts the app's copy: deleted whenever the session changes hands, and the last changes written
 * when the page is hidden or left rather than lost with the throttle's wait.
 */
export function startDeviceCache(): () => void {
  const stopFollowing = deviceCache.followSession();
  const writeNow = () => void deviceCache.flush();
  const writeWhenHidden = () => {
    if (document.visibilityState === 'hidden') writeNow();
  };
  window.addEventListener('pagehide', writeNow);
  document.addEventListener('visibilitychange', writeWhenHidden);
  return () => {
    stopFollowing();
    window.removeEventListener('pagehide', writeNow);
    document.removeEventListener('visibilitychange', writeWhenHidden);
  };
}
