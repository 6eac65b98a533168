import type { Sql } from '../db/database.ts';

/** Resolves when the database answers a trivial query; rejects with its error otherwise. */
export async function pingDatabase(sql: Sql): Promise<void> {
  await sql`select 1`;
}
