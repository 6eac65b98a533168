import { promisify } from 'node:util';
import { gzip } from 'node:zlib';

const gzipAsync = promisify(gzip);

/** Below this the encoding headers cost about what compression saves (as for the web app's files). */
const SMALLEST_WORTH_COMPRESSING = 1024;

/**
 * An API answer gzipped for a client that accepts it: reads only (GET), JSON only, and only past
 * SMALLEST_WORTH_COMPRESSING. JSON shrinks four- to fivefold (the meal-plan catalogue from 105 KB
 * to 21 KB, the exercise library from 20 KB to 6 KB), which on a phone's connection is most of a
 * screen's wait for its data. Writes are left as they are: their answers are small, and those that
 * carry a secret (sign-in's tokens) are never compressed beside input a third party could choose.
 * In the managed runtime Supabase's gateway decides about compression; this is the standalone's.
 */
export async function compressApiAnswer(request: Request, response: Response): Promise<Response> {
  if (request.method !== 'GET' || !response.body || response.headers.has('Content-Encoding')) return response;
  if (!response.headers.get('Content-Type')?.includes('application/json')) return response;
  if (!acceptsGzip(request.headers.get('Accept-Encoding'))) return response;

  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  headers.append('Vary', 'Accept-Encoding');
  const init = { status: response.status, statusText: response.statusText, headers };
  if (body.byteLength < SMALLEST_WORTH_COMPRESSING) return new Response(body, init);

  const compressed = await gzipAsync(body, { level: 6 });
  headers.set('Content-Encoding', 'gzip');
  headers.set('Content-Length', String(compressed.byteLength));
  return new Response(new Uint8Array(compressed), init);
}

/** Whether an Accept-Encoding header accepts gzip, by name or as `*`, with a quality above 0. */
export function acceptsGzip(header: string | null): boolean {
  const qualities = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = parameters.find((parameter) => parameter.startsWith('q='));
    qualities.set(name, quality === undefined ? 1 : Number(quality.slice(2)));
  }
  return (qualities.get('gzip') ?? qualities.get('*') ?? 0) > 0;
}
