import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable'];
/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`): the same engine without the
 * browser's own interface, what Playwright itself runs for headless tests when it brings its
 * browsers. The browser suite measured about a quarter less CPU with it than with full Chromium,
 * on a machine where the tests share two cores with the server.
 */
const SYSTEM_HEADLESS_SHELLS = [
  '/usr/lib/chromium/chromium-headless-shell',
  '/usr/bin/chromium-headless-shell',
];

/**
 * A system Chromium when there is one (CHROMIUM_PATH first); undefined means Playwright's own.
 * Tests ask for the headless shell and fall back to the full browser; tools that measure what a
 * person's browser does (Lighthouse) ask for the full browser.
 */
export function findSystemChromium({ headlessShell = false } = {}): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return configured;
  const candidates = headlessShell ? [...SYSTEM_HEADLESS_SHELLS, ...SYSTEM_CHROMIUMS] : SYSTEM_CHROMIUMS;
  return candidates.find((candidate) => existsSync(candidate));
}

/** Flags that keep Chromium quiet on a machine without network, GPU or sandbox support. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
