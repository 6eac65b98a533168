import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, expect, it, vi } from 'vitest';
import { queryPrefixes } from '../query-keys.ts';
import { type CopyStore, createDeviceCache, type DeviceCopy, memberOf } from './device-cache.ts';
import type { SessionHolder } from './member-scope.ts';

const ALICE = '0b9f6c1e-1111-4a4a-8a8a-aaaaaaaaaaaa';
const BRUNO = '0b9f6c1e-2222-4b4b-8b8b-bbbbbbbbbbbb';

afterEach(() => {
  vi.useRealTimers();
});

/** The app's cache as a member left it: who they are and their figures. */
function answersOf(memberId: string, totalWorkouts: number): PersistedClient {
  const client = new QueryClient();
  client.setQueryData([...queryPrefixes.currentUser, 'bearer'], { id: memberId });
  client.setQueryData(queryPrefixes.stats, { totalWorkouts });
  return { timestamp: Date.now(), buster: 'test', clientState: dehydrate(client) };
}

/** A device: its stored copy, the session it holds, and the cache between them. */
function device(holder: SessionHolder, { slowWrites = false } = {}) {
  let stored: DeviceCopy | undefined;
  const store: CopyStore = {
    read: async () => stored,
    write: async (copy) => {
      // IndexedDB takes its time; a deletion asked meanwhile must still come last.
      if (slowWrites) await new Promise((resolve) => setTimeout(resolve, 20));
      stored = copy;
    },
    remove: async () => {
      stored = undefined;
    },
  };
  const listeners = new Set<() => void>();
  const session = { holder };
  const cache = createDeviceCache(
    store,
    {
      holder: () => session.holder,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    50,
  );
  return {
    cache,
    stored: () => stored,
    set holder(next: SessionHolder) {
      session.holder = next;
    },
    /** The session changes (sign-in, sign-out, renewal, another tab) and its listeners hear it. */
    hold(next: SessionHolder) {
      session.holder = next;
      for (const listener of listeners) listener();
    },
  };
}

const signedIn = (memberId: string): SessionHolder => ({ by: 'token', memberId });
const nobody: SessionHolder = { by: 'nobody' };

it('keeps a member’s answers for that member and gives them back', async () => {
  const tab = device(signedIn(ALICE));
  tab.cache.persister.persistClient(answersOf(ALICE, 12));
  await tab.cache.flush();
  expect(tab.stored()?.memberId).toBe(ALICE);
  const restored = await tab.cache.persister.restoreClient();
  expect(restored && memberOf(restored.clientState)).toBe(ALICE);
});

it('writes at most once per wait, the latest answers', async () => {
  vi.useFakeTimers();
  const tab = device(signedIn(ALICE));
  tab.cache.persister.persistClient(answersOf(ALICE, 1));
  tab.cache.persister.persistClient(answersOf(ALICE, 2));
  expect(tab.stored()).toBeUndefined();
  await vi.advanceTimersByTimeAsync(50);
  const stats = tab.stored()?.client.clientState.queries.find((query) => query.queryKey[0] === 'stats');
  expect(stats?.state.data).toEqual({ totalWorkouts: 2 });
});

it('never shows one member’s copy to another: it is deleted instead', async () => {
  const tab = device(signedIn(ALICE));
  tab.cache.persister.persistClient(answersOf(ALICE, 12));
  await tab.cache.flush();
  // Bruno's token is in the browser now (as if the copy had survived Alice's sign-out somehow).
  tab.holder = signedIn(BRUNO);
  await expect(tab.cache.persister.restoreClient()).resolves.toBeUndefined();
  expect(tab.stored()).toBeUndefined();
});

it('shows nothing, and deletes the copy, when nobody is signed in', async () => {
  const tab = device(signedIn(ALICE));
  tab.cache.persister.persistClient(answersOf(ALICE, 12));
  await tab.cache.flush();
  tab.holder = nobody;
  await expect(tab.cache.persister.restoreClient()).resolves.toBeUndefined();
  expect(tab.stored()).toBeUndefined();
});

it('deletes the copy when the session changes hands, and keeps it through a renewal', async () => {
  const tab = device(signedIn(ALICE));
  const stop = tab.cache.followSession();
  tab.cache.persister.persistClient(answersOf(ALICE, 12));
  await tab.cache.flush();

  tab.hold(signedIn(ALICE)); // the same member's renewed token
  await tab.cache.flush();
  expect(tab.stored()?.memberId).toBe(ALICE);

  tab.hold(nobody); // signed out, here or in another tab, or ended by the server
  await tab.cache.flush();
  expect(tab.stored()).toBeUndefined();

  tab.hold(signedIn(ALICE));
  tab.cache.persister.persistClient(answersOf(ALICE, 12));
  await tab.cache.flush();
  tab.hold(signedIn(BRUNO)); // another member signed in (in another tab)
  await tab.cache.flush();
  expect(tab.stored()).toBeUndefined();
  stop();
});

it('drops a write still waiting when the copy is deleted, so it never lands after the deletion', async () => {
  vi.useFakeTimers();
  const tab = device(signedIn(ALICE));
  tab.cache.followSession();
  tab.cache.persister.persistClient(answersOf(ALICE, 12));
  tab.hold(nobody);
  // Even if the member signs straight back in, Alice's answers from before are not written.
  tab.hold(signedIn(ALICE));
  await vi.advanceTimersByTimeAsync(100);
  expect(tab.stored()).toBeUndefined();
});

it('deletes after a write already under way, never before it', async () => {
  const tab = device(signedIn(ALICE), { slowWrites: true });
  tab.cache.persister.persistClient(answersOf(ALICE, 12));
  const writing = tab.cache.flush();
  await new Promise((resolve) => setTimeout(resolve, 5)); // the write has begun
  await tab.cache.clear();
  await writing;
  expect(tab.stored()).toBeUndefined();
});

it('writes nothing for answers of a member the session does not name', async () => {
  const tab = device(signedIn(BRUNO));
  tab.cache.persister.persistClient(answersOf(ALICE, 12));
  await tab.cache.flush();
  expect(tab.stored()).toBeUndefined();
  tab.holder = nobody;
  tab.cache.persister.persistClient(answersOf(ALICE, 12));
  await tab.cache.flush();
  expect(tab.stored()).toBeUndefined();
});

it('keeps the last answer of a query whose refetch failed, as an answer', async () => {
  const client = new QueryClient();
  client.setQueryData([...queryPrefixes.currentUser, 'bearer'], { id: ALICE });
  await client
    .fetchQuery({
      queryKey: queryPrefixes.stats,
      queryFn: () => Promise.reject(new Error('offline')),
      initialData: { totalWorkouts: 4 },
      staleTime: 0,
    })
    .catch(() => undefined);
  const tab = device(signedIn(ALICE));
  tab.cache.persister.persistClient({
    timestamp: Date.now(),
    buster: 'test',
    clientState: dehydrate(client, { shouldDehydrateQuery: () => true }),
  });
  await tab.cache.flush();
  const stats = tab.stored()?.client.clientState.queries.find((query) => query.queryKey[0] === 'stats');
  expect(stats?.state).toMatchObject({ status: 'success', data: { totalWorkouts: 4 }, error: null });
});

it('trusts a cookie-only session with the copy, since every change of session deletes it', async () => {
  const tab = device({ by: 'cookie' });
  tab.cache.persister.persistClient(answersOf(ALICE, 12));
  await tab.cache.flush();
  await expect(tab.cache.persister.restoreClient()).resolves.toBeDefined();
});
