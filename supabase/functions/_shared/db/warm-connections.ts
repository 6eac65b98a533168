import type postgres from 'postgres';

type Sql = postgres.Sql;
type ReservedSql = postgres.ReservedSql;

/**
 * Transactions on the connection that finished last: a pool that hands out its most recently
 * released connection first (last in, first out).
 *
 * postgres.js hands out the connection that has been idle longest, so sequential requests rotate
 * through every connection the pool ever opened, each waking a server process whose memory has
 * left the processor's caches. On the same server a member transaction costs about a quarter less
 * on the connection used last (docs/performance.md, "Seventh look"). Last in, first out also lets
 * connections opened for a burst fall idle and close, where rotating keeps every one of them busy.
 *
 * postgres.js cannot pick a connection, so each connection is a client of its own (`max: 1`),
 * and this pool keeps those clients. Nothing is held between transactions: a reservation is
 * released to its client at once, so a connection the server ends while idle is reopened by its
 * client (a reservation kept across a lost connection brings the process down in postgres.js
 * 3.4).
 */
export interface WarmConnections {
  reserve: () => Promise<ReservedSql>;
  begin: Sql['begin'];
  end: (options?: { timeout?: number }) => Promise<void>;
}

export function warmConnections(openClient: () => Sql, size: number): WarmConnections {
  const clients: Sql[] = [];
  /** Idle clients, the one released last at the end. */
  const idle: Sql[] = [];
  const waiting: Array<(client: Sql) => void> = [];

  const take = (): Sql | Promise<Sql> => {
    const client = idle.pop();
    if (client) return client;
    if (clients.length < size) {
      const opened = openClient();
      clients.push(opened);
      return opened;
    }
    return new Promise((resolve) => waiting.push(resolve));
  };
  const giveBack = (client: Sql) => {
    const next = waiting.shift();
    if (next) next(client);
    else idle.push(client);
  };

  const reserve = async (): Promise<ReservedSql> => {
    const client = await take();
    let connection: ReservedSql;
    try {
      connection = await client.reserve();
    } catch (error) {
      giveBack(client);
      throw error;
    }
    const release = connection.release;
    let released = false;
    connection.release = () => {
      if (released) return;
      released = true;
      release();
      giveBack(client);
    };
    return connection;
  };

  // postgres.js's own signature (options optional, callback last) is passed through as it is.
  const begin = (async (...args: Parameters<Sql['begin']>) => {
    const client = await take();
    try {
      return await client.begin(...args);
    } finally {
      giveBack(client);
    }
  }) as Sql['begin'];

  const end = async (options?: { timeout?: number }) => {
    await Promise.all(clients.map((client) => client.end(options)));
  };

  return { reserve, begin, end };
}
