import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const alias = {
  '@contract': fromRoot('./supabase/functions/_shared/contract'),
  '@': fromRoot('./web/src'),
};

// Unit tests sit beside their code; integration tests talk to a real database (see tests/support).
export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest leaves one core free by default, which on CI's two cores is one test file at a time
    // while the other core idles (the embedded database runs in the worker's own thread). Every
    // file has its own database, so files run side by side.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['web/src/**/*.test.{ts,tsx}', 'supabase/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/support/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
