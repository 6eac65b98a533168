import type { SessionAuthority, TokenPair } from './session-authority.ts';

const inFlight = new WeakMap<SessionAuthority, Map<string, Promise<TokenPair>>>();

/**
 * Renews a refresh token once per process however many requests present it at the same moment
 * (a page firing several calls with one expired cookie): they all wait for the one renewal. Across
 * processes, the providers' reuse interval covers the same race (GoTrue's, and the local one's).
 */
export function refreshOnce(auth: SessionAuthority, refreshToken: string): Promise<TokenPair> {
  let pending = inFlight.get(auth);
  if (!pending) {
    pending = new Map();
    inFlight.set(auth, pending);
  }
  const existing = pending.get(refreshToken);
  if (existing) return existing;
  const running = pending;
  const renewal = auth.refresh(refreshToken).finally(() => running.delete(refreshToken));
  running.set(refreshToken, renewal);
  return renewal;
}
