import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface TemporaryPostgres {
  /** Admin URL (user postgres, trust authentication, database postgres). */
  url: string;
  port: number;
  binDir: string;
  /** The server's data directory (its postmaster.pid names the server process). */
  dataDir: string;
  stop(): void;
}

/**
 * The directory holding initdb and pg_ctl: PG_BIN_DIR, Debian's newest, or whatever is on PATH.
 * With `major`, only a server of that major version will do (output that differs between
 * versions, such as pg_dump's, must come from the one it was written with).
 */
export function findPostgresBinDir({ major }: { major?: number } = {}): string | undefined {
  const candidates: string[] = [];
  if (process.env.PG_BIN_DIR) candidates.push(process.env.PG_BIN_DIR);
  const debianRoot = '/usr/lib/postgresql';
  if (existsSync(debianRoot)) {
    const versions = readdirSync(debianRoot).sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debianRoot, version, 'bin')));
  }
  const onPath = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) candidates.push(path.dirname(onPath));
  return candidates.find(
    (dir) =>
      existsSync(path.join(dir, 'initdb')) &&
      existsSync(path.join(dir, 'pg_ctl')) &&
      (major === undefined || serverMajorVersion(dir) === major),
  );
}

/** The major version of the server in `binDir`, from `postgres --version` ("postgres (PostgreSQL) 15.18 ..."). */
function serverMajorVersion(binDir: string): number | undefined {
  const { stdout } = spawnSync(path.join(binDir, 'postgres'), ['--version'], { encoding: 'utf8' });
  const match = /\(PostgreSQL\) (\d+)/.exec(stdout ?? '');
  return match?.[1] ? Number(match[1]) : undefined;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** A server setting's value reaches postgres through pg_ctl's shell command line: no quoting needed. */
const PLAIN_SETTING_VALUE = /^[\w.,-]+$/;

/**
 * A throwaway PostgreSQL cluster in a temporary directory on a free loopback port. PostgreSQL
 * refuses to run as root, so as root the cluster is owned and run by the `postgres` user.
 * Durability settings are off: the cluster lives only as long as the test run. `settings` adds
 * server settings, for example a library to preload (`shared_preload_libraries`).
 */
export async function startTemporaryPostgres(
  binDir: string,
  { settings = {} }: { settings?: Record<string, string> } = {},
): Promise<TemporaryPostgres> {
  for (const [name, value] of Object.entries(settings)) {
    if (!PLAIN_SETTING_VALUE.test(name) || !PLAIN_SETTING_VALUE.test(value)) {
      throw new Error(`Server setting ${name}=${value} needs quoting; use plain names and values`);
    }
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'fitness-pg-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const run = (command: string, args: string[]) => {
    const [file, fileArgs] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', path.join(binDir, command), ...args]]
      : [path.join(binDir, command), args];
    const result = spawnSync(file, fileArgs, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) {
      throw new Error(`${command} failed (${result.status}): ${result.stderr || result.stdout}`);
    }
  };
  const dataDir = path.join(dir, 'data');
  run('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  const port = await freePort();
  const options = [
    `-p ${port}`,
    `-k ${dir}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
    '-c max_connections=200',
    ...Object.entries(settings).map(([name, value]) => `-c ${name}=${value}`),
  ].join(' ');
  run('pg_ctl', ['-D', dataDir, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    binDir,
    dataDir,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
