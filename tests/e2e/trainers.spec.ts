import type { Page } from '@playwright/test';
import { expect, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';
import { expectPhoneFriendly } from './phone-checks.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

/** The calendar shows the visible month; a session early next month is one tap on. */
async function expectSessionOnCalendar(page: Page, path: string, text: string, scheduledAt: string) {
  await page.goto(path);
  // The dashboard renders its calendar once scrolled to, as a member scrolls down to it.
  const calendar = page.getByRole('heading', { name: 'Workout Calendar' });
  await expect(async () => {
    await page.mouse.wheel(0, 1200);
    await expect(calendar).toBeVisible({ timeout: 500 });
  }).toPass();
  await calendar.scrollIntoViewIfNeeded();
  const sessions = page.getByRole('region', { name: 'Training sessions' });
  const start = new Date(scheduledAt);
  const now = new Date();
  if (start.getMonth() !== now.getMonth()) await page.getByRole('button', { name: 'Next month' }).click();
  await expect(sessions).toContainText(text);
}

test('a member becomes a trainer and publishes a service and availability; another member books it; the trainer accepts; both calendars show it', async ({
  page,
  browser,
  request,
}) => {
  const trainerAccount = newMember({ firstName: 'Tara', lastName: 'Coach' });
  await openSignedIn(page, await signUpThroughApi(request, trainerAccount), '/settings');

  await page.getByRole('link', { name: 'Become a trainer' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Trainer dashboard' })).toBeVisible();
  await page.getByLabel('Bio').fill('Strength coach for busy people.');
  await page.getByRole('checkbox', { name: 'Strength' }).check();
  await page.getByLabel('Years of experience').fill('6');
  await page.getByLabel('Hourly rate ($)').fill('60');
  await page.getByRole('button', { name: 'Become a trainer' }).click();

  await expect(page.getByRole('heading', { name: 'Listing and payouts' })).toBeVisible();
  await expect(page.getByText('Listed for free')).toBeVisible();
  const newService = page.getByRole('form', { name: 'New service' });
  await newService.getByLabel('Service name').fill('Strength session');
  await newService.getByLabel('Minutes').fill('60');
  await newService.getByLabel('Price ($)').fill('50');
  await newService.getByRole('button', { name: 'Add service' }).click();
  await expect(page.getByRole('list', { name: 'Your services' })).toContainText(
    'Strength session · 60 min · $50.00',
  );
  const availability = page.getByRole('form', { name: 'Availability' });
  for (const day of ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']) {
    await availability.getByRole('checkbox', { name: day }).check();
  }
  await availability.getByRole('button', { name: 'Save availability' }).click();
  await expect(availability.getByRole('status')).toHaveText('Availability saved');
  // Measured on the dashboard as loaded (layout shift counts from a page load).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Earnings' })).toBeVisible();
  await expectPhoneFriendly(page, 'the trainer dashboard');

  // Another member finds the trainer and books the first free time, paid in person.
  const memberContext = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'en-US',
  });
  const memberPage = await memberContext.newPage();
  const memberTokens = await signUpThroughApi(request, newMember({ firstName: 'Maya', lastName: 'Okafor' }));
  await openSignedIn(memberPage, memberTokens, '/trainers');
  await memberPage.getByRole('searchbox', { name: 'Search trainers' }).fill('Tara');
  await memberPage.getByRole('link', { name: /Tara Coach/ }).click();
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Tara Coach' })).toBeVisible();
  await memberPage.getByRole('button', { name: 'Choose a time' }).click();
  await memberPage.getByRole('group', { name: 'Time (your time zone)' }).getByRole('button').first().click();
  await expectPhoneFriendly(memberPage, 'the slot picker', { scrollToEnd: false });
  // Sent from the keyboard: under the sticky header the button's hit point moves while the page
  // settles after the phone checks' scrolling.
  await memberPage.getByRole('button', { name: 'Book, pay $50.00 in person' }).focus();
  await memberPage.keyboard.press('Enter');
  await expect(memberPage.getByRole('status', { name: 'Booking confirmation' })).toContainText(
    'Booking requested',
  );

  const [booking] = (await (
    await request.get('/api/bookings', { headers: { Authorization: `Bearer ${memberTokens.token}` } })
  ).json()) as { scheduledAt: string }[];
  if (!booking) throw new Error('The booking is not listed');

  // The header badge tells the trainer a request waits; the trainer accepts it.
  await page.reload();
  await page.getByRole('link', { name: 'Bookings: 1 waiting for you' }).click();
  const requests = page.getByRole('region', { name: 'Requests' });
  await expect(requests).toContainText('Maya Okafor: Strength session');
  await requests.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('region', { name: 'Confirmed sessions' })).toContainText('Maya Okafor');

  await expectSessionOnCalendar(page, '/calendar', 'Strength session with Maya Okafor', booking.scheduledAt);
  await expectSessionOnCalendar(
    memberPage,
    '/calendar',
    'Strength session with Tara Coach',
    booking.scheduledAt,
  );
  await expectSessionOnCalendar(memberPage, '/', 'Strength session with Tara Coach', booking.scheduledAt);

  await memberPage.goto('/bookings');
  await expect(memberPage.getByRole('region', { name: 'Upcoming' })).toContainText('Confirmed');
  await memberContext.close();
});
