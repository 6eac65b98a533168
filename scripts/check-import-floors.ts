import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The floors of supabase/functions/_shared, bottom to top. A file may import its own room (the
 * folder it sits in, or itself for a file at the top level) and any room on a lower floor; never a
 * room on its own floor or above. So areas never import one another: what one needs of another is
 * handed to it as a function by app.ts, the top floor. A new folder must be given a floor here.
 */
export const FLOORS: readonly { rooms: readonly string[]; holds: string }[] = [
  { rooms: ['contract'], holds: 'request and response shapes (zod), shared with the web app' },
  {
    rooms: ['domain'],
    holds: 'pure rules (coach, planner, onboarding plan, splits, reading exports): no I/O',
  },
  {
    rooms: ['config.ts', 'supabase', 'session'],
    holds: 'settings, the Supabase client, access tokens, claims and the session cookie',
  },
  {
    rooms: ['db', 'http'],
    holds: 'transactions as a member or as the service; the operation router and the error shape',
  },
  {
    rooms: ['rate-limit', 'storage', 'billing'],
    holds: 'ports to outside services (files, Stripe) and their adapters, and the rate limiter',
  },
  {
    rooms: [
      'accounts',
      'calendar-notes',
      'coach',
      'community',
      'data-export',
      'data-import',
      'exercises',
      'goals',
      'leaderboard',
      'meal-plans',
      'mile-tracker',
      'nutrition',
      'progress',
      'routines',
      'subscription',
      'system',
      'trainers',
      'user',
      'workout-sessions',
      'workouts',
    ],
    holds: 'areas: routes.ts, the <area>-store.ts that holds their SQL, and their jobs',
  },
  { rooms: ['app.ts'], holds: 'the /api app, which wires the areas together' },
];

export interface ImportProblem {
  file: string;
  imported: string;
  reason: string;
}

const floorOf = new Map(FLOORS.flatMap((floor, index) => floor.rooms.map((room) => [room, index] as const)));

/** The room of a path inside _shared: its first folder, or the file itself at the top level. */
const roomOf = (relativePath: string) => relativePath.split('/')[0] as string;

/** Static imports and re-exports (type-only too) and dynamic imports with a literal path. */
const IMPORT_PATTERNS = [
  /\b(?:import|export)\s[^;'"]*?\sfrom\s*['"]([^'"]+)['"]/g,
  /\bimport\s*['"]([^'"]+)['"]/g,
  /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
];

export function importsOf(source: string): string[] {
  return IMPORT_PATTERNS.flatMap((pattern) =>
    [...source.matchAll(pattern)].map((match) => match[1] as string),
  );
}

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Every import under `sharedDir` that runs sideways or up, and every file in a room no floor
 * lists. Tests beside the code are left out: they are no part of what is deployed.
 */
export function findImportProblems(sharedDir: string): ImportProblem[] {
  const problems: ImportProblem[] = [];
  for (const file of sourceFiles(sharedDir)) {
    const relativeFile = path.relative(sharedDir, file).split(path.sep).join('/');
    const room = roomOf(relativeFile);
    const floor = floorOf.get(room);
    if (floor === undefined) {
      problems.push({ file: relativeFile, imported: '', reason: `its room "${room}" is on no floor` });
      continue;
    }
    for (const specifier of importsOf(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const target = path
        .relative(sharedDir, path.resolve(path.dirname(file), specifier))
        .split(path.sep)
        .join('/');
      if (target.startsWith('..')) {
        problems.push({ file: relativeFile, imported: specifier, reason: 'it reaches outside _shared' });
        continue;
      }
      const targetRoom = roomOf(target);
      if (targetRoom === room) continue;
      const targetFloor = floorOf.get(targetRoom);
      if (targetFloor === undefined || targetFloor >= floor) {
        const where =
          targetFloor === undefined ? 'on no floor' : targetFloor === floor ? 'on the same floor' : 'above';
        problems.push({ file: relativeFile, imported: specifier, reason: `"${targetRoom}" is ${where}` });
      }
    }
  }
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const sharedDir = path.resolve(import.meta.dirname, '../supabase/functions/_shared');
  const problems = findImportProblems(sharedDir);
  for (const { file, imported, reason } of problems) {
    console.error(`_shared/${file}${imported ? ` imports ${imported}` : ''}: ${reason}`);
  }
  if (problems.length > 0) {
    console.error(
      `${problems.length} import(s) against the floors of _shared (scripts/check-import-floors.ts)`,
    );
    process.exit(1);
  }
  console.log(`import floors: every import in _shared runs down (${FLOORS.length} floors)`);
}
