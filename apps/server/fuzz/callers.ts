import { roles } from '../src/db/schema/index.ts';
import { rolePermissions } from '../src/modules/auth/role-permissions.ts';
import { PERMISSIONS } from '../src/platform/auth/permissions.ts';
import type { TestApp } from '../test/helpers/test-app.ts';

/** Who sends a request: a role (with its own enterprise for enterprise users), or nobody signed in. */
export interface Caller {
  label: string;
  role: string | null;
  mayCall: boolean;
}

/** The seeded roles with the permissions their menus give them, read once before any request changes them. */
export async function rolesWithPermissions(t: TestApp): Promise<Map<string, ReadonlySet<string>>> {
  const rows = await t.db.select({ id: roles.id, code: roles.code }).from(roles).orderBy(roles.id);
  const result = new Map<string, ReadonlySet<string>>();
  for (const row of rows) result.set(row.code, await rolePermissions(t.db, row.id));
  return result;
}

/**
 * For one input of one operation: a role holding the operation's permission (rotating over all
 * that hold it) and one that does not (anonymous when every role holds it). A public operation
 * has no caller who may not call it.
 */
export function callersFor(permission: string, roleMap: Map<string, ReadonlySet<string>>, index: number): Caller[] {
  if (permission === PERMISSIONS.public) return [{ label: '匿名', role: null, mayCall: true }];
  const codes = [...roleMap.keys()];
  const holds = (code: string) =>
    permission === PERMISSIONS.authenticated || roleMap.get(code)?.has(permission) === true;
  const holders = codes.filter(holds);
  const others = codes.filter((code) => !holds(code));
  const allowed = holders[index % holders.length];
  const denied = others[index % Math.max(others.length, 1)];
  return [
    ...(allowed ? [{ label: allowed, role: allowed, mayCall: true }] : []),
    denied ? { label: denied, role: denied, mayCall: false } : { label: '匿名', role: null, mayCall: false },
  ];
}

/** A fresh session per request: a call such as logout, disabling a user or changing a password ends only its own. */
export async function headersOf(t: TestApp, caller: Caller): Promise<Record<string, string>> {
  if (!caller.role) return {};
  return t.authHeader(caller.role, { enterpriseId: caller.role === 'enterprise' ? 1 : null });
}
