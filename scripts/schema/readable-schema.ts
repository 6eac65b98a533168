/**
 * Turns pg_dump's output for the migrated database into supabase/schema.sql: only what the
 * migrations built (an entry that a database with just the Supabase shims holds unchanged is
 * Supabase's, not the app's), grouped so that the app's schemas come first and the additions to
 * Supabase's own schemas are set apart, with nothing that changes from one machine or run to the
 * next (pg_dump's version lines, its random `\restrict` key, session settings, owners).
 */

/** Schemas that Supabase owns: the app may add policies or triggers to them, but their shape is Supabase's. */
export const SUPABASE_SCHEMAS = ['auth', 'storage', 'extensions'];
/** The migration runner's bookkeeping: which files ran, not what they built. */
const BOOKKEEPING_SCHEMA = 'supabase_migrations';

export interface DumpEntry {
  name: string;
  type: string;
  /** `-` for objects outside any schema (schemas themselves, their grants, global default privileges). */
  schema: string;
  body: string;
}

const ENTRY =
  /^--\n-- Name: (.*); Type: (.*); Schema: (.*); Owner: .*\n--\n\n([\s\S]*?)(?=^--\n-- (?:Name: |PostgreSQL database dump complete)|(?![\s\S]))/gm;

/** pg_dump's plain-text entries with their header fields; the preamble and trailer (with the `\restrict` key) are dropped. */
export function parseDump(dump: string): DumpEntry[] {
  return [...dump.matchAll(ENTRY)].map(([, name = '', type = '', schema = '', body = '']) => ({
    name,
    type,
    schema,
    body: body.trim(),
  }));
}

/** The schema an entry belongs to; for schema-level entries (`SCHEMA x`, its ACL or comment) that schema. */
function ownerSchema(entry: DumpEntry): string {
  if (entry.schema !== '-') return entry.schema;
  if (entry.type === 'SCHEMA') return entry.name;
  return /^SCHEMA (\S+)$/.exec(entry.name)?.[1] ?? '-';
}

const identity = (entry: DumpEntry) => `${entry.type}\n${entry.schema}\n${entry.name}\n${entry.body}`;

/** Lines of `pg_dumpall --roles-only` after the migrations that were not there after the shims alone. */
export function rolesAddedByMigrations(beforeMigrations: string, afterMigrations: string): string[] {
  const statement = (line: string) => line !== '' && !line.startsWith('--') && !line.startsWith('\\');
  const before = new Set(beforeMigrations.split('\n').filter(statement));
  return afterMigrations.split('\n').filter((line) => statement(line) && !before.has(line));
}

export interface SchemaSources {
  /** `pg_dump --schema-only --no-owner` of the migrated database. */
  migratedDump: string;
  /** The same of a database holding only the Supabase shims. */
  shimsDump: string;
  /** `pg_dumpall --roles-only` after the shims, and again after the migrations. */
  rolesAfterShims: string;
  rolesAfterMigrations: string;
  postgresMajor: number;
}

export function readableSchema(sources: SchemaSources): string {
  const supabaseOwn = new Set(parseDump(sources.shimsDump).map(identity));
  const built = parseDump(sources.migratedDump).filter(
    (entry) => !supabaseOwn.has(identity(entry)) && ownerSchema(entry) !== BOOKKEEPING_SCHEMA,
  );
  const inSupabaseSchemas = (entry: DumpEntry) => SUPABASE_SCHEMAS.includes(ownerSchema(entry));
  const render = (entry: DumpEntry) =>
    `--\n-- Name: ${entry.name}; Type: ${entry.type}; Schema: ${entry.schema}\n--\n\n${entry.body}\n`;
  const roles = rolesAddedByMigrations(sources.rolesAfterShims, sources.rolesAfterMigrations);
  const sections = [
    header(sources.postgresMajor),
    section('Roles the migrations create, and their memberships and settings', roles.join('\n')),
    section(
      "The app: every object the migrations build outside Supabase's schemas, in pg_dump's order",
      built
        .filter((entry) => !inSupabaseSchemas(entry))
        .map(render)
        .join('\n'),
    ),
    section(
      `What the migrations add to Supabase's own schemas (${SUPABASE_SCHEMAS.join(', ')})`,
      built.filter(inSupabaseSchemas).map(render).join('\n'),
    ),
  ];
  return `${sections.join('\n').trimEnd()}\n`;
}

function section(title: string, body: string): string {
  const rule = '-- '.padEnd(100, '=');
  return `${rule}\n-- ${title}\n${rule}\n\n${body || '-- (none)\n'}\n`;
}

function header(postgresMajor: number): string {
  return `${[
    'The database schema that supabase/migrations build, in one file to read: the migrations are the',
    'history, this is the map. Do not edit it: `npm run schema:generate` rewrites it (and the row types',
    'in supabase/functions/_shared/db/database-types.ts) from the migrations, and `npm run schema:check`',
    '(part of `npm test`) fails while either is out of date.',
    '',
    `Made by pg_dump --schema-only --no-owner on PostgreSQL ${postgresMajor}, after the standalone runtime's`,
    "Supabase shims and then every migration. Left out as Supabase's own: whatever a database holding",
    'only the shims has as well (the roles anon, authenticated, service_role and authenticator; the',
    "schemas auth, storage and extensions; Supabase's default grants in public), and the migration",
    "runner's bookkeeping. Owners are left out because they are all the same: the role that runs the",
    'migrations (postgres, on Supabase as standalone), which security definer functions run as.',
    'Grants, policies and comments are kept: they are the rules.',
  ]
    .map((line) => (line ? `-- ${line}` : '--'))
    .join(
      '\n',
    )}\n\n-- Loads into a database holding the shims: function bodies name tables defined further down.\nSET check_function_bodies = false;\n`;
}
