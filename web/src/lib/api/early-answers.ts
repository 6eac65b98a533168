/**
 * Answers asked for by the page itself before the app's code arrived. On a phone's connection the
 * app's scripts take a second or more to download; index.html's first-screen script
 * (scripts/first-screen-preloads.ts) asks for the signed-in member meanwhile, and the API client
 * uses that answer for its own first call instead of asking again (client.ts).
 *
 * Each answer is for one URL and one access token, is used once, and only while it is fresh: a page
 * that starts from the device's copy may not call for the member until much later.
 */
export interface EarlyAnswer {
  url: string;
  token: string;
  /** When it was asked for (Date.now()). */
  at: number;
  response: Promise<Response>;
}

/** The global under which index.html leaves its answers (a plain array). */
export const EARLY_ANSWERS_GLOBAL = '__earlyAnswers';

/** Older than this, an answer is left unused: a new call costs one round trip, a stale member more. */
export const EARLY_ANSWER_LIFETIME_MS = 30_000;

/** The early answer to a GET of `url` with `token`, taken so no other call uses it. */
export function takeEarlyAnswer(url: string, token: string): Promise<Response> | undefined {
  const answers = (globalThis as { [EARLY_ANSWERS_GLOBAL]?: EarlyAnswer[] })[EARLY_ANSWERS_GLOBAL];
  const index = answers?.findIndex((answer) => answer.url === url && answer.token === token) ?? -1;
  if (!answers || index < 0) return undefined;
  const [answer] = answers.splice(index, 1);
  return answer && Date.now() - answer.at < EARLY_ANSWER_LIFETIME_MS ? answer.response : undefined;
}
