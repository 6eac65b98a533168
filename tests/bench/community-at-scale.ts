import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import postgres from 'postgres';
import { createApiApp } from '../../supabase/functions/_shared/app.ts';
import { listPosts } from '../../supabase/functions/_shared/community/post-store.ts';
import type { AuthSession } from '../../supabase/functions/_shared/contract/auth.ts';
import { asUser } from '../../supabase/functions/_shared/db/as-user.ts';
import { connectDatabase, type Sql } from '../../supabase/functions/_shared/db/database.ts';
import { readBoard, readStanding } from '../../supabase/functions/_shared/leaderboard/leaderboard-store.ts';
import { LocalAuthProvider } from '../../supabase/local/auth/local-auth-provider.ts';
import { applyShims, migrateDatabase } from '../../supabase/local/database/migrate.ts';
import { LocalFileStorage } from '../../supabase/local/storage/local-file-storage.ts';
import { findPostgresBinDir, startTemporaryPostgres } from '../support/temporary-postgres.ts';

/**
 * `npm run bench:community`: the leaderboard and the first feed page with 10,000 members and
 * 1,000,000 workouts on a real PostgreSQL server, through the API (HTTP, token check, JSON) and as
 * bare SQL (the same store call in the same member transaction), in one run. Figures, not asserts.
 */

const MEMBERS = 10_000;
const WORKOUTS = 1_000_000;
const POSTS = 100_000;
const LIKES = 300_000;
/** Members who chose not to be on the leaderboard, and who hide their streak. */
const HIDDEN_SHARE = 0.05;
const CONCURRENCY = 50;
const REQUESTS = 2_000;
const JWT_SECRET = 'bench-only-secret-0123456789abcdef0123456789';

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

async function measure(task: () => Promise<void>, concurrency: number) {
  for (let warmup = 0; warmup < 50; warmup += 1) await task();
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

const seconds = (started: number) => `${((performance.now() - started) / 1000).toFixed(0)} s`;

/**
 * Members, workouts with sets and reps (the rep totals are kept by the triggers during the load,
 * set-based), posts and likes. The posting rate limit and the like counter are switched off for
 * the bulk insert of history and the counters set once afterwards.
 */
export async function loadCommunity(sql: Sql, measuredId: string) {
  let started = performance.now();
  await sql`
    insert into auth.users (id, email, raw_user_meta_data)
    select gen_random_uuid(), 'bench_' || i || '@example.com',
           jsonb_build_object('username', 'bench_' || i, 'first_name', 'Bench', 'last_name', 'Member ' || i)
    from generate_series(1, ${MEMBERS - 1}) as i`;
  // Streaks and workout totals are not what this bench measures: computed once at the end.
  await sql`alter table public.workout disable trigger workout_maintain_inserted`;
  await sql`
    with members as (select id, row_number() over (order by id) as n from public.profile),
    exercises as (select id, name, category, row_number() over (order by name) as n from public.exercise),
    exercise_count as (select count(*) as total from exercises),
    rows as (
      select m.id as user_id,
             1 + (i::bigint * 7919) % (select total from exercise_count) as exercise_n,
             now() - (random() * interval '365 days') as date,
             i
      from generate_series(1, ${WORKOUTS}) as i
      join members m on m.n = 1 + (i % ${MEMBERS})
    ),
    inserted as (
      insert into public.workout (user_id, name, category, duration, calories_burned, date)
      select r.user_id, e.name, e.category, 30, 132, r.date
      from rows r join exercises e on e.n = r.exercise_n
      returning id, user_id, category, name
    )
    insert into public.workout_exercise (workout_id, user_id, exercise_id, sets, reps, weight)
    select i.id, i.user_id, e.id,
           case when i.category in ('strength', 'dumbbells') then 1 + (random() * 4)::integer end,
           case when i.category in ('strength', 'dumbbells') then 5 + (random() * 10)::integer end,
           case when i.category in ('strength', 'dumbbells') then 45 + (random() * 200)::integer end
    from inserted i
    join public.exercise e on e.name = i.name`;
  await sql`alter table public.workout enable trigger workout_maintain_inserted`;
  console.log(`workouts with rep totals kept by the triggers: ${seconds(started)}`);
  started = performance.now();
  await sql`select private.rebuild_workout_summaries()`;
  await sql`update public.profile set streak = private.streak_run_length(id, time_zone)`;

  await sql`
    insert into public.privacy_setting (user_id, show_on_leaderboard, show_streak)
    select id, false, false from public.profile
    where id <> ${measuredId} and random() < ${HIDDEN_SHARE}`;

  await sql`alter table public.community_post disable trigger community_post_rate_limit`;
  await sql`alter table public.community_post_like disable trigger community_post_like_count`;
  await sql`
    with members as (select id, row_number() over (order by id) as n from public.profile),
    recent as (
      select distinct on (user_id) user_id, id from public.workout
      where date > now() - interval '30 days' order by user_id, date desc
    )
    insert into public.community_post (user_id, content, post_type, workout_id, created_at)
    select m.id, 'Bench post number ' || i || ': another good session, feeling strong.',
           (array['message', 'workout_progress', 'goal_achievement'])[1 + i % 3]::public.community_post_type,
           case when i % 4 = 0 then r.id end,
           now() - (random() * interval '90 days')
    from generate_series(1, ${POSTS}) as i
    join members m on m.n = 1 + (i * 7) % ${MEMBERS}
    left join recent r on r.user_id = m.id`;
  await sql`
    with posts as (select id, row_number() over (order by id) as n from public.community_post),
         members as (select id, row_number() over (order by id) as n from public.profile)
    insert into public.community_post_like (post_id, user_id)
    select p.id, m.id
    from generate_series(1, ${LIKES}) as i
    join posts p on p.n = 1 + (i::bigint * 7919) % ${POSTS}
    join members m on m.n = 1 + (i::bigint * 104729 + i / ${POSTS}) % ${MEMBERS}
    on conflict do nothing`;
  await sql`
    update public.community_post p set likes = l.count
    from (select post_id, count(*)::integer as count from public.community_post_like group by post_id) l
    where l.post_id = p.id`;
  await sql`alter table public.community_post enable trigger community_post_rate_limit`;
  await sql`alter table public.community_post_like enable trigger community_post_like_count`;
  await sql`vacuum analyze`;
  console.log(`summaries, privacy choices, posts and likes: ${seconds(started)}`);
}

export async function benchCommunityAtScale() {
  console.log('\n## Community feed and leaderboard at scale (real PostgreSQL)');
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
        username: 'measured_member',
        email: 'measured@example.com',
        password: 'Training123',
        firstName: 'Measured',
        lastName: 'Member',
      }),
    });
    const measured = (await signUp.json()) as AuthSession;

    const loadStarted = performance.now();
    await loadCommunity(admin, measured.user.id);
    const [counts] = await admin<
      { members: number; workouts: number; lifts: number; posts: number; likes: number; hidden: number }[]
    >`
      select (select count(*) from public.profile)::integer as members,
             (select count(*) from public.workout)::integer as workouts,
             (select count(*) from public.workout_exercise where reps is not null)::integer as lifts,
             (select count(*) from public.community_post)::integer as posts,
             (select count(*) from public.community_post_like)::integer as likes,
             (select count(*) from public.privacy_setting where not show_on_leaderboard)::integer as hidden`;
    console.log(
      `data: ${counts?.members} members (${counts?.hidden} off the leaderboard), ${counts?.workouts} workouts ` +
        `(${counts?.lifts} with sets and reps), ${counts?.posts} posts, ${counts?.likes} likes ` +
        `(loaded in ${seconds(loadStarted)})`,
    );
    const [check] = await admin<{ mismatches: number }[]>`
      with recount as (
        select user_id, sum(coalesce(sets, 1)::bigint * coalesce(reps, 0)) as reps
        from public.workout_exercise group by user_id
      )
      select count(*)::integer as mismatches
      from recount r full join public.rep_total t on t.user_id = r.user_id
      where coalesce(r.reps, 0) <> coalesce(t.total_reps, 0)`;
    console.log(
      `rep totals kept by the triggers equal a full recount: ${check?.mismatches === 0 ? 'yes' : `no (${check?.mismatches} members differ)`}`,
    );

    const claims = await auth.verifyAccessToken(measured.token);
    const [standing] = await asUser(sql, claims, readStanding('all')).then((standing) => [standing]);
    console.log(
      `measured member: rank ${standing?.myRank ?? '-'} of ${standing?.members} on the all-time board ` +
        `(${standing?.myReps ?? 0} reps)`,
    );

    const headers = { Authorization: `Bearer ${measured.token}` };
    const viaApi = (url: string) => async () => {
      const response = await fetch(`${base}${url}`, { headers });
      if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
      await response.arrayBuffer();
    };
    const endpoints = [
      {
        name: 'GET /api/leaderboard (all time, first 50)',
        api: viaApi('/api/leaderboard'),
        bare: async () => {
          await asUser(sql, claims, readBoard('all', 50));
        },
      },
      {
        name: 'GET /api/leaderboard?period=week (first 50)',
        api: viaApi('/api/leaderboard?period=week'),
        bare: async () => {
          await asUser(sql, claims, readBoard('week', 50));
        },
      },
      {
        name: 'GET /api/leaderboard/summary (cards + own rank)',
        api: viaApi('/api/leaderboard/summary'),
        bare: async () => {
          await asUser(sql, claims, readStanding('all'));
        },
      },
      {
        name: 'GET /api/community/posts (first page of 20)',
        api: viaApi('/api/community/posts'),
        bare: async () => {
          await asUser(sql, claims, listPosts({ limit: 20 }));
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await benchCommunityAtScale();
