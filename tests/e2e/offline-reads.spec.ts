import type { APIRequestContext, Page } from '@playwright/test';
import {
  DEVICE_COPY_DATABASE,
  DEVICE_COPY_KEY,
  DEVICE_COPY_STORE,
} from '../../web/src/lib/offline/device-copy-location.ts';
import {
  expect,
  GREETING,
  newMember,
  openSignedIn,
  signOut,
  signUpThroughApi,
  test,
  waitForControllingWorker,
} from './fixtures.ts';

// These tests are about the service worker (or run beside it, as a member's phone does).
test.use({ serviceWorkers: 'allow' });

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const OFFLINE = 'Offline — showing what this device last saw';
const NEEDS_CONNECTION = 'This page has not been loaded on this device yet: it needs a connection.';
const SCREENSHOTS = process.env.E2E_SCREENSHOTS;

const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const gridLabel = (date: Date) => date.toLocaleDateString('en-US', { month: 'long', day: 'numeric' });

/** A member with two workouts today, a weekly goal and a note on today's calendar day. */
async function memberWhoTrained(request: APIRequestContext, firstName = 'Maya') {
  const member = newMember({ firstName });
  const tokens = await signUpThroughApi(request, member);
  const post = async (path: string, data: Record<string, unknown>) => {
    const answer = await request.post(path, { headers: { Authorization: `Bearer ${tokens.token}` }, data });
    expect(answer.status(), await answer.text()).toBe(201);
  };
  const session = { duration: 30, caloriesBurned: 250, difficultyLevel: 3, perceivedExertion: 6 };
  await post('/api/workouts', {
    ...session,
    name: 'Bench Press',
    category: 'strength',
    sets: 3,
    reps: 5,
    weight: 205,
  });
  await post('/api/workouts', { ...session, name: 'Running', category: 'cardio', distance: 3.1 });
  await post('/api/goals', { type: 'workouts', target: 4 });
  await post('/api/calendar-notes', { date: dayKey(new Date()), note: 'Felt strong' });
  return { member, tokens };
}

/** What the device's copy holds: whose it is and the keys of its answers; null when there is none. */
function deviceCopy(page: Page) {
  return page.evaluate(
    async ({ database, store, key }) => {
      // Opening a database that does not exist would create an empty one: look first.
      if (!(await indexedDB.databases()).some((known) => known.name === database)) return null;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const opening = indexedDB.open(database);
        opening.onsuccess = () => resolve(opening.result);
        opening.onerror = () => reject(opening.error);
      });
      try {
        if (!db.objectStoreNames.contains(store)) return null;
        const copy = await new Promise<
          { memberId: string; client: { clientState: { queries: { queryKey: unknown[] }[] } } } | undefined
        >((resolve, reject) => {
          const reading = db.transaction(store).objectStore(store).get(key);
          reading.onsuccess = () => resolve(reading.result);
          reading.onerror = () => reject(reading.error);
        });
        if (!copy) return null;
        return {
          memberId: copy.memberId,
          keys: copy.client.clientState.queries.map((query) => query.queryKey.map(String).join('/')),
        };
      } finally {
        db.close();
      }
    },
    { database: DEVICE_COPY_DATABASE, store: DEVICE_COPY_STORE, key: DEVICE_COPY_KEY },
  );
}

/** What the dashboard reads at phone size above its lazily shown charts and calendar. */
const DASHBOARD = [
  'current-user/bearer',
  'stats',
  'workouts/recent',
  'goals',
  'onboarding/saved',
  'exercises/list',
  'exercise-levels',
  'subscription',
];

/** Waits until the device's copy holds answers under each of these key beginnings. */
async function copyHolds(page: Page, beginnings: string[]) {
  await expect
    .poll(async () => {
      const keys = (await deviceCopy(page))?.keys ?? [];
      return beginnings.filter((beginning) => !keys.some((key) => key.startsWith(beginning)));
    })
    .toEqual([]);
}

/**
 * Starts the app cold, with nothing in memory, in airplane mode: the service worker serves the
 * app's shell and the device's copy the data.
 */
async function startColdWithoutConnection(page: Page, path: string) {
  await waitForControllingWorker(page);
  await page.context().setOffline(true);
  await page.goto(path);
}

/** The network comes back, as on a phone that regains signal (the browser says so). */
async function reconnect(page: Page) {
  await page.context().setOffline(false);
}

const banner = (page: Page) => page.getByRole('status', { name: 'Connection' });
const stats = (page: Page) => page.getByRole('region', { name: 'Your stats' });
const totalWorkouts = (page: Page) => stats(page).getByText('Total Workouts').locator('..');
const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Bottom navigation' });

test('a cold start without a connection shows the dashboard, workouts and calendar the device last saw', async ({
  page,
  request,
}) => {
  const { member, tokens } = await memberWhoTrained(request);
  await openSignedIn(page, tokens, '/');
  await expect(totalWorkouts(page).getByText('2', { exact: true })).toBeVisible();
  await bottomBar(page).getByRole('link', { name: 'Workouts' }).click();
  await expect(page.getByRole('list', { name: 'Workout history' }).getByText('Bench Press')).toBeVisible();
  await bottomBar(page).getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Workout Calendar' })).toBeVisible();
  await copyHolds(page, [...DASHBOARD, 'workouts/history', 'calendar-workouts/', 'calendar-notes']);

  await startColdWithoutConnection(page, '/');
  await expect(banner(page)).toHaveText(OFFLINE);
  await expect(page.getByRole('heading', { name: GREETING })).toContainText(member.firstName);
  await expect(totalWorkouts(page).getByText('2', { exact: true })).toBeVisible();
  const recent = page.getByRole('list', { name: 'Recent workouts' });
  await expect(recent.getByText('Bench Press')).toBeVisible();
  await expect(recent.getByText('Running')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Weekly Goals' }).getByText(/^2 \/ 4 workouts this week/),
  ).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/offline-dashboard.png` });

  await bottomBar(page).getByRole('link', { name: 'Workouts' }).click();
  const history = page.getByRole('list', { name: 'Workout history' });
  await expect(history.getByText('Bench Press')).toBeVisible();
  await expect(history.getByText('Running')).toBeVisible();
  await expect(banner(page)).toHaveText(OFFLINE);

  await bottomBar(page).getByRole('link', { name: 'Calendar' }).click();
  const days = page.getByRole('list', { name: /^Days of / });
  await expect(
    days.getByRole('button', { name: `${gridLabel(new Date())}: Strength Training, Cardio; has a note` }),
  ).toBeVisible();
  const monthCount = page
    .getByLabel(/ in numbers$/)
    .getByText('Workouts', { exact: true })
    .locator('..')
    .getByRole('definition');
  await expect(monthCount).toHaveText('2');
  await expect(banner(page)).toHaveText(OFFLINE);

  // Meanwhile the member logged a swim from another device; the connection's return brings it.
  const swim = await request.post('/api/workouts', {
    headers: { Authorization: `Bearer ${tokens.token}` },
    data: {
      name: 'Freestyle Swim',
      category: 'swimming',
      duration: 30,
      caloriesBurned: 250,
      difficultyLevel: 3,
    },
  });
  expect(swim.status(), await swim.text()).toBe(201);
  await reconnect(page);
  await expect(banner(page)).toBeEmpty();
  await expect(monthCount).toHaveText('3');
  await expect(
    days.getByRole('button', {
      name: `${gridLabel(new Date())}: Strength Training, Cardio, Swimming; has a note`,
    }),
  ).toBeVisible();
});

test('the connection dropping keeps the screens and says so; the gym pages were read ahead, a page never loaded says it needs a connection', async ({
  page,
  request,
}) => {
  const { tokens } = await memberWhoTrained(request);
  await openSignedIn(page, tokens, '/');
  await expect(totalWorkouts(page).getByText('2', { exact: true })).toBeVisible();
  await expect(banner(page)).toBeEmpty();
  // Only the dashboard was opened: the app reads the other gym pages' answers ahead.
  await copyHolds(page, ['workouts/history', 'routines/list', 'calendar-workouts/', 'calendar-notes']);

  await waitForControllingWorker(page);
  await page.context().setOffline(true);
  await expect(banner(page)).toHaveText(OFFLINE);
  await expect(totalWorkouts(page).getByText('2', { exact: true })).toBeVisible();
  await page.context().setOffline(false);
  await expect(banner(page)).toBeEmpty();

  // No connection while the member moves on to pages never opened on this device.
  await page.context().setOffline(true);
  await bottomBar(page).getByRole('link', { name: 'Workouts' }).click();
  await expect(page.getByRole('list', { name: 'Workout history' }).getByText('Bench Press')).toBeVisible();
  await page.getByRole('link', { name: 'Routines' }).click();
  await expect(page.getByText('No routines yet')).toBeVisible();
  await expect(banner(page)).toHaveText(OFFLINE);

  // The leaderboard is not kept on the device: it says so instead of spinning.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Leaderboard' }).click();
  await expect(banner(page)).toContainText(OFFLINE);
  await expect(banner(page)).toContainText(NEEDS_CONNECTION);
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to load the leaderboard' })).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/offline-never-loaded.png` });

  await reconnect(page);
  await expect(banner(page)).toBeEmpty();
  await expect(page.getByRole('alert').filter({ hasText: 'Unable to load the leaderboard' })).toHaveCount(0);
});

test('sign-out empties the device: a cold start offline shows the landing page, and the next member never sees the last one', async ({
  page,
  request,
}) => {
  const first = await memberWhoTrained(request, 'Alice');
  await openSignedIn(page, first.tokens, '/');
  await expect(totalWorkouts(page).getByText('2', { exact: true })).toBeVisible();
  await copyHolds(page, DASHBOARD);

  await signOut(page);
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  expect(await deviceCopy(page)).toBeNull();

  await startColdWithoutConnection(page, '/');
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  await expect(page.getByText('Alice')).toHaveCount(0);
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await reconnect(page);

  // Bruno signs in on the same browser and trains nothing.
  const second = newMember({ firstName: 'Bruno' });
  await signUpThroughApi(request, second);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In to Existing Account' }).click();
  await page.getByLabel('Username or Email').fill(second.username);
  await page.getByLabel('Password').fill(second.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: GREETING })).toContainText('Bruno');
  await expect(totalWorkouts(page).getByText('0', { exact: true })).toBeVisible();
  await copyHolds(page, DASHBOARD);

  await startColdWithoutConnection(page, '/');
  await expect(banner(page)).toHaveText(OFFLINE);
  await expect(page.getByRole('heading', { name: GREETING })).toContainText('Bruno');
  await expect(totalWorkouts(page).getByText('0', { exact: true })).toBeVisible();
  await expect(page.getByText('Alice')).toHaveCount(0);
  await expect(page.getByText('No workouts yet. Start your first workout!')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent workouts' })).toHaveCount(0);
});
