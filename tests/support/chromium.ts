import { existsSync } from 'node:fs';

const SYSTEM_CHROMIUMS = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome-stable'];

/** A system Chromium when there is one (CHROMIUM_PATH first); undefined means Playwright's own. */
export function findSystemChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return configured;
  return SYSTEM_CHROMIUMS.find((candidate) => existsSync(candidate));
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
