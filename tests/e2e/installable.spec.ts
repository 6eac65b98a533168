import type { Page } from '@playwright/test';
import {
  expect,
  newMember,
  openSignedIn,
  signUpThroughApi,
  test,
  waitForControllingWorker,
} from './fixtures.ts';

// These tests are about the service worker (or run beside it, as a member's phone does).
test.use({ serviceWorkers: 'allow' });

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const SCREENSHOTS = process.env.E2E_SCREENSHOTS;
/** The dark theme's base colour: the page behind every screen, the splash and the title bar. */
const THEME_BACKGROUND = '#111419';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** The app's own page rather than the browser's "No internet" one: its title and a rendered screen. */
async function expectAppShell(page: Page) {
  await expect(page).toHaveTitle('FitTrack');
  await expect(page.locator('#root > *').first()).toBeVisible();
}

/** Width and height from a PNG's header (the IHDR chunk). */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

test('the manifest installs FitTrack standalone from / in the dark theme, with icons that load', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');

  const response = await request.get(href ?? '');
  expect(response.headers()['content-type']).toBe('application/manifest+json; charset=utf-8');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = await response.json();
  expect(manifest).toMatchObject({
    name: 'FitTrack',
    short_name: 'FitTrack',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: THEME_BACKGROUND,
    background_color: THEME_BACKGROUND,
  });
  // The splash screen and the title bar match the page they open onto.
  // The theme's colour is written in oklch; a canvas pixel gives it in sRGB, as the manifest has it.
  const pageBackground = await page.evaluate(() => {
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no 2d canvas');
    context.fillStyle = getComputedStyle(document.documentElement).backgroundColor;
    context.fillRect(0, 0, 1, 1);
    const [red, green, blue] = context.getImageData(0, 0, 1, 1).data;
    return `#${[red, green, blue].map((channel) => (channel ?? 0).toString(16).padStart(2, '0')).join('')}`;
  });
  expect(pageBackground).toBe(THEME_BACKGROUND);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', THEME_BACKGROUND);

  const icons = manifest.icons as ManifestIcon[];
  expect(icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`).sort()).toEqual([
    '192x192 any',
    '192x192 maskable',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }
});

test('Chromium finds the app installable', async ({ page }) => {
  await page.goto('/');
  await waitForControllingWorker(page);
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // Playwright's browser contexts are incognito ones, where Chromium never installs an app.
  const errors = installabilityErrors.map(({ errorId }) => errorId).filter((id) => id !== 'in-incognito');
  expect(errors).toEqual([]);
});

test('the service worker registers and controls the page; the server sends it and its runtime fresh', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await waitForControllingWorker(page);
  const controller = await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL);
  expect(new URL(controller ?? '').pathname).toBe('/sw.js');

  const worker = await request.get('/sw.js', { headers: { 'Accept-Encoding': 'br' } });
  expect(worker.headers()['content-type']).toBe('text/javascript; charset=utf-8');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  // Precompressed by the build like every other file (the request context decodes the body).
  expect(worker.headers()['content-encoding']).toBe('br');
  const runtime = (await worker.text()).match(/workbox-[\w-]+(?=")/)?.[0];
  expect(runtime).toBeDefined();
  const runtimeFile = await request.get(`/${runtime}.js`);
  expect(runtimeFile.status()).toBe(200);
  expect(runtimeFile.headers()['content-type']).toBe('text/javascript; charset=utf-8');

  // The Content-Security-Policy, as a header and as the built page's <meta>, lets both load.
  const document = await request.get('/');
  const policies = [
    document.headers()['content-security-policy'],
    await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'),
  ];
  for (const policy of policies) {
    expect(policy).toContain("worker-src 'self'");
    expect(policy).toContain("manifest-src 'self'");
  }
});

test('offline, a reload of / and of a signed-in gym page still opens the app, and its gym pages load', async ({
  page,
  context,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/');
  await expect(page.getByRole('navigation', { name: 'Bottom navigation' })).toBeVisible();
  await waitForControllingWorker(page);

  // Every gym screen is precached, the lazy ones included.
  const precached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const entry of await (await caches.open(name)).keys()) urls.push(new URL(entry.url).pathname);
    }
    return urls;
  });
  for (const chunk of [
    'dashboard-page',
    'workouts-page',
    'live-workout-page',
    'calendar-page',
    'exercise-detail-page',
    'exercise-instructions',
  ]) {
    expect(
      precached.some((url) => url.startsWith(`/assets/${chunk}-`)),
      chunk,
    ).toBe(true);
  }

  await context.setOffline(true);
  // Pages not opened before this moment: their chunks come from the worker.
  const bottomBar = page.getByRole('navigation', { name: 'Bottom navigation' });
  await bottomBar.getByRole('link', { name: 'Calendar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  await bottomBar.getByRole('link', { name: 'Workouts' }).click();
  await expect(page.getByRole('heading', { name: 'Workouts', exact: true }).first()).toBeVisible();

  // A dot in the query (a link's campaign, say) does not make a page a file.
  for (const path of ['/workouts', '/', '/?source=home.screen']) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    expect(answer?.fromServiceWorker(), path).toBe(true);
    await expectAppShell(page);
  }
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/offline-reload.png` });
});

test('the worker leaves /api to the network: no fallback page for it and no answer kept', async ({
  page,
  context,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/');
  await waitForControllingWorker(page);
  const workouts = page.waitForResponse((response) => response.url().includes('/api/workouts'));
  await page
    .getByRole('navigation', { name: 'Bottom navigation' })
    .getByRole('link', { name: 'Workouts' })
    .click();
  expect((await workouts).fromServiceWorker()).toBe(false);

  const cachedApiAnswers = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const entry of await (await caches.open(name)).keys()) urls.push(entry.url);
    }
    return urls.filter((url) => new URL(url).pathname.startsWith('/api'));
  });
  expect(cachedApiAnswers).toEqual([]);

  await context.setOffline(true);
  await expect(page.goto('/api/health')).rejects.toThrow(/ERR_INTERNET_DISCONNECTED/);
});

test('Install app appears in the user menu while the browser offers it, and opens its dialog', async ({
  page,
  request,
}) => {
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/');
  const userMenu = page.getByRole('button', { name: /user menu$/i });
  await userMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Install app' })).toHaveCount(0);
  await userMenu.click();

  // Chromium makes its offer when its own engagement rules are met; here it is made at once.
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => {
        (window as { installDialogShown?: boolean }).installDialogShown = true;
      },
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    });
    window.dispatchEvent(offer);
  });
  await userMenu.click();
  const install = page.getByRole('menuitem', { name: 'Install app' });
  await expect(install).toBeVisible();
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/install-entry.png` });
  await install.click();
  expect(await page.evaluate(() => (window as { installDialogShown?: boolean }).installDialogShown)).toBe(
    true,
  );

  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await userMenu.click();
  await expect(page.getByRole('menuitem', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Install app' })).toHaveCount(0);
});

test('a new deployment waits for Reload, which brings the new version in', async ({
  page,
  context,
  request,
}) => {
  // Each deployment's worker differs from the last (Chromium compares the bytes).
  let deployment = 1;
  await context.route('**/sw.js', async (route) => {
    const current = await route.fetch();
    await route.fulfill({
      response: current,
      body: `${await current.text()}\n// deployment ${deployment}\n`,
    });
  });
  await openSignedIn(page, await signUpThroughApi(request, newMember()), '/workouts');
  const workoutsHeading = page.getByRole('heading', { name: 'Workouts', exact: true }).first();
  await expect(workoutsHeading).toBeVisible();
  await waitForControllingWorker(page);

  deployment = 2;
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const prompt = page.getByRole('status', { name: 'App update' });
  await expect(prompt).toContainText('Update available');
  // The new worker waits: the page still runs on the version it started with.
  const waiting = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return Boolean(registration?.waiting) && navigator.serviceWorker.controller === registration?.active;
  });
  expect(waiting).toBe(true);
  if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/update-prompt.png` });
  for (const name of ['Reload', 'Not now']) {
    const box = await prompt.getByRole('button', { name }).boundingBox();
    expect(Math.min(box?.width ?? 0, box?.height ?? 0), name).toBeGreaterThanOrEqual(44);
  }

  await page.evaluate(() => {
    (window as { beforeReload?: boolean }).beforeReload = true;
  });
  const reloaded = page.waitForEvent('load');
  await prompt.getByRole('button', { name: 'Reload' }).click();
  await reloaded;
  expect(await page.evaluate(() => (window as { beforeReload?: boolean }).beforeReload)).toBeUndefined();
  await expect(workoutsHeading).toBeVisible();
  const settled = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.waiting === null && navigator.serviceWorker.controller !== null;
  });
  expect(settled).toBe(true);
  await expect(prompt).not.toContainText('Update available');
});
