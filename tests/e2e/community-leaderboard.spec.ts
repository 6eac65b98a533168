import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  expect,
  newMember,
  openLogFromDashboardSearch,
  openSignedIn,
  signUpThroughApi,
  test,
} from './fixtures.ts';

// The first test expects the feed to be empty, and no other spec posts: run these in order.
test.describe.configure({ mode: 'serial' });

async function logSetsThroughApi(request: APIRequestContext, token: string, sets: number, reps: number) {
  const answer = await request.post('/api/workouts', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name: 'Goblet Squat', category: 'dumbbells', duration: 30, caloriesBurned: 132, sets, reps },
  });
  expect(answer.status(), await answer.text()).toBe(201);
}

/** A second member in their own browser context, failing the test on any page error of theirs. */
async function secondMemberPage(
  browser: Browser,
  baseURL: string | undefined,
  errors: string[],
): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  page.on('pageerror', (error) => errors.push(`second member pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(`second member console: ${message.text()}`);
  });
  return page;
}

const rankings = (page: Page) => page.getByRole('list', { name: 'Full rankings' });

/**
 * The members a test signed up. The feed and the leaderboard are shared by every member, so after
 * each test their posts go and they leave the leaderboard: a retry, or the file run again, starts
 * as the first run did, from an empty feed and a board without them.
 */
const membersOfThisAttempt: string[] = [];
async function signUp(request: APIRequestContext, member: ReturnType<typeof newMember>) {
  const tokens = await signUpThroughApi(request, member);
  membersOfThisAttempt.push(tokens.token);
  return tokens;
}

test.afterEach(async ({ request }) => {
  const tokens = membersOfThisAttempt.splice(0);
  for (const token of tokens) {
    const headers = { Authorization: `Bearer ${token}` };
    const feed = await request.get('/api/community/posts?limit=50', { headers });
    const posts = feed.ok() ? ((await feed.json()) as { id: string; isOwn: boolean }[]) : [];
    for (const post of posts.filter((candidate) => candidate.isOwn))
      await request.delete(`/api/community/posts/${post.id}`, { headers });
    await request.patch('/api/user/privacy', { headers, data: { showOnLeaderboard: false } });
  }
});

test('two members: one shares, the other likes; both climb the leaderboard until one opts out', async ({
  page,
  request,
  browser,
  baseURL,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const ada = newMember({ firstName: 'Ada', lastName: 'Lovelace' });
  const ben = newMember({ firstName: 'Ben', lastName: 'Okoro' });
  const adaTokens = await signUp(request, ada);
  const benTokens = await signUp(request, ben);

  // Ada: the empty feed offers a first post; Share stays disabled for blank text.
  await openSignedIn(page, adaTokens, '/community');
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page.getByText('No posts yet')).toBeVisible();
  const composer = page.getByRole('textbox', { name: 'Your post' });
  const shareButton = page.getByRole('button', { name: 'Share', exact: true });
  await expect(shareButton).toBeDisabled();
  await page.getByRole('button', { name: 'Create First Post' }).click();
  await expect(composer).toHaveValue(/Just finished a great workout!/);
  await expect(composer).toBeFocused();
  await composer.fill('   ');
  await expect(shareButton).toBeDisabled();
  await composer.fill('  Morning squats done, legs like jelly!  ');
  await expect(page.getByText('37/500')).toBeVisible();
  await page.getByLabel('Post type').selectOption({ label: 'Workout Progress' });
  await shareButton.click();
  await expect(page.getByRole('status').filter({ hasText: 'Post shared!' })).toBeVisible();
  await expect(composer).toHaveValue('');
  const adaPost = page.getByRole('article', { name: 'Ada Lovelace' });
  await expect(adaPost.getByText('Morning squats done, legs like jelly!', { exact: true })).toBeVisible();
  await expect(adaPost.getByText('Just now')).toBeVisible();
  await expect(adaPost.getByText('Workout Progress')).toBeVisible();
  await expect(adaPost.getByText('0 likes')).toBeVisible();

  // Ben, in his own browser, sees the post with Ada's name and username, and likes it once.
  const benPage = await secondMemberPage(browser, baseURL, consoleErrors);
  await openSignedIn(benPage, benTokens, '/community');
  const seenByBen = benPage.getByRole('article', { name: 'Ada Lovelace' });
  await expect(seenByBen.getByText('Morning squats done, legs like jelly!')).toBeVisible();
  await expect(seenByBen.getByText(`@${ada.username}`)).toBeVisible();
  await expect(seenByBen.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  const likeButton = seenByBen.getByRole('button', { name: 'Like' });
  await likeButton.click();
  await expect(seenByBen.getByText('1 like', { exact: true })).toBeVisible();
  await expect(likeButton).toHaveAttribute('aria-pressed', 'true');

  // Ada sees the count on her post.
  await page.reload();
  await expect(adaPost.getByText('1 like', { exact: true })).toBeVisible();

  // Both log sets and reps: Ada with the logger, Ben through the API.
  await page.goto('/');
  const log = await openLogFromDashboardSearch(page, 'squat', 'Barbell Back Squat');
  await log.getByLabel('Sets').fill('4');
  await log.getByLabel('Reps').fill('10');
  await log.getByRole('button', { name: 'Log Workout' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Workout Logged!' })).toBeVisible();
  await logSetsThroughApi(request, benTokens.token, 3, 8);

  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Leaderboard summary' }).getByText('Top Score'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Top Performers' })).toBeVisible();
  const adaRow = rankings(page)
    .getByRole('listitem')
    .filter({ hasText: `@${ada.username}` });
  await expect(adaRow.getByText('40 reps')).toBeVisible();
  await expect(adaRow.getByText('You')).toBeVisible();
  await expect(
    rankings(page)
      .getByRole('listitem')
      .filter({ hasText: `@${ben.username}` }),
  ).toContainText('24 reps');
  await page.getByRole('button', { name: 'This Week' }).click();
  await expect(page.getByRole('button', { name: 'This Week' })).toHaveAttribute('aria-pressed', 'true');
  await expect(
    rankings(page)
      .getByRole('listitem')
      .filter({ hasText: `@${ada.username}` }),
  ).toContainText('40 reps');

  // Ben leaves the leaderboard in Settings.
  await benPage.goto('/settings');
  const onBoard = benPage.getByRole('switch', { name: 'Show me on the leaderboard' });
  await expect(onBoard).toBeChecked();
  await onBoard.click();
  await expect(benPage.getByRole('status').filter({ hasText: 'Privacy settings saved' })).toBeVisible();
  await expect(onBoard).not.toBeChecked();
  await benPage.goto('/leaderboard');
  await expect(benPage.getByText('You are hidden from the leaderboard.')).toBeVisible();
  await expect(
    rankings(benPage)
      .getByRole('listitem')
      .filter({ hasText: `@${ben.username}` }),
  ).toHaveCount(0);

  // Ada's board no longer lists him.
  await page.reload();
  await expect(
    rankings(page)
      .getByRole('listitem')
      .filter({ hasText: `@${ada.username}` }),
  ).toBeVisible();
  await expect(
    rankings(page)
      .getByRole('listitem')
      .filter({ hasText: `@${ben.username}` }),
  ).toHaveCount(0);
  await benPage.context().close();
});

test('a member deletes their own post after confirming, and hides their streak from posts', async ({
  page,
  request,
}) => {
  const member = newMember({ firstName: 'Cleo', lastName: 'Brandt' });
  const tokens = await signUp(request, member);
  await logSetsThroughApi(request, tokens.token, 2, 10);
  await openSignedIn(page, tokens, '/community');

  await page.getByRole('textbox', { name: 'Your post' }).fill('Two sets today, more tomorrow.');
  await page.getByLabel('Attach a workout').selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const post = page.getByRole('article', { name: 'Cleo Brandt' });
  await expect(post.getByText('Goblet Squat')).toBeVisible();
  await expect(post.getByText('30 min')).toBeVisible();
  await expect(post.getByText('1 day streak')).toBeVisible();

  await page.goto('/settings');
  await page.getByRole('switch', { name: 'Show my streak on my posts' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Privacy settings saved' })).toBeVisible();
  await page.goto('/community');
  await expect(post.getByText('Two sets today, more tomorrow.')).toBeVisible();
  await expect(post.getByText(/day streak/)).toHaveCount(0);

  await post.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this post?' });
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Post deleted' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Cleo Brandt' })).toHaveCount(0);
});
