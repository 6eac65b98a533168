import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON Schemas of the OpenAPI document: `valid` follows the
 * schema's types, bounds, formats and patterns (refinements beyond JSON Schema may still refuse
 * it, which is fine: either answer is checked), `hostile` is what an attacker sends instead.
 */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  examples?: unknown[];
  additionalProperties?: boolean | JsonSchema;
};

const DAY_MS = 24 * 60 * 60 * 1000;
/** Instants the contract accepts for logged sessions: the last year up to now. */
const recentInstant = fc
  .integer({ min: Date.now() - 360 * DAY_MS, max: Date.now() - 60_000 })
  .map((ms) => new Date(ms).toISOString());

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'uuid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.emailAddress().filter((email) => email.length <= (schema.maxLength ?? 254));
    case 'date-time':
      return recentInstant;
    case 'date':
      return recentInstant.map((instant) => instant.slice(0, 10));
    default:
      break;
  }
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 200));
  if (schema.pattern) {
    return fc
      .stringMatching(new RegExp(schema.pattern))
      .filter((text) => text.length >= minLength && text.length <= maxLength);
  }
  return fc.string({ minLength, maxLength });
}

function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000);
  const max =
    schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 10_000);
  const low = Math.max(min, -1e9);
  const high = Math.min(Math.max(max, low), 1e9);
  return integer
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(high) })
    : fc.double({ min: low, max: high, noNaN: true, noDefaultInfinity: true });
}

export function validArbitrary(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  // The contract's own examples get past its refinements far more often than random text; dates
  // and instants are better drawn from the recent past than fixed.
  if (schema.examples?.length && schema.format !== 'date-time' && schema.format !== 'date') {
    return fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...schema.examples) },
      { weight: 1, arbitrary: validArbitrary({ ...schema, examples: undefined }, depth) },
    );
  }
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validArbitrary(choice, depth + 1)));
  if (schema.allOf?.length) return validArbitrary(Object.assign({}, ...schema.allOf), depth + 1);
  const type = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (type.length > 1)
    return fc.oneof(...type.map((one) => validArbitrary({ ...schema, type: one }, depth + 1)));
  switch (type[0]) {
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validArbitrary(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 5, 5),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties))
        record[name] = validArbitrary(property, depth + 1);
      return fc.record(record, { requiredKeys: [...required].filter((name) => name in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Texts that broke or could break a server: NUL, lone surrogates, huge, control characters, years 0. */
export const unstorableString = fc.constantFrom(
  '\u0000',
  'rest\u0000day',
  '\ud800',
  'x\udfff',
  '\udc00\u0000',
);

export const hostileString = fc.oneof(
  { weight: 3, arbitrary: unstorableString },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0000-01-01',
      '0000-01-01T00:00:00Z',
      '9999-12-31T23:59:59.999Z',
      '2026-02-30',
      '-1',
      'NaN',
      '1e309',
      '%',
      '%E0%A4%A',
      '../../etc/passwd',
      "' or 1=1 --",
      '<script>alert(1)</script>',
      '\u202e\u0007\u001b[31m',
      '   ',
      '\t\n\r',
      'utc',
      'europe/berlin',
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 1, max: 3 }).map((megabytes) => 'x'.repeat(megabytes * 350_000)),
  },
);

export const hostileNumber = fc.constantFrom(
  -1,
  0,
  -0,
  0.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  2 ** 31,
  2 ** 63,
  -(2 ** 31) - 1,
);

/** Nesting deeper than any request of the contract, but small enough to pass the size limits. */
export const deepJson = fc.integer({ min: 40, max: 3000 }).map((depth) => {
  let value: unknown = 'bottom';
  for (let level = 0; level < depth; level++) value = level % 2 ? { deeper: value } : [value];
  return value;
});

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 8 }), hostileString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: deepJson },
);

const hostileDay = fc.constantFrom(
  '0000-01-01',
  '1899-12-31',
  '2101-01-01',
  '2026-02-30',
  '2026-13-01',
  '9999-12-31',
  '26-11-23',
);
const hostileInstant = fc.constantFrom(
  '0000-01-01T00:00:00Z',
  '9999-12-31T23:59:59.999Z',
  '2026-02-30T10:00:00Z',
  '2100-01-01T00:00:00Z',
  '1970-01-01T00:00:00Z',
  '2026-11-23T25:61:00Z',
  '2026-11-23',
);

/** Hostile values shaped for a field: just past its bounds, impossible dates, wrong enum values. */
function typedHostile(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (schema.format === 'date') return hostileDay;
  if (schema.format === 'date-time') return hostileInstant;
  if (schema.enum) return fc.constantFrom('', 'ALL', `${String(schema.enum[0])} `, 0);
  if (type === 'integer' || type === 'number') {
    const edges = [schema.minimum, schema.maximum].filter((edge): edge is number => edge !== undefined);
    return fc.oneof(
      hostileNumber,
      fc.constantFrom(...edges.flatMap((edge) => [edge - 1, edge + 1, edge + 0.5]), 1e308),
    );
  }
  if (type === 'string') {
    const tooLong = 'y'.repeat((schema.maxLength ?? 1000) + 1);
    return fc.oneof(hostileString, fc.constantFrom(tooLong, ' '.repeat(schema.minLength ?? 1), '\u0007'));
  }
  if (type === 'array')
    return fc.constantFrom(
      [],
      Array.from({ length: 1000 }, () => 'x'),
      [null],
    );
  return hostileValue;
}

type Mutation = 'typed' | 'any' | 'append-unstorable' | 'drop';

/**
 * A valid value with one field changed: a hostile value shaped for that field (bounds, dates,
 * enums), any hostile value, an unstorable character inside its otherwise valid text (so it passes
 * every other rule), or the field dropped.
 */
export function mutatedArbitrary(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const properties = Object.entries(schema?.properties ?? {});
  if (properties.length === 0) return fc.oneof(hostileValue, schema ? typedHostile(schema) : hostileValue);
  const mutation = fc.constantFrom<Mutation>('typed', 'typed', 'any', 'append-unstorable', 'drop');
  return fc
    .tuple(validArbitrary(schema), fc.constantFrom(...properties), mutation, unstorableString)
    .chain(([value, [name, property], how, unstorable]) =>
      (how === 'typed' ? typedHostile(property) : hostileValue).map((hostile) => {
        const fields: Record<string, unknown> =
          value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...value } : {};
        const current = fields[name];
        if (how === 'drop') delete fields[name];
        else if (how === 'append-unstorable' && typeof current === 'string')
          fields[name] = `${current.slice(0, 3)}${unstorable}${current.slice(3)}`;
        else fields[name] = hostile;
        return fields;
      }),
    );
}
