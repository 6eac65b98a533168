import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findSystemChromium } from './tests/support/chromium.ts';
import { browserTestServerEnv } from './tests/support/standalone-server.ts';

// `npm test` passes a free port and a fresh data directory; a direct `npx playwright test` gets
// defaults. Either way the app runs exactly as `npm start` runs it, on an empty database.
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `fitness-e2e-${Date.now()}`);
const executablePath = findSystemChromium({ headlessShell: true });
// The food log's outside services (Open Food Facts, a vision model) are a stand-in on the next port,
// handed to the app by environment variables as production gets the real ones.
const standInPort = port + 1;
const standInUrl = `http://127.0.0.1:${standInPort}`;

export default defineConfig({
  testDir: './tests/e2e',
  outputDir: './test-results/e2e-artifacts',
  // Two workers, the server and Chromium share CI's two cores; a test that usually takes 5 s has
  // been seen to need more than 30 s there, fixtures included.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  // On CI one retry: a context that once never finished closing after a passing test (twice the
  // same test, 60 s, not reproduced in 45 local repeats) must not fail the run; a retried pass is
  // reported by name in the summary (tests/run-all.ts).
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json', { outputFile: process.env.E2E_REPORT ?? 'test-results/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    // The browser's language picks a new member's units (imperial for en-US): every test runs as an
    // en-US browser unless it says otherwise, whatever the machine's own locale.
    locale: 'en-US',
    // Every context would install the service worker and precache the whole app (about 1 MB) in
    // the background; only the tests of installing and working offline need it, and allow it.
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) },
  },
  webServer: [
    {
      command: 'node --import tsx tests/support/stand-in-food-services.ts',
      url: `${standInUrl}/api/v2/product/3017620422003.json`,
      env: { STAND_IN_PORT: String(standInPort) },
      timeout: 30_000,
      reuseExistingServer: false,
    },
    {
      command: 'node --import tsx supabase/local/start.ts',
      url: `http://localhost:${port}/api/health`,
      env: browserTestServerEnv({ port, dataDir, standInUrl }),
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
  ],
});
