import type { AccessClaims } from '../session/access-token.ts';
import type { SessionAuthority, TokenPair } from '../session/session-authority.ts';

/**
 * The port every account operation goes through. Two adapters implement it: Supabase Auth
 * (managed runtime) and the built-in provider of the standalone runtime. Both hand out access
 * tokens with Supabase's claims, so row-level security treats them the same.
 */
export interface AuthProvider extends SessionAuthority {
  readonly name: 'supabase' | 'local';
  signUp(account: NewAccount): Promise<SignUpResult>;
  /** Throws InvalidCredentialsError for an unknown e-mail and for a wrong password alike. */
  signInWithPassword(email: string, password: string): Promise<TokenPair>;
  signOut(claims: AccessClaims, accessToken: string): Promise<void>;
  /**
   * Deletes the account for good: its sessions and identities go with it, and so, through the
   * database's cascading foreign keys to auth.users, does every row keyed to it, all in one
   * transaction. An account that is already gone is not an error (a retried deletion).
   */
  deleteUser(userId: string): Promise<void>;
  /** Google sign-in, when configured for this runtime. */
  readonly google: OAuthFlow | undefined;
}

export interface NewAccount {
  email: string;
  password: string;
  username: string;
  firstName: string;
  lastName: string;
}

export type SignUpResult = { kind: 'signed_in'; tokens: TokenPair } | { kind: 'confirmation_required' };

/**
 * A browser round trip through an identity provider. `start` gives the provider's sign-in address
 * and a value (PKCE verifier, state) that the route keeps in a short-lived HttpOnly cookie named
 * `cookieName`; `finish` takes the provider's return to `/api/auth/google/callback` with that value
 * and signs the member in.
 */
export interface OAuthFlow {
  readonly cookieName: string;
  start(callbackUrl: string): Promise<{ location: string; cookieValue: string }>;
  finish(callback: OAuthCallback): Promise<TokenPair>;
}

export interface OAuthCallback {
  /** The query the provider sent the browser back with (`code`, `state` or `error`). */
  query: URLSearchParams;
  /** The value `start` asked to keep, or undefined when the cookie is missing. */
  cookieValue: string | undefined;
  /** The address the provider was told to return to; the token request must name it again. */
  callbackUrl: string;
}

export class InvalidCredentialsError extends Error {
  constructor() {
    super('Invalid credentials');
    this.name = 'InvalidCredentialsError';
  }
}

export class AccountExistsError extends Error {
  constructor(public readonly field: 'email' | 'username') {
    super(`${field} already registered`);
    this.name = 'AccountExistsError';
  }
}

/** The provider cannot delete accounts in this deployment (a setting is missing). */
export class AccountDeletionUnavailableError extends Error {
  constructor(reason: string) {
    super(`Accounts cannot be deleted: ${reason}`);
    this.name = 'AccountDeletionUnavailableError';
  }
}

export class OAuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OAuthError';
  }
}
