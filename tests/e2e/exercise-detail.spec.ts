import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
const DAY_MS = 24 * 60 * 60 * 1000;
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

/** Two squat sessions: a quick log three days ago (a summary only), and today's with a set log. */
async function logTwoSquatSessions(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const quick = await request.post('/api/workouts', {
    headers,
    data: {
      name: 'Barbell Back Squat',
      category: 'strength',
      duration: 40,
      caloriesBurned: 180,
      sets: 3,
      reps: 5,
      weight: 185,
      date: new Date(Date.now() - 3 * DAY_MS).toISOString(),
    },
  });
  expect(quick.status(), await quick.text()).toBe(201);

  const endedAt = new Date(Date.now() - 60_000);
  const session = await request.post('/api/workout-sessions', {
    headers,
    data: {
      id: randomUUID(),
      startedAt: new Date(endedAt.getTime() - 45 * 60_000).toISOString(),
      endedAt: endedAt.toISOString(),
      exercises: [
        {
          name: 'Barbell Back Squat',
          category: 'strength',
          note: 'Belt from the second set',
          sets: [
            { weight: 135, reps: 8, kind: 'warmup' },
            { weight: 195, reps: 5, rpe: 9, kind: 'working' },
            { weight: 185, reps: 5, rpe: 8, kind: 'working' },
          ],
        },
      ],
    },
  });
  expect(session.status(), await session.text()).toBe(201);
}

async function expectPhoneFriendly(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, 'no horizontal scrolling').toBeLessThanOrEqual(PHONE.width);
  const controls = page.getByRole('main').locator('a:visible, button:visible');
  for (const control of await controls.all()) {
    const box = await control.boundingBox();
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
    expect(box?.height ?? 0, `tap height of ${name}`).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0, `tap width of ${name}`).toBeGreaterThanOrEqual(44);
  }
}

test('from the library a member opens an exercise and sees its records, progress and sessions', async ({
  page,
  request,
}) => {
  const tokens = await signUpThroughApi(request, newMember());
  await logTwoSquatSessions(request, tokens.token);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, tokens, '/workouts');
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('squat');
  await page
    .getByRole('list', { name: 'Exercises' })
    .getByRole('link', { name: 'Barbell Back Squat history' })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: 'Barbell Back Squat' })).toBeVisible();
  const records = page.getByRole('region', { name: 'Records' });
  // Warm-ups count toward no record: the 135 lb × 8 warm-up leaves most reps at 5.
  for (const [term, value] of [
    ['Heaviest weight', '195 lb'],
    ['Best estimated 1RM', '227.5 lb'],
    ['Best set volume', '975 lb'],
    ['Most reps', '5 reps'],
  ] as const) {
    await expect(records.getByRole('term').filter({ hasText: term }).locator('..')).toContainText(value);
  }

  const sessions = page.getByRole('list', { name: 'Sessions' }).getByRole('article');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.first().getByText('Belt from the second set')).toBeVisible();
  await expect(sessions.first().getByRole('listitem').first()).toContainText('135 lb × 8');
  await expect(sessions.first().getByRole('listitem').first()).toContainText('Warm-up');
  await expect(sessions.first().getByText('195 lb × 5 @ RPE 9')).toBeVisible();
  await expect(sessions.last().getByText('3 × 5 · 185 lbs')).toBeVisible();

  const chart = page.getByRole('figure', { name: 'Estimated one-rep max per day, in pounds' });
  await expect(chart.locator('canvas').first()).toBeVisible();
  await expect(chart.getByRole('table').getByRole('row')).toHaveCount(3);
  await expect(chart.getByRole('table')).toContainText('227.5 lb');
  await page.getByRole('button', { name: 'Top weight' }).click();
  const topWeight = page.getByRole('figure', { name: 'Top weight per day, in pounds' });
  await expect(topWeight.getByRole('table')).toContainText('195 lb');

  await expectPhoneFriendly(page);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  if (SCREENSHOTS) {
    await page.screenshot({ path: `${SCREENSHOTS}/exercise-detail-phone.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.getByRole('button', { name: 'Estimated 1RM' }).click();
    await page.screenshot({ path: `${SCREENSHOTS}/exercise-detail-desktop.png`, fullPage: true });
  }
});

test('a workout in the history opens its exercise', async ({ page, request }) => {
  const tokens = await signUpThroughApi(request, newMember());
  await logTwoSquatSessions(request, tokens.token);
  await openSignedIn(page, tokens, '/workouts');
  await page
    .getByRole('list', { name: 'Workout history' })
    .getByRole('link', { name: 'Barbell Back Squat' })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Barbell Back Squat' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Sessions' }).getByRole('article')).toHaveCount(2);
});

test('an exercise never done says so and offers to log it', async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/workouts');
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('deadlift');
  await page
    .getByRole('list', { name: 'Exercises' })
    .getByRole('link', { name: 'Deadlift history', exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deadlift' })).toBeVisible();
  await expect(page.getByText('No sessions of this exercise yet')).toBeVisible();
  await expectPhoneFriendly(page);
  await page.getByRole('link', { name: 'Log Deadlift' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workouts' })).toBeVisible();
});

test('an exercise that does not exist shows the not-found page', async ({ page, request }) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), `/exercises/${randomUUID()}`);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
