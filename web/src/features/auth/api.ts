import type { AuthSession, SignInBody, SignUpBody } from '@contract/auth.ts';
import type { User } from '@contract/user.ts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';
import { apiHref, callApi } from '@/lib/api/client.ts';
import { isConnectionError } from '@/lib/api/connection-error.ts';
import { currentUserQuery, useCurrentUserQuery } from '@/lib/current-user.ts';
import { deviceCache } from '@/lib/offline/device-cache.ts';
import { queryPrefixes } from '@/lib/query-keys.ts';
import { session } from '@/lib/session.ts';
import { signingOut } from './signing-out.ts';

export const authQueries = {
  /** The signed-in member (by token or by session cookie); null once the server refuses it. */
  currentUser: currentUserQuery,
  providers: () =>
    queryOptions({
      queryKey: queryPrefixes.authProviders,
      queryFn: ({ signal }) => callApi('listAuthProviders', { signal }),
    }),
};

export type AuthState =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'signed-in'; user: User }
  | { status: 'error'; error: Error };

/** Where the visitor stands: the route table and every signed-in screen start from this. */
export function useAuth(): AuthState {
  const query = useCurrentUserQuery();
  if (query.isPending) return { status: 'loading' };
  // A member already known stays signed in when a refetch fails (no connection, a server error):
  // only the server refusing the session (a 401, answered as null) signs them out.
  if (query.data) return { status: 'signed-in', user: query.data };
  if (query.isError) return { status: 'error', error: query.error };
  return { status: 'signed-out' };
}

export function useAuthProviders() {
  return useQuery(authQueries.providers());
}

/** After sign-in or sign-up the member goes to the dashboard. */
function useStartSession() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (signedIn: AuthSession) => {
    // Move first: the route table switches to the signed-in one when the token lands, and /auth
    // is not a signed-in route.
    navigate(paths.dashboard.getHref(), { replace: true });
    queryClient.setQueryData(authQueries.currentUser('bearer').queryKey, signedIn.user);
    session.store({ token: signedIn.token, refreshToken: signedIn.refreshToken });
  };
}

export function useSignIn() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: SignInBody) => callApi('signIn', { body }),
    onSuccess: startSession,
  });
}

export function useSignUp() {
  const startSession = useStartSession();
  return useMutation({
    mutationFn: (body: SignUpBody) => callApi('signUp', { body }),
    onSuccess: (answer) => {
      if ('token' in answer) startSession(answer);
    },
  });
}

/**
 * Sign out: tell the server to end the session, clear the token, every cached answer and the
 * device's copy of them, then go to the landing page through the API's logout navigation, which
 * also ends a cookie session and clears the cookie. The signed-in screens are taken down first
 * (synchronously), so none of them renders again without a member while the rest happens.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  return async () => {
    flushSync(signingOut.start);
    const reached = await callApi('signOut').then(
      () => true,
      // Already ended on the server (expired or revoked), or no connection: signing out on this
      // device is what matters.
      (error: unknown) => !isConnectionError(error),
    );
    session.clear();
    queryClient.clear();
    // The next page load (the landing page, or the app started offline) must find no copy to show.
    await deviceCache.clear();
    // Without a connection the logout navigation would be the browser's error page.
    window.location.assign(reached ? apiHref('logout') : paths.landing.getHref());
  };
}
