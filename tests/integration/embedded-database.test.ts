import { stat } from 'node:fs/promises';
import { createConnection } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Sql } from '../../supabase/functions/_shared/db/database.ts';
import {
  type EmbeddedPostgres,
  startEmbeddedPostgres,
} from '../../supabase/local/database/embedded-postgres.ts';

/** The embedded database must not be a superuser on a loopback port without a password. */
let embedded: EmbeddedPostgres;
let sql: Sql;
beforeAll(async () => {
  embedded = await startEmbeddedPostgres();
  sql = connectDatabase(embedded.url, { max: 1, prepare: true, keepConnections: true });
  await sql`select 1`;
});
afterAll(async () => {
  await sql.end({ timeout: 1 });
  await embedded.close();
});

/** Connects to the socket as another local client would and reports what the server answers. */
function tryConnect(socketPath: string): Promise<string> {
  return new Promise((resolve) => {
    const socket = createConnection(socketPath);
    socket.once('error', (error) => resolve(`error: ${error.message}`));
    socket.once('data', (data) => {
      resolve(data.toString('latin1'));
      socket.destroy();
    });
    socket.once('close', () => resolve('closed'));
  });
}

describe('the embedded database', () => {
  it('listens on a Unix socket in an owner-only directory, not on a TCP port', async () => {
    expect(new URL(embedded.url).searchParams.get('host')).toBe(embedded.socketDir);
    const directory = await stat(embedded.socketDir);
    expect(directory.mode & 0o777).toBe(0o700);
    const socket = await stat(path.join(embedded.socketDir, '.s.PGSQL.5432'));
    expect(socket.isSocket()).toBe(true);
  });

  it('refuses a second client while the app holds its connection', async () => {
    const answer = await tryConnect(path.join(embedded.socketDir, '.s.PGSQL.5432'));
    expect(answer).toMatch(/Too many connections|closed/);
    expect((await sql<{ ok: number }[]>`select 1 as ok`)[0]?.ok).toBe(1);
  });

  it('keeps the app’s connection: no idle timeout, no recycling', () => {
    expect(sql.options.idle_timeout).toBe(0);
    expect(sql.options.max_lifetime).toBeNull();
  });

  it('is removed with its socket directory on close', async () => {
    const other = await startEmbeddedPostgres();
    await other.close();
    await expect(stat(other.socketDir)).rejects.toThrow();
  });
});
