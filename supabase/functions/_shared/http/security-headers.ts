import { createMiddleware } from 'hono/factory';

/** Stripe.js and its hosted buy button: the only third-party origins the web app may reach. */
const STRIPE = {
  scripts: ['https://js.stripe.com'],
  frames: ['https://js.stripe.com', 'https://hooks.stripe.com', 'https://buy.stripe.com'],
  connections: ['https://api.stripe.com'],
};

export interface PolicyOptions {
  /** Where profile pictures are served from when not this origin (Supabase Storage's project URL). */
  imageOrigins?: readonly string[];
  /**
   * `frame-ancestors` is only honoured in a header; in a <meta> element browsers ignore it and log
   * a console error, so the meta version leaves it out.
   */
  delivery: 'header' | 'meta';
  /** The page's own inline scripts, by their hash sources (`'sha256-…'`); no other inline script runs. */
  scriptHashes?: readonly string[];
}

/**
 * The web app's Content-Security-Policy: scripts, styles, fonts and connections from the app's own
 * origin only, plus Stripe's origins for the payment pages, and index.html's own inline script by
 * its hash; nothing may frame the app. Styles
 * allow inline attributes because React's `style` props and the chart library set them. The
 * service worker and the web app manifest that make the app installable come from the same origin.
 */
export function contentSecurityPolicy(options: PolicyOptions): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // WebAssembly compiled from the app's own files (the barcode reader where the browser has none);
    // JavaScript eval stays forbidden.
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...STRIPE.scripts, ...(options.scriptHashes ?? [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(options.imageOrigins ?? [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...STRIPE.connections],
    'frame-src': STRIPE.frames,
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  if (options.delivery === 'header') directives['frame-ancestors'] = ["'none'"];
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

const HSTS = 'max-age=31536000; includeSubDomains';

/** True when the request reached us over TLS, directly or through a proxy that said so. */
export const servedOverHttps = (request: Request, trustForwardedProto: boolean) =>
  // A Request's url is absolute and serialised, so its scheme is lower case and leads.
  request.url.startsWith('https:') ||
  (trustForwardedProto && request.headers.get('X-Forwarded-Proto')?.split(',')[0]?.trim() === 'https');

/**
 * Headers every API answer carries: no caching of answers that hold tokens or personal data
 * (routes that answer public, cacheable documents set their own Cache-Control), no MIME sniffing,
 * no referrer, and HSTS when served over https.
 */
export const apiSecurityHeaders = (siteUrl: string | undefined) =>
  createMiddleware(async (c, next) => {
    await next();
    const headers = c.res.headers;
    if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
    headers.set('X-Content-Type-Options', 'nosniff');
    headers.set('Referrer-Policy', 'no-referrer');
    if (siteUrl?.startsWith('https:') || servedOverHttps(c.req.raw, false)) {
      headers.set('Strict-Transport-Security', HSTS);
    }
  });

/** Headers of the web app's pages and files in the standalone server. */
export function webSecurityHeaders(
  headers: Headers,
  options: { https: boolean; imageOrigins?: readonly string[]; scriptHashes?: readonly string[] },
): void {
  headers.set('X-Content-Type-Options', 'nosniff');
  headers.set('Referrer-Policy', 'strict-origin-when-cross-origin');
  if (options.https) headers.set('Strict-Transport-Security', HSTS);
  if (headers.get('Content-Type')?.startsWith('text/html')) {
    headers.set(
      'Content-Security-Policy',
      contentSecurityPolicy({
        delivery: 'header',
        ...(options.imageOrigins ? { imageOrigins: options.imageOrigins } : {}),
        ...(options.scriptHashes ? { scriptHashes: options.scriptHashes } : {}),
      }),
    );
    headers.set('X-Frame-Options', 'DENY');
    // The mile tracker asks for the position and keeps the screen awake; the food log's barcode
    // scanner uses the camera; nothing else is needed.
    headers.set(
      'Permissions-Policy',
      'geolocation=(self), screen-wake-lock=(self), camera=(self), microphone=(), payment=(self "https://js.stripe.com")',
    );
  }
}
