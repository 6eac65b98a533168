import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { applyShims, migrateDatabase } from '../../supabase/local/database/migrate.ts';
import { readDatabaseMajorVersion } from '../../tests/support/supabase-config.ts';
import { findPostgresBinDir, startTemporaryPostgres } from '../../tests/support/temporary-postgres.ts';
import { DATABASE_TYPES_FILE, renderDatabaseTypes } from './database-types.ts';
import { readableSchema } from './readable-schema.ts';

/**
 * `npm run schema:generate` writes supabase/schema.sql and the database row types from the
 * migrations, run on a throwaway PostgreSQL server of the version supabase/config.toml names.
 * `npm run schema:check` (`--check`) builds the same and fails when the files in the tree differ,
 * printing the difference and leaving the fresh copies in a temporary directory, so a migration
 * committed without them fails `npm test`. Without that server the check is skipped with a note,
 * except in CI (CI=true), where it fails.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCHEMA_FILE = 'supabase/schema.sql';
/** The app's schemas, as the migrations create them; Supabase's own (auth, storage) are not typed. */
const APP_SCHEMAS = ['public', 'private', 'social', 'data_api'];
const runFile = promisify(execFile);
const IN_CI = ['1', 'true'].includes((process.env.CI ?? '').toLowerCase());

async function main() {
  const check = process.argv.includes('--check');
  const major = await readDatabaseMajorVersion();
  const binDir = findPostgresBinDir({ major });
  if (!binDir) {
    const note = `no PostgreSQL ${major} server binaries found (apt-get install postgresql-${major}, or set PG_BIN_DIR)`;
    if (IN_CI || !check) throw new Error(note);
    console.log(`Skipping the schema check: ${note}.`);
    return;
  }
  const files = await buildFiles(binDir, major);
  if (!check) {
    for (const [file, text] of Object.entries(files)) writeFileSync(path.join(ROOT, file), text);
    console.log(`Written: ${Object.keys(files).join(', ')}`);
    return;
  }
  const stale = Object.entries(files).filter(([file, text]) => readCommitted(file) !== text);
  if (stale.length === 0) {
    console.log(`${Object.keys(files).join(' and ')} match the migrations.`);
    return;
  }
  const fresh = mkdtempSync(path.join(tmpdir(), 'fitness-schema-'));
  for (const [file, text] of stale) {
    const freshFile = path.join(fresh, path.basename(file));
    writeFileSync(freshFile, text);
    spawnSync('git', ['diff', '--no-index', '--no-color', '--', path.join(ROOT, file), freshFile], {
      stdio: 'inherit',
    });
  }
  console.error(
    `\nOut of date: ${stale.map(([file]) => file).join(', ')} (fresh copies in ${fresh}).` +
      '\nRun `npm run schema:generate` and commit the result with the migration.',
  );
  process.exitCode = 1;
}

function readCommitted(file: string): string | undefined {
  try {
    return readFileSync(path.join(ROOT, file), 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * One server, two databases: one with only the Supabase shims (what is Supabase's), one with the
 * shims and every migration (what the app adds). Roles are per server, so they are read once
 * after the shims and once after the migrations.
 */
async function buildFiles(binDir: string, major: number): Promise<Record<string, string>> {
  const server = await startTemporaryPostgres(binDir);
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  const urlOf = (database: string) => server.url.replace(/\/postgres$/, `/${database}`);
  const tool = async (name: string, args: string[]) =>
    (await runFile(path.join(binDir, name), args, { maxBuffer: 64 * 1024 * 1024 })).stdout;
  try {
    await admin.unsafe('create database shims_only');
    await admin.unsafe('create database migrated');
    const shimsOnly = postgres(urlOf('shims_only'), { max: 1, onnotice: () => {} });
    await applyShims(shimsOnly);
    await shimsOnly.end();
    const rolesAfterShims = await tool('pg_dumpall', ['--roles-only', `--dbname=${server.url}`]);

    const migrated = postgres(urlOf('migrated'), { max: 1, onnotice: () => {} });
    try {
      // seed.sql is data, not schema: leaving it out saves most of the time.
      await migrateDatabase(migrated, { seed: false });
      const dump = (database: string) =>
        tool('pg_dump', ['--schema-only', '--no-owner', `--dbname=${urlOf(database)}`]);
      // The Supabase CLI takes about as long as the rest together, so everything runs side by side.
      const [rolesAfterMigrations, migratedDump, shimsDump, databaseTypes] = await Promise.all([
        tool('pg_dumpall', ['--roles-only', `--dbname=${server.url}`]),
        dump('migrated'),
        dump('shims_only'),
        renderDatabaseTypes(migrated, urlOf('migrated'), APP_SCHEMAS),
      ]);
      return {
        [SCHEMA_FILE]: readableSchema({
          migratedDump,
          shimsDump,
          rolesAfterShims,
          rolesAfterMigrations,
          postgresMajor: major,
        }),
        [DATABASE_TYPES_FILE]: databaseTypes,
      };
    } finally {
      await migrated.end();
    }
  } finally {
    await admin.end();
    server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
