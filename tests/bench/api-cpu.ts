import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import postgres from 'postgres';
import type { Sql } from '../../supabase/functions/_shared/db/database.ts';
import { ensureWebBuilt } from '../../supabase/local/build-web.ts';
import { applyShims, migrateDatabase } from '../../supabase/local/database/migrate.ts';
import { startProcess } from '../support/child-process.ts';
import { findPostgresBinDir, freePort, startTemporaryPostgres } from '../support/temporary-postgres.ts';
import { measuredMembers } from './api-under-load.ts';
import { cpuBetween, treeCpu } from './load/process-cpu.ts';
import { loggedWorkout, sessionBody } from './load/scenarios.ts';
import { exportTree } from './writes.ts';

/**
 * `npm run bench:api-cpu`: where the API process spends its CPU per logged workout and per
 * session. One API process (`npm start`'s entry, WORKERS=1) on a throwaway PostgreSQL takes
 * closed loops of `POST /api/workouts` and of `POST /api/workout-sessions` (5 exercises, 20 sets)
 * from 16 clients in this process, in turn with the same server at API_CPU_BASE (a commit, e.g.
 * `API_CPU_BASE=c660864`) when given; each loop reports the API process's CPU per request from
 * /proc (all its threads, user and system) and the database server's. Then a sampling profile of
 * each server's main thread, taken through the inspector over one more loop, is split by owner:
 * the innermost frame of a known package or of an area of ours, walking up from what was
 * running, so a socket write counts for the driver or the HTTP server that made it. The profile
 * samples wall time while the thread is busy, which includes the moments the scheduler hands
 * the core to the database right after a write wakes it: for on-CPU samples, attach perf
 * (API_CPU_NODE_FLAGS=--perf-basic-prof and API_CPU_ATTACH='perf record -g -p $PID -o x -- sleep 8';
 * the command runs beside each unprofiled loop with PID and LABEL set). Figures from one run;
 * nothing is asserted. API_CPU_SECONDS (10) and API_CPU_ROUNDS (3) size the loops,
 * API_CPU_SAMPLING the profile's interval in µs (250), API_CPU_PROFILE=<dir> keeps the profiles
 * (Chrome's DevTools opens `.cpuprofile` files).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const JWT_SECRET = 'bench-only-secret-0123456789abcdef0123456789';
const MEMBERS = 200;
const CLIENTS = 16;
const SECONDS = Number(process.env.API_CPU_SECONDS ?? 10);
const ROUNDS = Number(process.env.API_CPU_ROUNDS ?? 3);
const SAMPLING_MICROS = Number(process.env.API_CPU_SAMPLING ?? 250);
/** A commit whose code is served beside this tree's and measured in turn with it. */
const BASE = process.env.API_CPU_BASE;
const KEEP_PROFILES = process.env.API_CPU_PROFILE;
/** API_CPU_ALLOCATIONS=1: one more loop per side samples what is allocated, by owner. */
const ALLOCATIONS = process.env.API_CPU_ALLOCATIONS === '1';
/** A command run beside each unprofiled loop, with PID set to the API's (e.g. perf or strace). */
const ATTACH = process.env.API_CPU_ATTACH;

/** The process's user and system CPU seconds and its context switches, all threads. */
function processTimes(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  let voluntary = 0;
  let involuntary = 0;
  for (const task of readdirSync(`/proc/${pid}/task`)) {
    const status = readFileSync(`/proc/${pid}/task/${task}/status`, 'utf8');
    voluntary += Number(status.match(/^voluntary_ctxt_switches:\s+(\d+)/m)?.[1] ?? 0);
    involuntary += Number(status.match(/^nonvoluntary_ctxt_switches:\s+(\d+)/m)?.[1] ?? 0);
  }
  return { user: Number(fields[11]) / 100, system: Number(fields[12]) / 100, voluntary, involuntary };
}

/** A closed loop of CLIENTS senders for `seconds`; answers other than 2xx count as errors. */
async function closedLoop(seconds: number, send: (sequence: number) => Promise<number>) {
  let sequence = 0;
  let completed = 0;
  let errors = 0;
  const ends = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < ends) {
        const status = await send(sequence++);
        if (status >= 200 && status < 300) completed++;
        else errors++;
      }
    }),
  );
  return { completed, errors };
}

function poster(baseUrl: string, tokens: string[]) {
  const base = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: CLIENTS });
  return (route: string, body: (sequence: number) => unknown) => (sequence: number) =>
    new Promise<number>((resolve, reject) => {
      const payload = JSON.stringify(body(sequence));
      const outgoing = request(
        {
          agent,
          host: base.hostname,
          port: base.port,
          method: 'POST',
          path: route,
          headers: {
            Authorization: `Bearer ${tokens[sequence % tokens.length]}`,
            'Content-Type': 'application/json',
            'Content-Length': Buffer.byteLength(payload),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 500));
          response.on('error', reject);
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
}

/** A minimal Chrome DevTools Protocol client over the inspector's WebSocket. */
async function inspector(port: number) {
  const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    webSocketDebuggerUrl: string;
  }[];
  const socket = new WebSocket(target?.webSocketDebuggerUrl ?? '');
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', resolve, { once: true });
    socket.addEventListener('error', reject, { once: true });
  });
  let next = 0;
  const waiting = new Map<number, (result: unknown) => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as { id?: number; result?: unknown };
    if (message.id !== undefined) waiting.get(message.id)?.(message.result);
  });
  return {
    call<T>(method: string, params: Record<string, unknown> = {}) {
      const id = ++next;
      socket.send(JSON.stringify({ id, method, params }));
      return new Promise<T>((resolve) => waiting.set(id, resolve as (result: unknown) => void));
    },
    close: () => socket.close(),
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/**
 * Who a sample's time is charged to: the innermost frame of a known owner, walking up from the
 * function that was running, so a socket write is charged to the driver or the HTTP server that
 * asked for it, and JSON.parse to the code of ours that called it.
 */
const OWNERS: [string, RegExp][] = [
  ['database driver (postgres.js, its socket writes and reads)', /node_modules\/postgres\//],
  ['validation (zod)', /node_modules\/zod\//],
  ['token verification (jose)', /node_modules\/jose\//],
  ['Request/Headers/streams (undici, web streams)', /^node:internal\/(deps\/undici|webstreams)/],
  ['Node adapter (@hono/node-server)', /node_modules\/@hono\/node-server\//],
  ['routing and middleware (hono)', /node_modules\/hono\//],
  ['node http (parsing, writing the answer)', /^node:_http|^node:internal\/http/],
];

function ownerOf(url: string): string | undefined {
  if (!url) return undefined;
  for (const [owner, pattern] of OWNERS) if (pattern.test(url)) return owner;
  const ours =
    url.match(/_shared\/(?:([^/]+)\/)?([^/]+)\.ts/) ?? url.match(/supabase\/(local)\/(?:.+\/)?([^/]+)\.ts/);
  if (ours) return `ours: ${ours[1] ? `${ours[1]}/` : ''}${ours[2]}`;
  return undefined;
}

/** Main-thread time per request by owner, from a sampling profile of `requests` requests. */
function summarise(profile: Profile, requests: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const owners = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, index) => {
    const micros = profile.timeDeltas[index] ?? 0;
    const name = byId.get(id)?.callFrame.functionName;
    if (name === '(idle)') return;
    busy += micros;
    let owner = name === '(garbage collector)' ? 'garbage collection' : undefined;
    for (let current: number | undefined = id; !owner && current !== undefined; current = parent.get(current))
      owner = ownerOf(byId.get(current)?.callFrame.url ?? '');
    owner ??= 'other (event loop, microtasks, V8)';
    owners.set(owner, (owners.get(owner) ?? 0) + micros);
  });
  return {
    busy: busy / requests,
    owners: new Map([...owners].map(([owner, micros]) => [owner, micros / requests])),
  };
}

interface HeapNode {
  callFrame: ProfileNode['callFrame'];
  selfSize: number;
  children: HeapNode[];
}

/** Sampled allocations (garbage included) charged to owners as CPU samples are. */
function allocationsByOwner(root: HeapNode) {
  const bytes = new Map<string, number>();
  const visit = (node: HeapNode, owner: string | undefined) => {
    const own = ownerOf(node.callFrame.url) ?? owner;
    const charged = own ?? 'other';
    bytes.set(charged, (bytes.get(charged) ?? 0) + node.selfSize);
    for (const child of node.children) visit(child, own);
  };
  visit(root, undefined);
  return bytes;
}

interface Side {
  label: string;
  cwd: string;
  pid: number;
  inspectPort: number;
  baseUrl: string;
  stop: () => Promise<unknown>;
}

async function startApi(label: string, cwd: string, databaseUrl: string): Promise<Side> {
  const port = await freePort();
  const inspectPort = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fitness-api-cpu-'));
  const api = startProcess(
    process.execPath,
    [
      `--inspect=127.0.0.1:${inspectPort}`,
      ...(process.env.API_CPU_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      '--import',
      'tsx',
      'supabase/local/start.ts',
    ],
    {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      JWT_SECRET,
      DATABASE_URL: databaseUrl,
      WORKERS: '1',
      COACH_RECOMPUTE_MINUTES: '0',
    },
    cwd,
  );
  await api.waitFor(/Fitness tracker ready/, 180_000);
  return {
    label,
    cwd,
    pid: api.child.pid as number,
    inspectPort,
    baseUrl: `http://127.0.0.1:${port}`,
    async stop() {
      await api.stop('SIGINT');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

export async function benchApiCpu() {
  console.log('\n## The API process: CPU per logged workout and per session (real PostgreSQL)');
  const binDir = findPostgresBinDir({ major: 15 }) ?? findPostgresBinDir();
  if (!binDir) {
    console.log('skipped (no PostgreSQL server binaries; install postgresql or set PG_BIN_DIR)');
    return;
  }
  const server = await startTemporaryPostgres(binDir);
  const databasePid = Number(
    readFileSync(path.join(server.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0],
  );
  const sql = postgres(server.url, { max: 2, onnotice: () => {} }) as unknown as Sql;
  const sides: Side[] = [];
  const trees: string[] = [];
  try {
    await applyShims(sql);
    await migrateDatabase(sql);
    await sql`
      insert into auth.users (id, email, raw_user_meta_data)
      select gen_random_uuid(), 'cpu_' || i || '@example.com',
             jsonb_build_object('username', 'cpu_' || i, 'first_name', 'Bench', 'last_name', 'Member ' || i)
      from generate_series(1, ${MEMBERS}) as i`;
    const tokens = (await measuredMembers(sql, MEMBERS)).map((member) => member.token);
    const lifts = (
      await sql<{ name: string }[]>`
        select name from public.exercise where category = 'strength' and owner_id is null
        and name <> ${loggedWorkout.name} order by name limit 5`
    ).map((exercise) => exercise.name);

    await ensureWebBuilt();
    if (BASE) {
      const tree = exportTree(BASE);
      trees.push(tree);
      sides.push(await startApi(BASE, tree, server.url));
    }
    sides.push(await startApi('this tree', ROOT, server.url));
    const scenarios = [
      { label: 'POST /api/workouts', route: '/api/workouts', body: () => loggedWorkout },
      { label: 'POST /api/workout-sessions', route: '/api/workout-sessions', body: () => sessionBody(lifts) },
    ];
    const senders = new Map(sides.map((side) => [side.label, poster(side.baseUrl, tokens)]));
    const send = (side: Side, scenario: (typeof scenarios)[number]) =>
      (senders.get(side.label) as ReturnType<typeof poster>)(scenario.route, scenario.body);
    const key = (side: Side, scenario: (typeof scenarios)[number]) => `${side.label}|${scenario.label}`;
    const figures = new Map<
      string,
      { rate: number[]; api: number[]; user: number[]; system: number[]; database: number[] }
    >();
    for (const side of sides) for (const scenario of scenarios) await closedLoop(3, send(side, scenario));

    // The unprofiled loops take turns, side after side, so a passing stall falls on one of them.
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const scenario of scenarios) {
        for (const side of sides) {
          const before = {
            api: treeCpu(side.pid),
            database: treeCpu(databasePid),
            times: processTimes(side.pid),
          };
          const attached = ATTACH
            ? spawn('sh', ['-c', ATTACH], {
                env: {
                  ...process.env,
                  PID: String(side.pid),
                  LABEL: `${side.label}-${scenario.label}`.replace(/\W+/g, '-'),
                },
                stdio: 'inherit',
              })
            : undefined;
          const detached = attached && new Promise((resolve) => attached.once('exit', resolve));
          const loop = await closedLoop(SECONDS, send(side, scenario));
          const api = cpuBetween(before.api, treeCpu(side.pid)) ?? Number.NaN;
          const database = cpuBetween(before.database, treeCpu(databasePid)) ?? Number.NaN;
          const times = processTimes(side.pid);
          await detached;
          const perRequest = (seconds: number) => (seconds / loop.completed) * 1e6;
          const entry = figures.get(key(side, scenario)) ?? {
            rate: [],
            api: [],
            user: [],
            system: [],
            database: [],
          };
          entry.rate.push(loop.completed / SECONDS);
          entry.api.push(perRequest(api));
          entry.user.push(perRequest(times.user - before.times.user));
          entry.system.push(perRequest(times.system - before.times.system));
          entry.database.push(perRequest(database));
          figures.set(key(side, scenario), entry);
          console.log(
            `  round ${round}, ${side.label}, ${scenario.label}: ${(loop.completed / SECONDS).toFixed(0)}/s, ${loop.errors} errors, ` +
              `API ${perRequest(api).toFixed(0)} µs (user ${perRequest(times.user - before.times.user).toFixed(0)}, system ${perRequest(times.system - before.times.system).toFixed(0)}), database ${perRequest(database).toFixed(0)} µs per request`,
          );
        }
      }
    }

    const profiles = new Map<string, ReturnType<typeof summarise>>();
    for (const side of sides) {
      const devtools = await inspector(side.inspectPort);
      await devtools.call('Profiler.enable');
      await devtools.call('Profiler.setSamplingInterval', { interval: SAMPLING_MICROS });
      for (const scenario of scenarios) {
        await devtools.call('Profiler.start');
        const profiled = await closedLoop(SECONDS, send(side, scenario));
        const { profile } = await devtools.call<{ profile: Profile }>('Profiler.stop');
        if (KEEP_PROFILES) {
          const file = path.join(
            KEEP_PROFILES,
            `${side.label}-${scenario.label}.cpuprofile`.replace(/[^\w.]+/g, '-'),
          );
          writeFileSync(file, JSON.stringify(profile));
        }
        profiles.set(key(side, scenario), summarise(profile, profiled.completed));
        if (ALLOCATIONS) {
          await devtools.call('HeapProfiler.enable');
          await devtools.call('HeapProfiler.startSampling', {
            samplingInterval: 1024,
            includeObjectsCollectedByMajorGC: true,
            includeObjectsCollectedByMinorGC: true,
          });
          const sampled = await closedLoop(SECONDS, send(side, scenario));
          const { profile: heap } = await devtools.call<{ profile: { head: HeapNode } }>(
            'HeapProfiler.stopSampling',
          );
          if (KEEP_PROFILES) {
            const file = path.join(
              KEEP_PROFILES,
              `${side.label}-${scenario.label}.heapprofile`.replace(/[^\w.]+/g, '-'),
            );
            writeFileSync(file, JSON.stringify(heap));
          }
          console.log(`  ${side.label}, ${scenario.label}: bytes allocated per request, by owner`);
          for (const [owner, bytes] of [...allocationsByOwner(heap.head)]
            .sort((a, b) => b[1] - a[1])
            .slice(0, 12))
            console.log(`    ${(bytes / sampled.completed).toFixed(0).padStart(7)}  ${owner}`);
        }
      }
      devtools.close();
    }

    const cell = (values: number[] | undefined) => (values ? median(values).toFixed(0) : '-');
    for (const scenario of scenarios) {
      console.log(
        `\n${scenario.label}, ${CLIENTS} clients, medians of ${ROUNDS} loops of ${SECONDS} s: ${sides.map((side) => side.label).join(' | ')}`,
      );
      const rows: [string, (side: Side) => string][] = [
        ['logs a second', (side) => cell(figures.get(key(side, scenario))?.rate)],
        [
          'API process CPU, µs per request (all threads)',
          (side) => cell(figures.get(key(side, scenario))?.api),
        ],
        [
          '  of it user / system',
          (side) =>
            `${cell(figures.get(key(side, scenario))?.user)} / ${cell(figures.get(key(side, scenario))?.system)}`,
        ],
        ['database CPU, µs per request', (side) => cell(figures.get(key(side, scenario))?.database)],
        [
          'main thread busy, µs per request (profiled)',
          (side) => profiles.get(key(side, scenario))?.busy.toFixed(0) ?? '-',
        ],
      ];
      const owners = new Set(
        sides.flatMap((side) => [...(profiles.get(key(side, scenario))?.owners.keys() ?? [])]),
      );
      const ordered = [...owners].sort(
        (a, b) =>
          (profiles.get(key(sides[0] as Side, scenario))?.owners.get(b) ?? 0) -
          (profiles.get(key(sides[0] as Side, scenario))?.owners.get(a) ?? 0),
      );
      for (const owner of ordered) {
        rows.push([
          `  ${owner}`,
          (side) => profiles.get(key(side, scenario))?.owners.get(owner)?.toFixed(0) ?? '0',
        ]);
      }
      for (const [label, value] of rows) console.log(`  ${label.padEnd(62)} ${sides.map(value).join(' | ')}`);
    }
  } finally {
    for (const side of sides) await side.stop();
    await sql.end();
    server.stop();
    for (const tree of trees) rmSync(tree, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await benchApiCpu();
