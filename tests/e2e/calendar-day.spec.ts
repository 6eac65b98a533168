import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function post(request: APIRequestContext, token: string, path: string, data: Record<string, unknown>) {
  const answer = await request.post(path, { headers: { Authorization: `Bearer ${token}` }, data });
  expect(answer.status(), await answer.text()).toBe(201);
}

const session = { caloriesBurned: 150, difficultyLevel: 3, perceivedExertion: 6, completionRate: 100 };
const at = (day: Date, hours: number, minutes: number) =>
  new Date(day.getFullYear(), day.getMonth(), day.getDate(), hours, minutes);
const dayKey = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const gridLabel = (date: Date) => date.toLocaleDateString('en-US', { month: 'long', day: 'numeric' });
const dialogTitle = (date: Date) =>
  date.toLocaleDateString('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

/** Opens a day of the calendar page, moving to its month first when the grid shows another. */
async function openDay(page: Page, date: Date) {
  await page.goto('/calendar');
  if (date.getMonth() !== new Date().getMonth()) {
    await page.getByRole('button', { name: 'Previous month' }).click();
  }
  await page
    .getByRole('list', { name: /^Days of / })
    .getByRole('button', { name: new RegExp(`^${gridLabel(date)}(:|$)`) })
    .click();
  const dialog = page.getByRole('dialog', { name: dialogTitle(date) });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a calendar day shows its workouts with their figures above the note, and logs another on that day', async ({
  page,
  request,
}) => {
  const { token, refreshToken } = await signUpThroughApi(request, newMember());
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 2);
  await post(request, token, '/api/workouts', {
    ...session,
    name: 'Dumbbell Bench Press',
    category: 'dumbbells',
    duration: 40,
    sets: 3,
    reps: 10,
    weight: 50,
    date: at(day, 7, 30).toISOString(),
  });
  await post(request, token, '/api/workouts', {
    ...session,
    name: 'Running',
    category: 'cardio',
    duration: 28,
    distance: 3.1,
    date: at(day, 18, 15).toISOString(),
  });
  await post(request, token, '/api/calendar-notes', { date: dayKey(day), note: 'Legs were tired' });
  await openSignedIn(page, { token, refreshToken }, '/calendar');

  const dialog = await openDay(page, day);
  const done = dialog.getByRole('list', { name: 'Workouts' }).getByRole('listitem');
  await expect(done).toHaveCount(2);
  await expect(done.nth(0)).toContainText('Dumbbell Bench Press');
  await expect(done.nth(0)).toContainText('7:30 AM');
  await expect(done.nth(0)).toContainText('3 × 10 × 50 lbs');
  await expect(done.nth(1)).toContainText('Running');
  await expect(done.nth(1)).toContainText('6:15 PM');
  await expect(done.nth(1)).toContainText('3.1 mi · 28 min');
  const note = dialog.getByRole('textbox', { name: 'Note' });
  await expect(note).toHaveValue('Legs were tired');
  const listBottom = (await done.nth(1).boundingBox())?.y ?? Number.POSITIVE_INFINITY;
  const noteTop = (await note.boundingBox())?.y ?? 0;
  expect(listBottom).toBeLessThan(noteTop);
  await page.screenshot({ path: test.info().outputPath('calendar-day-390.png') });

  // "Log Workout for This Day" opens the log with that day's date already set.
  await dialog.getByRole('link', { name: 'Log Workout for This Day' }).click();
  await expect(page).toHaveURL(new RegExp(`/workouts\\?day=${dayKey(day)}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Logging for' })).toContainText(dialogTitle(day));
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('plank');
  await page
    .getByRole('list', { name: 'Exercises' })
    .getByRole('button', { name: /^Plank/ })
    .click();
  await page.getByRole('dialog', { name: 'Plank' }).getByRole('button', { name: 'Start Workout' }).click();
  const log = page.getByRole('dialog', { name: 'Log Plank' });
  await expect(log.getByLabel('When')).toHaveValue(new RegExp(`^${dayKey(day)}T`));
  await log.getByRole('button', { name: 'Log Workout' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Workout Logged! 🔥' })).toBeVisible();

  const after = await openDay(page, day);
  await expect(after.getByRole('list', { name: 'Workouts' }).getByRole('listitem')).toHaveCount(3);
  await expect(after.getByRole('list', { name: 'Workouts' })).toContainText('Plank');
});

test('a future day offers only its note, an empty past day says so, and Log Workout opens the Workouts page', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/calendar');

  await page.getByRole('button', { name: 'Next month' }).click();
  await page
    .getByRole('list', { name: /^Days of / })
    .getByRole('button', { name: /^\w+ 15$/ })
    .click();
  const future = page.getByRole('dialog');
  await expect(future.getByText('This day is still to come: add a note to plan it.')).toBeVisible();
  await expect(future.getByRole('link', { name: 'Log Workout for This Day' })).toHaveCount(0);
  await expect(future.getByRole('form', { name: 'Add Note' })).toBeVisible();
  await future.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Previous month' }).click();
  await page
    .getByRole('list', { name: /^Days of / })
    .getByRole('button', { name: new RegExp(`^${gridLabel(new Date())}$`) })
    .click();
  const today = page.getByRole('dialog', { name: dialogTitle(new Date()) });
  await expect(today.getByText('No workouts logged on this day.')).toBeVisible();
  await expect(today.getByRole('link', { name: 'Log Workout for This Day' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Log Workout', exact: true }).click();
  await expect(page).toHaveURL(/\/workouts$/);
  await expect(page.getByRole('heading', { name: 'Log Workout' })).toBeVisible();
});

test('a day whose workouts could not be loaded says so and loads them on Try again', async ({
  page,
  request,
}) => {
  const { token, refreshToken } = await signUpThroughApi(request, newMember());
  await post(request, token, '/api/workouts', {
    ...session,
    name: 'Rowing',
    category: 'cardio',
    duration: 20,
    distance: 2.5,
  });
  let failures = 1;
  await page.route('**/api/workouts/range/**', (route) =>
    failures-- > 0
      ? route.fulfill({ status: 503, json: { error: 'unavailable', message: 'Try again later' } })
      : route.fallback(),
  );
  // Signed in without opening the calendar yet: its first range request is the one that fails.
  await openSignedIn(page, { token, refreshToken }, '/api/health');
  const dialog = await openDay(page, new Date());
  await expect(dialog.getByRole('alert')).toContainText("Unable to load this day's workouts");
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('list', { name: 'Workouts' })).toContainText('2.5 mi · 20 min');
  await expect(dialog.getByRole('alert')).toHaveCount(0);
});

test('searching "bench" in the log lists a bench press first', async ({ page, request }) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/workouts');
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('bench');
  const found = page.getByRole('list', { name: 'Exercises' }).getByRole('listitem');
  await expect(found.first()).toContainText(/Bench Press/);
  await expect(found.nth(1)).toContainText(/Bench Press/);
  await expect(found.nth(2)).toContainText(/Bench Press/);
});
