import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * `deno check` of every edge-function entry (supabase/functions/<name>/index.ts) with the
 * functions' own import map, exactly as `supabase functions deploy` bundles them.
 */
const functionsDir = path.resolve(import.meta.dirname, '../supabase/functions');
const entries = readdirSync(functionsDir)
  .filter((name) => !name.startsWith('_') && statSync(path.join(functionsDir, name)).isDirectory())
  .map((name) => path.join(name, 'index.ts'));

const deno = path.resolve(import.meta.dirname, '../node_modules/.bin/deno');
const result = spawnSync(deno, ['check', '--quiet', '--config', 'deno.json', ...entries], {
  cwd: functionsDir,
  stdio: 'inherit',
});
if (result.status !== 0) {
  console.error(`deno check failed for ${entries.join(', ')}`);
  process.exit(result.status ?? 1);
}
console.log(
  `deno check: ${entries.length} function entr${entries.length === 1 ? 'y' : 'ies'} OK (${entries.join(', ')})`,
);
