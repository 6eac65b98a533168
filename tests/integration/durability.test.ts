import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuthSession } from '../../supabase/functions/_shared/contract/auth.ts';
import type { User } from '../../supabase/functions/_shared/contract/user.ts';
import { startProcess } from '../support/child-process.ts';
import { freePort } from '../support/temporary-postgres.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dataDirs: string[] = [];
afterAll(async () => {
  await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** `npm start` itself, on a data directory of the test's own. */
async function startServer(dataDir: string, port: number) {
  const server = startProcess(
    process.execPath,
    ['--import', 'tsx', 'supabase/local/start.ts'],
    { PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' },
    ROOT,
  );
  await server.waitFor(/ready at (http:\/\/\S+)/, 90_000);
  return server;
}

// The embedded database is what a restart could lose; a PostgreSQL server keeps its own files.
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('durability of the standalone runtime', () => {
  it('finds every committed row after SIGTERM and a restart', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fitness-durability-'));
    dataDirs.push(dataDir);
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;

    const first = await startServer(dataDir, port);
    const signUp = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: 'durable_dana',
        email: 'dana@example.com',
        password: 'Durable1pass',
        firstName: 'Dana',
        lastName: 'Durable',
      }),
    });
    expect(signUp.status).toBe(201);
    const session = (await signUp.json()) as AuthSession;
    const renamed = await fetch(`${base}/api/user/profile`, {
      method: 'PATCH',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${session.token}` },
      body: JSON.stringify({ firstName: 'Danielle' }),
    });
    expect(renamed.status).toBe(200);
    const exitCode = await first.stop('SIGTERM');
    expect(exitCode).toBe(0);
    expect(first.output()).toMatch(/SIGTERM received/);

    const second = await startServer(dataDir, port);
    try {
      const signIn = await fetch(`${base}/api/auth/signin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ identifier: 'durable_dana', password: 'Durable1pass' }),
      });
      expect(signIn.status).toBe(200);
      const { user } = (await signIn.json()) as { user: User };
      expect(user).toMatchObject({ username: 'durable_dana', firstName: 'Danielle', lastName: 'Durable' });
      // The access token from before the restart is still valid: the secret was kept on disk.
      const me = await fetch(`${base}/api/auth/me`, {
        headers: { Authorization: `Bearer ${session.token}` },
      });
      expect(me.status).toBe(200);
    } finally {
      await second.stop('SIGTERM');
    }
  }, 180_000);
});
