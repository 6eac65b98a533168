import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contentSecurityPolicy } from './supabase/functions/_shared/http/security-headers.ts';
import {
  brotli,
  gzip,
  isPrecompressedCopy,
  PRECOMPRESSED_SUFFIXES,
  worthCompressing,
} from './supabase/local/http/asset-compression.ts';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The API listens on API_PORT during `npm run dev`; Vite serves the app and forwards /api to it.
const apiPort = process.env.API_PORT ?? '3001';

/**
 * The built index.html carries the Content-Security-Policy as a <meta> element, so the app is
 * protected on any static host; the standalone server also sends it as a header (with
 * frame-ancestors). Development keeps Vite's inline hot-reload scripts working without it.
 * Profile pictures come from Supabase Storage in the managed runtime: SUPABASE_URL at build time.
 */
function contentSecurityPolicyMeta(): Plugin {
  const supabaseUrl = process.env.SUPABASE_URL;
  const policy = contentSecurityPolicy({
    delivery: 'meta',
    imageOrigins: supabaseUrl ? [new URL(supabaseUrl).origin] : [],
  });
  return {
    name: 'content-security-policy-meta',
    apply: 'build',
    // Right after the charset declaration, which must stay within the first 1024 bytes.
    transformIndexHtml: (html) =>
      html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      ),
  };
}

/**
 * Writes a brotli and a gzip copy beside each text file of the build, so the standalone server
 * starts without compressing the app (and any static host that serves such copies can use them).
 */
function precompress(outDir: string): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    async closeBundle() {
      const files = await readdir(outDir, { recursive: true, withFileTypes: true });
      for (const entry of files) {
        if (!entry.isFile() || isPrecompressedCopy(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const body = new Uint8Array(await readFile(file));
        if (!worthCompressing(file, body.byteLength)) continue;
        await writeFile(file + PRECOMPRESSED_SUFFIXES.brotli, brotli(body));
        await writeFile(file + PRECOMPRESSED_SUFFIXES.gzip, gzip(body));
      }
    },
  };
}

const outDir = fromRoot('./dist/web');

export default defineConfig({
  root: fromRoot('./web'),
  publicDir: fromRoot('./web/public'),
  plugins: [react(), tailwindcss(), contentSecurityPolicyMeta(), precompress(outDir)],
  resolve: {
    alias: {
      '@contract': fromRoot('./supabase/functions/_shared/contract'),
      '@': fromRoot('./web/src'),
    },
  },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      output: {
        // Left alone, each icon shared by two screens becomes a chunk of half a kilobyte, and the
        // dashboard waited on some forty requests: over HTTP/1.1 a browser fetches six at a time,
        // so on a phone's connection every six were another round trip. One chunk holds the shared
        // icons (5 KB gzipped; an icon of one screen stays in that screen's chunk). The first
        // chunk uses none, so only screens with icons fetch it.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react/, minShareCount: 2 }],
        },
      },
    },
  },
  server: {
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
