/**
 * Local-storage keys of the browser session. Kept apart from the schemas so the web app's first
 * screen can read them without loading zod.
 */
export const OAUTH_IN_PROGRESS_FLAG = 'oauth-in-progress';
export const SESSION_TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';

/**
 * Set while this browser holds a session started here and not yet ended: the server's HttpOnly
 * session cookie, which script cannot see, may then still be valid when the token is gone. Without
 * it there is no session to ask the server about, so a visitor's page load makes no request that
 * can only be refused.
 */
export const SIGNED_IN_HERE_KEY = 'signed-in-here';
