import type { APIRequestContext } from '@playwright/test';
import { expect, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function logWorkout(request: APIRequestContext, token: string, body: Record<string, unknown>) {
  const answer = await request.post('/api/workouts', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      duration: 30,
      caloriesBurned: 132,
      difficultyLevel: 3,
      perceivedExertion: 5,
      completionRate: 100,
      ...body,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

const dayLabel = (date: Date) => date.toLocaleDateString('en-US', { month: 'long', day: 'numeric' });

test('the calendar shows a dot per category on the right days, and a note can be added, edited and deleted', async ({
  page,
  request,
}) => {
  const tokens = await signUpThroughApi(request, newMember());
  const now = new Date();
  const yesterday = new Date(now.getTime() - DAY_MS);
  await logWorkout(request, tokens.token, { name: 'Goblet Squat', category: 'dumbbells' });
  await logWorkout(request, tokens.token, {
    name: 'Running',
    category: 'cardio',
    date: yesterday.toISOString(),
  });
  await openSignedIn(page, tokens, '/calendar');

  await expect(page.getByRole('heading', { level: 1, name: 'Workout Calendar' })).toBeVisible();
  const days = page.getByRole('list', { name: /^Days of / });
  await expect(days.getByRole('listitem')).toHaveCount(42);
  await expect(
    days.getByRole('button', { name: `${dayLabel(now)}: Strength Training`, exact: true }),
  ).toBeVisible();
  // On the 1st, yesterday may be outside this month's grid: look for it in the previous month.
  const otherMonth = yesterday.getMonth() !== now.getMonth();
  if (otherMonth) await page.getByRole('button', { name: 'Previous month' }).click();
  await expect(
    days.getByRole('button', { name: `${dayLabel(yesterday)}: Cardio`, exact: true }),
  ).toBeVisible();
  if (otherMonth) await page.getByRole('button', { name: 'Next month' }).click();

  await days.getByRole('button', { name: new RegExp(`^${dayLabel(now)}`) }).click();
  const add = page.getByRole('form', { name: 'Add Note' });
  await expect(add.getByRole('button', { name: 'Save Note' })).toBeDisabled();
  await add.getByLabel('Note').fill('   ');
  await expect(add.getByRole('button', { name: 'Save Note' })).toBeDisabled();
  await add.getByLabel('Note').fill('Goblet squats felt smooth');
  await add.getByRole('button', { name: 'Save Note' }).click();
  await expect(
    days.getByRole('button', { name: `${dayLabel(now)}: Strength Training; has a note` }),
  ).toBeVisible();

  await days.getByRole('button', { name: new RegExp(`^${dayLabel(now)}`) }).click();
  const edit = page.getByRole('form', { name: 'Edit Note' });
  await expect(edit.getByLabel('Note')).toHaveValue('Goblet squats felt smooth');
  await edit.getByLabel('Note').fill('Goblet squats felt heavy');
  await edit.getByRole('button', { name: 'Update Note' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await days.getByRole('button', { name: new RegExp(`^${dayLabel(now)}`) }).click();
  await expect(page.getByRole('form', { name: 'Edit Note' }).getByLabel('Note')).toHaveValue(
    'Goblet squats felt heavy',
  );
  await page.getByRole('form', { name: 'Edit Note' }).getByRole('button', { name: 'Delete' }).click();
  await expect(
    days.getByRole('button', { name: `${dayLabel(now)}: Strength Training`, exact: true }),
  ).toBeVisible();
});

test('Setup Goals creates three weekly goals with this week’s progress', async ({ page, request }) => {
  const tokens = await signUpThroughApi(request, newMember());
  await logWorkout(request, tokens.token, {
    name: 'Running',
    category: 'cardio',
    duration: 45,
    caloriesBurned: 198,
  });
  await openSignedIn(page, tokens);

  const goals = page.getByRole('region', { name: 'Weekly Goals' });
  await goals.getByRole('button', { name: 'Setup Goals' }).click();
  await expect(goals.getByText('1 / 5 workouts this week · 20%')).toBeVisible();
  await expect(goals.getByText('45 / 200 min this week · 22%')).toBeVisible();
  await expect(goals.getByText('198 / 1,500 kcal this week · 13%')).toBeVisible();

  await goals.getByRole('button', { name: 'Edit Workouts goal' }).click();
  await goals.getByLabel('Weekly target').fill('1');
  await goals.getByRole('button', { name: 'Save' }).click();
  await expect(goals.getByText('Achieved', { exact: true })).toBeVisible();
  // An achieved goal is not "close": the banner says what happened.
  await expect(goals.getByText('1 of 3 weekly goals achieved. Keep it up!')).toBeVisible();
  await expect(goals.getByText('Great progress!')).toHaveCount(0);

  await goals.getByRole('button', { name: 'Delete Calories burned goal' }).click();
  await expect(goals.getByText(/kcal this week/)).toHaveCount(0);

  // One goal per type: only the type without a goal is offered.
  await goals.getByRole('button', { name: 'Add Goal' }).click();
  await expect(goals.getByLabel('Goal type').getByRole('option')).toHaveText(['Calories burned']);
});

test('the progress page draws its charts and the period selector changes them', async ({ page, request }) => {
  const tokens = await signUpThroughApi(request, newMember());
  await logWorkout(request, tokens.token, {
    name: 'Deadlift',
    category: 'strength',
    weight: 225,
    date: new Date(Date.now() - 3 * DAY_MS).toISOString(),
  });
  await logWorkout(request, tokens.token, { name: 'Deadlift', category: 'strength', weight: 245 });
  await logWorkout(request, tokens.token, { name: 'Bench Press', category: 'strength', weight: 155 });
  await openSignedIn(page, tokens, '/progress');

  await expect(page.getByRole('heading', { level: 1, name: 'Progress' })).toBeVisible();
  const frequency = page.getByRole('figure', { name: 'Workouts per day, last 7 days' });
  await expect(frequency.locator('canvas').first()).toBeVisible();
  await expect(frequency.getByRole('table').getByRole('row')).toHaveCount(8);
  await expect(
    page
      .getByRole('figure', { name: 'Minutes trained per day over the last 14 days' })
      .locator('canvas')
      .first(),
  ).toBeVisible();
  const weight = page.getByRole('list', { name: 'Best weight per exercise in lbs' });
  await expect(weight.getByRole('listitem').filter({ hasText: 'Deadlift' })).toContainText('245 lbs');
  await expect(
    page.getByText('Heaviest lift so far: Deadlift, 245 lbs. 2 exercises have a recorded best.'),
  ).toBeVisible();
  await expect(page.getByText('You are on a 1-day streak.', { exact: false })).toBeVisible();

  // Switching quickly back and forth leaves exactly one chart drawn (and no chart errors).
  for (const label of ['Last 30 days', 'Last 3 months', 'Last 7 days', 'Last 3 months', 'Last 30 days']) {
    await page.getByLabel('Period').selectOption({ label });
  }
  const month = page.getByRole('figure', { name: 'Workouts per day, last 30 days' });
  await expect(month.locator('.uplot')).toHaveCount(1);
  await expect(month.getByRole('table').getByRole('row')).toHaveCount(31);
});
