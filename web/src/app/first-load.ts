import type { QueryClient } from '@tanstack/react-query';
import { currentUserQuery } from '@/lib/current-user.ts';
import { prefetchScreenDataAt, preloadScreenAt } from './screens.ts';

let firstScreen: Promise<void> | undefined;

/**
 * What a page load asks for before React renders anything, in this order: the session check, then
 * the screen at the address (with the signed-in shell, for a member), then the screen's first
 * answers as its chunks arrive.
 *
 * Over HTTP/1.1 a browser fetches six files at a time from one origin, and on a phone each six is a
 * round trip. Asked for after the first render, and after the device's copy of the answers had
 * been read back, the session check queued behind the screen's chunks, and the screen waited for
 * its answer. Nothing here waits for the device's copy: an answer that arrives first stays, as it
 * is newer than the copy (provider.tsx), and a request that fails without a connection leaves the
 * copy's answer to show once it has been read.
 */
export function startFirstLoad(client: QueryClient) {
  const { pathname } = window.location;
  void client.prefetchQuery(currentUserQuery());
  firstScreen = preloadScreenAt(pathname);
  void prefetchScreenDataAt(pathname, client);
}

/** Resolves once the screen the page opened on has downloaded, loaded or not. */
export function firstScreenDownloaded(): Promise<void> {
  firstScreen ??= preloadScreenAt(window.location.pathname);
  return firstScreen;
}
