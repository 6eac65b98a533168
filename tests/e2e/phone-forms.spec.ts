import type { APIRequestContext, Page } from '@playwright/test';
import {
  expect,
  newMember,
  openLogFromDashboardSearch,
  openSignedIn,
  signUpThroughApi,
  test,
} from './fixtures.ts';
import { LAYOUT_SHIFT_BUDGET, layoutShiftOf } from './phone-checks.ts';

/** Forms, charts, the signed-out pages and layout stability on a phone: 390 × 844, touch. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const DAY_MS = 24 * 60 * 60 * 1000;

/** A member with a few workouts over the last days, today's included, and a weekly goal. */
async function memberWithHistory(request: APIRequestContext) {
  const tokens = await signUpThroughApi(request, newMember());
  const headers = { Authorization: `Bearer ${tokens.token}` };
  const sessions = [
    { name: 'Barbell Bench Press', category: 'strength', sets: 3, reps: 5, weight: 185, daysAgo: 0 },
    { name: 'Running', category: 'cardio', distance: 3.1, daysAgo: 1 },
    { name: 'Barbell Back Squat', category: 'strength', sets: 5, reps: 5, weight: 225, daysAgo: 3 },
    { name: 'Yoga', category: 'yoga', daysAgo: 12 },
  ];
  for (const { daysAgo, ...workout } of sessions) {
    const answer = await request.post('/api/workouts', {
      headers,
      data: {
        duration: 40,
        caloriesBurned: 176,
        difficultyLevel: 3,
        perceivedExertion: 5,
        completionRate: 100,
        date: new Date(Date.now() - daysAgo * DAY_MS).toISOString(),
        ...workout,
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  const goal = await request.post('/api/goals', { headers, data: { type: 'workouts', target: 4 } });
  expect(goal.status(), await goal.text()).toBe(201);
  return tokens;
}

/** Opens the log dialog of Barbell Back Squat from the dashboard's search, as a member does. */
async function openSquatLog(page: Page, request: APIRequestContext) {
  await openSignedIn(page, await signUpThroughApi(request, newMember()));
  return openLogFromDashboardSearch(page, 'squat', 'Barbell Back Squat');
}

/** Opens the edit dialog of the member's run on /workouts. */
async function openRunEditor(page: Page, request: APIRequestContext) {
  await openSignedIn(page, await memberWithHistory(request), '/workouts');
  await page
    .getByRole('list', { name: 'Workout history' })
    .getByRole('button', { name: 'Edit Running' })
    .click();
  return page.getByRole('dialog', { name: 'Edit Workout' });
}

test('the log dialog opens with focus on itself, not on its date field (no picker thrown up)', async ({
  page,
  request,
}) => {
  const log = await openSquatLog(page, request);
  await expect(log).toBeFocused();
  await expect(log.getByLabel('When')).not.toBeFocused();
});

test('the log dialog brings up the number pad for sets and reps, and the decimal pad for weight', async ({
  page,
  request,
}) => {
  const log = await openSquatLog(page, request);
  await expect(log.getByLabel('Sets')).toHaveAttribute('inputmode', 'numeric');
  await expect(log.getByLabel('Reps')).toHaveAttribute('inputmode', 'numeric');
  await expect(log.getByLabel('Weight (lbs)')).toHaveAttribute('inputmode', 'decimal');
});

test('the edit dialog opens with focus on itself, not on its date field', async ({ page, request }) => {
  const edit = await openRunEditor(page, request);
  await expect(edit).toBeFocused();
  await expect(edit.getByLabel('When')).not.toBeFocused();
});

test('a run’s distance brings up the decimal pad', async ({ page, request }) => {
  const edit = await openRunEditor(page, request);
  await expect(edit.getByLabel('Distance (miles)')).toHaveAttribute('inputmode', 'decimal');
});

for (const { name, path, shown } of [
  { name: 'landing', path: '/', shown: (page: Page) => page.getByRole('link', { name: 'Get Started Free' }) },
  { name: 'sign-in', path: '/auth?mode=signin', shown: (page: Page) => page.getByLabel('Username or Email') },
]) {
  test(`the ${name} page loads without a failed request or a console error`, async ({ page }) => {
    const failures: string[] = [];
    const sessionChecks: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') failures.push(`console: ${message.text()}`);
    });
    page.on('requestfailed', (failed) => failures.push(`failed: ${failed.url()}`));
    page.on('response', (response) => {
      if (response.status() >= 400) failures.push(`${response.status()}: ${response.url()}`);
      if (new URL(response.url()).pathname === '/api/auth/user') sessionChecks.push(response.url());
    });
    await page.goto(path);
    await expect(shown(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(failures).toEqual([]);
    expect(sessionChecks).toEqual([]);
  });
}

for (const { name, path, ready } of [
  {
    name: 'dashboard',
    path: '/',
    ready: (page: Page) => page.getByRole('list', { name: 'Recent workouts' }).getByText('Running'),
  },
  {
    name: 'progress page',
    path: '/progress',
    ready: (page: Page) => page.getByRole('figure', { name: /^Workouts per day/ }),
  },
  {
    name: 'settings page',
    path: '/settings',
    ready: (page: Page) => page.getByRole('link', { name: 'Open Premium' }),
  },
]) {
  test(`the ${name} of a member with workouts and a goal holds still while it loads`, async ({
    page,
    request,
  }) => {
    await openSignedIn(page, await memberWithHistory(request), path);
    await expect(ready(page)).toBeVisible();
    expect(await layoutShiftOf(page, { noInput: true })).toBeLessThan(LAYOUT_SHIFT_BUDGET);
  });
}

test('the progress chart at phone size, over 7 and over 30 days (screenshots to look at)', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await memberWithHistory(request), '/progress');
  const frequency = page.getByRole('region', { name: 'Workout Frequency' });
  await expect(frequency.getByRole('figure', { name: /last 7 days/ }).locator('canvas')).toHaveCount(1);
  await frequency.scrollIntoViewIfNeeded();
  await frequency.screenshot({ path: 'test-results/phone-progress-7-days.png' });

  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 30 days' });
  await expect(frequency.getByRole('figure', { name: /last 30 days/ }).locator('canvas')).toHaveCount(1);
  await frequency.screenshot({ path: 'test-results/phone-progress-30-days.png' });
});
