import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  brotli,
  gzip,
  isPrecompressedCopy,
  PRECOMPRESSED_SUFFIXES,
  worthCompressing,
} from './asset-compression.ts';

export interface WebAsset {
  body: Uint8Array<ArrayBuffer>;
  brotli: Uint8Array<ArrayBuffer> | undefined;
  gzip: Uint8Array<ArrayBuffer> | undefined;
  contentType: string;
  cacheControl: string;
  etag: string;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  // Browsers compile WebAssembly while it streams in only when it is served as such.
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};
/** Vite puts content-hashed files under /assets: their bytes never change under the same name. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Reads the built web app once at start-up, with the brotli and gzip copies the build wrote beside
 * each text file (compressing here only a file that lacks them), so requests are answered from
 * memory without compressing the same bytes again.
 */
export async function loadWebAssets(distDir: string): Promise<Map<string, WebAsset>> {
  const assets = new Map<string, WebAsset>();
  const files = await listFiles(distDir);
  const present = new Set(files);
  const compressed = async (
    relative: string,
    suffix: string,
    compress: (body: Uint8Array) => Uint8Array<ArrayBuffer>,
    body: Uint8Array,
  ) =>
    present.has(relative + suffix)
      ? new Uint8Array(await readFile(path.join(distDir, relative + suffix)))
      : compress(body);
  for (const relative of files.filter((file) => !isPrecompressedCopy(file))) {
    const body = new Uint8Array(await readFile(path.join(distDir, relative)));
    const extension = path.extname(relative).toLowerCase();
    const compress = worthCompressing(relative, body.byteLength);
    const urlPath = `/${relative.split(path.sep).join('/')}`;
    assets.set(urlPath, {
      body,
      brotli: compress ? await compressed(relative, PRECOMPRESSED_SUFFIXES.brotli, brotli, body) : undefined,
      gzip: compress ? await compressed(relative, PRECOMPRESSED_SUFFIXES.gzip, gzip, body) : undefined,
      contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
      cacheControl: urlPath.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    });
  }
  return assets;
}

async function listFiles(root: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(root, prefix), { withFileTypes: true });
  const files: string[] = [];
  for (const entry of entries) {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) files.push(...(await listFiles(root, relative)));
    else files.push(relative);
  }
  return files;
}

/**
 * Answers a GET or HEAD for the web app: a known file, or index.html for any other path that
 * looks like a page (the single-page app's router decides what it shows, including its 404).
 */
export function serveWebAsset(assets: Map<string, WebAsset>, request: Request): Response {
  const { pathname } = new URL(request.url);
  let asset = assets.get(pathname);
  if (!asset && !path.posix.extname(pathname)) asset = assets.get('/index.html');
  if (!asset) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });

  const headers = new Headers({
    'Content-Type': asset.contentType,
    'Cache-Control': asset.cacheControl,
    ETag: asset.etag,
    Vary: 'Accept-Encoding',
  });
  if (request.headers.get('If-None-Match') === asset.etag)
    return new Response(null, { status: 304, headers });

  const accepted = request.headers.get('Accept-Encoding') ?? '';
  let body = asset.body;
  if (asset.brotli && /\bbr\b/.test(accepted)) {
    body = asset.brotli;
    headers.set('Content-Encoding', 'br');
  } else if (asset.gzip && /\bgzip\b/.test(accepted)) {
    body = asset.gzip;
    headers.set('Content-Encoding', 'gzip');
  }
  headers.set('Content-Length', String(body.byteLength));
  return new Response(request.method === 'HEAD' ? null : body, { status: 200, headers });
}
