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
 * client, and a client whose connection closed while it was handed out is replaced (see
 * giveBack).
 */
export interface WarmConnections {
  reserve: () => Promise<ReservedSql>;
  begin: Sql['begin'];
  end: (options?: { timeout?: number }) => Promise<void>;
}

export function warmConnections(openClient: (onClose: () => void) => Sql, size: number): WarmConnections {
  const clients: Sql[] = [];
  /** Idle clients, the one released last at the end. */
  const idle: Sql[] = [];
  const waiting: Array<(client: Sql) => void> = [];
  /** Clients handed out, and those whose connection closed meanwhile. */
  const held = new Set<Sql>();
  const lost = new Set<Sql>();

  const open = (): Sql => {
    const client = openClient(() => {
      if (held.has(client)) lost.add(client);
    });
    clients.push(client);
    return client;
  };
  const take = async (): Promise<Sql> => {
    const client =
      idle.pop() ??
      (clients.length < size ? open() : await new Promise<Sql>((resolve) => waiting.push(resolve)));
    held.add(client);
    return client;
  };
  const giveBack = (client: Sql) => {
    held.delete(client);
    let next = client;
    if (lost.delete(client)) {
      // Its connection closed while it was held: postgres.js 3.4 would then count the closed
      // connection among its open ones and write to its missing socket on the next statement, an
      // error thrown outside any promise that ends the process. A new client takes its place.
      clients.splice(clients.indexOf(client), 1);
      client.end({ timeout: 0 }).catch(() => {});
      if (waiting.length === 0) return;
      next = open();
    }
    const waiter = waiting.shift();
    if (waiter) waiter(next);
    else idle.push(next);
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
      if (!lost.has(client)) release();
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
