import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../contract/errors.ts';

/**
 * The one way the API fails on purpose. Route code throws it; the app's error handler turns it
 * into `{ error, message, fields? }` with its status. Anything else becomes a 500 without details.
 */
export class ApiError extends Error {
  constructor(
    public readonly status: ContentfulStatusCode,
    public readonly code: string,
    message: string,
    public readonly extra: Pick<ErrorBody, 'fields' | 'retryAfterSeconds'> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): ErrorBody {
    return { error: this.code, message: this.message, ...this.extra };
  }
}

export const badRequest = (code: string, message: string, fields?: Record<string, string>) =>
  new ApiError(400, code, message, fields ? { fields } : {});
export const unauthorized = (message = 'Authentication required', code = 'unauthorized') =>
  new ApiError(401, code, message);
export const forbidden = (message = 'You are not allowed to do that') =>
  new ApiError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'not_found', message);
export const conflict = (code: string, message: string, fields?: Record<string, string>) =>
  new ApiError(409, code, message, fields ? { fields } : {});

export function handleError(error: Error, c: Context): Response {
  if (error instanceof ApiError) {
    if (error.extra.retryAfterSeconds) c.header('Retry-After', String(error.extra.retryAfterSeconds));
    return c.json(error.toBody(), error.status);
  }
  console.error('Unhandled error', error);
  const body: ErrorBody = {
    error: 'internal_error',
    message: 'Something went wrong on our side. Please try again.',
  };
  return c.json(body, 500);
}

export function handleNotFound(c: Context): Response {
  const body: ErrorBody = { error: 'not_found', message: `No endpoint ${c.req.method} ${c.req.path}` };
  return c.json(body, 404);
}
