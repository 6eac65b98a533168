import { existsSync } from 'node:fs';
import path from 'node:path';
import postgres from 'postgres';
import { extensionDirectory, installStandIns, standInsBlocked } from './stand-in-extensions/install.ts';
import { findPostgresBinDir, startTemporaryPostgres, type TemporaryPostgres } from './temporary-postgres.ts';

/** The database pg_cron keeps its jobs in and runs them in (as `postgres` is on Supabase). */
const SCHEDULER_DATABASE = 'scheduled';

export interface SchedulerPostgres {
  /** Admin URL of the empty database pg_cron works in. */
  url: string;
  stop(): void;
}

/**
 * Why a server like Supabase's scheduler cannot be started here (no PostgreSQL, no Debian
 * postgresql-<version>-cron, or an extension directory this process cannot write the stand-ins
 * to), or undefined when it can.
 */
export function schedulerPostgresBlocked(): string | undefined {
  const binDir = findPostgresBinDir();
  if (!binDir) return 'no PostgreSQL server binaries found (apt-get install postgresql)';
  const directory = extensionDirectory(binDir);
  if (!directory) return `pg_config of ${binDir} names no share directory`;
  if (!existsSync(path.join(directory, 'pg_cron.control'))) {
    return `pg_cron is not installed in ${directory} (apt-get install postgresql-<version>-cron)`;
  }
  return standInsBlocked(directory);
}

/**
 * A temporary PostgreSQL server set up as Supabase's is for scheduled jobs: the real pg_cron,
 * preloaded and working in one database, and the stand-in pg_net and Vault extensions available
 * (not yet created: creating them is the migrations' work).
 */
export async function startSchedulerPostgres(): Promise<SchedulerPostgres> {
  const blocked = schedulerPostgresBlocked();
  const binDir = findPostgresBinDir();
  const directory = binDir && extensionDirectory(binDir);
  if (blocked || !binDir || !directory) throw new Error(`Cannot start pg_cron's server: ${blocked}`);
  const removeStandIns = installStandIns(directory);
  let server: TemporaryPostgres | undefined;
  try {
    server = await startTemporaryPostgres(binDir, {
      settings: { shared_preload_libraries: 'pg_cron', 'cron.database_name': SCHEDULER_DATABASE },
    });
    const admin = postgres(server.url, { max: 1, onnotice: () => {} });
    try {
      await admin.unsafe(`create database ${SCHEDULER_DATABASE}`);
    } finally {
      await admin.end();
    }
  } catch (error) {
    server?.stop();
    removeStandIns();
    throw error;
  }
  const running = server;
  const url = new URL(running.url);
  url.pathname = `/${SCHEDULER_DATABASE}`;
  return {
    url: url.toString(),
    stop() {
      try {
        running.stop();
      } finally {
        removeStandIns();
      }
    },
  };
}
