import { renderToStaticMarkup } from 'react-dom/server';
import { expect, it } from 'vitest';
import page from '../../index.html?raw';
import { PageSpinner } from './spinner.tsx';

it("index.html paints the app's own session spinner until React replaces it", () => {
  const root = page.match(/<div id="root">(.*)<\/div>\s*<script/s)?.[1];
  expect(root).toBe(renderToStaticMarkup(<PageSpinner label="Loading your session" />));
});
