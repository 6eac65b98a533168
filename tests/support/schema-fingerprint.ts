import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { SCHEMA_SOURCE_DIRS } from '../../supabase/local/database/migrate.ts';

/** A hash of every shim, migration and seed file: a migrated template is reused while it matches. */
export async function schemaFingerprint(): Promise<string> {
  const hash = createHash('sha256');
  for (const source of SCHEMA_SOURCE_DIRS) {
    const info = await stat(source).catch(() => undefined);
    if (!info) continue;
    const files = info.isDirectory()
      ? (await readdir(source)).sort().map((name) => path.join(source, name))
      : [source];
    for (const file of files) {
      hash.update(path.basename(file));
      hash.update(await readFile(file));
    }
  }
  return hash.digest('hex').slice(0, 16);
}
