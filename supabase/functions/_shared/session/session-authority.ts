import type { AccessClaims } from './access-token.ts';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

/**
 * What the HTTP layer needs from the identity provider to serve a member's request: checking an
 * access token, and renewing a session whose access token has expired. The accounts area's
 * AuthProvider is the whole provider; this is the part every area's router uses.
 */
export interface SessionAuthority {
  /** Throws InvalidAccessTokenError for a token that is forged, expired or not a member's. */
  verifyAccessToken(token: string): Promise<AccessClaims>;
  /** Rotates the refresh token. Throws InvalidRefreshTokenError when it is unknown, revoked or reused. */
  refresh(refreshToken: string): Promise<TokenPair>;
}

export class InvalidRefreshTokenError extends Error {
  constructor(reason: string) {
    super(reason);
    this.name = 'InvalidRefreshTokenError';
  }
}
