import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Which chunk each module of the web app goes to, for rolldown's `codeSplitting` (vite.config.ts).
 *
 * Left to itself, rolldown gives every set of screens sharing modules a chunk of its own, and the
 * dashboard waited on 44 scripts, six at a time over HTTP/1.1. Rolldown cannot know that the
 * signed-in shell always loads with a signed-in screen (web/src/app/screens.ts starts both), so
 * here each module is placed by which screens bring it along statically:
 *
 * - the first chunk's own modules (main.tsx and what it imports): left alone. Rolldown moves what
 *   it shares with later chunks (React's JSX runtime, the query keys) into small chunks of their
 *   own, fetched beside it. Grouped into one chunk with the rest, they made the first chunk a file
 *   that imports the main one: the main one then did not get the connection the page had just
 *   used, and paid for opening another (Lighthouse's largest paint 0.1 to 0.2 s later);
 * - the landing page's own modules: `landing`;
 * - modules that signed-out screens (sign-in, onboarding) share with signed-in ones: `validation`
 *   when they bring zod along, `fields` otherwise, so the dashboard (no zod) never loads zod; what
 *   the landing page shares with the signed-in shell is among `fields` too, so a signed-in page
 *   does not load the landing page;
 * - the shell's modules, and the modules two or more signed-in screens share: `signed-in`, one
 *   chunk every signed-in screen needs anyway, or `signed-in-forms` for those that bring zod along.
 *   A screen loads some kilobytes it does not use (the calendar, the dashboard's workout logging),
 *   and in exchange a page waits on 8 to 13 scripts, not 10 to 18;
 * - everything else (one screen's own modules, what only lazy parts of screens use): rolldown's
 *   own placement.
 *
 * No module is captured by a chunk that comes before one of its dependencies' (a dependency is
 * used by every screen that uses the module, and more), so no two chunks import each other: a
 * cycle between chunks would run one of them before the other's values exist.
 */

/** What rolldown's chunking pass tells a group's `name` function about a module. */
interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
    code: string | null;
  } | null;
}

/** Screens a visitor sees before signing in, by their key in web/src/app/screens.ts. */
const SIGNED_OUT = new Set([
  'landing',
  'auth',
  'onboarding',
  'onboardingPlan',
  'onboardingPayment',
  'trialSuccess',
]);
/** The signed-in shell's key in screens.ts. */
const SHELL = 'signedIn';
/**
 * Modules of signed-out screens that load part of the screen later (the sign-in and sign-up rules,
 * with zod, load once a form is in use): what they import dynamically is placed as that screen's,
 * so it comes in the chunks signed-out screens share instead of among the signed-in shell's.
 */
const LATER_LOADS: Record<string, string[]> = { auth: ['features/auth/auth-rules.ts'] };

const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;
const LUCIDE_BARREL = /[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/** Each screen's module, in screens.ts order, read from its `key: screen(() => import('…'))` lines. */
export function screenModules(webSrc: string): Map<string, string> {
  const source = readFileSync(path.join(webSrc, 'app/screens.ts'), 'utf8');
  const modules = new Map<string, string>();
  for (const [, key, specifier] of source.matchAll(/(\w+): screen\(\(\) => import\('([^']+)'\)\)/g)) {
    if (!key || !specifier) continue;
    const file = specifier.startsWith('@/')
      ? path.join(webSrc, specifier.slice(2))
      : path.join(webSrc, 'app', specifier);
    modules.set(key, file);
  }
  // Without them every module would fall to rolldown's own splitting, silently.
  if (!modules.has(SHELL)) throw new Error('No screens read from web/src/app/screens.ts');
  return modules;
}

/**
 * Each lucide-react icon's module, under every name the package exports it by. Rolldown's graph
 * shows an icon's import as an import of the package's barrel file, so which icons a module uses
 * is read from its own import lines.
 */
function lucideIcons(barrel: string): Map<string, string> {
  const icons = new Map<string, string>();
  const source = readFileSync(barrel, 'utf8');
  for (const [, names, file] of source.matchAll(/export \{([^}]*)\} from '(\.\/icons\/[^']+\.mjs)'/g)) {
    if (!names || !file) continue;
    for (const [, name] of names.matchAll(/as (\w+)/g)) {
      if (name) icons.set(name, path.join(path.dirname(barrel), file));
    }
  }
  return icons;
}

/** The module and everything it imports statically: what loading it brings along. */
function staticClosure(
  graph: ModuleGraph,
  root: string,
  icons: (barrel: string) => Map<string, string>,
): Set<string> {
  const seen = new Set<string>();
  const queue = [root];
  for (let id = queue.pop(); id !== undefined; id = queue.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      if (!LUCIDE_BARREL.test(imported)) {
        queue.push(imported);
        continue;
      }
      for (const [, names] of (info?.code ?? '').matchAll(
        /import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g,
      )) {
        for (const name of (names ?? '').split(',')) {
          const icon = icons(imported).get(name.trim().split(/\s+as\s+/)[0] ?? '');
          if (icon) queue.push(icon);
        }
      }
    }
  }
  return seen;
}

function chunkPlan(graph: ModuleGraph, webSrc: string): Map<string, string> {
  let icons: Map<string, string> | undefined;
  const iconModules = (barrel: string) => {
    icons ??= lucideIcons(barrel);
    return icons;
  };
  const closure = (id: string) => staticClosure(graph, id, iconModules);
  const initial = closure(path.join(webSrc, 'main.tsx'));
  const screens = screenModules(webSrc);
  const laterLoads = (key: string) =>
    (LATER_LOADS[key] ?? []).flatMap((loader) =>
      (graph.getModuleInfo(path.join(webSrc, loader))?.dynamicallyImportedIds ?? []).flatMap((id) => [
        ...closure(id),
      ]),
    );
  const users = new Map<string, string[]>();
  for (const [key, file] of screens) {
    for (const id of new Set([...closure(file), ...laterLoads(key)])) {
      if (!initial.has(id)) users.set(id, [...(users.get(id) ?? []), key]);
    }
  }
  const reachesZod = (id: string) => [...closure(id)].some((dependency) => ZOD.test(dependency));

  const plan = new Map<string, string>();
  for (const [id, keys] of users) {
    const signedOut = keys.filter((key) => SIGNED_OUT.has(key));
    const shell = keys.includes(SHELL);
    const signedIn = keys.filter((key) => !SIGNED_OUT.has(key) && key !== SHELL);
    if (signedOut.includes('landing') && !shell && signedIn.length === 0) plan.set(id, 'landing');
    else if (signedOut.length > 0 && (shell || signedIn.includes('dashboard'))) plan.set(id, 'fields');
    else if (signedOut.length > 0 && signedIn.length > 0)
      plan.set(id, reachesZod(id) ? 'validation' : 'fields');
    else if (signedOut.length > 0) continue;
    else if (shell) plan.set(id, 'signed-in');
    else if (signedIn.length > 1) plan.set(id, reachesZod(id) ? 'signed-in-forms' : 'signed-in');
  }
  return plan;
}

/** A `name` function for a `codeSplitting` group: the chunk of each module, or null to leave it. */
export function webChunkName(webSrc: string) {
  let plan: Map<string, string> | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    plan ??= chunkPlan(graph, webSrc);
    return plan.get(id) ?? null;
  };
}
