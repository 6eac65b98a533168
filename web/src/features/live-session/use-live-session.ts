import { useCallback, useEffect, useMemo, useState } from 'react';
import { type LiveSession, type LiveSessionAction, liveSessionReducer } from './live-session-state.ts';
import { liveSessionStore } from './live-session-storage.ts';

/**
 * The member's live session, kept in local storage on every change so a reload or a closed tab
 * resumes it. `start` replaces it (the screen asks before replacing one in progress).
 */
export function useLiveSession(userId: string) {
  const store = useMemo(() => liveSessionStore(userId), [userId]);
  const [session, setSession] = useState<LiveSession | null>(() => store.load());

  useEffect(() => {
    if (session) store.save(session);
  }, [session, store]);

  const dispatch = useCallback(
    (action: LiveSessionAction) =>
      setSession((current) => (current ? liveSessionReducer(current, action) : current)),
    [],
  );
  const start = useCallback((next: LiveSession) => setSession(next), []);
  const end = useCallback(() => {
    store.clear();
    setSession(null);
  }, [store]);
  return { session, dispatch, start, end };
}
