import type { User } from '@contract/user.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getJson, HttpError } from './api-client.ts';
import { session } from './session.ts';

/**
 * How this browser is signed in: with the access token in local storage (`bearer`, seed 000
 * section 4), or only with the server's HttpOnly session cookie (`cookie`: the identity
 * provider's return, or a cleared storage). Both count as signed in.
 */
export type SessionMode = 'bearer' | 'cookie';

const currentMode = (): SessionMode => (session.hasToken() ? 'bearer' : 'cookie');

/**
 * The signed-in member, shared by every feature that shows or changes them: the auth feature reads
 * it to decide the route table, the profile editor replaces it after a save. With a token it is
 * `/api/auth/me`; without one, `/api/auth/user` answers from the cookie, or 401 for a visitor.
 */
export const currentUserQuery = (mode: SessionMode = currentMode()) =>
  queryOptions({
    queryKey: ['/api/auth', mode === 'bearer' ? 'me' : 'user'] as const,
    queryFn: async ({ queryKey, signal }): Promise<User | null> => {
      try {
        return await getJson<User>(queryKey, signal);
      } catch (error) {
        // Seed 000 section 4: a 401 on this fetch clears the token.
        if (error instanceof HttpError && error.status === 401) {
          if (mode === 'bearer') session.clear();
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
