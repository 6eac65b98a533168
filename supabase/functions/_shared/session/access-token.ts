import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';

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

/** A token that is forged, expired, or not a signed-in member's; the API answers it with 401. */
export class InvalidAccessTokenError extends Error {
  constructor() {
    super('Your session is invalid or has expired. Please sign in again.');
    this.name = 'InvalidAccessTokenError';
  }
}

export type AccessTokenVerifier = (token: string) => Promise<AccessClaims>;

const AUDIENCE = 'authenticated';

/**
 * HS256 with a shared secret: the local provider, and Supabase projects on the legacy JWT secret.
 * Only HS256 is accepted, so a token claiming `alg: none` or another algorithm is refused.
 */
export function secretVerifier(secret: string, issuer?: string): AccessTokenVerifier {
  // The key is imported once, not on every request.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['verify'],
  );
  return rememberVerified(async (token) => verifyWith(token, await key, ['HS256'], issuer));
}

/** Asymmetric signing keys published by Supabase Auth at /auth/v1/.well-known/jwks.json. */
export function jwksVerifier(supabaseUrl: string): AccessTokenVerifier {
  const issuer = new URL('/auth/v1', supabaseUrl).toString();
  const keys = createRemoteJWKSet(new URL('/auth/v1/.well-known/jwks.json', supabaseUrl));
  return rememberVerified((token) => verifyWith(token, keys, ['ES256', 'RS256'], issuer));
}

/** Tokens remembered per verifier; the oldest is forgotten first. */
const REMEMBERED_TOKENS = 10_000;

/**
 * A client sends the same access token with every request for up to an hour, so a token whose
 * signature and claims were checked once is remembered (exactly as sent) until it expires,
 * sparing the signature check on the requests after the first. Expiry is still checked on every
 * use, and a signed-out session is refused by the database on every request (asUser), so
 * remembering never lets a token do more than it could when first checked.
 */
function rememberVerified(verify: AccessTokenVerifier): AccessTokenVerifier {
  const remembered = new Map<string, AccessClaims>();
  return async (token) => {
    const known = remembered.get(token);
    if (known && known.exp * 1000 > Date.now()) return known;
    remembered.delete(token);
    const claims = await verify(token);
    if (remembered.size >= REMEMBERED_TOKENS) {
      const oldest = remembered.keys().next();
      if (!oldest.done) remembered.delete(oldest.value);
    }
    remembered.set(token, Object.freeze(claims));
    return claims;
  };
}

async function verifyWith(
  token: string,
  key: CryptoKey | JWTVerifyGetKey,
  algorithms: string[],
  issuer: string | undefined,
): Promise<AccessClaims> {
  try {
    const options = { algorithms, audience: AUDIENCE, ...(issuer ? { issuer } : {}) };
    const { payload } =
      key instanceof CryptoKey ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options);
    if (!isAccessClaims(payload)) throw new Error('missing claims');
    return payload;
  } catch {
    throw new InvalidAccessTokenError();
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
