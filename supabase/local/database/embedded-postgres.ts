import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';

export interface EmbeddedPostgres {
  /** A postgres:// URL for postgres.js; the socket serves one connection, so use a pool of one. */
  url: string;
  close(): Promise<void>;
}

export interface EmbeddedPostgresOptions {
  /** Directory holding the database files; omitted, the database lives in memory. */
  dataDir?: string;
  /** A tarball from `dumpDataDir`, to start from a prepared (already migrated) database. */
  loadDataDir?: Blob | File;
}

/** PGlite behind pglite-socket on a free loopback port: the standalone runtime's Postgres. */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions = {},
): Promise<EmbeddedPostgres> {
  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0 });
  await server.start();
  return {
    url: `postgres://postgres:postgres@${server.getServerConn()}/postgres`,
    async close() {
      await server.stop();
      await db.close();
    },
  };
}

/** Snapshot of a database's files, used to clone one migrated template into each test file. */
export async function dumpEmbeddedDatabase(dataDir: string): Promise<Blob> {
  const db = await PGlite.create({ dataDir });
  try {
    return await db.dumpDataDir('gzip');
  } finally {
    await db.close();
  }
}
