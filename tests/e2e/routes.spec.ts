import { expect, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';

const NOT_FOUND = { name: '404 Page Not Found' } as const;

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/nope');
  await expect(page.getByRole('heading', NOT_FOUND)).toBeVisible();
});

test('a signed-in route shows the 404 page to a visitor', async ({ page }) => {
  await page.goto('/workouts');
  await expect(page.getByRole('heading', NOT_FOUND)).toBeVisible();
});

test('a signed-out route shows the 404 page to a member', async ({ page, request }) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/auth');
  await expect(page.getByRole('heading', NOT_FOUND)).toBeVisible();
});

test('the menu and the bottom bar reach every signed-in page', async ({ page, request }) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()));
  for (const [entry, title] of [
    ['Leaderboard', 'Leaderboard'],
    ['Mile Tracker', 'Mile Tracker'],
    ['Community', 'Community'],
    ['Meal Plans', 'Meal Plans'],
    ['Settings', 'Settings'],
    ['Premium', 'Premium'],
  ] as const) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: entry, exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  await page.setViewportSize({ width: 390, height: 844 });
  const bottomBar = page.getByRole('navigation', { name: 'Bottom navigation' });
  await bottomBar.getByRole('link', { name: 'Workouts' }).click();
  await expect(page).toHaveURL(/\/workouts$/);
  await bottomBar.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an expired access token is renewed with the refresh token without signing out', async ({
  page,
  request,
}) => {
  const tokens = await signUpThroughApi(request, newMember());
  await openSignedIn(page, { token: 'expired.or.garbage', refreshToken: tokens.refreshToken });
  await expect(page.getByRole('heading', { name: /Good (morning|afternoon|evening)/ })).toBeVisible();
  const stored = await page.evaluate(() => localStorage.getItem('token'));
  expect(stored).not.toBe('expired.or.garbage');
});
