import { runInNewContext } from 'node:vm';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SIGNED_IN_SCREENS, SIGNED_OUT_SCREENS } from '../web/src/app/screen-routes.ts';
import { firstScreenScript, type PreloadPlan, patternSource } from './first-screen-preloads.ts';

const ADDRESSES = [
  '/',
  '',
  '/workouts',
  '/workouts/',
  '/Workouts',
  '/workouts/live',
  '/workouts/live/extra',
  '/exercises/3f2a',
  '/exercises/',
  '/exercises/3f2a/history',
  '/routines/new',
  '/routines/7/edit',
  '/routines/7/edit//',
  '/trainers/9',
  '/auth',
  '/onboarding/plan',
  '/nowhere',
];

describe('patternSource', () => {
  it.each([...SIGNED_IN_SCREENS, ...SIGNED_OUT_SCREENS].map(([pattern]) => pattern))(
    'matches the addresses React Router matches to %s, and no others',
    (pattern) => {
      const expression = new RegExp(patternSource(pattern), 'i');
      for (const address of ADDRESSES.filter((candidate) => candidate !== '')) {
        expect(expression.test(address), address).toBe(matchPath(pattern, address) !== null);
      }
    },
  );

  it('refuses a pattern it cannot follow rather than guess', () => {
    expect(() => patternSource('/files/*')).toThrow(/Unsupported route pattern/);
  });
});

const PLAN: PreloadPlan = {
  files: ['/assets/shell.js', '/assets/dashboard.js', '/assets/exercise.js', '/assets/landing.js'],
  shell: [0],
  member: [
    [patternSource('/'), [1]],
    [patternSource('/exercises/:id'), [2]],
  ],
  visitor: [[patternSource('/'), [3]]],
};

/** Runs the script as index.html would, in a page at `pathname` with `stored` in local storage. */
function runScript(pathname: string, stored: Record<string, string> | 'unavailable') {
  const links: { rel?: string; href?: string; crossOrigin?: string }[] = [];
  const requests: { url: string; init: RequestInit }[] = [];
  const page: Record<string, unknown> = {
    location: { pathname },
    localStorage: {
      getItem: (key: string) => {
        if (stored === 'unavailable') throw new Error('SecurityError');
        return stored[key] ?? null;
      },
    },
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: (typeof links)[number]) => links.push(link) },
    },
    fetch: (url: string, init: RequestInit) => {
      requests.push({ url, init });
      return Promise.resolve(new Response('{}'));
    },
    Date,
  };
  page.window = page;
  runInNewContext(firstScreenScript(PLAN), page);
  return { links, requests, answers: page.__earlyAnswers as { url: string; token: string }[] | undefined };
}

describe('firstScreenScript', () => {
  it("preloads a member's shell and screen and asks for the member with their token", () => {
    const { links, requests, answers } = runScript('/exercises/42', { token: 'access' });
    expect(links.map((link) => [link.rel, link.href, link.crossOrigin])).toEqual([
      ['modulepreload', '/assets/shell.js', ''],
      ['modulepreload', '/assets/exercise.js', ''],
    ]);
    expect(requests).toEqual([
      { url: '/api/auth/me', init: { headers: { Authorization: 'Bearer access' }, credentials: 'include' } },
    ]);
    expect(answers).toEqual([expect.objectContaining({ url: '/api/auth/me', token: 'access' })]);
  });

  it('preloads the shell alone where no screen matches', () => {
    expect(runScript('/nowhere', { token: 'access' }).links.map((link) => link.href)).toEqual([
      '/assets/shell.js',
    ]);
  });

  it("preloads a visitor's screen and asks for no member", () => {
    const { links, requests, answers } = runScript('/', {});
    expect(links.map((link) => link.href)).toEqual(['/assets/landing.js']);
    expect(requests).toEqual([]);
    expect(answers).toBeUndefined();
  });

  it('treats a session held by the cookie alone as a member, without asking for them', () => {
    const { links, requests } = runScript('/', { 'signed-in-here': 'yes' });
    expect(links.map((link) => link.href)).toEqual(['/assets/shell.js', '/assets/dashboard.js']);
    expect(requests).toEqual([]);
  });

  it('does nothing, and throws nothing, where storage cannot be read', () => {
    expect(runScript('/', 'unavailable')).toEqual({ links: [], requests: [], answers: undefined });
  });
});
