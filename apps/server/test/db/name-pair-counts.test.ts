import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { openTestDatabase } from '../helpers/test-app.ts';
import { insertTestEnterprise } from '../helpers/test-enterprise.ts';

// Migration 0028: how many names hold each pair, kept beside the pairs by the same triggers.

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase(4));
});
afterAll(() => close());

const rows = async (text: string) => (await db.$client.query<Record<string, unknown>>(text)).rows;

/** The kept counts that are not zero, and the pairs counted afresh, in one order. */
async function keptAndCounted(table: 'person' | 'enterprise') {
  const key = table === 'person' ? 'enabled' : 'coalesce(qualification_level, 0)';
  const kept = await rows(
    `select pair, ${table === 'person' ? 'enabled' : 'qualification_level'} as key, n
       from ${table}_name_pair_count where n <> 0 order by 1, 2`,
  );
  const counted = await rows(
    `select pair, ${key} as key, count(*)::int as n from ${table}_name_pair group by 1, 2 order by 1, 2`,
  );
  return { kept, counted };
}

describe('the counts of names holding each pair', () => {
  it('follow staff added, renamed, left and removed in bulk statements', async () => {
    const enterpriseId = await insertTestEnterprise(db, 'C00000000000000001', '海南宏图造价咨询有限公司');
    await db.$client.query(
      // Stand-ins for the sealed numbers, distinct where the unique look-up hash needs it: only names count here.
      `insert into enterprise_person (enterprise_id, name, gender, id_card_cipher, phone_cipher, enabled, job_title)
       select $1, (array['王建国','王建','李王建','张伟','张伟华'])[i % 5 + 1] || i, 0,
         'C' || lpad(i::text, 17, '0'), 'phone', i % 3 > 0, '01'
       from generate_series(1, 300) i`,
      [enterpriseId],
    );
    const afterInsert = await keptAndCounted('person');
    expect(afterInsert.kept.length).toBeGreaterThan(100);
    expect(afterInsert.kept).toEqual(afterInsert.counted);

    // One statement renames some, moves others in or out of service, and leaves the rest.
    await db.$client.query(
      `update enterprise_person set
         name = case when id % 4 = 0 then replace(name, '建', '健') else name end,
         enabled = case when id % 7 = 0 then not enabled else enabled end,
         phone_cipher = 'another phone'`,
    );
    const afterUpdate = await keptAndCounted('person');
    expect(afterUpdate.kept).toEqual(afterUpdate.counted);
    expect(afterUpdate.kept).not.toEqual(afterInsert.kept);

    await db.$client.query(`delete from enterprise_person where id % 3 = 0`);
    const afterDelete = await keptAndCounted('person');
    expect(afterDelete.kept).toEqual(afterDelete.counted);
  });

  it('follow enterprises added, renamed, re-levelled and removed, a missing level counted as 0', async () => {
    const ids = [
      await insertTestEnterprise(db, 'C00000000000000002', '海南华信工程咨询有限公司'),
      await insertTestEnterprise(db, 'C00000000000000003', '华信信达造价有限公司'),
      await insertTestEnterprise(db, 'C00000000000000004', '海口正衡工程咨询有限公司'),
    ];
    await db.$client.query(`update enterprise set qualification_level = null where id = $1`, [ids[1]]);
    const levelled = await rows(`select qualification_level as level, n from enterprise_name_pair_count
      where pair = '华信' and n <> 0 order by 1`);
    expect(levelled).toEqual([
      { level: 0, n: 1 },
      { level: 2, n: 1 },
    ]);

    await db.$client.query(
      `update enterprise set enterprise_name = replace(enterprise_name, '华信', '正衡'), qualification_level = 1
        where id = any($1)`,
      [ids.slice(0, 2)],
    );
    await db.$client.query(`delete from enterprise where id = $1`, [ids[2]]);
    const after = await keptAndCounted('enterprise');
    expect(after.kept).toEqual(after.counted);
    expect(after.kept.filter((row) => row['pair'] === '正衡')).toEqual([{ pair: '正衡', key: 1, n: 2 }]);
  });

  it('let concurrent changes of staff sharing pairs all commit, in and out of service', async () => {
    const enterpriseId = await insertTestEnterprise(db, 'C00000000000000005', '海南远景造价咨询有限公司');
    const { rows: people } = await db.$client.query<{ id: number }>(
      `insert into enterprise_person (enterprise_id, name, gender, id_card_cipher, phone_cipher, enabled, job_title)
       select $1, '赵正衡' || i, 0, 'Z' || lpad(i::text, 17, '0'), 'phone', i % 2 = 0, '01'
       from generate_series(1, 16) i returning id`,
      [enterpriseId],
    );
    // Each transaction moves two people sharing the same pairs in opposite directions, in turn.
    const toggle = async (first: number, second: number) => {
      const client = await db.$client.connect();
      try {
        await client.query('begin');
        await client.query('update enterprise_person set enabled = not enabled where id = $1', [first]);
        await client.query('update enterprise_person set enabled = not enabled where id = $1', [second]);
        await client.query('commit');
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    };
    const ids = people.map((person) => person.id);
    for (let round = 0; round < 5; round++) {
      const settled = await Promise.allSettled(
        ids.slice(0, 8).map((id, i) => (i % 2 ? toggle(id, ids[i + 8]!) : toggle(ids[i + 8]!, id))),
      );
      expect(settled.filter((result) => result.status === 'rejected')).toEqual([]);
    }
    const after = await keptAndCounted('person');
    expect(after.kept).toEqual(after.counted);
  });
});
