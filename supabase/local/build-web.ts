import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { WEB_DIST_DIR } from './server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
/** What the web bundle is built from: a change to any of these makes the build stale. */
const WEB_INPUTS = [
  'web',
  'supabase/functions/_shared/contract',
  'supabase/local/http/asset-compression.ts',
  // The Content-Security-Policy <meta> of index.html is written from it.
  'supabase/functions/_shared/http/security-headers.ts',
  'vite.config.ts',
  // Which chunk each module goes to.
  'scripts/web-chunk-groups.ts',
  'package-lock.json',
];

/** Builds the web app with Vite when dist/web is missing or older than any of its sources. */
export async function ensureWebBuilt(): Promise<'built' | 'fresh'> {
  const builtAt = await modifiedAt(path.join(WEB_DIST_DIR, 'index.html'));
  const newestInput = Math.max(
    ...(await Promise.all(WEB_INPUTS.map((input) => newestModification(path.join(ROOT, input))))),
  );
  if (builtAt !== undefined && builtAt >= newestInput) return 'fresh';
  console.log('Building the web app…');
  const { build } = await import('vite');
  await build({ configFile: path.join(ROOT, 'vite.config.ts'), logLevel: 'warn' });
  return 'built';
}

async function modifiedAt(file: string): Promise<number | undefined> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return undefined;
  }
}

async function newestModification(target: string): Promise<number> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, await newestModification(path.join(target, entry.name)));
  }
  return newest;
}
