import { ConfigError } from '../functions/_shared/config.ts';
import { loadLocalConfig } from './config.ts';
import { startStandaloneServer } from './server.ts';

/**
 * `npm run dev`: the API (database, auth, /api) on API_PORT and Vite with hot reload on PORT,
 * forwarding /api to it (see vite.config.ts). Restart this command after backend changes.
 */
async function main() {
  const apiPort = Number(process.env.API_PORT ?? 3001);
  const config = loadLocalConfig(process.env);
  const api = await startStandaloneServer(
    { ...config, port: apiPort, host: '127.0.0.1' },
    { serveWeb: false },
  );
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { port: config.port, host: config.host, strictPort: true } });
  await vite.listen();
  console.log(`API ready at ${api.url}`);
  console.log(`Fitness tracker (hot reload) at http://localhost:${config.port}`);

  const stop = async () => {
    await vite.close();
    await api.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
