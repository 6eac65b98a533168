import { callApiThrough, type Transport } from './client.ts';
import type { AnswerOf, OperationId, RequestArgs } from './operation-types.ts';
import type { ApiOperations } from './operations.generated.ts';

/**
 * Where an upload stands: its bytes on their way (`total` unknown when the browser cannot tell),
 * then all sent and the server at work on them, with nothing left to measure.
 */
export type UploadProgress =
  | { phase: 'sending'; sent: number; total: number | null }
  | { phase: 'processing' };

/** The headers of `getAllResponseHeaders()`: one `name: value` a line, CRLF between. */
export function parseResponseHeaders(text: string): Headers {
  const headers = new Headers();
  for (const line of text.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Statuses whose response may carry no body (the Response constructor refuses one). */
const BODILESS = new Set([101, 204, 205, 304]);

/**
 * The client's transport on XMLHttpRequest, the one browser API that reports an upload's progress
 * (fetch reports none). It answers with a Response, so the client renews the session and reads
 * errors exactly as it does for fetch.
 */
export function progressTransport(onProgress: (progress: UploadProgress) => void): Transport {
  return (url, init) =>
    new Promise<Response>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open(init.method ?? 'GET', url);
      request.withCredentials = init.credentials === 'include';
      new Headers(init.headers).forEach((value, name) => {
        request.setRequestHeader(name, value);
      });
      request.upload.onprogress = (event) =>
        onProgress({
          phase: 'sending',
          sent: event.loaded,
          total: event.lengthComputable ? event.total : null,
        });
      request.upload.onload = () => onProgress({ phase: 'processing' });
      request.onload = () => {
        const body = BODILESS.has(request.status) ? null : request.responseText;
        resolve(
          new Response(body, {
            status: request.status,
            statusText: request.statusText,
            headers: parseResponseHeaders(request.getAllResponseHeaders()),
          }),
        );
      };
      // As fetch fails: a TypeError for the network, an AbortError for a cancelled call.
      request.onerror = () => reject(new TypeError('Network request failed'));
      request.ontimeout = () => reject(new TypeError('Network request timed out'));
      request.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      const signal = init.signal;
      if (signal?.aborted) {
        reject(new DOMException('The upload was cancelled.', 'AbortError'));
        return;
      }
      signal?.addEventListener('abort', () => request.abort(), { once: true });
      request.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

/**
 * Calls an operation that sends a file, telling `onProgress` how the upload goes; answers and
 * failures are `callApi`'s (the typed answer, HttpError).
 */
export function callApiWithUploadProgress<Id extends OperationId>(
  onProgress: (progress: UploadProgress) => void,
  id: Id,
  ...request: RequestArgs<ApiOperations[Id]>
): Promise<AnswerOf<ApiOperations[Id]>> {
  return callApiThrough(progressTransport(onProgress), id, ...request);
}
