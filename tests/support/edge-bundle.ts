import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { constants, createBrotliCompress } from 'node:zlib';

/**
 * What deploying an edge function ships, measured the way `supabase functions deploy` builds it.
 * The CLI runs Supabase's edge-runtime `bundle`, which writes an eszip holding the function's
 * module graph plus, for npm imports, every file of every npm package Deno's resolver knows for
 * the function (with one deno.json and deno.lock for all functions, that is every package of the
 * lock, whether this function imports it or not), then brotli-compresses it at the default
 * quality (6) and uploads that; Supabase's 20 MB limit applies to the upload. The edge-runtime
 * binary is not available here, so the upload is estimated from the same contents: the graph's
 * own modules and the resolver's npm packages, compressed the same way.
 * Beside it, `deno bundle` gives the one JavaScript file the isolate would have to compile.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const FUNCTIONS_DIR = path.join(ROOT, 'supabase/functions');
const DENO = path.join(ROOT, 'node_modules/.bin/deno');
const run = promisify(execFile);

/** Supabase's limit on a function deployed with the CLI (after bundling and compression). */
export const DEPLOY_LIMIT_BYTES = 20 * 1024 * 1024;

export interface BundleSize {
  name: string;
  /** `deno bundle` of the entry: the function's code and its npm imports in one JavaScript file. */
  bundledJsBytes: number;
  /** The function's own modules (TypeScript sources of its graph). */
  ownModules: number;
  ownSourceBytes: number;
  /** npm packages the deploy carries, and all their files. */
  npmPackages: string[];
  npmBytes: number;
  /** The estimated upload: own sources and npm files, brotli quality 6. */
  deployEstimateBytes: number;
  /** WebAssembly files among what the deploy carries. */
  wasm: { file: string; bytes: number }[];
}

/** The deployed functions: every folder of supabase/functions with an index.ts, but `_shared`. */
export function edgeFunctionNames(): string[] {
  return readdirSync(FUNCTIONS_DIR)
    .filter((name) => !name.startsWith('_') && statSync(path.join(FUNCTIONS_DIR, name)).isDirectory())
    .sort();
}

interface DenoInfo {
  modules: { specifier: string; size?: number; mediaType?: string; local?: string }[];
  npmPackages: Record<string, { localPath?: string }>;
}

function filesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort();
}

async function brotliSize(files: string[]): Promise<number> {
  let bytes = 0;
  await pipeline(
    Readable.from(
      (async function* () {
        for (const file of files) yield await readFile(file);
      })(),
    ),
    createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 6 } }),
    new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.byteLength;
        done();
      },
    }),
  );
  return bytes;
}

export async function measureBundle(name: string): Promise<BundleSize> {
  const entry = `${name}/index.ts`;
  const outDir = await mkdtemp(path.join(tmpdir(), 'edge-bundle-'));
  try {
    const output = path.join(outDir, `${name}.js`);
    await run(
      DENO,
      ['bundle', '--quiet', '--config', 'deno.json', '--platform', 'deno', '-o', output, entry],
      {
        cwd: FUNCTIONS_DIR,
      },
    );
    const bundledJsBytes = (await stat(output)).size;

    const { stdout } = await run(DENO, ['info', '--json', '--config', 'deno.json', entry], {
      cwd: FUNCTIONS_DIR,
      maxBuffer: 64 * 1024 * 1024,
    });
    const info = JSON.parse(stdout) as DenoInfo;
    const ownFiles = info.modules.flatMap((module) => (module.local ? [module.local] : []));
    const packageDirs = Object.values(info.npmPackages).flatMap((pkg) =>
      pkg.localPath ? [pkg.localPath] : [],
    );
    const npmFiles = packageDirs.flatMap(filesUnder);
    const sizeOf = (files: string[]) => files.reduce((sum, file) => sum + statSync(file).size, 0);
    const wasm = [...ownFiles, ...npmFiles]
      .filter((file) => file.endsWith('.wasm'))
      .map((file) => ({ file: path.basename(file), bytes: statSync(file).size }));
    return {
      name,
      bundledJsBytes,
      ownModules: ownFiles.length,
      ownSourceBytes: sizeOf(ownFiles),
      npmPackages: Object.keys(info.npmPackages).sort(),
      npmBytes: sizeOf(npmFiles),
      deployEstimateBytes: await brotliSize([...ownFiles, ...npmFiles]),
      wasm,
    };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
