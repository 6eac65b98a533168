import { useSyncExternalStore } from 'react';
import { liveSessionStorageKey } from './live-session-key.ts';

function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * Whether a live session is waiting to be resumed, for "Resume Workout" on other pages. Kept apart
 * from the session's storage code so those pages do not load its validation.
 */
export function useLiveSessionInProgress(userId: string): boolean {
  const key = liveSessionStorageKey(userId);
  return useSyncExternalStore(subscribeToStorage, () => {
    try {
      return localStorage.getItem(key) !== null;
    } catch {
      return false;
    }
  });
}
