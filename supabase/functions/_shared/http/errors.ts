import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody } from '../contract/errors.ts';
import { InvalidAccessTokenError } from '../session/access-token.ts';

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

/** A database error as postgres.js reports it (duck-typed: this module stays driver-agnostic). */
interface DatabaseError extends Error {
  code: string;
}

const isDatabaseError = (error: Error): error is DatabaseError =>
  error.name === 'PostgresError' && typeof (error as Partial<DatabaseError>).code === 'string';

/**
 * The database's refusals that bad input can still cause despite the contract's checks, as the
 * 4xx they are. Logged, because each one means a rule is missing upstream; never a 500.
 */
function fromDatabaseError(error: DatabaseError): ApiError | undefined {
  const { code } = error;
  if (code === 'PT401') {
    return unauthorized('Your session has ended. Please sign in again.', 'session_ended');
  }
  if (code.startsWith('22') || code === '23514' || code === '23502') {
    return badRequest('invalid_input', 'A value in the request is malformed or out of range.');
  }
  if (code === '23505') return conflict('conflict', 'This conflicts with something already stored.');
  if (code === '23503')
    return badRequest('invalid_reference', 'The request refers to something that does not exist.');
  if (code === '42501') return forbidden();
  if (code === '40001' || code === '40P01') {
    return new ApiError(503, 'busy', 'The server is busy. Please try again.', { retryAfterSeconds: 1 });
  }
  return undefined;
}

/** Failures of the layers below HTTP that mean "your request", not "our server", as their 4xx. */
function fromKnownError(error: Error): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof InvalidAccessTokenError) return unauthorized(error.message, 'invalid_token');
  return isDatabaseError(error) ? fromDatabaseError(error) : undefined;
}

export function handleError(error: Error, c: Context): Response {
  const mapped = fromKnownError(error);
  if (mapped) {
    if (isDatabaseError(error) && mapped.status !== 401) {
      console.warn(`Database refused a request (${error.code}): ${error.message}`);
    }
    if (mapped.extra.retryAfterSeconds) c.header('Retry-After', String(mapped.extra.retryAfterSeconds));
    return c.json(mapped.toBody(), mapped.status);
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
