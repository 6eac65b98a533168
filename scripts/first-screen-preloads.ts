import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin, Rolldown } from 'vite';
import {
  SESSION_TOKEN_KEY,
  SIGNED_IN_HERE_KEY,
} from '../supabase/functions/_shared/contract/browser-session.ts';
import { SIGNED_IN_SCREENS, SIGNED_IN_SHELL, SIGNED_OUT_SCREENS } from '../web/src/app/screen-routes.ts';
import { EARLY_ANSWERS_GLOBAL } from '../web/src/lib/api/early-answers.ts';
import { apiRoutes } from '../web/src/lib/api/operations.generated.ts';
import { screenModules } from './web-chunk-groups.ts';

/**
 * A script in index.html that starts, as the page begins, what the app's first chunk would only
 * start once it had downloaded and run (web/src/app/screens.ts): the chunks of the screen at the
 * page's address (with the signed-in shell, for a member) and the signed-in member's own record.
 *
 * On a phone's connection the first chunk takes a second or more; until now the screen's chunks and
 * the member's record were asked for after it, one round trip and some 45 KB later. The guess of
 * who is there is screens.ts's (a token or a session started in this browser), and a wrong guess
 * costs downloads only: the route tables still decide what renders, and the API client uses the
 * early record only for the same address and token (web/src/lib/api/early-answers.ts).
 *
 * The script is inline, so the Content-Security-Policy names it by its hash
 * (supabase/local/http/inline-scripts.ts).
 */

type Table = readonly (readonly [string, string])[];

/** What the script needs: chunk files by number, and each table's address patterns with theirs. */
export interface PreloadPlan {
  files: string[];
  shell: number[];
  member: [string, number[]][];
  visitor: [string, number[]][];
}

/**
 * The regular expression React Router's `matchPath` uses for a route pattern with `:name` segments
 * (no splats or optional segments here): case-insensitive, with any trailing slashes.
 */
export function patternSource(pattern: string): string {
  if (!/^[\w\-/:]*$/.test(pattern)) throw new Error(`Unsupported route pattern ${pattern}`);
  const segments = pattern.replace(/^\/*/, '/').replace(/\/+$/, '');
  return `^${segments.replace(/:\w+/g, '[^\\/]+')}\\/*$`;
}

/** The chunk and every chunk it imports statically, by file name. */
function chunkClosure(bundle: Rolldown.OutputBundle, fileName: string, into = new Set<string>()) {
  if (into.has(fileName)) return into;
  into.add(fileName);
  const chunk = bundle[fileName];
  if (chunk?.type === 'chunk') for (const imported of chunk.imports) chunkClosure(bundle, imported, into);
  return into;
}

/** The plan for a build: each screen's chunks, less those index.html loads anyway. */
export function preloadPlan(bundle: Rolldown.OutputBundle, webSrc: string, base: string): PreloadPlan {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('The build has no entry chunk');
  const loadedAnyway = chunkClosure(bundle, entry.fileName);
  // A screen's module may share its chunk with others (scripts/web-chunk-groups.ts).
  const chunkOfModule = new Map(chunks.flatMap((chunk) => chunk.moduleIds.map((id) => [id, chunk] as const)));
  const files: string[] = [];
  const numberOf = (fileName: string) => {
    const url = base + fileName;
    if (!files.includes(url)) files.push(url);
    return files.indexOf(url);
  };
  const modules = screenModules(webSrc);
  const screenFiles = (key: string): number[] => {
    const module = modules.get(key);
    const chunk = module ? chunkOfModule.get(path.resolve(module)) : undefined;
    if (!chunk) throw new Error(`No chunk for the screen ${key}`);
    return [...chunkClosure(bundle, chunk.fileName)].filter((file) => !loadedAnyway.has(file)).map(numberOf);
  };
  const table = (rows: Table): [string, number[]][] =>
    rows.map(([pattern, key]) => [patternSource(pattern), screenFiles(key)]);
  const shell = screenFiles(SIGNED_IN_SHELL);
  return {
    files,
    shell,
    member: table(SIGNED_IN_SCREENS).map(([source, numbers]) => [
      source,
      numbers.filter((n) => !shell.includes(n)),
    ]),
    visitor: table(SIGNED_OUT_SCREENS),
  };
}

/**
 * The script's text. Plain ES5 in one function, as nothing may be loaded before it; it never
 * throws (private browsing without storage, say), since the app works the same without it.
 */
export function firstScreenScript(plan: PreloadPlan): string {
  const settings = {
    ...plan,
    tokenKey: SESSION_TOKEN_KEY,
    signedInHereKey: SIGNED_IN_HERE_KEY,
    me: apiRoutes.getMe.path,
    answers: EARLY_ANSWERS_GLOBAL,
  };
  return `(function (plan) {
  try {
    var token = localStorage.getItem(plan.tokenKey);
    var member = token !== null || localStorage.getItem(plan.signedInHereKey) !== null;
    var files = member ? plan.shell.slice() : [];
    var table = member ? plan.member : plan.visitor;
    for (var i = 0; i < table.length; i++) {
      if (new RegExp(table[i][0], 'i').test(location.pathname)) {
        files = files.concat(table[i][1]);
        break;
      }
    }
    for (var j = 0; j < files.length; j++) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = plan.files[files[j]];
      document.head.appendChild(link);
    }
    if (token !== null) {
      var response = fetch(plan.me, { headers: { Authorization: 'Bearer ' + token }, credentials: 'include' });
      // Whoever takes the answer handles its failure; one nobody takes is no error.
      response['catch'](function () {});
      window[plan.answers] = [{ url: plan.me, token: token, at: Date.now(), response: response }];
    }
  } catch (error) {}
})(${JSON.stringify(settings)});`;
}

/** Puts the script into the built index.html, before the stylesheet (which would hold it back). */
export function firstScreenPreloads(webSrc: string): Plugin {
  let base = '/';
  return {
    name: 'first-screen-preloads',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context: IndexHtmlTransformContext) {
        if (!context.bundle) return html;
        const script = `<script>${firstScreenScript(preloadPlan(context.bundle, webSrc, base))}</script>`;
        if (!html.includes('</title>'))
          throw new Error('index.html has no <title> to put the first-screen script after');
        return html.replace('</title>', `</title>\n    ${script}`);
      },
    },
  };
}
