import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../src/modules/auth/principal.ts';
import { appealDeskLists } from '../../src/modules/credit-appeal/appeal-lists.ts';
import { userList } from '../../src/modules/system/user-list.ts';
import { PERMISSIONS } from '../../src/platform/auth/permissions.ts';
import type { ListDeclaration } from '../../src/platform/list/list-declaration.ts';
import { listStatements } from '../../src/platform/list/list-explain.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const manager: Principal = {
  userId: 1,
  sessionId: 'joins',
  kind: 'manage',
  username: 'joins',
  displayName: '检查',
  roleId: 1,
  roleCode: 'superAdmin',
  roleName: '超级管理员',
  enterpriseId: null,
  passwordMustChange: false,
  permissions: new Set(Object.values(PERMISSIONS)),
};

async function statement(list: unknown, filter: Record<string, unknown>, name: string): Promise<string> {
  const statements = await listStatements(t.db, list as ListDeclaration, filter, manager);
  const found = statements.find((s) => s.name === name);
  if (!found) throw new Error(`no ${name} statement`);
  return found.sql;
}

const appealDesk = (key: string) => {
  const list = appealDeskLists.find((desk) => desk.url.endsWith(`/${key}`));
  if (!list) throw new Error(`no appeal desk ${key}`);
  return list;
};

describe('the joins a list reads its count and page ids through', () => {
  it('leave out a joined table the filter and order do not read, which the page still shows', async () => {
    expect(await statement(userList, {}, 'count')).not.toContain('"role"');
    expect(await statement(userList, { roleId: '2' }, 'count')).not.toContain('"role"');
    expect(await statement(userList, {}, 'page 500 of a large list')).toContain('"role"."name"');
  });

  it('keep a joined table the filter reads, and the join it is reached through', async () => {
    const firstReview = await statement(appealDesk('firstReview'), { done: '0' }, 'count');
    expect(firstReview).not.toContain('join "enterprise"');
    const park = await statement(appealDesk('parkReview'), { done: '0' }, 'count');
    expect(park).toContain('join "credit_record"');
    expect(park).toContain('join "enterprise"');
    const searched = await statement(appealDesk('firstReview'), { done: '0', enterpriseName: '华信' }, 'count');
    expect(searched).toContain('join "credit_record"');
    expect(searched).toContain('join "enterprise"');
  });
});
