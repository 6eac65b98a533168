import { describe, expect, it } from 'vitest';
import { liveSessionReducer, startLiveSession } from './live-session-state.ts';
import { deserializeLiveSession, liveSessionStore, serializeLiveSession } from './live-session-storage.ts';

/** The item at `index`, failing the test when there is none. */
function at<T>(list: readonly T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`nothing at ${index}`);
  return item;
}

const ID = '7d1f3c9e-2b4a-4c61-9a0e-5f2d8b3e1a47';

function midSession() {
  const session = startLiveSession({
    id: ID,
    now: 1_000,
    units: 'imperial',
    routineId: null,
    exercises: [{ name: 'Barbell Bench Press', category: 'strength', sets: [{ weight: 135, reps: 8 }] }],
  });
  const exercise = at(session.exercises, 0);
  return liveSessionReducer(session, {
    type: 'completeSet',
    exerciseKey: exercise.key,
    setKey: at(exercise.sets, 0).key,
    previous: null,
    now: 2_000,
  });
}

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

describe('live session storage', () => {
  it('reads back exactly what it wrote, ticks and rest timer included', () => {
    const session = midSession();
    expect(deserializeLiveSession(serializeLiveSession(session))).toEqual(session);
  });

  it('reads a session kept before units existed as typed in pounds', () => {
    const stored = JSON.parse(serializeLiveSession(midSession()));
    delete stored.session.units;
    expect(deserializeLiveSession(JSON.stringify(stored))?.units).toBe('imperial');
  });

  it('drops what it cannot read instead of trusting it', () => {
    expect(deserializeLiveSession(null)).toBeNull();
    expect(deserializeLiveSession('{not json')).toBeNull();
    expect(deserializeLiveSession(JSON.stringify({ version: 0, session: midSession() }))).toBeNull();
    const broken = JSON.parse(serializeLiveSession(midSession()));
    broken.session.exercises[0].sets[0].kind = 'heavy';
    expect(deserializeLiveSession(JSON.stringify(broken))).toBeNull();
  });

  it('keeps one session per member', () => {
    const storage = memoryStorage();
    liveSessionStore('member-a', storage).save(midSession());
    expect(liveSessionStore('member-a', storage).load()?.id).toBe(ID);
    expect(liveSessionStore('member-b', storage).load()).toBeNull();
    liveSessionStore('member-a', storage).clear();
    expect(storage.values.size).toBe(0);
  });

  it('carries on when the storage refuses to write', () => {
    const full = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {},
    };
    expect(() => liveSessionStore('member-a', full).save(midSession())).not.toThrow();
  });
});

describe('a live session open in two tabs', () => {
  /** What the browser does for the other tabs when one writes: a storage event naming the key. */
  function storageEvent(key: string | null) {
    return Object.assign(new Event('storage'), { key });
  }

  it('hands the other tab the session it stored, and null once it ended there', () => {
    const storage = memoryStorage();
    const events = new EventTarget();
    const thisTab = liveSessionStore('member-1', storage, events);
    const otherTab = liveSessionStore('member-1', storage, events);
    const heard: unknown[] = [];
    const stop = thisTab.follow((session) => heard.push(session));

    otherTab.save(midSession());
    events.dispatchEvent(storageEvent('live-session:member-1'));
    otherTab.clear();
    events.dispatchEvent(storageEvent('live-session:member-1'));
    events.dispatchEvent(storageEvent('live-session:member-2'));
    stop();
    events.dispatchEvent(storageEvent('live-session:member-1'));

    expect(heard).toEqual([midSession(), null]);
  });

  it('does not write the text already stored, so taking over the other tab’s state is not echoed', () => {
    const storage = memoryStorage();
    let writes = 0;
    const counting = {
      ...storage,
      setItem: (key: string, value: string) => {
        writes += 1;
        storage.setItem(key, value);
      },
    };
    const store = liveSessionStore('member-1', counting, new EventTarget());
    store.save(midSession());
    store.save(midSession());
    expect(writes).toBe(1);
  });
});
