import { expect, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

test('after four easy sessions the bell suggests a harder level, and applying it sets the next log', async ({
  page,
  request,
}) => {
  const tokens = await signUpThroughApi(request, newMember());
  for (const [index, exertion] of [3, 4, 3, 3].entries()) {
    const answer = await request.post('/api/workouts', {
      headers: { Authorization: `Bearer ${tokens.token}` },
      data: {
        name: 'Bench Press',
        category: 'strength',
        duration: 30,
        caloriesBurned: 132,
        difficultyLevel: 3,
        perceivedExertion: exertion,
        completionRate: 100,
        date: new Date(Date.now() - (4 - index) * 2 * DAY_MS).toISOString(),
      },
    });
    expect(answer.status()).toBe(201);
  }
  await openSignedIn(page, tokens);

  const bell = page.getByRole('button', { name: 'AI suggestions, 1 waiting' });
  await expect(bell).toBeVisible();
  // The analytics section loads when it scrolls into view.
  await expect(page.getByRole('heading', { name: 'Recent Workouts' })).toBeVisible();
  const analytics = page.getByRole('region', { name: 'AI Performance Analytics' });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(analytics.getByText('Bench Press')).toBeVisible({ timeout: 1000 });
  }).toPass();
  await page.evaluate(() => window.scrollTo(0, 0));
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'AI Fitness Coach' });
  await expect(panel.getByText('1 intelligent suggestion waiting')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Overall Assessment' })).toBeVisible();
  await expect(panel.getByText('Bench Press is ready for a harder level.')).toBeVisible();
  await expect(panel.getByRole('heading', { name: 'Ready to Apply (1)' })).toBeVisible();
  await expect(panel.getByText('Powered by AI • Updates automatically based on your workouts')).toBeVisible();
  await panel.getByRole('button', { name: 'Apply level 4 for Bench Press' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Adjustments Applied!' })).toContainText(
    'Successfully applied 1 difficulty adjustment',
  );
  await expect(page.getByRole('button', { name: 'AI suggestions', exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('searchbox', { name: 'Search exercises' }).fill('bench press');
  await page
    .getByRole('list', { name: 'Exercises' })
    .getByRole('button', { name: /^Bench Press/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Bench Press' })
    .getByRole('button', { name: 'Start Workout' })
    .click();
  const log = page.getByRole('dialog', { name: 'Log Bench Press' });
  await expect(log.getByLabel('Difficulty')).toHaveValue('4');
  await expect(log.getByText('4 - Hard')).toBeVisible();
});
