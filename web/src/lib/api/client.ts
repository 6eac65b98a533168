import { session } from '../session.ts';
import { ConnectionError } from './connection-error.ts';
import { takeEarlyAnswer } from './early-answers.ts';
import { HttpError } from './http-error.ts';
import type { AnswerOf, NavigationId, OperationId, RequestArgs, RequestOf } from './operation-types.ts';
import { type ApiOperations, apiRoutes } from './operations.generated.ts';

/**
 * The one way the web app reaches /api. A call names an operation of the contract by its id, and
 * its parameters, query, body and answer are typed from that operation's zod schemas, so a path,
 * parameter or field the contract does not have does not compile.
 *
 * Why typed from the zod operations rather than from types generated out of the OpenAPI document
 * (openapi-typescript with openapi-fetch): the document is itself generated from these operations,
 * so reading them directly loses nothing on the way (refinements, defaults, literal unions and
 * `z.output` of coerced query values all survive), needs no second generator, and openapi-typescript
 * needs TypeScript 5's compiler API, which the TypeScript 7 this repository builds with does not
 * ship. Call sites also name operations, not paths, so no URL is written outside this folder.
 * The only thing generated is operations.generated.ts: each operation's method, path and body kind
 * (no schema, so the landing page's bundle carries no zod) and a type map to its definition; it is
 * rewritten by `npm run api:generate` and checked current by `npm run check`.
 *
 * Sessions: the access token from local storage is sent as a bearer token, and the session cookie
 * always goes along (a member signed in through the identity provider has only the cookie). An
 * expired access token is renewed once with the refresh token and the call repeated; when the
 * server refuses the renewal the member is signed out. Failures throw HttpError with the API's error
 * body; a call that never reached the server throws ConnectionError and signs no one out.
 */

type SessionEndedHandler = () => void;
let onSessionEnded: SessionEndedHandler = () => {};

/** The app decides what "signed out by the server" means (clear caches, go home). */
export function setSessionEndedHandler(handler: SessionEndedHandler) {
  onSessionEnded = handler;
}

type ReachabilityListener = (reachable: boolean) => void;
const reachabilityListeners = new Set<ReachabilityListener>();

/**
 * Hears, after every call, whether the server answered (whatever the status) or could not be
 * reached. The browser's own online flag says nothing about the server, so the offline layer
 * follows the connection by this.
 */
export function onServerReachability(listener: ReachabilityListener): () => void {
  reachabilityListeners.add(listener);
  return () => reachabilityListeners.delete(listener);
}

function tellReachability(reachable: boolean) {
  for (const listener of reachabilityListeners) listener(reachable);
}

/** Input as the client reads it, whatever the operation; each part is typed per operation by RequestOf. */
interface AnyRequest {
  params?: Record<string, string>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

function urlOf(id: OperationId, request: AnyRequest): string {
  const path = apiRoutes[id].path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = request.params?.[name];
    if (value === undefined) throw new Error(`${id}: path parameter ${name} is missing`);
    return encodeURIComponent(value);
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) query.set(name, String(value));
  }
  return query.size ? `${path}?${query}` : path;
}

function bodyOf(id: OperationId, request: AnyRequest): { body?: BodyInit; contentType?: string } {
  const route = apiRoutes[id];
  const kind = 'body' in route ? route.body : undefined;
  if (kind === 'json') return { body: JSON.stringify(request.body), contentType: 'application/json' };
  if (kind === 'multipart') {
    const { fields, files } = request.body as {
      fields: Record<string, unknown>;
      files: Record<string, Blob>;
    };
    const form = new FormData();
    for (const [name, file] of Object.entries(files)) form.set(name, file);
    for (const [name, value] of Object.entries(fields)) {
      if (value !== undefined) form.set(name, String(value));
    }
    return { body: form };
  }
  if (kind === 'file') {
    // The file itself is the body; its type says what it is (text/csv, application/json).
    const file = request.body as Blob;
    return { body: file, ...(file.type ? { contentType: file.type } : {}) };
  }
  return {};
}

/**
 * How one request goes out: `fetch`, or a transport that reports the upload's progress
 * (upload.ts). Whichever it is, the call is made, renewed and read here.
 */
export type Transport = (url: string, init: RequestInit) => Promise<Response>;

// Read at call time, so a test's stubbed fetch is the one used.
const fetchTransport: Transport = (url, init) => fetch(url, init);

function send(
  id: OperationId,
  request: AnyRequest,
  withToken: boolean,
  transport: Transport = fetchTransport,
): Promise<Response> {
  const headers = new Headers();
  const token = withToken ? session.accessToken() : null;
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const { body, contentType } = bodyOf(id, request);
  if (contentType) headers.set('Content-Type', contentType);
  const url = urlOf(id, request);
  const method = apiRoutes[id].method.toUpperCase();
  const early = method === 'GET' && token ? takeEarlyAnswer(url, token) : undefined;
  return (
    early ??
    transport(url, {
      method,
      headers,
      body,
      credentials: 'include',
      ...(request.signal ? { signal: request.signal } : {}),
    })
  ).then(
    (response) => {
      tellReachability(true);
      return response;
    },
    (error: unknown) => {
      // A call the app cancelled is no news about the connection.
      if (request.signal?.aborted || (error instanceof DOMException && error.name === 'AbortError'))
        throw error;
      tellReachability(false);
      throw new ConnectionError({ cause: error });
    },
  );
}

type Renewal = 'renewed' | 'refused' | 'unreachable';
let refreshing: Promise<Renewal> | undefined;

/**
 * Trades the refresh token for a new pair once, however many calls hit a 401 at the same time.
 * Without a refresh token (after the identity provider's return) the session cookie's is used.
 */
function refreshSession(): Promise<Renewal> {
  refreshing ??= (async () => {
    const refreshToken = session.refreshToken();
    const request: RequestOf<ApiOperations['refreshSession']> = {
      body: refreshToken ? { token: refreshToken } : {},
    };
    try {
      const response = await send('refreshSession', request, false);
      if (!response.ok) return 'refused';
      const renewed = (await response.json()) as AnswerOf<ApiOperations['refreshSession']>;
      session.store({ token: renewed.token, refreshToken: renewed.refreshToken });
      return 'renewed';
    } catch (error) {
      return error instanceof ConnectionError ? 'unreachable' : 'refused';
    }
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * The operation's successful response, the access token renewed once if it had expired; any other
 * answer rejects with HttpError, its body read.
 */
async function respond(id: OperationId, input: AnyRequest, transport: Transport): Promise<Response> {
  const hadToken = session.accessToken() !== null;
  let response = await send(id, input, true, transport);
  if (response.status === 401 && hadToken && id !== 'refreshSession') {
    const renewal = await refreshSession();
    if (renewal === 'renewed') {
      response = await send(id, input, true, transport);
    } else if (renewal === 'unreachable') {
      // The connection dropped between the two calls: nothing says the session is over.
      throw new ConnectionError();
    } else {
      session.clear();
      onSessionEnded();
    }
  }
  if (!response.ok) {
    throw new HttpError(response.status, await response.text(), response.statusText);
  }
  return response;
}

/** The JSON the server produced from the same schema the answer is typed with (undefined for 204). */
async function answerOf<Id extends OperationId>(response: Response): Promise<AnswerOf<ApiOperations[Id]>> {
  if (response.status === 204) return undefined as AnswerOf<ApiOperations[Id]>;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as AnswerOf<ApiOperations[Id]>;
}

/** Calls one operation and resolves with its answer (undefined for 204), or rejects with HttpError. */
export async function callApi<Id extends OperationId>(
  id: Id,
  ...[request]: RequestArgs<ApiOperations[Id]>
): Promise<AnswerOf<ApiOperations[Id]>> {
  return answerOf<Id>(await respond(id, (request ?? {}) as AnyRequest, fetchTransport));
}

/** `callApi` sent through another transport: an upload that reports its progress (upload.ts). */
export async function callApiThrough<Id extends OperationId>(
  transport: Transport,
  id: Id,
  ...[request]: RequestArgs<ApiOperations[Id]>
): Promise<AnswerOf<ApiOperations[Id]>> {
  return answerOf<Id>(await respond(id, (request ?? {}) as AnyRequest, transport));
}

/**
 * The successful response itself, unread: for a download, whose body is a file and whose headers
 * name it (download.ts). Failures reject with HttpError as `callApi`'s do.
 */
export function callApiForResponse<Id extends OperationId>(
  id: Id,
  ...[request]: RequestArgs<ApiOperations[Id]>
): Promise<Response> {
  return respond(id, (request ?? {}) as AnyRequest, fetchTransport);
}

/** Where a browser navigation operation lives (a link's href or `location.assign`). */
export const apiHref = (id: NavigationId): string => apiRoutes[id].path;

/** Whether an href leads to the API (a full page load) rather than to a screen of the app. */
export const isApiHref = (href: string): boolean => href.startsWith('/api/');
