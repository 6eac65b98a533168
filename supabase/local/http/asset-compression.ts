import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';

/**
 * How the web app's text files are compressed, shared by the Vite build (which writes `.br` and
 * `.gz` beside each file) and the server (which uses those, and compresses only what lacks them).
 * Compressing at build time keeps brotli's slowest, smallest setting off the server's start-up.
 */

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.webmanifest',
  '.svg',
  '.txt',
  '.ico',
  '.wasm',
]);
/** Below this size the encoding headers cost about what compression saves. */
const SMALLEST_WORTH_COMPRESSING = 512;

export const PRECOMPRESSED_SUFFIXES = { brotli: '.br', gzip: '.gz' } as const;

export const isPrecompressedCopy = (file: string) =>
  file.endsWith(PRECOMPRESSED_SUFFIXES.brotli) || file.endsWith(PRECOMPRESSED_SUFFIXES.gzip);

export const worthCompressing = (file: string, size: number) =>
  COMPRESSIBLE.has(path.extname(file).toLowerCase()) && size > SMALLEST_WORTH_COMPRESSING;

export const brotli = (body: Uint8Array): Uint8Array<ArrayBuffer> =>
  new Uint8Array(brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }));

export const gzip = (body: Uint8Array): Uint8Array<ArrayBuffer> =>
  new Uint8Array(gzipSync(body, { level: 9 }));
