import { compileErrors, dereference, validate } from '@readme/openapi-parser';
import type { OpenAPIV3_1 } from 'openapi-types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** `/docs/json` is a valid, dereferenceable OpenAPI description that documents what each call answers. */
let t: TestApp;
let doc: OpenAPIV3_1.Document;
beforeAll(async () => {
  t = await buildTestApp();
  doc = (await t.app.inject({ method: 'GET', url: '/docs/json' })).json();
});
afterAll(() => t.close());

const operations = () =>
  Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) => {
      const operation = item?.[method];
      return operation ? [{ name: `${method.toUpperCase()} ${path}`, operation }] : [];
    }),
  );

describe('OpenAPI description', () => {
  it('validates and dereferences as a whole', async () => {
    const result = await validate(structuredClone(doc));
    expect(result.valid ? '' : compileErrors(result)).toBe('');
    await expect(dereference(structuredClone(doc))).resolves.toBeTruthy();
  });

  it('names the recursive menu schema as a component', () => {
    const userMenu = doc.components?.schemas?.UserMenu as OpenAPIV3_1.SchemaObject;
    expect(JSON.stringify(userMenu.properties?.subMenus)).toContain('#/components/schemas/UserMenu');
    expect(JSON.stringify(doc.paths?.['/api/user']?.get?.responses)).toContain('#/components/schemas/UserMenu');
  });

  it('documents refusals on every operation, sign-in failures on protected ones, and public ones need no token', () => {
    const all = operations();
    expect(all.length).toBeGreaterThan(60);
    for (const { name, operation } of all) {
      const responses = operation.responses ?? {};
      expect(Object.keys(responses), name).toContain('400');
      if (operation.security?.length === 0) continue;
      expect(Object.keys(responses), name).toEqual(expect.arrayContaining(['401', '403']));
    }
    expect(doc.paths?.['/api/enterprise/verify']?.get?.security).toEqual([]);
    expect(doc.paths?.['/api/user']?.get?.security).toBeUndefined();
    const unauthorised = doc.paths?.['/api/user']?.get?.responses?.['401'] as OpenAPIV3_1.ResponseObject;
    expect(JSON.stringify(unauthorised.content)).toContain('#/components/schemas/AuthFailure');
    expect(JSON.stringify(doc.components?.schemas?.AuthFailure)).toContain('3002');
  });

  it('documents the form and the size limit of multipart uploads', () => {
    const upload = doc.paths?.['/api/practiceability/import']?.post;
    expect(Object.keys(upload?.responses ?? {})).toContain('413');
    expect(Object.keys((upload?.requestBody as OpenAPIV3_1.RequestBodyObject).content)).toEqual([
      'multipart/form-data',
    ]);
  });
});
