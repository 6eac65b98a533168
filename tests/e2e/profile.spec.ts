import { fileURLToPath } from 'node:url';
import { expect, GREETING, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/images/${name}`, import.meta.url));

test('a member changes names and picture and sees them in the header and the greeting', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()));
  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Edit Profile' }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit Your Profile' });
  await dialog.getByLabel('First Name').fill('Lena');
  await dialog.getByLabel('Last Name').fill('Fischer');
  await expect(dialog.getByText(/Good (morning|afternoon|evening), Lena Fischer!/)).toBeVisible();
  await dialog.getByLabel('Profile picture file').setInputFiles(fixture('photo-with-exif.jpg'));
  await expect(page.getByRole('status').filter({ hasText: 'Image Selected' })).toBeVisible();
  await expect(dialog.getByText('New picture selected')).toBeVisible();
  // A slow connection: for the whole upload the button says so and cannot be pressed again.
  let releaseUpload: () => void = () => {};
  const uploadHeld = new Promise<void>((resolve) => {
    releaseUpload = resolve;
  });
  await page.route('**/api/user/profile/upload', async (route) => {
    await uploadHeld;
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeDisabled();
  releaseUpload();

  await expect(page.getByRole('status').filter({ hasText: 'Profile Updated' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: GREETING })).toContainText('Lena Fischer');
  const avatar = page.getByRole('region', { name: 'Welcome' }).locator('img');
  await expect(avatar).toHaveAttribute('src', /\/storage\/v1\/object\/public\/avatars\/.+\.jpg$/);
  // The stored picture loads and is a real image.
  expect(await avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(16);
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(
    page.getByRole('menu', { name: 'User menu' }).locator('..').getByText('Lena Fischer'),
  ).toBeVisible();
});

test('a text file is refused in the browser and Cancel restores the saved values', async ({
  page,
  request,
}) => {
  const member = newMember();
  await openSignedIn(page, await signUpThroughApi(request, member), '/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByText(`${member.firstName} ${member.lastName}`)).toBeVisible();
  await expect(page.getByText(member.email)).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();

  const dialog = page.getByRole('dialog', { name: 'Edit Your Profile' });
  await dialog.getByLabel('Profile picture file').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a picture'),
  });
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid File Type' })).toContainText(
    'Please select an image file (PNG, JPG, GIF, etc.).',
  );
  await dialog.getByLabel('First Name').fill('Changed');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(dialog.getByLabel('First Name')).toHaveValue(member.firstName);
  await expect(dialog.getByText('New picture selected')).toHaveCount(0);
});

test('the profile editor opens by itself about a second after a first login', async ({ page }) => {
  const member = newMember();
  await page.goto('/auth?mode=signup');
  await page.getByLabel('Username').fill(member.username);
  await page.getByLabel('Email').fill(member.email);
  await page.getByLabel('Password').fill(member.password);
  await page.getByLabel('First Name').fill(member.firstName);
  await page.getByLabel('Last Name').fill(member.lastName);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('dialog', { name: 'Edit Your Profile' })).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Edit Your Profile' })
    .getByRole('button', { name: 'Cancel' })
    .click();
  await page.reload();
  await expect(page.getByRole('heading', { name: GREETING })).toBeVisible();
  await page.waitForTimeout(1500);
  await expect(page.getByRole('dialog', { name: 'Edit Your Profile' })).toHaveCount(0);
});
