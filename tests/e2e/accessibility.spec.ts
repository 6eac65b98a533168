import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, GREETING, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';

/**
 * Every page and every dialog a member opens, checked by axe-core against WCAG 2.1 A and AA.
 * A violation fails the test with the rule, its impact and the elements at fault.
 */
async function expectNoViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Also the experimental "label in name" rule: a control's name contains the text it shows.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(summary, `axe violations on ${where}`).toEqual([]);
}

test('signed-out pages', async ({ page }) => {
  for (const path of ['/', '/auth', '/auth?mode=signin', '/auth?mode=signup', '/no-such-page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await expectNoViolations(page, path);
  }
});

// In groups, each its own test and member: one test of every page outgrew its time on a busy
// machine, and groups spread over the workers.
const SIGNED_IN_PAGE_GROUPS = [
  ['/', '/workouts', '/progress', '/calendar'],
  ['/leaderboard', '/mile-tracker', '/community', '/meal-plans', '/food-log'],
  ['/settings', '/subscription', '/checkout', '/subscribe'],
  ['/routines', '/routines/new', '/workouts/live', '/needs-attention'],
];

for (const paths of SIGNED_IN_PAGE_GROUPS) {
  test(`signed-in pages: ${paths.join(', ')}`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await openSignedIn(page, await signUpThroughApi(request, newMember()));
    await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await page.mouse.wheel(0, 4000);
      await page.waitForTimeout(300);
      await page.waitForLoadState('networkidle');
      await expectNoViolations(page, path);
    }
  });
}

test('the leaderboard with figures and a mile-tracker session in progress', async ({ page, request }) => {
  const tokens = await signUpThroughApi(request, newMember());
  // A logged set of reps puts this member on the board, so its summary and podium show.
  const logged = await request.post('/api/workouts', {
    headers: { Authorization: `Bearer ${tokens.token}` },
    data: { name: 'Push-ups', category: 'strength', duration: 10, caloriesBurned: 60, sets: 3, reps: 12 },
  });
  expect(logged.status(), await logged.text()).toBe(201);
  await openSignedIn(page, tokens, '/leaderboard');
  await expect(page.getByRole('region', { name: 'Leaderboard summary' })).toBeVisible();
  await expectNoViolations(page, 'the leaderboard with figures');

  await page.goto('/mile-tracker');
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(page.getByRole('region', { name: 'Session stats' })).toBeVisible();
  await expectNoViolations(page, 'a mile-tracker session');
});

test('dialogs and menus of the dashboard', async ({ page, request }) => {
  // Seven dialogs and menus, each opened and checked: longer than a test's usual minute when busy.
  test.setTimeout(90_000);
  await openSignedIn(page, await signUpThroughApi(request, newMember()));
  await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await expectNoViolations(page, 'the user menu');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expectNoViolations(page, 'the main menu');
  await page.keyboard.press('Escape');

  await page
    .getByRole('button', { name: /AI Fitness Coach|suggestions/i })
    .first()
    .click();
  await expectNoViolations(page, 'the coach panel');
  await page.keyboard.press('Escape');

  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('deadlift');
  await page
    .getByRole('list', { name: 'Exercises' })
    .getByRole('button', { name: /^Deadlift/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Deadlift' })).toBeVisible();
  await expectNoViolations(page, 'the instructions dialog');
  await page.getByRole('dialog', { name: 'Deadlift' }).getByRole('button', { name: 'Start Workout' }).click();
  await expect(page.getByRole('dialog', { name: 'Log Deadlift' })).toBeVisible();
  await expectNoViolations(page, 'the log dialog');
  await page.getByRole('dialog', { name: 'Log Deadlift' }).getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Your Profile' })).toBeVisible();
  await expectNoViolations(page, 'the profile editor');
  await page
    .getByRole('dialog', { name: 'Edit Your Profile' })
    .getByRole('button', { name: 'Cancel' })
    .click();

  await page.getByRole('button', { name: 'Quick Actions' }).click();
  await expect(page.getByRole('dialog', { name: 'Quick Actions' })).toBeVisible();
  await expectNoViolations(page, 'the Quick Actions dialog');
});

test('the calendar’s day dialog and the meal plan dialogs', async ({ page, request }) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/calendar');
  await page
    .getByRole('list', { name: /Days of/ })
    .getByRole('button')
    .nth(10)
    .click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoViolations(page, 'the day dialog');
  await page.keyboard.press('Escape');

  await page.goto('/meal-plans');
  await page.getByRole('button', { name: 'Generate AI Meal Plan' }).click();
  await expect(page.getByRole('dialog', { name: 'Generate AI Meal Plan' })).toBeVisible();
  await expectNoViolations(page, 'the generate dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Generate AI Meal Plan' })).toHaveCount(0);
  await page.getByRole('button', { name: 'View Details' }).first().click();
  await expect(page.getByRole('dialog').filter({ hasText: 'Start This Plan' })).toBeVisible();
  await expectNoViolations(page, 'the plan details dialog');
});

test('dialogs keep focus inside while open and give it back to what opened them', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()));
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('deadlift');
  const card = page.getByRole('list', { name: 'Exercises' }).getByRole('button', { name: /^Deadlift/ });
  await card.focus();
  await page.keyboard.press('Enter');

  const instructions = page.getByRole('dialog', { name: 'Deadlift' });
  await expect(instructions).toBeVisible();
  const focusInside = () => instructions.evaluate((dialog) => dialog.contains(document.activeElement));
  for (let press = 0; press < 12; press++) {
    await page.keyboard.press(press % 3 === 2 ? 'Shift+Tab' : 'Tab');
    expect(await focusInside(), `after key press ${press + 1}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(instructions).toHaveCount(0);
  await expect(card).toBeFocused();

  // Into the log form and out again with the keyboard alone.
  await page.keyboard.press('Enter');
  await instructions.getByRole('button', { name: 'Start Workout' }).focus();
  await page.keyboard.press('Enter');
  const log = page.getByRole('dialog', { name: 'Log Deadlift' });
  await expect(log).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(log).toHaveCount(0);
  await expect(card).toBeFocused();
});

test('the import’s weight-unit question and dry-run summary, and the delete-account dialog, in Settings', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/settings');
  const importing = page.getByRole('region', { name: 'Your data' }).getByRole('region', { name: 'Import' });
  await importing.getByLabel('File to import').setInputFiles('tests/fixtures/imports/strong-bad-rows.csv');
  await importing.getByRole('button', { name: 'Continue' }).click();
  await expect(importing.getByRole('region', { name: 'What the file holds' })).toBeVisible();
  await expectNoViolations(page, 'the import summary');
  await page.getByRole('button', { name: 'Delete account' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account for good?' })).toBeVisible();
  await expectNoViolations(page, 'the delete-account dialog');
});
