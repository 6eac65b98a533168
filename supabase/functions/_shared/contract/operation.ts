import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Who may call an operation: anyone, a signed-in member (bearer token or session cookie), or a
 * member whose Premium is open (active or on a free trial; otherwise 402 `premium_required`).
 */
export type OperationAccess = 'public' | 'member' | 'premium';

/** The validated input, as an operation's `premiumWhen` sees it (before its handler). */
export interface PremiumInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** What an operation accepts as its request body; each kind has its own content type and size limit. */
export type OperationBody =
  | { kind: 'json'; schema: z.ZodType; maxBytes?: number }
  | { kind: 'multipart'; fields: z.ZodType; fileFields: readonly string[]; maxBytes: number }
  /** Stripe's webhook: the raw bytes are read as they came, since the signature covers them. */
  | { kind: 'raw'; contentType: string; maxBytes: number }
  /**
   * A file sent as the request body itself (an import), handed to the route as a stream so it is
   * read as it arrives, never held whole. It may come as any of `contentTypes`; each names the
   * schema of the document it carries (for the OpenAPI document), or null for text read row by row.
   */
  | { kind: 'file'; contentTypes: Readonly<Record<string, z.ZodType | null>>; maxBytes: number };

/** A file body as its route receives it: the declared type (without parameters) and the bytes. */
export interface FileBody {
  contentType: string;
  stream: ReadableStream<Uint8Array>;
}

export interface OperationResponse {
  description: string;
  /** Absent for answers without a body (204, redirects). */
  schema?: z.ZodType;
  /** The body's media type when it is not JSON (a CSV download); `schema` then describes its text. */
  contentType?: string;
}

/**
 * One call of the /api contract: its method and path, what it reads, and what it answers. The
 * route helper validates requests with these schemas, the OpenAPI document is generated from
 * them, and the fuzz suite reads that document, so a new operation is checked without new code.
 */
export interface Operation {
  /** A stable camelCase name, the OpenAPI operationId. */
  id: string;
  method: HttpMethod;
  /** The full path with OpenAPI placeholders, e.g. `/api/workouts/{id}`. */
  path: string;
  summary: string;
  tag: string;
  access: OperationAccess;
  /**
   * For a member operation that is Premium only for some inputs (a progress period beyond 14 days,
   * GPS tracking): true when this request needs Premium. Checked after validation.
   */
  premiumWhen?: (input: PremiumInput) => boolean;
  params?: z.ZodType;
  /**
   * Set when a malformed path parameter means "no such thing": the route answers 404 with this
   * message instead of a 400 (an id that is not a uuid cannot name a workout).
   */
  notFoundMessage?: string;
  query?: z.ZodType;
  body?: OperationBody;
  /** A browser navigation (redirect) rather than a JSON call. */
  navigation?: boolean;
  responses: Record<number, OperationResponse>;
}

/** Keeps each operation's literal types, so a route's handler sees exactly its own input. */
export const defineOperation = <const Op extends Operation>(operation: Op): Op => operation;

type OutputOf<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;

/** The validated input a route handler receives for its operation. */
export interface OperationInput<Op extends Operation> {
  params: OutputOf<Op['params']>;
  query: OutputOf<Op['query']>;
  body: Op['body'] extends { kind: 'json'; schema: infer Schema }
    ? OutputOf<Schema>
    : Op['body'] extends { kind: 'multipart'; fields: infer Fields }
      ? { fields: OutputOf<Fields>; files: Record<string, File | undefined> }
      : Op['body'] extends { kind: 'raw' }
        ? Uint8Array
        : Op['body'] extends { kind: 'file' }
          ? FileBody
          : undefined;
}

/** JSON bodies are small: the largest legitimate one (a meal-plan request) is a few kilobytes. */
export const DEFAULT_JSON_BODY_LIMIT_BYTES = 64 * 1024;
/** Operations without a body still tolerate an empty JSON object from clients that always send one. */
export const EMPTY_BODY_LIMIT_BYTES = 1024;

export const errorResponses = {
  400: 'The request was refused: the message names the field at fault. Nothing was changed.',
  401: 'No valid session: sign in again.',
  402: "A Premium feature, and the member's trial or subscription has ended: subscribe to use it.",
  403: 'Not allowed (for example a cookie-authenticated write from another site).',
  404: 'No such resource, or it belongs to another member.',
  409: 'Conflicts with what is stored.',
  413: 'The request body is larger than this operation accepts.',
  415: 'The request body has a content type this operation does not accept.',
  429: 'Too many attempts: retry after the number of seconds in Retry-After.',
} as const;
