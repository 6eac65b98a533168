/**
 * Local-storage keys of the browser session. Kept apart from the schemas so the web app's first
 * screen can read them without loading zod.
 */
export const OAUTH_IN_PROGRESS_FLAG = 'oauth-in-progress';
export const SESSION_TOKEN_KEY = 'token';
export const REFRESH_TOKEN_KEY = 'refreshToken';
