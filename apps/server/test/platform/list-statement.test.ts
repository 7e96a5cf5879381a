import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { enterprises } from '../../src/db/schema/index.ts';
import { aliasedColumns } from '../../src/platform/aliased-columns.ts';
import { inlinedText, listStatement, MAX_PREPARED_PER_CONNECTION } from '../../src/platform/list/list-statement.ts';
import { openTestDatabase } from '../helpers/test-app.ts';
import { insertTestEnterprise } from '../helpers/test-enterprise.ts';

const NAME = "华信'造价 $1 咨询";

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  // One connection: what the statements leave prepared on it can be read back.
  ({ db, close } = await openTestDatabase(1));
  await insertTestEnterprise(db, '91460000STATEMENT1', NAME);
  await insertTestEnterprise(db, '91460000STATEMENT2', '正衡工程咨询');
});
afterAll(() => close());

const columns = aliasedColumns({
  id: enterprises.id,
  enterpriseName: enterprises.enterpriseName,
  registeredCapital: enterprises.registeredCapital,
  establishmentDate: enterprises.establishmentDate,
  qualificationLevel: enterprises.qualificationLevel,
  fixedTelephone: enterprises.fixedTelephone,
  inPark: enterprises.inPark,
  createdAt: enterprises.createdAt,
});

const byName = (limit: ReturnType<typeof sql.placeholder> | number) =>
  db.select(columns).from(enterprises).where(eq(enterprises.enterpriseName, NAME)).limit(limit);

const preparedStatements = async () =>
  (
    await db.$client.query<{ statement: string; parameters: string; generic_plans: string; custom_plans: string }>(
      `select statement, parameter_types::text as parameters, generic_plans, custom_plans
       from pg_prepared_statements where name like 'list\\_%'`,
    )
  ).rows;

describe('a list statement', () => {
  it('writes values into its text as quoted literals, never reading a written value again', () => {
    const text = inlinedText('select $1, $2, $3, $4, $5 limit $6', [
      NAME,
      ['华信', 'a"b'],
      null,
      7,
      "\\' or true --",
      10,
    ]);
    expect(text).toBe(`select '华信''造价 $1 咨询', E'{"华信","a\\\\"b"}', null, '7', E'\\\\'' or true --' limit '10'`);
  });

  it('matches a backslash and a quote as themselves, whatever standard_conforming_strings says', async () => {
    const hostile = "\\' or true --";
    const matching = (name: string) =>
      db
        .select({ id: enterprises.id })
        .from(enterprises)
        .where(eq(enterprises.enterpriseName, name))
        .limit(sql.placeholder('limit'));
    for (const conforming of ['off', 'on']) {
      await db.$client.query(`set standard_conforming_strings = ${conforming}`);
      const statement = listStatement(db.$client, matching(hostile));
      for (let read = 0; read < 3; read++) expect((await statement.execute({ limit: 10 })).rows).toEqual([]);
    }
    await db.$client.query('reset standard_conforming_strings');
    await db.$client.query('deallocate all');
  });

  it('keeps the parameters of a statement whose values have no text or whose numbering it does not know', () => {
    expect(inlinedText('select $1', [Buffer.from('x')])).toBeUndefined();
    expect(inlinedText('select $2, $1', [1, 2])).toBeUndefined();
    expect(inlinedText('select $1', [1, 2])).toBeUndefined();
  });

  it('decodes rows as the query builder does, and from its third read runs one plan made for its values', async () => {
    const expected = await byName(10);
    expect(expected).toHaveLength(1);
    expect(typeof expected[0]?.registeredCapital).toBe('string');
    expect(expected[0]?.createdAt).toBeInstanceOf(Date);

    const statement = listStatement(db.$client, byName(sql.placeholder('limit')));
    for (let read = 1; read <= 4; read++) {
      expect((await statement.execute({ limit: 10 })).rows).toEqual(expected);
      expect(await preparedStatements()).toHaveLength(read < 3 ? 0 : 1);
    }
    const [prepared] = await preparedStatements();
    expect(prepared?.statement).toContain(`= '华信''造价 $1 咨询'`);
    expect(prepared?.statement).toContain(`limit '10'`);
    expect(prepared?.parameters).toBe('{}');
    expect({ generic: prepared?.generic_plans, custom: prepared?.custom_plans }).toEqual({ generic: '2', custom: '0' });
    expect((await statement.execute({ limit: 0 })).rows).toEqual([]);
  });

  it('frees a connection’s statements past its cap by closing it', async () => {
    const pid = async () => (await db.$client.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0]?.pid;
    const before = await pid();
    const statement = listStatement(db.$client, byName(sql.placeholder('limit')));
    for (let limit = 100; limit <= 100 + MAX_PREPARED_PER_CONNECTION; limit++)
      for (let read = 0; read < 3; read++) await statement.execute({ limit });
    expect(await pid()).not.toBe(before);
    expect((await preparedStatements()).length).toBeLessThanOrEqual(MAX_PREPARED_PER_CONNECTION);
  });
});
