import type { APIRequestContext, Page } from '@playwright/test';
import { expect, GREETING, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';
import { layoutShiftOf } from './phone-checks.ts';

/**
 * What Lighthouse's mobile run holds every page to, as checks that do not depend on timing: a page
 * that stays still while its data arrives, and no console error or security-policy violation.
 */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const DAY_MS = 24 * 60 * 60 * 1000;

/** Not a screen's data: the health check the test opens first, and the session check. */
const PASSING = new Set(['/api/health', '/api/auth/me']);

/**
 * Answers to /api calls wait until released, except the session check that decides which screens
 * render: a page can then be looked at in its loading state, and its data made to arrive after
 * that state was painted, as on a slow connection, every time.
 */
async function holdApiAnswers(page: Page) {
  const held: (() => Promise<void>)[] = [];
  let released = false;
  await page.route('**/api/**', async (route) => {
    if (released || PASSING.has(new URL(route.request().url()).pathname)) return route.continue();
    held.push(() => route.continue());
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((answer) => answer()));
  };
}

/** Resolves after the browser has painted what is on the page now. */
const painted = (page: Page) =>
  page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );

async function memberWithLifts(request: APIRequestContext) {
  const tokens = await signUpThroughApi(request, newMember());
  const sessions = [
    { name: 'Barbell Back Squat', category: 'strength', sets: 5, reps: 5, weight: 225, daysAgo: 0 },
    { name: 'Running', category: 'cardio', distance: 3.1, daysAgo: 1 },
    { name: 'Barbell Bench Press', category: 'strength', sets: 3, reps: 8, weight: 155, daysAgo: 4 },
  ];
  for (const { daysAgo, ...workout } of sessions) {
    const answer = await request.post('/api/workouts', {
      headers: { Authorization: `Bearer ${tokens.token}` },
      data: {
        duration: 40,
        caloriesBurned: 176,
        date: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
        ...workout,
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  return tokens;
}

for (const { who, member, arrived } of [
  {
    who: 'a member without workouts',
    member: (request: APIRequestContext) => signUpThroughApi(request, newMember()),
    arrived: (page: Page) => page.getByText('Start working out to see your progress overview!'),
  },
  {
    who: 'a member with workouts',
    member: memberWithLifts,
    arrived: (page: Page) =>
      page.getByRole('figure', { name: 'Workouts per day, last 7 days' }).locator('canvas'),
  },
]) {
  test(`the progress page of ${who} holds still while its figures and charts arrive late`, async ({
    page,
    request,
  }) => {
    const tokens = await member(request);
    const release = await holdApiAnswers(page);
    await openSignedIn(page, tokens, '/progress');
    // The first visit downloads the signed-in screens: on a busy machine that can take a while.
    await expect(page.getByRole('status', { name: 'Loading progress' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('status', { name: 'Loading weight progress' })).toBeVisible();
    await painted(page);

    await release();
    await expect(arrived(page)).toBeVisible();
    await expect(
      page.getByRole('figure', { name: 'Minutes trained per day over the last 14 days' }).locator('canvas'),
    ).toBeVisible();
    // The layout's own live regions (connection, updates) stay; every loading placeholder is gone.
    await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
    await painted(page);
    // Lighthouse counts a page as stable under 0.1 over its whole life; with the data forced to
    // come after the placeholders, anything above a trace means a box changed size as it came.
    expect(await layoutShiftOf(page, { noInput: true })).toBeLessThan(0.01);
  });
}

test('the food log holds still while its day and insights arrive late', async ({ page, request }) => {
  const tokens = await signUpThroughApi(request, newMember());
  const release = await holdApiAnswers(page);
  await openSignedIn(page, tokens, '/food-log');
  await expect(page.getByRole('status', { name: 'Loading the day' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status', { name: 'Loading insights' })).toBeVisible();
  await painted(page);

  await release();
  await expect(page.getByText('Nothing logged for breakfast.')).toBeVisible();
  await expect(page.getByText(/Nothing logged in the last 7 days yet/)).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0);
  await painted(page);
  expect(await layoutShiftOf(page, { noInput: true })).toBeLessThan(0.01);
});

/** What the compositor animates without the main thread (plus the keyframe's own bookkeeping). */
const COMPOSITED = new Set(['opacity', 'transform', 'offset', 'computedOffset', 'easing', 'composite']);

test('the dashboard waits for its data with animations the main thread does not draw', async ({
  page,
  request,
}) => {
  const tokens = await signUpThroughApi(request, newMember());
  const release = await holdApiAnswers(page);
  await openSignedIn(page, tokens, '/');
  await expect(page.getByRole('status', { name: 'Loading stats' })).toBeVisible({ timeout: 30_000 });
  // Every running animation of the page (the skeletons' and any spinner's), by what it changes: a
  // sweep of `background-position` or an SVG animated inside a mask repaints the page every frame.
  const animated = await page.evaluate(() =>
    document.getAnimations().map((animation) => ({
      name: animation instanceof CSSAnimation ? animation.animationName : animation.id,
      properties: (animation.effect as KeyframeEffect | null)?.getKeyframes().flatMap(Object.keys) ?? [],
    })),
  );
  expect(animated.length).toBeGreaterThan(0);
  for (const { name, properties } of animated) {
    expect(
      properties.filter((property) => !COMPOSITED.has(property)),
      name,
    ).toEqual([]);
  }
  // And the spinner's mask holds no animation of its own.
  const spinnerMask = await page.evaluate(() => {
    const spinner = document.createElement('span');
    spinner.className = 'loading loading-spinner';
    document.body.append(spinner);
    const mask = getComputedStyle(spinner).maskImage;
    spinner.remove();
    return mask;
  });
  expect(spinnerMask).toContain('svg');
  expect(spinnerMask).not.toContain('animate');
  await release();
  await expect(page.getByRole('status', { name: 'Loading stats' })).toHaveCount(0);
});

for (const [screen, path, heading] of [
  ['dashboard', '/', GREETING],
  ['workouts page', '/workouts', /^Workouts$/],
] as const) {
  test(`the ${screen} opens from a cold load without Suspense's fallback before it`, async ({
    page,
    request,
  }) => {
    const tokens = await signUpThroughApi(request, newMember());
    // Every spinner the page shows, by name, as it is added. "Loading" is the Suspense fallback's
    // name: React holds the screen back 300 ms after a fallback is shown, which delayed every
    // signed-in page and the start of its data requests.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { spinnersSeen: seen });
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element)
              for (const spinner of [node, ...node.querySelectorAll('[role="status"]')])
                if (spinner.getAttribute('role') === 'status')
                  seen.push(spinner.getAttribute('aria-label') ?? '');
      }).observe(document, { childList: true, subtree: true });
    });
    await openSignedIn(page, tokens, path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 30_000 });
    const seen = await page.evaluate(() => (window as unknown as { spinnersSeen: string[] }).spinnersSeen);
    expect(seen).toContain('Loading your session');
    expect(seen).not.toContain('Loading');
  });
}

/** What the signed-in shell shows on every screen, asked for as its chunk arrives. */
const SHELL_FIRST_ANSWERS = ['/api/user/subscription'];

const DASHBOARD_FIRST_ANSWERS = [
  '/api/stats',
  '/api/goals',
  '/api/workouts?limit=10',
  '/api/exercises?scope=all',
  '/api/user/onboarding-plan',
  '/api/exercise-levels',
];

/** The header's counts (bookings, the coach's suggestions for a member in trial): after the screen. */
const HEADER_COUNTS = [
  '/api/bookings?as=member',
  '/api/bookings?as=trainer',
  '/api/ai-adjustments/pending',
  '/api/ai-recommendations',
];

for (const { screen, path, heading, firstAnswers } of [
  {
    screen: 'dashboard',
    path: '/',
    heading: GREETING,
    firstAnswers: DASHBOARD_FIRST_ANSWERS,
  },
  {
    screen: 'workouts page',
    path: '/workouts',
    heading: /^Workouts$/,
    firstAnswers: ['/api/exercises?scope=all', '/api/workouts?limit=20', '/api/exercise-levels'],
  },
  {
    screen: 'settings page',
    path: '/settings',
    heading: /^Settings$/,
    firstAnswers: ['/api/user/privacy', '/api/trainer'],
  },
  {
    screen: 'progress page',
    path: '/progress',
    heading: /^Progress/,
    firstAnswers: [
      '/api/progress/metrics?days=7',
      '/api/progress/metrics?days=14',
      '/api/progress/weight',
      '/api/goals',
    ],
  },
  {
    screen: 'calendar',
    path: '/calendar',
    heading: 'Workout Calendar',
    firstAnswers: ['/api/calendar-notes'],
  },
  { screen: 'routines page', path: '/routines', heading: /^Routines$/, firstAnswers: ['/api/routines'] },
  {
    screen: 'leaderboard',
    path: '/leaderboard',
    heading: /^Leaderboard$/,
    firstAnswers: ['/api/leaderboard?period=all&limit=50', '/api/leaderboard/summary?period=all'],
  },
  {
    screen: 'community page',
    path: '/community',
    heading: /^Community$/,
    firstAnswers: ['/api/community/posts?limit=20', '/api/workouts?limit=10'],
  },
  {
    screen: 'meal plans',
    path: '/meal-plans',
    heading: /Meal Plans/,
    firstAnswers: ['/api/meal-plans', '/api/user-meal-plan'],
  },
  {
    screen: 'subscription page',
    path: '/subscription',
    heading: /^Premium$/,
    firstAnswers: ['/api/user/payments'],
  },
]) {
  test(`a cold load of the ${screen} asks for its first answers beside the session check, each once`, async ({
    page,
    request,
  }) => {
    const tokens = await signUpThroughApi(request, newMember());
    await expectFirstAnswersBesideSessionCheck(page, tokens, { path, heading, firstAnswers });
  });
}

test("a cold dashboard asks for the header's counts once its own answers are in, each once", async ({
  page,
  request,
}) => {
  const tokens = await signUpThroughApi(request, newMember());
  await openSignedIn(page, tokens, '/');
  await expect(page.getByRole('heading', { level: 1, name: GREETING })).toBeVisible();
  // Each count, and whether it was asked for after the last of the screen's answers had arrived.
  const countsAsked = () =>
    page.evaluate(
      ({ counts, screen }) => {
        const path = (entry: PerformanceEntry) => {
          const url = new URL(entry.name);
          return url.pathname + url.search;
        };
        const timings = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        // Each answer's first arrival (entries come in start order): a later refetch is no part of it.
        const screenDone = Math.max(
          ...screen.map((answer) => timings.find((entry) => path(entry) === answer)?.responseEnd ?? Infinity),
        );
        return timings
          .filter((entry) => counts.includes(path(entry)))
          .map((entry) => `${path(entry)} ${entry.startTime > screenDone ? 'after' : 'before'}`);
      },
      { counts: HEADER_COUNTS, screen: DASHBOARD_FIRST_ANSWERS },
    );
  const allAfter = HEADER_COUNTS.map((count) => `${count} after`);
  await expect.poll(countsAsked).toEqual(expect.arrayContaining(allAfter));
  expect((await countsAsked()).sort()).toEqual(allAfter.sort());
});

test('a cold load of an exercise asks for its history beside the session check, once', async ({
  page,
  request,
}) => {
  const tokens = await signUpThroughApi(request, newMember());
  const library = await request.get('/api/exercises', {
    headers: { Authorization: `Bearer ${tokens.token}` },
  });
  const squat = ((await library.json()) as { id: string; name: string }[]).find(
    (exercise) => exercise.name === 'Barbell Back Squat',
  );
  expect(squat).toBeDefined();
  await expectFirstAnswersBesideSessionCheck(page, tokens, {
    path: `/exercises/${squat?.id}`,
    heading: 'Barbell Back Squat',
    firstAnswers: [`/api/exercises/${squat?.id}/history?limit=20`],
  });
});

/**
 * Opens `path` with the session check's answer held, sees the shell's and the screen's first
 * answers asked for meanwhile, then lets the check answer and, once the page has settled, finds
 * each of them asked for exactly once.
 */
async function expectFirstAnswersBesideSessionCheck(
  page: Page,
  tokens: { token: string; refreshToken: string },
  { path, heading, firstAnswers }: { path: string; heading: string | RegExp; firstAnswers: string[] },
) {
  const expected = [...SHELL_FIRST_ANSWERS, ...firstAnswers];
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (sent.method() === 'GET' && url.pathname.startsWith('/api/')) asked.push(url.pathname + url.search);
  });
  let answerSessionCheck = () => {};
  const sessionCheckHeld = new Promise<void>((resolve) => {
    answerSessionCheck = resolve;
  });
  await page.route('**/api/auth/me', async (route) => {
    await sessionCheckHeld;
    await route.continue();
  });
  await openSignedIn(page, tokens, path);
  // With the session check still unanswered, nothing has rendered that could ask for them.
  await expect.poll(() => asked, { timeout: 30_000 }).toEqual(expect.arrayContaining(expected));
  answerSessionCheck();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await page.waitForLoadState('networkidle');
  // The screen found the answers already there or on their way, and asked for none again.
  for (const answer of expected)
    expect(
      asked.filter((url) => url === answer),
      answer,
    ).toHaveLength(1);
}

test('a cold signed-in load asks for its screen and the member while the first chunk is still on its way, and for the member once', async ({
  page,
  request,
  consoleErrors,
}) => {
  const tokens = await signUpThroughApi(request, newMember());
  const violations = await policyViolations(page);
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  // The first chunk (index.html's module script) is held: whatever is asked for meanwhile was
  // asked for by the page itself, not by the app's code.
  let releaseFirstChunk = () => {};
  const firstChunkHeld = new Promise<void>((resolve) => {
    releaseFirstChunk = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await firstChunkHeld;
    await route.continue();
  });
  await openSignedIn(page, tokens, '/workouts', 'commit');
  await expect
    .poll(() => asked, { timeout: 30_000 })
    .toEqual(
      expect.arrayContaining([
        '/api/auth/me',
        expect.stringMatching(/^\/assets\/workouts-page-[\w-]+\.js$/),
        expect.stringMatching(/^\/assets\/signed-in-routes-[\w-]+\.js$/),
      ]),
    );
  expect(asked.filter((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toHaveLength(1);
  releaseFirstChunk();
  await expect(page.getByRole('heading', { level: 1, name: /^Workouts$/ })).toBeVisible({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  // The app used the page's answer for its own session check rather than asking again.
  expect(asked.filter((path) => path === '/api/auth/me')).toHaveLength(1);
  expect(violations).toEqual([]);
  expect(consoleErrors).toEqual([]);
});

test("a visitor's cold load asks for no member and for the visitor's screen, not the signed-in shell", async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (sent) => asked.push(new URL(sent.url()).pathname));
  await page.goto('/auth?mode=signin');
  await expect(page.getByRole('form', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/assets\/auth-screen-[\w-]+\.js$/)]),
  );
  expect(asked.filter((path) => path === '/api/auth/me' || /\/signed-in/.test(path))).toEqual([]);
});

/** The Content-Security-Policy violations the page reports from here on. */
async function policyViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return violations;
}

for (const { name, path, form, submit, field } of [
  { name: 'sign-in', path: '/auth?mode=signin', form: 'Sign in', submit: 'Sign In', field: 'Password' },
  {
    name: 'sign-up',
    path: '/auth?mode=signup',
    form: 'Create account',
    submit: 'Create Account',
    field: 'Email',
  },
]) {
  test(`the ${name} page validates and signs in without a console error or a Content-Security-Policy violation`, async ({
    page,
    request,
    consoleErrors,
  }) => {
    const violations = await policyViolations(page);
    await page.goto(path);
    // An empty submit runs the form's validation (the contract's zod schema) in the browser.
    const fields = page.getByRole('form', { name: form });
    await fields.getByRole('button', { name: submit }).click();
    await expect(fields.getByLabel(field)).toHaveAttribute('aria-invalid', 'true');

    if (name === 'sign-in') {
      const member = newMember();
      await signUpThroughApi(request, member);
      await fields.getByLabel('Username or Email').fill(member.username);
      await fields.getByLabel('Password').fill(member.password);
      await fields.getByRole('button', { name: 'Sign In' }).click();
      await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(violations).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
}
