import { spawnSync } from 'node:child_process';
import path from 'node:path';

/**
 * The project is MIT-licensed and ships only permissively licensed code: every package the
 * product runs or bundles (package.json `dependencies` and what they pull in) must carry one of
 * these licences. A copyleft one (GPL, LGPL, AGPL, MPL, EUPL, ...) fails the check, so a new
 * dependency cannot slip one in. Build and test tools are devDependencies: they never ship.
 */
const PERMISSIVE = [
  'MIT',
  'ISC',
  'Apache-2.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  '0BSD',
  'BlueOak-1.0.0',
  'Unlicense',
  'CC0-1.0',
  'Zlib',
  // pako: MIT for the port, zlib's licence for the algorithms it ports; both permissive.
  'MIT AND Zlib',
];

const root = path.resolve(import.meta.dirname, '..');
const checker = path.join(root, 'node_modules/.bin/license-checker-rseidelsohn');
const result = spawnSync(
  checker,
  ['--production', '--excludePrivatePackages', '--summary', '--onlyAllow', PERMISSIVE.join(';')],
  { cwd: root, stdio: 'inherit' },
);
if (result.status !== 0) {
  console.error(
    `A runtime dependency is not under a permissive licence (allowed: ${PERMISSIVE.join(', ')}).`,
  );
  process.exit(result.status ?? 1);
}
console.log('Runtime dependencies: every licence permissive.');
