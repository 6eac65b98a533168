import { randomBytes } from 'node:crypto';
import { type APIRequestContext, test as base, expect, type Page } from '@playwright/test';

export const PASSWORD = 'Training123';

export interface NewMember {
  username: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** Fresh, unique credentials: every test runs against the same server and database. */
export function newMember(overrides: Partial<NewMember> = {}): NewMember {
  const suffix = randomBytes(4).toString('hex');
  return {
    username: `runner_${suffix}`,
    email: `runner_${suffix}@example.com`,
    password: PASSWORD,
    firstName: 'Maya',
    lastName: 'Okafor',
    ...overrides,
  };
}

/** Signs a member up through the API and returns their tokens, for tests about what comes after. */
export async function signUpThroughApi(request: APIRequestContext, member: NewMember) {
  const response = await request.post('/api/auth/signup', { data: member });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as { token: string; refreshToken: string };
}

/** Opens the app already signed in, as if the member had signed in earlier in this browser. */
export async function openSignedIn(
  page: Page,
  tokens: { token: string; refreshToken: string },
  path = '/',
  /** `commit` returns as the page starts, before its scripts have loaded. */
  waitUntil: 'load' | 'commit' = 'load',
) {
  await page.goto('/api/health');
  await page.evaluate(({ token, refreshToken }) => {
    localStorage.setItem('token', token);
    localStorage.setItem('refreshToken', refreshToken);
    // As if the profile editor had already opened on an earlier visit (it opens once per browser).
    localStorage.setItem('profile-editor-shown', 'earlier');
  }, tokens);
  await page.goto(path, { waitUntil });
}

/**
 * Every test fails on an uncaught page error or a console error, so a screen that renders but
 * throws underneath does not pass. Failed requests the app expects (a 401 that ends a session, a
 * 4xx that a form reports) are logged by Chromium as "Failed to load resource"; those are allowed.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        if (message.text().startsWith('Failed to load resource')) return;
        errors.push(`console: ${message.text()}`);
      });
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

/** Signs out the way a member does: the user menu, then Sign Out. */
export async function signOut(page: Page) {
  await page.getByRole('button', { name: /user menu$/i }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}

export { expect };

export const GREETING = /Good (morning|afternoon|evening), /;

/** Opens the log dialog of a library exercise from the dashboard's search, as a member does. */
export async function openLogFromDashboardSearch(page: Page, search: string, exercise: string) {
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill(search);
  await page
    .getByRole('list', { name: 'Exercises' })
    .getByRole('button', { name: new RegExp(`^${exercise}`) })
    .click();
  await page.getByRole('dialog', { name: exercise }).getByRole('button', { name: 'Start Workout' }).click();
  return page.getByRole('dialog', { name: `Log ${exercise}` });
}

/** Resolves once the service worker has installed its precache and controls this page. */
export async function waitForControllingWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
  });
}
