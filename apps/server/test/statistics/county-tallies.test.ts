import { CREDIT_RECORD_STATES } from '@credit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { refreshScores } from '../../src/modules/scoring/score-refresh.ts';
import { openTestDatabase } from '../helpers/test-app.ts';
import { insertPublishedRecord, insertTestEnterprise } from '../helpers/test-enterprise.ts';

let db: Database;
let close: () => Promise<void>;
const ids: number[] = [];
const records: number[] = [];

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
}, 60_000);
afterAll(() => close());

const sql = async (text: string) => (await db.$client.query<Record<string, unknown>>(text)).rows;

/** The tallies as kept, and as counted from the records, enterprises and scores themselves. */
async function expectTalliesAsCounted() {
  expect(
    await sql(`select day::text, credit_type, county, enterprise_type, records from published_record_tally
      where records <> 0 order by 1, 2, 3, 4`),
  ).toEqual(
    await sql(`select r.act_determination_date::text as day, r.credit_type, e.county, e.enterprise_type,
        count(*)::int as records
      from credit_record r join enterprise e on e.id = r.enterprise_id
      where r.process_status = ${CREDIT_RECORD_STATES.completed} group by 1, 2, 3, 4 order by 1, 2, 3, 4`),
  );
  expect(
    await sql(`select county, enterprise_type, level, enterprises from enterprise_level_tally
      where enterprises <> 0 order by 1, 2, 3`),
  ).toEqual(
    await sql(`select e.county, e.enterprise_type, coalesce(s.level, '') as level, count(*)::int as enterprises
      from enterprise e left join enterprise_score s on s.enterprise_id = e.id group by 1, 2, 3 order by 1, 2, 3`),
  );
}

describe('the tallies 统计报表 sums (published records per day and county, enterprises per county and level)', () => {
  it('count what is inserted: enterprises, records published or not, scores', async () => {
    for (const n of [1, 2, 3]) ids.push(await insertTestEnterprise(db, `91460000TALLY000${n}`, `统计测试企业${n}`));
    await db.$client.query(`update enterprise set county = '460105' where id = $1`, [ids[1]]);
    for (const [of, score, day] of [
      [0, '3', '2026-01-05'],
      [0, '-2', '2026-01-05'],
      [1, '2', '2026-02-10'],
      [2, '-5', '2026-03-01'],
    ] as const)
      records.push(await insertPublishedRecord(db, ids[of]!, score, day));
    records.push(
      await insertPublishedRecord(db, ids[2]!, '1', '2026-03-01', { processStatus: CREDIT_RECORD_STATES.firstReview }),
    );
    await expectTalliesAsCounted();
    await refreshScores(db);
    await expectTalliesAsCounted();
    const [scored] = await sql(`select sum(enterprises)::int as n from enterprise_level_tally where level <> ''`);
    expect(scored?.['n']).toBe(3);
  });

  it('move with a record published, ended, redated, moved or deleted', async () => {
    await db.$client.query(`update credit_record set process_status = $1 where id = $2`, [
      CREDIT_RECORD_STATES.completed,
      records[4],
    ]);
    await expectTalliesAsCounted();
    // Ending a record early does not unpublish it; a bulk update of many records moves them at once.
    await db.$client.query(`update credit_record set ended_on = current_date, score_value = score_value`);
    await db.$client.query(
      `update credit_record set act_determination_date = date '2026-04-01', enterprise_id = $1
      where id = $2`,
      [ids[1], records[0]],
    );
    await db.$client.query(`update credit_record set process_status = $1 where id = $2`, [
      CREDIT_RECORD_STATES.firstReview,
      records[2],
    ]);
    await expectTalliesAsCounted();
    await db.$client.query(`delete from credit_record where id = $1`, [records[3]]);
    await expectTalliesAsCounted();
  });

  it('move with an enterprise changing county or type, a score changing level, an enterprise deleted', async () => {
    await db.$client.query(`update enterprise set county = '460106', enterprise_type = '2' where id = $1`, [ids[0]]);
    await expectTalliesAsCounted();
    await db.$client.query(`update enterprise_score set level = case level when 'C' then 'B' else 'C' end`);
    await expectTalliesAsCounted();
    await db.$client.query(`delete from enterprise_score where enterprise_id = $1`, [ids[1]]);
    await expectTalliesAsCounted();
    await refreshScores(db);
    await expectTalliesAsCounted();
    // Its records and score go with it.
    await db.$client.query(`delete from enterprise where id = $1`, [ids[2]]);
    await expectTalliesAsCounted();
  });
});
