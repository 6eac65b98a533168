import type { Locator } from '@playwright/test';
import { expect, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };

async function top(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error('not laid out');
  return box.y;
}

test('the desktop header links to Workouts, Progress and Calendar and back to the Dashboard', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()));
  const header = page.getByRole('navigation', { name: 'Main' });
  for (const [link, heading] of [
    ['Workouts', /Workout/],
    ['Progress', 'Progress'],
    ['Calendar', 'Calendar'],
  ] as const) {
    await header.getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(header.getByRole('link', { name: link, exact: true })).toHaveClass(/text-primary/);
  }
  await header.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(page.getByRole('heading', { name: /Good (morning|afternoon|evening)/ })).toBeVisible();
});

test('on a phone the dashboard puts Weekly Goals first and the Quick Actions button covers nothing', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await openSignedIn(page, await signUpThroughApi(request, newMember()));
  const goals = page.getByRole('heading', { name: 'Weekly Goals' });
  const logger = page.getByRole('heading', { name: 'Log Workout', level: 2 });
  const recent = page.getByRole('heading', { name: 'Recent Workouts' });
  await expect(goals).toBeVisible();
  expect(await top(goals)).toBeLessThan(await top(logger));
  expect(await top(logger)).toBeLessThan(await top(recent));
  expect(await top(recent)).toBeLessThan(
    await top(page.getByRole('heading', { name: 'Recommended Workouts' })),
  );

  // Scrolled to the very end, everything the page shows ends above the floating button.
  const clearance = async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    return page.evaluate(() => {
      const button = document.querySelector('[aria-label="Quick actions"]');
      const main = document.querySelector('main');
      if (!button || !main) return Number.NaN;
      const contentEnd = Math.max(
        ...[...main.children]
          .filter((child) => child !== button && child.tagName !== 'DIALOG')
          .map((child) => child.getBoundingClientRect().bottom),
      );
      return button.getBoundingClientRect().top - contentEnd;
    });
  };
  await expect.poll(clearance).toBeGreaterThanOrEqual(0);
});

test("the landing page's footer keeps its text off the screen edges on a phone", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/');
  const footerText = page.getByRole('contentinfo').getByText(/FitTrack Inc/);
  const box = await footerText.boundingBox();
  expect(box).not.toBeNull();
  if (box) {
    expect(box.x).toBeGreaterThanOrEqual(12);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width - 12);
  }
});
