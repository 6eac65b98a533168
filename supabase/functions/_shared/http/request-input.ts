import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import {
  DEFAULT_JSON_BODY_LIMIT_BYTES,
  EMPTY_BODY_LIMIT_BYTES,
  type Operation,
  type OperationInput,
} from '../contract/operation.ts';
import { isStorableText } from '../contract/text.ts';
import { ApiError, badRequest, notFound } from './errors.ts';
import { validate } from './validation.ts';

/** Deeper JSON than this is refused: no request of the contract nests more than a few levels. */
const MAX_JSON_DEPTH = 32;

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i;
const MULTIPART_TYPE = /^multipart\/form-data\s*;/i;

function unsupportedType(expected: string): ApiError {
  return new ApiError(415, 'unsupported_media_type', `Send this request as ${expected}.`);
}

function limitOf(operation: Operation): number {
  const body = operation.body;
  if (!body) return EMPTY_BODY_LIMIT_BYTES;
  if (body.kind === 'json') return body.maxBytes ?? DEFAULT_JSON_BODY_LIMIT_BYTES;
  return body.maxBytes;
}

/** `text/csv; charset=utf-8` as `text/csv`. */
const baseType = (contentType: string) => contentType.toLowerCase().split(';')[0]?.trim() ?? '';

function acceptsType(operation: Operation, contentType: string): boolean {
  const body = operation.body;
  if (!body || body.kind === 'json') return JSON_TYPE.test(contentType);
  if (body.kind === 'multipart') return MULTIPART_TYPE.test(contentType);
  if (body.kind === 'file') return Object.hasOwn(body.contentTypes, baseType(contentType));
  return baseType(contentType) === body.contentType;
}

/**
 * GET and HEAD carry no body (the server drops any sent), so they are not asked for one: on Node,
 * asking builds a whole Fetch Request, with its headers and abort signal, for every read.
 */
const mayCarryBody = (c: Context) => c.req.method !== 'GET' && c.req.method !== 'HEAD';

function expectedTypeOf(operation: Operation): string {
  const body = operation.body;
  if (body?.kind === 'multipart') return 'multipart/form-data';
  if (body?.kind === 'raw') return body.contentType;
  if (body?.kind === 'file') return Object.keys(body.contentTypes).join(' or ');
  return 'application/json';
}

function payloadTooLarge(maxSize: number): ApiError {
  return new ApiError(
    413,
    'payload_too_large',
    `The request is larger than this call accepts (${maxSize >= 1024 * 1024 ? `${Math.round(maxSize / (1024 * 1024))} MB` : `${Math.max(1, Math.round(maxSize / 1024))} KB`}).`,
  );
}

/**
 * A file body as it arrives, refused with 413 as soon as it passes `maxSize` (a declared
 * Content-Length over it was refused before reading). Nothing is buffered: the route reads it.
 */
function countedStream(body: ReadableStream<Uint8Array> | null, maxSize: number): ReadableStream<Uint8Array> {
  if (!body) return new ReadableStream({ start: (controller) => controller.close() });
  let size = 0;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        size += chunk.byteLength;
        if (size > maxSize) controller.error(payloadTooLarge(maxSize));
        else controller.enqueue(chunk);
      },
    }),
  );
}

/**
 * Before anything is read: a declared content type the operation does not take is a 415, and the
 * body may not exceed the operation's own limit (413), so sending a JSON route a multipart body
 * no longer lifts its limit to the picture upload's 5 MB.
 */
export function bodyGuard(operation: Operation) {
  const maxSize = limitOf(operation);
  const limit = bodyLimit({
    maxSize,
    onError: () => {
      throw payloadTooLarge(maxSize);
    },
  });
  return createMiddleware(async (c, next) => {
    if (!mayCarryBody(c)) return next();
    const contentType = c.req.header('Content-Type');
    if (contentType && !acceptsType(operation, contentType)) {
      // A call without a body tolerates any declared type as long as nothing is sent with it.
      const sendsNothing = !operation.body && (!c.req.raw.body || c.req.header('Content-Length') === '0');
      if (!sendsNothing) throw unsupportedType(expectedTypeOf(operation));
    }
    if (operation.body?.kind === 'file') {
      // The type says how to read the file, so it must be given.
      if (!contentType) throw unsupportedType(expectedTypeOf(operation));
      // Counted as it is read instead (countedStream): buffering would hold the whole file.
      if (Number(c.req.header('Content-Length') ?? 0) > maxSize) throw payloadTooLarge(maxSize);
      return next();
    }
    // A declared length within the limit lets the request through as the limit would, without
    // asking for the body stream: on Node, asking builds a whole Fetch Request (headers, abort
    // signal, a web stream over the socket) before the body is read, a tenth of a logged workout's
    // CPU. The server reads no more than the declared length. Past the limit, or chunked, the
    // limit decides.
    const declared = c.req.header('Content-Length');
    if (declared !== undefined && c.req.header('Transfer-Encoding') === undefined) {
      if (Number.parseInt(declared, 10) <= maxSize) return next();
    }
    return limit(c, next);
  });
}

/**
 * Refuses strings PostgreSQL cannot store (NUL, lone surrogates) anywhere in a request, and JSON
 * nested deeper than MAX_JSON_DEPTH, naming the field. Iterative, so no input can exhaust the stack.
 */
export function assertStorable(value: unknown, root: string): void {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (pending.length > 0) {
    const item = pending.pop() as { value: unknown; path: string; depth: number };
    if (typeof item.value === 'string') {
      if (!isStorableText(item.value)) {
        const field = item.path || 'body';
        throw badRequest('invalid_text', `${field}: contains a character that cannot be stored`, {
          [field]: 'contains a character that cannot be stored',
        });
      }
      continue;
    }
    if (item.value === null || typeof item.value !== 'object') continue;
    if (item.depth >= MAX_JSON_DEPTH) {
      throw badRequest('too_deeply_nested', `The request is nested more than ${MAX_JSON_DEPTH} levels deep.`);
    }
    for (const [key, child] of Object.entries(item.value)) {
      const path = item.path ? `${item.path}.${key}` : key;
      if (!isStorableText(key))
        throw badRequest('invalid_text', 'A field name contains a character that cannot be stored.');
      pending.push({ value: child, path, depth: item.depth + 1 });
    }
  }
}

async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('invalid_json', 'The request body is not valid JSON.');
  }
}

function validateParams(operation: Operation, schema: z.ZodType, params: Record<string, string>) {
  assertStorable(params, '');
  if (operation.notFoundMessage) {
    const parsed = schema.safeParse(params);
    if (!parsed.success) throw notFound(operation.notFoundMessage);
    return parsed.data;
  }
  return validate(schema, params);
}

/** The operation's validated params, query and body, or the ApiError that explains what is wrong. */
export async function readOperationInput<Op extends Operation>(
  c: Context,
  operation: Op,
): Promise<OperationInput<Op>> {
  const params = operation.params ? validateParams(operation, operation.params, c.req.param()) : undefined;
  let query: unknown;
  if (operation.query) {
    const raw = c.req.query();
    assertStorable(raw, '');
    query = validate(operation.query, raw);
  }

  let body: unknown;
  const declared = operation.body;
  if (declared?.kind === 'json') {
    const parsed = await readJson(c);
    assertStorable(parsed, '');
    body = validate(declared.schema, parsed);
  } else if (declared?.kind === 'multipart') {
    const form = await c.req.parseBody().catch((error: unknown) => {
      if (error instanceof ApiError) throw error;
      throw badRequest('invalid_multipart', 'The upload could not be read.');
    });
    const fields: Record<string, string> = {};
    const files: Record<string, File | undefined> = {};
    for (const [name, value] of Object.entries(form)) {
      if (typeof value === 'string') fields[name] = value;
      else if (value instanceof File && declared.fileFields.includes(name)) files[name] = value;
    }
    assertStorable(fields, '');
    body = { fields: validate(declared.fields, fields), files };
  } else if (declared?.kind === 'raw') {
    body = new Uint8Array(await c.req.arrayBuffer());
  } else if (declared?.kind === 'file') {
    body = {
      contentType: baseType(c.req.header('Content-Type') ?? ''),
      stream: countedStream(c.req.raw.body, declared.maxBytes),
    };
  } else if (mayCarryBody(c) && c.req.raw.body && !c.req.raw.bodyUsed) {
    // Read (within the small limit) and ignore: the call takes no body.
    await c.req.arrayBuffer();
  }
  return { params, query, body } as OperationInput<Op>;
}
