import { createServer, type Server } from 'node:http';
import { type AddressInfo, connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { IDLE_CONNECTION_MS, keepIdleConnections } from './idle-connections.ts';

let server: Server | undefined;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server?.closeAllConnections();
});

/** Sends one GET on the socket and resolves with the status line of the answer. */
function ask(socket: ReturnType<typeof connect>): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('data', (chunk) => resolve(chunk.toString().split('\r\n')[0] ?? ''));
    socket.once('error', reject);
    socket.once('close', () => reject(new Error('closed by the server')));
    socket.write('GET / HTTP/1.1\r\nHost: localhost\r\n\r\n');
  });
}

describe('idle keep-alive connections', () => {
  it('outlast proxies and browsers, so the client decides when to close them', () => {
    const settings = { keepAliveTimeout: 5_000, headersTimeout: 60_000 };
    keepIdleConnections(settings);
    expect(settings.keepAliveTimeout).toBe(IDLE_CONNECTION_MS);
    expect(IDLE_CONNECTION_MS).toBeGreaterThan(60_000);
    expect(settings.headersTimeout).toBeGreaterThan(settings.keepAliveTimeout);
  });

  it("answers a request on a connection left idle past Node's own limit (5 s, closed about a second later)", async () => {
    server = createServer((_request, response) => response.end('ok'));
    keepIdleConnections(server);
    await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
    const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
    expect(await ask(socket)).toBe('HTTP/1.1 200 OK');
    await new Promise((resolve) => setTimeout(resolve, 7_500));
    expect(await ask(socket)).toBe('HTTP/1.1 200 OK');
    socket.destroy();
  }, 15_000);
});
