import type { APIRequestContext, Page } from '@playwright/test';
import type {
  Availability,
  CreatedBooking,
  OwnTrainer,
  Slots,
  TrainerService,
} from '../../supabase/functions/_shared/contract/trainers.ts';
import { preparePgliteTemplate } from '../support/pglite-template.ts';
import { type ShiftedServer, startShiftedServer } from '../support/standalone-server.ts';
import { test as base, expect, newMember, openSignedIn, signUpThroughApi } from './fixtures.ts';
import { expectPhoneFriendly } from './phone-checks.ts';

/**
 * A session has to be over before its trainer may mark it completed, and booking needs 12 hours'
 * notice: this file's server starts a day behind (tests/support/shifted-clock.ts), takes the
 * booking then, and is set back to the real time. The session then ended 10 to 11 hours ago:
 * past, and within the 24 hours after which the server would complete it by itself.
 */
const A_DAY_AGO = -24 * 3_600_000;

const test = base.extend<{ server: ShiftedServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern; it has none.
    async ({}, use, testInfo) => {
      // The food log's stand-in is the shared one, beside the shared server (playwright.config.ts).
      const shared = new URL(testInfo.project.use.baseURL ?? 'http://localhost:4173');
      const server = await startShiftedServer({
        clockOffsetMs: A_DAY_AGO,
        standInUrl: `http://127.0.0.1:${Number(shared.port) + 1}`,
        template: await preparePgliteTemplate(),
      });
      try {
        await use(server);
      } finally {
        await server.stop();
      }
    },
    // Its own time, apart from the test's: without a cached template, one is migrated first.
    { timeout: 120_000 },
  ],
  // Every page and request of this file goes to its own server, never the shared one.
  baseURL: async ({ server }, use) => use(server.url),
});

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

async function call<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(path, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function signIn(request: APIRequestContext, member: { username: string; password: string }) {
  const response = await request.post('/api/auth/signin', {
    data: { identifier: member.username, password: member.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { token: string; refreshToken: string };
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

test('a day after booking, the trainer marks the session completed, the member reviews it once, and the trainer’s profile shows the rating and the review', async ({
  server,
  page,
  browser,
  request,
  consoleErrors,
}) => {
  const trainer = newMember({ firstName: 'Tara', lastName: 'Coach' });
  const member = newMember({ firstName: 'Maya', lastName: 'Okafor' });

  // A day ago, by the server's clock: a trainer offers an hour every day, a member books the
  // earliest time and the trainer accepts.
  const trainerSignUp = await signUpThroughApi(request, trainer);
  const memberSignUp = await signUpThroughApi(request, member);
  const profile = await call<OwnTrainer>(request, trainerSignUp.token, 'POST', '/api/trainer', {
    bio: 'Strength coach for busy people.',
    specialties: ['strength'],
    certifications: [],
    experience: 6,
    hourlyRate: 6000,
    location: 'Online',
    timeZone: 'UTC',
  });
  const service = await call<TrainerService>(request, trainerSignUp.token, 'POST', '/api/trainer/services', {
    name: 'Strength session',
    description: 'One to one, online.',
    duration: 60,
    price: 5000,
    isActive: true,
  });
  const allDay: Availability['weekly'] = [0, 1, 2, 3, 4, 5, 6].map((weekday) => ({
    weekday,
    start: '00:00',
    end: '23:59',
  }));
  await call(request, trainerSignUp.token, 'PUT', '/api/trainer/availability', {
    timeZone: 'UTC',
    weekly: allDay,
    datesOff: [],
  });
  const { slots } = await call<Slots>(
    request,
    memberSignUp.token,
    'GET',
    `/api/trainers/${profile.id}/slots?serviceId=${service.id}`,
  );
  // The second time: the first can lie within moments of the 12 hours' notice, and be too soon by
  // the time the booking arrives.
  const earliest = slots[1];
  if (!earliest) throw new Error('The trainer offers no time');
  // Booked while the server's clock, the database's `now()` included, still reads a day ago: the
  // database refuses a start in its past.
  const { booking } = await call<CreatedBooking>(request, memberSignUp.token, 'POST', '/api/bookings', {
    serviceId: service.id,
    scheduledAt: earliest,
  });
  await call(request, trainerSignUp.token, 'POST', `/api/bookings/${booking.id}/accept`);
  expect(Date.parse(booking.endsAt)).toBeLessThan(Date.now());

  // Now: the session is over. The day-old tokens have expired, so both sign in again.
  await server.setClockOffset(0);
  const trainerTokens = await signIn(request, trainer);
  const memberTokens = await signIn(request, member);

  await openSignedIn(page, trainerTokens, '/trainer-dashboard');
  const confirmed = page.getByRole('region', { name: 'Confirmed sessions' });
  await expect(confirmed).toContainText('Maya Okafor: Strength session');
  await confirmed.getByRole('button', { name: 'Mark completed' }).click();
  await expect(confirmed).toContainText('No confirmed sessions.');
  await expect(page.getByRole('region', { name: 'Earnings' })).toContainText(
    dollars(booking.trainerEarnings),
  );

  const memberContext = await browser.newContext({
    baseURL: server.url,
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    locale: 'en-US',
    serviceWorkers: 'block',
  });
  const memberPage = await memberContext.newPage();
  reportErrors(memberPage, consoleErrors);
  await openSignedIn(memberPage, memberTokens, '/bookings');
  const past = memberPage.getByRole('region', { name: 'Past' });
  await expect(past).toContainText('Strength session with Tara Coach');
  await expect(past).toContainText('Completed');
  await past.getByRole('button', { name: 'Leave a review' }).click();
  const review = memberPage.getByRole('dialog', { name: 'Review Tara Coach' });
  await review.getByRole('button', { name: '4 stars' }).click();
  await expect(review.getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'true');
  await review.getByLabel('Comment (optional)').fill('Clear cues, and a plan I can follow at home.');
  await expectPhoneFriendly(memberPage, 'the review form', { scrollToEnd: false });
  await memberPage.screenshot({ path: test.info().outputPath('review-form-390.png') });
  await review.getByRole('button', { name: 'Submit review' }).click();
  await expect(review).toBeHidden();

  // One review per session: the server says this one has it, so the offer is gone for good.
  await memberPage.reload();
  await expect(past).toContainText('Strength session with Tara Coach');
  await expect(past.getByRole('button', { name: 'Leave a review' })).toHaveCount(0);

  await memberPage.goto(`/trainers/${profile.id}`);
  await expect(memberPage.getByRole('heading', { level: 1, name: 'Tara Coach' })).toBeVisible();
  await expect(memberPage.getByText('4.0 from 1 review')).toBeVisible();
  const reviews = memberPage.getByRole('region', { name: 'Reviews' });
  await expect(reviews).toContainText('4 stars Maya Okafor');
  await expect(reviews).toContainText('Clear cues, and a plan I can follow at home.');
  await reviews.scrollIntoViewIfNeeded();
  await memberPage.screenshot({ path: test.info().outputPath('trainer-profile-review-390.png') });
  await memberContext.close();
});

/** The fixture watches the test's own page; a second member's page reports to the same list. */
function reportErrors(page: Page, errors: string[]) {
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`);
    }
  });
}
