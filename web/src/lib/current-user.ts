import type { User } from '@contract/user.ts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { getJson, HttpError } from './api-client.ts';
import { session } from './session.ts';

/**
 * The signed-in member, shared by every feature that shows or changes them: the auth feature reads
 * it to decide the route table, the profile editor replaces it after a save.
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: ['/api/auth', 'me'] as const,
    queryFn: async ({ queryKey, signal }): Promise<User | null> => {
      try {
        return await getJson<User>(queryKey, signal);
      } catch (error) {
        // Seed 000 section 4: a 401 on this fetch clears the token.
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

/** The signed-in member; only for components rendered behind the signed-in routes. */
export function useSignedInUser(): User {
  const hasToken = useHasToken();
  const { data } = useQuery({ ...currentUserQuery(), enabled: hasToken });
  if (!data) throw new Error('useSignedInUser is for signed-in screens only');
  return data;
}
