import type { APIRequestContext } from '@playwright/test';
import { expect, GREETING, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';

/**
 * The browser session's rules, end to end: a refused token or refresh signs out; a sign-in return
 * is taken only when expected.
 */

const storedToken = (page: import('@playwright/test').Page) =>
  page.evaluate(() => localStorage.getItem('token'));

/** The session ends on the server, as when the member signs out on another device. */
async function endSessionOnServer(request: APIRequestContext, token: string) {
  const out = await request.post('/api/auth/signout', { headers: { Authorization: `Bearer ${token}` } });
  expect(out.status()).toBe(204);
}

test('a token the server refuses, with no way to renew it, is cleared and the visitor sees the landing page', async ({
  page,
}) => {
  await openSignedIn(page, { token: 'refused.by.server', refreshToken: 'unknown-refresh-token' });
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('a refused refresh signs the member out', async ({ page, request }) => {
  const member = newMember();
  const tokens = await signUpThroughApi(request, member);
  // The session ends on the server (signed out elsewhere): its refresh token is refused too.
  await endSessionOnServer(request, tokens.token);
  await openSignedIn(page, { token: 'expired.access.token', refreshToken: tokens.refreshToken });
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
});

test('a session ended elsewhere while a member is on a signed-in page leads to the landing page', async ({
  page,
  request,
}) => {
  const member = newMember();
  const tokens = await signUpThroughApi(request, member);
  await openSignedIn(page, tokens, '/workouts');
  await expect(page.getByRole('heading', { name: 'Workouts', exact: true }).first()).toBeVisible();
  // Every call of this page answered, so the next page's calls are the first to meet the ended session.
  await page.waitForLoadState('networkidle');
  await endSessionOnServer(request, tokens.token);

  // The next page asks the server, which refuses the token and then its renewal. A call the page
  // makes by itself meanwhile (the bell's poll) may meet the ended session first, to the same end:
  // then the link is gone before the click.
  await page
    .getByRole('link', { name: 'Progress', exact: true })
    .click({ timeout: 5_000 })
    .catch(() => undefined);
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await storedToken(page)).toBeNull();
});

test('the sign-in return takes token and user only when this browser started the sign-in', async ({
  page,
  request,
}) => {
  const member = newMember();
  const tokens = await signUpThroughApi(request, member);
  const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${tokens.token}` } });
  const fragment = new URLSearchParams({ token: tokens.token, user: JSON.stringify(await me.json()) });

  // Not started here: ignored, and the address is cleaned.
  await page.goto(`/#${fragment}`);
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  expect(await storedToken(page)).toBeNull();
  expect(new URL(page.url()).hash).toBe('');

  // Started here (the flag Continue with Google sets): the member is signed in.
  await page.evaluate(() => localStorage.setItem('oauth-in-progress', String(Date.now())));
  // Arriving from elsewhere, as the server's redirect does (not a same-page fragment change).
  await page.goto('/api/health');
  await page.goto(`/#${fragment}`);
  await expect(page.getByRole('heading', { name: GREETING })).toContainText(member.firstName);
  expect(await storedToken(page)).toBe(tokens.token);
  expect(new URL(page.url()).hash).toBe('');
  expect(await page.evaluate(() => localStorage.getItem('oauth-in-progress'))).toBeNull();
});
