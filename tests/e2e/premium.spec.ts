import { expect, GREETING, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';

/**
 * The premium flow as a visitor and a member go through it, on a server without Stripe keys
 * (trial mode: Stripe.js cannot load here; the card forms are covered by unit and integration tests).
 */

test('a visitor answers four questions, sees the plan, starts the trial, signs up and finds plan and trial everywhere', async ({
  page,
}) => {
  // Onboarding, sign-up and five pages checked: near a minute when the machine is busy.
  test.setTimeout(90_000);
  const member = newMember();
  await page.goto('/');
  await page.getByRole('link', { name: 'Get Started Free' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  const answers = [
    ['What is your main fitness goal?', 'Build muscle'],
    ['How much training experience do you have?', 'Moderate'],
    ['How often do you work out now?', '3-4 times a week'],
    ['Where will you train?', 'At the gym'],
  ] as const;
  for (const [index, [question, answer]] of answers.entries()) {
    await expect(page.getByRole('heading', { name: question })).toBeVisible();
    await expect(page.getByText(`Question ${index + 1} of 4`)).toBeVisible();
    const next = page.getByRole('button', { name: index === 3 ? 'Create My Plan' : 'Next' });
    await expect(next).toBeDisabled();
    await page.getByRole('radio', { name: new RegExp(answer) }).check();
    await expect(next).toBeEnabled();
    if (index === 1) {
      // Previous keeps the earlier answer.
      await page.getByRole('button', { name: 'Previous' }).click();
      await expect(page.getByRole('radio', { name: /Build muscle/ })).toBeChecked();
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByRole('radio', { name: /Moderate/ })).toBeChecked();
    }
    await next.click();
  }

  await expect(page).toHaveURL(
    /\/onboarding\/plan\?fitnessGoal=build_muscle&experience=moderate&consistency=three_to_four&location=gym$/,
  );
  await expect(page.getByRole('heading', { name: 'Creating Your Personal Plan' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Muscle Building Program' })).toBeVisible();
  await expect(page.getByText('Intermediate', { exact: true })).toBeVisible();
  await expect(page.getByText('40-50 minutes')).toBeVisible();
  await expect(page.getByText('Flexible')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Equipment' })).toContainText('Barbells and plates');

  await page.getByRole('link', { name: 'Start Your 7-Day Free Trial' }).click();
  await expect(page).toHaveURL(/\/onboarding\/payment$/);
  await expect(page.getByText('$0.00 for 7 days, then $15.99/month')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Plan' })).toHaveAttribute(
    'href',
    /fitnessGoal=build_muscle/,
  );
  await page.getByRole('link', { name: 'Start My Free Trial' }).click();

  await expect(page).toHaveURL(/\/auth\?from=onboarding$/);
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
  await page.getByLabel('First Name').fill(member.firstName);
  await page.getByLabel('Last Name').fill(member.lastName);
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Create Account' }).click();

  await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();
  // A first sign-in in this browser opens the profile editor after a second: close it.
  const profileEditor = page.getByRole('dialog', { name: 'Edit Your Profile' });
  await expect(profileEditor).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(profileEditor).toBeHidden();
  const plan = page.getByRole('region', { name: 'Your plan' });
  await expect(plan).toContainText('Muscle Building Program');
  await expect(plan).toContainText('Intermediate');
  await expect(plan.getByText('4', { exact: true })).toBeVisible();
  await expect(plan).toContainText('40-50 minutes');
  await expect(page.getByRole('region', { name: 'Free trial' })).toContainText('Free Trial: 7 days left');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Upgrade to Premium' })).toBeVisible();

  // Setup Goals proposes the plan's weekly workouts and minutes.
  const goals = page.getByRole('region', { name: 'Weekly Goals' });
  await expect(goals).toContainText('suggests 4 workouts and 180 minutes a week');
  await goals.getByRole('button', { name: 'Setup Goals' }).click();
  await expect(goals.getByText('0 / 4 workouts this week')).toBeVisible();
  await expect(goals.getByText('0 / 180 min this week')).toBeVisible();

  await page.goto('/subscription');
  await expect(page.getByRole('heading', { level: 1, name: 'Premium' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Trial time left' })).toContainText(
    'Free Trial: 7 days left',
  );
  await expect(page.getByRole('heading', { name: 'Free Trial', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Subscribe Now' })).toHaveAttribute('href', '/subscribe');

  await page.goto('/settings');
  const card = page.locator('#subscription');
  await expect(card.getByRole('heading', { name: 'Subscription' })).toBeVisible();
  await expect(card.getByText('Free Trial', { exact: true }).first()).toBeVisible();
  await expect(card).toContainText('7 days left');
  await expect(card).toContainText('Trial Ends');
  await expect(page.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '#subscription');
  await expect(page.getByRole('list', { name: 'Premium features' }).getByRole('listitem')).toHaveCount(8);

  await page.goto('/subscription');
  await page.getByRole('button', { name: 'Cancel Subscription' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
  await dialog.getByRole('button', { name: 'Cancel Subscription' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Subscription Cancelled' });
  await expect(toast).toContainText(
    'Your subscription has been cancelled. You can continue using the product until your current period ends.',
  );
  await expect(page.getByRole('button', { name: 'Resume Subscription' })).toBeVisible();
  await page.getByRole('button', { name: 'Resume Subscription' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Subscription Activated' })).toBeVisible();
});

test('the plan asks for the answers first, and trial-success moves on to sign-up after a purchase', async ({
  page,
}) => {
  await page.goto('/onboarding/plan?fitnessGoal=fly');
  await expect(page.getByRole('heading', { name: 'Your plan needs your answers' })).toBeVisible();
  await page.getByRole('link', { name: 'Answer the questions' }).click();
  await expect(page).toHaveURL(/\/onboarding$/);

  await page.goto('/trial-success');
  await expect(page.getByRole('heading', { name: 'Welcome to FitTrack!' })).toBeVisible();
  await expect(page.getByText('Card checkout is not set up on this server')).toBeVisible();
  await page.goto('/trial-success?success=true');
  await expect(page).toHaveURL(/\/auth\?from=onboarding$/, { timeout: 5_000 });
  await expect(page.getByRole('heading', { name: 'Create Your Account' })).toBeVisible();
});

test('without Stripe keys the payment page says it cannot start, and Subscribe shows the two Monthly Premium cards', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Purchase' })).toBeVisible();
  await expect(page.getByText('Payment initialization failed. Please try again.')).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Failed to initialize payment. Please try again.' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();

  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to Premium' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Monthly Premium' })).toHaveCount(2);
  await expect(page.getByText('All major credit and debit cards are accepted')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Premium features' })).toContainText('Cancel anytime');
});

test('onboarding pages are for visitors: a member gets the 404 page', async ({ page, request }) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/onboarding');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});
