import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { startProcess } from './child-process.ts';
import type { ClockAnswer, ClockMessage } from './shifted-clock.ts';
import { freePort } from './temporary-postgres.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const CLOCK_PRELOAD = path.join(import.meta.dirname, 'shifted-clock.ts');

/**
 * What `npm start` is given for the browser tests (playwright.config.ts's web server, and any
 * server a spec starts for itself): its port and data directory, and the food log's outside
 * services as the stand-in server at `standInUrl`.
 */
export function browserTestServerEnv(options: {
  port: number;
  dataDir: string;
  standInUrl: string;
}): Record<string, string> {
  return {
    PORT: String(options.port),
    DATA_DIR: options.dataDir,
    HOST: '127.0.0.1',
    FOOD_DATABASE_URL: options.standInUrl,
    VISION_API_URL: `${options.standInUrl}/v1`,
    VISION_API_KEY: 'stand-in-key',
    VISION_MODEL: 'stand-in-vision',
  };
}

export interface ShiftedServer {
  /** http://localhost:<port>, as the shared server's base URL is written. */
  url: string;
  /** Moves the server's wall clock to `offsetMs` from the real one; resolves once it reads so. */
  setClockOffset(offsetMs: number): Promise<void>;
  /** Stops the server (SIGTERM, as `npm start` expects) and deletes its data directory. */
  stop(): Promise<void>;
}

/**
 * `npm start` on a free port and a fresh data directory, with its wall clock shifted by
 * `clockOffsetMs` (tests/support/shifted-clock.ts), for a browser test that needs time to pass.
 * `template`, a migrated database from `preparePgliteTemplate`, is unpacked where the runtime keeps
 * its embedded database (`<DATA_DIR>/db`): on a busy two-core machine initdb alone takes tens of
 * seconds, and the server then only finds its migrations applied.
 */
export async function startShiftedServer(options: {
  clockOffsetMs: number;
  standInUrl: string;
  template?: string;
}): Promise<ShiftedServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fitness-e2e-shifted-'));
  if (options.template) {
    const databaseDir = path.join(dataDir, 'db');
    await mkdir(databaseDir);
    try {
      await promisify(execFile)('tar', ['-xzf', options.template, '-C', databaseDir]);
    } catch (error) {
      await rm(dataDir, { recursive: true, force: true });
      throw error;
    }
  }
  const port = await freePort();
  const server = startProcess(
    process.execPath,
    ['--import', 'tsx', '--import', CLOCK_PRELOAD, 'supabase/local/start.ts'],
    {
      ...browserTestServerEnv({ port, dataDir, standInUrl: options.standInUrl }),
      CLOCK_OFFSET_MS: String(options.clockOffsetMs),
      REMOVE_DATA_DIR_IF_ORPHANED: '1',
    },
    ROOT,
    { ipc: true },
  );
  const stop = async () => {
    await server.stop('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await server.waitFor(/ready at/, 120_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: `http://localhost:${port}`,
    setClockOffset: (offsetMs) =>
      new Promise((resolve, reject) => {
        const onMessage = (answer: unknown) => {
          if ((answer as Partial<ClockAnswer> | null)?.clockOffsetApplied !== offsetMs) return;
          server.child.off('message', onMessage);
          server.child.off('exit', onExit);
          resolve();
        };
        const onExit = () => reject(new Error(`The server exited:\n${server.output()}`));
        server.child.on('message', onMessage);
        server.child.once('exit', onExit);
        server.child.send({ clockOffsetMs: offsetMs } satisfies ClockMessage);
      }),
    stop,
  };
}
