import { createHash, randomBytes } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, SignJWT } from 'jose';
import { OAuthError, type OAuthFlow, type TokenPair } from '../../functions/_shared/auth/auth-provider.ts';
import { readCookie } from '../../functions/_shared/http/cookies.ts';
import type { ExternalIdentity } from './local-auth-provider.ts';

export interface GoogleOidcOptions {
  clientId: string;
  clientSecret: string;
  /** https://accounts.google.com in production; tests point it at a stand-in issuer. */
  issuer: string;
  /** Signs the short-lived cookie that carries state, nonce and the PKCE verifier between hops. */
  cookieSecret: string;
  signIn: (identity: ExternalIdentity) => Promise<TokenPair>;
  fetch?: typeof fetch;
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  issuer: string;
}

const COOKIE_NAME = 'google_oidc';
const COOKIE_SECONDS = 10 * 60;

/**
 * Google sign-in for the standalone runtime: OpenID Connect authorization code flow with PKCE,
 * state and nonce, the ID token verified against the issuer's published keys.
 */
export class GoogleOidcFlow implements OAuthFlow {
  private discovery: Promise<Discovery> | undefined;
  private keys: ReturnType<typeof createRemoteJWKSet> | undefined;
  private readonly cookieKey: Uint8Array;
  private readonly fetch: typeof fetch;

  constructor(private readonly options: GoogleOidcOptions) {
    this.cookieKey = new TextEncoder().encode(options.cookieSecret);
    this.fetch = options.fetch ?? fetch;
  }

  async start(_request: Request, callbackUrl: string): Promise<Response> {
    const { authorization_endpoint } = await this.discover();
    const state = randomBytes(16).toString('base64url');
    const nonce = randomBytes(16).toString('base64url');
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const target = new URL(authorization_endpoint);
    target.search = new URLSearchParams({
      client_id: this.options.clientId,
      redirect_uri: callbackUrl,
      response_type: 'code',
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: challenge,
      code_challenge_method: 'S256',
      prompt: 'select_account',
    }).toString();
    const cookie = await new SignJWT({ state, nonce, verifier })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(`${COOKIE_SECONDS}s`)
      .sign(this.cookieKey);
    const secure = new URL(callbackUrl).protocol === 'https:' ? '; Secure' : '';
    return new Response(null, {
      status: 302,
      headers: {
        Location: target.toString(),
        'Set-Cookie': `${COOKIE_NAME}=${cookie}; Path=/api/auth/google; HttpOnly; SameSite=Lax; Max-Age=${COOKIE_SECONDS}${secure}`,
        'Cache-Control': 'no-store',
      },
    });
  }

  async finish(request: Request, callbackUrl: string): Promise<TokenPair> {
    const url = new URL(request.url);
    const providerError = url.searchParams.get('error');
    if (providerError) throw new OAuthError(`Google answered ${providerError}`);
    const code = url.searchParams.get('code');
    const cookie = readCookie(request.headers.get('Cookie'), COOKIE_NAME);
    if (!code || !cookie) throw new OAuthError('Missing code or sign-in cookie');
    const { payload: saved } = await jwtVerify(cookie, this.cookieKey, { algorithms: ['HS256'] }).catch(
      () => {
        throw new OAuthError('The sign-in cookie is invalid or expired');
      },
    );
    if (saved.state !== url.searchParams.get('state')) throw new OAuthError('State does not match');

    const discovery = await this.discover();
    const tokenResponse = await this.fetch(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: callbackUrl,
        client_id: this.options.clientId,
        client_secret: this.options.clientSecret,
        code_verifier: String(saved.verifier),
      }),
    });
    if (!tokenResponse.ok) throw new OAuthError(`Token exchange failed with ${tokenResponse.status}`);
    const { id_token: idToken } = (await tokenResponse.json()) as { id_token?: string };
    if (!idToken) throw new OAuthError('No ID token in the token response');

    this.keys ??= createRemoteJWKSet(new URL(discovery.jwks_uri));
    const { payload } = await jwtVerify(idToken, this.keys, {
      issuer: [discovery.issuer, discovery.issuer.replace(/^https:\/\//, '')],
      audience: this.options.clientId,
    });
    if (payload.nonce !== saved.nonce) throw new OAuthError('Nonce does not match');
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') {
      throw new OAuthError('The ID token lacks a subject or an e-mail');
    }
    return this.options.signIn({
      provider: 'google',
      providerId: payload.sub,
      email: payload.email,
      emailVerified: payload.email_verified === true,
      metadata: {
        email: payload.email,
        given_name: payload.given_name,
        family_name: payload.family_name,
        picture: payload.picture,
        full_name: payload.name,
      },
    });
  }

  private discover(): Promise<Discovery> {
    this.discovery ??= this.fetch(
      new URL('.well-known/openid-configuration', `${this.options.issuer}/`),
    ).then(async (response) => {
      if (!response.ok) throw new OAuthError(`OpenID discovery failed with ${response.status}`);
      return (await response.json()) as Discovery;
    });
    this.discovery.catch(() => {
      this.discovery = undefined;
    });
    return this.discovery;
  }
}
