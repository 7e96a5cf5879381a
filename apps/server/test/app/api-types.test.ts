import fs from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { API_TYPES_FILE, apiTypesOf } from '../../scripts/api-types.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** The web app type-checks its calls against these types, so they must be those of today's description. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

it('has the web app’s generated API types up to date (run `npm run api:types` after changing a route)', async () => {
  const current = await apiTypesOf(t.app.swagger());
  expect(
    current === (await fs.readFile(API_TYPES_FILE, 'utf8')),
    'apps/web/src/api/openapi.generated.ts is stale',
  ).toBe(true);
});
