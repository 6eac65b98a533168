import postgres from 'postgres';
import type { TestProject } from 'vitest/node';
import { connectDatabase } from '../../supabase/functions/_shared/db/database.ts';
import { migrateDatabase } from '../../supabase/local/database/migrate.ts';
import { preparePgliteTemplate } from './pglite-template.ts';
import { schemaFingerprint } from './schema-fingerprint.ts';
import type { TestDatabaseTarget } from './test-database-target.ts';

/**
 * Prepares one migrated database per run, which every test file then clones: a PGlite data-dir
 * tarball (cached by schema fingerprint, since initdb alone takes seconds), or, when
 * TEST_DATABASE_URL names a PostgreSQL server, a template database on it.
 */
export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const target: TestDatabaseTarget = adminUrl
    ? { kind: 'postgres', adminUrl, templateDatabase: await preparePostgresTemplate(adminUrl) }
    : { kind: 'pglite', templateFile: await preparePgliteTemplate() };
  project.provide('testDatabase', target);
}

/**
 * TEST_TEMPLATE_DATABASE names a template the caller already migrated (the test runner does it
 * with the Supabase CLI, as production does); otherwise one is migrated here by fingerprint.
 */
async function preparePostgresTemplate(adminUrl: string): Promise<string> {
  const prepared = process.env.TEST_TEMPLATE_DATABASE;
  if (prepared) return prepared;
  const name = `fitness_template_${await schemaFingerprint()}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  try {
    const [existing] = await admin`select 1 from pg_database where datname = ${name}`;
    if (existing) return name;
    await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const sql = connectDatabase(url.toString(), { max: 1, prepare: true });
  try {
    await migrateDatabase(sql);
  } finally {
    await sql.end();
  }
  return name;
}
