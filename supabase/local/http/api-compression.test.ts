import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, compressApiAnswer } from './api-compression.ts';

const plans = JSON.stringify(
  Array.from({ length: 50 }, (_, index) => ({ name: `Plan ${index}`, meals: ['Oats', 'Eggs', 'Rice'] })),
);
const json = (body: string, status = 200) =>
  new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
const get = (acceptEncoding?: string, method = 'GET') =>
  new Request('http://app.test/api/meal-plans', {
    method,
    headers: acceptEncoding === undefined ? {} : { 'Accept-Encoding': acceptEncoding },
  });

describe('compressApiAnswer', () => {
  it('gzips a large JSON read for a client that accepts gzip, keeping status and headers', async () => {
    const answer = json(plans, 200);
    answer.headers.set('Cache-Control', 'no-store');
    const compressed = await compressApiAnswer(get('gzip, deflate, br'), answer);
    expect(compressed.status).toBe(200);
    expect(compressed.headers.get('Content-Encoding')).toBe('gzip');
    expect(compressed.headers.get('Vary')).toBe('Accept-Encoding');
    expect(compressed.headers.get('Cache-Control')).toBe('no-store');
    const bytes = new Uint8Array(await compressed.arrayBuffer());
    expect(Number(compressed.headers.get('Content-Length'))).toBe(bytes.byteLength);
    expect(bytes.byteLength).toBeLessThan(plans.length / 4);
    expect(gunzipSync(bytes).toString()).toBe(plans);
  });

  it('leaves alone a client without gzip, a write, a small answer and a non-JSON answer', async () => {
    const plain = await compressApiAnswer(get(), json(plans));
    expect(plain.headers.get('Content-Encoding')).toBeNull();
    expect(await plain.text()).toBe(plans);

    const refused = await compressApiAnswer(get('gzip;q=0, br'), json(plans));
    expect(refused.headers.get('Content-Encoding')).toBeNull();

    const write = await compressApiAnswer(get('gzip', 'POST'), json(plans, 201));
    expect(write.headers.get('Content-Encoding')).toBeNull();
    expect(await write.text()).toBe(plans);

    const small = await compressApiAnswer(get('gzip'), json('{"status":"ok"}'));
    expect(small.headers.get('Content-Encoding')).toBeNull();
    expect(await small.text()).toBe('{"status":"ok"}');

    const csv = new Response('day,minutes\n'.repeat(500), { headers: { 'Content-Type': 'text/csv' } });
    expect((await compressApiAnswer(get('gzip'), csv)).headers.get('Content-Encoding')).toBeNull();
  });
});

describe('acceptsGzip', () => {
  it('reads gzip by name or as *, and a quality of 0 as a refusal', () => {
    expect(acceptsGzip('gzip')).toBe(true);
    expect(acceptsGzip('br;q=1.0, GZIP;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('*, gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, deflate')).toBe(false);
    expect(acceptsGzip(null)).toBe(false);
  });
});
