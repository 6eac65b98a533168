import { jwtVerify, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import { OAuthError, type OAuthFlow } from '../../functions/_shared/accounts/auth-provider.ts';
import type { TokenPair } from '../../functions/_shared/session/session-authority.ts';
import type { ExternalIdentity } from './local-auth-provider.ts';

export interface GoogleOidcOptions {
  clientId: string;
  clientSecret: string;
  /** https://accounts.google.com in production; tests point it at a stand-in issuer. */
  issuer: string;
  /** Signs the short-lived cookie that carries state, nonce and the PKCE verifier between hops. */
  cookieSecret: string;
  signIn: (identity: ExternalIdentity) => Promise<TokenPair>;
}

const COOKIE_SECONDS = 10 * 60;

/**
 * An issuer on this machine over plain http (a provider run for development). openid-client
 * refuses http by default, rightly for a provider across a network; on the loopback interface
 * nothing travels over a network for TLS to protect, so the rule is lifted for such an issuer only.
 */
export function isLoopbackHttp(issuer: URL): boolean {
  return issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
}

/**
 * Google sign-in for the standalone runtime: OpenID Connect authorization code flow with PKCE,
 * state and nonce, run by openid-client (discovery, the token request, the ID token's signature
 * and claims). Between the two hops, state, nonce and verifier travel in a cookie signed here:
 * the library leaves keeping them to its caller, and a signed cookie needs no server-side store.
 */
export class GoogleOidcFlow implements OAuthFlow {
  readonly cookieName = 'google_oidc';
  private configuration: Promise<oidc.Configuration> | undefined;
  private readonly cookieKey: Uint8Array;

  constructor(private readonly options: GoogleOidcOptions) {
    this.cookieKey = new TextEncoder().encode(options.cookieSecret);
  }

  async start(callbackUrl: string): Promise<{ location: string; cookieValue: string }> {
    const configuration = await this.discover();
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const verifier = oidc.randomPKCECodeVerifier();
    const location = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: callbackUrl,
      scope: 'openid email profile',
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      prompt: 'select_account',
    });
    const cookieValue = await new SignJWT({ state, nonce, verifier })
      .setProtectedHeader({ alg: 'HS256' })
      .setExpirationTime(`${COOKIE_SECONDS}s`)
      .sign(this.cookieKey);
    return { location: location.href, cookieValue };
  }

  async finish({ query, cookieValue, callbackUrl }: Parameters<OAuthFlow['finish']>[0]): Promise<TokenPair> {
    const providerError = query.get('error');
    if (providerError) throw new OAuthError(`Google answered ${providerError}`);
    if (!query.get('code') || !cookieValue) throw new OAuthError('Missing code or sign-in cookie');
    const { payload: saved } = await jwtVerify(cookieValue, this.cookieKey, { algorithms: ['HS256'] }).catch(
      () => {
        throw new OAuthError('The sign-in cookie is invalid or expired');
      },
    );

    // The token request names the same callback address the provider was sent with.
    const returnedTo = new URL(callbackUrl);
    returnedTo.search = query.toString();
    const tokens = await oidc
      .authorizationCodeGrant(await this.discover(), returnedTo, {
        pkceCodeVerifier: String(saved.verifier),
        expectedState: String(saved.state),
        expectedNonce: String(saved.nonce),
        idTokenExpected: true,
      })
      .catch((error: unknown) => {
        throw new OAuthError(`Google sign-in was refused: ${error instanceof Error ? error.message : error}`);
      });
    const claims = tokens.claims();
    if (!claims || typeof claims.email !== 'string') {
      throw new OAuthError('The ID token lacks a subject or an e-mail');
    }
    return this.options.signIn({
      provider: 'google',
      providerId: claims.sub,
      email: claims.email,
      emailVerified: claims.email_verified === true,
      metadata: {
        email: claims.email,
        given_name: claims.given_name,
        family_name: claims.family_name,
        picture: claims.picture,
        full_name: claims.name,
      },
    });
  }

  /** The provider's configuration, discovered once; a failed discovery is tried again next time. */
  private discover(): Promise<oidc.Configuration> {
    const issuer = new URL(this.options.issuer);
    this.configuration ??= oidc.discovery(
      issuer,
      this.options.clientId,
      { client_secret: this.options.clientSecret },
      oidc.ClientSecretPost(this.options.clientSecret),
      { execute: isLoopbackHttp(issuer) ? [oidc.allowInsecureRequests] : [] },
    );
    this.configuration.catch(() => {
      this.configuration = undefined;
    });
    return this.configuration;
  }
}
