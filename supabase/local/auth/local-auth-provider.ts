import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { type Options as Argon2Options, hash, verify } from '@node-rs/argon2';
import { SignJWT } from 'jose';
import postgres from 'postgres';
import {
  AccountExistsError,
  type AuthProvider,
  InvalidCredentialsError,
  type NewAccount,
  type OAuthFlow,
  type SignUpResult,
} from '../../functions/_shared/accounts/auth-provider.ts';
import type { Sql, Tx } from '../../functions/_shared/db/database.ts';
import { type AccessClaims, secretVerifier } from '../../functions/_shared/session/access-token.ts';
import {
  InvalidRefreshTokenError,
  type TokenPair,
} from '../../functions/_shared/session/session-authority.ts';

export const LOCAL_ISSUER = 'fitness-tracker/local-auth';
export const ACCESS_TOKEN_SECONDS = 60 * 60;
/** A just-spent refresh token still renews its session for this long (parallel renewals). */
export const REFRESH_REUSE_SECONDS = 10;

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

/** Typed by hand: auth is Supabase's schema, which the generated row types leave out. */
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

  /**
   * The standalone runtime sends no e-mail, so a password sign-up never proves the address is the
   * member's: the account starts with `email_confirmed_at` empty, which decides identity linking.
   */
  async signUp(account: NewAccount): Promise<SignUpResult> {
    const passwordHash = await hash(account.password, ARGON2_OPTIONS);
    try {
      const tokens = await this.sql.begin(async (tx) => {
        const userId = randomUUID();
        await tx`
          insert into auth.users (id, aud, role, email, encrypted_password, email_confirmed_at,
                                  raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
          values (${userId}, 'authenticated', 'authenticated', ${account.email}, ${passwordHash}, null,
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
      const [row] = await tx<
        { session_id: string; user_id: string; revoked: boolean; recently_revoked: boolean }[]
      >`
        select t.session_id, t.user_id, t.revoked,
               t.updated_at > now() - make_interval(secs => ${REFRESH_REUSE_SECONDS}) as recently_revoked
        from auth.refresh_tokens t join auth.sessions s on s.id = t.session_id
        where t.token = ${presented} for update of t`;
      if (!row) return { error: 'unknown refresh token' };
      if (row.revoked && row.recently_revoked) {
        // Two requests renewed with the same token at once (another process, another tab): the
        // late one gets a pair of its own for the same session instead of ending it (GoTrue's
        // refresh token reuse interval does the same).
        return { tokens: await this.renewSession(tx, row.user_id, row.session_id, presented) };
      }
      if (row.revoked) {
        // A refresh token is good for one use. Seeing it again means it was copied: end the session.
        await tx`delete from auth.sessions where id = ${row.session_id}`;
        return { error: 'refresh token reused; session revoked' };
      }
      await tx`update auth.refresh_tokens set revoked = true, updated_at = now() where token = ${presented}`;
      return { tokens: await this.renewSession(tx, row.user_id, row.session_id, presented) };
    });
    // Thrown outside the transaction so that revoking a reused token's session is committed.
    if ('error' in outcome) throw new InvalidRefreshTokenError(outcome.error);
    return outcome.tokens;
  }

  async signOut(claims: AccessClaims): Promise<void> {
    await this.sql`delete from auth.sessions where id = ${claims.session_id} and user_id = ${claims.sub}`;
  }

  /** As GoTrue's hard delete: one statement, so the cascade to every member row is all or nothing. */
  async deleteUser(userId: string): Promise<void> {
    await this.sql`delete from auth.users where id = ${userId}`;
  }

  /**
   * Signs in (creating the account on first visit) a member who proved who they are elsewhere.
   *
   * Identity linking follows Supabase Auth's rule: a provider identity is joined to an existing
   * account with the same e-mail only when the provider verified that e-mail, and if the account's
   * own e-mail was never verified, its other unverified ways in are removed first: the password is
   * cleared and every session ended. Otherwise whoever signed up with somebody else's address and
   * a password of their own would keep a key to the account its real owner later opens with Google.
   */
  async signInWithIdentity(identity: ExternalIdentity): Promise<TokenPair> {
    return this.sql.begin(async (tx) => {
      const [linked] = await tx<{ user_id: string }[]>`
        select user_id from auth.identities where provider = ${identity.provider} and provider_id = ${identity.providerId}`;
      if (linked) {
        await tx`update auth.users set last_sign_in_at = now() where id = ${linked.user_id}`;
        return this.startSession(tx, linked.user_id, 'oauth');
      }
      if (!identity.emailVerified) throw new Error(`${identity.provider} did not verify the e-mail address`);
      const [existing] = await tx<{ id: string; email_confirmed: boolean }[]>`
        select id, email_confirmed_at is not null as email_confirmed
        from auth.users where lower(email) = ${identity.email.toLowerCase()} for update`;
      const userId = existing?.id ?? randomUUID();
      if (!existing) {
        await tx`
          insert into auth.users (id, aud, role, email, email_confirmed_at, raw_app_meta_data,
                                  raw_user_meta_data, created_at, updated_at)
          values (${userId}, 'authenticated', 'authenticated', ${identity.email.toLowerCase()}, now(),
                  ${tx.json({ provider: identity.provider, providers: [identity.provider] })},
                  ${tx.json(identity.metadata as postgres.JSONValue)}, now(), now())`;
      } else if (!existing.email_confirmed) {
        await tx`
          update auth.users
          set encrypted_password = null,
              email_confirmed_at = now(),
              raw_app_meta_data = jsonb_build_object('provider', ${identity.provider}::text,
                                                     'providers', jsonb_build_array(${identity.provider}::text)),
              updated_at = now()
          where id = ${userId}`;
        await tx`delete from auth.identities where user_id = ${userId}`;
        await tx`delete from auth.sessions where user_id = ${userId}`;
      } else {
        await tx`
          update auth.users
          set raw_app_meta_data = jsonb_set(
                raw_app_meta_data, '{providers}',
                coalesce(raw_app_meta_data -> 'providers', '[]'::jsonb) || jsonb_build_array(${identity.provider}::text)),
              updated_at = now()
          where id = ${userId}`;
      }
      await tx`
        insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at)
        values (${identity.providerId}, ${userId}, ${tx.json(identity.metadata as postgres.JSONValue)},
                ${identity.provider}, now())`;
      await tx`update auth.users set last_sign_in_at = now() where id = ${userId}`;
      return this.startSession(tx, userId, 'oauth');
    }) as Promise<TokenPair>;
  }

  private async renewSession(tx: Tx, userId: string, sessionId: string, parent: string): Promise<TokenPair> {
    const next = newRefreshToken();
    await tx`insert into auth.refresh_tokens (token, user_id, session_id, parent)
             values (${sha256(next)}, ${userId}, ${sessionId}, ${parent})`;
    await tx`update auth.sessions set updated_at = now() where id = ${sessionId}`;
    const accessToken = await this.issueAccessToken(tx, userId, sessionId, 'token_refresh');
    return { accessToken, refreshToken: next };
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
