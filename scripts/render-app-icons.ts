import { readFileSync, writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findSystemChromium } from '../tests/support/chromium.ts';

/**
 * `npx tsx scripts/render-app-icons.ts`: draws the installed app's icons from the favicon's mark (the
 * orange tile with the white dumbbell) and writes them as PNGs into web/public/icons/, where the web
 * app manifest and index.html point. Run it again after changing web/public/favicon.svg.
 *
 * - `icon-192.png`, `icon-512.png` (purpose "any"): the favicon itself, rounded tile on transparency.
 * - `icon-maskable-192.png`, `icon-maskable-512.png` (purpose "maskable"): the tile fills the square,
 *   so a launcher's circle or squircle mask cuts only orange; the dumbbell's farthest corner lies 32 %
 *   of the side from the centre, inside the safe zone (the centred circle of 40 % radius).
 * - `apple-touch-icon.png` (180): full-bleed like the maskable ones, since iOS rounds the corners.
 */

const publicDir = new URL('../web/public/', import.meta.url);
const favicon = readFileSync(new URL('favicon.svg', publicDir), 'utf8');

const tileColour = favicon.match(/<rect [^>]*fill="([^"]+)"/)?.[1];
const dumbbell = favicon.match(/<path d="([^"]+)" fill="([^"]+)"/);
const viewBox = favicon.match(/viewBox="0 0 (\d+) (\d+)"/);
if (!tileColour || !dumbbell || !viewBox) {
  throw new Error('favicon.svg no longer has the tile <rect>, the dumbbell <path> and a 0 0 w h viewBox');
}
const [, dumbbellPath, dumbbellColour] = dumbbell;
const side = Number(viewBox[1]);

function fullBleedMark(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${side} ${side}">
  <rect width="${side}" height="${side}" fill="${tileColour}"/>
  <path d="${dumbbellPath}" fill="${dumbbellColour}"/>
</svg>`;
}

const icons: { file: string; size: number; svg: string }[] = [
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-192.png', size: 192, svg: fullBleedMark() },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleedMark() },
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleedMark() },
];

const executablePath = findSystemChromium();
const browser = await chromium.launch({ args: CHROMIUM_ARGS, ...(executablePath ? { executablePath } : {}) });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const { file, size, svg } of icons) {
    await page.setViewportSize({ width: size, height: size });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(
      `<!doctype html><style>html,body{margin:0;background:transparent}svg{display:block}</style>${sized}`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(new URL(`icons/${file}`, publicDir), png);
    console.log(`web/public/icons/${file} (${size} × ${size}, ${png.byteLength} bytes)`);
  }
} finally {
  await browser.close();
}
