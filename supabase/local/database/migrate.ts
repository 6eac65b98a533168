import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Sql, Tx } from '../../functions/_shared/db/database.ts';

const SUPABASE_DIR = path.resolve(import.meta.dirname, '../..');
const SHIMS_DIR = path.join(SUPABASE_DIR, 'local/shims');
const MIGRATIONS_DIR = path.join(SUPABASE_DIR, 'migrations');
const SEED_FILE = path.join(SUPABASE_DIR, 'seed.sql');
/** seed.sql's path as the Supabase CLI records it, relative to the project root. */
const SEED_RECORD_PATH = 'supabase/seed.sql';
/** Any constant works; it only keeps two processes from migrating the same database at once. */
const MIGRATION_LOCK_ID = 7_214_113;

export interface MigrationReport {
  shimsApplied: boolean;
  migrationsApplied: string[];
  seedApplied: boolean;
}

/**
 * Brings a database to the current schema the way the Supabase CLI does: the Supabase shims first
 * (skipped on a real Supabase database), then each file of supabase/migrations not yet recorded in
 * supabase_migrations.schema_migrations, then supabase/seed.sql when its content was never applied
 * (recorded by hash in supabase_migrations.seed_files, so seed.sql must be written to re-run safely).
 * Everything runs in one transaction: a failing file leaves the database exactly as it was.
 */
export async function migrateDatabase(
  sql: Sql,
  /** `through`: apply migrations up to this version only (a bench comparing schemas side by side). */
  options: { seed?: boolean; through?: string } = {},
): Promise<MigrationReport> {
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`;
    const shimsApplied = await applyShims(tx);
    await tx.unsafe(`
      create schema if not exists supabase_migrations;
      create table if not exists supabase_migrations.schema_migrations (
        version text primary key, statements text[], name text);
      create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null);`);
    const applied = new Set(
      (await tx<{ version: string }[]>`select version from supabase_migrations.schema_migrations`).map(
        (row) => row.version,
      ),
    );
    const migrationsApplied: string[] = [];
    for (const file of await listMigrationFiles()) {
      const { version, name } = parseMigrationName(file);
      if (applied.has(version) || (options.through !== undefined && version > options.through)) continue;
      const text = await readFile(path.join(MIGRATIONS_DIR, file), 'utf8');
      await tx.savepoint(async (step) => {
        await step.unsafe(text);
        await step`insert into supabase_migrations.schema_migrations (version, name, statements)
                   values (${version}, ${name}, ${[text]})`;
      });
      migrationsApplied.push(file);
    }
    const seedApplied = options.seed === false ? false : await applySeed(tx);
    return { shimsApplied, migrationsApplied, seedApplied };
  }) as Promise<MigrationReport>;
}

/** Creates what Supabase provides (roles, auth, storage) unless this is a real Supabase database. */
export async function applyShims(tx: Sql | Tx): Promise<boolean> {
  // A Supabase database already has the real roles and schemas (and this role of theirs).
  const [{ supabase } = { supabase: false }] = await tx<{ supabase: boolean }[]>`
    select exists (select 1 from pg_roles where rolname = 'supabase_auth_admin') as supabase`;
  if (supabase) return false;
  for (const file of (await readdir(SHIMS_DIR)).filter((name) => name.endsWith('.sql')).sort()) {
    await tx.unsafe(await readFile(path.join(SHIMS_DIR, file), 'utf8'));
  }
  return true;
}

async function applySeed(tx: Tx): Promise<boolean> {
  let text: string;
  try {
    text = await readFile(SEED_FILE, 'utf8');
  } catch {
    return false;
  }
  const hash = createHash('sha256').update(text).digest('hex');
  const [recorded] = await tx<{ hash: string }[]>`
    select hash from supabase_migrations.seed_files where path = ${SEED_RECORD_PATH}`;
  if (recorded?.hash === hash) return false;
  await tx.unsafe(text);
  await tx`insert into supabase_migrations.seed_files (path, hash) values (${SEED_RECORD_PATH}, ${hash})
           on conflict (path) do update set hash = excluded.hash`;
  return true;
}

/** Every input of the schema, for callers that cache a migrated database by content. */
export const SCHEMA_SOURCE_DIRS = [SHIMS_DIR, MIGRATIONS_DIR, SEED_FILE];

export async function listMigrationFiles(): Promise<string[]> {
  return (await readdir(MIGRATIONS_DIR)).filter((name) => /^\d+_.+\.sql$/.test(name)).sort();
}

function parseMigrationName(file: string): { version: string; name: string } {
  const match = /^(\d+)_(.+)\.sql$/.exec(file);
  if (!match?.[1] || !match[2])
    throw new Error(`Migration file name must be <timestamp>_<name>.sql: ${file}`);
  return { version: match[1], name: match[2] };
}
