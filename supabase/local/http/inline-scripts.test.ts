import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptSources } from './inline-scripts.ts';

describe('inlineScriptSources', () => {
  it('names each inline script by the hash of its exact text, and leaves scripts with a src out', () => {
    const body = "(function () {\n  document.title = 'é';\n})();";
    const html = `<head><script>${body}</script><script type="module" crossorigin src="/assets/index.js"></script></head>`;
    const digest = createHash('sha256').update(Buffer.from(body, 'utf8')).digest('base64');
    expect(inlineScriptSources(html)).toEqual([`'sha256-${digest}'`]);
  });

  it('names nothing on a page without inline scripts', () => {
    expect(inlineScriptSources('<script src="/a.js"></script><p>script</p>')).toEqual([]);
  });
});
