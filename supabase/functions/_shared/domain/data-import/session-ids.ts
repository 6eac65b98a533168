/**
 * The id an imported session is stored under, made from the member and what identifies the
 * session in the file (its start as written and its title, or the id this app's export gave it).
 * The same file again, or a later export that overlaps it, gives the same ids, so what is stored
 * already is recognised and left alone; another member importing the same file gets ids of their
 * own. A UUID of version 8 (RFC 9562: made by the application) from SHA-256.
 */
export async function importedId(memberId: string, ...identity: readonly string[]): Promise<string> {
  const text = ['fittrack-import', memberId, ...identity].join('\u0000');
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  const bytes = digest.slice(0, 16);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x80;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
