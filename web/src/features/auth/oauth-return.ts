import { OAUTH_IN_PROGRESS_FLAG } from '@contract/browser-session.ts';
import { session } from '@/lib/session.ts';

/**
 * The return from Google sign-in (seed 000 section 4): `token` and `user` arrive as query
 * parameters and are accepted only when this browser started the sign-in (the `oauth-in-progress`
 * flag). Either way the parameters are removed from the address bar, so the token never stays in
 * history. Returns true when a session was taken over.
 */
export function acceptOAuthReturn(location: Location = window.location): boolean {
  const params = new URLSearchParams(location.search);
  const token = params.get('token');
  if (!token) return false;

  const started = localStorage.getItem(OAUTH_IN_PROGRESS_FLAG) !== null;
  localStorage.removeItem(OAUTH_IN_PROGRESS_FLAG);
  const refreshToken = params.get('refreshToken') ?? undefined;
  const userText = params.get('user');
  for (const key of ['token', 'refreshToken', 'user']) params.delete(key);
  const query = params.toString();
  window.history.replaceState(window.history.state, '', `${location.pathname}${query ? `?${query}` : ''}`);

  if (!started) return false;
  if (userText) {
    try {
      JSON.parse(userText);
    } catch (error) {
      // Seed 000 section 8: unparseable callback data is only logged; the token still signs in.
      console.error('Could not read the user from the sign-in callback', error);
    }
  }
  session.store({ token, refreshToken });
  return true;
}

/** Called just before the browser leaves for Google, so the return is recognised. */
export function markOAuthStarted() {
  localStorage.setItem(OAUTH_IN_PROGRESS_FLAG, String(Date.now()));
}
