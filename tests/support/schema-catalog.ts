import type { Sql } from '../../supabase/functions/_shared/db/database.ts';

export interface ColumnInfo {
  name: string;
  /** format_type() text, e.g. `integer`, `text[]`, `timestamp with time zone`, `exercise_category`. */
  type: string;
  notNull: boolean;
  hasDefault: boolean;
  generated: boolean;
  enumLabels: string[] | null;
  isArray: boolean;
}

export interface ForeignKey {
  columns: string[];
  refSchema: string;
  refTable: string;
  refColumns: string[];
}

export interface TableInfo {
  name: string;
  columns: ColumnInfo[];
  primaryKey: string[];
  foreignKeys: ForeignKey[];
}

/** Tables of the public schema as the catalog describes them, for tests generic over the schema. */
export async function readPublicTables(sql: Sql): Promise<Map<string, TableInfo>> {
  const columns = await sql<(ColumnInfo & { table: string })[]>`
    select c.relname as table,
           a.attname as name,
           format_type(a.atttypid, a.atttypmod) as type,
           a.attnotnull as "notNull",
           a.atthasdef as "hasDefault",
           (a.attgenerated <> '' or a.attidentity <> '') as generated,
           (select array_agg(e.enumlabel order by e.enumsortorder) from pg_enum e
             where e.enumtypid = coalesce(nullif(t.typelem, 0), t.oid)) as "enumLabels",
           (t.typcategory = 'A') as "isArray"
    from pg_class c
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
    join pg_type t on t.oid = a.atttypid
    where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
    order by c.relname, a.attnum`;
  const keys = await sql<
    {
      table: string;
      kind: string;
      columns: string[];
      refSchema: string | null;
      refTable: string | null;
      refColumns: string[] | null;
    }[]
  >`
    select c.relname as table,
           k.contype as kind,
           (select array_agg(a.attname order by u.ord) from unnest(k.conkey) with ordinality u(attnum, ord)
              join pg_attribute a on a.attrelid = k.conrelid and a.attnum = u.attnum) as columns,
           rn.nspname as "refSchema",
           rc.relname as "refTable",
           (select array_agg(a.attname order by u.ord) from unnest(k.confkey) with ordinality u(attnum, ord)
              join pg_attribute a on a.attrelid = k.confrelid and a.attnum = u.attnum) as "refColumns"
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    left join pg_class rc on rc.oid = k.confrelid
    left join pg_namespace rn on rn.oid = rc.relnamespace
    where c.relnamespace = 'public'::regnamespace and k.contype in ('p', 'f')`;

  const tables = new Map<string, TableInfo>();
  for (const { table, ...column } of columns) {
    if (!tables.has(table)) tables.set(table, { name: table, columns: [], primaryKey: [], foreignKeys: [] });
    tables.get(table)?.columns.push(column);
  }
  for (const key of keys) {
    const table = tables.get(key.table);
    if (!table) continue;
    if (key.kind === 'p') table.primaryKey = key.columns;
    else if (key.refTable && key.refSchema && key.refColumns) {
      table.foreignKeys.push({
        columns: key.columns,
        refSchema: key.refSchema,
        refTable: key.refTable,
        refColumns: key.refColumns,
      });
    }
  }
  return tables;
}

/**
 * Tables holding a member's rows: those with a foreign key to auth.users, and those hanging off
 * such a table by a required foreign key (a workout's exercises belong to the workout's member).
 */
export function memberOwnedTables(tables: Map<string, TableInfo>): TableInfo[] {
  const owned = new Set<string>();
  for (const table of tables.values()) {
    if (table.foreignKeys.some((key) => key.refSchema === 'auth' && key.refTable === 'users'))
      owned.add(table.name);
  }
  let grew = true;
  while (grew) {
    grew = false;
    for (const table of tables.values()) {
      if (owned.has(table.name)) continue;
      const hangsOffOwned = table.foreignKeys.some(
        (key) =>
          key.refSchema === 'public' &&
          owned.has(key.refTable) &&
          key.columns.every((name) => table.columns.find((column) => column.name === name)?.notNull),
      );
      if (hangsOffOwned) {
        owned.add(table.name);
        grew = true;
      }
    }
  }
  return [...owned].sort().map((name) => tables.get(name) as TableInfo);
}
