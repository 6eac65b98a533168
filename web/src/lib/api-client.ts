import type { AuthSession } from '@contract/auth.ts';
import type { ErrorBody } from '@contract/errors.ts';
import { session } from './session.ts';

/**
 * A non-success answer. Its message follows the seed's rule (`STATUS: body text`, or the status
 * text when the body is empty); `serverMessage` and `fields` are read from the API's error body so
 * forms can show the sentence meant for people and put each field's message under its input.
 */
export class HttpError extends Error {
  constructor(
    public readonly status: number,
    public readonly bodyText: string,
    statusText: string,
  ) {
    super(`${status}: ${bodyText || statusText}`);
    this.name = 'HttpError';
  }

  get body(): Partial<ErrorBody> | undefined {
    try {
      const parsed: unknown = JSON.parse(this.bodyText);
      return typeof parsed === 'object' && parsed !== null ? (parsed as Partial<ErrorBody>) : undefined;
    } catch {
      return undefined;
    }
  }

  get serverMessage(): string | undefined {
    const message = this.body?.message;
    return typeof message === 'string' && message !== '' ? message : undefined;
  }

  get fields(): Record<string, string> {
    return this.body?.fields ?? {};
  }
}

/** The message a toast shows for a failed call: the server's sentence, else the fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof HttpError ? (error.serverMessage ?? fallback) : fallback;
}

type SessionEndedHandler = () => void;
let onSessionEnded: SessionEndedHandler = () => {};

/** The app decides what "signed out by the server" means (clear caches, go home). */
export function setSessionEndedHandler(handler: SessionEndedHandler) {
  onSessionEnded = handler;
}

let refreshing: Promise<boolean> | undefined;

/**
 * Trades the refresh token for a new pair once, however many calls hit a 401 at the same time.
 * Without a refresh token (after the identity provider's return) the session cookie's is used.
 */
function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    const refreshToken = session.refreshToken();
    try {
      const response = await fetch('/api/auth/refresh', {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(refreshToken ? { token: refreshToken } : {}),
      });
      if (!response.ok) return false;
      const renewed = (await response.json()) as AuthSession;
      session.store({ token: renewed.token, refreshToken: renewed.refreshToken });
      return true;
    } catch {
      return false;
    }
  })().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

export interface RequestOptions {
  /** JSON body; FormData is sent as multipart. */
  body?: unknown;
  signal?: AbortSignal;
}

async function send(method: string, url: string, options: RequestOptions): Promise<Response> {
  const headers = new Headers();
  const token = session.accessToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return fetch(url, {
    method,
    headers,
    body,
    credentials: 'include',
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * Every call to /api goes through here. An expired access token is renewed once with the refresh
 * token and the call repeated; when renewal fails the member is signed out (seed 000 section 4).
 */
export async function apiRequest<T>(method: string, url: string, options: RequestOptions = {}): Promise<T> {
  const hadToken = session.accessToken() !== null;
  let response = await send(method, url, options);
  if (response.status === 401 && hadToken && !url.startsWith('/api/auth/refresh')) {
    if (await refreshSession()) {
      response = await send(method, url, options);
    } else {
      session.clear();
      onSessionEnded();
    }
  }
  if (!response.ok) {
    throw new HttpError(response.status, await response.text(), response.statusText);
  }
  if (response.status === 204) return undefined as T;
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** A read whose query key segments, joined by `/`, form the URL (seed 000 section 7). */
export function getJson<T>(segments: readonly (string | number)[], signal?: AbortSignal): Promise<T> {
  return apiRequest<T>('GET', segments.join('/'), signal ? { signal } : {});
}
