import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportProblems } from './check-import-floors.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A small _shared tree: each entry is a file and its source. */
function tree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'import-floors-'));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

describe('the import floors of _shared', () => {
  it('accept imports that run down and within a room', () => {
    const shared = tree({
      'contract/user.ts': 'export type User = { id: string };',
      'http/errors.ts': "import type { User } from '../contract/user.ts';",
      'user/profile-store.ts': "import type { User } from '../contract/user.ts';",
      'user/routes.ts':
        "import { readProfile } from './profile-store.ts';\nimport { x } from '../http/errors.ts';",
      'app.ts': "import { userRoutes } from './user/routes.ts';",
    });
    expect(findImportProblems(shared)).toEqual([]);
  });

  it('report an import that runs up, type-only and multi-line ones included', () => {
    const shared = tree({
      'accounts/auth-provider.ts': 'export interface AuthProvider {}',
      'http/operation-router.ts': "import type {\n  AuthProvider,\n} from '../accounts/auth-provider.ts';",
    });
    expect(findImportProblems(shared)).toEqual([
      {
        file: 'http/operation-router.ts',
        imported: '../accounts/auth-provider.ts',
        reason: '"accounts" is above',
      },
    ]);
  });

  it('report an area importing another area', () => {
    const shared = tree({
      'coach/recompute.ts': 'export const recompute = () => {};',
      'workouts/routes.ts': "import { recompute } from '../coach/recompute.ts';",
    });
    expect(findImportProblems(shared)).toEqual([
      {
        file: 'workouts/routes.ts',
        imported: '../coach/recompute.ts',
        reason: '"coach" is on the same floor',
      },
    ]);
  });

  it('report a folder that no floor lists', () => {
    const shared = tree({ 'misc/helper.ts': 'export const helper = 1;' });
    expect(findImportProblems(shared)).toEqual([
      { file: 'misc/helper.ts', imported: '', reason: 'its room "misc" is on no floor' },
    ]);
  });

  it('leave tests beside the code out', () => {
    const shared = tree({
      'domain/planner.ts': 'export const plan = 1;',
      'domain/planner.test.ts': "import { solver } from '../meal-plans/solver.ts';",
      'meal-plans/solver.ts': 'export const solver = 1;',
    });
    expect(findImportProblems(shared)).toEqual([]);
  });
});
