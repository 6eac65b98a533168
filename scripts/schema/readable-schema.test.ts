import { describe, expect, test } from 'vitest';
import { parseDump, readableSchema, rolesAddedByMigrations } from './readable-schema.ts';

/** A dump as pg_dump 15 writes it: a preamble, entries, a trailer, and a random `\restrict` key. */
function dump(...entries: [name: string, type: string, schema: string, body: string][]): string {
  return [
    '--\n-- PostgreSQL database dump\n--\n\n\\restrict Ab12Cd34\n',
    '-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)',
    '-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)\n',
    "SET statement_timeout = 0;\nSELECT pg_catalog.set_config('search_path', '', false);\n",
    ...entries.map(
      ([name, type, schema, body]) =>
        `--\n-- Name: ${name}; Type: ${type}; Schema: ${schema}; Owner: -\n--\n\n${body}\n\n`,
    ),
    '--\n-- PostgreSQL database dump complete\n--\n\n\\unrestrict Ab12Cd34\n',
  ].join('\n');
}

const usersTable = ['users', 'TABLE', 'auth', 'CREATE TABLE auth.users (\n    id uuid NOT NULL\n);'] as const;
const publicGrants = ['SCHEMA public', 'ACL', '-', 'GRANT USAGE ON SCHEMA public TO anon;'] as const;
const workoutTable = [
  'workout',
  'TABLE',
  'public',
  'CREATE TABLE public.workout (\n    id uuid\n);',
] as const;
const avatarPolicy = [
  'objects Members read their own avatars',
  'POLICY',
  'storage',
  'CREATE POLICY "Members read their own avatars" ON storage.objects FOR SELECT TO authenticated USING (true);',
] as const;
const bookkeeping = [
  'schema_migrations',
  'TABLE',
  'supabase_migrations',
  'CREATE TABLE supabase_migrations.schema_migrations (\n    version text NOT NULL\n);',
] as const;

const roles = (...lines: string[]) =>
  ['--\n-- Roles\n--\n', '\\restrict Xy98', 'CREATE ROLE anon;', ...lines, '\\unrestrict Xy98'].join('\n');

const schemaOf = (migrated: string, shims: string) =>
  readableSchema({
    migratedDump: migrated,
    shimsDump: shims,
    rolesAfterShims: roles(),
    rolesAfterMigrations: roles('CREATE ROLE api_member;'),
    postgresMajor: 15,
  });

const sectionsOf = (schema: string) => schema.split(/^-- =+\n-- .*\n-- =+$/m);

describe('readableSchema', () => {
  test('leaves out an entry a database with only the shims holds unchanged', () => {
    const schema = schemaOf(dump([...usersTable], [...workoutTable]), dump([...usersTable]));
    expect(schema).not.toContain('CREATE TABLE auth.users');
    expect(schema).toContain('CREATE TABLE public.workout');
  });

  test('keeps an entry of the shims that a migration changed, as it is after the migrations', () => {
    const changed = [
      publicGrants[0],
      publicGrants[1],
      publicGrants[2],
      `${publicGrants[3]}\nGRANT USAGE ON SCHEMA public TO api_member;`,
    ] as const;
    const schema = schemaOf(dump([...changed]), dump([...publicGrants]));
    expect(schema).toContain('GRANT USAGE ON SCHEMA public TO api_member;');
  });

  test("puts the migrations' additions to Supabase's schemas in the last section, the app's objects before", () => {
    const schema = schemaOf(dump([...workoutTable], [...avatarPolicy]), dump());
    const [, , app = '', supabase = ''] = sectionsOf(schema);
    expect(app).toContain('CREATE TABLE public.workout');
    expect(app).not.toContain('storage.objects');
    expect(supabase).toContain('ON storage.objects');
    expect(supabase).not.toContain('public.workout');
  });

  test("leaves out the migration runner's bookkeeping", () => {
    expect(schemaOf(dump([...bookkeeping], [...workoutTable]), dump())).not.toContain('supabase_migrations');
  });

  test('holds nothing that differs between machines or runs: versions, restrict keys, owners', () => {
    const schema = schemaOf(dump([...workoutTable]), dump());
    expect(schema).not.toMatch(/Dumped (from|by)|restrict|Owner:|15\.18/);
  });

  test('names the roles the migrations created', () => {
    const [, roleSection = ''] = sectionsOf(schemaOf(dump(), dump()));
    expect(roleSection.trim()).toBe('CREATE ROLE api_member;');
  });
});

describe('parseDump', () => {
  test('reads every entry with its name, type, schema and statement', () => {
    expect(parseDump(dump([...workoutTable], [...publicGrants]))).toEqual([
      { name: 'workout', type: 'TABLE', schema: 'public', body: workoutTable[3] },
      { name: 'SCHEMA public', type: 'ACL', schema: '-', body: publicGrants[3] },
    ]);
  });
});

describe('rolesAddedByMigrations', () => {
  test('lists the statements only the later roles dump has, in its order', () => {
    expect(
      rolesAddedByMigrations(
        roles('GRANT anon TO authenticator GRANTED BY postgres;'),
        roles(
          'CREATE ROLE api_member;',
          'GRANT anon TO authenticator GRANTED BY postgres;',
          'GRANT authenticated TO api_member GRANTED BY postgres;',
        ),
      ),
    ).toEqual(['CREATE ROLE api_member;', 'GRANT authenticated TO api_member GRANTED BY postgres;']);
  });
});
