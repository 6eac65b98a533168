import type { APIRequestContext, Page } from '@playwright/test';
import { expect, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';
import { expectPhoneFriendly } from './phone-checks.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Every area of the app and where it lives, in the menu's order. */
const AREAS = [
  ['Dashboard', '/'],
  ['Workouts', '/workouts'],
  ['Progress', '/progress'],
  ['Calendar', '/calendar'],
  ['Mile Tracker', '/mile-tracker'],
  ['Community', '/community'],
  ['Leaderboard', '/leaderboard'],
  ['Meal Plans', '/meal-plans'],
  ['Food Log', '/food-log'],
  ['Trainers', '/trainers'],
  ['Premium', '/subscription'],
  ['Settings', '/settings'],
] as const;

/** A member a few days into training: a strength and a cardio workout, and a weekly goal. */
async function memberWithWorkoutsAndGoals(request: APIRequestContext) {
  const tokens = await signUpThroughApi(request, newMember());
  const headers = { Authorization: `Bearer ${tokens.token}` };
  const workouts = [
    {
      name: 'Bench Press',
      category: 'strength',
      sets: 3,
      reps: 5,
      weight: 205,
      date: new Date().toISOString(),
    },
    {
      name: 'Running',
      category: 'cardio',
      distance: 3.1,
      date: new Date(Date.now() - DAY_MS).toISOString(),
    },
  ];
  for (const workout of workouts) {
    const answer = await request.post('/api/workouts', {
      headers,
      data: { duration: 30, caloriesBurned: 250, difficultyLevel: 3, perceivedExertion: 6, ...workout },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  const goal = await request.post('/api/goals', { headers, data: { type: 'workouts', target: 4 } });
  expect(goal.status(), await goal.text()).toBe(201);
  return tokens;
}

async function screenshot(page: Page, name: string, fullPage = true) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage });
}

const openMenu = (page: Page) => page.getByRole('button', { name: 'Open menu' }).click();

test('the menu lists all eleven areas', async ({ page, request }) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()));
  await openMenu(page);
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu.getByRole('link')).toHaveText(AREAS.map(([label]) => label));
  await screenshot(page, 'phone-menu', false);
});

test('every area is two taps away from every other: the menu, then the area', async ({ page, request }) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()));
  // Walking the areas in a circle opens the menu once on every area's page.
  for (const [label, href] of [...AREAS.slice(1), AREAS[0]]) {
    await openMenu(page);
    await page
      .getByRole('navigation', { name: 'Menu' })
      .getByRole('link', { name: label, exact: true })
      .click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Menu' })).toBeHidden();
  }
});

test('opening the user menu closes the main menu, and the other way round', async ({ page, request }) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()));
  const mainMenu = page.getByRole('navigation', { name: 'Menu' });
  const userMenu = page.getByRole('menu', { name: 'User menu' });
  await openMenu(page);
  await page.getByRole('button', { name: /user menu$/ }).click();
  await expect(userMenu).toBeVisible();
  await expect(mainMenu).toBeHidden();
  await openMenu(page);
  await expect(mainMenu).toBeVisible();
  await expect(userMenu).toBeHidden();
});

test('sign-out is in the user menu, set apart, and nowhere beside the avatar', async ({ page, request }) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()));
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /sign out/i })).toHaveCount(0);
  await expect(header.getByRole('button', { name: /sign out/i })).toHaveCount(0);
  await page.getByRole('button', { name: /user menu$/ }).click();
  await expectPhoneFriendly(page, 'the user menu', { scrollToEnd: false });
  await screenshot(page, 'phone-user-menu', false);
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: /sign in/i }).first()).toBeVisible();
});

for (const [where, path, ready] of [
  ['the dashboard', '/', 'Recent Workouts'],
  ['workouts with history', '/workouts', 'Bench Press'],
  ['the calendar', '/calendar', 'Workout Calendar'],
  ['settings', '/settings', 'Settings'],
  ['the mile tracker', '/mile-tracker', 'Mile Tracker'],
  ['progress', '/progress', 'Progress'],
  ['community', '/community', 'Community'],
  ['the leaderboard', '/leaderboard', 'Leaderboard'],
  ['meal plans', '/meal-plans', 'Meal Plans'],
  ['routines', '/routines', 'Routines'],
  ['a new routine', '/routines/new', 'New Routine'],
  ['the live session', '/workouts/live?exercise=Bench%20Press&category=strength', 'Live workout'],
  ['premium', '/subscription', 'Premium'],
] as const) {
  test(`${where} passes the phone checks`, async ({ page, request }) => {
    await openSignedIn(page, await memberWithWorkoutsAndGoals(request), path);
    await expect(page.getByRole('main').getByText(ready, { exact: true }).first()).toBeVisible();
    await expectPhoneFriendly(page, where);
    await screenshot(page, `phone-${path.replace(/\W/g, '') || 'dashboard'}`);
  });
}

test('an exercise’s history passes the phone checks', async ({ page, request }) => {
  const tokens = await memberWithWorkoutsAndGoals(request);
  const found = await request.get('/api/exercises?search=Bench%20Press', {
    headers: { Authorization: `Bearer ${tokens.token}` },
  });
  const [bench] = (await found.json()) as { id: string; name: string }[];
  expect(bench?.name).toBe('Bench Press');
  await openSignedIn(page, tokens, `/exercises/${bench?.id}`);
  await expect(page.getByRole('heading', { name: 'Bench Press', level: 1 })).toBeVisible();
  await expectPhoneFriendly(page, 'exercise history');
  await screenshot(page, 'phone-exercise-detail');
});

for (const [where, path, ready] of [
  ['the landing page', '/', 'Get Started Free'],
  ['sign-in', '/auth?mode=signin', 'Sign In'],
  ['sign-up', '/auth?mode=signup', 'Create Account'],
] as const) {
  test(`${where}, signed out, passes the phone checks`, async ({ page }) => {
    await page.goto(path);
    await expect(
      page
        .getByRole('button', { name: ready })
        .or(page.getByRole('link', { name: ready }))
        .first(),
    ).toBeVisible();
    await expectPhoneFriendly(page, where);
    await screenshot(page, `phone-signed-out-${path.replace(/\W/g, '') || 'landing'}`);
  });
}

test("the mile tracker's Run, Walk and Bike icons keep their size on a phone", async ({ page, request }) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/mile-tracker');
  const activity = page.getByRole('group', { name: 'Activity' });
  for (const name of ['Run', 'Walk', 'Bike']) {
    const icon = activity.locator('label', { hasText: name }).locator('svg');
    const box = await icon.boundingBox();
    expect(box?.width, `${name} icon width`).toBeGreaterThanOrEqual(18);
  }
});

test('the dialogs of workouts, the dashboard and the calendar pass the phone checks', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await memberWithWorkoutsAndGoals(request), '/workouts');
  const dialog = page.getByRole('dialog');
  const checkDialog = async (opener: string, where: string) => {
    await page.getByRole('button', { name: opener, exact: true }).first().click();
    await expect(dialog).toBeVisible();
    await expectPhoneFriendly(page, where, { scrollToEnd: false });
    await screenshot(page, `phone-dialog-${where.replace(/\W+/g, '-')}`, false);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };
  await checkDialog('Edit Bench Press', 'edit workout');
  await checkDialog('Delete Bench Press', 'delete workout');
  await page.getByRole('list', { name: 'Exercises' }).getByRole('button').first().click();
  await expect(dialog).toBeVisible();
  await expectPhoneFriendly(page, 'log workout', { scrollToEnd: false });
  await screenshot(page, 'phone-dialog-log-workout', false);
  await page.keyboard.press('Escape');

  await page.goto('/');
  await checkDialog('Quick actions', 'quick actions');
  await page.goto('/calendar');
  await page
    .getByRole('list', { name: /^Days of / })
    .getByRole('button')
    .nth(10)
    .click();
  await expect(dialog).toBeVisible();
  await expectPhoneFriendly(page, 'a calendar day', { scrollToEnd: false });
});

test('the dialogs of the exercise library, the profile, settings, routines and the live session pass the phone checks', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const tokens = await memberWithWorkoutsAndGoals(request);
  const routine = await request.post('/api/routines', {
    headers: { Authorization: `Bearer ${tokens.token}` },
    data: {
      name: 'Push Day',
      exercises: [
        { name: 'Bench Press', category: 'strength', restSeconds: 90, sets: [{ weight: 185, reps: 5 }] },
      ],
    },
  });
  expect(routine.status(), await routine.text()).toBe(201);
  // The open one: a dialog just closed is still fading out, and counts as visible until it has.
  const dialog = page.getByRole('dialog').and(page.locator('[open]'));
  const check = async (where: string) => {
    await expect(dialog).toBeVisible();
    await expectPhoneFriendly(page, where, { scrollToEnd: false });
    await screenshot(page, `phone-dialog-${where.replace(/\W+/g, '-')}`, false);
  };
  // A closing dialog stays in the page while it fades out: the next one is opened only once it left.
  const close = async () => {
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  };

  await openSignedIn(page, tokens, '/workouts');
  await page
    .getByRole('list', { name: 'Exercises' })
    .getByRole('button', { name: /^Deadlift/ })
    .click();
  await check('exercise instructions');
  await dialog.getByRole('button', { name: 'Start Workout' }).click();
  await expect(page.getByRole('dialog', { name: 'Log Deadlift' })).toBeVisible();
  await check('log a library exercise');
  await close();

  await page.getByRole('button', { name: /user menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();
  await check('profile editor');
  await close();

  await page.goto('/settings');
  await page
    .getByRole('region', { name: 'Your data' })
    .getByRole('button', { name: 'Delete account' })
    .click();
  await check('delete account');
  await close();

  await page.goto('/routines');
  await page.getByRole('button', { name: 'Delete Push Day' }).click();
  await check('delete routine');
  await close();

  await page.getByRole('link', { name: 'Start Push Day' }).click();
  await expect(page.getByRole('heading', { name: 'Live workout', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add exercise' }).click();
  await page.getByRole('dialog', { name: 'Add exercise' }).getByRole('searchbox').fill('row');
  await check('add exercise');
  // The first Escape empties the search field, the second closes the dialog.
  await page.keyboard.press('Escape');
  await close();
  await expect(dialog).toBeHidden();
  // A ticked set makes removing the exercise ask first.
  await page
    .getByRole('region', { name: 'Bench Press', exact: true })
    .getByRole('button', { name: 'Complete set 1' })
    .click();
  await page.getByRole('button', { name: 'Remove Bench Press' }).click();
  await check('remove exercise');
  await close();
  await page.getByRole('button', { name: 'Finish', exact: true }).click();
  await check('finish workout');
  await close();
  await page.getByRole('button', { name: 'Discard', exact: true }).click();
  await check('discard workout');
});

test('the dialogs of meal plans and the community pass the phone checks', async ({ page, request }) => {
  const tokens = await memberWithWorkoutsAndGoals(request);
  const post = await request.post('/api/community/posts', {
    headers: { Authorization: `Bearer ${tokens.token}` },
    data: { content: 'Five sets of five at 205 today.' },
  });
  expect(post.status(), await post.text()).toBe(201);
  const dialog = page.getByRole('dialog');

  await openSignedIn(page, tokens, '/meal-plans');
  await page.getByRole('button', { name: 'Generate AI Meal Plan' }).click();
  await expect(dialog).toBeVisible();
  await expectPhoneFriendly(page, 'generate a meal plan', { scrollToEnd: false });
  await screenshot(page, 'phone-dialog-generate-meal-plan', false);
  await page.keyboard.press('Escape');

  await page.goto('/community');
  await page.getByRole('button', { name: 'Delete', exact: true }).first().click();
  await expect(dialog).toBeVisible();
  await expectPhoneFriendly(page, 'delete a post', { scrollToEnd: false });
  await screenshot(page, 'phone-dialog-delete-post', false);
});
