import {
  type DefaultError,
  type DefaultedQueryObserverOptions,
  QueryClient,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import { isConnectionError } from '../api/connection-error.ts';
import { queryPrefixes } from '../query-keys.ts';
import { deviceRules } from './device-rules.ts';

/** A query showing an answer tries again after this many lost connections, then shows its error. */
const CONNECTION_RETRIES = 3;

/**
 * The app's QueryClient, aware of the connection. A query that fails for lack of connection:
 * - while it has an answer to show, waits for the connection (paused, the answer on screen) and
 *   tries again when it returns, instead of replacing the answer with an error;
 * - with nothing to show, fails at once, so its screen says so instead of spinning.
 * TanStack's `retry` option only sees the failure, so the answer is looked up by the query's hash,
 * which is only known here, where each query's options are completed. Other failures keep the
 * query's own `retry`.
 */
export class OfflineAwareQueryClient extends QueryClient {
  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    if (options._defaulted) return super.defaultQueryOptions(options);
    const defaulted = super.defaultQueryOptions(options);
    const ownRetry = defaulted.retry;
    const { queryHash } = defaulted;
    return {
      ...defaulted,
      retry: (failureCount: number, error: TError) => {
        if (isConnectionError(error)) {
          const shown = this.getQueryCache().get(queryHash)?.state.data !== undefined;
          return shown && failureCount < CONNECTION_RETRIES;
        }
        if (typeof ownRetry === 'function') return ownRetry(failureCount, error);
        return ownRetry === true || (typeof ownRetry === 'number' && failureCount < ownRetry);
      },
    };
  }
}

/**
 * No automatic retry, no refetch on focus or interval, data never stale: an answer is fetched once
 * per visit and refreshed by the writes that change it (query-keys.ts). For the connection:
 * - `offlineFirst`: a query always makes its first attempt, so one without an answer fails at once
 *   (its screen says it needs a connection) rather than waiting, paused, behind a spinner;
 * - on reconnect, the queries a write or a failure left stale refetch (the default, kept);
 * - kept kinds of data are never collected while the app runs, so the device's copy, written from
 *   memory, keeps the pages the member has not opened since the app started.
 */
export function createQueryClient() {
  const client = new OfflineAwareQueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: true,
        refetchInterval: false,
        staleTime: Number.POSITIVE_INFINITY,
        networkMode: 'offlineFirst',
      },
      mutations: { retry: false },
    },
  });
  for (const [kind, rule] of Object.entries(deviceRules)) {
    if (rule.keep)
      client.setQueryDefaults(queryPrefixes[kind as keyof typeof deviceRules], { gcTime: Infinity });
  }
  return client;
}
