import { describe, expect, it } from 'vitest';
import { createAppUpdates, type UpdateSource } from './app-updates.ts';

/** The page's workers: `controller` as the browser reports it, `takeOver` as a new one claims it. */
class FakeWorkers extends EventTarget {
  constructor(public controller: object | null) {
    super();
  }
  takeOver() {
    this.controller = {};
    this.dispatchEvent(new Event('controllerchange'));
  }
}

/** A registration whose new version installs (`installNewVersion`) and takes over when told to. */
class FakeRegistration implements UpdateSource {
  private listeners: (() => void)[] = [];
  waiting = false;
  skipWaitingMessages = 0;
  constructor(private workers: FakeWorkers) {}
  onWaiting(listener: () => void) {
    this.listeners.push(listener);
  }
  installNewVersion() {
    this.waiting = true;
    for (const listener of this.listeners) listener();
  }
  activateWaiting() {
    if (!this.waiting) return false;
    this.skipWaitingMessages += 1;
    return true;
  }
  /** What the waiting worker does on the message: it activates and takes the page. */
  finishActivation() {
    this.waiting = false;
    this.workers.takeOver();
  }
}

function setUp(controller: object | null = {}) {
  const workers = new FakeWorkers(controller);
  const registration = new FakeRegistration(workers);
  const reloads: number[] = [];
  const updates = createAppUpdates(workers, () => reloads.push(reloads.length + 1));
  updates.connect(registration);
  return { workers, registration, updates, reloads };
}

describe('app updates', () => {
  it('offers the reload once a new version waits, and tells subscribers', () => {
    const { registration, updates } = setUp();
    let told = 0;
    updates.subscribe(() => {
      told += 1;
    });
    expect(updates.getSnapshot()).toBe(false);
    registration.installNewVersion();
    expect(updates.getSnapshot()).toBe(true);
    expect(told).toBe(1);
  });

  it('lets the new version take over only when the member reloads, and reloads once it has', () => {
    const { registration, updates, reloads } = setUp();
    registration.installNewVersion();
    expect(registration.skipWaitingMessages).toBe(0);

    updates.applyUpdate();
    expect(registration.skipWaitingMessages).toBe(1);
    // The page stays as it is until the new worker controls it: no old page asks it for new chunks.
    expect(reloads).toEqual([]);
    registration.finishActivation();
    expect(reloads).toEqual([1]);
  });

  it('reloads a tab whose new version was activated from another tab', () => {
    const { workers, registration, reloads } = setUp();
    registration.installNewVersion();
    workers.takeOver();
    expect(reloads).toEqual([1]);
  });

  it('does not reload a page its first worker takes over on the first visit', () => {
    const { workers, reloads } = setUp(null);
    workers.takeOver();
    expect(reloads).toEqual([]);
    workers.takeOver();
    expect(reloads).toEqual([1]);
  });

  it('reloads straight away when no version waits any more', () => {
    const { registration, updates, reloads } = setUp();
    updates.applyUpdate();
    expect(registration.skipWaitingMessages).toBe(0);
    expect(reloads).toEqual([1]);
  });
});
