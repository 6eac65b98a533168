/**
 * Cached answers a change of the member's privacy choices alters: the leaderboard (whether they
 * are on it) and the feed (whether their posts show a streak). Kept here so the privacy feature
 * refreshes views of other features without importing them.
 */
export const PRIVACY_DEPENDENT_QUERY_KEYS: readonly (readonly string[])[] = [
  ['/api/leaderboard'],
  ['/api/community'],
];
