/** A hand-over token: 32 random bytes, base64url. Only its SHA-256 is stored. */
export function newHandoverToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

export async function hashHandoverToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** How long a visitor has from starting the trial with a card to creating the account. */
export const TOKEN_HANDOVER_MINUTES = 120;
/** How long a buy-button checkout made before sign-up stays claimable. */
export const CHECKOUT_HANDOVER_MINUTES = 24 * 60;
/** Idempotency keys of a hand-over's Stripe objects, so a retry (or the sweep) finds the same ones. */
export const customerIdempotencyKey = (handoverId: string) => `handover-${handoverId}-customer`;
export const subscriptionIdempotencyKey = (handoverId: string) => `handover-${handoverId}-subscription`;
