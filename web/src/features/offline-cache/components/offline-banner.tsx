import { type QueryCache, useIsFetching, useQueryClient } from '@tanstack/react-query';
import { WifiOff } from 'lucide-react';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { isConnectionError } from '@/lib/api/connection-error.ts';
import { useOnline } from '@/lib/offline/connection.ts';
import { queryPrefixes } from '@/lib/query-keys.ts';

export const OFFLINE_MESSAGE = 'Offline — showing what this device last saw';
export const NEEDS_CONNECTION_MESSAGE =
  'This page has not been loaded on this device yet: it needs a connection.';

/**
 * Asked on every page by the header (the coach's bell for Premium members; the bookings badge),
 * not kept on the device: their absence says nothing about the page. A bookings page offline says
 * so in its own error.
 */
const LAYOUT_KINDS: readonly unknown[] = [
  queryPrefixes.coachSuggestions[0],
  queryPrefixes.ownTrainer[0],
  queryPrefixes.bookings[0],
];

/** Whether a query on screen has nothing to show because it could not reach the server. */
function somethingOnScreenNeverLoaded(cache: QueryCache): boolean {
  return cache
    .getAll()
    .some(
      (query) =>
        query.isActive() &&
        query.state.data === undefined &&
        isConnectionError(query.state.error) &&
        !LAYOUT_KINDS.includes(query.queryKey[0]),
    );
}

/**
 * The signed-in layout's connection status: while the server cannot be reached, the banner says the
 * screens show what this device last saw, and when part of the page was never loaded here, that it
 * needs a connection. Once the connection returns it stays until the refetches it started have
 * settled, so it never goes away over figures that are still the old ones.
 */
export function OfflineBanner() {
  const online = useOnline();
  const fetching = useIsFetching();
  const [catchingUp, setCatchingUp] = useState(!online);
  useEffect(() => {
    if (!online) setCatchingUp(true);
    else if (fetching === 0) setCatchingUp(false);
  }, [online, fetching]);

  const cache = useQueryClient().getQueryCache();
  const neverLoaded = useSyncExternalStore(
    useCallback((listener) => cache.subscribe(listener), [cache]),
    () => !online && somethingOnScreenNeverLoaded(cache),
    () => false,
  );

  return (
    <div role="status" aria-label="Connection">
      {(!online || catchingUp) && (
        <div className="flex items-start justify-center gap-2 bg-warning px-4 py-2 text-sm font-medium text-warning-content">
          <WifiOff size={16} aria-hidden className="mt-0.5 shrink-0" />
          <div className="flex flex-col">
            <p>{OFFLINE_MESSAGE}</p>
            {neverLoaded && <p className="font-normal">{NEEDS_CONNECTION_MESSAGE}</p>}
          </div>
        </div>
      )}
    </div>
  );
}
