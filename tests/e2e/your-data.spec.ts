import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { expect, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';
import { expectPhoneFriendly } from './phone-checks.ts';

/** Settings > Your data on a phone: import a Strong file, read it everywhere, export, delete the account. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
const STRONG_FILE = 'tests/fixtures/imports/strong-comma.csv';
const IMPORTED_MONTH = 'January 2024';

const yourData = (page: Page) => page.getByRole('region', { name: 'Your data' });
const importPart = (page: Page) => yourData(page).getByRole('region', { name: 'Import' });

async function screenshot(page: Page, name: string) {
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/${name}.png` });
}

/** Taps a download button and waits for the file the browser saves. */
async function downloadWith(page: Page, name: string): Promise<Download> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    yourData(page).getByRole('button', { name }).tap(),
  ]);
  return download;
}

test('a member imports a Strong file, finds it in the history and calendar, reads kilograms, exports and deletes the account', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const member = newMember();
  await openSignedIn(page, await signUpThroughApi(request, member), '/settings');
  const section = yourData(page);
  await expect(section.getByRole('heading', { name: 'Your data' })).toBeVisible();
  await expectPhoneFriendly(page, 'settings with Your data');
  await section.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await screenshot(page, 'your-data-phone-before-import');

  // The file says nothing of its unit: the member is asked, answers kilograms, and the file is read.
  const importing = importPart(page);
  await importing.getByLabel('File to import').setInputFiles(STRONG_FILE);
  const unit = importing.getByRole('group', { name: 'Weights in this file are in' });
  await expect(unit).toBeVisible();
  await unit.getByRole('radio', { name: 'Kilograms (kg)' }).check();
  await unit.getByRole('button', { name: 'Continue' }).tap();

  // The dry run's summary and preview, before anything is stored.
  const summary = importing.getByRole('region', { name: 'What the file holds' });
  await expect(summary).toBeVisible();
  await expect(summary).toContainText('strong-comma.csv, read as a Strong export');
  await expect(summary.getByRole('definition')).toHaveText(['2', '5', '13']);
  await expect(summary).toContainText('From January 8, 2024 to January 10, 2024');
  await expect(summary).toContainText('New: 2 sessions, 5 workouts and 13 sets');
  await expect(summary.getByText('1 new exercise to be added as your own')).toBeVisible();
  const preview = summary.getByRole('list', { name: 'Sessions' });
  await expect(preview.getByRole('listitem').filter({ hasText: 'Legs' })).toContainText('January 8, 2024');
  await expect(preview.getByRole('listitem').filter({ hasText: 'Push' })).toContainText('Cable Crossover');
  await importing.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expectPhoneFriendly(page, 'the import summary', { scrollToEnd: false });
  await screenshot(page, 'your-data-phone-dry-run');
  await page.goto('/workouts');
  await expect(page.getByText('No workouts yet. Start your first workout!')).toBeVisible();

  // Importing for real: the same steps again (nothing was kept), then the progress and the outcome.
  await page.goto('/settings');
  await importPart(page).getByLabel('File to import').setInputFiles(STRONG_FILE);
  await importPart(page).getByRole('radio', { name: 'Kilograms (kg)' }).check();
  await importPart(page).getByRole('button', { name: 'Continue' }).tap();
  // A slow connection (Chromium's own throttling), so the progress the member watches can be seen.
  const network = await page.context().newCDPSession(page);
  await network.send('Network.enable');
  const throttle = (latency: number, uploadThroughput: number) =>
    network.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: -1,
      uploadThroughput,
    });
  await throttle(1_500, 1_000);
  await importPart(page).getByRole('button', { name: 'Import 5 workouts' }).tap();
  await expect(
    importPart(page).getByRole('progressbar', { name: /^(Uploading your file|Saving your workouts)/ }),
  ).toBeVisible();
  await throttle(0, -1);
  const done = importPart(page).getByRole('status').filter({ hasText: 'Import complete' });
  await expect(done).toContainText('Added 2 sessions, 5 workouts and 13 sets to your history.');

  // The history holds them; in imperial the squat's 100 kg reads in pounds.
  await done.getByRole('link', { name: 'See your workouts' }).tap();
  const history = page.getByRole('list', { name: 'Workout history' });
  await expect(history.getByRole('listitem')).toHaveCount(5);
  const squat = history.getByRole('listitem').filter({ hasText: 'Barbell Back Squat' });
  await expect(squat).toContainText('220.46 lbs');

  // The calendar of the imported month marks both days.
  await page.goto('/calendar');
  const month = page.getByRole('list', { name: /^Days of / });
  while (!(await page.getByText(IMPORTED_MONTH, { exact: true }).isVisible())) {
    await page.getByRole('button', { name: 'Previous month' }).tap();
  }
  await expect(month.getByRole('button', { name: /^January 8: Strength Training/ })).toBeVisible();
  await expect(month.getByRole('button', { name: /^January 10: .*Strength Training/ })).toBeVisible();

  // Metric: the same squat reads 100 kg.
  await page.goto('/settings');
  await yourData(page)
    .getByRole('radio', { name: /^Metric/ })
    .tap();
  await expect(page.getByRole('status').filter({ hasText: 'Units saved' })).toBeVisible();
  await page.goto('/workouts');
  await expect(
    page
      .getByRole('list', { name: 'Workout history' })
      .getByRole('listitem')
      .filter({ hasText: 'Barbell Back Squat' }),
  ).toContainText('100 kg');

  // Both exports, under the server's names; the JSON is this app's export and holds the import.
  await page.goto('/settings');
  const day = new Date().toISOString().slice(0, 10);
  const json = await downloadWith(page, 'Download everything (JSON)');
  expect(json.suggestedFilename()).toBe(`fittrack-export-${member.username}-${day}.json`);
  const exported = await readFile(await json.path());
  const document = JSON.parse(exported.toString('utf8')) as {
    format: string;
    profile: { username: string };
    sessions: unknown[];
  };
  expect(document.format).toBe('fittrack-export');
  expect(document.profile.username).toBe(member.username);
  expect(document.sessions).toHaveLength(2);
  // The JSON reads back as this app's export, and into the account it came from it adds nothing.
  await importPart(page)
    .getByLabel('File to import')
    .setInputFiles({ name: json.suggestedFilename(), mimeType: 'application/json', buffer: exported });
  const restoring = importPart(page).getByRole('region', { name: 'What the file holds' });
  await expect(restoring).toContainText('read as a FitTrack export');
  await expect(
    importPart(page).getByText('Everything in this file is already here: nothing to import.'),
  ).toBeVisible();
  await expect(importPart(page).getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  await importPart(page).getByRole('button', { name: 'Choose another file' }).tap();
  const csv = await downloadWith(page, 'Download workouts (CSV)');
  expect(csv.suggestedFilename()).toBe(`fittrack-workouts-${member.username}-${day}.csv`);
  expect(await readFile(await csv.path(), 'utf8')).toMatch(/^Date,Workout Name,Duration,Exercise Name/);

  // Deleting: the button waits for the username, then the member lands signed out.
  await yourData(page).getByRole('button', { name: 'Delete account' }).tap();
  const dialog = page.getByRole('dialog', { name: 'Delete your account for good?' });
  await expect(dialog).toContainText('your posts and likes in the community');
  await expect(dialog).toContainText('An active Premium subscription is cancelled now');
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByLabel('Type your username to confirm').fill('someone_else');
  await expect(confirm).toBeDisabled();
  await expectPhoneFriendly(page, 'the delete account dialog', { scrollToEnd: false });
  await screenshot(page, 'your-data-phone-delete-dialog');
  await dialog.getByLabel('Type your username to confirm').fill(member.username.toUpperCase());
  await confirm.tap();
  await expect(page.getByRole('status').filter({ hasText: 'Account deleted' })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Get Started Free' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  // The old password opens nothing.
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In to Existing Account' }).tap();
  await page.getByLabel('Username or Email').fill(member.username);
  await page.getByLabel('Password').fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).tap();
  await expect(page.getByRole('alert').filter({ hasText: 'Sign In Failed' })).toContainText(
    'Invalid credentials',
  );
});

test('a file with unreadable rows lists them and imports the rest only when asked', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/settings');
  const importing = importPart(page);
  await importing.getByLabel('File to import').setInputFiles('tests/fixtures/imports/strong-bad-rows.csv');
  await importing.getByRole('radio', { name: 'Pounds (lb)' }).check();
  await importing.getByRole('button', { name: 'Continue' }).tap();
  const summary = importing.getByRole('region', { name: 'What the file holds' });
  await expect(summary.getByText('3 rows cannot be read')).toBeVisible();
  const rows = summary.getByRole('list', { name: 'Rows that cannot be read' }).getByRole('listitem');
  await expect(rows).toHaveCount(3);
  await expect(rows.first()).toHaveText(/^Line 3: /);
  await expect(importing.getByRole('button', { name: /^Import \d/ })).toHaveCount(0);
  await importing.getByRole('button', { name: 'Skip the unreadable rows and import the rest' }).tap();
  await expect(importing.getByRole('status').filter({ hasText: 'Import complete' })).toContainText(
    '3 unreadable rows left out.',
  );
});

test('a file that is not an export is refused with the reason, and nothing is imported', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/settings');
  const importing = importPart(page);
  await importing.getByLabel('File to import').setInputFiles('tests/fixtures/imports/unknown-header.csv');
  await expect(importing.getByRole('alert')).toContainText('Nothing was imported.');
  await expect(importing.getByRole('region', { name: 'What the file holds' })).toHaveCount(0);
});
