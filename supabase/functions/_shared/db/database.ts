import postgres from 'postgres';
import { warmConnections } from './warm-connections.ts';

export type Sql = postgres.Sql;
export type Tx = postgres.TransactionSql;

export interface DatabaseOptions {
  /** Connections in the pool. The embedded database accepts exactly one. */
  max: number;
  /** Supabase's transaction pooler cannot keep prepared statements between transactions. */
  prepare: boolean;
  /**
   * Never close an idle connection nor recycle an old one: the embedded database serves a single
   * connection, and letting it go would open a window for another local client to take it.
   */
  keepConnections?: boolean;
}

/**
 * libpq's way of naming a Unix socket in a URL (`postgres://user@localhost/db?host=/run/dir`):
 * postgres.js takes the socket as its `path` option, and would otherwise send `host` to the
 * server as a startup parameter.
 */
function socketOf(url: string): { url: string; path?: string } {
  const parsed = new URL(url);
  const directory = parsed.searchParams.get('host');
  if (!directory?.startsWith('/')) return { url };
  parsed.searchParams.delete('host');
  return { url: parsed.toString(), path: `${directory}/.s.PGSQL.${parsed.port || '5432'}` };
}

/**
 * A pool of `options.max` connections. With more than one, transactions and reservations (every
 * member and service-role transaction) take the connection that finished last
 * (warm-connections.ts) and a single connection of its own serves statements sent outside a
 * transaction (health checks, planner statistics, sign-out).
 */
export function connectDatabase(databaseUrl: string, options: DatabaseOptions): Sql {
  if (options.max === 1) return openPool(databaseUrl, options);
  const looseStatements = openPool(databaseUrl, { ...options, max: 1 });
  const transactions = warmConnections(
    (onClose) => openPool(databaseUrl, { ...options, max: 1 }, onClose),
    options.max - 1,
  );
  const endLooseStatements = looseStatements.end;
  return Object.assign(looseStatements, {
    reserve: transactions.reserve,
    begin: transactions.begin,
    end: async (endOptions?: { timeout?: number }) => {
      await Promise.all([transactions.end(endOptions), endLooseStatements(endOptions)]);
    },
  });
}

function openPool(databaseUrl: string, options: DatabaseOptions, onClose?: () => void): Sql {
  const { url, path } = socketOf(databaseUrl);
  return postgres(url, {
    ...(path ? { path } : {}),
    max: options.max,
    prepare: options.prepare,
    idle_timeout: options.keepConnections ? 0 : 30,
    ...(options.keepConnections ? { max_lifetime: null } : {}),
    connect_timeout: 10,
    onnotice: () => {},
    ...(onClose ? { onclose: onClose } : {}),
    connection: { application_name: 'fitness-api' },
    // Timestamps and dates stay strings: the API answers ISO text and the web app formats it.
    types: {
      date: { to: 1082, from: [1082], serialize: (value: string) => value, parse: (value: string) => value },
    },
  });
}
