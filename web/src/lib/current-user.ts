import type { User } from '@contract/user.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { callApi } from './api/client.ts';
import { HttpError } from './api/http-error.ts';
import { queryPrefixes } from './query-keys.ts';
import { session } from './session.ts';

/**
 * How this browser is signed in: with the access token in local storage (`bearer`), or only with the server's HttpOnly session cookie (`cookie`: the identity
 * provider's return, or a cleared storage). Both count as signed in.
 */
export type SessionMode = 'bearer' | 'cookie';

const currentMode = (): SessionMode => (session.hasToken() ? 'bearer' : 'cookie');

/**
 * The signed-in member, shared by every feature that shows or changes them: the auth feature reads
 * it to decide the route table, the profile editor replaces it after a save. With a token the
 * token's member is asked for (`getMe`); without one, the cookie's (`getAuthUser`), but only when
 * a session was started in this browser and not ended: a visitor's page load asks nothing that the
 * server could only refuse.
 */
export const currentUserQuery = (mode: SessionMode = currentMode()) =>
  queryOptions({
    queryKey: [...queryPrefixes.currentUser, mode] as const,
    queryFn: async ({ signal }): Promise<User | null> => {
      if (mode === 'cookie' && !session.mayHaveCookieSession()) return null;
      try {
        return await callApi(mode === 'bearer' ? 'getMe' : 'getAuthUser', { signal });
      } catch (error) {
        // A refused session is forgotten: the visitor is signed out, and not asked about again.
        if (error instanceof HttpError && error.status === 401) {
          session.clear();
          return null;
        }
        throw error;
      }
    },
  });

/** True while the browser holds an access token; follows sign-in and sign-out everywhere. */
export function useHasToken(): boolean {
  return useSyncExternalStore(session.subscribe, session.hasToken, () => false);
}

/** The current-user query of this browser's session mode, following sign-in and sign-out. */
export function useCurrentUserQuery() {
  return useQuery(currentUserQuery(useHasToken() ? 'bearer' : 'cookie'));
}

/** The signed-in member; only for components rendered behind the signed-in routes. */
export function useSignedInUser(): User {
  const { data } = useCurrentUserQuery();
  if (!data) throw new Error('useSignedInUser is for signed-in screens only');
  return data;
}
