import { z } from 'zod';
import { errorBodySchema } from './errors.ts';
import { errorResponses, type Operation } from './operation.ts';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (what OpenAPI 3.1 uses) of the input or output side of a zod schema. */
function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    // Refinements and transforms have no JSON Schema form; the server still applies them.
    unrepresentable: 'any',
  }) as JsonSchema;
  return rest;
}

function parametersOf(schema: z.ZodType | undefined, where: 'path' | 'query'): JsonSchema[] {
  if (!schema) return [];
  const object = jsonSchemaOf(schema, 'input');
  const properties = (object.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((object.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

function requestBodyOf(operation: Operation): JsonSchema | undefined {
  const body = operation.body;
  if (!body) return undefined;
  if (body.kind === 'json') {
    return {
      required: true,
      content: { 'application/json': { schema: jsonSchemaOf(body.schema, 'input') } },
      'x-max-bytes': body.maxBytes ?? 64 * 1024,
    };
  }
  if (body.kind === 'multipart') {
    const fields = jsonSchemaOf(body.fields, 'input');
    const properties = { ...((fields.properties ?? {}) as Record<string, JsonSchema>) };
    for (const file of body.fileFields) properties[file] = { type: 'string', contentEncoding: 'binary' };
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { type: 'object', properties } } },
      'x-max-bytes': body.maxBytes,
    };
  }
  if (body.kind === 'file') {
    const content = Object.fromEntries(
      Object.entries(body.contentTypes).map(([type, schema]) => [
        type,
        { schema: schema ? jsonSchemaOf(schema, 'input') : { type: 'string' } },
      ]),
    );
    return { required: true, content, 'x-max-bytes': body.maxBytes };
  }
  return {
    required: true,
    content: { [body.contentType]: { schema: { type: 'string' } } },
    'x-max-bytes': body.maxBytes,
  };
}

/** The OpenAPI 3.1 document of the given operations, generated from their zod schemas. */
export function buildOpenApiDocument(operations: readonly Operation[], version: string): JsonSchema {
  const errorSchema = jsonSchemaOf(errorBodySchema, 'output');
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const operation of operations) {
    const responses: Record<string, JsonSchema> = {};
    for (const [status, response] of Object.entries(operation.responses)) {
      const schema = response.schema
        ? jsonSchemaOf(response.schema, 'output')
        : Number(status) >= 400
          ? errorSchema
          : undefined;
      responses[status] = {
        description: response.description,
        ...(schema ? { content: { [response.contentType ?? 'application/json']: { schema } } } : {}),
      };
    }
    const premium = operation.access === 'premium' || operation.premiumWhen !== undefined;
    if (premium && !responses[402]) {
      responses[402] = {
        description: errorResponses[402],
        content: { 'application/json': { schema: errorSchema } },
      };
    }
    responses.default = {
      description: 'Any failure: a stable code and a sentence.',
      content: { 'application/json': { schema: errorSchema } },
    };
    const requestBody = requestBodyOf(operation);
    const pathItem = paths[operation.path] ?? {};
    paths[operation.path] = pathItem;
    pathItem[operation.method] = {
      operationId: operation.id,
      summary: operation.summary,
      tags: [operation.tag],
      security: operation.access === 'public' ? [] : [{ bearer: [] }, { sessionCookie: [] }],
      parameters: [...parametersOf(operation.params, 'path'), ...parametersOf(operation.query, 'query')],
      ...(requestBody ? { requestBody } : {}),
      responses,
      ...(operation.navigation ? { 'x-browser-navigation': true } : {}),
      ...(premium ? { 'x-premium': operation.access === 'premium' ? 'always' : 'for some inputs' } : {}),
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Fitness tracker API',
      version,
      description:
        'The /api facade. Failures answer { error, message, fields? }. Members authenticate with a bearer access token or the session cookie; cookie-authenticated writes must come from the site itself.',
    },
    servers: [{ url: '/' }],
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'fitness_session' },
      },
    },
  };
}
