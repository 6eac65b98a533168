import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import { asUser } from '../../supabase/functions/_shared/db/as-user.ts';
import { connectDatabase, type Sql, type Tx } from '../../supabase/functions/_shared/db/database.ts';
import type { AccessClaims } from '../../supabase/functions/_shared/session/access-token.ts';
import { ensureWebBuilt } from '../../supabase/local/build-web.ts';
import { applyShims, migrateDatabase } from '../../supabase/local/database/migrate.ts';
import { WEB_DIST_DIR } from '../../supabase/local/server.ts';
import { startProcess } from '../support/child-process.ts';
import { findPostgresBinDir, freePort, startTemporaryPostgres } from '../support/temporary-postgres.ts';
import { highestSustainedRate, measuredMembers, runGenerator } from './api-under-load.ts';
import type { LoadJob } from './load/generator.ts';
import type { LoadResult } from './load/open-loop.ts';
import {
  loggedWorkout,
  recomputeAsBefore,
  SCENARIOS,
  type ScenarioName,
  sessionBody,
} from './load/scenarios.ts';

/**
 * `npm run bench:writes` (also part of `npm run bench`): what logging costs the database, before
 * and after the write path's change, side by side in one run on one PostgreSQL 15 server.
 *
 * Two databases with the same data (2,000 members with 60 workouts each over four months, the last
 * month's logged set by set): "before" migrated through the last migration before the change and
 * served by the code of that commit (its tree exported to a temporary directory), "after" with
 * everything and served by this tree.
 * Database time comes from pg_stat_statements (execution and planning of every statement the
 * request sent, triggers included, divided by the requests: the median of batches of 20 sequential
 * requests, with the mean over all of them beside it); the sustained rates come from the
 * load generator (tests/bench/load) as closed loops of 16 clients, through the API and as the same
 * transaction sent straight to PostgreSQL ("bare"): every side's servers run at once and the loops
 * take turns, side after side, for five rounds of 6 s, so a passing stall of this shared machine
 * falls on one loop of one round, and each figure is the median of its five; the gain over
 * "before" is also given as the median of the rounds' own ratios. Figures and ratios from one
 * run; nothing is asserted.
 *
 * The session figure (five exercises, twenty sets) is POST /api/workout-sessions through the
 * API; the "before" code has no sessions endpoint, so there it is the same transaction as SQL plus
 * the coach recompute it ran then.
 *
 * Sides: "before" (the commit before the write path's first change), "main" (the first change:
 * statement-level totals, the coach off the request path) and "after" (this tree). WRITES_SIDES
 * picks some (e.g. `WRITES_SIDES=main,after`); WRITES_ROUNDS=0 skips the sustained rates,
 * WRITES_CLIENTS and WRITES_LOOP_SECONDS size the loops; WRITES_LADDER=1 also runs the open-loop
 * ladder (the highest rate held with p99 under 50 ms), starting at WRITES_FIRST_RATE (30/s).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
/** Each side's last migration and the commit whose code served it (undefined: this tree). */
const SIDES = {
  before: { through: '20261125300000', commit: '765f723', scenario: 'logWorkoutAsBefore' },
  main: { through: '20261125300200', commit: 'ccc09a9', scenario: 'logWorkout' },
  after: { through: undefined, commit: undefined, scenario: 'logWorkout' },
} as const satisfies Record<string, { through?: string; commit?: string; scenario: ScenarioName }>;
type SideName = keyof typeof SIDES;
const MEMBERS = 2_000;
const WORKOUTS_PER_MEMBER = 60;
const MEASURED_MEMBERS = 200;
const SEQUENTIAL_CALLS = 400;
/** Sequential calls per pg_stat_statements reading (databaseTimePerCall). */
const BATCH_CALLS = 20;
const FIRST_RATE = Number(process.env.WRITES_FIRST_RATE ?? 30);
const WITH_LADDER = process.env.WRITES_LADDER === '1';
/** The closed loops: clients per loop, seconds per loop, rounds of every side in turn. */
const CLIENTS = Number(process.env.WRITES_CLIENTS ?? 16);
const LOOP_SECONDS = Number(process.env.WRITES_LOOP_SECONDS ?? 6);
const ROUNDS = Number(process.env.WRITES_ROUNDS ?? 5);
/**
 * WRITES_DETAIL=1: pg_stat_statements tracks statements inside functions and triggers too, and the
 * costliest are printed per call (their times nest, so the per-request totals count them twice).
 */
const DETAIL = process.env.WRITES_DETAIL === '1';
const JWT_SECRET = 'bench-only-secret-0123456789abcdef0123456789';

interface Member {
  token: string;
  claims: AccessClaims;
}

/** Members with a history in the coach's window, loaded with the triggers off and summed once. */
async function loadHistory(sql: Sql) {
  await sql`
    insert into auth.users (id, email, raw_user_meta_data)
    select gen_random_uuid(), 'writes_' || i || '@example.com',
           jsonb_build_object('username', 'writes_' || i, 'first_name', 'Bench', 'last_name', 'Member ' || i)
    from generate_series(1, ${MEMBERS}) as i`;
  await sql.begin(async (tx) => {
    await tx`set local session_replication_role = replica`;
    await tx`
      with members as (select id, row_number() over (order by id) as n from public.profile),
      lifts as (
        select id, name, row_number() over (order by name) as n
        from public.exercise where category = 'strength' and owner_id is null
      ),
      rows as (
        select m.id as user_id, 1 + (m.n * 7 + i) % 6 as lift_n, i,
               now() - make_interval(days => i * 2, hours => (m.n % 12)::integer) as date
        from members m, generate_series(1, ${WORKOUTS_PER_MEMBER}) as i
      ),
      inserted as (
        insert into public.workout (user_id, name, category, duration, calories_burned, date,
                                    difficulty_level, perceived_exertion, completion_rate)
        select r.user_id, l.name, 'strength', 45, 200, r.date, 3, 3 + r.i % 6, 100
        from rows r join lifts l on l.n = r.lift_n
        returning id, user_id, name
      )
      insert into public.workout_exercise (workout_id, user_id, exercise_id, sets, reps, weight)
      select i.id, i.user_id, l.id, 3, 5 + (random() * 5)::integer, 95 + (random() * 150)::integer
      from inserted i join lifts l on l.name = i.name`;
    // Members of a strength log log set by set: the history's last month has its three sets.
    await tx`
      insert into public.workout_set (workout_id, user_id, position, weight, reps, kind)
      select we.workout_id, we.user_id, s.position, we.weight, we.reps, 'working'
      from public.workout_exercise we
      join public.workout w on w.id = we.workout_id and w.user_id = we.user_id
      cross join generate_series(0, 2) as s (position)
      where w.date > now() - interval '30 days'`;
  });
  await sql`select private.rebuild_workout_summaries()`;
  await sql`select private.rebuild_rep_totals()`;
  await sql`update public.profile set streak = private.streak_run_length(id, time_zone)`;
  await sql`vacuum analyze`;
}

/**
 * Milliseconds of database time per call: execution plus planning of every statement, per call,
 * in batches of BATCH_CALLS sequential calls. The figure is the median of the batches' means: this
 * shared machine stalls now and then for 0.3 to 0.9 s, and one stall in a mean over 400 calls
 * adds a millisecond to every call. The mean over all calls is kept beside it.
 */
async function databaseTimePerCall(admin: Sql, database: string, calls: number, work: () => Promise<void>) {
  const batches: { ms: number; statements: number }[] = [];
  const statements = new Map<string, { ms: number; calls: number }>();
  for (let done = 0; done < calls; done += BATCH_CALLS) {
    const size = Math.min(BATCH_CALLS, calls - done);
    await admin`select pg_stat_statements_reset()`;
    for (let call = 0; call < size; call += 1) await work();
    const rows = await admin<{ ms: number; calls: number; query: string }[]>`
      select (total_exec_time + total_plan_time)::float8 as ms, calls::float8 as calls,
             regexp_replace(left(query, 110), '[[:space:]]+', ' ', 'g') as query
      from pg_stat_statements
      where dbid = (select oid from pg_database where datname = ${database})`;
    batches.push({
      ms: rows.reduce((sum, row) => sum + row.ms, 0) / size,
      statements: rows.reduce((sum, row) => sum + row.calls, 0) / size,
    });
    for (const row of rows) {
      const seen = statements.get(row.query) ?? { ms: 0, calls: 0 };
      statements.set(row.query, { ms: seen.ms + row.ms, calls: seen.calls + row.calls });
    }
  }
  if (DETAIL) {
    const top = [...statements].sort(([, a], [, b]) => b.ms - a.ms).slice(0, 14);
    for (const [query, entry] of top)
      console.log(`    ${(entry.ms / calls).toFixed(3)} ms x${(entry.calls / calls).toFixed(1)}  ${query}`);
  }
  const mean = batches.reduce((sum, batch) => sum + batch.ms, 0) / batches.length;
  return {
    ms: median(batches.map((batch) => batch.ms)),
    mean,
    statements: median(batches.map((batch) => batch.statements)),
  };
}

async function post(baseUrl: string, member: Member) {
  const response = await fetch(`${baseUrl}/api/workouts`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${member.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(loggedWorkout),
  });
  await response.arrayBuffer();
  if (response.status !== 201) throw new Error(`POST /api/workouts answered ${response.status}`);
}

async function postSession(baseUrl: string, member: Member, names: readonly string[]) {
  const response = await fetch(`${baseUrl}/api/workout-sessions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${member.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(sessionBody(names)),
  });
  const answer = await response.text();
  if (response.status !== 201)
    throw new Error(`POST /api/workout-sessions answered ${response.status}: ${answer}`);
}

/** The "before" side has no sessions endpoint: the transaction a session upload sends, as SQL. */
async function recordSessionAsSql(tx: Tx) {
  const sessionId = randomUUID();
  const startedAt = new Date(Date.now() - 75 * 60_000);
  const exercises = await tx<{ id: string; name: string }[]>`
    select id, name from public.exercise where category = 'strength' and owner_id is null order by name limit 5`;
  await tx`
    insert into public.workout_session (id, user_id, started_at, ended_at)
    values (${sessionId}, (select auth.uid()), ${startedAt}, now())`;
  const workouts = await tx<{ id: string; name: string }[]>`
    insert into public.workout (user_id, name, category, duration, calories_burned, date, difficulty_level,
                                session_id, session_position)
    select (select auth.uid()), e.name, 'strength', 15, 80, ${startedAt}, 3, ${sessionId}, e.position - 1
    from unnest(${exercises.map((exercise) => exercise.name)}::text[]) with ordinality as e (name, position)
    returning id, name`;
  const exerciseOf = new Map(exercises.map((exercise) => [exercise.name, exercise.id]));
  await tx`
    insert into public.workout_exercise (workout_id, user_id, exercise_id, sets, reps, weight, duration)
    select w.workout_id, (select auth.uid()), w.exercise_id, 3, 8, 135, 900
    from unnest(${workouts.map((workout) => workout.id)}::uuid[],
                ${workouts.map((workout) => exerciseOf.get(workout.name) ?? '')}::uuid[]) as w (workout_id, exercise_id)`;
  await tx`
    insert into public.workout_set (workout_id, user_id, position, weight, reps, rpe, kind)
    select w.id, (select auth.uid()), s.position, case when s.position = 0 then 95 else 135 end, 8,
           case when s.position = 0 then null else 7.5 end,
           (case when s.position = 0 then 'warmup' else 'working' end)::public.set_kind
    from unnest(${workouts.map((workout) => workout.id)}::uuid[]) as w (id), generate_series(0, 3) as s (position)`;
}

/** The code of an earlier commit, exported beside this tree with its modules linked. */
export function exportTree(commit: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `fitness-writes-${commit}-`));
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C '${dir}'`], { cwd: ROOT });
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'));
  // The web app is the same in both; copied rather than built twice, and stamped newer than its sources.
  const dist = path.join(dir, path.relative(ROOT, WEB_DIST_DIR));
  cpSync(WEB_DIST_DIR, dist, { recursive: true });
  const now = new Date(Date.now() + 60_000);
  utimesSync(path.join(dist, 'index.html'), now, now);
  return dir;
}

/** The API at `cwd` on `databaseUrl`, with `workers` processes (undefined: one per core). */
async function startApi(cwd: string, databaseUrl: string, workers?: number) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fitness-writes-api-'));
  const server = startProcess(
    process.execPath,
    ['--import', 'tsx', 'supabase/local/start.ts'],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET,
      DATABASE_URL: databaseUrl,
      COACH_RECOMPUTE_MINUTES: '0',
      ...(workers ? { WORKERS: String(workers) } : {}),
    },
    cwd,
  );
  await server.waitFor(/Fitness tracker ready/, 180_000);
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

interface Side {
  label: SideName;
  database: string;
  url: string;
  sql: Sql;
  members: Member[];
  scenario: ScenarioName;
  cwd: string;
  /** The route's work as bare SQL (load/scenarios.ts): the insert, and before, the coach recompute. */
  bare: (member: Member) => Promise<unknown>;
}

const ms = (value: number) => `${value.toFixed(2)} ms`;
const timeOf = (time: { ms: number; mean: number; statements: number }) =>
  `${ms(time.ms)} in ${time.statements.toFixed(1)} statements (mean ${ms(time.mean)})`;

function chosenSides(): SideName[] {
  const asked = (process.env.WRITES_SIDES ?? 'before,main,after').split(',').map((name) => name.trim());
  return (Object.keys(SIDES) as SideName[]).filter((name) => asked.includes(name));
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/**
 * Sustained logging: each side's API and bare SQL as closed loops, every side's servers up at
 * once and the loops taking turns round after round; the medians go into `figures`.
 */
async function sustainedRates(sides: Side[], figures: Partial<Record<SideName, Record<string, string>>>) {
  const apis = new Map<SideName, Awaited<ReturnType<typeof startApi>>>();
  try {
    for (const side of sides) apis.set(side.label, await startApi(side.cwd, side.url));
    const runs = new Map<string, LoadResult[]>();
    const record = (key: string, result: LoadResult) => runs.set(key, [...(runs.get(key) ?? []), result]);
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const side of sides) {
        const baseUrl = apis.get(side.label)?.baseUrl ?? '';
        const common = { scenario: side.scenario, members: side.members, rate: 0, seconds: LOOP_SECONDS };
        const api = await runGenerator({
          ...common,
          target: { kind: 'http', baseUrl },
          connections: CLIENTS,
          clients: CLIENTS,
        });
        const bare = await runGenerator({
          ...common,
          target: { kind: 'sql', databaseUrl: side.url, poolSize: CLIENTS },
          clients: CLIENTS,
        });
        record(`${side.label} api`, api);
        record(`${side.label} bare`, bare);
        const line = (result: LoadResult) =>
          `${result.achievedRate.toFixed(0)}/s (p99 ${result.p99.toFixed(0)} ms${result.errors ? `, ${result.errors} errors: ${result.firstError}` : ''})`;
        console.log(`  round ${round}, ${side.label}: API ${line(api)}, bare ${line(bare)}`);
      }
    }
    for (const side of sides) {
      const api = runs.get(`${side.label} api`) ?? [];
      const bare = runs.get(`${side.label} bare`) ?? [];
      const apiRate = median(api.map((result) => result.achievedRate));
      const bareRate = median(bare.map((result) => result.achievedRate));
      const sideFigures = figures[side.label] ?? {};
      figures[side.label] = sideFigures;
      sideFigures.closedApiRate = String(apiRate);
      sideFigures.closedApiRoundRate = api.map((result) => result.achievedRate).join(',');
      sideFigures[`sustained logs, ${CLIENTS} clients (median of ${ROUNDS}): API, bare`] =
        `${apiRate.toFixed(0)}/s, ${bareRate.toFixed(0)}/s (${bareRate ? ((apiRate / bareRate) * 100).toFixed(0) : '-'}%), p99 ${median(api.map((result) => result.p99)).toFixed(0)} and ${median(bare.map((result) => result.p99)).toFixed(0)} ms`;
    }
  } finally {
    for (const api of apis.values()) await api.stop();
  }
}

export async function benchWrites() {
  console.log(
    '\n## The write path: database time and sustained logging, before and after (real PostgreSQL 15)',
  );
  const binDir = findPostgresBinDir({ major: 15 }) ?? findPostgresBinDir();
  if (!binDir) {
    console.log('skipped (no PostgreSQL server binaries; install postgresql or set PG_BIN_DIR)');
    return;
  }
  const server = await startTemporaryPostgres(binDir, {
    settings: {
      shared_preload_libraries: 'pg_stat_statements',
      'pg_stat_statements.track_planning': 'on',
      ...(DETAIL ? { 'pg_stat_statements.track': 'all' } : {}),
    },
  });
  const admin = postgres(server.url, { max: 1, onnotice: () => {} }) as unknown as Sql;
  const sides: Side[] = [];
  const trees: string[] = [];
  try {
    await admin`create extension pg_stat_statements`;
    await ensureWebBuilt();
    for (const label of chosenSides()) {
      const { through, commit, scenario } = SIDES[label];
      const database = `writes_${label}`;
      await admin.unsafe(`create database ${database}`);
      const url = server.url.replace(/\/postgres$/, `/${database}`);
      const setup = postgres(url, { max: 1, onnotice: () => {} }) as unknown as Sql;
      try {
        await applyShims(setup);
        await migrateDatabase(setup, { through });
        const started = performance.now();
        await loadHistory(setup);
        console.log(`${label}: data loaded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
        const members = await measuredMembers(setup, MEASURED_MEMBERS);
        const sql = connectDatabase(url, { max: 4, prepare: true });
        const cwd = commit ? exportTree(commit) : ROOT;
        if (commit) trees.push(cwd);
        sides.push({
          label,
          database,
          url,
          sql,
          members,
          scenario,
          cwd,
          bare: (member) => SCENARIOS[scenario].sql(sql, member.claims, 0),
        });
      } finally {
        await setup.end();
      }
    }

    const figures: Partial<Record<SideName, Record<string, string>>> = {};
    for (const side of sides) {
      // Requests sent one at a time are served by one worker, as one connection sends the bare
      // transaction: with two, they alternate between two processes and two database connections,
      // and each statement then runs on caches the other pair has just used (0.3 to 0.7 ms more per
      // request on this two-core machine, with the same statements). The sustained loops run every
      // worker.
      const api = await startApi(side.cwd, side.url, 1);
      try {
        let turn = 0;
        const next = () => side.members[turn++ % side.members.length] as Member;
        const strengthLifts = (
          await side.sql<{ name: string }[]>`
            select name from public.exercise where category = 'strength' and owner_id is null order by name limit 6`
        ).map((exercise) => exercise.name);
        // A finished session is the member's latest of its lifts: five the single logs never touch.
        // Sent late, one of its lifts (the single logs' squat) was logged after it started, and its
        // records are read from that lift's history instead of the kept bests.
        const lifts = strengthLifts.filter((name) => name !== loggedWorkout.name).slice(0, 5);
        const lateLifts = strengthLifts.slice(0, 5);
        const recordSession =
          side.label === 'before'
            ? async () => {
                const member = next();
                await asUser(side.sql, member.claims, recordSessionAsSql);
                await recomputeAsBefore(side.sql, member.claims.sub);
              }
            : () => postSession(api.baseUrl, next(), lifts);
        const recordLateSession = () => postSession(api.baseUrl, next(), lateLifts);
        for (let warm = 0; warm < 50; warm += 1) await post(api.baseUrl, next());
        for (let warm = 0; warm < 10; warm += 1) await recordSession();
        const single = await databaseTimePerCall(admin, side.database, SEQUENTIAL_CALLS, () =>
          post(api.baseUrl, next()),
        );
        const bare = await databaseTimePerCall(admin, side.database, SEQUENTIAL_CALLS, async () => {
          await side.bare(next());
        });
        const session = await databaseTimePerCall(admin, side.database, 100, recordSession);
        const sideFigures: Record<string, string> = {
          'POST /api/workouts, database time (API)': timeOf(single),
          'the same as bare SQL': timeOf(bare),
          'session of 5 exercises, 20 sets': `${timeOf(session)}${side.label === 'before' ? ' (as SQL)' : ''}`,
        };
        if (side.label !== 'before') {
          const late = await databaseTimePerCall(admin, side.database, 100, recordLateSession);
          sideFigures['the same session sent late (a lift logged after its start)'] = timeOf(late);
        }
        figures[side.label] = sideFigures;
        console.log(`  ${side.label}: ${JSON.stringify(sideFigures)}`);
        if (!WITH_LADDER) continue;
        const http: Omit<LoadJob, 'rate' | 'seconds'> = {
          target: { kind: 'http', baseUrl: api.baseUrl },
          scenario: side.scenario,
          members: side.members,
          connections: 64,
        };
        // Writes saturate far below reads: the ladder starts at FIRST_RATE (30/s unless set), not 100/s.
        const apiLadder = await highestSustainedRate(http, FIRST_RATE);
        const bareLadder = await highestSustainedRate(
          {
            target: { kind: 'sql', databaseUrl: side.url, poolSize: 20 },
            scenario: side.scenario,
            members: side.members,
          },
          FIRST_RATE,
        );
        const apiRate = apiLadder.best?.rate ?? 0;
        const bareRate = bareLadder.best?.rate ?? 0;
        for (const [name, ladder] of [
          ['API', apiLadder],
          ['bare', bareLadder],
        ] as const) {
          const missed = ladder.failedAt;
          console.log(
            `  ${side.label}, ${name}: first rate missed ${missed ? `${missed.rate}/s (p99 ${missed.p99.toFixed(1)} ms, ${missed.errors} errors${missed.firstError ? `: ${missed.firstError}` : ''})` : 'none'}`,
          );
        }
        sideFigures.apiRate = String(apiRate);
        sideFigures['sustained logs, p99 < 50 ms: API, bare'] =
          `${apiRate}/s, ${bareRate}/s (${bareRate ? ((apiRate / bareRate) * 100).toFixed(0) : '-'}%)`;
      } finally {
        await api.stop();
      }
    }
    if (ROUNDS > 0) await sustainedRates(sides, figures);
    const keys = [...new Set(Object.values(figures).flatMap((side) => Object.keys(side)))];
    for (const key of keys.filter((name) => !name.endsWith('Rate'))) {
      console.log(
        `  ${key}: ${sides.map((side) => `${side.label} ${figures[side.label]?.[key] ?? '-'}`).join(' | ')}`,
      );
    }
    const gain = (from: SideName) =>
      Number(figures.after?.closedApiRate) / Number(figures[from]?.closedApiRate);
    // The same ratio taken round by round (each side's loop of a round ran minutes apart at most):
    // the machine's speed drifts between rounds by more than the sides differ.
    const roundRates = (side: SideName) => (figures[side]?.closedApiRoundRate ?? '').split(',').map(Number);
    const roundGain = (from: SideName) =>
      median(roundRates('after').map((rate, round) => rate / (roundRates(from)[round] ?? Number.NaN)));
    const times = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}x` : '-');
    console.log(
      `  targets: single POST <= 1.5 ms, session <= 4 ms, API >= 60% of bare, API rate >= 3x before (${times(gain('before'))} of the medians, ${times(roundGain('before'))} the median round; ${times(gain('main'))} of main)`,
    );
  } finally {
    for (const side of sides) await side.sql.end();
    await admin.end();
    server.stop();
    for (const tree of trees) rmSync(tree, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchWrites();
