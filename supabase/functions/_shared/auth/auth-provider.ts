import type { AccessClaims } from './access-token.ts';

/**
 * The port every account operation goes through. Two adapters implement it: Supabase Auth
 * (managed runtime) and the built-in provider of the standalone runtime. Both hand out access
 * tokens with Supabase's claims, so row-level security treats them the same.
 */
export interface AuthProvider {
  readonly name: 'supabase' | 'local';
  signUp(account: NewAccount): Promise<SignUpResult>;
  /** Throws InvalidCredentialsError for an unknown e-mail and for a wrong password alike. */
  signInWithPassword(email: string, password: string): Promise<TokenPair>;
  /** Rotates the refresh token. Throws InvalidRefreshTokenError when it is unknown, revoked or reused. */
  refresh(refreshToken: string): Promise<TokenPair>;
  signOut(claims: AccessClaims, accessToken: string): Promise<void>;
  verifyAccessToken(token: string): Promise<AccessClaims>;
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

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export type SignUpResult = { kind: 'signed_in'; tokens: TokenPair } | { kind: 'confirmation_required' };

/**
 * A browser round trip through an identity provider. `start` answers the redirect to the provider;
 * `finish` handles the provider's return to `/api/auth/google/callback` and signs the member in.
 */
export interface OAuthFlow {
  start(request: Request, callbackUrl: string): Promise<Response>;
  finish(request: Request, callbackUrl: string): Promise<TokenPair>;
}

export class InvalidCredentialsError extends Error {
  constructor() {
    super('Invalid credentials');
    this.name = 'InvalidCredentialsError';
  }
}

export class InvalidRefreshTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidRefreshTokenError';
  }
}

export class AccountExistsError extends Error {
  constructor(public readonly field: 'email' | 'username') {
    super(`${field} already registered`);
    this.name = 'AccountExistsError';
  }
}

export class OAuthError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'OAuthError';
  }
}
