import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { expect, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';

/**
 * The mile tracker as a member uses it, with Playwright's clock standing in for the minutes of a
 * run (paused, then moved on exactly) and its geolocation emulation standing in for GPS.
 */

/**
 * The page's clock starts a little behind the real one (the server keeps real time, and the
 * minutes the tests run forward must not put the page in its future), on a whole minute.
 */
const T0 = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 30 * 60_000);
/** Where the page's clock stops before Start, so every later second is exact. */
const T1 = new Date(T0.getTime() + 60_000);
/** The session's day as the history shows it (the server stamps the start with real time). */
const today = () =>
  new Date().toLocaleDateString('en-US', {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });

const EARTH_RADIUS_METERS = 6_371_008.8;
const START = { latitude: 51.5, longitude: -0.12 };
/** The position `meters` due north of the start. */
const north = (meters: number) => ({
  latitude: START.latitude + (meters / EARTH_RADIUS_METERS) * (180 / Math.PI),
  longitude: START.longitude,
  accuracy: 5,
});

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
const stat = (page: Page, label: string): Locator =>
  page
    .getByRole('region', { name: 'Session stats' })
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::dd');
const splits = (scope: Page | Locator) => scope.getByRole('list', { name: 'Splits' }).getByRole('listitem');

async function openTracker(page: Page, request: Parameters<typeof signUpThroughApi>[0]) {
  const tokens = await signUpThroughApi(request, newMember());
  await page.clock.install({ time: T0 });
  await openSignedIn(page, tokens, '/mile-tracker');
  await expect(page.getByRole('heading', { name: 'Mile Tracker', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Start Session' })).toBeEnabled();
  return tokens;
}

test('a manual run: two miles, a pause, a reload that comes back paused, finish, and the run in Activity History', async ({
  page,
  request,
}) => {
  await openTracker(page, request);
  await expect(page.getByRole('radio', { name: 'Run' })).toBeChecked();
  await expect(page.getByRole('radio', { name: /^Manual/ })).toBeChecked();

  await page.clock.pauseAt(T1);
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(toast(page, 'Session Started!')).toBeVisible();
  const timer = page.getByRole('timer', { name: 'Moving time' });
  await expect(timer).toHaveText('0:00');
  await expect(stat(page, 'Average Pace')).toHaveText('--:--');
  await expect(stat(page, 'Current Mile')).toHaveText('1');
  await expect(page.getByText('No miles yet. Complete your first mile!')).toBeVisible();
  const completeMile = page.getByRole('button', { name: 'Complete Mile' });
  await expect(completeMile).toBeDisabled();

  await page.clock.runFor('07:00');
  await expect(timer).toHaveText('7:00');
  await completeMile.click();
  await expect(toast(page, 'Mile Completed!')).toBeVisible();
  await expect(splits(page)).toHaveCount(1);
  await expect(splits(page).first()).toContainText('Mile 1');
  await expect(splits(page).first()).toContainText('7:00');

  await page.clock.runFor('08:00');
  await completeMile.click();
  await expect(splits(page)).toHaveCount(2);
  await expect(splits(page).nth(1)).toContainText('8:00');
  await expect(splits(page).nth(1)).toContainText('Total 15:00');
  await expect(stat(page, 'Distance')).toHaveText('2.00 mi');
  await expect(stat(page, 'Average Pace')).toHaveText('7:30 /mi');
  await expect(stat(page, 'Current Mile')).toHaveText('3');

  await page.getByRole('button', { name: 'Pause' }).click();
  await expect(completeMile).toBeDisabled();
  await page.clock.runFor('02:00');
  await expect(timer).toHaveText('15:00');
  await expect(page.getByText('Elapsed 17:00 · Paused 2:00')).toBeVisible();

  // The page goes away and comes back: paused, with its miles and its time.
  await page.clock.resume();
  await page.reload();
  await expect(timer).toHaveText('15:00');
  await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
  await expect(page.getByText('Paused', { exact: true })).toBeVisible();
  await expect(splits(page)).toHaveCount(2);
  await expect(stat(page, 'Current Mile')).toHaveText('3');
  await expect(stat(page, 'Distance')).toHaveText('2.00 mi');

  await page.getByRole('button', { name: 'Finish' }).click();
  const dialog = page.getByRole('dialog', { name: 'Finish Session' });
  await dialog.getByRole('button', { name: 'Finish' }).click();
  await expect(toast(page, 'Session Completed!')).toBeVisible();
  await expect(toast(page, 'Session Completed!')).toContainText('Great job on your workout!');
  await expect(page.getByRole('button', { name: 'Start Session' })).toBeEnabled();

  await page.getByRole('button', { name: 'Activity History' }).click();
  await expect(page.getByRole('heading', { name: 'Activity History', level: 1 })).toBeFocused();
  const entries = page.getByRole('list', { name: 'Finished sessions' }).getByRole('article');
  await expect(entries).toHaveCount(1);
  const run = entries.first();
  await expect(run.getByRole('heading')).toContainText(`Run · ${today()}`);
  await expect(run.getByText('2.00 mi')).toBeVisible();
  await expect(run.getByText('15:00', { exact: true })).toBeVisible();
  await expect(run.getByText('7:30 /mi')).toBeVisible();
  await run.getByRole('button', { name: 'Show Splits' }).click();
  await expect(splits(run)).toHaveCount(2);
  await expect(splits(run).first()).toContainText('7:00');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { name: 'Mile Tracker', level: 1 })).toBeFocused();
});

test('a GPS run fed a 1.3-mile route records one automatic split at the mile and keeps the partial mile', async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation(north(0));
  await openTracker(page, request);
  await page.getByRole('radio', { name: /^GPS/ }).check();

  await page.clock.pauseAt(T1);
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(toast(page, 'Session Started!')).toBeVisible();
  await expect(page.getByText('GPS accuracy ±5 m')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Complete Mile' })).toHaveCount(0);

  // A steady 8:00 mile: 33.528 m every 10 s, 63 steps (2112 m, 1.31 miles).
  const distance = stat(page, 'Distance');
  let shown = await distance.textContent();
  for (let step = 1; step <= 63; step++) {
    await page.clock.runFor(10_000);
    await context.setGeolocation(north(step * 33.528));
    await expect(distance).not.toHaveText(shown ?? '');
    shown = await distance.textContent();
  }
  await expect(distance).toHaveText('1.31 mi');
  await expect(page.getByRole('timer', { name: 'Moving time' })).toHaveText('10:30');
  await expect(splits(page)).toHaveCount(1);
  await expect(splits(page).first()).toContainText('Mile 1');
  await expect(splits(page).first()).toContainText('8:00');
  await expect(stat(page, 'Current Mile')).toHaveText('2');
  await expect(page.getByRole('img', { name: 'Route so far: 64 points' })).toBeVisible();

  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(toast(page, 'Session Completed!')).toBeVisible();

  await page.clock.resume();
  await page.getByRole('button', { name: 'Activity History' }).click();
  const ride = page.getByRole('list', { name: 'Finished sessions' }).getByRole('article').first();
  await expect(ride.getByText('1.31 mi')).toBeVisible();
  await expect(ride.getByText('10:30', { exact: true })).toBeVisible();
  await expect(ride.getByText('8:00 /mi')).toBeVisible();
  await ride.getByRole('button', { name: 'Show Splits' }).click();
  await expect(splits(ride)).toHaveCount(2);
  await expect(splits(ride).first()).toContainText('8:00');
  await expect(splits(ride).nth(1)).toContainText('Mile 2');
  await expect(splits(ride).nth(1)).toContainText('Partial · 0.31 mi');
  await expect(splits(ride).nth(1)).toContainText('2:30');
  await expect(ride.getByRole('img', { name: 'Route of this run: 64 points' })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await ride.getByRole('button', { name: 'Export GPX' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`run-${new Date().toISOString().slice(0, 10)}.gpx`);
  const gpx = await readFile(await download.path(), 'utf8');
  expect(gpx).toContain('<gpx version="1.1"');
  expect(gpx.match(/<trkpt /g)).toHaveLength(64);
});

test('a mile completed without a connection waits, is retried when the connection returns, and is saved once', async ({
  page,
  context,
  request,
}) => {
  const tokens = await openTracker(page, request);
  await page.clock.pauseAt(T1);
  await page.getByRole('button', { name: 'Start Session' }).click();
  await expect(toast(page, 'Session Started!')).toBeVisible();
  await page.clock.runFor('06:00');

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Complete Mile' }).click();
  await expect(splits(page)).toHaveCount(1);
  await expect(splits(page).first()).toContainText('Not saved yet');
  await expect(page.getByText(/No connection: 1 change is waiting/)).toBeVisible();
  await expect(stat(page, 'Current Mile')).toHaveText('2');

  await context.setOffline(false);
  await expect(toast(page, 'Mile Completed!')).toBeVisible();
  await expect(splits(page).first()).not.toContainText('Not saved yet');
  await expect(page.getByText(/No connection/)).toHaveCount(0);

  const active = await request.get('/api/mile-tracker/sessions/active', {
    headers: { Authorization: `Bearer ${tokens.token}` },
  });
  const session = (await active.json()) as { splits: { mileNumber: number; splitTime: number }[] };
  expect(session.splits).toEqual([expect.objectContaining({ mileNumber: 1, splitTime: 360 })]);
});
