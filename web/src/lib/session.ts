import { REFRESH_TOKEN_KEY, SESSION_TOKEN_KEY } from '@contract/browser-session.ts';

/**
 * The browser's session: the access token (seed 000 section 4, kept in local storage under `token`)
 * and the refresh token that renews it. Listeners hear every change, so the current-user query can
 * follow sign-in and sign-out made anywhere in the app.
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

export const session = {
  accessToken: () => read(SESSION_TOKEN_KEY),
  refreshToken: () => read(REFRESH_TOKEN_KEY),
  hasToken: () => read(SESSION_TOKEN_KEY) !== null,

  store(tokens: { token: string; refreshToken?: string | undefined }) {
    localStorage.setItem(SESSION_TOKEN_KEY, tokens.token);
    if (tokens.refreshToken) localStorage.setItem(REFRESH_TOKEN_KEY, tokens.refreshToken);
    for (const listener of listeners) listener();
  },

  clear() {
    localStorage.removeItem(SESSION_TOKEN_KEY);
    localStorage.removeItem(REFRESH_TOKEN_KEY);
    for (const listener of listeners) listener();
  },

  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
