import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Adds the other platforms' optional native binaries (Biome, Tailwind's oxide, Deno, the Supabase
 * CLI, ...) to package-lock.json when they are missing from it.
 *
 * Why: the package registry reachable from the build machine only carries the Linux builds, so
 * `npm install` here writes a lock file without the macOS, Windows and musl entries, and `npm ci`
 * then refuses it ("package.json and package-lock.json are not in sync") on every machine. The
 * entries written here carry the version and the platform fields npm uses to skip a binary that
 * does not fit the machine; on a machine that needs one, npm fetches that exact version from its
 * registry. Run `npm run lock:complete` after adding or upgrading a dependency.
 */
interface LockEntry {
  version?: string;
  dev?: boolean;
  license?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
}

interface Platform {
  os?: string[];
  cpu: string[];
  libc?: string[];
}

/** Reads the platform from the naming scheme every one of these packages follows. */
export function platformFromName(packageName: string): Platform | undefined {
  const name = packageName.split('/').pop() ?? packageName;
  if (name.includes('wasm32')) return { cpu: ['wasm32'] };
  const os = ['darwin', 'linux', 'android', 'freebsd', 'win32', 'windows'].find((candidate) =>
    name.includes(candidate),
  );
  const cpu = ['arm64', 'x64', 'ia32', 'arm'].find((candidate) =>
    new RegExp(`(^|-)${candidate}(-|$)`).test(name),
  );
  if (!os || !cpu) return undefined;
  const platform: Platform = { os: [os === 'windows' ? 'win32' : os], cpu: [cpu] };
  if (os === 'linux') platform.libc = [name.includes('musl') ? 'musl' : 'glibc'];
  return platform;
}

const lockPath = path.resolve(import.meta.dirname, '../package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
const added: string[] = [];

for (const [location, entry] of Object.entries(lock.packages)) {
  for (const [dependency, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location ? `${location}/` : ''}node_modules/${dependency}`;
    const hoisted = `node_modules/${dependency}`;
    if (lock.packages[nested] || lock.packages[hoisted]) continue;
    const platform = platformFromName(dependency);
    if (!platform) throw new Error(`Cannot tell the platform of ${dependency}; add its entry by hand.`);
    lock.packages[hoisted] = {
      version,
      ...platform,
      ...(entry.dev ? { dev: true } : {}),
      ...(entry.license ? { license: entry.license } : {}),
      optional: true,
    };
    added.push(`${dependency}@${version}`);
  }
}

lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(
  added.length ? `Added ${added.length} platform entries: ${added.join(', ')}` : 'Lock file complete.',
);
