import fc from 'fast-check';

/** A JSON Schema (draft 2020-12, as the OpenAPI 3.1 description holds it), read loosely. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  format?: string;
  pattern?: string;
}

/** What an attacker or a careless client sends into any text field. */
export const HOSTILE_TEXT: readonly string[] = [
  "'",
  '"',
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  "'); SELECT pg_sleep(0); --",
  '<script>alert(1)</script>',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '\u0000',
  'a\u0000b',
  '\u0001\u0008\u000b\u001b[31m\u007f',
  'line\r\nbreak\ttab',
  '%00',
  '%',
  '\\',
  '\ud800',
  '😀华信',
  '华信',
  ' ',
  '',
  'x'.repeat(10_000),
  '华'.repeat(10_000),
  '-1',
  '0',
  '1e308',
  '99999999999999999999999',
  'NaN',
  'null',
  'true',
  '[]',
  '{}',
  '2024-02-30 25:61:61',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
];

const HUGE_NUMBERS: readonly number[] = [
  -1,
  0,
  2_147_483_648,
  -2_147_483_649,
  Number.MAX_SAFE_INTEGER + 2,
  1e308,
  -1e308,
  0.5,
  Number.MIN_VALUE,
];

/** Values of the wrong type for any field. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(null, true, false, [], {}, [1, 2], { $gt: '' }, { toString: 'x' }),
  fc.constantFrom(...HUGE_NUMBERS),
  fc.constantFrom(...HOSTILE_TEXT),
);

export type Resolve = (ref: string) => JsonSchema;

/** Valid and boundary values for `schema`: what a correct client sends, and its edges. */
export function validValue(schema: JsonSchema, resolve: Resolve, depth = 0): fc.Arbitrary<unknown> {
  if (schema.$ref) return depth > 3 ? fc.constant(null) : validValue(resolve(schema.$ref), resolve, depth + 1);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => validValue(choice, resolve, depth + 1)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], resolve, depth + 1);
  const type = [schema.type ?? 'string'].flat().find((t) => t !== 'null') ?? 'null';
  switch (type) {
    case 'string':
      return stringValue(schema);
    case 'integer':
    case 'number':
      return numberValue(schema, type === 'integer');
    case 'boolean':
      return fc.boolean();
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(validValue(schema.items ?? {}, resolve, depth + 1), { maxLength: 3 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectValue(schema, (s) => validValue(s, resolve, depth + 1));
    default:
      return fc.constant(null);
  }
}

function stringValue(schema: JsonSchema): fc.Arbitrary<string> {
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, 200);
  const edges = [min, max, max + 1, Math.max(min - 1, 0)].map((length) => '企'.repeat(length));
  const shaped: fc.Arbitrary<string>[] = [fc.string({ minLength: min, maxLength: max }), fc.constantFrom(...edges)];
  if (schema.format === 'date-time') shaped.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString()));
  if (schema.format === 'date') shaped.push(fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)));
  if (schema.pattern) shaped.push(patternValue(schema.pattern));
  return fc.oneof(...shaped);
}

function patternValue(pattern: string): fc.Arbitrary<string> {
  try {
    return fc.stringMatching(new RegExp(pattern, 'u'));
  } catch {
    return fc.string();
  }
}

function numberValue(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = Math.max(schema.minimum ?? schema.exclusiveMinimum ?? -1_000_000, -1_000_000_000);
  const max = Math.min(schema.maximum ?? schema.exclusiveMaximum ?? 1_000_000, 1_000_000_000);
  const edges = [min, max, min - 1, max + 1, 1, 2, 3].filter((n) => Number.isFinite(n));
  const inRange = integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
  return fc.oneof(inRange, fc.constantFrom(...edges));
}

function objectValue(schema: JsonSchema, value: (s: JsonSchema) => fc.Arbitrary<unknown>) {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [name, property] of Object.entries(properties)) model[name] = fieldValue(property, value);
  const requiredKeys = Object.keys(properties).filter((name) => required.has(name));
  return fc.record(model, { requiredKeys });
}

/** A field's value: mostly valid or on an edge, often hostile text, sometimes of the wrong type. */
export function fieldValue(schema: JsonSchema, value: (s: JsonSchema) => fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: 4, arbitrary: value(schema) },
    { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_TEXT) },
    { weight: 1, arbitrary: wrongType },
  );
}
