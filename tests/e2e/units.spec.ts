import type { Locator, Page } from '@playwright/test';
import { expect, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const BENCH = 'Bench Press';

const exercise = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const yourData = (page: Page) => page.getByRole('region', { name: 'Your data' });

/** Every control of the area is at least 44 × 44 px, and nothing scrolls sideways. */
async function expectPhoneTargets(page: Page, area: Locator) {
  const small = await area.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, select, textarea, a[href], label')]
      .filter((control) => control.getClientRects().length > 0)
      .map((control) => ({ name: control.textContent?.trim(), box: control.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ name, box }) => `${name}: ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

async function chooseUnits(page: Page, units: 'Metric' | 'Imperial') {
  await page.goto('/settings');
  await yourData(page)
    .getByRole('radio', { name: new RegExp(`^${units}`) })
    .tap();
  await expect(page.getByRole('status').filter({ hasText: 'Units saved' })).toBeVisible();
  await expect(yourData(page).getByRole('radio', { name: new RegExp(`^${units}`) })).toBeChecked();
}

test('a member switches to metric, logs 62.5 kg, sees 62.5 kg after a reload, and pounds again in imperial', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/settings');

  // An en-US browser starts imperial; the section offers both, keyboard first.
  const section = yourData(page);
  await expect(section.getByRole('heading', { name: 'Your data' })).toBeVisible();
  const units = section.getByRole('group', { name: 'Units' });
  const metric = units.getByRole('radio', { name: /^Metric/ });
  const imperial = units.getByRole('radio', { name: /^Imperial/ });
  await expect(imperial).toBeChecked();
  await expect(metric).not.toBeChecked();
  await expectPhoneTargets(page, section);
  await imperial.focus();
  await page.keyboard.press('ArrowUp');
  await expect(page.getByRole('status').filter({ hasText: 'Units saved' })).toBeVisible();
  await expect(metric).toBeChecked();
  await expect(metric).toBeFocused();

  // The choice is the profile's: a reload keeps it.
  await page.reload();
  await expect(yourData(page).getByRole('radio', { name: /^Metric/ })).toBeChecked();
  await yourData(page).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/units-settings-section.png' });

  // A live session in kilograms: 62.5 kg × 8.
  await page.goto(`/workouts/live?exercise=${encodeURIComponent(BENCH)}&category=strength`);
  const bench = exercise(page, BENCH);
  await expect(bench.getByText('kg', { exact: true })).toBeVisible();
  await bench.getByLabel('Set 1 weight').fill('62.5');
  await bench.getByLabel('Set 1 reps').fill('8');
  await bench.getByRole('button', { name: 'Complete set 1' }).tap();
  await expect(bench.getByRole('button', { name: 'Complete set 1' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Finish', exact: true }).tap();
  await page
    .getByRole('dialog', { name: 'Finish this workout?' })
    .getByRole('button', { name: 'Finish workout' })
    .tap();
  await expect(page.getByRole('heading', { name: 'Workout complete' })).toBeVisible();
  await expect(page.getByText('500 kg', { exact: true })).toBeVisible();

  // The history after a reload: exactly 62.5 kg, and last session's set beside the next one.
  await page.goto('/workouts');
  await page.reload();
  const logged = page.getByRole('main').getByText('1 × 8 · 62.5 kg').first();
  await expect(logged).toBeVisible();
  await page.goto(`/workouts/live?exercise=${encodeURIComponent(BENCH)}&category=strength`);
  await expect(bench.getByText('62.5 kg × 8')).toBeVisible();
  await expect(bench.getByLabel('Set 1 weight')).toHaveAttribute('placeholder', '62.5');
  await bench.getByLabel('Set 1 reps').fill('6');
  await page.screenshot({ path: 'test-results/units-metric-live-session.png', fullPage: true });

  // Back to imperial: the same lift reads in pounds everywhere, the session in progress included.
  await chooseUnits(page, 'Imperial');
  await page.goto('/workouts/live');
  await expect(bench.getByText('137.79 lb × 8')).toBeVisible();
  await expect(bench.getByText('lb', { exact: true })).toBeVisible();
  await page.goto('/workouts');
  await expect(page.getByRole('main').getByText('1 × 8 · 137.79 lbs').first()).toBeVisible();
});

test('a metric member edits a logged set to 62.5 kg and the workout keeps it exactly', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/settings');
  await chooseUnits(page, 'Metric');
  await page.goto('/workouts');
  await page.getByRole('searchbox', { name: 'Search exercises' }).first().fill('deadlift');
  await page
    .getByRole('list', { name: 'Exercises' })
    .getByRole('button', { name: /^Deadlift/ })
    .tap();
  await page.getByRole('dialog', { name: 'Deadlift' }).getByRole('button', { name: 'Start Workout' }).tap();
  const log = page.getByRole('dialog', { name: 'Log Deadlift' });
  await log.getByLabel('Sets').fill('3');
  await log.getByLabel('Reps').fill('5');
  await log.getByLabel('Weight (kg)').fill('1000');
  await log.getByRole('button', { name: 'Log Workout' }).tap();
  await expect(log.getByText('Weight must be between 0 and 907.18 kg')).toBeVisible();
  await log.getByLabel('Weight (kg)').fill('60');
  await log.getByRole('button', { name: 'Log Workout' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Workout Logged! 🔥' })).toBeVisible();

  const history = page.getByRole('main');
  await expect(history.getByText('3 × 5 · 60 kg').first()).toBeVisible();
  await history
    .getByRole('button', { name: /^Edit Deadlift/ })
    .first()
    .tap();
  const edit = page.getByRole('dialog', { name: 'Edit Workout' });
  await expect(edit.getByLabel('Weight (kg)')).toHaveValue('60');
  await edit.getByLabel('Weight (kg)').fill('62.5');
  await edit.getByRole('button', { name: 'Save Changes' }).tap();
  await expect(edit).toBeHidden();
  await page.reload();
  await expect(page.getByRole('main').getByText('3 × 5 · 62.5 kg').first()).toBeVisible();
});

test('a metric member runs by the mile and reads kilometres and paces per kilometre', async ({
  page,
  request,
}) => {
  // The page's clock stands in for the minutes of the run, a little behind the server's real time.
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 30 * 60_000);
  await page.clock.install({ time: start });
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/settings');
  await chooseUnits(page, 'Metric');
  await page.goto('/mile-tracker');
  await expect(page.getByRole('button', { name: 'Start Session' })).toBeEnabled();
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await page.getByRole('button', { name: 'Start Session' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Session Started!' })).toBeVisible();

  const stats = page.getByRole('region', { name: 'Session stats' });
  const stat = (label: string) =>
    stats.getByText(label, { exact: true }).locator('xpath=following-sibling::dd');
  const splits = page.getByRole('list', { name: 'Splits' }).getByRole('listitem');
  const completeMile = page.getByRole('button', { name: 'Complete Mile' });
  await page.clock.runFor('07:00');
  await completeMile.tap();
  await page.clock.runFor('08:00');
  await completeMile.tap();
  await expect(splits).toHaveCount(2);
  // Each split is a mile, read as the 1.61 km it is, with its pace per kilometre.
  await expect(splits.first()).toContainText('Mile 1');
  await expect(splits.first()).toContainText('1.61 km');
  await expect(splits.first()).toContainText('4:21 /km');
  await expect(stat('Distance')).toHaveText('3.21 km');
  await expect(stat('Average Pace')).toHaveText('4:40 /km');
  await page.screenshot({ path: 'test-results/units-metric-mile-tracker.png', fullPage: true });

  // Finishing by hand takes the distance into the third mile in kilometres.
  await page.clock.runFor('02:30');
  await page.getByRole('button', { name: 'Finish' }).tap();
  const finish = page.getByRole('dialog', { name: 'Finish Session' });
  await finish.getByLabel('Distance into mile 3 (km, optional)').fill('1.7');
  await finish.getByRole('button', { name: 'Finish' }).tap();
  await expect(finish.getByText('Enter a distance from 0 to 1.60 km')).toBeVisible();
  await finish.getByLabel('Distance into mile 3 (km, optional)').fill('0.5');
  await finish.getByRole('button', { name: 'Finish' }).tap();
  await expect(page.getByRole('status').filter({ hasText: 'Session Completed!' })).toBeVisible();

  // Time runs on again (the history's loading waits on timers).
  await page.clock.resume();
  await page.getByRole('button', { name: 'Activity History' }).tap();
  const run = page.getByRole('list', { name: 'Finished sessions' }).getByRole('article').first();
  await expect(run.getByText('3.71 km')).toBeVisible();
  await run.getByRole('button', { name: 'Show Splits' }).tap();
  await expect(run.getByRole('list', { name: 'Splits' }).getByRole('listitem').nth(2)).toContainText(
    'Partial · 0.50 km',
  );
});

test.describe('in a browser set to Tokyo time', () => {
  test.use({ timezoneId: 'Asia/Tokyo' });

  test("the browser's time zone is saved to the profile once the dashboard has loaded", async ({
    page,
    request,
  }) => {
    const tokens = await signUpThroughApi(request, newMember());
    const storedZone = async () => {
      const answer = await request.get('/api/auth/me', {
        headers: { Authorization: `Bearer ${tokens.token}` },
      });
      return ((await answer.json()) as { timeZone: string }).timeZone;
    };
    expect(await storedZone()).not.toBe('Asia/Tokyo');
    await openSignedIn(page, tokens);
    await expect(page.getByRole('heading', { name: /Good (morning|afternoon|evening)/ })).toBeVisible();
    await expect.poll(storedZone).toBe('Asia/Tokyo');
  });
});
