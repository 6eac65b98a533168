import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { contentSecurityPolicy } from './supabase/functions/_shared/http/security-headers.ts';

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

export default defineConfig({
  root: fromRoot('./web'),
  publicDir: fromRoot('./web/public'),
  plugins: [react(), tailwindcss(), contentSecurityPolicyMeta()],
  resolve: {
    alias: {
      '@contract': fromRoot('./supabase/functions/_shared/contract'),
      '@': fromRoot('./web/src'),
    },
  },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
  },
  server: {
    proxy: { '/api': { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false } },
  },
});
