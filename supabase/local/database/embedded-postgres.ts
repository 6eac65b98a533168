import { chmod, mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /**
   * A libpq-style URL naming the Unix socket (`?host=<directory>`), which `connectDatabase`
   * understands. The socket serves one connection: use a pool of one that never lets it go.
   */
  url: string;
  /** The directory holding the socket, readable and writable by this user only. */
  socketDir: string;
  close(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Directory holding the database files; omitted, the database lives in memory. */
  dataDir?: string;
  /** A tarball from `dumpDataDir`, to start from a prepared (already migrated) database. */
  loadDataDir?: Blob | File;
  /**
   * Connections served at once; 1 unless given, which is what the runtime keeps. Tests raise it so
   * that PostgREST can share their database. The socket runs one message at a time, and while a
   * transaction is open only that connection's; but every connection shares PGlite's one session
   * (its settings, its unnamed statement), so clients must take turns, not talk at once.
   */
  maxConnections?: number;
}

/**
 * The contrib extensions the migrations create, loaded into every PGlite instance: btree_gist lets
 * a booking's exclusion constraint compare a trainer's id (=) beside a time range (&&).
 */
const EXTENSIONS = { btree_gist };

/** PostgreSQL's own name for the socket file, so any client finds it from the directory alone. */
const SOCKET_FILE = '.s.PGSQL.5432';

/**
 * PGlite behind pglite-socket: the standalone runtime's Postgres. It listens on a Unix socket in a
 * fresh owner-only directory (mode 0700) instead of a loopback port: PGlite has no authentication
 * and runs as superuser, so on a TCP port any local process could read the password hashes or
 * take the single connection. The directory lives under the system's temporary directory because
 * socket paths are limited to about 100 characters, which a deep data directory could exceed.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const db = await PGlite.create({
    extensions: EXTENSIONS,
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const socketDir = await mkdtemp(path.join(tmpdir(), 'fitness-db-'));
  await chmod(socketDir, 0o700);
  const server = new PGLiteSocketServer({
    db,
    path: path.join(socketDir, SOCKET_FILE),
    maxConnections: options.maxConnections ?? 1,
  });
  try {
    await server.start();
  } catch (error) {
    await db.close();
    await rm(socketDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: `postgres://postgres@localhost:5432/postgres?host=${encodeURIComponent(socketDir)}`,
    socketDir,
    async close() {
      await server.stop();
      await db.close();
      await rm(socketDir, { recursive: true, force: true });
    },
  };
}

/** Snapshot of a database's files, used to clone one migrated template into each test file. */
export async function dumpEmbeddedDatabase(dataDir: string): Promise<Blob> {
  const db = await PGlite.create({ dataDir, extensions: EXTENSIONS });
  try {
    return await db.dumpDataDir('gzip');
  } finally {
    await db.close();
  }
}
