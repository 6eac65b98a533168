import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { loadWebAssets, serveWebAsset } from './web-assets.ts';

let distDir: string | undefined;
afterEach(async () => {
  if (distDir) await rm(distDir, { recursive: true, force: true });
});

async function dist(files: Record<string, string | Uint8Array>) {
  distDir = await mkdtemp(path.join(tmpdir(), 'fitness-dist-'));
  for (const [name, content] of Object.entries(files)) await writeFile(path.join(distDir, name), content);
  return distDir;
}

const bigText = (word: string) => `${word} `.repeat(400);

describe('loadWebAssets', () => {
  it('serves the copies the build compressed and never the copies themselves', async () => {
    const brotliCopy = new Uint8Array([1, 2, 3]);
    const gzipCopy = new Uint8Array([4, 5, 6]);
    const assets = await loadWebAssets(
      await dist({ 'app.js': bigText('script'), 'app.js.br': brotliCopy, 'app.js.gz': gzipCopy }),
    );
    expect([...assets.keys()]).toEqual(['/app.js']);
    expect(assets.get('/app.js')?.brotli).toEqual(brotliCopy);
    expect(assets.get('/app.js')?.gzip).toEqual(gzipCopy);
  });

  it('compresses a text file the build left without copies, and leaves small files alone', async () => {
    const assets = await loadWebAssets(await dist({ 'index.html': bigText('page'), 'tiny.css': 'a{}' }));
    const page = assets.get('/index.html');
    expect(Buffer.from(brotliDecompressSync(page?.brotli ?? new Uint8Array())).toString()).toBe(
      bigText('page'),
    );
    expect(Buffer.from(gunzipSync(page?.gzip ?? new Uint8Array())).toString()).toBe(bigText('page'));
    expect(assets.get('/tiny.css')?.brotli).toBeUndefined();
  });
});

describe('serveWebAsset', () => {
  it('serves the service worker, its Workbox runtime and the manifest with their types, revalidated on every load', async () => {
    const assets = await loadWebAssets(
      await dist({
        'sw.js': bigText('worker'),
        'workbox-9c191d2f.js': bigText('runtime'),
        'manifest.webmanifest': '{"name":"FitTrack"}',
      }),
    );
    const answers = Object.fromEntries(
      ['/sw.js', '/workbox-9c191d2f.js', '/manifest.webmanifest'].map((file) => {
        const { headers } = serveWebAsset(assets, new Request(`http://localhost${file}`));
        return [file, [headers.get('Content-Type'), headers.get('Cache-Control')]];
      }),
    );
    expect(answers).toEqual({
      '/sw.js': ['text/javascript; charset=utf-8', 'no-cache'],
      '/workbox-9c191d2f.js': ['text/javascript; charset=utf-8', 'no-cache'],
      '/manifest.webmanifest': ['application/manifest+json; charset=utf-8', 'no-cache'],
    });
  });

  it('serves the service worker brotli-compressed from the copy the build wrote', async () => {
    const assets = await loadWebAssets(await dist({ 'sw.js': bigText('worker') }));
    const response = serveWebAsset(
      assets,
      new Request('http://localhost/sw.js', { headers: { 'Accept-Encoding': 'gzip, br' } }),
    );
    expect(response.headers.get('Content-Encoding')).toBe('br');
    expect(Buffer.from(brotliDecompressSync(new Uint8Array(await response.arrayBuffer()))).toString()).toBe(
      bigText('worker'),
    );
  });
});
