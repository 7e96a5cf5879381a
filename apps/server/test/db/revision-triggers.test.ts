import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('item revisions', () => {
  it('moves the revision of every table that keeps one on each update (a stale screen is refused)', async () => {
    const { rows } = await t.db.$client.query<{ table_name: string; triggered: boolean }>(
      `select c.table_name,
              exists (select 1 from pg_trigger g
                        join pg_proc p on p.oid = g.tgfoid
                       where g.tgrelid = (quote_ident(c.table_name))::regclass
                         and p.proname = 'bump_revision' and not g.tgisinternal) as triggered
         from information_schema.columns c
        where c.table_schema = 'public' and c.column_name = 'revision'
        order by c.table_name`,
    );
    // The items of every flow keep one (revocations and repairs share a table).
    expect(rows.map((row) => row.table_name)).toEqual(
      expect.arrayContaining([
        'assessment_release',
        'bidding_feedback',
        'credit_appeal',
        'credit_record',
        'credit_request',
      ]),
    );
    expect(rows.filter((row) => !row.triggered).map((row) => row.table_name)).toEqual([]);
  });
});
