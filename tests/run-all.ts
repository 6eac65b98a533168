import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { applyShims } from '../supabase/local/database/migrate.ts';
import { findSystemChromium } from './support/chromium.ts';
import { readDatabaseMajorVersion } from './support/supabase-config.ts';
import { findPostgresBinDir, freePort, startTemporaryPostgres } from './support/temporary-postgres.ts';

/**
 * `npm test`: static checks (with the runtime dependencies' licences, and schema.sql and the
 * database row types current), unit tests, the integration suite on PGlite and again on a real
 * PostgreSQL server (migrated by the Supabase CLI and linted by its advisors), then the browser
 * tests against `npm start`. Every suite runs even when an earlier one fails; the last line is
 * the sum, `N passed, N failed`, also written to test-results/summary.txt.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const RESULTS_DIR = path.join(ROOT, 'test-results');
const BIN = path.join(ROOT, 'node_modules/.bin');
const IN_CI = ['1', 'true'].includes((process.env.CI ?? '').toLowerCase());

interface Tally {
  suite: string;
  passed: number;
  failed: number;
  note?: string;
  seconds?: number;
}
const tallies: Tally[] = [];
let suiteStartedAt = Date.now();

function banner(title: string) {
  suiteStartedAt = Date.now();
  console.log(`\n━━━ ${title} ${'━'.repeat(Math.max(0, 70 - title.length))}`);
}

/** Seconds since the current suite's banner: CI's budget is the sum, so each suite's share is shown. */
function elapsedSeconds(): number {
  return Math.round((Date.now() - suiteStartedAt) / 1000);
}

function run(command: string, args: string[], env: Record<string, string> = {}): number {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.error) console.error(result.error.message);
  return result.status ?? 1;
}

/** A step that either works or not (a lint, a build, a migration) counts as one test. */
function step(suite: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  banner(suite);
  const ok = run(command, args, env) === 0;
  tallies.push({ suite, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: elapsedSeconds() });
  return ok;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: { status: string; assertionResults: unknown[] }[];
}

function vitest(suite: string, project: string, env: Record<string, string> = {}) {
  banner(suite);
  const report = path.join(RESULTS_DIR, `${suite.replace(/\W+/g, '-')}.json`);
  rmSync(report, { force: true });
  const status = run(
    path.join(BIN, 'vitest'),
    [
      'run',
      '--project',
      project,
      '--passWithNoTests',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
    ],
    env,
  );
  if (!existsSync(report)) {
    tallies.push({ suite, passed: 0, failed: 1, note: 'no report written', seconds: elapsedSeconds() });
    return;
  }
  const parsed = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  // A file that fails to load has no test results of its own; count it as a failure.
  const brokenFiles = parsed.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  let failed = parsed.numFailedTests + brokenFiles;
  if (status !== 0 && failed === 0) failed = 1;
  tallies.push({ suite, passed: parsed.numPassedTests, failed, seconds: elapsedSeconds() });
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number; skipped: number };
}

async function browserTests() {
  const suite = 'browser (Playwright)';
  let chromium = findSystemChromium({ headlessShell: true });
  if (!chromium) {
    banner('Installing Playwright Chromium (no system Chromium found)');
    if (run(path.join(BIN, 'playwright'), ['install', 'chromium']) !== 0) {
      tallies.push({
        suite,
        passed: 0,
        failed: 1,
        note: 'no Chromium: install Debian chromium or allow `playwright install chromium`',
      });
      return;
    }
  }
  banner(suite);
  const report = path.join(RESULTS_DIR, 'e2e.json');
  rmSync(report, { force: true });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fitness-e2e-'));
  try {
    const status = run(path.join(BIN, 'playwright'), ['test'], {
      E2E_PORT: String(await freePort()),
      E2E_DATA_DIR: dataDir,
      E2E_REPORT: report,
      ...(chromium ? { CHROMIUM_PATH: chromium } : {}),
    });
    if (!existsSync(report)) {
      tallies.push({ suite, passed: 0, failed: 1, note: 'no report written', seconds: elapsedSeconds() });
      return;
    }
    const { stats } = JSON.parse(readFileSync(report, 'utf8')) as PlaywrightReport;
    let failed = stats.unexpected;
    if (status !== 0 && failed === 0) failed = 1;
    // A test that passed only on its retry is counted as passed and named here, never hidden.
    const note = stats.flaky ? `${stats.flaky} passed only on a retry: see the list above` : undefined;
    tallies.push({
      suite,
      passed: stats.expected + stats.flaky,
      failed,
      ...(note ? { note } : {}),
      seconds: elapsedSeconds(),
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    chromium = undefined;
  }
}

async function realPostgresPass() {
  const binDir = findPostgresBinDir();
  if (!binDir) {
    const note = 'no PostgreSQL server binaries found (apt-get install postgresql)';
    if (IN_CI)
      tallies.push({
        suite: 'integration (PostgreSQL)',
        passed: 0,
        failed: 1,
        note,
        seconds: elapsedSeconds(),
      });
    else console.log(`\nSkipping the real-PostgreSQL pass: ${note}.`);
    return;
  }
  banner(`Starting a temporary PostgreSQL server (${binDir})`);
  const server = await startTemporaryPostgres(binDir);
  try {
    const template = 'fitness_template';
    const admin = postgres(server.url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`create database ${template}`);
    await admin.end();
    const templateUrl = server.url.replace(/\/postgres$/, `/${template}`);
    const shimmed = postgres(templateUrl, { max: 1, onnotice: () => {} });
    await applyShims(shimmed);
    await shimmed.end();

    const supabase = path.join(BIN, 'supabase');
    const pushed = step('migrations via supabase db push', supabase, [
      'db',
      'push',
      `--remote=${templateUrl}`,
      '--include-seed',
      '--yes',
    ]);
    step('supabase db advisors (fail on warn)', supabase, [
      'db',
      'advisors',
      `--remote=${templateUrl}`,
      '--level',
      'info',
      '--fail-on',
      'warn',
    ]);
    if (pushed) {
      vitest('integration (PostgreSQL)', 'integration', {
        TEST_DATABASE_URL: server.url,
        TEST_TEMPLATE_DATABASE: template,
      });
    }
  } finally {
    server.stop();
  }
}

/**
 * supabase/schema.sql and the database row types regenerated from the migrations on a throwaway
 * server must equal the committed ones. Without PostgreSQL of the version config.toml names it
 * is skipped with a note, as the real-PostgreSQL pass is, except in CI.
 */
async function schemaCheck() {
  const major = await readDatabaseMajorVersion();
  if (!findPostgresBinDir({ major }) && !IN_CI) {
    console.log(`\nSkipping the schema check: no PostgreSQL ${major} server binaries found.`);
    return;
  }
  step('schema.sql and database types match the migrations', path.join(BIN, 'tsx'), [
    'scripts/schema/generate.ts',
    '--check',
  ]);
}

async function main() {
  mkdirSync(RESULTS_DIR, { recursive: true });
  step('format and lint (biome)', path.join(BIN, 'biome'), ['check', '.']);
  step('imports of _shared run only downward', path.join(BIN, 'tsx'), ['scripts/check-import-floors.ts']);
  step('web API client matches the contract', path.join(BIN, 'tsx'), [
    'scripts/generate-api-operations.ts',
    '--check',
  ]);
  step('typecheck backend and tests', path.join(BIN, 'tsc'), ['-p', 'tsconfig.json', '--noEmit']);
  step('typecheck web', path.join(BIN, 'tsc'), ['-p', 'web/tsconfig.json', '--noEmit']);
  step('deno check of function entries', path.join(BIN, 'tsx'), ['scripts/deno-check.ts']);
  step('licences of runtime dependencies (permissive only)', path.join(BIN, 'tsx'), [
    'scripts/check-licences.ts',
  ]);
  await schemaCheck();
  step('web build (vite)', path.join(BIN, 'vite'), ['build', '--logLevel', 'warn']);
  vitest('unit', 'unit');
  vitest('integration (PGlite)', 'integration');
  await realPostgresPass();
  await browserTests();

  banner('Summary');
  for (const { suite, passed, failed, note, seconds } of tallies) {
    const took = seconds === undefined ? '' : ` in ${seconds} s`;
    console.log(
      `${failed ? '✗' : '✓'} ${suite}: ${passed} passed, ${failed} failed${took}${note ? ` (${note})` : ''}`,
    );
  }
  const passed = tallies.reduce((sum, tally) => sum + tally.passed, 0);
  const failed = tallies.reduce((sum, tally) => sum + tally.failed, 0);
  const summary = `${passed} passed, ${failed} failed`;
  writeFileSync(path.join(RESULTS_DIR, 'summary.txt'), `${summary}\n`);
  console.log(summary);
  process.exit(failed === 0 ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  mkdirSync(RESULTS_DIR, { recursive: true });
  writeFileSync(path.join(RESULTS_DIR, 'summary.txt'), '0 passed, 1 failed\n');
  console.log('0 passed, 1 failed');
  process.exit(1);
});
