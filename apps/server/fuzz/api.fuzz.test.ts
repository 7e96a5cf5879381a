import fc from 'fast-check';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, describe, expect, it } from 'vitest';
import { multipart, type MultipartFilePart } from '../test/helpers/multipart.ts';
import { buildTestApp } from '../test/helpers/test-app.ts';
import { SAMPLE } from '../test/platform/files-fixtures.ts';
import { callersFor, headersOf, rolesWithPermissions, type Caller } from './callers.ts';
import { operationsOf, type Operation } from './operations.ts';
import { fieldValue, HOSTILE_TEXT, validValue, wrongType, type JsonSchema } from './schema-values.ts';

/**
 * Every operation of /docs/json, fed generated valid, boundary and hostile values from its own
 * schema, as a caller who may call it and one who may not: never a 5xx, only documented statuses,
 * and JSON answers match the documented schema for their status. Rules (docs/api-conventions.md):
 * - the operations are those of the description; routes it hides must be under EXCLUDED_PREFIXES
 *   (checked below), so nothing is skipped silently;
 * - answers that are not JSON (workbooks, files, redirects) are checked for their status only;
 * - writes run after reads, deletes last, so a deleted menu or role cannot hide a read's faults.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
/** The local sign-in providers' protocol routes, hidden from the description: they are not the platform's API. */
const EXCLUDED_PREFIXES = ['/idp/'];
const ORDER: Operation['method'][] = ['GET', 'POST', 'PATCH', 'PUT', 'DELETE'];

const t = await buildTestApp({ seed: true });
const doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json<OpenAPIV3_1.Document>();
const operations = operationsOf(doc).sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));
const roleMap = await rolesWithPermissions(t);
const permissionOf = new Map(
  t.app.routeCatalog.map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r.permission]),
);
const tried = { operations: 0, inputs: 0, requests: 0 };
afterAll(async () => {
  console.log(
    `fuzz: ${tried.operations} operations, ${tried.inputs} inputs, ${tried.requests} requests (seed ${SEED})`,
  );
  await t.close();
});

const resolve = (ref: string): JsonSchema =>
  (doc.components?.schemas?.[ref.replace('#/components/schemas/', '')] ?? {}) as JsonSchema;
const valueOf = (schema: JsonSchema) => validValue(schema, resolve);

interface Input {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
  form?: { fields: Record<string, string>; files: MultipartFilePart[] };
}

const text = fc.oneof(fc.constantFrom(...HOSTILE_TEXT), fc.string({ maxLength: 20 }));
const formField = fc.constantFrom(
  'File',
  'id',
  'state',
  'enterpriseName',
  'enterpriseAnnexes[0].fileType',
  'enterpriseAnnexes[0].file',
  'enterpriseAnnexes[99999].fileType',
  'practiceAbilityIds[0].id',
  'x\u0000y',
  '"',
);
const filePart = fc.record({
  field: fc.constantFrom('File', 'enterpriseAnnexes[0].file', 'file'),
  fileName: fc.oneof(
    fc.constantFrom('结果.xlsx', '承诺书.pdf', '执照.png'),
    text.map((name) => `${name}.pdf`),
  ),
  content: fc.constantFrom(SAMPLE.pdf, SAMPLE.png, SAMPLE.xlsx, SAMPLE.html, Buffer.alloc(0)),
});

function inputOf(operation: Operation): fc.Arbitrary<Input> {
  const record = (params: Operation['pathParams'], always: boolean) =>
    fc.record(Object.fromEntries(params.map((p) => [p.name, fieldValue(p.schema, valueOf)])), {
      requiredKeys: params.filter((p) => always || p.required).map((p) => p.name),
    });
  const body =
    operation.body?.kind === 'json'
      ? fc.oneof({ weight: 5, arbitrary: valueOf(operation.body.schema) }, { weight: 1, arbitrary: wrongType })
      : fc.constant(undefined);
  const form =
    operation.body?.kind === 'multipart'
      ? fc.record({
          fields: fc.dictionary(formField, text, { maxKeys: 4 }),
          files: fc.array(filePart, { maxLength: 2 }),
        })
      : fc.constant(undefined);
  return fc.record({
    path: record(operation.pathParams, true),
    query: record(operation.queryParams, false),
    body,
    form,
  });
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** A URL carries UTF-8 only: a lone surrogate a generator made reaches a server as U+FFFD, as from any client. */
const wellFormed = (text: string): string => text.replace(/\p{Cs}/gu, '\ufffd');

function urlOf(operation: Operation, input: Input): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(wellFormed(asText(input.path[name]))),
  );
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(input.query)) {
    for (const item of Array.isArray(value) ? value : [value]) if (item !== undefined) query.append(name, asText(item));
  }
  const search = query.toString();
  return search ? `${path}?${search}` : path;
}

async function send(operation: Operation, input: Input, caller: Caller) {
  const headers = await headersOf(t, caller);
  const url = urlOf(operation, input);
  if (input.form) {
    const form = multipart(input.form.fields, input.form.files);
    return t.app.inject({
      method: operation.method,
      url,
      payload: form.payload,
      headers: { ...headers, ...form.headers },
    });
  }
  if (input.body === undefined) return t.app.inject({ method: operation.method, url, headers });
  return t.app.inject({
    method: operation.method,
    url,
    payload: JSON.stringify(input.body),
    headers: { ...headers, 'content-type': 'application/json' },
  });
}

describe('API fuzz', () => {
  it('walks every route: documented, or excluded by an explicit rule', () => {
    const documented = new Set(operations.map((o) => o.name));
    const missing = [...permissionOf.keys()].filter(
      (name) => !documented.has(name) && !EXCLUDED_PREFIXES.some((prefix) => name.split(' ')[1]?.startsWith(prefix)),
    );
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThan(60);
  });

  it.each(operations.map((operation) => [operation.name, operation] as const))(
    '%s',
    async (_name, operation) => {
      const permission = permissionOf.get(operation.name);
      expect(permission, 'route without a catalogued permission').toBeDefined();
      tried.operations++;
      let index = 0;
      const seed = [...operation.name].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, SEED);
      await fc.assert(
        fc.asyncProperty(inputOf(operation), async (input) => {
          tried.inputs++;
          for (const caller of callersFor(permission ?? '', roleMap, index++)) {
            tried.requests++;
            const res = await send(operation, input, caller);
            const where = `${caller.label}${caller.mayCall ? '' : '（无权限）'} ${res.statusCode} ${res.body.slice(0, 300)}`;
            expect(res.statusCode, where).toBeLessThan(500);
            expect([...operation.responses.keys()], `undocumented status: ${where}`).toContain(res.statusCode);
            const validate = operation.responses.get(res.statusCode);
            if (!validate || !String(res.headers['content-type']).startsWith('application/json')) continue;
            const valid = validate(res.json());
            expect(
              valid,
              `body does not match the documented schema: ${JSON.stringify(validate.errors)} ${where}`,
            ).toBe(true);
          }
        }),
        { seed, numRuns: RUNS, endOnFailure: true },
      );
    },
    60_000,
  );
});
