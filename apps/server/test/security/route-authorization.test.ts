import { MSG } from '@credit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roles } from '../../src/db/schema/index.ts';
import { ROLES } from '@credit/rules';
import { rolePermissions } from '../../src/modules/auth/role-permissions.ts';
import { PERMISSIONS } from '../../src/platform/auth/permissions.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Walks every registered route for every seeded role: a role holding the route's permission is
 * never refused by the guard, a role without it always is (HTTP 403 with Code 403), and an
 * anonymous caller is refused every non-public route.
 */
let t: TestApp;
const roleCodes: string[] = [];
const permissions = new Map<string, ReadonlySet<string>>();

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  const roleRows = await t.db.select({ id: roles.id, code: roles.code }).from(roles);
  for (const role of roleRows) {
    roleCodes.push(role.code);
    permissions.set(role.code, await rolePermissions(t.db, role.id));
  }
});
afterAll(() => t.close());

const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1').replace(/\*$/, 'x');
const guardRefused = (status: number, body: string) => status === 403 && body.includes('"Code":403');

describe('route authorisation', () => {
  it('has every seeded role', () => {
    expect([...roleCodes].sort()).toEqual(ROLES.map((r) => r.code).sort());
  });

  it('declares a permission for every route', () => {
    expect(t.app.routeCatalog.length).toBeGreaterThan(5);
    for (const route of t.app.routeCatalog) expect(route.permission, `${route.method} ${route.url}`).toBeTruthy();
  });

  /** The routes the guard protects, each with the method `inject` takes. */
  const protectedRoutes = () =>
    t.app.routeCatalog
      .filter((r) => r.permission !== PERMISSIONS.public && !r.url.startsWith('/idp'))
      .map((r) => ({ ...r, method: r.method as 'GET' | 'POST' | 'PUT' | 'DELETE' }));

  it('refuses an anonymous caller on every protected route', async () => {
    expect(protectedRoutes().length).toBeGreaterThan(3);
    for (const route of protectedRoutes()) {
      const anonymous = await t.app.inject({ method: route.method, url: concrete(route.url) });
      expect(anonymous.statusCode, `anonymous ${route.method} ${route.url}`).toBe(401);
    }
  });

  // One test per role: every route for every role in one test outgrew the test timeout on a loaded machine.
  it.each(ROLES.map((r) => r.code))(
    'lets %s past the guard on exactly the routes its permissions name',
    async (role) => {
      for (const route of protectedRoutes()) {
        // A fresh session per call: a route such as logout ends the session it is called with.
        const header = await t.authHeader(role, { enterpriseId: role === 'enterprise' ? 1 : null });
        const res = await t.app.inject({
          method: route.method,
          url: concrete(route.url),
          headers: header,
          payload: route.method === 'GET' ? undefined : {},
        });
        const allowed =
          route.permission === PERMISSIONS.authenticated || permissions.get(role)?.has(route.permission) === true;
        const refused = guardRefused(res.statusCode, res.body);
        expect(refused, `${role} ${route.method} ${route.url} → ${res.statusCode} ${res.body.slice(0, 120)}`).toBe(
          !allowed,
        );
        if (refused) expect(res.json<{ message: string }>().message).toBe(MSG.forbidden);
      }
    },
  );
});
