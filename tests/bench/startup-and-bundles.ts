import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { ensureWebBuilt } from '../../supabase/local/build-web.ts';
import { startProcess } from '../support/child-process.ts';
import { CHROMIUM_ARGS, findSystemChromium } from '../support/chromium.ts';
import { freePort } from '../support/temporary-postgres.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BUDGET_KB = 150;

/** Milliseconds from spawning `npm start`'s entry to the first 200 from /api/health. */
async function timeToHealthy(dataDir: string, port: number) {
  const started = performance.now();
  const server = startProcess(
    process.execPath,
    ['--import', 'tsx', 'supabase/local/start.ts'],
    { PORT: String(port), DATA_DIR: dataDir, HOST: '127.0.0.1' },
    ROOT,
  );
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((response) => response.status === 200)
        .catch(() => false);
      if (ok) return { ms: performance.now() - started, server };
      if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Gzipped bytes of every script a page loads, counted as the browser received them. */
async function gzippedScripts(
  page: import('@playwright/test').Page,
  url: string,
  ready: () => Promise<unknown>,
) {
  const scripts = new Map<string, number>();
  const listener = async (response: import('@playwright/test').Response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.body().catch(() => undefined);
    if (body) scripts.set(response.url(), gzipSync(body, { level: 9 }).byteLength);
  };
  page.on('response', listener);
  await page.goto(url);
  await ready();
  await page.waitForLoadState('networkidle');
  page.off('response', listener);
  return { kb: [...scripts.values()].reduce((sum, bytes) => sum + bytes, 0) / 1024, files: scripts.size };
}

export async function benchStartupAndBundles() {
  await ensureWebBuilt();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'fitness-bench-'));
  const port = await freePort();
  try {
    const fresh = await timeToHealthy(dataDir, port);
    await fresh.server.stop('SIGTERM');
    const warm = await timeToHealthy(dataDir, port);

    const executablePath = findSystemChromium();
    const browser = await chromium.launch({
      args: CHROMIUM_ARGS,
      ...(executablePath ? { executablePath } : {}),
    });
    try {
      const page = await browser.newPage();
      const base = `http://localhost:${port}`;
      const landing = await gzippedScripts(page, `${base}/`, () =>
        page.getByRole('link', { name: /get started free/i }).waitFor(),
      );
      const signUp = await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          username: 'bench_bea',
          email: 'bea@example.com',
          password: 'Bench1pass',
          firstName: 'Bea',
          lastName: 'Bench',
        }),
      });
      const { token, refreshToken } = (await signUp.json()) as { token: string; refreshToken: string };
      const dashboardPage = await browser.newPage();
      await dashboardPage.addInitScript(
        ([access, refresh]) => {
          localStorage.setItem('token', access ?? '');
          localStorage.setItem('refreshToken', refresh ?? '');
        },
        [token, refreshToken],
      );
      const dashboard = await gzippedScripts(dashboardPage, `${base}/`, () =>
        dashboardPage.getByText(/Good (morning|afternoon|evening)/).waitFor(),
      );
      await page.close();
      await dashboardPage.close();

      console.log('\n## npm start to first 200 from /api/health');
      console.log(`fresh data directory: ${fresh.ms.toFixed(0)} ms`);
      console.log(`warm data directory:  ${warm.ms.toFixed(0)} ms`);
      console.log(`fresh / warm ratio:   ${(fresh.ms / warm.ms).toFixed(2)}x`);
      console.log(`\n## Gzipped JavaScript per page (budget ${BUDGET_KB} KB each)`);
      for (const [name, result] of [
        ['landing page', landing],
        ['dashboard', dashboard],
      ] as const) {
        const verdict = result.kb <= BUDGET_KB ? 'within budget' : 'OVER BUDGET';
        console.log(
          `${name}: ${result.kb.toFixed(1)} KB in ${result.files} files (${((result.kb / BUDGET_KB) * 100).toFixed(0)}% of budget, ${verdict})`,
        );
      }
    } finally {
      await browser.close();
      await warm.server.stop('SIGTERM');
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
