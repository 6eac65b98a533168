import { session } from '../session.ts';

/**
 * Whose session this browser holds, as far as it can tell without the server: the member an access
 * token names (its `sub` claim, read but not verified: the server verifies every call, this only
 * decides whose copy the device may show), a session held by the server's cookie alone, or none.
 */
export type SessionHolder = { by: 'token'; memberId: string | null } | { by: 'cookie' } | { by: 'nobody' };

/** The `sub` claim of an access token, or null when it cannot be read. */
export function memberIdOfToken(token: string): string | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims: unknown = JSON.parse(json);
    const sub = typeof claims === 'object' && claims !== null ? (claims as { sub?: unknown }).sub : undefined;
    return typeof sub === 'string' && sub !== '' ? sub : null;
  } catch {
    return null;
  }
}

export function sessionHolder(): SessionHolder {
  const token = session.accessToken();
  if (token !== null) return { by: 'token', memberId: memberIdOfToken(token) };
  return session.mayHaveCookieSession() ? { by: 'cookie' } : { by: 'nobody' };
}

/**
 * Whether the device's copy of a member's answers may be shown to, or written for, this session.
 * A cookie-only session cannot be told apart offline; it is trusted because every change of
 * session (sign-in, sign-out, a session ended by the server or in another tab) deletes the copy.
 */
export function holderOwns(holder: SessionHolder, memberId: string): boolean {
  if (holder.by === 'token') return holder.memberId === memberId;
  return holder.by === 'cookie';
}

/** Two holders are the same session owner (a renewed token of the same member is). */
export const sameHolder = (a: SessionHolder, b: SessionHolder): boolean =>
  a.by === b.by && (a.by !== 'token' || (b.by === 'token' && a.memberId === b.memberId));
