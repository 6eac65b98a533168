import type { z } from 'zod';
import type { ApiOperations } from './operations.generated.ts';

/**
 * What a call of each operation takes and answers, read from the operation's zod schemas in the
 * contract: the same schemas the server validates with and the OpenAPI document is built from.
 */

export type OperationId = keyof ApiOperations;

/** The operations a browser navigates to (redirects such as sign-in with Google), not JSON calls. */
export type NavigationId = {
  [Id in OperationId]: ApiOperations[Id] extends { navigation: true } ? Id : never;
}[OperationId];

/** Keys a caller may leave out: those the schema makes optional or gives a default. */
type OptionalKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? K : never }[keyof T];

/**
 * Query parameters: optional where the schema lets them be absent, typed as the server reads them
 * (`limit: number` where the schema coerces the string it receives).
 */
type QueryOf<Schema extends z.ZodType> = {
  [K in Exclude<keyof z.input<Schema>, OptionalKeys<z.input<Schema>>>]: ParsedValue<Schema, K>;
} & { [K in OptionalKeys<z.input<Schema>>]?: ParsedValue<Schema, K> };
type ParsedValue<Schema extends z.ZodType, K> = K extends keyof z.output<Schema>
  ? z.output<Schema>[K]
  : never;

type ParamsPart<Op> = Op extends { params: infer Schema extends z.ZodType }
  ? { params: z.input<Schema> }
  : unknown;

type QueryPart<Op> = Op extends { query: infer Schema extends z.ZodType }
  ? object extends QueryOf<Schema>
    ? { query?: QueryOf<Schema> }
    : { query: QueryOf<Schema> }
  : unknown;

type BodyPart<Op> = Op extends { body: { kind: 'json'; schema: infer Schema extends z.ZodType } }
  ? { body: z.input<Schema> }
  : Op extends {
        body: {
          kind: 'multipart';
          fields: infer Fields extends z.ZodType;
          fileFields: readonly (infer FileField)[];
        };
      }
    ? { body: { fields: z.input<Fields>; files: Record<FileField & string, Blob> } }
    : Op extends { body: { kind: 'file' } }
      ? { body: Blob }
      : unknown;

/** One call's input: path parameters, query, body, each only where the operation has it. */
export type RequestOf<Op> = ParamsPart<Op> & QueryPart<Op> & BodyPart<Op> & { signal?: AbortSignal };

type SuccessStatus = 200 | 201 | 202 | 204;

/** The answer of a successful call: the union of the operation's 2xx bodies (undefined for 204). */
export type AnswerOf<Op> = Op extends { responses: infer Responses }
  ? {
      [Status in keyof Responses & SuccessStatus]: Responses[Status] extends {
        schema: infer Schema extends z.ZodType;
      }
        ? z.output<Schema>
        : undefined;
    }[keyof Responses & SuccessStatus]
  : never;

/** The second argument of a call: required when the operation needs any input, optional otherwise. */
export type RequestArgs<Op> =
  object extends RequestOf<Op> ? [request?: RequestOf<Op>] : [request: RequestOf<Op>];
