import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface OidcIdentity {
  sub: string;
  email: string;
  email_verified: boolean;
  given_name?: string;
  family_name?: string;
}

export interface StandInOidc {
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Who "consents" at the next authorization request. */
  nextIdentity: OidcIdentity | undefined;
  close(): Promise<void>;
}

interface PendingCode {
  identity: OidcIdentity;
  nonce: string;
  challenge: string;
  redirectUri: string;
}

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/**
 * A stand-in OpenID provider on 127.0.0.1 for the Google sign-in flow: discovery, an authorization
 * endpoint that consents at once as `nextIdentity`, a token endpoint checking PKCE and the client
 * secret, and its signing keys. Tests never reach Google.
 */
export async function startStandInOidc(): Promise<StandInOidc> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'stand-in-key', alg: 'RS256', use: 'sig' };
  const codes = new Map<string, PendingCode>();
  const clientId = 'stand-in-client';
  const clientSecret = randomBytes(16).toString('hex');
  let issuer = '';

  const state: StandInOidc = {
    get issuer() {
      return issuer;
    },
    clientId,
    clientSecret,
    nextIdentity: undefined,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };

  const server: Server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', issuer);
    const json = (status: number, body: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer,
        authorization_endpoint: `${issuer}/authorize`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [jwk] });
    if (url.pathname === '/authorize') {
      const identity = state.nextIdentity;
      if (!identity || url.searchParams.get('client_id') !== clientId)
        return json(400, { error: 'invalid_request' });
      const code = randomBytes(12).toString('hex');
      const redirectUri = url.searchParams.get('redirect_uri') ?? '';
      codes.set(code, {
        identity,
        nonce: url.searchParams.get('nonce') ?? '',
        challenge: url.searchParams.get('code_challenge') ?? '',
        redirectUri,
      });
      const back = new URL(redirectUri);
      back.searchParams.set('code', code);
      back.searchParams.set('state', url.searchParams.get('state') ?? '');
      response.writeHead(302, { Location: back.toString() });
      return response.end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      const form = await readForm(request);
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (
        !pending ||
        form.get('client_id') !== clientId ||
        form.get('client_secret') !== clientSecret ||
        form.get('redirect_uri') !== pending.redirectUri ||
        challenge !== pending.challenge
      ) {
        return json(400, { error: 'invalid_grant' });
      }
      const idToken = await new SignJWT({ ...pending.identity, nonce: pending.nonce })
        .setProtectedHeader({ alg: 'RS256', kid: jwk.kid })
        .setIssuer(issuer)
        .setAudience(clientId)
        .setSubject(pending.identity.sub)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey);
      return json(200, {
        id_token: idToken,
        access_token: 'stand-in',
        token_type: 'Bearer',
        expires_in: 300,
      });
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
