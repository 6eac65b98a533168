import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A short hash of the contract's source: the shapes of every answer the web app reads. The build
 * stamps it on the device's copy of those answers (web/src/lib/offline/device-cache.ts), so a copy
 * written by a build with other shapes is dropped rather than read; a build that changes none keeps
 * the members' copies.
 */
export function answerShapesVersion(contractDir: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(contractDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  for (const file of files) {
    hash.update(file.split(path.sep).join('/'));
    hash.update(readFileSync(path.join(contractDir, file)));
  }
  return hash.digest('hex').slice(0, 16);
}
