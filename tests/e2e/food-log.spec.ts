import { fileURLToPath } from 'node:url';
import { expect, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';
import { phoneReport } from './phone-checks.ts';

// The app runs with the stand-in food database and vision model of playwright.config.ts.
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const PHOTO = fileURLToPath(new URL('../fixtures/images/photo-with-exif.jpg', import.meta.url));

test('a member logs a catalogue food and a custom food, scans a barcode and a photo, and reads the day and the week', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Food Log' }).click();
  await expect(page.getByRole('heading', { name: 'Food Log', level: 1 })).toBeVisible();
  await expect(page.getByText(/^Default targets: the 2,000 kcal reference day/)).toBeVisible();

  // From the catalogue: Rolled Oats, its common serving of 40 g (379 kcal per 100 g).
  await page.getByRole('button', { name: 'Add food', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add food' });
  await add.getByRole('searchbox', { name: 'Search foods' }).fill('rolled oats');
  await add.getByRole('button', { name: /^Rolled Oats/ }).click();
  await expect(add.getByRole('spinbutton', { name: 'Grams' })).toHaveValue('40');
  await expect(add.getByText(/^152 kcal/)).toBeVisible();
  expect((await phoneReport(page, { scrollToEnd: false })).smallTargets).toEqual([]);
  await add.getByRole('button', { name: 'Add to log' }).click();
  await expect(page.getByRole('list', { name: 'Breakfast entries' }).getByText('Rolled Oats')).toBeVisible();

  // By hand, for lunch.
  await page.getByRole('button', { name: 'Add to lunch' }).click();
  await add.getByRole('tab', { name: 'Custom food' }).click();
  await add.getByRole('textbox', { name: 'Food name' }).fill('Lentil soup');
  await add.getByRole('spinbutton', { name: 'Calories (kcal)' }).fill('320');
  await add.getByRole('spinbutton', { name: 'Protein (g)' }).fill('18');
  await add.getByRole('spinbutton', { name: 'Carbs (g)' }).fill('40');
  await add.getByRole('spinbutton', { name: 'Fat (g)' }).fill('8');
  await add.getByRole('button', { name: 'Add to log' }).click();
  await expect(page.getByRole('list', { name: 'Lunch entries' }).getByText('Lentil soup')).toBeVisible();

  // A barcode typed in: the stand-in food database's spread, one 15 g serving (539 kcal per 100 g).
  await page.getByRole('button', { name: 'Scan food' }).click();
  const scan = page.getByRole('dialog', { name: 'Scan food' });
  await scan.getByRole('textbox', { name: 'Barcode number' }).fill('3017620422003');
  await scan.getByRole('button', { name: 'Look up' }).click();
  await expect(scan.getByText('Hazelnut cocoa spread')).toBeVisible();
  await expect(scan.getByText(/^81 kcal/)).toBeVisible();
  await scan.getByRole('button', { name: 'Add to log' }).click();
  await expect(
    page.getByRole('list', { name: 'Snack entries' }).getByText(/Hazelnut cocoa spread/),
  ).toBeVisible();

  // A photo, read by the stand-in model: its two items, saved for dinner.
  await page.getByRole('button', { name: 'Scan food' }).click();
  await scan.getByRole('combobox', { name: 'Meal' }).selectOption('dinner');
  await scan.getByRole('tab', { name: 'Photo' }).click();
  await scan.getByLabel('Photo of your meal').setInputFiles(PHOTO);
  await scan.getByRole('button', { name: 'Recognize food' }).click();
  const items = scan.getByRole('list', { name: 'Foods on the photo' });
  await expect(items.getByRole('textbox', { name: 'Name' }).first()).toHaveValue('Grilled salmon');
  await expect(items.getByRole('textbox', { name: 'Name' }).nth(1)).toHaveValue('Steamed rice');
  // The private photo, fetched with the member's token.
  await expect(scan.getByRole('img', { name: 'Your meal' })).toBeVisible();
  const inDialog = await phoneReport(page, { scrollToEnd: false });
  expect(inDialog.smallTargets).toEqual([]);
  expect(inDialog.crowdedDestructive).toEqual([]);
  await scan.getByRole('button', { name: 'Save items' }).click();
  const dinner = page.getByRole('list', { name: 'Dinner entries' });
  await expect(dinner.getByText('Grilled salmon')).toBeVisible();
  await expect(dinner.getByText('Steamed rice')).toBeVisible();

  // 152 + 320 + 81 + 310 + 234 kcal.
  const totals = page.getByRole('region', { name: 'Day totals' });
  await expect(totals.getByText('1,097 / 2,000 kcal')).toBeVisible();

  const insights = page.getByRole('region', { name: 'Nutrition insights' });
  await expect(insights.getByText('1,097')).toBeVisible();
  await expect(insights.getByText('Days on target (±10%)')).toBeVisible();
  await expect(insights.getByRole('listitem').filter({ hasText: 'Lentil soup' })).toBeVisible();

  const report = await phoneReport(page);
  expect(report.smallTargets).toEqual([]);
  expect(report.crowdedDestructive).toEqual([]);

  // The weekly summary puts the calories eaten beside the calories burned.
  await page.goto('/workouts');
  await expect(page.getByRole('complementary', { name: 'This week' }).getByText('1,097')).toBeVisible();

  // An entry corrected and another deleted: 1,097 - 20 - 152.
  await page.goto('/food-log');
  await page.getByRole('button', { name: 'Edit Lentil soup' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Lentil soup' });
  await edit.getByRole('spinbutton', { name: 'Calories (kcal)' }).fill('300');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await page.getByRole('button', { name: 'Delete Rolled Oats' }).click();
  await expect(page.getByRole('list', { name: 'Breakfast entries' })).toHaveCount(0);
  await expect(totals.getByText('925 / 2,000 kcal')).toBeVisible();
});
