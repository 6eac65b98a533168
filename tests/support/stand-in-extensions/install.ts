import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The stand-in extensions of this folder: a pg_net that records calls, a Vault without encryption. */
const STAND_IN_DIR = import.meta.dirname;
const STAND_IN_FILES = readdirSync(STAND_IN_DIR).filter((name) => /\.(control|sql)$/.test(name));

/** Where a PostgreSQL server of `binDir` loads extensions from (PostgreSQL 15 looks nowhere else). */
export function extensionDirectory(binDir: string): string | undefined {
  const ownConfig = path.join(binDir, 'pg_config');
  const result = spawnSync(existsSync(ownConfig) ? ownConfig : 'pg_config', ['--sharedir'], {
    encoding: 'utf8',
  });
  const sharedir = result.status === 0 ? result.stdout.trim() : '';
  return sharedir ? path.join(sharedir, 'extension') : undefined;
}

/** Why the stand-ins cannot be installed into `directory`, or undefined when they can. */
export function standInsBlocked(directory: string): string | undefined {
  try {
    accessSync(directory, constants.W_OK);
  } catch {
    return `cannot write to ${directory} (run as root, or as the owner of that directory)`;
  }
  const foreign = STAND_IN_FILES.filter((name) => {
    const target = path.join(directory, name);
    return existsSync(target) && readFileSync(target, 'utf8') !== readStandIn(name);
  });
  return foreign.length
    ? `${foreign.join(', ')} in ${directory} is a real extension, not the test stand-in`
    : undefined;
}

/**
 * Copies the stand-ins into the server's extension directory and answers a function that removes
 * them again (and any a crashed earlier run left), so no later server on this machine offers a
 * fake pg_net or Vault.
 */
export function installStandIns(directory: string): () => void {
  for (const name of STAND_IN_FILES) {
    writeFileSync(path.join(directory, name), readStandIn(name), { mode: 0o644 });
  }
  return () => {
    for (const name of STAND_IN_FILES) {
      const target = path.join(directory, name);
      if (existsSync(target) && readFileSync(target, 'utf8') === readStandIn(name)) rmSync(target);
    }
  };
}

function readStandIn(name: string): string {
  return readFileSync(path.join(STAND_IN_DIR, name), 'utf8');
}
