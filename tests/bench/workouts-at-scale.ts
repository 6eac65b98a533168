import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import postgres from 'postgres';
import { createApiApp } from '../../supabase/functions/_shared/app.ts';
import type { AuthSession } from '../../supabase/functions/_shared/contract/auth.ts';
import { asUser } from '../../supabase/functions/_shared/db/as-user.ts';
import { connectDatabase, type Sql } from '../../supabase/functions/_shared/db/database.ts';
import { listWorkouts, readStats } from '../../supabase/functions/_shared/workouts/workout-store.ts';
import { LocalAuthProvider } from '../../supabase/local/auth/local-auth-provider.ts';
import { applyShims, migrateDatabase } from '../../supabase/local/database/migrate.ts';
import { LocalFileStorage } from '../../supabase/local/storage/local-file-storage.ts';
import { findPostgresBinDir, startTemporaryPostgres } from '../support/temporary-postgres.ts';

const MEMBERS = 10_000;
const WORKOUTS = 1_000_000;
const HEAVY_MEMBER_WORKOUTS = 5_000;
const CONCURRENCY = 50;
const REQUESTS = 3_000;
const JWT_SECRET = 'bench-only-secret-0123456789abcdef0123456789';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

/** Runs `task` REQUESTS times with `concurrency` in flight; answers p50 and p99 in ms and the throughput. */
async function measure(task: () => Promise<void>, concurrency = CONCURRENCY) {
  for (let warmup = 0; warmup < 100; warmup += 1) await task();
  const runStarted = performance.now();
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < REQUESTS) {
      next += 1;
      const started = performance.now();
      await task();
      times.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const perSecond = (times.length / (performance.now() - runStarted)) * 1000;
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), perSecond };
}

/** 10,000 members, 1,000,000 workouts with their exercise rows; one member holds 5,000. */
async function loadHistory(sql: Sql, heavyMemberId: string) {
  await sql`
    insert into auth.users (id, email, raw_user_meta_data)
    select gen_random_uuid(), 'bench_' || i || '@example.com',
           jsonb_build_object('username', 'bench_' || i, 'first_name', 'Bench', 'last_name', 'Member ' || i)
    from generate_series(1, ${MEMBERS - 1}) as i`;
  // Streaks and totals are computed once at the end; records and rep totals are kept by the exercise
  // rows' statement trigger, one set-based pass for the whole load.
  await sql`alter table public.workout disable trigger workout_maintain_inserted`;
  await sql`
    with members as (
      select id, row_number() over (order by id) as n from public.profile where id <> ${heavyMemberId}
    ),
    exercises as (select id, name, category, row_number() over (order by name) as n from public.exercise),
    exercise_count as (select count(*) as total from exercises),
    rows as (
      select case when i <= ${HEAVY_MEMBER_WORKOUTS} then ${heavyMemberId}::uuid else m.id end as user_id,
             1 + (i::bigint * 7919) % (select total from exercise_count) as exercise_n,
             now() - (random() * interval '365 days') as date,
             i
      from generate_series(1, ${WORKOUTS}) as i
      join members m on m.n = 1 + (i % ${MEMBERS - 1})
    ),
    inserted as (
      insert into public.workout (user_id, name, category, duration, calories_burned, date, difficulty_level, perceived_exertion)
      select r.user_id, e.name, e.category, 30, 132, r.date, 1 + r.i % 5, 1 + r.i % 10
      from rows r join exercises e on e.n = r.exercise_n
      returning id, user_id, category
    )
    insert into public.workout_exercise (workout_id, user_id, exercise_id, sets, reps, weight)
    select i.id, i.user_id, e.id,
           case when i.category in ('strength', 'dumbbells') then 3 end,
           case when i.category in ('strength', 'dumbbells') then 8 end,
           case when i.category in ('strength', 'dumbbells') then 45 + (random() * 200)::integer end
    from inserted i
    join public.workout w on w.id = i.id
    join public.exercise e on e.name = w.name`;
  await sql`alter table public.workout enable trigger workout_maintain_inserted`;
  await sql`select private.rebuild_workout_summaries()`;
  await sql`update public.profile set streak = private.streak_run_length(id, time_zone)`;
  await sql`vacuum analyze`;
}

export async function benchWorkoutsAtScale() {
  console.log('\n## Workouts at scale (real PostgreSQL)');
  const binDir = findPostgresBinDir();
  if (!binDir) {
    console.log('skipped: no PostgreSQL server binaries found (install postgresql or set PG_BIN_DIR)');
    return;
  }
  const server = await startTemporaryPostgres(binDir);
  const admin = postgres(server.url, { max: 1, onnotice: () => {} });
  const sql = connectDatabase(server.url, { max: CONCURRENCY, prepare: true });
  const httpServer: { close?: () => void } = {};
  try {
    await applyShims(admin);
    await migrateDatabase(admin);
    const auth = new LocalAuthProvider({ sql, jwtSecret: JWT_SECRET });
    const storage = new LocalFileStorage(sql, await mkdtemp(path.join(tmpdir(), 'fitness-bench-storage-')));
    const app = createApiApp({ sql, auth, siteUrl: undefined, storage });

    const port = await new Promise<number>((resolve) => {
      const listening = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
        resolve(info.port),
      );
      httpServer.close = () => listening.close();
    });
    const base = `http://127.0.0.1:${port}`;
    const signUp = await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        username: 'heavy_member',
        email: 'heavy@example.com',
        password: 'Training123',
        firstName: 'Heavy',
        lastName: 'Member',
      }),
    });
    const heavy = (await signUp.json()) as AuthSession;

    const loadStarted = performance.now();
    await loadHistory(admin, heavy.user.id);
    const [counts] = await admin<{ members: number; workouts: number; heavy: number }[]>`
      select (select count(*) from public.profile)::integer as members,
             (select count(*) from public.workout)::integer as workouts,
             (select count(*) from public.workout where user_id = ${heavy.user.id})::integer as heavy`;
    console.log(
      `data: ${counts?.members} members, ${counts?.workouts} workouts, ${counts?.heavy} for the measured member ` +
        `(loaded in ${((performance.now() - loadStarted) / 1000).toFixed(0)} s)`,
    );

    const claims = await auth.verifyAccessToken(heavy.token);
    const headers = { Authorization: `Bearer ${heavy.token}` };
    const viaApi = (path: string) => async () => {
      const response = await fetch(`${base}${path}`, { headers });
      if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
      await response.arrayBuffer();
    };
    const endpoints = [
      {
        name: 'GET /api/stats',
        api: viaApi('/api/stats'),
        bare: async () => {
          await asUser(sql, claims, readStats);
        },
      },
      {
        name: 'GET /api/workouts (first page of 50)',
        api: viaApi('/api/workouts'),
        bare: async () => {
          await asUser(sql, claims, listWorkouts({ limit: 50 }));
        },
      },
    ];
    const format = (figures: { p50: number; p99: number; perSecond: number }) =>
      `p50 ${figures.p50.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ${figures.perSecond.toFixed(0)}/s`;
    console.log(
      `${REQUESTS} requests per line; bare = the same SQL in the same member transaction, without HTTP`,
    );
    for (const concurrency of [1, CONCURRENCY]) {
      for (const endpoint of endpoints) {
        const api = await measure(endpoint.api, concurrency);
        const bare = await measure(endpoint.bare, concurrency);
        console.log(
          `${endpoint.name}, ${concurrency} concurrent: API ${format(api)} | bare SQL ${format(bare)} | ` +
            `API / bare p50 ${(api.p50 / bare.p50).toFixed(2)}x, p99 ${(api.p99 / bare.p99).toFixed(2)}x`,
        );
      }
    }
  } finally {
    httpServer.close?.();
    await sql.end();
    await admin.end();
    server.stop();
  }
}
