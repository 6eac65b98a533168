import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { unauthorized } from '../http/errors.ts';

/** The claims Supabase Auth puts in an access token; row-level security reads them. */
export interface AccessClaims extends JWTPayload {
  sub: string;
  role: string;
  aud: string;
  email: string;
  exp: number;
  session_id: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  is_anonymous?: boolean;
}

export type AccessTokenVerifier = (token: string) => Promise<AccessClaims>;

const AUDIENCE = 'authenticated';

/**
 * HS256 with a shared secret: the local provider, and Supabase projects on the legacy JWT secret.
 * Only HS256 is accepted, so a token claiming `alg: none` or another algorithm is refused.
 */
export function secretVerifier(secret: string, issuer?: string): AccessTokenVerifier {
  const key = new TextEncoder().encode(secret);
  return (token) => verifyWith(token, key, ['HS256'], issuer);
}

/** Asymmetric signing keys published by Supabase Auth at /auth/v1/.well-known/jwks.json. */
export function jwksVerifier(supabaseUrl: string): AccessTokenVerifier {
  const issuer = new URL('/auth/v1', supabaseUrl).toString();
  const keys = createRemoteJWKSet(new URL('/auth/v1/.well-known/jwks.json', supabaseUrl));
  return (token) => verifyWith(token, keys, ['ES256', 'RS256'], issuer);
}

async function verifyWith(
  token: string,
  key: Uint8Array | JWTVerifyGetKey,
  algorithms: string[],
  issuer: string | undefined,
): Promise<AccessClaims> {
  try {
    const options = { algorithms, audience: AUDIENCE, ...(issuer ? { issuer } : {}) };
    const { payload } =
      key instanceof Uint8Array ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options);
    if (!isAccessClaims(payload)) throw new Error('missing claims');
    return payload;
  } catch {
    throw unauthorized('Your session is invalid or has expired. Please sign in again.', 'invalid_token');
  }
}

function isAccessClaims(payload: JWTPayload): payload is AccessClaims {
  return (
    typeof payload.sub === 'string' &&
    payload.role === 'authenticated' &&
    typeof payload.exp === 'number' &&
    typeof payload.session_id === 'string'
  );
}
