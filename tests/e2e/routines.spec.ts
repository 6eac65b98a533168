import type { Page } from '@playwright/test';
import { expect, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';

const PHONE = { width: 390, height: 844 };

async function addExercise(page: Page, search: string, name: string) {
  await page.getByRole('searchbox', { name: 'Search exercises' }).fill(search);
  await page
    .getByRole('list', { name: 'Matching exercises' })
    .getByRole('button', { name: `Add ${name}` })
    .click();
  await expect(page.getByRole('heading', { name: new RegExp(`^\\d+\\. ${name}$`) })).toBeVisible();
}

/** The exercises of the editor, in order, as their headings read. */
const editorOrder = (page: Page) => page.getByRole('heading', { level: 3 }).allInnerTexts();

test('a member creates a routine with a superset, reorders it, sees it listed and deletes it', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/workouts');
  await page.getByRole('link', { name: 'Routines' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Routines' })).toBeVisible();
  await expect(page.getByText('No routines yet')).toBeVisible();
  await page.getByRole('link', { name: 'Create Routine' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'New Routine' })).toBeVisible();
  // Saving an empty routine names what is missing, under its field.
  await page.getByRole('button', { name: 'Save Routine' }).click();
  await expect(page.getByText('Name is required')).toBeVisible();
  await expect(page.getByText('Add at least one exercise')).toBeVisible();

  await page.getByLabel('Routine name').fill('Upper body');
  await addExercise(page, 'dumbbell bench', 'Dumbbell Bench Press');
  await addExercise(page, 'dumbbell curl', 'Dumbbell Curl');
  await page.getByRole('textbox', { name: 'Set 1 of Dumbbell Bench Press: weight in pounds' }).fill('50');
  await page.getByRole('textbox', { name: 'Set 1 of Dumbbell Bench Press: reps' }).fill('10');
  await page.getByRole('button', { name: 'Remove set 3 of Dumbbell Curl' }).click();
  await page.getByRole('region', { name: '2. Dumbbell Curl' }).getByLabel(/^Rest/).fill('45');
  await page
    .getByRole('button', { name: 'Link Dumbbell Bench Press and Dumbbell Curl as a superset' })
    .click();
  await expect(page.getByText('Superset', { exact: true })).toHaveCount(2);
  await page.getByRole('button', { name: 'Save Routine' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Routines' })).toBeVisible();
  const card = page.getByRole('article', { name: 'Upper body' });
  await expect(card.getByText('Dumbbell Bench Press + Dumbbell Curl')).toBeVisible();
  await expect(card.getByLabel('Superset')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Start Upper body' })).toHaveAttribute(
    'href',
    /^\/workouts\/live\?routine=[0-9a-f-]{36}$/,
  );
  await page.screenshot({ path: test.info().outputPath('routines-phone.png'), fullPage: true });

  await card.getByRole('link', { name: 'Edit Upper body' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Routine' })).toBeVisible();
  await expect(
    page.getByRole('textbox', { name: 'Set 1 of Dumbbell Bench Press: weight in pounds' }),
  ).toHaveValue('50');
  await page.getByRole('button', { name: 'Move Dumbbell Curl up' }).click();
  expect(await editorOrder(page)).toEqual(['1. Dumbbell Curl', '2. Dumbbell Bench Press']);
  await expect(
    page.getByRole('button', { name: 'Unlink Dumbbell Curl and Dumbbell Bench Press' }),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('routine-editor-phone.png'), fullPage: true });
  // Every control of the editor is a comfortable tap at phone size (an input inside a labelled
  // box is tapped through its box).
  const small = await page
    .locator('main button:visible, main input:visible, main select:visible, main a:visible')
    .evaluateAll((elements) =>
      elements
        .filter((element) => (element.closest('label.input') ?? element).getBoundingClientRect().height < 44)
        .map((element) => element.getAttribute('aria-label') ?? element.textContent),
    );
  expect(small).toEqual([]);
  const scrollsSideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(scrollsSideways).toBe(false);
  await page.getByRole('button', { name: 'Save Routine' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Routines' })).toBeVisible();
  await expect(card.getByText('Dumbbell Curl + Dumbbell Bench Press')).toBeVisible();

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('routines-desktop.png'), fullPage: true });
  await card.getByRole('link', { name: 'Edit Upper body' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Routine' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('routine-editor-desktop.png'), fullPage: true });
  await page.getByRole('link', { name: 'Routines', exact: true }).first().click();

  await card.getByRole('button', { name: 'Delete Upper body' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete routine?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No routines yet')).toBeVisible();
  await expect(card).toHaveCount(0);
});
