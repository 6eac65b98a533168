import { useCallback, useEffect, useMemo, useState } from 'react';
import { type LiveSession, type LiveSessionAction, liveSessionReducer } from './live-session-state.ts';
import { liveSessionStore } from './live-session-storage.ts';

/**
 * The member's live session, kept in local storage on every change so a reload or a closed tab
 * resumes it, and following the changes another tab makes to it (the last change wins in both).
 * `start` replaces it (the screen asks before replacing one in progress).
 */
export function useLiveSession(userId: string) {
  const store = useMemo(() => liveSessionStore(userId), [userId]);
  const [session, setSession] = useState<LiveSession | null>(() => store.load());
  // Finished or discarded in another tab: this one says so rather than starting a new session.
  const [endedElsewhere, setEndedElsewhere] = useState(false);

  useEffect(() => {
    if (session) store.save(session);
  }, [session, store]);

  useEffect(
    () =>
      store.follow((stored) => {
        setSession(stored);
        setEndedElsewhere(stored === null);
      }),
    [store],
  );

  const dispatch = useCallback(
    (action: LiveSessionAction) =>
      setSession((current) => (current ? liveSessionReducer(current, action) : current)),
    [],
  );
  const start = useCallback((next: LiveSession) => {
    setEndedElsewhere(false);
    setSession(next);
  }, []);
  const startAnother = useCallback(() => setEndedElsewhere(false), []);
  const end = useCallback(() => {
    store.clear();
    setSession(null);
  }, [store]);
  return { session, endedElsewhere, dispatch, start, startAnother, end };
}
