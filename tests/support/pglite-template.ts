import { mkdir, mkdtemp, rename, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectDatabase } from '../../supabase/functions/_shared/db/database.ts';
import {
  dumpEmbeddedDatabase,
  startEmbeddedPostgres,
} from '../../supabase/local/database/embedded-postgres.ts';
import { migrateDatabase } from '../../supabase/local/database/migrate.ts';
import { schemaFingerprint } from './schema-fingerprint.ts';

const CACHE_DIR = path.resolve(import.meta.dirname, '../../node_modules/.cache/fitness-tests');

/**
 * A migrated PGlite database as a data-dir tarball, cached by schema fingerprint (initdb alone
 * takes seconds): the integration suite clones it per file, and a browser test that starts its own
 * server unpacks it as the server's data directory.
 */
export async function preparePgliteTemplate(): Promise<string> {
  const file = path.join(CACHE_DIR, `pglite-template-${await schemaFingerprint()}.tar.gz`);
  if (await stat(file).catch(() => undefined)) return file;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fitness-template-'));
  try {
    const embedded = await startEmbeddedPostgres({ dataDir });
    const sql = connectDatabase(embedded.url, { max: 1, prepare: true, keepConnections: true });
    try {
      await migrateDatabase(sql);
    } finally {
      await sql.end();
      await embedded.close();
    }
    const tarball = await dumpEmbeddedDatabase(dataDir);
    await mkdir(CACHE_DIR, { recursive: true });
    // Written aside and renamed: a process preparing the same template at once never reads half.
    const partial = `${file}.${process.pid}.partial`;
    await writeFile(partial, new Uint8Array(await tarball.arrayBuffer()));
    await rename(partial, file);
    return file;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
