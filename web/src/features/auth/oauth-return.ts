import { OAUTH_IN_PROGRESS_FLAG } from '@contract/browser-session.ts';
import { session } from '@/lib/session.ts';

/**
 * The return from Google sign-in: `token` and `user` arrive in the address
 * and are accepted only when this browser started the sign-in (the `oauth-in-progress` flag). The
 * server puts them in the fragment, which never reaches a server or a proxy log (the session
 * itself is in its HttpOnly cookie, the refresh token in no address); the query is read too, for
 * servers that send them as query parameters. Either way they are removed from the address bar,
 * so the token never stays in history. Returns true when a session was taken over.
 */
export function acceptOAuthReturn(location: Location = window.location): boolean {
  const fragment = new URLSearchParams(location.hash.replace(/^#/, ''));
  const query = new URLSearchParams(location.search);
  const params = fragment.has('token') ? fragment : query;
  const token = params.get('token');
  if (!token) return false;

  const started = localStorage.getItem(OAUTH_IN_PROGRESS_FLAG) !== null;
  localStorage.removeItem(OAUTH_IN_PROGRESS_FLAG);
  const refreshToken = params.get('refreshToken') ?? undefined;
  const userText = params.get('user');
  for (const key of ['token', 'refreshToken', 'user']) query.delete(key);
  const rest = query.toString();
  window.history.replaceState(window.history.state, '', `${location.pathname}${rest ? `?${rest}` : ''}`);

  if (!started) return false;
  if (userText) {
    try {
      JSON.parse(userText);
    } catch (error) {
      // Unparseable callback data is only logged; the token still signs in.
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
