/**
 * Profile pictures are checked by their bytes, not by the name or type the browser sends, and
 * leave with their metadata removed: a phone photo's EXIF block can carry the place it was taken,
 * and the picture is public.
 */

export type ImageKind = 'png' | 'jpeg' | 'gif' | 'webp';

export const IMAGE_CONTENT_TYPES: Record<ImageKind, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

/** The picture's structure is broken: truncated, or lengths that point past its end. */
export class DamagedImageError extends Error {
  constructor(reason: string) {
    super(`The image is damaged or incomplete (${reason}).`);
    this.name = 'DamagedImageError';
  }
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  prefix.every((byte, index) => bytes[offset + index] === byte);
const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

/** The image format from its magic number, or null for anything else (SVG, text, PDF...). */
export function sniffImageKind(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return 'webp';
  return null;
}

class ByteWriter {
  private readonly parts: Uint8Array[] = [];
  private length = 0;
  push(part: Uint8Array) {
    this.parts.push(part);
    this.length += part.byteLength;
  }
  bytes(): Uint8Array {
    const out = new Uint8Array(this.length);
    let offset = 0;
    for (const part of this.parts) {
      out.set(part, offset);
      offset += part.byteLength;
    }
    return out;
  }
}

/** JPEG: drop APP1 (EXIF, XMP), APP13 (IPTC) and comments; keep the rest, ICC profile included. */
function stripJpeg(bytes: Uint8Array): Uint8Array {
  const DROPPED = new Set([0xe1, 0xed, 0xfe]);
  const out = new ByteWriter();
  out.push(bytes.subarray(0, 2));
  let offset = 2;
  for (;;) {
    if (offset + 4 > bytes.length) throw new DamagedImageError('JPEG ends before its image data');
    if (bytes[offset] !== 0xff) throw new DamagedImageError('JPEG segment marker expected');
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1; // fill byte
      continue;
    }
    const length = ((bytes[offset + 2] ?? 0) << 8) | (bytes[offset + 3] ?? 0);
    const end = offset + 2 + length;
    if (length < 2 || end > bytes.length) throw new DamagedImageError('JPEG segment runs past the end');
    if (marker === 0xda) {
      // Start of scan: the compressed data follows up to the end-of-image marker.
      if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) {
        throw new DamagedImageError('JPEG has no end-of-image marker');
      }
      out.push(bytes.subarray(offset));
      return out.bytes();
    }
    if (!DROPPED.has(marker)) out.push(bytes.subarray(offset, end));
    offset = end;
  }
}

/** PNG: drop text, EXIF and time chunks; every chunk must fit and IEND must close the file. */
function stripPng(bytes: Uint8Array): Uint8Array {
  const DROPPED = new Set(['tEXt', 'zTXt', 'iTXt', 'eXIf', 'tIME']);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const out = new ByteWriter();
  out.push(bytes.subarray(0, 8));
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = view.getUint32(offset);
    const type = ascii(bytes, offset + 4, 4);
    const end = offset + 12 + length;
    if (end > bytes.length) throw new DamagedImageError('PNG chunk runs past the end');
    if (!DROPPED.has(type)) out.push(bytes.subarray(offset, end));
    offset = end;
    if (type === 'IEND') return out.bytes();
  }
  throw new DamagedImageError('PNG has no IEND chunk');
}

/** WebP: drop the EXIF and XMP chunks and clear their flags in the VP8X header. */
function stripWebp(bytes: Uint8Array): Uint8Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const riffEnd = 8 + view.getUint32(4, true);
  if (riffEnd > bytes.length) throw new DamagedImageError('WebP is shorter than its header says');
  const chunks: Uint8Array[] = [];
  let offset = 12;
  let hasImage = false;
  while (offset + 8 <= riffEnd) {
    const type = ascii(bytes, offset, 4);
    const size = view.getUint32(offset + 4, true);
    const end = offset + 8 + size + (size % 2);
    if (offset + 8 + size > riffEnd) throw new DamagedImageError('WebP chunk runs past the end');
    if (type === 'VP8 ' || type === 'VP8L' || type === 'ANIM') hasImage = true;
    if (type === 'VP8X') {
      const header = bytes.slice(offset, Math.min(end, riffEnd));
      header[8] = (header[8] ?? 0) & ~(0x08 | 0x04); // EXIF and XMP flags
      chunks.push(header);
    } else if (type !== 'EXIF' && type !== 'XMP ') {
      chunks.push(bytes.subarray(offset, Math.min(end, riffEnd)));
    }
    offset = end;
  }
  if (!hasImage) throw new DamagedImageError('WebP has no image data');
  const body = new ByteWriter();
  for (const chunk of chunks) body.push(chunk);
  const payload = body.bytes();
  const out = new Uint8Array(12 + payload.byteLength);
  out.set(bytes.subarray(0, 12));
  new DataView(out.buffer).setUint32(4, 4 + payload.byteLength, true);
  out.set(payload, 12);
  return out;
}

/** GIF: drop comment extensions and application extensions other than the animation loop. */
function stripGif(bytes: Uint8Array): Uint8Array {
  const out = new ByteWriter();
  const flags = bytes[10] ?? 0;
  let offset = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  if (offset > bytes.length) throw new DamagedImageError('GIF ends inside its colour table');
  out.push(bytes.subarray(0, offset));
  const skipSubBlocks = (from: number) => {
    let position = from;
    for (;;) {
      if (position >= bytes.length) throw new DamagedImageError('GIF data block runs past the end');
      const size = bytes[position] ?? 0;
      position += 1 + size;
      if (size === 0) return position;
    }
  };
  for (;;) {
    if (offset >= bytes.length) throw new DamagedImageError('GIF has no trailer');
    const introducer = bytes[offset];
    if (introducer === 0x3b) {
      out.push(bytes.subarray(offset, offset + 1));
      return out.bytes();
    }
    if (introducer === 0x21) {
      const label = bytes[offset + 1];
      const end = skipSubBlocks(offset + 2);
      const isLoop = label === 0xff && ascii(bytes, offset + 3, 11) === 'NETSCAPE2.0';
      if (label !== 0xfe && (label !== 0xff || isLoop)) out.push(bytes.subarray(offset, end));
      offset = end;
    } else if (introducer === 0x2c) {
      const localFlags = bytes[offset + 9] ?? 0;
      const dataStart = offset + 10 + (localFlags & 0x80 ? 3 * 2 ** ((localFlags & 0x07) + 1) : 0) + 1;
      const end = skipSubBlocks(dataStart);
      out.push(bytes.subarray(offset, end));
      offset = end;
    } else {
      throw new DamagedImageError('GIF block expected');
    }
  }
}

const STRIPPERS: Record<ImageKind, (bytes: Uint8Array) => Uint8Array> = {
  png: stripPng,
  jpeg: stripJpeg,
  gif: stripGif,
  webp: stripWebp,
};

/** The same picture without its metadata; throws DamagedImageError when the structure is broken. */
export function stripImageMetadata(kind: ImageKind, bytes: Uint8Array): Uint8Array {
  return STRIPPERS[kind](bytes);
}

/**
 * A photo of food as the nutrition area takes it: JPEG, PNG or WebP by its bytes, metadata
 * removed (a phone photo's EXIF can carry where it was taken); 'unsupported' or 'damaged' otherwise.
 */
export function cleanFoodPhoto(
  bytes: Uint8Array,
): { kind: 'jpeg' | 'png' | 'webp'; contentType: string; bytes: Uint8Array } | 'unsupported' | 'damaged' {
  const kind = sniffImageKind(bytes);
  if (kind !== 'jpeg' && kind !== 'png' && kind !== 'webp') return 'unsupported';
  try {
    return { kind, contentType: IMAGE_CONTENT_TYPES[kind], bytes: stripImageMetadata(kind, bytes) };
  } catch (error) {
    if (error instanceof DamagedImageError) return 'damaged';
    throw error;
  }
}
