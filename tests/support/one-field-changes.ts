import { z } from 'zod';

type Path = (string | number)[];

const REMOVED = Symbol('removed');
/** What may stand in a field instead of its value: nothing, null, each JSON type, and edge values. */
const REPLACEMENTS: unknown[] = [REMOVED, null, true, -1, 1.5, 1e20, '', 'text', 'nul\u0000byte', {}, []];

export interface FieldChange {
  /** `data.object.customer removed`, `created = 1.5`: which field, and what it became. */
  label: string;
  /** The field's path, from the root of the value. */
  path: Path;
  /** The whole value with that one field changed. */
  value: unknown;
  /** Whether the schema still accepts the value with this change. */
  fits: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function unwrap(schema: z.ZodType): z.ZodType {
  let inner = schema;
  while (inner instanceof z.ZodOptional || inner instanceof z.ZodNullable)
    inner = inner.unwrap() as z.ZodType;
  return inner;
}

/** Every field the schema names that the value holds: object keys, and an array's first element. */
function fieldPaths(schema: z.ZodType, value: unknown, path: Path = []): Path[] {
  const inner = unwrap(schema);
  if (inner instanceof z.ZodObject && isRecord(value)) {
    return Object.entries(inner.shape as Record<string, z.ZodType>).flatMap(([key, child]) => [
      [...path, key],
      ...fieldPaths(child, value[key], [...path, key]),
    ]);
  }
  if (inner instanceof z.ZodArray && Array.isArray(value) && value.length > 0) {
    return [[...path, 0], ...fieldPaths(inner.element as z.ZodType, value[0], [...path, 0])];
  }
  if (inner instanceof z.ZodUnion) {
    return (inner.options as z.ZodType[]).flatMap((option) => fieldPaths(option, value, path));
  }
  return [];
}

/** A copy of `value` with the field at `path` replaced, or removed. */
export function withField(value: unknown, path: Path, replacement: unknown): unknown {
  const copy = structuredClone(value);
  let parent = copy as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1) as string | number;
  if (replacement === REMOVED) delete parent[last];
  else parent[last] = replacement;
  return copy;
}

/**
 * Every one-field change of a valid value: for each field the schema names (found by walking the
 * schema, so a field added to it is covered without a new list), the value with that field set to
 * each of REPLACEMENTS in turn, or removed, and whether the schema still accepts it. Throws when the
 * value does not fit to begin with, or when the schema accepts every change of a field (nothing
 * about that field would be checked).
 */
export function oneFieldChanges(schema: z.ZodType, valid: unknown): FieldChange[] {
  if (!schema.safeParse(valid).success) throw new Error('The valid value does not fit its schema');
  const paths = new Map(fieldPaths(schema, valid).map((path) => [path.join('.'), path]));
  return [...paths.entries()].flatMap(([name, path]) => {
    // Removing an array's element leaves a shorter array, which is a change of the array itself.
    const inArray = typeof path.at(-1) === 'number';
    const changes = REPLACEMENTS.filter((replacement) => !(inArray && replacement === REMOVED)).map(
      (replacement) => {
        const value = withField(valid, path, replacement);
        return {
          label: replacement === REMOVED ? `${name} removed` : `${name} = ${JSON.stringify(replacement)}`,
          path,
          value,
          fits: schema.safeParse(value).success,
        };
      },
    );
    if (changes.every(({ fits }) => fits))
      throw new Error(`No change breaks ${name}: what does the schema check?`);
    return changes;
  });
}
