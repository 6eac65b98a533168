import cluster from 'node:cluster';
import { ConfigError } from '../functions/_shared/config.ts';
import { connectDatabase } from '../functions/_shared/db/database.ts';
import { ensureWebBuilt } from './build-web.ts';
import { type LocalConfig, loadLocalConfig } from './config.ts';
import { migrateDatabase } from './database/migrate.ts';
import { startStandaloneServer } from './server.ts';

/**
 * `npm start`: build the web app if needed, then serve everything. On the embedded database one
 * process does it all; on a PostgreSQL URL the primary migrates once and forks one worker per core
 * (WORKERS), which share the port; the first worker also runs the timers.
 */
async function main() {
  const config = loadLocalConfig(process.env);
  if (cluster.isWorker) return serveAsWorker(config);
  await ensureWebBuilt();
  if (config.workers > 1) return superviseWorkers(config);

  const server = await startStandaloneServer(config, { serveWeb: true });
  console.log(`Fitness tracker ready at ${server.url} (${describeDatabase(config)})`);
  stopOnSignals(async () => {
    await server.close();
  });
}

const describeDatabase = (config: LocalConfig) =>
  config.databaseUrl ? 'PostgreSQL from DATABASE_URL' : `embedded database in ${config.dataDir}`;

async function serveAsWorker(config: LocalConfig) {
  const index = Number(process.env.WORKER_INDEX ?? 0);
  const server = await startStandaloneServer(config, {
    serveWeb: true,
    migrate: false,
    scheduledJobs: index === 0,
  });
  process.send?.({ ready: server.url });
  // The primary ends the workers; a worker leaves when asked, after closing its connections.
  process.on('message', (message) => {
    if (message === 'stop') void server.close().then(() => process.exit(0));
  });
  process.on('SIGTERM', () => undefined);
  process.on('SIGINT', () => undefined);
}

async function superviseWorkers(config: LocalConfig) {
  const sql = connectDatabase(config.databaseUrl as string, { max: 1, prepare: true });
  try {
    await migrateDatabase(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
  let stopping = false;
  let ready = 0;
  const start = (index: number) => {
    const worker = cluster.fork({ WORKER_INDEX: String(index) });
    worker.on('message', (message: { ready?: string }) => {
      ready += message.ready ? 1 : 0;
      if (message.ready && ready === config.workers) {
        console.log(
          `Fitness tracker ready at ${message.ready} (${describeDatabase(config)}, ${config.workers} workers)`,
        );
      }
    });
    // A worker that dies on its own is replaced; the primary keeps the port open meanwhile.
    worker.on('exit', (code) => {
      if (stopping) return;
      console.warn(`Worker ${index} exited with ${code}; starting another`);
      start(index);
    });
  };
  for (let index = 0; index < config.workers; index++) start(index);

  stopOnSignals(async () => {
    stopping = true;
    const workers = Object.values(cluster.workers ?? {}).filter((worker) => worker !== undefined);
    await Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.send('stop');
          }),
      ),
    );
  });
}

function stopOnSignals(close: () => Promise<void>) {
  const stop = async (signal: string) => {
    console.log(`${signal} received: closing the server and the database…`);
    await close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
