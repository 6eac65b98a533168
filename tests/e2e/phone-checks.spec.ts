import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { phoneReport } from './phone-checks.ts';

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// Each case is a small page built for one check, so a check that stops finding what it should
// fails here and not only by letting a real page through.

/** A page laid out at the phone's width, as the app's own viewport tag makes it. */
const setPhoneContent = (page: Page, body: string) =>
  page.setContent(`<meta name="viewport" content="width=device-width, initial-scale=1">${body}`);

test('a 32 × 32 icon button is a small target; a 44 × 44 one and a link in a sentence are not', async ({
  page,
}) => {
  await setPhoneContent(
    page,
    `
    <button aria-label="Small" style="width:32px;height:32px"></button>
    <button aria-label="Big" style="width:44px;height:44px"></button>
    <p>Read the <a href="#terms">terms</a> first.</p>`,
  );
  const { smallTargets } = await phoneReport(page);
  expect(smallTargets).toEqual([{ role: 'button', name: 'Small', width: 32, height: 32 }]);
});

test('a stretched pseudo-element and a wrapping label count toward the tap area', async ({ page }) => {
  await setPhoneContent(
    page,
    `
    <style>.stretch::after { content: ''; position: absolute; inset: 0; }</style>
    <div style="position:relative;height:60px;width:200px">
      <a class="stretch" href="#bench" style="font-size:12px">Bench Press</a>
    </div>
    <label style="display:flex;align-items:center;height:48px">
      <input type="checkbox" style="width:20px;height:20px"> Remember me
    </label>`,
  );
  expect((await phoneReport(page)).smallTargets).toEqual([]);
});

test('a Delete button 4 px from Edit is crowded; 8 px apart it is not', async ({ page }) => {
  await setPhoneContent(
    page,
    `
    <div style="display:flex;gap:4px"><button style="width:44px;height:44px">Edit</button><button style="width:44px;height:44px">Delete</button></div>
    <div style="display:flex;gap:8px;margin-top:24px"><button style="width:44px;height:44px">Edit</button><button style="width:44px;height:44px">Remove</button></div>`,
  );
  expect((await phoneReport(page)).crowdedDestructive).toEqual([
    { name: 'Delete', neighbour: 'Edit', gap: 4 },
  ]);
});

test('a control under a fixed button at the end of the page is covered', async ({ page }) => {
  await setPhoneContent(
    page,
    `
    <div style="height:1200px"></div>
    <button style="display:block;margin-left:auto;width:120px;height:44px">Save</button>
    <button aria-label="Quick actions" style="position:fixed;right:0;bottom:0;width:140px;height:60px"></button>`,
  );
  expect((await phoneReport(page)).covered).toEqual([
    { role: 'button', name: 'Save', coveredBy: 'button "Quick actions"' },
  ]);
});

test('a name cut by an ellipsis is clipped; one that wraps is not', async ({ page }) => {
  await setPhoneContent(
    page,
    `
    <p style="width:60px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">Bench Press</p>
    <p style="width:60px;overflow-wrap:anywhere">Bench Press</p>`,
  );
  const { clippedText } = await phoneReport(page);
  expect(clippedText.map(({ text }) => text)).toEqual(['Bench Press']);
});
