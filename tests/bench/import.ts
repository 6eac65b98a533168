import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApiApp } from '../../supabase/functions/_shared/app.ts';
import type { AuthSession } from '../../supabase/functions/_shared/contract/auth.ts';
import type { ImportReport } from '../../supabase/functions/_shared/contract/data-import.ts';
import type { Stats } from '../../supabase/functions/_shared/contract/workouts.ts';
import { connectDatabase, type Sql } from '../../supabase/functions/_shared/db/database.ts';
import { readCsvExport } from '../../supabase/functions/_shared/domain/data-import/read-export.ts';
import { LocalAuthProvider } from '../../supabase/local/auth/local-auth-provider.ts';
import { startEmbeddedPostgres } from '../../supabase/local/database/embedded-postgres.ts';
import { migrateDatabase } from '../../supabase/local/database/migrate.ts';
import { LocalFileStorage } from '../../supabase/local/storage/local-file-storage.ts';

/**
 * `npm run bench:import` (also part of `npm run bench`): a ten-year Strong export, about 100,000 set
 * rows and 8 MB, made in memory, imported through the API (over HTTP, as a client sends it) on the
 * embedded database, as `npm start` runs it. Reported: the time of a dry run, of the import and of
 * the same file again (every session a duplicate), the process's peak memory over what it held
 * before (the embedded database runs in the same process), and whether every table kept by the
 * database's triggers (totals, streak, records, rep totals) equals a recount from the workouts.
 * The reading alone (CSV to sessions, no database) is timed too, in CPU seconds. Nothing is
 * asserted: figures from one run.
 */

/** Ten years unless IMPORT_YEARS says otherwise (a shorter history to compare two builds quickly). */
const YEARS = Number(process.env.IMPORT_YEARS ?? 10);
/** Training days of each week, by the day number's remainder: four days a week. */
const TRAINING_DAYS = [0, 1, 3, 5];
const JWT_SECRET = 'bench-only-secret-0123456789abcdef0123456789';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A fixed-seed generator (mulberry32), so every run imports the same file. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Lifts as Strong names them (library names through the alias table, and some of the member's own). */
const PROGRAMS = [
  {
    title: 'Legs',
    lifts: [
      ['Squat (Barbell)', 100],
      ['Romanian Deadlift (Barbell)', 80],
      ['Leg Press (Machine)', 160],
      ['Leg Extension (Machine)', 50],
      ['Lying Leg Curl (Machine)', 40],
      ['Standing Calf Raise (Machine)', 70],
    ],
  },
  {
    title: 'Push',
    lifts: [
      ['Bench Press (Barbell)', 80],
      ['Overhead Press (Barbell)', 50],
      ['Incline Bench Press (Barbell)', 65],
      ['Cable Crossover', 15],
      ['Lateral Raise (Dumbbell)', 10],
      ['Triceps Pushdown (Cable)', 25],
    ],
  },
  {
    title: 'Pull',
    lifts: [
      ['Deadlift (Barbell)', 140],
      ['Pull Up', 0],
      ['Bent Over Row (Barbell)', 70],
      ['Face Pull (Cable)', 20],
      ['Bicep Curl (Dumbbell)', 14],
      ['Hammer Curl (Dumbbell)', 14],
    ],
  },
] as const;

const pad = (value: number) => String(value).padStart(2, '0');
const stamp = (date: Date) =>
  `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ` +
  `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;

/** Strong's comma layout, in kilograms: sessions on 4 days a week over ten years, up to yesterday. */
export function tenYearStrongExport(): { csv: string; rows: number } {
  const next = random(20261126);
  const lines = [
    'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE',
  ];
  const today = new Date();
  today.setUTCHours(0, 0, 0, 0);
  const days = YEARS * 365;
  let session = 0;
  for (let day = days; day >= 1; day -= 1) {
    if (!TRAINING_DAYS.includes(day % 7)) continue;
    const start = new Date(today.getTime() - day * DAY_MS + (17 * 60 + Math.floor(next() * 120)) * 60_000);
    const program = PROGRAMS[session % PROGRAMS.length] as (typeof PROGRAMS)[number];
    session += 1;
    const progress = 1 + (0.6 * (days - day)) / days;
    const minutes = 50 + Math.floor(next() * 40);
    const duration = minutes >= 60 ? `${Math.floor(minutes / 60)}h ${minutes % 60}m` : `${minutes}m`;
    const date = stamp(start);
    const workoutNotes = next() < 0.1 ? '"Felt strong, slept well"' : '';
    const prefix = `${date},"${program.title}",${duration}`;
    const lifts = program.lifts.slice(0, 5 + Math.floor(next() * 2));
    for (const [name, base] of lifts) {
      const top = Math.round((base * progress) / 2.5) * 2.5;
      lines.push(`${prefix},"${name}",W,${Math.round(top * 0.5)},10,0,0,,${workoutNotes},`);
      const sets = 6 + Math.floor(next() * 3);
      for (let set = 1; set <= sets; set += 1) {
        const reps = 5 + Math.floor(next() * 6);
        const rpe = next() < 0.5 ? String(7 + Math.floor(next() * 7) / 2) : '';
        const note = set === 1 && next() < 0.05 ? '"Belt on, 2 ""slow"" reps"' : '';
        lines.push(`${prefix},"${name}",${set},${top},${reps},0,0,${note},${workoutNotes},${rpe}`);
      }
      if (next() < 0.2) lines.push(`${prefix},"${name}",D,${Math.round(top * 0.7)},12,0,0,,${workoutNotes},`);
      lines.push(`${prefix},"${name}",Rest Timer,,,,120,,${workoutNotes},`);
    }
  }
  return { csv: `${lines.join('\n')}\n`, rows: lines.length - 1 };
}

/** The process's resident memory and heap, sampled until stopped; answers the peaks. */
function sampleMemory() {
  let rss = process.memoryUsage().rss;
  let heap = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  }, 20);
  return () => {
    clearInterval(timer);
    return { rss, heap };
  };
}

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;

/** Each table the triggers keep, against a recount from the member's workouts; answers the differences. */
async function derivedTablesDiffer(sql: Sql, userId: string): Promise<string[]> {
  const [row] = await sql<
    { totals: boolean; streak: boolean; records: boolean; weekly: boolean; all_time: boolean }[]
  >`
    with mine as (
      select w.id, w.date, w.duration, w.calories_burned, we.exercise_id, we.weight, we.sets, we.reps
      from public.workout w join public.workout_exercise we on we.workout_id = w.id
      where w.user_id = ${userId}
    ),
    records as (
      select exercise_id, max(weight) as best_weight, coalesce(bool_or(weight > earlier), false) as beaten
      from (select exercise_id, weight,
                   max(weight) over (partition by exercise_id order by date, id
                                     rows between unbounded preceding and 1 preceding) as earlier
            from mine where weight > 0) as lifts
      group by exercise_id
    )
    select
      (select (t.total_workouts, t.total_minutes, t.total_calories)
              = (select count(*)::integer, sum(duration)::bigint, sum(calories_burned)::bigint from mine)
       from public.workout_totals t where t.user_id = ${userId}) as totals,
      (select p.streak = private.streak_run_length(p.id, p.time_zone) from public.profile p where p.id = ${userId}) as streak,
      (select count(*) = 0 from (
         (select exercise_id, best_weight, beaten from records
          except select exercise_id, heaviest_weight, weight_beaten from public.exercise_best
                 where user_id = ${userId} and heaviest_weight > 0)
         union all
         (select exercise_id, heaviest_weight, weight_beaten from public.exercise_best
          where user_id = ${userId} and heaviest_weight > 0
          except select exercise_id, best_weight, beaten from records)) as differences) as records,
      (select count(*) = 0 from (
         (select private.leaderboard_week(date) as week, sum(private.reps_of(sets, reps))::bigint as reps
          from mine group by 1 having sum(private.reps_of(sets, reps)) > 0
          except select week_start, total_reps from public.weekly_rep_total where user_id = ${userId})
         union all
         (select week_start, total_reps from public.weekly_rep_total where user_id = ${userId}
          except select private.leaderboard_week(date), sum(private.reps_of(sets, reps))::bigint
          from mine group by 1 having sum(private.reps_of(sets, reps)) > 0)) as differences) as weekly,
      (select t.total_reps = (select sum(private.reps_of(sets, reps)) from mine)
       from public.rep_total t where t.user_id = ${userId}) as all_time`;
  return Object.entries(row ?? {})
    .filter(([, same]) => same !== true)
    .map(([table]) => table);
}

export async function benchImport() {
  console.log('\n## Importing a ten-year Strong export (embedded PGlite)');
  const generated = performance.now();
  const { csv, rows } = tenYearStrongExport();
  const bytes = Buffer.byteLength(csv);
  console.log(
    `file: ${rows.toLocaleString('en-US')} rows, ${(bytes / (1024 * 1024)).toFixed(1)} MB, made in ` +
      `${((performance.now() - generated) / 1000).toFixed(1)} s`,
  );
  // The reading alone, on this process's CPU: what an edge function (2 s of CPU per request) spends before the database.
  const cpuBefore = process.cpuUsage();
  const readStarted = performance.now();
  const { collector } = await readCsvExport(new Blob([csv]).stream(), { weightUnit: 'kg' });
  const planned = collector.finish({ timeZone: 'Europe/Berlin', now: new Date() });
  const cpu = process.cpuUsage(cpuBefore);
  console.log(
    `reading alone: ${((performance.now() - readStarted) / 1000).toFixed(2)} s, ` +
      `${((cpu.user + cpu.system) / 1e6).toFixed(2)} s of CPU, ${planned.sessions.length} sessions`,
  );
  const storageDir = await mkdtemp(path.join(tmpdir(), 'fitness-bench-import-'));
  const embedded = await startEmbeddedPostgres();
  const sql = connectDatabase(embedded.url, { max: 1, prepare: true, keepConnections: true });
  const httpServer: { close?: () => void } = {};
  try {
    await migrateDatabase(sql);
    const auth = new LocalAuthProvider({ sql, jwtSecret: JWT_SECRET });
    const app = createApiApp({
      sql,
      auth,
      siteUrl: undefined,
      storage: new LocalFileStorage(sql, storageDir),
    });
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
        username: 'ten_years',
        email: 'ten-years@example.com',
        password: 'Training123',
        firstName: 'Ten',
        lastName: 'Years',
      }),
    });
    const member = (await signUp.json()) as AuthSession;
    const headers = { Authorization: `Bearer ${member.token}`, 'Content-Type': 'text/csv' };

    const run = async (label: string, query: string) => {
      globalThis.gc?.();
      const before = process.memoryUsage();
      const stop = sampleMemory();
      const started = performance.now();
      const response = await fetch(`${base}/api/import?weightUnit=kg${query}`, {
        method: 'POST',
        headers,
        body: csv,
      });
      const report = (await response.json()) as ImportReport;
      const seconds = (performance.now() - started) / 1000;
      const peak = stop();
      if (response.status !== 200) throw new Error(`${label}: ${response.status} ${JSON.stringify(report)}`);
      console.log(
        `${label}: ${seconds.toFixed(1)} s; found ${report.found.sessions} sessions, ${report.found.workouts} ` +
          `workouts, ${report.found.sets} sets; added ${report.added.sessions}, duplicates ${report.duplicates.sessions}; ` +
          `peak memory +${mb(peak.rss - before.rss)} resident (${mb(peak.rss)} in all), heap +${mb(peak.heap - before.heapUsed)}`,
      );
      return report;
    };
    await run('dry run', '&dryRun=true');
    const imported = await run('import', '');
    await run('the same file again', '');

    const differ = await derivedTablesDiffer(sql, member.user.id);
    const stats = (await (await fetch(`${base}/api/stats`, { headers })).json()) as Stats;
    console.log(
      `stored: ${imported.added.workouts.toLocaleString('en-US')} workouts; GET /api/stats: ` +
        `${stats.totalWorkouts.toLocaleString('en-US')} workouts, ${stats.totalHours} h, ${stats.personalRecords} exercises with records; ` +
        `derived tables against a recount: ${differ.length === 0 ? 'all equal' : `differ in ${differ.join(', ')}`}`,
    );
  } finally {
    httpServer.close?.();
    await sql.end();
    await embedded.close();
    await rm(storageDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchImport();
