import type { z } from 'zod';
import { badRequest } from './errors.ts';

/**
 * A field's name as a client writes it: `exercises[2].sets[0].reps`, list positions in brackets
 * and properties joined by dots.
 */
export function fieldPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((joined, segment) => {
    if (typeof segment === 'number') return `${joined}[${segment}]`;
    const name = String(segment);
    return joined === '' ? name : `${joined}.${name}`;
  }, '');
}

export function validate<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldPath(issue.path) || 'body';
    fields[field] ??= issue.message;
  }
  const [first] = parsed.error.issues;
  const firstField = first && fieldPath(first.path);
  const message = first
    ? firstField
      ? `${firstField}: ${first.message}`
      : first.message
    : 'Invalid request';
  throw badRequest('validation_failed', message, fields);
}
