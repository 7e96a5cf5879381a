import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { enterprisePersons } from '../../src/db/schema/index.ts';
import { knownNamesIn, knownNamesQuery, publicTextMask } from '../../src/modules/publicity/known-names.ts';
import { openTestDatabase } from '../helpers/test-app.ts';
import { insertTestEnterprise } from '../helpers/test-enterprise.ts';

interface PlanNode {
  'Node Type': string;
  Plans?: PlanNode[];
}
const nodeTypes = (node: PlanNode): string[] => [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];

let db: Database;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
  const enterpriseId = await insertTestEnterprise(db, '91460100MA5TNAME1X', '测试姓名工程咨询有限公司');
  await db.insert(enterprisePersons).values({
    enterpriseId,
    name: '欧阳明远',
    gender: 0,
    idCard: '460100199001011234',
    phone: '13800000000',
    jobTitle: '工程师',
  });
}, 60_000);
afterAll(() => close());

describe('the names the platform knows', () => {
  it('are found in the texts of an answer and masked there', async () => {
    expect(await knownNamesIn(db, ['经查，欧阳明远未到岗', null])).toEqual(['欧阳明远']);
    const mask = await publicTextMask(db, ['经查，欧阳明远未到岗']);
    expect(mask('经查，欧阳明远未到岗')).toBe('经查，某某未到岗');
  });

  it('are looked up through an index of every name column, whatever the tables hold', async () => {
    const plan = await db.transaction(async (tx) => {
      // Small test tables are read whole anyway: without sequential scans a column lacking an index still shows one.
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        sql`explain (format json) ${knownNamesQuery(['张三', '李四丰'])}`,
      );
      return nodeTypes(rows[0]!['QUERY PLAN'][0].Plan);
    });
    expect(plan.filter((type) => type.includes('Index')).length).toBeGreaterThanOrEqual(8);
    expect(plan).not.toContain('Seq Scan');
  });
});
