import type { AuthProviders, AuthSession, SignInBody, SignUpBody, SignUpPending } from '@contract/auth.ts';
import type { User } from '@contract/user.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { apiRequest, getJson, HttpError } from '@/lib/api-client.ts';
import { session } from '@/lib/session.ts';

export const authQueries = {
  all: () => ['/api/auth'] as const,
  /** The signed-in member, fetched only while a token exists; null once the server refuses it. */
  currentUser: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'me'] as const,
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
    }),
  providers: () =>
    queryOptions({
      queryKey: [...authQueries.all(), 'providers'] as const,
      queryFn: ({ queryKey, signal }) => getJson<AuthProviders>(queryKey, signal),
    }),
};

/** True while the browser holds an access token; follows sign-in and sign-out everywhere. */
export function useHasToken(): boolean {
  return useSyncExternalStore(session.subscribe, session.hasToken, () => false);
}

export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: User }
  | { status: 'error'; error: Error };

/** Where the visitor stands: the route table and every signed-in screen start from this. */
export function useAuth(): AuthState {
  const hasToken = useHasToken();
  const query = useQuery({ ...authQueries.currentUser(), enabled: hasToken });
  if (!hasToken) return { status: 'signed-out' };
  if (query.isPending) return { status: 'loading' };
  if (query.isError) return { status: 'error', error: query.error };
  return query.data ? { status: 'signed-in', user: query.data } : { status: 'signed-out' };
}

/** The signed-in member; only for components rendered behind the signed-in routes. */
export function useCurrentUser(): User {
  const auth = useAuth();
  if (auth.status !== 'signed-in') throw new Error('useCurrentUser is for signed-in screens only');
  return auth.user;
}

export function useAuthProviders() {
  return useQuery(authQueries.providers());
}

function useStartSession() {
  const queryClient = useQueryClient();
  return (signedIn: AuthSession) => {
    queryClient.setQueryData(authQueries.currentUser().queryKey, signedIn.user);
    session.store({ token: signedIn.token, refreshToken: signedIn.refreshToken });
  };
}

export function useSignIn() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: SignInBody) => apiRequest<AuthSession>('POST', '/api/auth/signin', { body }),
    onSuccess: startSession,
  });
}

export function useSignUp() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: SignUpBody) =>
      apiRequest<AuthSession | SignUpPending>('POST', '/api/auth/signup', { body }),
    onSuccess: (answer) => {
      if ('token' in answer) startSession(answer);
    },
  });
}

/**
 * Sign out (seed 000 section 4): tell the server to end the session, clear the token and every
 * cached answer, then go to the landing page through /api/logout.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    if (session.hasToken()) {
      await apiRequest('POST', '/api/auth/signout').catch(() => {
        // Already ended on the server (expired or revoked): signing out locally is what matters.
      });
    }
    session.clear();
    queryClient.clear();
    window.location.assign('/api/logout');
  };
}
