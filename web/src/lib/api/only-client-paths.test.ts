import { expect, it } from 'vitest';

/** Every source file of the web app, as text, keyed by its path relative to this folder. */
const sources = import.meta.glob<string>('../../**/*.{ts,tsx}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

it('writes API paths only in the client: everything else names operations', () => {
  const outsideClient = Object.entries(sources).filter(([file]) => !file.startsWith('./'));
  expect(outsideClient.length).toBeGreaterThan(100);
  const writingPaths = outsideClient.filter(([, text]) => /['"`]\/api\//.test(text)).map(([file]) => file);
  expect(writingPaths).toEqual([]);
});
