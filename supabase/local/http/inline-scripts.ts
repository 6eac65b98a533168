import { createHash } from 'node:crypto';

/**
 * The Content-Security-Policy sources (`'sha256-…'`) that allow exactly the inline scripts of a page:
 * the built index.html starts the first screen's downloads from one (scripts/first-screen-preloads.ts),
 * and both its <meta> policy and the standalone server's header must name it, or the browser refuses it.
 */
export function inlineScriptSources(html: string): string[] {
  const sources: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\bsrc\s*=/.test(attributes ?? '') || !body) continue;
    sources.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return sources;
}
