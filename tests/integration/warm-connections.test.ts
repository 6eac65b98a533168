import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectDatabase, type Sql } from '../../supabase/functions/_shared/db/database.ts';
import { createTestDatabase, type UnconnectedTestDatabase } from '../support/test-database.ts';

// The embedded database serves one connection, so its pool never chooses between connections.
describe.skipIf(inject('testDatabase').kind === 'pglite')('a pool of several connections', () => {
  let database: UnconnectedTestDatabase;
  let sql: Sql;

  beforeAll(async () => {
    database = await createTestDatabase();
    // One connection for statements outside a transaction, three for transactions.
    sql = connectDatabase(database.url, { max: 4, prepare: true });
  });
  afterAll(async () => {
    await sql.end({ timeout: 5 });
    await database.close();
  });

  const backendPid = async (db: Sql) => {
    const [row] = await db<{ pid: number }[]>`select pg_backend_pid() as pid`;
    return row?.pid;
  };
  const inTransaction = (pause = 0) =>
    sql.begin(async (tx) => {
      if (pause > 0) await tx`select pg_sleep(${pause})`;
      return backendPid(tx as unknown as Sql);
    });
  const inReservation = async () => {
    const connection = await sql.reserve();
    try {
      return await backendPid(connection);
    } finally {
      connection.release();
    }
  };

  it('runs one transaction after another on the connection that finished last', async () => {
    const opened = await Promise.all([inTransaction(0.05), inTransaction(0.05), inTransaction(0.05)]);
    expect(new Set(opened).size).toBe(3);

    const first = await inTransaction();
    const next = [];
    for (let i = 0; i < 4; i++) next.push(await inTransaction(), await inReservation());
    expect(opened).toContain(first);
    expect(new Set(next)).toEqual(new Set([first]));
  });

  it('keeps transactions beyond its connections waiting for one, then runs them', async () => {
    const pids = await Promise.all(Array.from({ length: 7 }, () => inTransaction(0.02)));
    expect(pids.every((pid) => typeof pid === 'number')).toBe(true);
    expect(new Set(pids).size).toBeLessThanOrEqual(3);
  });

  it('keeps statements outside a transaction off the transactions’ connections', async () => {
    const pids = await Promise.all(Array.from({ length: 3 }, () => inTransaction(0.02)));
    const loose = await backendPid(sql);
    expect(pids).not.toContain(loose);
  });

  it('opens a connection again when the server ended it while it was idle', async () => {
    const ended = await inTransaction();
    await sql`select pg_terminate_backend(${ended ?? 0}::integer)`;
    // The server closes the socket after the call answers; wait until it has gone.
    await expect
      .poll(async () => (await sql`select 1 from pg_stat_activity where pid = ${ended ?? 0}::integer`).length)
      .toBe(0);

    // A statement sent before the client has read the closed socket fails, as with any pool; the
    // next one opens the connection again, and the process carries on.
    await expect
      .poll(() =>
        inReservation().then(
          (pid) => pid !== ended,
          () => false,
        ),
      )
      .toBe(true);
    const afterwards = [await inReservation(), await inTransaction(), await inReservation()];
    expect(afterwards.every((pid) => typeof pid === 'number' && pid !== ended)).toBe(true);
  });
});
