import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DamagedImageError, sniffImageKind, stripImageMetadata } from './profile-image.ts';

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../tests/fixtures/images/${name}`, import.meta.url)));
const containsText = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(Buffer.from(text));

describe('sniffImageKind', () => {
  it.each([
    ['photo-with-exif.jpg', 'jpeg'],
    ['photo-with-text.png', 'png'],
    ['photo-with-comment.gif', 'gif'],
    ['photo-with-exif.webp', 'webp'],
    ['not-an-image.png', null],
    ['drawing.svg', null],
  ])('reads %s as %s from its bytes', (name, kind) => {
    expect(sniffImageKind(fixture(name))).toBe(kind);
  });
});

describe('stripImageMetadata', () => {
  it.each([
    ['photo-with-exif.jpg', 'jpeg'],
    ['photo-with-text.png', 'png'],
    ['photo-with-comment.gif', 'gif'],
    ['photo-with-exif.webp', 'webp'],
  ] as const)('removes the location from %s and keeps a %s', (name, kind) => {
    const original = fixture(name);
    expect(containsText(original, 'secret-location')).toBe(true);
    const stripped = stripImageMetadata(kind, original);
    expect(containsText(stripped, 'secret-location')).toBe(false);
    expect(sniffImageKind(stripped)).toBe(kind);
    expect(stripped.byteLength).toBeLessThan(original.byteLength);
    // Stripping again changes nothing: the result is a well-formed file of the same kind.
    expect(stripImageMetadata(kind, stripped)).toEqual(stripped);
  });

  it('keeps a JPEG whole from start to end-of-image marker', () => {
    const stripped = stripImageMetadata('jpeg', fixture('photo-with-exif.jpg'));
    expect([...stripped.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    expect([...stripped.subarray(-2)]).toEqual([0xff, 0xd9]);
  });

  it('clears the EXIF flag of an extended WebP and fixes its size', () => {
    const stripped = stripImageMetadata('webp', fixture('photo-with-exif.webp'));
    const view = new DataView(stripped.buffer, stripped.byteOffset, stripped.byteLength);
    expect(view.getUint32(4, true)).toBe(stripped.byteLength - 8);
    expect((stripped[20] ?? 0) & 0x08).toBe(0);
  });

  it('refuses a truncated JPEG', () => {
    expect(() => stripImageMetadata('jpeg', fixture('photo-truncated.jpg'))).toThrow(DamagedImageError);
  });

  it.each([
    ['png', 'photo-with-text.png'],
    ['gif', 'photo-with-comment.gif'],
    ['webp', 'photo-with-exif.webp'],
  ] as const)('refuses a truncated %s', (kind, name) => {
    const bytes = fixture(name);
    expect(() => stripImageMetadata(kind, bytes.subarray(0, Math.floor(bytes.length * 0.6)))).toThrow(
      DamagedImageError,
    );
  });
});
