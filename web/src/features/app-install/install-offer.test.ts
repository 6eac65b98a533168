import { describe, expect, it } from 'vitest';
import { createInstallOffer } from './install-offer.ts';

/** Chromium's offer as a page receives it; `shown` counts the install dialogs it opened. */
function browserOffer(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const offer = Object.assign(event, {
    shown: 0,
    prompt: async () => {
      offer.shown += 1;
    },
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  return offer;
}

describe('install offer', () => {
  it('is offered only after the browser makes its offer, which the app keeps for its menu', () => {
    const page = new EventTarget();
    const install = createInstallOffer(page, () => false);
    expect(install.getSnapshot()).toBe(false);
    const offer = browserOffer('accepted');
    page.dispatchEvent(offer);
    expect(offer.defaultPrevented).toBe(true);
    expect(install.getSnapshot()).toBe(true);
  });

  it('opens the browser’s install dialog once and reports the member’s choice', async () => {
    const page = new EventTarget();
    const install = createInstallOffer(page, () => false);
    const offer = browserOffer('dismissed');
    page.dispatchEvent(offer);
    expect(await install.install()).toBe('dismissed');
    expect(offer.shown).toBe(1);
    expect(install.getSnapshot()).toBe(false);
    expect(await install.install()).toBe('unavailable');
    expect(offer.shown).toBe(1);
  });

  it('is no longer offered once the app is installed, or while it runs installed', () => {
    const page = new EventTarget();
    let runsInstalled = false;
    const install = createInstallOffer(page, () => runsInstalled);
    page.dispatchEvent(browserOffer('accepted'));
    page.dispatchEvent(new Event('appinstalled'));
    expect(install.getSnapshot()).toBe(false);

    page.dispatchEvent(browserOffer('accepted'));
    runsInstalled = true;
    expect(install.getSnapshot()).toBe(false);
  });
});
