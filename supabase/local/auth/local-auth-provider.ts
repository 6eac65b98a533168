import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type Options as Argon2Options, hash, verify } from '@node-rs/argon2';
import { SignJWT } from 'jose';
import postgres from 'postgres';
import { type AccessClaims, secretVerifier } from '../../functions/_shared/auth/access-token.ts';
import {
  AccountExistsError,
  type AuthProvider,
  InvalidCredentialsError,
  InvalidRefreshTokenError,
  type NewAccount,
  type OAuthFlow,
  type SignUpResult,
  type TokenPair,
} from '../../functions/_shared/auth/auth-provider.ts';
import type { Sql, Tx } from '../../functions/_shared/db/database.ts';

export const LOCAL_ISSUER = 'fitness-tracker/local-auth';
export const ACCESS_TOKEN_SECONDS = 60 * 60;

/**
 * OWASP's recommended argon2id setting: 19 MiB, 2 passes, 1 lane. `2` is `Algorithm.Argon2id`, a
 * const enum that cannot be imported as a value under verbatimModuleSyntax.
 */
const ARGON2_OPTIONS: Argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export interface LocalAuthOptions {
  sql: Sql;
  jwtSecret: string;
  /** Builds the Google flow once the provider exists, since the flow signs members in through it. */
  google?: (provider: LocalAuthProvider) => OAuthFlow;
  now?: () => Date;
}

export interface ExternalIdentity {
  provider: 'google';
  providerId: string;
  email: string;
  emailVerified: boolean;
  metadata: Record<string, unknown>;
}

interface AuthUserRow {
  id: string;
  email: string;
  encrypted_password: string | null;
  raw_app_meta_data: Record<string, unknown>;
  raw_user_meta_data: Record<string, unknown>;
}

/**
 * The standalone runtime's stand-in for Supabase Auth. It writes the same `auth` tables GoTrue
 * does and issues tokens with the same claims, so everything downstream cannot tell them apart.
 */
export class LocalAuthProvider implements AuthProvider {
  readonly name = 'local' as const;
  readonly google: OAuthFlow | undefined;
  readonly verifyAccessToken: (token: string) => Promise<AccessClaims>;
  private readonly sql: Sql;
  private readonly signingKey: Uint8Array;
  private readonly now: () => Date;
  /** Hash of a password nobody has: unknown accounts are checked against it to take equal time. */
  private readonly decoyHash: Promise<string>;

  constructor(options: LocalAuthOptions) {
    if (options.jwtSecret.length < 32) throw new Error('The JWT secret must be at least 32 characters');
    this.sql = options.sql;
    this.signingKey = new TextEncoder().encode(options.jwtSecret);
    this.now = options.now ?? (() => new Date());
    this.verifyAccessToken = secretVerifier(options.jwtSecret, LOCAL_ISSUER);
    this.decoyHash = hash(randomBytes(24).toString('base64url'), ARGON2_OPTIONS);
    this.google = options.google?.(this);
  }

  async signUp(account: NewAccount): Promise<SignUpResult> {
    const passwordHash = await hash(account.password, ARGON2_OPTIONS);
    try {
      const tokens = await this.sql.begin(async (tx) => {
        const userId = randomUUID();
        await tx`
          insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                                  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
          values (${userId}, 'authenticated', 'authenticated', ${account.email}, ${passwordHash}, now(),
                  ${tx.json({ provider: 'email', providers: ['email'] })},
                  ${tx.json({ username: account.username, first_name: account.firstName, last_name: account.lastName })},
                  now(), now())`;
        return this.startSession(tx, userId, 'password');
      });
      return { kind: 'signed_in', tokens };
    } catch (error) {
      throw accountExistsFrom(error) ?? error;
    }
  }

  async signInWithPassword(email: string, password: string): Promise<TokenPair> {
    const [user] = await this.sql<AuthUserRow[]>`
      select id, email, encrypted_password, raw_app_meta_data, raw_user_meta_data
      from auth.users
      where lower(email) = ${email.toLowerCase()}
        and deleted_at is null
        and (banned_until is null or banned_until < now())`;
    const storedHash = user?.encrypted_password ?? (await this.decoyHash);
    const matches = await verify(storedHash, password).catch(() => false);
    if (!user?.encrypted_password || !matches) throw new InvalidCredentialsError();
    return this.sql.begin(async (tx) => {
      await tx`update auth.users set last_sign_in_at = now() where id = ${user.id}`;
      return this.startSession(tx, user.id, 'password');
    }) as Promise<TokenPair>;
  }

  async refresh(refreshToken: string): Promise<TokenPair> {
    const presented = sha256(refreshToken);
    const outcome: { error: string } | { tokens: TokenPair } = await this.sql.begin(async (tx) => {
      const [row] = await tx<{ session_id: string; user_id: string; revoked: boolean }[]>`
        select session_id, user_id, revoked from auth.refresh_tokens where token = ${presented} for update`;
      if (!row) return { error: 'unknown refresh token' };
      if (row.revoked) {
        // A refresh token is good for one use. Seeing it again means it was copied: end the session.
        await tx`delete from auth.sessions where id = ${row.session_id}`;
        return { error: 'refresh token reused; session revoked' };
      }
      await tx`update auth.refresh_tokens set revoked = true, updated_at = now() where token = ${presented}`;
      const next = newRefreshToken();
      await tx`insert into auth.refresh_tokens (token, user_id, session_id, parent)
               values (${sha256(next)}, ${row.user_id}, ${row.session_id}, ${presented})`;
      await tx`update auth.sessions set updated_at = now() where id = ${row.session_id}`;
      const accessToken = await this.issueAccessToken(tx, row.user_id, row.session_id, 'token_refresh');
      return { tokens: { accessToken, refreshToken: next } };
    });
    // Thrown outside the transaction so that revoking a reused token's session is committed.
    if ('error' in outcome) throw new InvalidRefreshTokenError(outcome.error);
    return outcome.tokens;
  }

  async signOut(claims: AccessClaims): Promise<void> {
    await this.sql`delete from auth.sessions where id = ${claims.session_id} and user_id = ${claims.sub}`;
  }

  /** Signs in (creating the account on first visit) a member who proved who they are elsewhere. */
  async signInWithIdentity(identity: ExternalIdentity): Promise<TokenPair> {
    return this.sql.begin(async (tx) => {
      const [linked] = await tx<{ user_id: string }[]>`
        select user_id from auth.identities where provider = ${identity.provider} and provider_id = ${identity.providerId}`;
      if (linked) {
        await tx`update auth.users set last_sign_in_at = now() where id = ${linked.user_id}`;
        return this.startSession(tx, linked.user_id, 'oauth');
      }
      if (!identity.emailVerified) throw new Error(`${identity.provider} did not verify the e-mail address`);
      const [existing] = await tx<{ id: string }[]>`
        select id from auth.users where lower(email) = ${identity.email.toLowerCase()}`;
      const userId = existing?.id ?? randomUUID();
      if (!existing) {
        await tx`
          insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data,
                                  raw_user_meta_data, created_at, updated_at)
          values (${userId}, 'authenticated', 'authenticated', ${identity.email.toLowerCase()}, now(),
                  ${tx.json({ provider: identity.provider, providers: [identity.provider] })},
                  ${tx.json(identity.metadata as postgres.JSONValue)}, now(), now())`;
      }
      await tx`
        insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
        values (${identity.providerId}, ${userId}, ${tx.json(identity.metadata as postgres.JSONValue)},
                ${identity.provider}, now())`;
      await tx`update auth.users set last_sign_in_at = now() where id = ${userId}`;
      return this.startSession(tx, userId, 'oauth');
    }) as Promise<TokenPair>;
  }

  private async startSession(tx: Tx, userId: string, method: string): Promise<TokenPair> {
    const sessionId = randomUUID();
    await tx`insert into auth.sessions (id, user_id) values (${sessionId}, ${userId})`;
    const refreshToken = newRefreshToken();
    await tx`insert into auth.refresh_tokens (token, user_id, session_id)
             values (${sha256(refreshToken)}, ${userId}, ${sessionId})`;
    return { accessToken: await this.issueAccessToken(tx, userId, sessionId, method), refreshToken };
  }

  private async issueAccessToken(tx: Tx, userId: string, sessionId: string, method: string): Promise<string> {
    const [user] = await tx<AuthUserRow[]>`
      select id, email, encrypted_password, raw_app_meta_data, raw_user_meta_data from auth.users where id = ${userId}`;
    if (!user) throw new Error(`No auth user ${userId}`);
    const issuedAt = Math.floor(this.now().getTime() / 1000);
    return new SignJWT({
      email: user.email,
      phone: '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: issuedAt }],
      session_id: sessionId,
      is_anonymous: false,
    })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(userId)
      .setAudience('authenticated')
      .setIssuer(LOCAL_ISSUER)
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
      .sign(this.signingKey);
  }
}

const newRefreshToken = () => randomBytes(32).toString('base64url');
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function accountExistsFrom(error: unknown): AccountExistsError | undefined {
  if (!(error instanceof postgres.PostgresError) || error.code !== '23505') return undefined;
  const constraint = `${error.constraint_name ?? ''} ${error.detail ?? ''}`;
  return new AccountExistsError(/username/i.test(constraint) ? 'username' : 'email');
}
