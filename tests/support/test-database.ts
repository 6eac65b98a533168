import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import postgres from 'postgres';
import { inject } from 'vitest';
import { connectDatabase, type Sql } from '../../supabase/functions/_shared/db/database.ts';
import { startEmbeddedPostgres } from '../../supabase/local/database/embedded-postgres.ts';
import './test-database-target.ts';

export interface TestDatabase {
  url: string;
  /** Connected as the database owner (superuser): what tests use to look behind row-level security. */
  sql: Sql;
  close(): Promise<void>;
}

export interface UnconnectedTestDatabase {
  url: string;
  close(): Promise<void>;
}

/** A private copy of the migrated template for one test file, connected as its owner. */
export async function openTestDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  const onPglite = inject('testDatabase').kind === 'pglite';
  const sql = connectDatabase(database.url, {
    max: onPglite ? 1 : 4,
    prepare: true,
    keepConnections: onPglite,
  });
  return {
    url: database.url,
    sql,
    async close() {
      await sql.end({ timeout: 5 });
      await database.close();
    },
  };
}

/** The same copy without a connection, for a test that hands the URL to another process. */
export async function createTestDatabase(): Promise<UnconnectedTestDatabase> {
  const target = inject('testDatabase');
  if (target.kind === 'pglite') {
    const template = new Blob([new Uint8Array(await readFile(target.templateFile))]);
    // The test's own connection, and PostgREST's where a test starts it (data-api.ts): PostgREST
    // opens its replacement for an idle connection before closing the old one, hence three.
    return startEmbeddedPostgres({ loadDataDir: template, maxConnections: 3 });
  }
  const name = `fitness_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(target.adminUrl, { max: 1, onnotice: () => {} });
  try {
    await admin.unsafe(`create database ${name} template ${target.templateDatabase}`);
  } finally {
    await admin.end();
  }
  const url = new URL(target.adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async close() {
      const cleanup = postgres(target.adminUrl, { max: 1, onnotice: () => {} });
      try {
        await cleanup.unsafe(`drop database if exists ${name} with (force)`);
      } finally {
        await cleanup.end();
      }
    },
  };
}
