import { CREDIT_RECORD_STATES, EXACT_COUNT_CAP } from '@credit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { PERMISSIONS } from '../../src/platform/auth/permissions.ts';
import { AppError } from '../../src/platform/errors.ts';
import type { Principal } from '../../src/modules/auth/principal.ts';
import { isGrouped, type ListDeclaration } from '../../src/platform/list/list-declaration.ts';
import { DEEP_PAGE, listStatements, seqScannedTables } from '../../src/platform/list/list-explain.ts';
import { explainPlan, type PlanNode } from '../../src/platform/list/list-query.ts';
import { listCatalog } from '../../src/platform/list/list-route.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import type { Executor } from '../../src/db/client.ts';
import { rebaseScores, refreshScores } from '../../src/modules/scoring/score-refresh.ts';
import { GENERATED_ROWS, generateListData } from './list-explain-data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await generateListData(t.db);
}, 120_000);
afterAll(() => t.close());

/** A management user holding every permission: the widest lists, with no scoping. */
const manager: Principal = {
  userId: 1,
  sessionId: 'explain',
  kind: 'manage',
  username: 'explain',
  displayName: '检查',
  roleId: 1,
  roleCode: 'superAdmin',
  roleName: '超级管理员',
  enterpriseId: null,
  passwordMustChange: false,
  permissions: new Set(Object.values(PERMISSIONS)),
};

/** No filter, each filter alone, and all of them together; a filter the list requires is in each. */
function filterCombinations(list: ListDeclaration): Record<string, unknown>[] {
  const examples: Record<string, unknown> = list.examples;
  const keys = Object.keys(examples);
  const shape: Record<string, ZodType | undefined> = list.input.shape;
  const required = keys.filter((key) => !shape[key]?.safeParse(undefined).success);
  const base = Object.fromEntries(required.map((key) => [key, examples[key]]));
  return [base, ...keys.map((key) => ({ ...base, [key]: examples[key] })), ...(keys.length > 1 ? [examples] : [])];
}

/** An enterprise's own user holding every permission: the lists only an enterprise has (its declarations). */
const enterpriseUser: Principal = { ...manager, kind: 'enterprise', roleCode: 'enterprise', enterpriseId: 1 };

async function statementsOf(list: ListDeclaration, filter: Record<string, unknown>) {
  try {
    try {
      return await listStatements(t.db, list, filter, manager);
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 403)
        return await listStatements(t.db, list, filter, enterpriseUser);
      throw error;
    }
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 400) return 'refused';
    throw error;
  }
}

describe('every declared list on generated data', () => {
  it('has generated more rows than a sequential scan may read in each listed table', async () => {
    const { rows } = await t.db.$client.query<{ relname: string; n: number }>(
      `select relname, reltuples::int as n from pg_class
       where relname in ('enterprise', 'enterprise_person', 'login_log', 'app_user', 'practice_ability',
         'practice_ability_exam', 'record_pass_rate', 'assessment_release', 'credit_record')`,
    );
    expect(rows).toHaveLength(9);
    for (const row of rows) expect(row.n, row.relname).toBeGreaterThan(10_000);
    expect(GENERATED_ROWS).toBeGreaterThan(10_000);
  });

  it('reads no table of more than 10,000 rows by a sequential scan, for any list, filter or page', async () => {
    const lists = listCatalog();
    expect(lists.length).toBeGreaterThanOrEqual(11);
    const { rows: large } = await t.db.$client.query<{ relname: string }>(
      `select relname from pg_class where relkind = 'r' and reltuples > 10000`,
    );
    const largeTables = new Set(large.map((row) => row.relname));
    const failures: string[] = [];
    let checked = 0;
    for (const list of lists) {
      for (const filter of filterCombinations(list)) {
        const statements = await statementsOf(list, filter);
        // A request the list refuses (an enterprise not named) runs no SQL; all examples together are never refused.
        if (statements === 'refused') {
          expect(filter, `${list.url} refuses its examples`).not.toEqual(list.examples);
          continue;
        }
        for (const statement of statements) {
          const scanned = (await seqScannedTables(t.db, statement)).filter((table) => largeTables.has(table));
          checked += 1;
          // A report sums every row of its groups: reading them whole is its work (docs/lists.md, grouped lists).
          if (scanned.length > 0 && !isGrouped(list.source))
            failures.push(
              `${list.method} ${list.url} ${JSON.stringify(filter)} ${statement.name}: ${scanned.join(', ')}`,
            );
        }
      }
    }
    expect(failures).toEqual([]);
    expect(checked).toBeGreaterThan(lists.length * 3);
  });
});

type ReadingNode = PlanNode & { 'Index Name'?: string; 'Index Cond'?: string; 'Parent Relationship'?: string };

/** A plan node as the tests name it: its type, and the relation and index it reads. */
const nodeName = (node: ReadingNode) =>
  [node['Node Type'], node['Relation Name'], node['Index Name']].filter(Boolean).join(' ');

/** Every node of a plan, with the relation or index it reads. */
async function planNodes(statement: { sql: string; params: unknown[] }): Promise<string[]> {
  const nodes: string[] = [];
  const walk = (node: ReadingNode) => {
    nodes.push(nodeName(node));
    node.Plans?.forEach(walk);
  };
  walk(await explainPlan(t.db, statement));
  return nodes;
}

describe('用户管理 searched by name', () => {
  it('reads only the desk users, whose name pieces alone are indexed', async () => {
    const { rows } = await t.db.$client.query<{ definition: string }>(
      `select pg_get_indexdef('user_name_grams_idx'::regclass) as definition`,
    );
    expect(rows[0]!.definition).toMatch(/WHERE .*kind.*manage.*admin/);
    const list = listCatalog().find((declaration) => declaration.url === '/api/system/users/page')!;
    const statements = await listStatements(t.db, list, { name: '华信' }, manager);
    const read: string[] = [];
    const walk = (node: PlanNode & { 'Index Name'?: string }) => {
      if (node['Relation Name'] === 'app_user' || node['Index Name']?.startsWith('user_'))
        read.push(`${node['Node Type']} ${node['Index Name'] ?? ''}`.trim());
      node.Plans?.forEach(walk);
    };
    walk(
      await explainPlan(
        t.db,
        statements.find((statement) => statement.name === 'numbered page 1')!,
      ),
    );
    // The desk users by their own indexes (then the page's rows by key), never every account.
    expect(read.length).toBeGreaterThan(0);
    for (const node of read) expect(node).toMatch(/user_managed_idx|user_name_grams_idx|app_user_pkey/);
  });
});

describe('a word every generated name holds (工程)', () => {
  it.each([
    ['/api/enterprise/page', { enterpriseName: '工程' }],
    ['/api/enterprise/page', { enterpriseName: '工程', qualificationLevel: '1' }],
    ['/api/publicity/enterprises', { keyword: '工程' }],
  ])(
    '%s %j reads page 1 and its total from the name pairs in order, without visiting the matches',
    async (url, filter) => {
      const { rows } = await t.db.$client.query<{ n: number }>(
        `select count(*)::int as n from enterprise where enterprise_name like '%工程%'`,
      );
      expect(rows[0]!.n).toBe(GENERATED_ROWS);
      const list = listCatalog().find((declaration) => declaration.url === url)!;
      const statements = await listStatements(t.db, list, filter, manager);
      for (const name of ['page 1', `page ${DEEP_PAGE}`, 'count']) {
        const nodes = await planNodes(statements.find((statement) => statement.name === name)!);
        // The ids come from the pairs' btree in the list's order under the page's limit; the total from
        // the kept counts (a few rows, read by key however the planner likes).
        expect(nodes, name).not.toContainEqual(
          expect.stringMatching(/^(Sort|Seq Scan|Bitmap Heap Scan (enterprise|enterprise_name_pair)$)/),
        );
        expect(nodes.join(' | '), name).not.toMatch(/enterprise_name_grams|Index Scan using enterprise_pkey.*Filter/);
        if (name !== 'count')
          expect(nodes, name).toContainEqual(expect.stringMatching(/^Index Only Scan enterprise_name_pair /));
      }
    },
  );

  it('reads the bad records of enterprises named 工程 in the records’ order, up to the cap, not every match', async () => {
    // More bad records in force than the cap, every one of an enterprise named 工程: counting them
    // all would visit every match.
    await t.db.$client.query(
      `insert into credit_record (enterprise_id, credit_type, behavior_category_name, behavior_content_name,
         score_value, identification_unit, act_determination_date, behavior_description, process_status)
       select (select min(id) from enterprise) + i % 2000, 2, '类别', '内容', -3, '住建局', date '2026-01-01' + i % 300,
         '说明', ${CREDIT_RECORD_STATES.completed}
       from generate_series(1, 4 * ${EXACT_COUNT_CAP}) i`,
    );
    await t.db.$client.query('analyze credit_record');
    const list = listCatalog().find((declaration) => declaration.url === '/api/creditregister/bad')!;
    const statements = await listStatements(t.db, list, { enterpriseName: '工程' }, manager);
    // What such a search runs: its first page numbered up to the cap (the count with it), then, once
    // its estimate is remembered, a page alone.
    for (const name of ['numbered page 1', `page ${DEEP_PAGE} of a large list`]) {
      const nodes = await planNodes(statements.find((statement) => statement.name === name)!);
      // Not every matching enterprise gathered (a hash of them, or a bitmap of the name's index) and
      // joined to every record: the records come in order from their key and stop at the limit. (The
      // row's columns read small tables, such as the behaviour levels, whole.)
      expect(nodes, name).not.toContainEqual(
        expect.stringMatching(/^(Hash|Merge Join|Bitmap Heap Scan|Seq Scan (credit_record|enterprise)$)/),
      );
      expect(nodes, name).toContainEqual(expect.stringMatching(/^Index Scan credit_record credit_record_pkey$/));
      expect(nodes, name).toContainEqual(expect.stringMatching(/^Index Scan enterprise enterprise_pkey$/));
    }
  });
});

describe('the ranking at one credit level', () => {
  it('reads the level’s band of scores from the ranking’s index, the top level’s and the bottom one’s', async () => {
    const ranking = listCatalog().find((declaration) => declaration.url === '/Charts/GetCostScorePageList')!;
    for (const creditlevel of ['AAA', 'A', 'C']) {
      const statements = await listStatements(t.db, ranking, { creditlevel }, manager);
      for (const name of ['numbered page 1', `page ${DEEP_PAGE} of a large list`]) {
        const scans: ReadingNode[] = [];
        const walk = (node: ReadingNode) => {
          if (node['Parent Relationship'] === 'SubPlan') return;
          if (node['Relation Name'] === 'enterprise_score') scans.push(node);
          node.Plans?.forEach(walk);
        };
        walk(
          await explainPlan(
            t.db,
            statements.find((statement) => statement.name === name)!,
          ),
        );
        // The level's rows in the ranking's order, not every kept score before them read and
        // filtered; the page's rows then by their key.
        const inOrder = scans.filter((scan) => scan['Index Name'] === 'enterprise_score_rank_idx');
        expect(inOrder.length, `${creditlevel} ${name}`).toBeGreaterThan(0);
        for (const scan of inOrder) expect(scan['Index Cond'], `${creditlevel} ${name}`).toContain('score');
        expect(scans.map(nodeName), `${creditlevel} ${name}`).not.toContainEqual(
          expect.stringMatching(/^(Seq Scan|Bitmap Heap Scan) /),
        );
      }
    }
  });
});

describe('the ranking’s places on a table the scores were just rewritten into', () => {
  /** The scans of a plan's subplans (the row's columns computed per row), with the relation or index each reads. */
  async function subplanScans(statement: { sql: string; params: unknown[] }): Promise<string[]> {
    const scans: string[] = [];
    const walk = (node: ReadingNode, inSubplan: boolean) => {
      const within = inSubplan || node['Parent Relationship'] === 'SubPlan';
      if (within && node['Node Type'].endsWith('Scan')) scans.push(nodeName(node));
      node.Plans?.forEach((child) => walk(child, within));
    };
    walk(await explainPlan(t.db, statement), false);
    return scans;
  }

  it.each([
    ['rebased for a new standard (a new table)', (tx: Executor) => rebaseScores(tx)],
    ['refreshed every night (every row updated)', (tx: Executor) => refreshScores(tx)],
  ])('counts each row’s place along the ranking’s index, %s', async (_, rescore) => {
    await t.db.transaction(rescore);
    const { rows } = await t.db.$client.query<{ n: number; visible: number }>(
      `select reltuples::int as n, relallvisible as visible from pg_class where relname = 'enterprise_score'`,
    );
    // No page marked all-visible yet: an index-only range then costs the planner heap reads.
    expect(rows[0]).toEqual({ n: GENERATED_ROWS, visible: 0 });
    const ranking = listCatalog().find((declaration) => declaration.url === '/Charts/GetCostScorePageList')!;
    const statements = await listStatements(t.db, ranking, {}, manager);
    for (const name of ['page 1', `page ${DEEP_PAGE}`]) {
      const scans = await subplanScans(statements.find((statement) => statement.name === name)!);
      // Both counts of the place, each a range of the ranking's index; never the table read for each row.
      expect(scans, name).not.toContainEqual(expect.stringMatching(/^(Seq Scan|Bitmap Heap Scan) enterprise_score$/));
      expect(
        scans.filter((scan) => /Scan enterprise_score enterprise_score_rank_idx$/.test(scan)).length,
        name,
      ).toBeGreaterThanOrEqual(2);
    }
  });
});
