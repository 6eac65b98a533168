import type { AuthError, Session } from '@supabase/supabase-js';
import type { ManagedConfig } from '../config.ts';
import { jwksVerifier, secretVerifier } from '../session/access-token.ts';
import { InvalidRefreshTokenError, type TokenPair } from '../session/session-authority.ts';
import { supabaseClientFor } from '../supabase/client.ts';
import {
  AccountDeletionUnavailableError,
  AccountExistsError,
  type AuthProvider,
  InvalidCredentialsError,
  OAuthError,
  type OAuthFlow,
} from './auth-provider.ts';

/** supabase-js keeps the PKCE verifier under `<storageKey>-code-verifier`. */
const STORAGE_KEY = 'fitness-auth';
const VERIFIER_KEY = `${STORAGE_KEY}-code-verifier`;

export interface SupabaseAuthOptions {
  /** The HTTP layer supabase-js uses; tests pass a stub that records and answers the calls. */
  fetch?: typeof fetch;
  /** Google is enabled in the Supabase project (config.toml [auth.external.google]). */
  googleEnabled?: boolean;
}

/**
 * Supabase Auth (GoTrue) behind the AuthProvider port. Each call gets its own client with an
 * in-memory store, because an edge function serves many members and must never share a session.
 */
export function createSupabaseAuthProvider(
  config: Pick<ManagedConfig, 'supabaseUrl' | 'supabaseAnonKey' | 'supabaseJwtSecret' | 'siteUrl'> &
    Partial<Pick<ManagedConfig, 'supabaseServiceRoleKey'>>,
  options: SupabaseAuthOptions = {},
): AuthProvider {
  const clientWith = (store = new Map<string, string>()) =>
    supabaseClientFor(config.supabaseUrl, {
      key: config.supabaseAnonKey,
      ...(options.fetch ? { fetch: options.fetch } : {}),
      auth: {
        // "Persisted" into the per-call Map below: supabase-js ignores a custom store without it,
        // and the PKCE verifier of a Google sign-in has to be read back from that store.
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        flowType: 'pkce',
        storageKey: STORAGE_KEY,
        storage: {
          getItem: (key) => store.get(key) ?? null,
          setItem: (key, value) => void store.set(key, value),
          removeItem: (key) => void store.delete(key),
        },
      },
    }).auth;

  const issuer = new URL('/auth/v1', config.supabaseUrl).toString();
  const verifyAccessToken = config.supabaseJwtSecret
    ? secretVerifier(config.supabaseJwtSecret, issuer)
    : jwksVerifier(config.supabaseUrl);

  const google: OAuthFlow = {
    cookieName: 'sb_pkce_verifier',
    async start(callbackUrl) {
      const store = new Map<string, string>();
      const { data, error } = await clientWith(store).signInWithOAuth({
        provider: 'google',
        options: { redirectTo: callbackUrl, skipBrowserRedirect: true },
      });
      const verifier = store.get(VERIFIER_KEY);
      if (error || !data.url || !verifier)
        throw new OAuthError(error?.message ?? 'Supabase gave no sign-in address');
      return { location: data.url, cookieValue: verifier };
    },
    async finish({ query, cookieValue: verifier }) {
      const code = query.get('code');
      if (!code || !verifier) throw new OAuthError('Missing code or sign-in cookie');
      const { data, error } = await clientWith(new Map([[VERIFIER_KEY, verifier]])).exchangeCodeForSession(
        code,
      );
      if (error || !data.session) throw new OAuthError(error?.message ?? 'Supabase returned no session');
      return tokensOf(data.session);
    },
  };

  return {
    name: 'supabase',
    verifyAccessToken,
    google: options.googleEnabled ? google : undefined,

    async signUp(account) {
      const { data, error } = await clientWith().signUp({
        email: account.email,
        password: account.password,
        options: {
          data: { username: account.username, first_name: account.firstName, last_name: account.lastName },
          ...(config.siteUrl ? { emailRedirectTo: config.siteUrl } : {}),
        },
      });
      if (error) {
        if (error.code === 'user_already_exists' || error.code === 'email_exists')
          throw new AccountExistsError('email');
        throw authFailure('sign-up', error);
      }
      if (!data.session) return { kind: 'confirmation_required' };
      return { kind: 'signed_in', tokens: tokensOf(data.session) };
    },

    async signInWithPassword(email, password) {
      const { data, error } = await clientWith().signInWithPassword({ email, password });
      if (error?.code === 'invalid_credentials' || error?.code === 'email_not_confirmed') {
        throw new InvalidCredentialsError();
      }
      if (error || !data.session) throw authFailure('sign-in', error);
      return tokensOf(data.session);
    },

    async refresh(refreshToken) {
      const { data, error } = await clientWith().refreshSession({ refresh_token: refreshToken });
      if (error || !data.session) throw new InvalidRefreshTokenError(error?.message ?? 'no session returned');
      return tokensOf(data.session);
    },

    async signOut(_claims, accessToken) {
      const { error } = await clientWith().admin.signOut(accessToken, 'local');
      if (error && error.status !== 401 && error.status !== 404) throw authFailure('sign-out', error);
    },

    // GoTrue's admin API (DELETE /auth/v1/admin/users/{id}, a hard delete) takes the service role
    // key, which this call alone uses; the member's own token cannot delete an account.
    async deleteUser(userId) {
      if (!config.supabaseServiceRoleKey) {
        throw new AccountDeletionUnavailableError('SUPABASE_SERVICE_ROLE_KEY is not set');
      }
      const admin = supabaseClientFor(config.supabaseUrl, {
        key: config.supabaseServiceRoleKey,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      }).auth.admin;
      const { error } = await admin.deleteUser(userId, false);
      if (error && error.status !== 404) throw authFailure('account deletion', error);
    },
  };
}

const tokensOf = (session: Session): TokenPair => ({
  accessToken: session.access_token,
  refreshToken: session.refresh_token,
});

function authFailure(operation: string, error: AuthError | null): Error {
  return new Error(
    `Supabase Auth ${operation} failed: ${error?.status ?? ''} ${error?.code ?? ''} ${error?.message ?? ''}`,
  );
}
