import { expect, GREETING, newMember, openSignedIn, signOut, signUpThroughApi, test } from './fixtures.ts';

test('a visitor creates an account from the landing page and is greeted by name', async ({ page }) => {
  const member = newMember();
  await page.goto('/');
  await expect(page.getByText('7-day free trial')).toBeVisible();
  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);

  await page.getByRole('button', { name: 'Create New Account' }).click();
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByLabel('First Name').fill(member.firstName);
  await page.getByLabel('Last Name').fill(member.lastName);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: GREETING })).toContainText(
    `${member.firstName} ${member.lastName}`,
  );
});

test('Get Started Free leads to the onboarding questionnaire', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);
});

test('a member signs out, then signs back in with the username and with the e-mail', async ({
  page,
  request,
}) => {
  const member = newMember();
  await openSignedIn(page, await signUpThroughApi(request, member));
  await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();

  await signOut(page);
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  for (const identifier of [member.username, member.email]) {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In to Existing Account' }).click();
    await page.getByLabel('Username or Email').fill(identifier);
    await page.getByLabel('Password').fill(member.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('heading', { name: GREETING })).toContainText(
      `${member.firstName} ${member.lastName}`,
    );
    await signOut(page);
    await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  }
});

test('a wrong password shows the Sign In Failed toast and keeps the visitor signed out', async ({
  page,
  request,
}) => {
  const member = newMember();
  await signUpThroughApi(request, member);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In to Existing Account' }).click();
  await page.getByLabel('Username or Email').fill(member.username);
  await page.getByLabel('Password').fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Sign In Failed' })).toContainText(
    'Invalid credentials',
  );
  await expect(page).toHaveURL(/\/auth$/);
});

test('sign-up shows each rule under its field and a taken username from the server', async ({
  page,
  request,
}) => {
  const existing = newMember();
  await signUpThroughApi(request, existing);
  await page.goto('/auth?from=onboarding');

  await page.getByLabel('Username').fill('bad name!');
  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Password').fill('short');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Username can only contain letters, numbers, and underscores')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();

  const member = newMember({ username: existing.username });
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByLabel('First Name').fill(member.firstName);
  await page.getByLabel('Last Name').fill(member.lastName);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Username is already taken').first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth/);
});

test('an account without a last name is asked to complete the profile', async ({ page, request }) => {
  const member = newMember();
  const tokens = await signUpThroughApi(request, member);
  const cleared = await request.patch('/api/user/profile', {
    headers: { Authorization: `Bearer ${tokens.token}` },
    data: { firstName: member.firstName, lastName: '' },
  });
  expect(cleared.status()).toBe(200);

  await openSignedIn(page, tokens);
  const dialog = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Last Name').fill('Mensah');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { name: GREETING })).toContainText(`${member.firstName} Mensah`);
  await expect(page.getByRole('dialog', { name: 'Complete Your Profile' })).toHaveCount(0);
});
