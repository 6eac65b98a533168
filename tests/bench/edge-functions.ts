import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { constants, crc32, deflateSync } from 'node:zlib';
import { COACH_SECRET_HEADER } from '../../supabase/functions/_shared/contract/coach.ts';
import { connectDatabase } from '../../supabase/functions/_shared/db/database.ts';
import { SWEEP_SECRET_HEADER } from '../../supabase/functions/_shared/user/sweep-app.ts';
import { startEmbeddedPostgres } from '../../supabase/local/database/embedded-postgres.ts';
import { migrateDatabase } from '../../supabase/local/database/migrate.ts';
import { DEPLOY_LIMIT_BYTES, edgeFunctionNames, measureBundle } from '../support/edge-bundle.ts';
import { isolateMemory, type RunningEdgeFunction, startEdgeFunction } from '../support/edge-function.ts';
import {
  FAKE_MONTHLY_PRICE,
  FAKE_PUBLISHABLE_KEY,
  FAKE_SECRET_KEY,
  FAKE_WEBHOOK_SECRET,
  signedDelivery,
  stripeEvent,
  subscriptionObject,
} from '../support/fake-stripe.ts';
import type { ManagedAuth } from '../support/managed-members.ts';
import { type PlannerCall, preparePlannerCalls } from '../support/planner-calls.ts';
import { processCpuNs, residentMemory } from '../support/process-usage.ts';
import { findPostgresBinDir, startTemporaryPostgres } from '../support/temporary-postgres.ts';

/**
 * `npm run bench:edge`: the edge functions under the real Deno binary, against Supabase's limits
 * for an edge function (2 s of CPU per request, 256 MB of memory, 20 MB deployed) and the meal
 * planner's own targets (at most 1.5 s of CPU for a plan, p95 at most 300 ms, under 150 MB).
 * Bundle sizes, cold starts, then the `api` function's CPU per request and memory over a few
 * hundred varied planner calls, and the heaviest of its other endpoints. Figures only.
 */

const COLD_START_RUNS = 7;
const PLANNER_CALLS = Number(process.env.EDGE_BENCH_PLANNER_CALLS ?? 300);
const PLANNER_SEED = 20261125;
const OTHER_ENDPOINT_RUNS = 10;
const MB = 1024 * 1024;
const LIMITS = { cpuMs: 2000, memoryBytes: 256 * MB };
const PLANNER_TARGETS = { cpuMs: 1500, p95Ms: 300, memoryBytes: 150 * MB };

const JWT_SECRET = 'edge-bench-secret-0123456789abcdef0123456789';
const SECRETS = {
  coach: 'edge-bench-coach-secret-0123456789',
  storageSweep: 'edge-bench-storage-secret-0123456789',
};

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;
const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;
function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
}
const verdict = (value: number, limit: number) => (value <= limit ? 'within' : 'OVER');

/** Every function gets every secret, as a Supabase project hands its secrets to all functions. */
function functionEnv(supabaseUrl: string): Record<string, string> {
  return {
    SUPABASE_URL: supabaseUrl,
    SUPABASE_ANON_KEY: 'edge-bench-anon-key',
    SUPABASE_SERVICE_ROLE_KEY: 'edge-bench-service-role-key',
    SUPABASE_JWT_SECRET: JWT_SECRET,
    COACH_RECOMPUTE_SECRET: SECRETS.coach,
    STORAGE_SWEEP_SECRET: SECRETS.storageSweep,
    STRIPE_SECRET_KEY: FAKE_SECRET_KEY,
    STRIPE_PUBLISHABLE_KEY: FAKE_PUBLISHABLE_KEY,
    STRIPE_PRICE_MONTHLY: FAKE_MONTHLY_PRICE,
    STRIPE_WEBHOOK_SECRET: FAKE_WEBHOOK_SECRET,
    // Nothing measured here calls Stripe's API; should anything try, it fails at once.
    STRIPE_API_URL: 'http://127.0.0.1:9',
  };
}

/** The call each function is woken for in production, answered with a 2xx when it works. */
const FIRST_CALLS: Record<string, (baseUrl: string) => Promise<Response>> = {
  api: (baseUrl) => fetch(`${baseUrl}/api/health`),
  'coach-recompute': (baseUrl) =>
    fetch(`${baseUrl}/coach-recompute`, {
      method: 'POST',
      headers: { [COACH_SECRET_HEADER]: SECRETS.coach },
    }),
  'storage-sweep': (baseUrl) =>
    fetch(`${baseUrl}/storage-sweep`, {
      method: 'POST',
      headers: { [SWEEP_SECRET_HEADER]: SECRETS.storageSweep },
    }),
  'stripe-webhook': (baseUrl) => {
    const delivery = signedDelivery(
      stripeEvent(
        'customer.subscription.updated',
        subscriptionObject({
          id: `sub_${randomBytes(12).toString('hex')}`,
          customer: `cus_${randomBytes(12).toString('hex')}`,
          status: 'active',
          periodEnd: Math.floor(Date.now() / 1000) + 86_400,
        }),
      ),
    );
    return fetch(`${baseUrl}/stripe-webhook`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Stripe-Signature': delivery.signature },
      body: delivery.body,
    });
  },
};

/**
 * Supabase Storage's upload and delete, answered as it answers them, so the profile picture
 * upload can be measured to the end. Everything else gets a 404.
 */
async function startStorageStandIn(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      const objectPath = request.url?.match(/^\/storage\/v1\/object\/(.+)$/)?.[1];
      response.setHeader('Content-Type', 'application/json');
      if (request.method === 'POST' && objectPath) {
        response.end(JSON.stringify({ Key: decodeURIComponent(objectPath), Id: randomUUID() }));
      } else if (request.method === 'DELETE' && objectPath) {
        response.end('[]');
      } else {
        response.statusCode = 404;
        response.end(JSON.stringify({ message: 'not served by the stand-in' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/** The database the functions reach: a throwaway PostgreSQL (as on Supabase), else PGlite. */
async function startBenchDatabase(): Promise<{ url: string; kind: string; close(): Promise<void> }> {
  const binDir = findPostgresBinDir();
  if (binDir) {
    const server = await startTemporaryPostgres(binDir);
    return { url: server.url, kind: 'PostgreSQL', close: async () => server.stop() };
  }
  const embedded = await startEmbeddedPostgres();
  return { url: embedded.url, kind: 'embedded PGlite', close: () => embedded.close() };
}

/** A valid PNG of random pixels just under the 5 MB the upload accepts: the largest picture. */
function largestPicture(): Blob {
  const side = 1280;
  const rows = Buffer.alloc(side * (1 + side * 3));
  for (let index = 0; index < rows.length; index++) rows[index] = (index * 2654435761) >>> 24;
  for (let row = 0; row < side; row++) rows[row * (1 + side * 3)] = 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const frame = Buffer.alloc(12 + data.length);
    frame.writeUInt32BE(data.length, 0);
    body.copy(frame, 4);
    frame.writeUInt32BE(crc32(body), 8 + data.length);
    return frame;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: constants.Z_NO_COMPRESSION })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return new Blob([new Uint8Array(png)], { type: 'image/png' });
}

interface Measured {
  status: number;
  wallMs: number;
  /** CPU of the isolate's thread, and of all the process's threads. */
  mainThreadMs: number;
  allThreadsMs: number;
}

/** One request, alone, with the CPU the function's process spent between sending and the full answer. */
async function measured(fn: RunningEdgeFunction, send: () => Promise<Response>): Promise<Measured> {
  const pid = fn.deno.child.pid ?? 0;
  const before = processCpuNs(pid);
  const started = performance.now();
  const response = await send();
  await response.arrayBuffer();
  const wallMs = performance.now() - started;
  const after = processCpuNs(pid);
  if (!before || !after) throw new Error(`no CPU figures for process ${pid}: is this Linux?`);
  return {
    status: response.status,
    wallMs,
    mainThreadMs: (after.mainThread - before.mainThread) / 1e6,
    allThreadsMs: (after.allThreads - before.allThreads) / 1e6,
  };
}

async function reportBundles() {
  console.log(
    '\n### Deployable size (estimated as `supabase functions deploy` builds it) and bundled JavaScript',
  );
  console.log(
    "deploy estimate: the function's own modules plus every file of every npm package Deno resolves for it, brotli quality 6, as the CLI compresses the eszip it uploads (limit 20 MB); bundled JS: `deno bundle` of the entry, the code the isolate compiles",
  );
  for (const name of edgeFunctionNames()) {
    const size = await measureBundle(name);
    const wasm = size.wasm.map((file) => `${file.file} ${(file.bytes / 1024).toFixed(0)} KB`).join(', ');
    console.log(
      `${name}: deploy estimate ${mb(size.deployEstimateBytes)} (${((100 * size.deployEstimateBytes) / DEPLOY_LIMIT_BYTES).toFixed(0)}% of the limit; ` +
        `${size.ownModules} own modules ${(size.ownSourceBytes / 1024).toFixed(0)} KB, ${size.npmPackages.length} npm packages ${mb(size.npmBytes)} before compression); ` +
        `bundled JS ${mb(size.bundledJsBytes)}; WebAssembly carried: ${wasm || 'none'}`,
    );
  }
}

async function reportColdStarts(databaseUrl: string, env: Record<string, string>) {
  console.log(
    `\n### Cold start: process spawn to the first successful answer, ${COLD_START_RUNS} runs each after one unmeasured run (Deno's module cache warm, as an eszip is)`,
  );
  for (const name of edgeFunctionNames()) {
    const firstCall = FIRST_CALLS[name];
    if (!firstCall) {
      console.log(`${name}: no first call known; add one to FIRST_CALLS`);
      continue;
    }
    const runs: { listen: number; firstAnswer: number; total: number; rss: number }[] = [];
    for (let run = 0; run <= COLD_START_RUNS; run++) {
      const fn = await startEdgeFunction(name, databaseUrl, env);
      try {
        const response = await firstCall(fn.baseUrl);
        await response.arrayBuffer();
        const answeredAt = performance.now();
        if (!response.ok)
          throw new Error(`${name}: first call answered ${response.status}\n${fn.deno.output()}`);
        if (run > 0) {
          runs.push({
            listen: fn.listeningAt - fn.spawnedAt,
            firstAnswer: answeredAt - fn.listeningAt,
            total: answeredAt - fn.spawnedAt,
            rss: residentMemory(fn.deno.child.pid ?? 0)?.peak ?? Number.NaN,
          });
        }
      } finally {
        await fn.deno.stop();
      }
    }
    const figure = (pick: (run: (typeof runs)[number]) => number) =>
      `p50 ${ms(quantile(runs.map(pick), 0.5))}, max ${ms(Math.max(...runs.map(pick)))}`;
    console.log(
      `${name}: spawn to first answer ${figure((run) => run.total)} (spawn to listening ${figure((run) => run.listen)}; first request after listening ${figure((run) => run.firstAnswer)}); peak RSS by then ${mb(Math.max(...runs.map((run) => run.rss)))}`,
    );
  }
}

function summarize(label: string, samples: Measured[]) {
  const main = samples.map((sample) => sample.mainThreadMs);
  const all = samples.map((sample) => sample.allThreadsMs);
  const wall = samples.map((sample) => sample.wallMs);
  const line = (values: number[]) =>
    `p50 ${ms(quantile(values, 0.5))}, p95 ${ms(quantile(values, 0.95))}, max ${ms(Math.max(...values))}`;
  console.log(`${label} (${samples.length} requests):`);
  console.log(`  CPU of the isolate's thread: ${line(main)}`);
  console.log(`  CPU of all the process's threads: ${line(all)}`);
  console.log(`  latency: ${line(wall)}`);
}

/** The largest isolate memory seen, as Supabase counts it (heap in use plus external) and its parts. */
class IsolateMemoryPeak {
  counted = 0;
  heapUsed = 0;
  heapTotal = 0;
  external = 0;

  async read(fn: RunningEdgeFunction) {
    const memory = await isolateMemory(fn.deno);
    this.counted = Math.max(this.counted, memory.heapUsed + memory.external);
    this.heapUsed = Math.max(this.heapUsed, memory.heapUsed);
    this.heapTotal = Math.max(this.heapTotal, memory.heapTotal);
    this.external = Math.max(this.external, memory.external);
  }
}

async function reportPlanner(api: RunningEdgeFunction, calls: PlannerCall[]) {
  console.log(
    `\n### api: the meal planner, ${calls.length} sequential calls (POST /api/generate-meal-plan and /api/generate-personalized-meal-plan alternating, random members from seed ${PLANNER_SEED}); V8's heap capped at 256 MB as on Supabase`,
  );
  const pid = api.deno.child.pid ?? 0;
  const idle = residentMemory(pid);
  const isolate = new IsolateMemoryPeak();
  const samples: (Measured & { call: PlannerCall })[] = [];
  for (const call of calls) {
    const sample = await measured(api, () =>
      fetch(`${api.baseUrl}${call.path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${call.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(call.body),
      }),
    );
    samples.push({ ...sample, call });
    await isolate.read(api);
  }
  const statuses = new Map<number, number>();
  for (const sample of samples) statuses.set(sample.status, (statuses.get(sample.status) ?? 0) + 1);
  console.log(
    `answers: ${[...statuses].map(([status, count]) => `${count} x ${status}`).join(', ')} (201 is a plan; 400 a request no meal can be composed for)`,
  );
  const [first, ...rest] = samples;
  if (first) {
    console.log(
      `first call (loads the solver's WebAssembly): CPU ${ms(first.mainThreadMs)} on the isolate's thread, latency ${ms(first.wallMs)}`,
    );
  }
  summarize('after the first', rest);
  for (const path of ['/api/generate-meal-plan', '/api/generate-personalized-meal-plan']) {
    const cpu = rest.filter((sample) => sample.call.path === path).map((sample) => sample.mainThreadMs);
    console.log(
      `  ${path}: CPU p50 ${ms(quantile(cpu, 0.5))}, p95 ${ms(quantile(cpu, 0.95))}, max ${ms(Math.max(...cpu))}`,
    );
  }
  const heaviest = [...rest].sort((a, b) => b.mainThreadMs - a.mainThreadMs).slice(0, 3);
  for (const sample of heaviest) {
    console.log(
      `  heavy: ${sample.call.path} ${JSON.stringify(sample.call.body)}: CPU ${ms(sample.mainThreadMs)}, latency ${ms(sample.wallMs)}, ${sample.status}`,
    );
  }
  const worstCpu = Math.max(...samples.map((sample) => sample.mainThreadMs));
  const p95Cpu = quantile(
    rest.map((sample) => sample.mainThreadMs),
    0.95,
  );
  const peakRss = residentMemory(pid)?.peak ?? Number.NaN;
  console.log(
    `memory as Supabase counts it (heap in use plus external, read after each call): at most ${mb(isolate.counted)} ` +
      `(heap ${mb(isolate.heapUsed)} used of at most ${mb(isolate.heapTotal)} committed; external, the WebAssembly memory and buffers, ${mb(isolate.external)})`,
  );
  console.log(
    `memory of the whole Deno process: RSS ${mb(idle?.current ?? Number.NaN)} idle before the first call, peak ${mb(peakRss)} (VmHWM; Deno's own runtime is most of the idle figure)`,
  );
  console.log(
    `against the limits: worst request ${ms(worstCpu)} of CPU, ${verdict(worstCpu, LIMITS.cpuMs)} Supabase's 2 s and ${verdict(worstCpu, PLANNER_TARGETS.cpuMs)} the planner's 1.5 s; ` +
      `p95 ${ms(p95Cpu)}, ${verdict(p95Cpu, PLANNER_TARGETS.p95Ms)} 300 ms; ` +
      `isolate memory ${verdict(isolate.counted, PLANNER_TARGETS.memoryBytes)} 150 MB; process RSS ${verdict(peakRss, LIMITS.memoryBytes)} 256 MB and ${verdict(peakRss, PLANNER_TARGETS.memoryBytes)} 150 MB`,
  );
}

async function reportOtherEndpoints(api: RunningEdgeFunction, token: string) {
  console.log(
    `\n### api: other endpoints that could be heavy, ${OTHER_ENDPOINT_RUNS} calls each as a member with two generated plans (sign-up and sign-in are Supabase Auth's: no password hashing runs in the function)`,
  );
  const auth = { Authorization: `Bearer ${token}` };
  const picture = largestPicture();
  const endpoints: [string, () => Promise<Response>][] = [
    ['GET /api/openapi.json', () => fetch(`${api.baseUrl}/api/openapi.json`)],
    ['GET /api/meal-plans', () => fetch(`${api.baseUrl}/api/meal-plans`, { headers: auth })],
    [
      'GET /api/food-items-with-preferences',
      () => fetch(`${api.baseUrl}/api/food-items-with-preferences`, { headers: auth }),
    ],
    ['GET /api/stats', () => fetch(`${api.baseUrl}/api/stats`, { headers: auth })],
    [
      `POST /api/user/profile/upload (${mb(picture.size)} PNG)`,
      () => {
        const form = new FormData();
        form.set('profileImage', picture, 'largest.png');
        return fetch(`${api.baseUrl}/api/user/profile/upload`, { method: 'POST', headers: auth, body: form });
      },
    ],
  ];
  const rows: { label: string; first: Measured; rest: Measured[]; isolate: IsolateMemoryPeak }[] = [];
  for (const [label, send] of endpoints) {
    const samples: Measured[] = [];
    const isolate = new IsolateMemoryPeak();
    for (let run = 0; run < OTHER_ENDPOINT_RUNS; run++) {
      samples.push(await measured(api, send));
      await isolate.read(api);
    }
    const [first, ...rest] = samples;
    if (first) rows.push({ label, first, rest, isolate });
  }
  const cpuP50 = (samples: Measured[]) =>
    quantile(
      samples.map((sample) => sample.mainThreadMs),
      0.5,
    );
  rows.sort((a, b) => cpuP50(b.rest) - cpuP50(a.rest));
  for (const { label, first, rest, isolate } of rows) {
    const cpu = rest.map((sample) => sample.mainThreadMs);
    const wall = rest.map((sample) => sample.wallMs);
    console.log(
      `${label}: ${first.status}; CPU first call ${ms(first.mainThreadMs)}, then p50 ${ms(quantile(cpu, 0.5))}, max ${ms(Math.max(...cpu))}; ` +
        `latency p50 ${ms(quantile(wall, 0.5))}; isolate memory after each at most ${mb(isolate.counted)} (external ${mb(isolate.external)})`,
    );
  }
  console.log(
    `process peak RSS after these: ${mb(residentMemory(api.deno.child.pid ?? 0)?.peak ?? Number.NaN)}`,
  );
}

export async function benchEdgeFunctions() {
  console.log(
    `\n## Edge functions under Deno (Supabase's limits: 2 s CPU per request, 256 MB memory, 20 MB deployed)`,
  );
  await reportBundles();

  const storage = await startStorageStandIn();
  const database = await startBenchDatabase();
  try {
    const auth: ManagedAuth = { supabaseUrl: storage.url, jwtSecret: JWT_SECRET };
    // Everything the functions read is written first: the embedded database serves one connection.
    const owner = connectDatabase(database.url, { max: 1, prepare: true, keepConnections: true });
    let calls: PlannerCall[];
    try {
      await migrateDatabase(owner);
      calls = await preparePlannerCalls(owner, auth, { count: PLANNER_CALLS, seed: PLANNER_SEED });
    } finally {
      await owner.end();
    }
    console.log(`(database: ${database.kind}; ${denoVersion()})`);
    const env = functionEnv(storage.url);
    await reportColdStarts(database.url, env);

    const api = await startEdgeFunction('api', database.url, env, {
      reportUsage: true,
      heapLimitMb: LIMITS.memoryBytes / MB,
    });
    try {
      await reportPlanner(api, calls);
      if (calls[0]) await reportOtherEndpoints(api, calls[0].token);
    } finally {
      await api.deno.stop();
    }
  } finally {
    await database.close();
    storage.server.close();
  }
}

function denoVersion(): string {
  return execFileSync('node_modules/.bin/deno', ['--version'], { encoding: 'utf8' }).split('\n')[0] ?? '';
}

if (import.meta.url === `file://${process.argv[1]}`) await benchEdgeFunctions();
