import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sql, Tx } from '../../supabase/functions/_shared/db/database.ts';
import type { AccessClaims } from '../../supabase/functions/_shared/session/access-token.ts';
import { RowFactory } from '../support/row-factory.ts';
import { memberOwnedTables, readPublicTables, type TableInfo } from '../support/schema-catalog.ts';
import { createTestApi, type Member, type TestApi } from '../support/test-api.ts';

/**
 * Row-level security, checked generically: the table list comes from the database, so a table
 * added by a later migration is covered without new code here. For every member-owned table,
 * member B must not read, change, delete or forge member A's rows, and `anon` reads nothing.
 */

/** Rows every signed-in member may read by design (the community feed, the trainer directory). */
const READABLE_BY_EVERY_MEMBER = new Set([
  'community_post',
  'trainer',
  'trainer_service',
  'trainer_review',
  'trainer_availability',
  'trainer_date_off',
]);
/** Tables the matrix must find, so a broken discovery query cannot pass by testing nothing. */
const MUST_COVER = ['profile', 'workout', 'workout_exercise', 'goal', 'calendar_note'];

let api: TestApi;
let sql: Sql;
let ownedTables: TableInfo[];
let factory: RowFactory;
let memberA: Member;
let memberB: Member;

beforeAll(async () => {
  api = await createTestApi();
  sql = api.sql;
  const tables = await readPublicTables(sql);
  ownedTables = memberOwnedTables(tables);
  memberA = await api.signUp();
  memberB = await api.signUp();
  factory = new RowFactory(sql, tables, (await api.signUp()).user.id);
});
afterAll(() => api.close());

const claimsOf = (member: Member): AccessClaims => ({
  sub: member.user.id,
  role: 'authenticated',
  aud: 'authenticated',
  email: member.email,
  exp: Math.floor(Date.now() / 1000) + 600,
  session_id: crypto.randomUUID(),
});

/** Runs `work` as the member under RLS and rolls everything back; a denied statement answers 'denied'. */
async function asRole<T>(
  role: 'authenticated' | 'anon',
  claims: AccessClaims | null,
  work: (tx: Tx) => Promise<T>,
) {
  let outcome: T | 'denied' = 'denied';
  await sql
    .begin(async (tx) => {
      await tx`select set_config('request.jwt.claims', ${JSON.stringify(claims ?? { role: 'anon' })}, true),
                      set_config('role', ${role}, true)`;
      try {
        outcome = await work(tx);
      } catch (error) {
        if (!(error instanceof postgres.PostgresError) || error.code !== '42501') throw error;
        outcome = 'denied';
      }
      throw new RollBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollBack)) throw error;
    });
  return outcome as T | 'denied';
}
class RollBack extends Error {}

const keyOf = (table: TableInfo, row: Record<string, unknown>) =>
  Object.fromEntries(table.primaryKey.map((column) => [column, row[column]]));

function whereKey(tx: Tx, key: Record<string, unknown>) {
  const [first, ...rest] = Object.entries(key);
  if (!first) throw new Error('table without a primary key');
  return rest.reduce(
    (clause, [column, value]) => tx`${clause} and ${tx(column)} = ${value as postgres.SerializableParameter}`,
    tx`${tx(first[0])} = ${first[1] as postgres.SerializableParameter}`,
  );
}

async function snapshot(table: TableInfo, key: Record<string, unknown>) {
  const [row] = await sql.begin(
    (tx) =>
      tx<
        { digest: string }[]
      >`select md5(t::text) as digest from public.${tx(table.name)} t where ${whereKey(tx, key)}`,
  );
  return row?.digest;
}

describe('row-level security on every member-owned table', () => {
  it('discovers the member-owned tables from the database', () => {
    const names = ownedTables.map((table) => table.name);
    for (const name of MUST_COVER) expect(names).toContain(name);
  });

  it('keeps each member inside their own rows', async () => {
    const problems: string[] = [];
    for (const table of ownedTables) {
      const rowA = await factory.rowFor(table.name, memberA.user.id);
      await factory.rowFor(table.name, memberB.user.id);
      const key = keyOf(table, rowA);
      const before = await snapshot(table, key);
      const [grants] = await sql<{ select: boolean }[]>`
        select has_table_privilege('authenticated', ${`public.${table.name}`}, 'SELECT') as select`;
      const updatable = table.columns.filter((column) => !column.generated).map((column) => column.name);
      const [{ updatableColumns } = { updatableColumns: [] as string[] }] = await sql<
        { updatableColumns: string[] }[]
      >`
        select coalesce(array_agg(name), '{}') as "updatableColumns" from unnest(${updatable}::text[]) name
        where has_column_privilege('authenticated', ${`public.${table.name}`}, name, 'UPDATE')`;

      // Control: the owner sees their own row wherever members may read the table at all.
      if (grants?.select) {
        const own = await asRole('authenticated', claimsOf(memberA), (tx) =>
          tx`select 1 from public.${tx(table.name)} where ${whereKey(tx, key)}`.then((rows) => rows.length),
        );
        if (own !== 1) problems.push(`${table.name}: the owner cannot read their own row`);
      }

      const seen = await asRole('authenticated', claimsOf(memberB), (tx) =>
        tx`select 1 from public.${tx(table.name)} where ${whereKey(tx, key)}`.then((rows) => rows.length),
      );
      const expectedSeen = READABLE_BY_EVERY_MEMBER.has(table.name) ? 1 : 0;
      if (seen !== 'denied' && seen !== expectedSeen)
        problems.push(`${table.name}: B reads A's row (${seen})`);

      for (const column of updatableColumns) {
        const updated = await asRole('authenticated', claimsOf(memberB), (tx) =>
          tx`update public.${tx(table.name)} set ${tx(column)} = ${tx(column)} where ${whereKey(tx, key)}`.then(
            (result) => result.count,
          ),
        );
        if (updated !== 'denied' && updated !== 0) problems.push(`${table.name}: B updates A's ${column}`);
      }

      const deleted = await asRole('authenticated', claimsOf(memberB), (tx) =>
        tx`delete from public.${tx(table.name)} where ${whereKey(tx, key)}`.then((result) => result.count),
      );
      if (deleted !== 'denied' && deleted !== 0) problems.push(`${table.name}: B deletes A's row`);

      // B tries to insert a copy of A's row (same owner, same parents); only a refusal is right.
      const forged = Object.fromEntries(
        Object.entries(rowA).filter(([column]) => {
          const info = table.columns.find((candidate) => candidate.name === column);
          return info && !info.generated && !(info.hasDefault && table.primaryKey.includes(column));
        }),
      );
      const inserted = await asRole('authenticated', claimsOf(memberB), (tx) =>
        tx`insert into public.${tx(table.name)} ${tx(forged as Record<string, postgres.SerializableParameter>)}`.then(
          (result) => result.count,
        ),
      ).catch((error: unknown) => `error ${(error as postgres.PostgresError).code}`);
      if (inserted !== 'denied')
        problems.push(`${table.name}: B inserting a row owned by A gave ${inserted}`);

      const anonymous = await asRole('anon', null, (tx) =>
        tx`select count(*)::int as count from public.${tx(table.name)}`.then((rows) => rows[0]?.count),
      );
      if (anonymous !== 'denied' && anonymous !== 0)
        problems.push(`${table.name}: anon reads ${anonymous} rows`);

      if ((await snapshot(table, key)) !== before) problems.push(`${table.name}: A's row changed`);
    }
    expect(problems).toEqual([]);
  });
});
