import { expect, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';

test('a member finds an exercise, logs it with sets, reps and weight, and sees it everywhere', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()));
  const stats = page.getByRole('region', { name: 'Your stats' });
  await expect(stats.getByText('Total Workouts')).toBeVisible();
  await expect(page.getByText('No workouts yet. Start your first workout!')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Welcome' }).getByText('Start today!')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('squat');
  const exercises = page.getByRole('list', { name: 'Exercises' });
  await expect(exercises.getByRole('button')).not.toHaveCount(0);
  await exercises.getByRole('button', { name: /^Barbell Back Squat/ }).click();

  const instructions = page.getByRole('dialog', { name: 'Barbell Back Squat' });
  await expect(instructions.getByRole('heading', { name: 'How to do it' })).toBeVisible();
  await expect(instructions.getByText('Quadriceps')).toBeVisible();
  await instructions.getByRole('button', { name: 'Start Workout' }).click();

  const log = page.getByRole('dialog', { name: 'Log Barbell Back Squat' });
  await expect(log.getByText('Estimated calories: 132')).toBeVisible();
  await log.getByLabel('Duration').fill('45');
  await expect(log.getByText('Estimated calories: 198')).toBeVisible();
  await log.getByLabel('Sets').fill('3');
  await log.getByLabel('Reps').fill('8');
  await log.getByLabel('Weight (lbs)').fill('135');
  await log.getByRole('button', { name: 'Log Workout' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Workout Logged! 🔥' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const recent = page.getByRole('list', { name: 'Recent workouts' });
  await expect(recent.getByText('Barbell Back Squat')).toBeVisible();
  await expect(recent.getByText('Today')).toBeVisible();
  await expect(recent.getByText('3 × 8 · 135 lbs')).toBeVisible();
  await expect(stats.getByText('Total Workouts').locator('..').getByText('1', { exact: true })).toBeVisible();
  await expect(
    stats.getByText('Calories Burned').locator('..').getByText('198', { exact: true }),
  ).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Welcome' }).getByText('1 day', { exact: true }),
  ).toBeVisible();
});

test('View All shows the whole library and a search without match says so', async ({ page, request }) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()));
  const exercises = page.getByRole('list', { name: 'Exercises' }).getByRole('button');
  await expect(exercises).toHaveCount(6);
  await page.getByRole('button', { name: /View All/ }).click();
  expect(await exercises.count()).toBeGreaterThan(6);
  await page.getByRole('button', { name: 'Show Less' }).click();
  await expect(exercises).toHaveCount(6);

  await page.getByRole('button', { name: 'Yoga', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Yoga', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(exercises.first()).toContainText('Yoga');

  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('underwater basket weaving');
  await expect(page.getByText('No exercises match the search')).toBeVisible();
});

test('on /workouts a member corrects and removes a session, with stats following', async ({
  page,
  request,
}) => {
  const tokens = await signUpThroughApi(request, newMember());
  const logged = await request.post('/api/workouts', {
    headers: { Authorization: `Bearer ${tokens.token}` },
    data: {
      name: 'Running',
      category: 'cardio',
      duration: 30,
      caloriesBurned: 132,
      difficultyLevel: 3,
      perceivedExertion: 5,
      completionRate: 100,
      distance: 3.1,
    },
  });
  expect(logged.status()).toBe(201);

  await openSignedIn(page, tokens, '/workouts');
  await expect(page.getByRole('heading', { level: 1, name: 'Workouts' })).toBeVisible();
  const history = page.getByRole('list', { name: 'Workout history' });
  await expect(history.getByText('Running')).toBeVisible();
  await expect(page.getByRole('region', { name: 'This Week' }).getByText('Cardio')).toBeVisible();

  await history.getByRole('button', { name: 'Edit Running' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Workout' });
  await edit.getByLabel('Duration').fill('60');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Workout Updated' })).toBeVisible();
  await expect(history.getByText('60 min')).toBeVisible();

  await history.getByRole('button', { name: 'Delete Running' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this workout?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('No workouts yet. Start your first workout!')).toBeVisible();
});

test('Quick Actions reach the logger and the other pages', async ({ page, request }) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()));
  await page.getByRole('button', { name: 'Quick actions' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quick Actions' });
  await expect(dialog.getByRole('link', { name: 'View Progress' })).toBeVisible();
  await dialog.getByRole('link', { name: 'Browse Workouts' }).click();
  await expect(page).toHaveURL(/\/workouts$/);
});

test('a name the library lacks is logged as the member’s own exercise and found by search afterwards', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()));
  const search = page.getByRole('searchbox', { name: 'Search exercises' });
  await search.fill('Sled Push');
  await expect(page.getByText('No exercises match the search')).toBeVisible();
  await page.getByRole('button', { name: 'Log “Sled Push” as your own exercise' }).click();

  const log = page.getByRole('dialog', { name: 'Log Sled Push' });
  await log.getByLabel('Category').selectOption({ label: 'Strength' });
  await log.getByLabel('Sets').fill('4');
  await log.getByLabel('Reps').fill('10');
  await log.getByRole('button', { name: 'Log Workout' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Workout Logged! 🔥' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent workouts' }).getByText('Sled Push')).toBeVisible();

  await search.fill('sled');
  const card = page.getByRole('list', { name: 'Exercises' }).getByRole('button', { name: /^Sled Push/ });
  await expect(card).toContainText('Your own exercise');
  await card.click();
  await page
    .getByRole('dialog', { name: 'Sled Push' })
    .getByRole('button', { name: 'Start Workout' })
    .click();
  await expect(page.getByRole('dialog', { name: 'Log Sled Push' }).getByLabel('Category')).toHaveCount(0);
});

test('a recommended workout opens the log dialog at its exercise and length', async ({ page, request }) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()));
  const card = page.getByRole('region', { name: 'Recommended Workouts' });
  const first = card.getByRole('listitem').first();
  const details = (await first.getByText(/min · logged as /).textContent()) ?? '';
  const [, minutes, exercise] = details.match(/^(\d+) min · logged as (.+)$/) ?? [];
  await first.getByRole('button', { name: /^Log / }).click();

  const log = page.getByRole('dialog', { name: `Log ${exercise}` });
  await expect(log.getByLabel('Duration')).toHaveValue(String(minutes));
  await log.getByRole('button', { name: 'Log Workout' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Workout Logged! 🔥' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recent workouts' }).getByText(exercise ?? '')).toBeVisible();
});
