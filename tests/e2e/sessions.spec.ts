import type { BrowserContext, Page } from '@playwright/test';
import { expect, GREETING, type NewMember, newMember, signOut, signUpThroughApi, test } from './fixtures.ts';

/** The web app keeps working with the bearer token and with the cookie alone. */

const sessionCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'fitness_session');

/**
 * Signs in through the form. Unless `firstVisit`, as if the profile editor had opened on an earlier
 * visit: it opens by itself a second after a first sign-in and would cover the header.
 */
async function signInWithTheForm(
  page: Page,
  identifier: string,
  password: string,
  { firstVisit = false } = {},
) {
  await page.goto('/auth?mode=signin');
  if (!firstVisit) await page.evaluate(() => localStorage.setItem('profile-editor-shown', 'earlier'));
  await page.getByLabel('Username or Email').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();
}

/** As if the token had never been stored (the identity provider's return, cleared storage): the cookie alone. */
async function keepOnlyTheCookie(page: Page, member: NewMember) {
  await page.evaluate(() => {
    localStorage.removeItem('token');
    localStorage.removeItem('refreshToken');
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: GREETING })).toContainText(member.firstName);
}

test('signing in sets an HttpOnly session cookie beside the token; reload and sign-out work', async ({
  page,
  context,
  request,
}) => {
  const member = newMember();
  await signUpThroughApi(request, member);
  await signInWithTheForm(page, member.username, member.password);
  const cookie = await sessionCookie(context);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe('Lax');
  expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();

  await page.reload();
  await expect(page.getByRole('heading', { name: GREETING })).toContainText(member.firstName);

  await signOut(page);
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  expect(await sessionCookie(context)).toBeUndefined();
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('the session cookie alone keeps a member signed in, and signing out ends it', async ({
  page,
  context,
  request,
}) => {
  const member = newMember();
  await signUpThroughApi(request, member);
  await signInWithTheForm(page, member.email, member.password);
  const cookie = await sessionCookie(context);

  await keepOnlyTheCookie(page, member);
  await page.goto('/workouts');
  await expect(page.getByRole('heading', { name: 'Workouts', exact: true }).first()).toBeVisible();

  await signOut(page);
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  expect(await sessionCookie(context)).toBeUndefined();

  // The old cookie, presented again, no longer opens anything.
  if (cookie) await context.addCookies([cookie]);
  expect((await page.request.get('/api/auth/user')).status()).toBe(401);
});

test('signing out of a cookie session on a slow connection shows Signing out, then the landing page', async ({
  page,
  request,
}) => {
  const member = newMember();
  await signUpThroughApi(request, member);
  await signInWithTheForm(page, member.username, member.password);
  await keepOnlyTheCookie(page, member);
  // A slow connection: the sign-out call and the way back to the landing page each take a while.
  for (const slowPath of ['**/api/auth/signout', '**/api/logout']) {
    await page.route(slowPath, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
  }

  await signOut(page);
  await expect(page.getByRole('status', { name: 'Signing out' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
});

test('signing in and out in one tab does the same in the other tab, which then shows the landing page', async ({
  page,
  context,
  request,
}) => {
  const member = newMember();
  const nextMember = newMember({ firstName: 'Jonas', lastName: 'Berg' });
  await signUpThroughApi(request, member);
  await signUpThroughApi(request, nextMember);
  const otherTab = await context.newPage();
  await otherTab.goto('/');
  await expect(otherTab.getByRole('link', { name: 'Get Started Free' })).toBeVisible();

  await signInWithTheForm(page, member.username, member.password);
  await expect(otherTab.getByRole('heading', { name: GREETING })).toContainText('Maya Okafor');
  await otherTab.getByRole('link', { name: 'Workouts', exact: true }).click();
  await expect(otherTab.getByRole('heading', { name: 'Workouts', exact: true }).first()).toBeVisible();

  await signOut(page);
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  await expect(otherTab.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  await expect(otherTab).toHaveURL(/\/$/);

  // Someone else signs in on this browser: the other tab shows them, nothing of the one who left.
  await signInWithTheForm(page, nextMember.username, nextMember.password);
  await expect(otherTab.getByRole('heading', { name: GREETING })).toContainText('Jonas Berg');
  await expect(otherTab.getByText('Maya')).toHaveCount(0);
});
