import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test';
import { expect, GREETING, newMember, openSignedIn, signOut, signUpThroughApi, test } from './fixtures.ts';
import { phoneReport } from './phone-checks.ts';

// These tests are about the service worker (or run beside it, as a member's phone does).
test.use({ serviceWorkers: 'allow' });

/**
 * Writes made without a connection, on a phone: kept on the device, shown at once as "Saved on this
 * device", and sent once, in order, when the connection (or the session) is back. The connection is
 * cut with `context.setOffline`; the page is never reloaded while offline (serving the app's code
 * without a connection is the service worker's job, tested apart), so each screen used offline is
 * opened once before.
 */

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const ROW = 'One-Arm Dumbbell Row';
const SAVED = 'Saved on this device';

const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const gridLabel = (date: Date) => date.toLocaleDateString('en-US', { month: 'long', day: 'numeric' });
const dialogTitle = (date: Date) =>
  date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

const toast = (page: Page, title: string) => page.getByRole('status').filter({ hasText: title });
const errorToast = (page: Page, title: string) => page.getByRole('alert').filter({ hasText: title });

/**
 * Cuts the connection once the screen has settled: a call still on its way would fail for a reason
 * this spec is not about.
 */
async function goOffline(page: Page, context: BrowserContext) {
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
}

async function apiGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const answer = await request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(answer.status(), await answer.text()).toBe(200);
  return (await answer.json()) as T;
}

async function apiSend(
  request: APIRequestContext,
  token: string,
  method: 'post' | 'put',
  path: string,
  data: Record<string, unknown>,
) {
  const answer = await request[method](path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(answer.ok(), await answer.text()).toBe(true);
  return (await answer.json()) as { id: string };
}

type Note = { id: string; date: string; note: string };
type Workout = { id: string; name: string; sessionId: string | null };

/** Opens a day of the calendar on screen (today's month), without loading the page again. */
async function openDay(page: Page, date: Date): Promise<Locator> {
  await page
    .getByRole('list', { name: /^Days of / })
    .getByRole('button', { name: new RegExp(`^${gridLabel(date)}(:|$)`) })
    .click();
  const dialog = page.getByRole('dialog', { name: dialogTitle(date) });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Goes to another screen through the header's menu, as a member on a phone does. */
async function goTo(page: Page, label: string) {
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Menu' })
    .getByRole('link', { name: label, exact: true })
    .click();
}

async function openCalendar(page: Page, tokens: { token: string; refreshToken: string }) {
  await openSignedIn(page, tokens, '/calendar');
  await expect(page.getByRole('heading', { name: 'Workout Calendar', level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Days of / })).toHaveAttribute('aria-busy', 'false');
}

test('a live session finished and a note added without a connection are each stored once when it returns', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const tokens = await signUpThroughApi(request, newMember());
  const today = new Date();
  await openCalendar(page, tokens);
  await page.getByRole('link', { name: 'Log Workout' }).click();
  await expect(page.getByRole('heading', { name: 'Workouts', level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Start Workout' }).click();
  await expect(page.getByRole('heading', { name: 'Live workout', level: 1 })).toBeVisible();

  await goOffline(page, context);
  await page.getByRole('button', { name: 'Add exercise' }).click();
  const adding = page.getByRole('dialog', { name: 'Add exercise' });
  await adding.getByRole('searchbox', { name: 'Search exercises' }).fill('row');
  await adding.getByRole('button', { name: new RegExp(`^${ROW}`) }).click();
  const exercise = page.getByRole('region', { name: ROW, exact: true });
  await exercise.getByLabel('Set 1 weight').fill('50');
  await exercise.getByLabel('Set 1 reps').fill('10');
  await exercise.getByRole('button', { name: 'Complete set 1' }).click();
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Finish this workout?' })
    .getByRole('button', { name: 'Finish workout' })
    .click();

  // No error: the workout is complete, saved on this device, its records to follow.
  await expect(page.getByRole('heading', { name: 'Workout complete' })).toBeVisible();
  await expect(page.getByRole('main').getByText(SAVED, { exact: true })).toBeVisible();
  await expect(page.getByText('Records are worked out once the server has this workout.')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/offline-writes-finish-saved.png' });

  await page.getByRole('link', { name: 'Done' }).click();
  const row = page
    .getByRole('list', { name: 'Workout history' })
    .getByRole('listitem')
    .filter({ hasText: ROW });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(SAVED);
  await row.screenshot({ path: 'test-results/offline-writes-history-saved.png' });

  await goTo(page, 'Calendar');
  let day = await openDay(page, today);
  await expect(day.getByRole('list', { name: 'Workouts' }).getByRole('listitem')).toContainText(SAVED);
  await day.getByRole('textbox', { name: 'Note' }).fill('Row felt easy, go up next time');
  await day.getByRole('button', { name: 'Save Note' }).click();
  await expect(toast(page, SAVED)).toBeVisible();
  await expect(day).toBeHidden();
  day = await openDay(page, today);
  await expect(day.getByRole('form', { name: 'Edit Note' })).toContainText(SAVED);
  await expect(day.getByRole('textbox', { name: 'Note' })).toHaveValue('Row felt easy, go up next time');
  await page.screenshot({ path: 'test-results/offline-writes-calendar-day-saved.png' });
  await day.getByRole('button', { name: 'Cancel' }).click();

  await context.setOffline(false);
  day = await openDay(page, today);
  await expect(day.getByText(SAVED)).toHaveCount(0);
  await expect(day.getByRole('textbox', { name: 'Note' })).toHaveValue('Row felt easy, go up next time');

  const workouts = await apiGet<Workout[]>(request, tokens.token, '/api/workouts');
  expect(workouts.filter((workout) => workout.name === ROW)).toEqual([
    expect.objectContaining({ sessionId: expect.any(String) }),
  ]);
  const notes = await apiGet<Note[]>(request, tokens.token, '/api/calendar-notes');
  expect(notes).toEqual([
    expect.objectContaining({ date: dayKey(today), note: 'Row felt easy, go up next time' }),
  ]);
});

test('a workout whose first answer is lost on the way back is sent again and stored once', async ({
  page,
  request,
}) => {
  const tokens = await signUpThroughApi(request, newMember());
  await openSignedIn(page, tokens, '/workouts');
  let posts = 0;
  await page.route('**/api/workouts', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts += 1;
    if (posts > 1) return route.fallback();
    // The server stores it; its answer never reaches the phone.
    await route.fetch();
    await route.abort('connectionreset');
  });

  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('running');
  await page
    .getByRole('list', { name: 'Exercises' })
    .getByRole('button', { name: /^Running/ })
    .click();
  await page.getByRole('dialog', { name: 'Running' }).getByRole('button', { name: 'Start Workout' }).click();
  await page
    .getByRole('dialog', { name: 'Log Running' })
    .getByRole('button', { name: 'Log Workout' })
    .click();
  await expect(toast(page, SAVED)).toBeVisible();

  const row = page
    .getByRole('list', { name: 'Workout history' })
    .getByRole('listitem')
    .filter({ hasText: 'Running' });
  await expect(row).toHaveCount(1);
  // Sent again 2 s later: the server answers with the workout it already has.
  await expect(row).not.toContainText(SAVED);
  await expect(row).toHaveCount(1);
  expect(posts).toBe(2);
  const workouts = await apiGet<Workout[]>(request, tokens.token, '/api/workouts');
  expect(workouts.filter((workout) => workout.name === 'Running')).toHaveLength(1);
});

/** A note for today written offline on the phone while another device wrote today's note. */
async function noteRefusedOnSync(page: Page, context: BrowserContext, request: APIRequestContext) {
  const tokens = await signUpThroughApi(request, newMember());
  const today = new Date();
  await openCalendar(page, tokens);
  await goOffline(page, context);
  await apiSend(request, tokens.token, 'post', '/api/calendar-notes', {
    date: dayKey(today),
    note: 'Written on the tablet',
  });
  const day = await openDay(page, today);
  await day.getByRole('textbox', { name: 'Note' }).fill('Written on the phone');
  await day.getByRole('button', { name: 'Save Note' }).click();
  await expect(toast(page, SAVED)).toBeVisible();
  await context.setOffline(false);

  await expect(errorToast(page, 'A change needs your attention')).toBeVisible();
  const link = page.getByRole('link', { name: 'Needs attention: 1 change' });
  await link.click();
  await expect(page.getByRole('heading', { name: 'Needs attention', level: 1 })).toBeVisible();
  const refused = page.getByRole('list', { name: 'Changes the server refused' }).getByRole('article');
  await expect(refused).toHaveCount(1);
  await expect(refused.getByRole('heading')).toHaveText(`Note for ${dialogTitle(today)}`);
  await expect(refused).toContainText('Written on the phone');
  await expect(refused).toContainText('The server said: date: This day already has a note; edit it instead');
  return { tokens, today, link, refused };
}

test('a note the server refuses waits under Needs attention with its message, and is discarded there', async ({
  page,
  context,
  request,
}) => {
  const { tokens, link, refused } = await noteRefusedOnSync(page, context, request);
  await page.screenshot({ path: 'test-results/offline-writes-needs-attention.png', fullPage: true });
  await errorToast(page, 'A change needs your attention').getByRole('button', { name: 'Dismiss' }).click();
  const report = await phoneReport(page);
  expect(report.smallTargets).toEqual([]);
  expect(report.crowdedDestructive).toEqual([]);
  expect(report.covered).toEqual([]);
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);

  // Signing out now would lose it: the member is asked first.
  await signOut(page);
  const asking = page.getByRole('dialog', { name: 'Sign out?' });
  await expect(asking).toContainText(
    '1 change saved on this device has not reached the server. Sign out anyway and discard it?',
  );
  await asking.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(asking).toBeHidden();

  await refused.getByRole('button', { name: 'Discard' }).click();
  await page
    .getByRole('dialog', { name: 'Discard this change?' })
    .getByRole('button', { name: 'Discard change' })
    .click();
  await expect(page.getByText('Nothing needs your attention')).toBeVisible();
  await expect(link).toHaveCount(0);
  const notes = await apiGet<Note[]>(request, tokens.token, '/api/calendar-notes');
  expect(notes.map((note) => note.note)).toEqual(['Written on the tablet']);
});

test('a refused note is edited from Needs attention and saved over the day’s note', async ({
  page,
  context,
  request,
}) => {
  const { tokens, today, link, refused } = await noteRefusedOnSync(page, context, request);
  await refused.getByRole('button', { name: 'Edit' }).click();
  const editing = page.getByRole('dialog', { name: `Note for ${dialogTitle(today)}` });
  await expect(editing).toContainText('The server said: date: This day already has a note; edit it instead');
  await expect(editing.getByRole('textbox', { name: 'Note' })).toHaveValue('Written on the phone');
  await editing.getByRole('textbox', { name: 'Note' }).fill('Written on the phone, then on the tablet');
  await editing.getByRole('button', { name: 'Update Note' }).click();
  await expect(editing).toBeHidden();
  await expect(page.getByText('Nothing needs your attention')).toBeVisible();
  await expect(link).toHaveCount(0);
  const notes = await apiGet<Note[]>(request, tokens.token, '/api/calendar-notes');
  expect(notes.map((note) => note.note)).toEqual(['Written on the phone, then on the tablet']);
});

test('a session that ends while offline keeps the note, which is sent once the member signs in again', async ({
  page,
  context,
  request,
}) => {
  const member = newMember();
  const tokens = await signUpThroughApi(request, member);
  const today = new Date();
  await openCalendar(page, tokens);
  await goOffline(page, context);
  const day = await openDay(page, today);
  await day.getByRole('textbox', { name: 'Note' }).fill('Written before the session ended');
  await day.getByRole('button', { name: 'Save Note' }).click();
  await expect(toast(page, SAVED)).toBeVisible();
  // The session ends meanwhile: its access token and its renewal are refused from now on.
  const out = await request.post('/api/auth/signout', {
    headers: { Authorization: `Bearer ${tokens.token}` },
  });
  expect(out.status()).toBe(204);

  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  const again = await request.post('/api/auth/signin', {
    data: { identifier: member.username, password: member.password },
  });
  const { token } = (await again.json()) as { token: string };
  expect(await apiGet<Note[]>(request, token, '/api/calendar-notes')).toEqual([]);

  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In to Existing Account' }).click();
  await page.getByLabel('Username or Email').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();
  await expect
    .poll(async () => (await apiGet<Note[]>(request, token, '/api/calendar-notes')).map((note) => note.note))
    .toEqual(['Written before the session ended']);
});

test('an edit made offline earlier than an edit made elsewhere loses on sync, and the phone shows the newer one', async ({
  page,
  context,
  request,
}) => {
  const tokens = await signUpThroughApi(request, newMember());
  const today = new Date();
  const { id } = await apiSend(request, tokens.token, 'post', '/api/calendar-notes', {
    date: dayKey(today),
    note: 'Chest day',
  });
  await openCalendar(page, tokens);
  await goOffline(page, context);
  let day = await openDay(page, today);
  await day.getByRole('textbox', { name: 'Note' }).fill('Chest day, edited on the phone');
  await day.getByRole('button', { name: 'Update Note' }).click();
  await expect(toast(page, SAVED)).toBeVisible();

  // Later, on another device that is online.
  await apiSend(request, tokens.token, 'put', `/api/calendar-notes/${id}`, {
    note: 'Chest day, edited on the laptop',
    changedAt: new Date().toISOString(),
  });
  await context.setOffline(false);
  await expect(toast(page, 'Changed elsewhere')).toBeVisible();
  day = await openDay(page, today);
  await expect(day.getByRole('textbox', { name: 'Note' })).toHaveValue('Chest day, edited on the laptop');
  await expect(day.getByText(SAVED)).toHaveCount(0);
  const notes = await apiGet<Note[]>(request, tokens.token, '/api/calendar-notes');
  expect(notes.map((note) => note.note)).toEqual(['Chest day, edited on the laptop']);
});
