import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { pathToFileURL } from 'node:url';
import { connectDatabase } from '../../../supabase/functions/_shared/db/database.ts';
import type { AccessClaims } from '../../../supabase/functions/_shared/session/access-token.ts';
import { runClosedLoop } from './closed-loop.ts';
import { runOpenLoop } from './open-loop.ts';
import { SCENARIOS, type ScenarioName } from './scenarios.ts';

/**
 * The load generator process, apart from the server it loads: `node --import tsx generator.ts
 * <job file>` (a JSON file: the members' tokens are too long for a command line) prints one JSON line with the figures. It sends either HTTP requests to the API
 * or the same member transactions straight to PostgreSQL ("bare"), so both are measured by the
 * same process in the same way.
 */
export interface LoadJob {
  target: { kind: 'http'; baseUrl: string } | { kind: 'sql'; databaseUrl: string; poolSize: number };
  scenario: ScenarioName;
  members: { token: string; claims: AccessClaims }[];
  rate: number;
  seconds: number;
  /** Keep-alive sockets to the API. */
  connections?: number;
  /** A closed loop of this many clients instead of the open loop at `rate` (see closed-loop.ts). */
  clients?: number;
}

export const WARM_UP_SECONDS = 3;

function httpSender(job: LoadJob & { target: { kind: 'http' } }) {
  const scenario = SCENARIOS[job.scenario];
  const base = new URL(job.target.baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: job.connections ?? 64 });
  return (sequence: number) =>
    new Promise<void>((resolve, reject) => {
      const member = job.members[sequence % job.members.length] as LoadJob['members'][number];
      const { method, path, body } = scenario.http(sequence);
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const outgoing = request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method,
          path,
          headers: {
            Authorization: `Bearer ${member.token}`,
            ...(payload
              ? { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }
              : {}),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () =>
            (response.statusCode ?? 500) < 300
              ? resolve()
              : reject(new Error(`${method} ${path}: ${response.statusCode}`)),
          );
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
}

async function main() {
  const job = JSON.parse(readFileSync(process.argv[2] ?? '', 'utf8')) as LoadJob;
  let close = async () => {};
  let send: (sequence: number) => Promise<void>;
  if (job.target.kind === 'http') {
    send = httpSender(job as LoadJob & { target: { kind: 'http' } });
  } else {
    const sql = connectDatabase(job.target.databaseUrl, { max: job.target.poolSize, prepare: true });
    const scenario = SCENARIOS[job.scenario];
    send = async (sequence) => {
      const member = job.members[sequence % job.members.length] as LoadJob['members'][number];
      await scenario.sql(sql, member.claims, sequence);
    };
    close = () => sql.end({ timeout: 5 });
  }
  // Warm up at the measured rate, so every pooled connection is open and has its statements
  // prepared before the figures start (a cold pool's first seconds are a start-up cost).
  const cpuBefore = process.cpuUsage();
  const run = (seconds: number) =>
    job.clients
      ? runClosedLoop({ clients: job.clients, seconds, send })
      : runOpenLoop({ rate: job.rate, seconds, send });
  await run(WARM_UP_SECONDS);
  const result = await run(job.seconds);
  const cpu = process.cpuUsage(cpuBefore);
  await close();
  // The generator shares the machine's cores with what it measures: its own cost is reported too.
  process.stdout.write(`${JSON.stringify({ ...result, generatorCpuMs: (cpu.user + cpu.system) / 1000 })}\n`);
  process.exit(0);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
