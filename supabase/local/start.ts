import { ConfigError } from '../functions/_shared/config.ts';
import { ensureWebBuilt } from './build-web.ts';
import { loadLocalConfig } from './config.ts';
import { startStandaloneServer } from './server.ts';

/** `npm start`: build the web app if needed, then serve everything from this one process. */
async function main() {
  const config = loadLocalConfig(process.env);
  await ensureWebBuilt();
  const server = await startStandaloneServer(config, { serveWeb: true });
  const where = config.databaseUrl
    ? 'PostgreSQL from DATABASE_URL'
    : `embedded database in ${config.dataDir}`;
  console.log(`Fitness tracker ready at ${server.url} (${where})`);

  const stop = async (signal: string) => {
    console.log(`${signal} received: closing the server and the database…`);
    await server.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
