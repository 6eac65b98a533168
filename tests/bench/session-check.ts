import { randomUUID } from 'node:crypto';
import { asUser } from '../../supabase/functions/_shared/db/as-user.ts';
import { connectDatabase, type Sql, type Tx } from '../../supabase/functions/_shared/db/database.ts';
import type { AccessClaims } from '../../supabase/functions/_shared/session/access-token.ts';
import { readStats } from '../../supabase/functions/_shared/workouts/workout-store.ts';
import { startEmbeddedPostgres } from '../../supabase/local/database/embedded-postgres.ts';
import { migrateDatabase } from '../../supabase/local/database/migrate.ts';
import { findPostgresBinDir, startTemporaryPostgres } from '../support/temporary-postgres.ts';

const ROUNDS = 2_000;

/** The member transaction as it was before the live-session check (claims and role only). */
function withoutSessionCheck<T>(sql: Sql, claims: AccessClaims, work: (tx: Tx) => Promise<T>): Promise<T> {
  const json = JSON.stringify(claims);
  return sql.begin(async (tx) => {
    await tx`select set_config('request.jwt.claims', ${json}, true), set_config('role', 'authenticated', true)`;
    return work(tx);
  }) as Promise<T>;
}

/** Milliseconds per call of each task, run in alternating blocks so drift affects both alike. */
async function timePerCall(a: () => Promise<unknown>, b: () => Promise<unknown>): Promise<[number, number]> {
  for (let warmup = 0; warmup < 200; warmup++) await Promise.all([a(), b()]);
  const totals = [0, 0];
  const block = ROUNDS / 10;
  for (let round = 0; round < 10; round++) {
    for (const [index, task] of [a, b].entries()) {
      const started = performance.now();
      for (let call = 0; call < block; call++) await task();
      totals[index] = (totals[index] ?? 0) + performance.now() - started;
    }
  }
  return [(totals[0] ?? 0) / ROUNDS, (totals[1] ?? 0) / ROUNDS];
}

async function measureOn(label: string, sql: Sql) {
  await migrateDatabase(sql);
  const userId = randomUUID();
  const sessionId = randomUUID();
  await sql`insert into auth.users (id, email) values (${userId}, ${`bench-${userId}@example.com`})`;
  await sql`insert into auth.sessions (id, user_id) values (${sessionId}, ${userId})`;
  const claims = {
    sub: userId,
    role: 'authenticated',
    aud: 'authenticated',
    email: 'x',
    exp: 0,
    session_id: sessionId,
  } as AccessClaims;
  const [before, after] = await timePerCall(
    () => withoutSessionCheck(sql, claims, (tx) => readStats.send(tx)),
    () => asUser(sql, claims, (tx) => readStats.send(tx)),
  );
  console.log(
    `  ${label}: GET /api/stats transaction ${before.toFixed(3)} ms without the check, ${after.toFixed(3)} ms with it ` +
      `(+${(after - before).toFixed(3)} ms, ${(after / before).toFixed(2)}x), ${ROUNDS} sequential calls each`,
  );
}

/** What refusing revoked sessions in every member transaction costs. */
export async function benchSessionCheck() {
  console.log('\nLive-session check (auth.sessions lookup in the request transaction)');
  const embedded = await startEmbeddedPostgres();
  const pglite = connectDatabase(embedded.url, { max: 1, prepare: true, keepConnections: true });
  try {
    await measureOn('embedded PGlite', pglite);
  } finally {
    await pglite.end();
    await embedded.close();
  }
  const binDir = findPostgresBinDir();
  if (!binDir) return console.log('  PostgreSQL: skipped (no server binaries)');
  const server = await startTemporaryPostgres(binDir);
  const postgresSql = connectDatabase(server.url, { max: 1, prepare: true });
  try {
    await measureOn('PostgreSQL', postgresSql);
  } finally {
    await postgresSql.end();
    server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchSessionCheck();
