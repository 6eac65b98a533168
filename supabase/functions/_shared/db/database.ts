import postgres from 'postgres';

export type Sql = postgres.Sql;
export type Tx = postgres.TransactionSql;

export interface DatabaseOptions {
  /** Connections in the pool. The embedded database accepts exactly one. */
  max: number;
  /** Supabase's transaction pooler cannot keep prepared statements between transactions. */
  prepare: boolean;
}

export function connectDatabase(url: string, options: DatabaseOptions): Sql {
  return postgres(url, {
    max: options.max,
    prepare: options.prepare,
    idle_timeout: 30,
    connect_timeout: 10,
    onnotice: () => {},
    connection: { application_name: 'fitness-api' },
    // Timestamps and dates stay strings: the API answers ISO text and the web app formats it.
    types: {
      date: { to: 1082, from: [1082], serialize: (value: string) => value, parse: (value: string) => value },
    },
  });
}
