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
  const { session, onSignInOrOutInAnotherTab } = await import('./session.ts');
  const heard = vi.fn();
  session.subscribe(heard);
  const forgotten = vi.fn();
  onSignInOrOutInAnotherTab(forgotten);
  // What the browser tells this tab when another tab changes the shared storage.
  const otherTabChanged = (key: string | null) =>
    tab.dispatchEvent(Object.assign(new Event('storage'), { key }));
  return { session, storage, heard, forgotten, otherTabChanged };
}

it('follows another tab signing in and out, forgetting the last member before the screens hear', async () => {
  const { session, storage, heard, forgotten, otherTabChanged } = await openTab();
  storage.setItem('token', 'from-the-other-tab');
  otherTabChanged('token');
  expect(session.hasToken()).toBe(true);
  expect(heard).toHaveBeenCalledOnce();
  expect(forgotten).toHaveBeenCalledOnce();
  expect(forgotten.mock.invocationCallOrder[0]).toBeLessThan(heard.mock.invocationCallOrder[0] ?? 0);

  storage.removeItem('token');
  otherTabChanged('token');
  expect(session.hasToken()).toBe(false);
  expect(heard).toHaveBeenCalledTimes(2);
  expect(forgotten).toHaveBeenCalledTimes(2);
});

it('keeps everything when another tab only renews the token', async () => {
  const { session, storage, heard, forgotten, otherTabChanged } = await openTab();
  session.store({ token: 'mine' });
  storage.setItem('token', 'renewed-in-the-other-tab');
  otherTabChanged('token');
  expect(session.accessToken()).toBe('renewed-in-the-other-tab');
  expect(heard).toHaveBeenCalledOnce();
  expect(forgotten).not.toHaveBeenCalled();
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

it('expects a cookie session only between a sign-in here and the end of that session', async () => {
  const { session, storage } = await openTab();
  expect(session.mayHaveCookieSession()).toBe(false);

  session.store({ token: 'mine', refreshToken: 'mine-too' });
  // The token lost (storage edited, another client's return): the cookie may still hold the session.
  storage.removeItem('token');
  storage.removeItem('refreshToken');
  expect(session.mayHaveCookieSession()).toBe(true);

  session.clear();
  expect(session.mayHaveCookieSession()).toBe(false);
});
