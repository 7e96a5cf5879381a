import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises, loginLogs } from '../../src/db/schema/index.ts';
import { nameContains, termGrams } from '../../src/platform/list/name-search.ts';
import type { Database } from '../../src/db/client.ts';
import { openTestDatabase } from '../helpers/test-app.ts';
import { seal } from '../../src/platform/personal-data/index.ts';

const NAMES = ['海南华信工程咨询', '华兴信达', '正衡造价', 'ABc 咨询', '达标100%公司', '信'];

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  await db.insert(loginLogs).values(NAMES.map((username) => ({ username, provider: 'password', success: true })));
});
afterAll(() => close());

const found = async (term: string) =>
  (
    await db
      .select({ username: loginLogs.username })
      .from(loginLogs)
      .where(nameContains(loginLogs.usernameGrams, term, loginLogs.username))
      .orderBy(asc(loginLogs.id))
  ).map((row) => row.username);

describe('name contains, through the index of name pieces', () => {
  it('splits a term into what the index stores: one character alone, else its pairs', () => {
    expect(termGrams('信')).toEqual(['信']);
    expect(termGrams('华信')).toEqual(['华信']);
    expect(termGrams('南华信A')).toEqual(['南华', '华信', '信a']);
  });

  it('finds two-character Chinese terms only where the characters stand together', async () => {
    expect(await found('华信')).toEqual(['海南华信工程咨询']);
    expect(await found('正衡')).toEqual(['正衡造价']);
  });

  it('finds one character, longer terms, any letter case, and takes % literally', async () => {
    expect(await found('信')).toEqual(['海南华信工程咨询', '华兴信达', '信']);
    expect(await found('南华信工')).toEqual(['海南华信工程咨询']);
    expect(await found('abC')).toEqual(['ABc 咨询']);
    expect(await found('0%')).toEqual(['达标100%公司']);
    expect(await found('%')).toEqual(['达标100%公司']);
    expect(await found('华信达')).toEqual([]);
  });

  it('is answered from the GIN index on a large table', async () => {
    await db.$client.query(
      `insert into login_log (username, provider, success)
       select 'user' || i, 'password', true from generate_series(1, 20000) i`,
    );
    await db.$client.query('vacuum analyze login_log');
    const { sql, params } = db
      .select({ id: loginLogs.id })
      .from(loginLogs)
      .where(nameContains(loginLogs.usernameGrams, '华信', loginLogs.username))
      .toSQL();
    const { rows } = await db.$client.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
    expect(rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('login_log_username_grams_idx');
  });

  it('takes a name search with a qualification level from one index holding both', async () => {
    await db.$client.query(
      `insert into enterprise (social_credit_code, enterprise_name, legal_representative, corporate_id_card_cipher,
         province, area, county, enterprise_type, qualification_level, registered_capital, contact_person,
         contact_phone_cipher, email, establishment_date, office_address, registered_address, business_scope)
       select 'T' || lpad(i::text, 17, '0'), '企业' || i || case when i % 7 = 0 then '华信' else '正衡' end, '张三',
         $1, '460000', '460100', '460106', '1', 1 + i % 3, 100, '李四', $2,
         'a@example.com', date '2000-01-01', '海口', '海口', '咨询'
       from generate_series(1, 20000) i`,
      [
        seal('idCard', 'enterprise.corporate_id_card', '460100199001011234'),
        seal('phone', 'enterprise.contact_phone', '13800000000'),
      ],
    );
    await db.$client.query('vacuum analyze enterprise');
    const { sql, params } = db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(
        and(
          nameContains(enterprises.nameGrams, '华信', enterprises.enterpriseName),
          eq(enterprises.qualificationLevel, 1),
        ),
      )
      .toSQL();
    const { rows } = await db.$client.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
    const plan = rows.map((row) => row['QUERY PLAN']);
    const scan = plan.findIndex((line) => line.includes('enterprise_name_grams_level_idx'));
    expect(scan, plan.join('\n')).toBeGreaterThanOrEqual(0);
    expect(plan[scan + 1]).toMatch(/Index Cond: .*name_grams.*qualification_level/);
  });
});
