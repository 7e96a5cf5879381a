import { CREDIT_RECORD_STATES } from '@credit/rules';
import type pg from 'pg';

/**
 * A year of the desks' work on the generated credit records, as the platform writes it: each
 * record's history rows (the desk's permission code, who, the transition's label, when) from its
 * submission to its decision, and its attachments in the annex table (no file on disk: the bench
 * reads the rows, never the bytes).
 */

/**
 * The history of every record (docs/demo-data.md, the bench's spread): 提交 by its author's desk at
 * its submission; then 初审 (the park desk for a park enterprise) and 复审, each by the desk's user,
 * the last at its publication; a record scored −10 or less goes on to the leader's 终审. One in eight
 * was returned at 初审 with a reason and resubmitted. A record still waiting has its submission only.
 * The steps between submission and publication fall at fixed fractions of that time.
 */
const INSERT_RECORD_HISTORY = `
insert into credit_record_history (record_id, desk, operator_name, instructions, created_at)
select r.id, s.desk, s.operator_name, s.instructions,
  r.submitted_at + (coalesce(r.completed_at, r.submitted_at) - r.submitted_at) * s.at
from credit_record r
join enterprise e on e.id = r.enterprise_id
cross join lateral (
  select r.origin = 'enterprise' as by_enterprise, r.id % 8 = 0 as returned, r.score_value <= -10 as final,
    case when e.in_park then 'credit:parkReview' else 'credit:firstReview' end as first_desk,
    case when e.in_park then '园区' else '' end as park
) f
cross join lateral (
  values
    (0, 0.0, case when f.by_enterprise then 'credit:declare' else 'credit:register' end,
      case when f.by_enterprise then '企业经办人' else '部门登记员' end, '提交'),
    (1, 0.15, f.first_desk, case when e.in_park then '园区审核员' else '初审员' end,
      f.park || '初审退回：证明材料不清晰，请重新扫描上传'),
    (2, 0.35, case when f.by_enterprise then 'credit:declare' else 'credit:register' end,
      case when f.by_enterprise then '企业经办人' else '部门登记员' end, '修改后重新提交'),
    (3, 0.5, f.first_desk, case when e.in_park then '园区审核员' else '初审员' end, f.park || '初审通过'),
    (4, case when f.final then 0.8 else 1.0 end, 'credit:deptReview', '部门审核员',
      case when f.final then '复审通过，报部门领导终审' else '复审通过' end),
    (5, 1.0, 'credit:deptLeader', '部门领导', '终审通过')
) as s(step, at, desk, operator_name, instructions)
where r.assessment_release_id is null
  and (s.step = 0 or r.process_status = ${CREDIT_RECORD_STATES.completed})
  and (s.step not in (1, 2) or f.returned)
  and (s.step <> 5 or f.final)
order by r.id, s.step`;

/**
 * Attachments by kind, with the share of records' files of each (tenths) and their sizes (from, to
 * bytes): scans and photos large, spreadsheets and documents small.
 */
const FILE_KINDS = [
  { extension: 'pdf', tenths: 4, from: 30_000, to: 3_000_000 },
  { extension: 'jpg', tenths: 2, from: 200_000, to: 4_000_000 },
  { extension: 'png', tenths: 2, from: 100_000, to: 2_000_000 },
  { extension: 'xlsx', tenths: 1, from: 10_000, to: 500_000 },
  { extension: 'docx', tenths: 1, from: 20_000, to: 800_000 },
] as const;

/** SQL giving a record (r, one of every other id) its file's extension or size, by its id. */
function fileKind(column: 'extension' | 'size'): string {
  let below = 0;
  const arms = FILE_KINDS.map((kind) => {
    below += kind.tenths;
    const value =
      column === 'extension' ? `'${kind.extension}'` : `${kind.from} + (r.id::bigint * 7919) % ${kind.to - kind.from}`;
    return `when r.id / 2 % 10 < ${below} then ${value}`;
  });
  return `case ${arms.join(' ')} end`;
}

/** Every other record carries its 证明材料, uploaded when it was submitted; the link rows name it. */
const INSERT_RECORD_ANNEXES = `
with a as (
  insert into annex (category, enterprise_id, file_type, file_name, storage_key, size, created_at)
  select 'creditRecord', r.enterprise_id, '证明材料', '证明材料.' || ${fileKind('extension')},
    'bench/creditRecord/' || r.id || '.' || ${fileKind('extension')}, ${fileKind('size')}, r.submitted_at
  from credit_record r
  where r.id % 2 = 0 and r.assessment_release_id is null
  order by r.id
  returning id, storage_key
)
insert into credit_record_annex (record_id, annex_id)
select split_part(split_part(storage_key, '/', 3), '.', 1)::int, id from a`;

/** Each enterprise's 承诺书 (a PDF) and 营业执照 (a photo), uploaded when it registered. */
const INSERT_ENTERPRISE_ANNEXES = `
insert into annex (category, enterprise_id, file_type, file_name, storage_key, size, created_at)
select 'enterprise', e.id, f.file_type, f.file_type || '.' || f.extension,
  'bench/enterprise/' || e.id || '-' || f.n || '.' || f.extension, f.size, e.created_at
from enterprise e
cross join lateral (
  values (1, '承诺书', 'pdf', 80000 + e.id * 37 % 400000),
         (2, '营业执照', case when e.id % 3 = 0 then 'png' else 'jpg' end, 300000 + e.id::bigint * 7919 % 3000000)
) as f(n, file_type, extension, size)
order by e.id, f.n`;

/**
 * Runs `load` with the table's indexes that back no constraint dropped, and builds them again from
 * their definitions after: one sorted build each instead of millions of insertions into each.
 */
async function withIndexesDeferred<T>(client: pg.Client, table: string, load: () => Promise<T>): Promise<T> {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes i
      where tablename = $1 and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [table],
  );
  for (const index of rows) await client.query(`drop index ${client.escapeIdentifier(index.name)}`);
  const loaded = await load();
  for (const index of rows) await client.query(index.definition);
  return loaded;
}

/**
 * Loads rows of an audited table (docs/security-trail.md) with its triggers off, then chains them in
 * one pass (`audit_chain_unsealed`): sealed one by one at commit, millions of rows in one statement
 * would each update the chain's head in turn.
 */
async function chainedInBulk(client: pg.Client, table: string, insert: string) {
  await client.query('set session_replication_role = replica');
  try {
    const inserted = await client.query(insert);
    const started = performance.now();
    await client.query('select audit_chain_unsealed($1)', [table]);
    console.log(
      `  ${table}: ${inserted.rowCount} rows chained in ${((performance.now() - started) / 1000).toFixed(0)} s`,
    );
    return inserted;
  } finally {
    await client.query('set session_replication_role = default');
  }
}

/** Writes the records' history and the attachments; returns the rows written by table. */
export async function insertWorkflow(client: pg.Client): Promise<Record<string, number>> {
  const history = await withIndexesDeferred(client, 'credit_record_history', () =>
    chainedInBulk(client, 'credit_record_history', INSERT_RECORD_HISTORY),
  );
  const recordAnnexes = await client.query(INSERT_RECORD_ANNEXES);
  const enterpriseAnnexes = await client.query(INSERT_ENTERPRISE_ANNEXES);
  return {
    credit_record_history: history.rowCount ?? 0,
    credit_record_annex: recordAnnexes.rowCount ?? 0,
    annex: (recordAnnexes.rowCount ?? 0) + (enterpriseAnnexes.rowCount ?? 0),
  };
}
