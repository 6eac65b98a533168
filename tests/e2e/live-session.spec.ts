import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, hasTouch: true });

const BENCH = 'Barbell Bench Press';
const ROW = 'One-Arm Dumbbell Row';

/** Logs the bench press once through the quick log, so the live session has a "previous" and a record to beat. */
async function logQuickBench(page: Page) {
  await page.goto('/workouts');
  await page.getByRole('searchbox', { name: 'Search exercises' }).first().fill(BENCH);
  await page.getByRole('button', { name: `Log “${BENCH}” as your own exercise` }).click();
  const log = page.getByRole('dialog', { name: `Log ${BENCH}` });
  await log.getByLabel('Category').selectOption({ label: 'Strength' });
  await log.getByLabel('Sets').fill('3');
  await log.getByLabel('Reps').fill('8');
  await log.getByLabel('Weight (lbs)').fill('135');
  await log.getByRole('button', { name: 'Log Workout' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Workout Logged! 🔥' })).toBeVisible();
}

async function addExercise(page: Page, search: string, name: string) {
  await page.getByRole('button', { name: 'Add exercise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add exercise' });
  await dialog.getByRole('searchbox', { name: 'Search exercises' }).fill(search);
  await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).click();
  await expect(dialog).toBeHidden();
}

const exercise = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Every control of the screen is at least 44 × 44 px and nothing scrolls sideways. */
async function expectPhoneFriendly(page: Page, area: Locator) {
  const small = await area.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, input, select, textarea, a[href]')]
      .filter((control) => control.getClientRects().length > 0 && !control.closest('dialog'))
      .map((control) => ({
        name: control.getAttribute('aria-label') ?? control.textContent,
        box: control.getBoundingClientRect(),
      }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(({ name, box }) => `${name}: ${Math.round(box.width)}×${Math.round(box.height)}`),
  );
  expect(small).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
}

/** WCAG 2.1 A and AA as axe-core checks them, with "label in name" on. */
async function expectNoAxeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  expect(
    violations.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
    ),
    `axe violations on ${where}`,
  ).toEqual([]);
}

test('a whole live session on a phone: previous sets, rest timer, reload, records, routine and its restart', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await openSignedIn(page, await signUpThroughApi(request, newMember()));
  await logQuickBench(page);

  await page.getByRole('link', { name: 'Start Workout' }).click();
  await expect(page).toHaveURL(/\/workouts\/live$/);
  await expect(page.getByRole('heading', { name: 'Live workout', level: 1 })).toBeVisible();
  await expect(page.getByRole('timer', { name: 'Elapsed time' })).toHaveText(/^0:0\d$/);

  await addExercise(page, 'barbell bench', BENCH);
  const bench = exercise(page, BENCH);
  await expect(bench.getByText('135 lb × 8')).toBeVisible();

  // Set 1 left empty: the tick records last session's 135 × 8 and starts the 90 s rest.
  await bench.getByRole('button', { name: 'Complete set 1' }).click();
  await expect(bench.getByRole('button', { name: 'Complete set 1' })).toHaveAttribute('aria-pressed', 'true');
  await expect(bench.getByLabel('Set 1 weight')).toHaveValue('135');
  await expect(bench.getByLabel('Set 1 reps')).toHaveValue('8');
  const rest = page.getByRole('region', { name: 'Rest timer' });
  await expect(rest.getByRole('timer', { name: 'Rest time left' })).toHaveText(/^1:(30|2\d)$/);
  await rest.getByRole('button', { name: '+15 s' }).click();
  await expect(rest.getByRole('timer', { name: 'Rest time left' })).toHaveText(/^1:(4\d)$/);
  await expectPhoneFriendly(page, page.getByRole('main'));
  await expectNoAxeViolations(page, 'the live session');
  await page.screenshot({ path: 'test-results/live-session-rest.png' });
  await rest.getByRole('button', { name: 'Skip rest' }).click();
  await expect(rest).toBeHidden();

  // A heavier second set, then a second exercise done as a superset with the bench press.
  await bench.getByRole('button', { name: `Add set to ${BENCH}` }).click();
  await bench.getByLabel('Set 2 weight').fill('200');
  await bench.getByLabel('Set 2 reps').fill('3');
  await addExercise(page, 'row', ROW);
  const row = exercise(page, ROW);
  await bench.getByRole('button', { name: `Superset ${BENCH} with ${ROW}` }).click();
  await expect(page.getByRole('region', { name: `Superset: ${BENCH}, ${ROW}` })).toBeVisible();

  await bench.getByRole('button', { name: 'Complete set 2' }).click();
  await expect(row.getByRole('button', { name: 'Complete set 1' })).toBeFocused();
  await expect(rest).toBeHidden();
  await row.getByLabel('Set 1 weight').fill('50');
  await row.getByLabel('Set 1 reps').fill('10');
  await row.getByRole('button', { name: 'Complete set 1' }).click();
  await expect(rest).toBeVisible();
  await row.getByLabel(`Note for ${ROW}`).fill('Bench at 30°');

  // A reload resumes everything: sets, ticks, the superset, the note and the running rest.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Live workout', level: 1 })).toBeVisible();
  await expect(bench.getByLabel('Set 2 weight')).toHaveValue('200');
  await expect(bench.getByRole('button', { name: 'Complete set 2' })).toHaveAttribute('aria-pressed', 'true');
  await expect(row.getByLabel(`Note for ${ROW}`)).toHaveValue('Bench at 30°');
  await expect(page.getByRole('region', { name: `Superset: ${BENCH}, ${ROW}` })).toBeVisible();
  await expect(rest.getByRole('timer', { name: 'Rest time left' })).toHaveText(/^1:[0-3]\d$/);
  await page.screenshot({ path: 'test-results/live-session-restored.png', fullPage: true });

  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Finish this workout?' })
    .getByRole('button', { name: 'Finish workout' })
    .click();
  await expect(page.getByRole('heading', { name: 'Workout complete' })).toBeVisible();
  await expect(page.getByText('New record: Heaviest weight 200 lb')).toBeVisible();
  await expectPhoneFriendly(page, page.getByRole('main'));
  await expectNoAxeViolations(page, 'the summary');
  await page.screenshot({ path: 'test-results/live-session-summary.png', fullPage: true });

  await page.getByRole('button', { name: 'Save as routine' }).click();
  const naming = page.getByRole('dialog', { name: 'Save as routine' });
  await naming.getByLabel('Routine name').fill('Push day');
  await naming.getByRole('button', { name: 'Save routine' }).click();
  await page.getByRole('link', { name: 'Start “Push day”' }).click();

  // The routine starts with its planned sets, last session's beside them, and the note from last time.
  await expect(page).toHaveURL(/\/workouts\/live$/);
  await expect(bench.getByLabel('Set 1 weight')).toHaveValue('135');
  await expect(bench.getByLabel('Set 2 weight')).toHaveValue('200');
  await expect(bench.getByText('135 lb × 8')).toBeVisible();
  await expect(bench.getByText('200 lb × 3')).toBeVisible();
  await expect(row.getByText('50 lb × 10')).toBeVisible();
  await expect(row.getByText('Bench at 30°')).toBeVisible();
  await expect(page.getByRole('region', { name: `Superset: ${BENCH}, ${ROW}` })).toBeVisible();
  await page.screenshot({ path: 'test-results/live-session-routine.png', fullPage: true });
});

test('only one live session at a time, and Discard asks first', async ({ page, request }) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/workouts/live');
  await addExercise(page, 'deadlift', 'Deadlift');
  await page.goto('/workouts/live?exercise=Bench%20Press&category=strength');
  const inProgress = page.getByRole('dialog', { name: 'A workout is in progress' });
  await inProgress.getByRole('button', { name: 'Resume it' }).click();
  await expect(page).toHaveURL(/\/workouts\/live$/);
  await expect(exercise(page, 'Deadlift')).toBeVisible();
  await expect(exercise(page, 'Bench Press')).toHaveCount(0);

  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Discard this workout?' });
  await confirm.getByRole('button', { name: 'Keep going' }).click();
  await expect(exercise(page, 'Deadlift')).toBeVisible();
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await confirm.getByRole('button', { name: 'Discard workout' }).click();
  await expect(page).toHaveURL(/\/workouts$/);
  await expect(page.getByRole('link', { name: 'Start Workout' })).toBeVisible();
});

test('the quick log of a lift offers a live session with that exercise instead', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/workouts');
  await page.getByRole('searchbox', { name: 'Search exercises' }).first().fill('deadlift');
  await page
    .getByRole('list', { name: 'Exercises' })
    .getByRole('button', { name: /^Deadlift/ })
    .click();
  await page.getByRole('dialog', { name: 'Deadlift' }).getByRole('button', { name: 'Start Workout' }).click();
  await page
    .getByRole('dialog', { name: 'Log Deadlift' })
    .getByRole('link', { name: 'Start a live session instead' })
    .click();
  await expect(page.getByRole('heading', { name: 'Live workout', level: 1 })).toBeVisible();
  await expect(exercise(page, 'Deadlift')).toBeVisible();
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Nothing to record yet' })).toBeVisible();
});

test('two tabs on one live session show the same sets, and a tab whose session ended elsewhere says so', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/workouts/live');
  await addExercise(page, 'deadlift', 'Deadlift');
  const other = await page.context().newPage();
  await other.goto('/workouts/live');
  await expect(exercise(other, 'Deadlift')).toBeVisible();

  const deadlift = exercise(page, 'Deadlift');
  await deadlift.getByLabel('Set 1 weight').fill('225');
  await deadlift.getByLabel('Set 1 reps').fill('5');
  await deadlift.getByRole('button', { name: 'Complete set 1' }).click();
  const mirrored = exercise(other, 'Deadlift');
  await expect(mirrored.getByRole('button', { name: 'Complete set 1' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(mirrored.getByLabel('Set 1 weight')).toHaveValue('225');

  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Discard this workout?' })
    .getByRole('button', { name: 'Discard workout' })
    .click();
  await expect(other.getByText('This workout was finished or discarded in another tab.')).toBeVisible();
  await expect(exercise(other, 'Deadlift')).toHaveCount(0);
  // Nothing was started behind the message: the first tab offers no workout to resume.
  await expect(page.getByRole('link', { name: 'Start Workout' })).toBeVisible();
  await other.getByRole('button', { name: 'Start a new workout' }).click();
  await expect(other.getByRole('button', { name: 'Add exercise' })).toBeVisible();
  await other.close();
});
