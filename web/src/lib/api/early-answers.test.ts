import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_ANSWER_LIFETIME_MS,
  EARLY_ANSWERS_GLOBAL,
  type EarlyAnswer,
  takeEarlyAnswer,
} from './early-answers.ts';

const page = globalThis as { [EARLY_ANSWERS_GLOBAL]?: EarlyAnswer[] };

function leaveAnswer(url: string, token: string, at = Date.now()) {
  const response = Promise.resolve(new Response('{"id":"1"}'));
  page[EARLY_ANSWERS_GLOBAL] = [...(page[EARLY_ANSWERS_GLOBAL] ?? []), { url, token, at, response }];
  return response;
}

afterEach(() => {
  delete page[EARLY_ANSWERS_GLOBAL];
  vi.useRealTimers();
});

describe('takeEarlyAnswer', () => {
  it('hands the answer to the first call for its address and token, and to no other', () => {
    const response = leaveAnswer('/api/auth/me', 'access');
    expect(takeEarlyAnswer('/api/auth/me', 'other')).toBeUndefined();
    expect(takeEarlyAnswer('/api/stats', 'access')).toBeUndefined();
    expect(takeEarlyAnswer('/api/auth/me', 'access')).toBe(response);
    expect(takeEarlyAnswer('/api/auth/me', 'access')).toBeUndefined();
  });

  it('leaves an answer unused once it is too old to show', () => {
    leaveAnswer('/api/auth/me', 'access', Date.now() - EARLY_ANSWER_LIFETIME_MS);
    expect(takeEarlyAnswer('/api/auth/me', 'access')).toBeUndefined();
  });

  it('finds nothing on a page that left no answers', () => {
    expect(takeEarlyAnswer('/api/auth/me', 'access')).toBeUndefined();
  });
});
