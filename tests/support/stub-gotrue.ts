import { randomBytes, randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import type { Sql } from '../../supabase/functions/_shared/db/database.ts';

export interface RecordedCall {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: Record<string, string>;
  body: Record<string, unknown> | undefined;
}

export interface StubGoTrueOptions {
  url: string;
  anonKey: string;
  jwtSecret: string;
  sql: Sql;
  /** The project's service role key, which the admin API (/auth/v1/admin/...) requires. */
  serviceRoleKey?: string;
  /** Sign-ups wait for an e-mail confirmation instead of answering a session. */
  confirmationsRequired?: boolean;
}

interface StubAccount {
  id: string;
  email: string;
  password: string;
  metadata: Record<string, unknown>;
}

/**
 * A stand-in for Supabase Auth's HTTP API, good enough for supabase-js: it records every call,
 * writes auth.users as GoTrue would (so the profile trigger runs) and signs tokens with the
 * project's JWT secret and Supabase's claims.
 */
export class StubGoTrue {
  readonly calls: RecordedCall[] = [];
  private readonly accounts = new Map<string, StubAccount>();
  /** refresh token -> the account and session it renews (GoTrue keeps the session across refreshes). */
  private readonly refreshTokens = new Map<string, { userId: string; sessionId: string }>();
  private readonly codes = new Map<string, string>();

  constructor(private readonly options: StubGoTrueOptions) {}

  /** Makes `code` a valid Google return for `email`, as if the member had consented at Google. */
  prepareOAuthCode(code: string, email: string) {
    this.codes.set(code, email);
  }

  readonly fetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const text = await request.text();
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    this.calls.push({
      method: request.method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: Object.fromEntries(request.headers),
      body,
    });
    if (url.pathname.startsWith('/auth/v1/admin/')) return this.admin(request, url.pathname);
    if (request.headers.get('apikey') !== this.options.anonKey)
      return json(401, { message: 'No API key found' });

    if (url.pathname === '/auth/v1/signup') return this.signUp(body ?? {});
    if (url.pathname === '/auth/v1/token') {
      const grant = url.searchParams.get('grant_type');
      if (grant === 'password') return this.password(body ?? {});
      if (grant === 'refresh_token') return this.refresh(body ?? {});
      if (grant === 'pkce') return this.pkce(body ?? {});
    }
    if (url.pathname === '/auth/v1/logout') return this.logout(request);
    return json(404, { message: `stub has no ${request.method} ${url.pathname}` });
  };

  private async signUp(body: Record<string, unknown>) {
    const email = String(body.email).toLowerCase();
    if ([...this.accounts.values()].some((account) => account.email === email)) {
      return json(422, { code: 'user_already_exists', message: 'User already registered' });
    }
    const account = await this.createAccount(
      email,
      String(body.password),
      (body.data ?? {}) as Record<string, unknown>,
    );
    if (this.options.confirmationsRequired) return json(200, this.userObject(account));
    return json(200, await this.session(account));
  }

  private async password(body: Record<string, unknown>) {
    const account = [...this.accounts.values()].find((candidate) => candidate.email === body.email);
    if (!account || account.password !== body.password) {
      return json(400, { code: 'invalid_credentials', message: 'Invalid login credentials' });
    }
    return json(200, await this.session(account));
  }

  private async refresh(body: Record<string, unknown>) {
    const renews = this.refreshTokens.get(String(body.refresh_token));
    const account = [...this.accounts.values()].find((candidate) => candidate.id === renews?.userId);
    if (!account || !renews) {
      return json(400, { code: 'refresh_token_not_found', message: 'Invalid Refresh Token' });
    }
    this.refreshTokens.delete(String(body.refresh_token));
    return json(200, await this.session(account, renews.sessionId));
  }

  /** Like GoTrue: the session named by the bearer token's session_id is deleted. */
  private async logout(request: Request) {
    const token = request.headers.get('Authorization')?.replace(/^Bearer\s+/i, '') ?? '';
    const [, payload] = token.split('.');
    const claims = payload
      ? (JSON.parse(Buffer.from(payload, 'base64url').toString()) as { session_id?: string })
      : {};
    if (claims.session_id) await this.options.sql`delete from auth.sessions where id = ${claims.session_id}`;
    return new Response(null, { status: 204 });
  }

  /**
   * The admin API takes the service role key as both `apikey` and bearer, as GoTrue requires
   * (a member's token is refused: it lacks the service_role claim). Users by id: read, and hard
   * delete, which removes auth.users (the database cascades the rest) and the account's tokens.
   */
  private async admin(request: Request, path: string) {
    const key = this.options.serviceRoleKey;
    if (!key || request.headers.get('apikey') !== key) return json(401, { message: 'Invalid API key' });
    if (request.headers.get('Authorization') !== `Bearer ${key}`) {
      return json(403, { code: 'not_admin', message: 'User not allowed' });
    }
    const userId = path.match(/^\/auth\/v1\/admin\/users\/([0-9a-f-]{36})$/)?.[1];
    const account = userId ? this.accounts.get(userId) : undefined;
    if (!userId) return json(404, { message: `stub has no ${request.method} ${path}` });
    if (!account) return json(404, { code: 'user_not_found', message: 'User not found' });
    if (request.method === 'GET') return json(200, this.userObject(account));
    if (request.method !== 'DELETE') return json(405, { message: 'Method not allowed' });
    await this.options.sql`delete from auth.users where id = ${account.id}`;
    this.accounts.delete(account.id);
    for (const [token, renews] of this.refreshTokens) {
      if (renews.userId === account.id) this.refreshTokens.delete(token);
    }
    return json(200, {});
  }

  private async pkce(body: Record<string, unknown>) {
    const email = this.codes.get(String(body.auth_code));
    if (!email || typeof body.code_verifier !== 'string' || body.code_verifier.length < 43) {
      return json(400, { code: 'bad_code_verifier', message: 'invalid flow state' });
    }
    const existing = [...this.accounts.values()].find((candidate) => candidate.email === email);
    const account =
      existing ??
      (await this.createAccount(email, randomUUID(), { given_name: 'Gia', family_name: 'Google' }));
    return json(200, await this.session(account));
  }

  private async createAccount(email: string, password: string, metadata: Record<string, unknown>) {
    const account: StubAccount = { id: randomUUID(), email, password, metadata };
    await this.options.sql`
      insert into auth.users (id, aud, role, email, encrypted_password, raw_user_meta_data, raw_app_meta_data)
      values (${account.id}, 'authenticated', 'authenticated', ${email}, 'managed-by-gotrue',
              ${this.options.sql.json(metadata as never)}, ${this.options.sql.json({ provider: 'email' })})`;
    this.accounts.set(account.id, account);
    return account;
  }

  private userObject(account: StubAccount) {
    return {
      id: account.id,
      aud: 'authenticated',
      role: 'authenticated',
      email: account.email,
      app_metadata: { provider: 'email' },
      user_metadata: account.metadata,
      created_at: new Date().toISOString(),
    };
  }

  private async session(account: StubAccount, existingSessionId?: string) {
    const now = Math.floor(Date.now() / 1000);
    const sessionId = existingSessionId ?? randomUUID();
    if (!existingSessionId) {
      await this.options.sql`insert into auth.sessions (id, user_id) values (${sessionId}, ${account.id})`;
    }
    const accessToken = await new SignJWT({
      email: account.email,
      role: 'authenticated',
      session_id: sessionId,
      app_metadata: { provider: 'email' },
      user_metadata: account.metadata,
      aal: 'aal1',
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(account.id)
      .setAudience('authenticated')
      .setIssuer(new URL('/auth/v1', this.options.url).toString())
      .setIssuedAt(now)
      .setExpirationTime(now + 3600)
      .sign(new TextEncoder().encode(this.options.jwtSecret));
    const refreshToken = randomBytes(12).toString('hex');
    this.refreshTokens.set(refreshToken, { userId: account.id, sessionId });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: now + 3600,
      refresh_token: refreshToken,
      user: this.userObject(account),
    };
  }
}

// Supabase Auth names the API version in every answer; auth-js reads error codes by it.
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', 'X-Supabase-Api-Version': '2024-01-01' },
  });
