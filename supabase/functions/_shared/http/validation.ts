import type { z } from 'zod';
import { badRequest } from './errors.ts';

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
