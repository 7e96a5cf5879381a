import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownNamesIn, knownNamesQuery, publicTextMask } from '../../src/modules/publicity/known-names.ts';
import { PERSON_NAME_COLUMNS } from '../helpers/person-name-columns.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

interface PlanNode {
  'Node Type': string;
  Plans?: PlanNode[];
}
const nodeTypes = (node: PlanNode): string[] => [node['Node Type'], ...(node.Plans ?? []).flatMap(nodeTypes)];

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

describe('the names the platform knows', () => {
  it('are gathered from every column a name is written in, as rows are inserted or updated', async () => {
    const planted = PERSON_NAME_COLUMNS.map((_, index) => `欧阳${'甲乙丙丁戊己庚辛'[index]}远`);
    for (const [index, [table, column]] of PERSON_NAME_COLUMNS.entries())
      await t.db.execute(
        sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${planted[index]} where id = (select min(id) from ${sql.identifier(table)})`,
      );
    expect((await knownNamesIn(t.db, [`经查，${planted.join('、')}与王某未到岗`])).sort()).toEqual([...planted].sort());
    // The seed's own staff were gathered as they were inserted.
    const { rows } = await t.db.execute<{ name: string }>(sql`select name from enterprise_person order by id limit 1`);
    expect(await knownNamesIn(t.db, [`项目由${rows[0]!.name}负责`])).toEqual([rows[0]!.name]);
  });

  it('are found in the texts of an answer and masked there', async () => {
    const mask = await publicTextMask(t.db, ['经查，欧阳甲远未到岗']);
    expect(mask('经查，欧阳甲远未到岗')).toBe('经查，某某未到岗');
  });

  it('are looked up through one index, whatever the tables hold', async () => {
    const plan = await t.db.transaction(async (tx) => {
      // Small test tables are read whole anyway: without sequential scans a missing index still shows one.
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = knownNamesQuery(t.db, ['张三', '李四丰']).toSQL();
      const { rows } = await tx.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        sql`explain (format json) ${sql.raw(query.sql.replace('$1', `'{张三,李四丰}'`))}`,
      );
      return nodeTypes(rows[0]!['QUERY PLAN'][0].Plan);
    });
    expect(plan.some((type) => type.includes('Index'))).toBe(true);
    expect(plan).not.toContain('Seq Scan');
  });
});
