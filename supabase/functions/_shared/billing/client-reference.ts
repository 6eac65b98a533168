/**
 * The client-reference-id a member's buy-button checkout carries: the member's id and an HMAC of
 * it, so the webhook attaches the purchase only to the account the server issued it for. A plain
 * id would let anyone point their own checkout at another member's account and replace that
 * member's Stripe customer. Stripe allows letters, digits, dashes and underscores (200 at most):
 * `<uuid>_<64 hex>`.
 */
const LABEL = 'fittrack checkout client reference v1';

async function macOf(secret: string, userId: string): Promise<string> {
  const encoder = new TextEncoder();
  // A key derived for this one purpose, so the reference reveals nothing usable elsewhere.
  const root = await crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const derived = await crypto.subtle.sign('HMAC', root, encoder.encode(LABEL));
  const key = await crypto.subtle.importKey('raw', derived, { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(userId.toLowerCase()));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export async function signClientReference(secret: string, userId: string): Promise<string> {
  return `${userId.toLowerCase()}_${await macOf(secret, userId)}`;
}

/** The member id a reference was issued for, or null when it was not issued by this server. */
export async function verifyClientReference(
  secret: string,
  reference: string | null,
): Promise<string | null> {
  const match = reference?.match(
    /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})_([0-9a-f]{64})$/,
  );
  if (!match?.[1] || !match[2]) return null;
  const expected = await macOf(secret, match[1]);
  let difference = 0;
  for (let index = 0; index < expected.length; index += 1) {
    difference |= expected.charCodeAt(index) ^ match[2].charCodeAt(index);
  }
  return difference === 0 ? match[1] : null;
}
