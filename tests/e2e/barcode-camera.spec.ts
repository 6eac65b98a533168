import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { barcodeVideo } from '../support/barcode-video.ts';
import { CHROMIUM_ARGS, findSystemChromium } from '../support/chromium.ts';
import { expect, newMember, openSignedIn, signUpThroughApi, test } from './fixtures.ts';

// The stand-in food database's spread (playwright.config.ts), filmed by Chromium's fake camera.
const SPREAD = '3017620422003';
const video = path.join(tmpdir(), `fitness-barcode-${process.pid}.y4m`);
writeFileSync(video, barcodeVideo(SPREAD));
const executablePath = findSystemChromium({ headlessShell: true });

test.use({
  viewport: { width: 390, height: 844 },
  hasTouch: true,
  isMobile: true,
  permissions: ['camera'],
  launchOptions: {
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
    ...(executablePath ? { executablePath } : {}),
  },
});

test('the camera reads a barcode where the browser has no reader of its own, and the product can be logged', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/food-log');
  // Chromium on Linux has no BarcodeDetector: the app's WebAssembly reader does the reading.
  expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
  await page.getByRole('button', { name: 'Scan food' }).click();
  const scan = page.getByRole('dialog', { name: 'Scan food' });
  await scan.getByRole('button', { name: 'Scan with camera' }).click();
  await expect(scan.getByText('Hazelnut cocoa spread')).toBeVisible({ timeout: 20_000 });
  await scan.getByRole('button', { name: 'Add to log' }).click();
  await expect(
    page.getByRole('list', { name: 'Snack entries' }).getByText(/Hazelnut cocoa spread/),
  ).toBeVisible();
});
