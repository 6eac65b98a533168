import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type Browser, chromium } from '@playwright/test';
import { ensureWebBuilt } from '../../supabase/local/build-web.ts';
import { type RunningProcess, startProcess } from '../support/child-process.ts';
import { CHROMIUM_ARGS, findSystemChromium } from '../support/chromium.ts';
import { freePort } from '../support/temporary-postgres.ts';

/**
 * `npm run bench:lighthouse`: Lighthouse's mobile run (its default: a mid-range phone, slow 4G and
 * a 4x slower CPU, simulated) on every screen, signed out and signed in, reported as a table and
 * never asserted. Lighthouse is not a dependency: `npx -y lighthouse@12` fetches it on first use.
 *
 * The session lives in localStorage, which neither a header nor a cookie can carry, so the bench
 * starts one Chromium itself, puts a member's tokens into that browser's storage and lets each
 * Lighthouse run drive the same browser through its debugging port with storage reset off.
 * Before every run it clears what Lighthouse would have cleared (HTTP cache, service workers,
 * Cache Storage, IndexedDB, cookies), so each page loads cold as on a first visit; only the
 * tokens stay, and only for the signed-in pages.
 *
 *   npm run bench:lighthouse                      # every page, 3 runs each, median reported
 *   npm run bench:lighthouse -- --runs 5 --pages progress,meal-plans
 *   npm run bench:lighthouse -- --base-url http://localhost:4325   # an app already running
 *
 * The JSON reports go to test-results/lighthouse/<page>-<run>.json (open them in the Lighthouse
 * viewer for the details).
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const REPORTS = path.join(ROOT, 'test-results', 'lighthouse');
const CATEGORIES = 'performance,best-practices,accessibility';

interface Screen {
  name: string;
  path: string;
  signedIn: boolean;
}

const SIGNED_OUT: Screen[] = [
  { name: 'landing', path: '/', signedIn: false },
  { name: 'sign-in', path: '/auth?mode=signin', signedIn: false },
  { name: 'sign-up', path: '/auth?mode=signup', signedIn: false },
  { name: 'onboarding', path: '/onboarding', signedIn: false },
  {
    name: 'onboarding-plan',
    path: '/onboarding/plan?fitnessGoal=build_muscle&experience=moderate&consistency=three_to_four&location=gym',
    signedIn: false,
  },
  { name: 'onboarding-payment', path: '/onboarding/payment', signedIn: false },
  { name: 'trial-success', path: '/trial-success', signedIn: false },
];

const SIGNED_IN: Screen[] = [
  { name: 'dashboard', path: '/', signedIn: true },
  { name: 'workouts', path: '/workouts', signedIn: true },
  { name: 'live-workout', path: '/workouts/live', signedIn: true },
  { name: 'exercise-detail', path: '/exercises/:exercise', signedIn: true },
  { name: 'routines', path: '/routines', signedIn: true },
  { name: 'new-routine', path: '/routines/new', signedIn: true },
  { name: 'progress', path: '/progress', signedIn: true },
  { name: 'calendar', path: '/calendar', signedIn: true },
  { name: 'meal-plans', path: '/meal-plans', signedIn: true },
  { name: 'mile-tracker', path: '/mile-tracker', signedIn: true },
  { name: 'community', path: '/community', signedIn: true },
  { name: 'leaderboard', path: '/leaderboard', signedIn: true },
  { name: 'subscription', path: '/subscription', signedIn: true },
  { name: 'subscribe', path: '/subscribe', signedIn: true },
  { name: 'checkout', path: '/checkout', signedIn: true },
  { name: 'settings', path: '/settings', signedIn: true },
  { name: 'food-log', path: '/food-log', signedIn: true },
  { name: 'trainers', path: '/trainers', signedIn: true },
  { name: 'trainer', path: '/trainers/:trainer', signedIn: true },
  { name: 'bookings', path: '/bookings', signedIn: true },
  { name: 'trainer-dashboard', path: '/trainer-dashboard', signedIn: true },
  { name: 'needs-attention', path: '/needs-attention', signedIn: true },
];

/** What the table reports of one Lighthouse run. */
interface Result {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  consoleErrors: string[];
  issues: string[];
  /** Lighthouse's measure of this machine's speed at the time (higher is faster; it drifts here). */
  benchmarkIndex: number;
}

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string' },
    'base-url': { type: 'string' },
    'fresh-member': { type: 'boolean', default: false },
    'cpu-slowdown': { type: 'string' },
  },
});
const runs = Math.max(1, Number(options.runs));
const wanted = options.pages?.split(',').map((name) => name.trim());
const screens = [...SIGNED_OUT, ...SIGNED_IN].filter((screen) => !wanted || wanted.includes(screen.name));

// Stopped with Ctrl-C, the bench still ends the server and the browser it started.
const started: { stop(): Promise<unknown> }[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void Promise.allSettled(started.map((child) => child.stop())).finally(() => process.exit(130));
  });
}
const server = options['base-url'] ? undefined : await startServer();
if (server) started.push(server);
const base = (options['base-url'] ?? server?.url ?? '').replace(/\/$/, '');
const chrome = await startChromium();
started.push(chrome);
try {
  const member = await signUp(base, { history: !options['fresh-member'] });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  try {
    await mkdir(REPORTS, { recursive: true });
    const rows: string[][] = [];
    for (const screen of screens) {
      const url =
        base +
        screen.path
          .replace(':exercise', encodeURIComponent(member.exerciseId))
          .replace(':trainer', encodeURIComponent(member.trainerId));
      const results: Result[] = [];
      for (let run = 1; run <= runs; run++) {
        await prepareStorage(browser, base, screen.signedIn ? member.tokens : undefined);
        const report = path.join(REPORTS, `${screen.name}-${run}.json`);
        await runLighthouse(url, chrome.port, report);
        results.push(summarise(JSON.parse(await readFile(report, 'utf8'))));
      }
      const median = medianRun(results);
      const spread = results.map((result) => result.performance).sort((a, b) => a - b);
      console.log(
        `${screen.name}: performance ${median.performance} (runs ${spread.join(', ')}), LCP ${seconds(median.lcpMs)}, CLS ${median.cls.toFixed(3)}, TBT ${median.tbtMs.toFixed(0)} ms, machine ${results.map((result) => result.benchmarkIndex).join(', ')}`,
      );
      rows.push([
        screen.name,
        String(median.performance),
        seconds(median.lcpMs),
        median.cls.toFixed(3),
        `${median.tbtMs.toFixed(0)} ms`,
        String(median.bestPractices),
        String(median.accessibility),
        [...new Set(results.flatMap((result) => [...result.consoleErrors, ...result.issues]))].join('; ') ||
          'none',
      ]);
    }
    const table = markdownTable(
      [
        'page',
        'performance',
        'LCP',
        'CLS',
        'TBT',
        'best practices',
        'accessibility',
        'console errors, issues',
      ],
      rows,
    );
    console.log(`\n## Lighthouse, mobile (median of ${runs} runs by performance score)\n\n${table}`);
    await writeFile(path.join(REPORTS, 'summary.md'), `${table}\n`);
  } finally {
    await browser.close();
  }
} finally {
  await chrome.stop();
  await server?.stop();
}

/** `npm start`'s entry on a fresh data directory and a free port, after building if needed. */
async function startServer() {
  await ensureWebBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fitness-lighthouse-'));
  const port = await freePort();
  const running = startProcess(
    process.execPath,
    ['--import', 'tsx', 'supabase/local/start.ts'],
    { PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' },
    ROOT,
  );
  await running.waitFor(/ready at/, 120_000);
  return {
    url: `http://localhost:${port}`,
    async stop() {
      await running.stop('SIGTERM');
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Headless Chromium with the flags Lighthouse's own launcher gives it, and a debugging port that
 * both Lighthouse and Playwright connect to.
 */
async function startChromium() {
  const executable = findSystemChromium();
  if (!executable) throw new Error('No Chromium found: set CHROMIUM_PATH');
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'fitness-lighthouse-profile-'));
  const running: RunningProcess = startProcess(
    executable,
    [
      ...CHROMIUM_ARGS,
      '--headless=new',
      `--remote-debugging-port=${port}`,
      `--user-data-dir=${profile}`,
      '--disable-extensions',
      '--disable-default-apps',
      '--disable-background-timer-throttling',
      '--disable-renderer-backgrounding',
      '--disable-backgrounding-occluded-windows',
      '--mute-audio',
      '--password-store=basic',
      'about:blank',
    ],
    {},
    ROOT,
  );
  await running.waitFor(/DevTools listening on/, 30_000);
  return {
    port,
    async stop() {
      await running.stop('SIGTERM');
      await rm(profile, { recursive: true, force: true });
    },
  };
}

interface Member {
  tokens: { token: string; refreshToken: string };
  exerciseId: string;
  /** Another member's trainer profile, with a service and open hours, for the trainer pages. */
  trainerId: string;
}

/**
 * A member with two weeks of workouts and weekly goals, so charts, lists and bests have content;
 * or, with --fresh-member, one who has just signed up (every empty state).
 */
async function signUp(origin: string, { history }: { history: boolean }): Promise<Member> {
  const { tokens, send } = await newAccount(origin, 'lighthouse', { firstName: 'Lee', lastName: 'Hughes' });
  const trainerId = await openTrainer(origin);
  const [first] = (await send('GET', '/api/exercises')) as { id: string }[];
  if (!first) throw new Error('the exercise library is empty');
  if (!history) return { tokens, exerciseId: first.id, trainerId };
  const sessions = [
    { name: 'Barbell Back Squat', category: 'strength', sets: 5, reps: 5, weight: 185 },
    { name: 'Running', category: 'cardio', distance: 3.1 },
    { name: 'Barbell Bench Press', category: 'strength', sets: 3, reps: 8, weight: 135 },
    { name: 'Sun Salutation', category: 'yoga' },
    { name: 'Dumbbell Bench Press', category: 'dumbbells', sets: 3, reps: 10, weight: 50 },
  ];
  const day = 24 * 60 * 60 * 1000;
  for (let daysAgo = 0; daysAgo < 14; daysAgo++) {
    if (daysAgo % 3 === 2) continue;
    const session = sessions[daysAgo % sessions.length];
    await send('POST', '/api/workouts', {
      ...session,
      date: new Date(Date.now() - daysAgo * day).toISOString(),
      duration: 30 + (daysAgo % 4) * 5,
      caloriesBurned: 150 + daysAgo * 7,
      difficultyLevel: 3,
      perceivedExertion: 6,
      completionRate: 100,
    });
  }
  await send('POST', '/api/goals', { type: 'workouts', target: 4 });
  await send('POST', '/api/goals', { type: 'minutes', target: 150 });
  return { tokens, exerciseId: first.id, trainerId };
}

/** A new member's tokens, and a way to call the API as them. */
async function newAccount(origin: string, prefix: string, name: { firstName: string; lastName: string }) {
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const signUp = await fetch(`${origin}/api/auth/signup`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      username: `${prefix}_${suffix}`,
      email: `${prefix}_${suffix}@example.com`,
      password: 'Lighthouse1pass',
      ...name,
    }),
  });
  if (signUp.status !== 201) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`);
  const tokens = (await signUp.json()) as Member['tokens'];
  const send = async (method: string, route: string, body?: unknown) => {
    const answer = await fetch(`${origin}${route}`, {
      method,
      headers: { Authorization: `Bearer ${tokens.token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!answer.ok) throw new Error(`${method} ${route}: ${answer.status} ${await answer.text()}`);
    return answer.json() as Promise<unknown>;
  };
  return { tokens, send };
}

/** Another member as a trainer with one service and open hours every day; their trainer id. */
async function openTrainer(origin: string): Promise<string> {
  const { send } = await newAccount(origin, 'coach', { firstName: 'Robin', lastName: 'Okafor' });
  const timeZone = 'Europe/London';
  const trainer = (await send('POST', '/api/trainer', {
    bio: 'Powerlifting coach: technique, programming and meet preparation.',
    specialties: ['powerlifting', 'hypertrophy'],
    certifications: ['USAPL Club Coach'],
    experience: 9,
    hourlyRate: 7500,
    location: 'Leeds, UK',
    timeZone,
  })) as { id: string };
  await send('POST', '/api/trainer/services', {
    name: 'Squat, bench and deadlift review',
    description: 'Video and in-person feedback on the three lifts',
    duration: 45,
    price: 5500,
    isActive: true,
  });
  const weekly = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({ weekday, start: '06:00', end: '22:00' }));
  await send('PUT', '/api/trainer/availability', { timeZone, weekly, datesOff: [] });
  return trainer.id;
}

/**
 * Clears what a first visit would not have (Lighthouse's own reset is off so the tokens survive),
 * then stores the member's tokens, or none for a signed-out page.
 */
async function prepareStorage(browser: Browser, origin: string, tokens?: Member['tokens']) {
  const context = browser.contexts()[0];
  if (!context) throw new Error('Chromium has no default context');
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    if (tokens) {
      await page.goto(`${origin}/api/health`);
      await page.evaluate(({ token, refreshToken }) => {
        localStorage.setItem('token', token);
        localStorage.setItem('refreshToken', refreshToken);
        // As on a later visit: the profile editor opens once per browser.
        localStorage.setItem('profile-editor-shown', 'earlier');
      }, tokens);
    }
  } finally {
    await page.close();
  }
}

async function runLighthouse(url: string, port: number, output: string) {
  const args = [
    '-y',
    'lighthouse@12',
    url,
    `--port=${port}`,
    '--disable-storage-reset',
    `--only-categories=${CATEGORIES}`,
    '--output=json',
    `--output-path=${output}`,
    '--quiet',
    ...(options['cpu-slowdown'] ? [`--throttling.cpuSlowdownMultiplier=${options['cpu-slowdown']}`] : []),
  ];
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn('npx', args, { cwd: tmpdir(), stdio: ['ignore', 'inherit', 'inherit'] });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`lighthouse exited with ${code} on ${url}`);
}

interface LighthouseReport {
  categories: Record<string, { score: number | null }>;
  environment: { benchmarkIndex: number };
  audits: Record<
    string,
    { numericValue?: number; details?: { items?: { description?: string; issueType?: string }[] } }
  >;
}

function summarise(report: LighthouseReport): Result {
  const score = (category: string) => Math.round((report.categories[category]?.score ?? 0) * 100);
  const value = (audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    lcpMs: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbtMs: value('total-blocking-time'),
    fcpMs: value('first-contentful-paint'),
    consoleErrors: (report.audits['errors-in-console']?.details?.items ?? []).map((item) =>
      `console: ${item.description ?? ''}`.slice(0, 160),
    ),
    issues: (report.audits['inspector-issues']?.details?.items ?? []).map(
      (item) => `issue: ${item.issueType ?? ''}`,
    ),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
  };
}

/** The run with the median performance score (the lower middle one for an even count). */
function medianRun(results: Result[]): Result {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return sorted[Math.floor((sorted.length - 1) / 2)] as Result;
}

function seconds(ms: number) {
  return `${(ms / 1000).toFixed(1)} s`;
}

function markdownTable(header: string[], rows: string[][]) {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}
