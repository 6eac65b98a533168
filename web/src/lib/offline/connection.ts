import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { callApi, onServerReachability } from '../api/client.ts';

const FIRST_CHECK_MS = 2000;
const LONGEST_CHECK_MS = 30_000;

/**
 * Tells TanStack Query whether the server can be reached, which is what "online" means to the
 * app: the browser's flag alone says nothing about a gym's captive Wi-Fi or a server that is down.
 * - The browser going offline, or any call failing to reach the server, is offline at once.
 * - Any answer from the server (whatever its status) is online at once.
 * - While offline with the browser claiming a network, the server is asked again (its health)
 *   after 2 s, then at doubling intervals up to 30 s; when the browser says the network is back it
 *   is asked at once rather than believed.
 * Paused queries then continue and stale ones refetch (refetchOnReconnect).
 */
export function followConnection(): void {
  onlineManager.setEventListener((setOnline) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wait = FIRST_CHECK_MS;

    const askServer = () => {
      clearTimeout(timer);
      timer = undefined;
      // The answer, or the failure, reaches onServerReachability below.
      callApi('getHealth').catch(() => undefined);
    };
    const askLater = () => {
      if (timer !== undefined || !navigator.onLine) return;
      timer = setTimeout(askServer, wait);
      wait = Math.min(wait * 2, LONGEST_CHECK_MS);
    };
    const stopHearing = onServerReachability((reachable) => {
      if (reachable) {
        clearTimeout(timer);
        timer = undefined;
        wait = FIRST_CHECK_MS;
        setOnline(true);
      } else {
        setOnline(false);
        askLater();
      }
    });
    const browserOffline = () => {
      clearTimeout(timer);
      timer = undefined;
      setOnline(false);
    };
    const browserOnline = () => {
      wait = FIRST_CHECK_MS;
      askServer();
    };

    window.addEventListener('offline', browserOffline);
    window.addEventListener('online', browserOnline);
    if (!navigator.onLine) setOnline(false);
    return () => {
      clearTimeout(timer);
      stopHearing();
      window.removeEventListener('offline', browserOffline);
      window.removeEventListener('online', browserOnline);
    };
  });
}

/** Whether the server can be reached, as the queries see it. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}
