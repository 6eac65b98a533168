import type { HttpBindings } from '@hono/node-server';
import { type Context, Hono } from 'hono';
import type { ApiApp } from '../../functions/_shared/app.ts';
import { handleError } from '../../functions/_shared/http/errors.ts';
import { servedOverHttps, webSecurityHeaders } from '../../functions/_shared/http/security-headers.ts';
import { type LocalFileStorage, PUBLIC_OBJECT_PREFIX } from '../storage/local-file-storage.ts';
import { compressApiAnswer } from './api-compression.ts';
import { inlineScriptSources } from './inline-scripts.ts';
import { serveWebAsset, type WebAsset } from './web-assets.ts';

export interface StandaloneAppParts {
  api: ApiApp;
  storage: LocalFileStorage;
  /** The `coach-recompute` function's app, mounted where Supabase would serve it. */
  recompute: { request: (path: string, init: RequestInit) => Response | Promise<Response> };
  /** The `stripe-webhook` function's app (deliveries and the sweep), mounted where Supabase serves it. */
  stripeWebhook?: { request: (path: string, init: RequestInit) => Response | Promise<Response> };
  /** The built web app; absent when Vite serves it (`npm run dev`). */
  assets: Map<string, WebAsset> | undefined;
  /** Behind a reverse proxy: read the client's address and scheme from X-Forwarded-*. */
  trustProxy: boolean;
  siteUrl: string | undefined;
}

type StandaloneEnv = { Bindings: Partial<HttpBindings> };

/** A percent-encoded path that does not decode (a stray `%`) names no file. */
function decodedOrUndefined(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * Everything one standalone process serves: /api (the `api` function's app), the coach function,
 * public storage objects and the web app, each answer with its security headers.
 */
export function createStandaloneApp(parts: StandaloneAppParts) {
  const root = new Hono<StandaloneEnv>();
  const https = (request: Request) =>
    parts.siteUrl?.startsWith('https:') === true || servedOverHttps(request, parts.trustProxy);

  root.post('/functions/v1/coach-recompute', (c) =>
    parts.recompute.request('/coach-recompute', { method: 'POST', headers: c.req.raw.headers }),
  );

  // Stripe signs the raw bytes: they are passed on untouched.
  const stripeWebhook = parts.stripeWebhook;
  if (stripeWebhook) {
    for (const route of ['/stripe-webhook', '/stripe-webhook/sweep']) {
      root.post(`/functions/v1${route}`, async (c) =>
        stripeWebhook.request(route, {
          method: 'POST',
          headers: c.req.raw.headers,
          body: await c.req.arrayBuffer(),
        }),
      );
    }
  }

  // The socket's peer is the client, unless a reverse proxy in front was declared trustworthy.
  const forwardApi = async (c: Context<StandaloneEnv>) => {
    const forwarded = parts.trustProxy ? c.req.header('X-Forwarded-For')?.split(',')[0]?.trim() : undefined;
    const peer = c.env?.incoming?.socket.remoteAddress;
    const clientAddress = forwarded || peer;
    const answer = await parts.api.fetch(c.req.raw, clientAddress ? { clientAddress } : {});
    return compressApiAnswer(c.req.raw, answer);
  };
  root.all('/api', forwardApi);
  root.all('/api/*', forwardApi);

  root.on(['GET', 'HEAD'], `${PUBLIC_OBJECT_PREFIX}/:bucket/*`, async (c) => {
    const encoded = c.req.path.slice(`${PUBLIC_OBJECT_PREFIX}/${c.req.param('bucket')}/`.length);
    const objectPath = decodedOrUndefined(encoded);
    const file =
      objectPath === undefined
        ? undefined
        : await parts.storage.readPublic(c.req.param('bucket'), objectPath);
    if (!file) return c.json({ error: 'not_found', message: 'No such file' }, 404);
    // Object names change on every upload, so a stored file never changes under its name.
    return c.body(file.bytes.slice().buffer, 200, {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
      'Content-Security-Policy': "default-src 'none'",
    });
  });

  const assets = parts.assets;
  if (assets) {
    // Every page is index.html: its inline script is the one the policy allows.
    const indexHtml = assets.get('/index.html');
    const scriptHashes = indexHtml ? inlineScriptSources(new TextDecoder().decode(indexHtml.body)) : [];
    root.on(['GET', 'HEAD'], '*', (c) => {
      const response = serveWebAsset(assets, c.req.raw);
      webSecurityHeaders(response.headers, { https: https(c.req.raw), scriptHashes });
      return response;
    });
  }

  root.onError(handleError);
  root.notFound((c) => c.json({ error: 'not_found', message: `Nothing at ${c.req.path}` }, 404));
  return root;
}
