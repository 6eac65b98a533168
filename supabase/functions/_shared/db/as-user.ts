import type postgres from 'postgres';
import type { AccessClaims } from '../session/access-token.ts';
import type { Sql, Tx } from './database.ts';
import { pipelined } from './pipelined.ts';

/**
 * A member read made of exactly one statement, and what to make of its rows. Being one statement
 * lets asUser send it with `begin`, the claims and `commit` in a single write and wait once.
 */
export interface SingleStatement<T> {
  /** Queues the statement on the connection at once (in the caller's tick) and answers its result. */
  send: (tx: Tx) => Promise<T>;
}

export function singleStatement<Row extends postgres.MaybeRow, T>(
  statement: (tx: Tx) => postgres.PendingQuery<Row[]>,
  result: (rows: Row[]) => T,
): SingleStatement<T> {
  return { send: (tx) => statement(tx).execute().then(result) };
}

/**
 * The role member work runs as: `authenticated` (the Data API's) plus the few writes whose rules
 * only this facade can check, such as a generated meal plan (migration 20261125100000).
 */
export const FACADE_MEMBER_ROLE = 'api_member';

/**
 * The claims as PostgREST sets them, and the subject and role again as their own settings:
 * auth.uid() and auth.role() read `request.jwt.claim.sub` and `.role` first and parse the claims'
 * JSON only without them, and row-level security calls them in every policy of every statement.
 */
const claimsStatement = (connection: Tx, claims: AccessClaims, json: string) =>
  connection`select private.assert_live_session(${json}),
                    set_config('request.jwt.claims', ${json}, true),
                    set_config('request.jwt.claim.sub', ${claims.sub}, true),
                    set_config('request.jwt.claim.role', ${claims.role}, true),
                    set_config('role', ${FACADE_MEMBER_ROLE}, true)`;

/**
 * Queues `commit` behind the statements the work has just sent, so they and the commit are
 * written together and the transaction ends in their round trip, and answers `last` once both
 * are done. `last` must have sent all of its statements already (before any await of its own):
 * a statement made after the commit was queued throws instead of running outside the transaction.
 * A failing statement leaves the transaction aborted and the commit then rolls it back; nothing
 * but the database may fail once it is called, since what the work wrote is then committed.
 */
export type CommitWith = <T>(last: Promise<T>) => Promise<T>;

/**
 * The connection as the work sees it: once the commit is queued, making a statement throws,
 * since it would run after the transaction, as the connecting role.
 */
function refusingAfterCommit(tx: Tx, committed: () => boolean): Tx {
  const refuse = () => {
    if (committed()) throw new Error('A member statement was made after its transaction’s commit was queued');
  };
  return new Proxy(tx, {
    apply(target, self, args) {
      refuse();
      return Reflect.apply(target, self, args);
    },
    get(target, key, receiver) {
      const value: unknown = Reflect.get(target, key, receiver);
      if ((key === 'unsafe' || key === 'file') && typeof value === 'function') {
        return (...args: unknown[]) => {
          refuse();
          return Reflect.apply(value, target, args);
        };
      }
      return value;
    },
  });
}

/**
 * Runs `work` in one transaction as the member who made the request, as PostgREST does: the
 * verified JWT claims become `request.jwt.claims` and the role becomes the facade's member role
 * (a member of `authenticated`), so row-level security decides what the statements may see and
 * change, with the same policies a Data API request meets. The same statement checks
 * that the token's session is still live (migration 20261123000600): a signed-out or revoked
 * session's token is refused (SQLSTATE PT401, answered 401) before any of the work runs.
 *
 * One round trip instead of four: `begin`, the claims and the work's first statement are written
 * to the connection together (postgres.js pipelines them), and only `commit` waits for the work.
 * Should the claims statement fail, the work's statements fail behind it and the claims error is
 * the one reported. Work that ends in statements sent together can send `commit` with them
 * (CommitWith), saving the commit's own round trip. A SingleStatement goes further: `commit` is
 * written with it, so the whole transaction is one write and one wait.
 */
export async function asUser<T>(
  sql: Sql,
  claims: AccessClaims,
  work: ((tx: Tx, commitWith: CommitWith) => Promise<T>) | SingleStatement<T>,
): Promise<T> {
  if (typeof work !== 'function') return inOneRoundTrip(sql, claims, work);
  const json = JSON.stringify(claims);
  const connection = await sql.reserve();
  // A reserved connection takes the same tagged statements a transaction does; savepoints, the
  // only transaction-only feature, are not used by member work.
  const tx = connection as unknown as Tx;
  const begun = connection`begin`.execute();
  const setup = claimsStatement(tx, claims, json).execute();
  // Awaited below; until then a failure must not count as unhandled.
  begun.catch(() => {});
  setup.catch(() => {});
  let committed: Promise<unknown> | undefined;
  const commitWith: CommitWith = (last) => {
    committed = connection`commit`.execute();
    return pipelined([last, committed]).then(([value]) => value);
  };
  try {
    const result = await work(
      refusingAfterCommit(tx, () => committed !== undefined),
      commitWith,
    );
    await begun;
    await setup;
    await (committed ?? connection`commit`);
    return result;
  } catch (error) {
    // Once queued, the commit ended the transaction (an aborted one is rolled back by it).
    await (committed?.catch(() => {}) ?? connection`rollback`.catch(() => {}));
    // The first failure is the cause: a refused session aborts everything after it.
    await begun;
    await setup;
    throw error;
  } finally {
    connection.release();
  }
}

async function inOneRoundTrip<T>(sql: Sql, claims: AccessClaims, read: SingleStatement<T>): Promise<T> {
  const connection = await sql.reserve();
  const tx = connection as unknown as Tx;
  try {
    // Queued in one tick, so postgres.js writes them together. A failure before `commit` leaves
    // the transaction aborted and `commit` then rolls it back without an error of its own.
    const [begun, setup, answered, committed] = await Promise.allSettled([
      connection`begin`.execute(),
      claimsStatement(tx, claims, JSON.stringify(claims)).execute(),
      read.send(tx),
      connection`commit`.execute(),
    ]);
    // The first failure is the cause: a refused session aborts the statement behind it.
    for (const step of [begun, setup, answered, committed]) if (step.status === 'rejected') throw step.reason;
    if (answered.status !== 'fulfilled') throw new Error('unreachable');
    return answered.value;
  } finally {
    connection.release();
  }
}
