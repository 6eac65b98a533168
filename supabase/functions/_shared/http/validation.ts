import type { Context } from 'hono';
import type { z } from 'zod';
import { ApiError, badRequest } from './errors.ts';

/** Reads a JSON body and validates it with a contract schema; every failure is a 400 naming the field. */
export async function readJsonBody<Schema extends z.ZodType>(
  c: Context,
  schema: Schema,
): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    const text = await c.req.text();
    body = text === '' ? {} : JSON.parse(text);
  } catch (error) {
    if (error instanceof ApiError) throw error;
    throw badRequest('invalid_json', 'The request body is not valid JSON.');
  }
  return validate(schema, body);
}

export function validate<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    fields[field] ??= issue.message;
  }
  const [first] = parsed.error.issues;
  const firstField = first?.path.map(String).join('.');
  const message = first
    ? firstField
      ? `${firstField}: ${first.message}`
      : first.message
    : 'Invalid request';
  throw badRequest('validation_failed', message, fields);
}
