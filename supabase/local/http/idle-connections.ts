import type { Server } from 'node:http';

/**
 * How long an idle keep-alive connection stays open. Node closes it after 5 s; a client (a
 * browser, a reverse proxy, a load generator's pool) that picks that connection just as the server
 * closes it gets ECONNRESET, and a POST is not retried. Keeping idle connections longer than the
 * usual proxies' and browsers' own idle limits (60 s) leaves the closing to the client.
 */
export const IDLE_CONNECTION_MS = 65_000;

export function keepIdleConnections(server: Pick<Server, 'keepAliveTimeout' | 'headersTimeout'>) {
  server.keepAliveTimeout = IDLE_CONNECTION_MS;
  // Node requires the header deadline to outlast the idle one, or it cuts a reused connection's
  // next request short.
  server.headersTimeout = Math.max(server.headersTimeout, IDLE_CONNECTION_MS + 1_000);
}
