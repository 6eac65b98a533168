import { REFRESH_TOKEN_KEY, SESSION_TOKEN_KEY, SIGNED_IN_HERE_KEY } from '@contract/browser-session.ts';

/**
 * The browser's session: the access token (kept in local storage under `token`)
 * and the refresh token that renews it. Listeners hear every change, so the current-user query can
 * follow sign-in and sign-out made anywhere in the app, and in the browser's other tabs.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Whether a token was held when the session last changed, here or in another tab. Screens read this
 * rather than storage itself, so storage changed behind the app's back (developer tools, an
 * extension) cannot move one rendered screen to another session while the route table, which
 * decides what may render, never heard of it.
 */
let tokenHeld = read(SESSION_TOKEN_KEY) !== null;

function changed() {
  tokenHeld = read(SESSION_TOKEN_KEY) !== null;
  for (const listener of listeners) listener();
}

export const session = {
  accessToken: () => read(SESSION_TOKEN_KEY),
  refreshToken: () => read(REFRESH_TOKEN_KEY),
  hasToken: () => tokenHeld,
  /** Whether a session may be held by the server's cookie alone (see SIGNED_IN_HERE_KEY). */
  mayHaveCookieSession: () => read(SIGNED_IN_HERE_KEY) !== null,

  store(tokens: { token: string; refreshToken?: string | undefined }) {
    localStorage.setItem(SESSION_TOKEN_KEY, tokens.token);
    if (tokens.refreshToken) localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
    localStorage.setItem(SIGNED_IN_HERE_KEY, 'yes');
    changed();
  },

  clear() {
    localStorage.removeItem(SESSION_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    localStorage.removeItem(SIGNED_IN_HERE_KEY);
    changed();
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Signing in or out in another tab changes the shared storage; this tab hears it as a storage event
// (a null key means that tab cleared all of storage). A renewal there keeps this tab's session as
// it is; a sign-in or sign-out is told first to those who forget what the last member saw, then to
// the screens.
const otherTabListeners = new Set<Listener>();

export function onSignInOrOutInAnotherTab(listener: Listener): () => void {
  otherTabListeners.add(listener);
  return () => otherTabListeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== SESSION_TOKEN_KEY && event.key !== null) return;
    if ((read(SESSION_TOKEN_KEY) !== null) === tokenHeld) return;
    for (const listener of otherTabListeners) listener();
    changed();
  });
}
