import type { QueryClient } from '@tanstack/react-query';

/** How long the app goes without a request before its first screen counts as settled. */
const QUIET_MS = 1000;
/** A screen that keeps fetching holds back what waits for it no longer than this. */
const LONGEST_WAIT_MS = 10_000;

export interface SettleOptions {
  quietMs?: number;
  longestWaitMs?: number;
  /** Resolves when the page has loaded; the window's load event by default. */
  pageLoaded?: Promise<void>;
}

const settling = new WeakMap<QueryClient, Promise<void>>();

function windowLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/**
 * Resolves once the page has loaded and no query or mutation has run for a second: the first
 * screen has what it needs. Work that can wait (installing the offline copy of the app, saving the
 * browser's time zone) starts then, instead of competing with that screen for a phone's CPU and
 * network. Every caller with the same client shares one wait.
 */
export function whenAppSettles(client: QueryClient, options: SettleOptions = {}): Promise<void> {
  const known = settling.get(client);
  if (known) return known;
  const wait = settle(client, options);
  settling.set(client, wait);
  return wait;
}

async function settle(
  client: QueryClient,
  { quietMs = QUIET_MS, longestWaitMs = LONGEST_WAIT_MS, pageLoaded = windowLoaded() }: SettleOptions,
): Promise<void> {
  await pageLoaded;
  await new Promise<void>((resolve) => {
    let quietTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = () => {
      clearTimeout(quietTimer);
      clearTimeout(longestTimer);
      stopQueries();
      stopMutations();
      resolve();
    };
    const longestTimer = setTimeout(finish, longestWaitMs);
    // Only a change between busy and idle moves the timer: answers arriving while nothing is
    // fetching (a cache update, an observer added) do not postpone the end of a quiet second.
    const follow = () => {
      const busy = client.isFetching() + client.isMutating() > 0;
      if (busy) {
        clearTimeout(quietTimer);
        quietTimer = undefined;
      } else if (quietTimer === undefined) {
        quietTimer = setTimeout(finish, quietMs);
      }
    };
    const stopQueries = client.getQueryCache().subscribe(follow);
    const stopMutations = client.getMutationCache().subscribe(follow);
    follow();
  });
}
