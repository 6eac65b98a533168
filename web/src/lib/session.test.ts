import { afterEach, expect, it, vi } from 'vitest';
import { memoryStorage } from '@/testing/memory-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh session module in a tab whose storage and events the test controls. */
async function openTab() {
  const storage = memoryStorage();
  const tab = new EventTarget();
  vi.stubGlobal('localStorage', storage);
  vi.stubGlobal('window', tab);
  vi.resetModules();
  const { session } = await import('./session.ts');
  const heard = vi.fn();
  session.subscribe(heard);
  // What the browser tells this tab when another tab changes the shared storage.
  const otherTabChanged = (key: string | null) =>
    tab.dispatchEvent(Object.assign(new Event('storage'), { key }));
  return { session, storage, heard, otherTabChanged };
}

it('follows another tab signing in and out', async () => {
  const { session, storage, heard, otherTabChanged } = await openTab();
  storage.setItem('token', 'from-the-other-tab');
  otherTabChanged('token');
  expect(session.hasToken()).toBe(true);
  expect(heard).toHaveBeenCalledOnce();

  storage.removeItem('token');
  otherTabChanged('token');
  expect(session.hasToken()).toBe(false);
  expect(heard).toHaveBeenCalledTimes(2);
});

it('hears a cleared storage, and ignores keys that are not the session', async () => {
  const { session, storage, heard, otherTabChanged } = await openTab();
  session.store({ token: 'mine', refreshToken: 'mine-too' });
  otherTabChanged('profile-editor-shown');
  expect(heard).toHaveBeenCalledOnce();

  storage.clear();
  otherTabChanged(null);
  expect(session.hasToken()).toBe(false);
  expect(heard).toHaveBeenCalledTimes(2);
});

it('keeps the session it last heard of when storage is changed behind its back', async () => {
  const { session, storage, heard } = await openTab();
  session.store({ token: 'mine' });
  storage.removeItem('token');
  expect(session.hasToken()).toBe(true);
  expect(session.accessToken()).toBeNull();
  expect(heard).toHaveBeenCalledOnce();
});
