import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  SWEEP_SECRET_HEADER as BILLING_SWEEP_SECRET_HEADER,
  createWebhookApp,
} from '../../supabase/functions/_shared/billing/webhook-app.ts';
import { createRecomputeApp } from '../../supabase/functions/_shared/coach/recompute-app.ts';
import { COACH_SECRET_HEADER } from '../../supabase/functions/_shared/contract/coach.ts';
import { connectDatabase, type Sql } from '../../supabase/functions/_shared/db/database.ts';
import {
  createStorageSweepApp,
  SWEEP_SECRET_HEADER as STORAGE_SWEEP_SECRET_HEADER,
} from '../../supabase/functions/_shared/user/sweep-app.ts';
import { listMigrationFiles, migrateDatabase } from '../../supabase/local/database/migrate.ts';
import {
  type SchedulerPostgres,
  schedulerPostgresBlocked,
  startSchedulerPostgres,
} from '../support/scheduler-postgres.ts';
import '../support/test-database-target.ts';

/**
 * The managed runtime's background jobs, on a real PostgreSQL server with the real pg_cron
 * preloaded and stand-ins for pg_net (records each call) and Vault. It starts its own server, so
 * it runs once per `npm test`, in the pass on real PostgreSQL; in CI a missing prerequisite fails.
 */
const onRealPostgres = inject('testDatabase').kind === 'postgres';
const IN_CI = ['1', 'true'].includes((process.env.CI ?? '').toLowerCase());
const blocked = onRealPostgres ? schedulerPostgresBlocked() : undefined;
if (blocked && !IN_CI) console.warn(`Skipping the pg_cron schedule tests: ${blocked}.`);

describe.runIf(Boolean(blocked) && IN_CI)('background job schedules (pg_cron) in CI', () => {
  it('has PostgreSQL with pg_cron and room for the stand-in extensions', () => {
    throw new Error(`The pg_cron schedule tests cannot run: ${blocked}`);
  });
});

const PROJECT_URL = 'https://project-ref.supabase.co';

interface ExpectedJob {
  name: string;
  schedule: string;
  /** The path the function is served under, after <project_url>/functions/v1. */
  functionPath: string;
  secretHeader: string;
  vaultSecret: string;
  secretValue: string;
  /** The function's app as its entry file builds it, given the secret it is deployed with. */
  receiver: (sql: Sql, secret: string) => Pick<Hono, 'request'>;
}

/** Written out here rather than read from the migration, so a wrong declaration there fails. */
const EXPECTED_JOBS: ExpectedJob[] = [
  {
    name: 'coach-recompute',
    schedule: '*/15 * * * *',
    functionPath: '/coach-recompute',
    secretHeader: COACH_SECRET_HEADER,
    vaultSecret: 'coach_recompute_secret',
    secretValue: 'coach-secret-0123456789',
    receiver: (sql, secret) => createRecomputeApp({ sql, secret }),
  },
  {
    name: 'storage-sweep',
    schedule: '*/10 * * * *',
    functionPath: '/storage-sweep',
    secretHeader: STORAGE_SWEEP_SECRET_HEADER,
    vaultSecret: 'storage_sweep_secret',
    secretValue: 'storage-sweep-secret-0123456789',
    receiver: (sql, secret) =>
      createStorageSweepApp({ sql, storage: { removeAsService: async () => {} }, secret }),
  },
  {
    name: 'billing-sweep',
    schedule: '*/15 * * * *',
    functionPath: '/stripe-webhook/sweep',
    secretHeader: BILLING_SWEEP_SECRET_HEADER,
    vaultSecret: 'billing_sweep_secret',
    secretValue: 'billing-sweep-secret-0123456789',
    receiver: (sql, secret) => createWebhookApp({ sql, billing: undefined, sweepSecret: secret }),
  },
];

/** Jobs that are SQL run in the database itself (no function to call): name, schedule, command. */
const SQL_JOBS = [
  {
    name: 'booking-settle',
    schedule: '*/10 * * * *',
    command: 'select * from private.settle_due_bookings()',
  },
];

interface CronJob {
  jobid: string;
  jobname: string;
  schedule: string;
  command: string;
  username: string;
}

interface RecordedCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
}

describe.runIf(onRealPostgres && !blocked)('background job schedules (pg_cron)', () => {
  let server: SchedulerPostgres | undefined;
  let sql: Sql;

  const cronJobs = () =>
    sql<CronJob[]>`select jobid, jobname, schedule, command, username from cron.job order by jobname`;

  /** Runs the job's command as pg_cron would, and answers the HTTP call it asked pg_net for. */
  async function runJob(name: string): Promise<RecordedCall> {
    const [job] = await sql<CronJob[]>`select command, username from cron.job where jobname = ${name}`;
    if (!job) throw new Error(`No job named ${name}`);
    const [call] = await sql.begin(async (tx) => {
      await tx`set local role ${tx(job.username)}`;
      const [request] = await tx.unsafe<{ http_post: string }[]>(job.command);
      if (!request) throw new Error(`Job ${name} answered no request id`);
      return tx<RecordedCall[]>`
        select method, url, headers, body from net.stand_in_requests where id = ${request.http_post}`;
    });
    if (!call) throw new Error(`Job ${name} made no HTTP call`);
    return call;
  }

  beforeAll(async () => {
    server = await startSchedulerPostgres();
    sql = connectDatabase(server.url, { max: 1, prepare: true });
    await migrateDatabase(sql, { seed: false });
    // The secrets an operator stores once per project (README, "Deploy to Supabase").
    await sql`select vault.create_secret(${PROJECT_URL}, 'project_url')`;
    for (const job of EXPECTED_JOBS) {
      await sql`select vault.create_secret(${job.secretValue}, ${job.vaultSecret})`;
    }
  }, 60_000);

  afterAll(async () => {
    await sql?.end({ timeout: 5 });
    server?.stop();
  });

  it('the migrations enable pg_cron, pg_net and Vault and schedule every job', async () => {
    const jobs = await cronJobs();
    expect(jobs.map(({ jobname, schedule }) => ({ jobname, schedule }))).toEqual(
      [...EXPECTED_JOBS, ...SQL_JOBS]
        .map(({ name, schedule }) => ({ jobname: name, schedule }))
        .sort((a, b) => a.jobname.localeCompare(b.jobname)),
    );
  });

  it('running the migration and the scheduling command again leaves the same jobs', async () => {
    const before = await cronJobs();
    const migration = (await listMigrationFiles()).find((file) =>
      file.endsWith('_background_job_schedules.sql'),
    );
    if (!migration) throw new Error('The background job migration is missing');
    await sql.unsafe(
      await readFile(path.resolve(import.meta.dirname, '../../supabase/migrations', migration), 'utf8'),
    );
    await sql`select * from private.schedule_background_jobs()`;
    expect(await cronJobs()).toEqual(before);
  });

  it('replaces a job of the same name left by an earlier schedule', async () => {
    await sql`select cron.schedule('coach-recompute', '0 * * * *', 'select 1')`;
    await sql`select * from private.schedule_background_jobs()`;
    const jobs = await cronJobs();
    expect(jobs).toHaveLength(EXPECTED_JOBS.length + SQL_JOBS.length);
    expect(jobs.find((job) => job.jobname === 'coach-recompute')).toMatchObject({
      schedule: '*/15 * * * *',
      command: expect.stringContaining('net.http_post'),
    });
  });

  it.each(['anon', 'authenticated', 'service_role'])('%s cannot schedule the jobs', async (role) => {
    await expect(
      sql.begin(async (tx) => {
        await tx.unsafe(`set local role ${role}`);
        await tx`select * from private.schedule_background_jobs()`;
      }),
    ).rejects.toThrow(/permission denied for (schema private|function schedule_background_jobs)/);
  });

  it.each(SQL_JOBS)('$name runs its SQL in the database as the job owner', async (job) => {
    const [scheduled] = await sql<
      CronJob[]
    >`select command, username from cron.job where jobname = ${job.name}`;
    expect(scheduled?.command).toBe(job.command);
    const rows = await sql.begin(async (tx) => {
      await tx`set local role ${tx(scheduled?.username ?? '')}`;
      return tx.unsafe(job.command);
    });
    expect(rows).toHaveLength(1);
  });

  describe.each(EXPECTED_JOBS)('$name', (job) => {
    it('posts to its function with the project URL and the secret read from Vault', async () => {
      const call = await runJob(job.name);
      expect(call.method).toBe('POST');
      expect(call.url).toBe(`${PROJECT_URL}/functions/v1${job.functionPath}`);
      expect(call.headers[job.secretHeader]).toBe(job.secretValue);
    });

    it('is accepted by the function deployed with the same secret', async () => {
      const call = await runJob(job.name);
      // Supabase serves <project_url>/functions/v1/<name>/... to the function as /<name>/...
      const servedPath = new URL(call.url).pathname.replace(/^\/functions\/v1/, '');
      const answer = await job.receiver(sql, job.secretValue).request(servedPath, {
        method: call.method,
        headers: call.headers,
        body: JSON.stringify(call.body),
      });
      expect(answer.status).toBe(200);
    });
  });
});
