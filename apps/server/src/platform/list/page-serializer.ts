import fastJson from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

/**
 * `anyOf: [X, {type: 'null'}]`, as zod writes a nullable object, as X with `null` among its types:
 * the generated writer then checks for null, where a union would validate each value against
 * both branches.
 */
function nullableAsTypes(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(nullableAsTypes);
  if (node === null || typeof node !== 'object') return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) if (key !== '$schema') out[key] = nullableAsTypes(value);
  const branches = out['anyOf'];
  if (!Array.isArray(branches) || branches.length !== 2) return out;
  const [first, second] = branches as JsonSchema[];
  const other = first?.['type'] === 'null' ? second : second?.['type'] === 'null' ? first : undefined;
  if (typeof other?.['type'] !== 'string') return out;
  const { anyOf: _anyOf, ...rest } = out;
  return { ...rest, ...other, type: [other['type'], 'null'] };
}

function generatedWriter(schema: z.ZodType): (page: unknown) => string {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any' });
  return fastJson(nullableAsTypes(json) as Parameters<typeof fastJson>[0]);
}

/**
 * The writer of a list page's answer, generated from its documented schema (fast-json-stringify)
 * when the list first answers, so a server holds the writers of the lists asked for, not of all
 * of them: pages are the largest answers screens ask for all day, and the zod serializer the other
 * routes use checks every value of every row, copies the page, then hands the copy to
 * JSON.stringify (about 35 µs for ten credit records, against 16 µs here). Fields the schema does
 * not name are left out, as the zod serializer leaves them out. The writer checks no value: a row
 * that drifts from its schema (a null where it says text) is written coerced, where the zod
 * serializer refused it with a 500, so each row schema is declared beside its presenter.
 */
export function pageSerializer(schema: z.ZodType): (page: unknown) => string {
  let write: ((page: unknown) => string) | undefined;
  return (page) => (write ??= generatedWriter(schema))(page);
}
