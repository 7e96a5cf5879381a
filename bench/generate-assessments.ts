import type pg from 'pg';
import {
  EXAM_HALLS,
  EXAM_PAPERS,
  GIVEN_FIRST,
  GIVEN_SECOND,
  PERSON_SURNAMES,
  RELEASE_UNITS,
} from './data-set-vocabulary.ts';
import { DATA_SET_SHAPE } from './settings.ts';

/** Four quarterly imports of each kind, by the super administrator, in 2025. */
const INSERT_IMPORTS = `
insert into assessment_import (kind, file_name, total, succeeded, failed, created_by_name, created_at)
select k.kind, k.title || '2025年第' || q || '季度.xlsx', 0, 0, 0, '超级管理员',
  timestamptz '2025-01-20 10:00+08' + make_interval(months => (q - 1) * 3)
from (values (1, 'practiceAbility', '执业能力测评'), (2, 'passRate', '备案一次性通过率')) as k(o, kind, title),
  generate_series(1, 4) as q
order by k.o, q`;

/**
 * One result per enterprise, in the import of its quarter; one in twenty failed (an unregistered
 * enterprise), the others earn the bonus of their average score (docs/assessment.md tiers).
 */
const INSERT_PRACTICE_ABILITY = `
with e as (
  select id, enterprise_name, social_credit_code, row_number() over (order by id)::int as n from enterprise
), i as (
  select id, row_number() over (order by id)::int as q from assessment_import where kind = 'practiceAbility'
), scored as (
  select e.*, i.id as import_id, i.q, 55 + (n * 37 % 4500) / 100.0 as average, n % 20 = 0 as failed
  from e join i on i.q = 1 + e.n % 4
)
insert into practice_ability (import_id, enterprise_id, enterprise_name, social_credit_code, exam_year, exam_quarter,
  examinee_count, un_examinee_count, average_score, score_value, result, reason, created_by_name, created_at)
select import_id, case when failed then null else id end, enterprise_name, social_credit_code, 2025, q,
  $1::int, n % 2, average,
  case when failed then null when average >= 90 then 6 when average >= 80 then 5 when average >= 70 then 4 when average >= 60 then 3 end,
  not failed, case when failed then '企业未在平台注册' end, '超级管理员',
  timestamptz '2025-01-20 10:00+08' + make_interval(months => (q - 1) * 3, secs => n)
from scored
order by q, n`;

const INSERT_EXAMS = `
insert into practice_ability_exam (practice_ability_id, row_number, candidate_name, enterprise_name, social_credit_code,
  paper_name, exam_address, exam_start_time, exam_end_time, exam_year, exam_quarter, score, absent, result, reason)
select a.id, (a.id - 1) * $1::int + k,
  ($4::text[])[1 + (a.id + k * 7) % cardinality($4::text[])] || ($5::text[])[1 + (a.id * 3 + k) % cardinality($5::text[])]
    || ($6::text[])[1 + (a.id + k) % cardinality($6::text[])],
  a.enterprise_name, a.social_credit_code,
  ($2::text[])[1 + k % cardinality($2::text[])], ($3::text[])[1 + a.id % cardinality($3::text[])],
  timestamptz '2025-03-15 09:00+08' + make_interval(months => (a.exam_quarter - 1) * 3),
  timestamptz '2025-03-15 11:30+08' + make_interval(months => (a.exam_quarter - 1) * 3),
  a.exam_year, a.exam_quarter,
  case when k = $1::int and a.un_examinee_count > 0 then null else 40 + (a.id * 13 + k * 29) % 60 end,
  k = $1::int and a.un_examinee_count > 0, a.result, a.reason
from practice_ability a
cross join generate_series(1, $1::int) as k
order by a.id, k`;

const INSERT_PASS_RATES = `
with e as (
  select id, enterprise_name, social_credit_code, row_number() over (order by id)::int as n from enterprise
), i as (
  select id, row_number() over (order by id)::int as q from assessment_import where kind = 'passRate'
)
insert into record_pass_rate (import_id, enterprise_id, enterprise_name, social_credit_code, register_year, quarter, grade,
  score_value, result, reason, created_by_name, created_at)
select i.id, case when n % 20 = 0 then null else e.id end, enterprise_name, social_credit_code, 2025, i.q,
  g.grade, case when n % 20 = 0 then null else g.score_value end, n % 20 <> 0,
  case when n % 20 = 0 then '企业未在平台注册' end, '超级管理员',
  timestamptz '2025-01-21 10:00+08' + make_interval(months => (i.q - 1) * 3, secs => n)
from e
join i on i.q = 1 + (e.n + 1) % 4
join (values ('A', 4, 1), ('B', 2, 2), ('C', 1, 3)) as g (grade, score_value, sort_order) on g.sort_order = 1 + n % 3
order by i.q, n`;

/**
 * Release applications of one kind ($4, titled $5), each holding the next block of its kind's
 * rows; their states cycle through $3.
 */
const INSERT_RELEASES = `
insert into assessment_release (kind, state, identification_unit, act_determination_date, related_symbol, contact_person,
  behavior_description, created_at)
select $4::text, ($3::int[])[1 + r % cardinality($3::int[])], ($2::text[])[1 + r % cardinality($2::text[])],
  date '2025-02-01' + r % 300, '琼建〔2025〕' || r || '号', '李明', '2025年度' || $5::text || '加分第' || r || '批',
  timestamptz '2025-02-01 09:00+08' + make_interval(hours => r * 11)
from generate_series(1, $1::int) as r
order by r`;

/** Release n of `kind` holds rows (n - 1) × $1 + 1 … n × $1 of `rows`, as far as they exist. */
const insertRelations = (relation: string, column: string, rows: string, kind: string) => `
with r as (select id, row_number() over (order by id)::int as n from assessment_release where kind = '${kind}')
insert into ${relation} (release_id, ${column})
select r.id, t.id from r cross join generate_series(1, $1::int) as k join ${rows} t on t.id = (r.n - 1) * $1::int + k`;

/** Every assessment list's rows: imports, results, examinees, releases and the rows they hold. */
export async function insertAssessments(client: pg.Client): Promise<Record<string, number>> {
  const inserted = async (sql: string, params: unknown[] = []) => (await client.query(sql, params)).rowCount ?? 0;
  const { examineesPerResult, releasesPerKind, rowsPerRelease } = DATA_SET_SHAPE;
  const rows: Record<string, number> = {};
  rows['assessment_import'] = await inserted(INSERT_IMPORTS);
  rows['practice_ability'] = await inserted(INSERT_PRACTICE_ABILITY, [examineesPerResult]);
  rows['practice_ability_exam'] = await inserted(INSERT_EXAMS, [
    examineesPerResult,
    EXAM_PAPERS,
    EXAM_HALLS,
    PERSON_SURNAMES,
    GIVEN_FIRST,
    GIVEN_SECOND,
  ]);
  rows['record_pass_rate'] = await inserted(INSERT_PASS_RATES);
  // Only practice-ability releases have drafts (state 0); both have waiting, refused and completed ones.
  rows['assessment_release'] =
    (await inserted(INSERT_RELEASES, [
      releasesPerKind,
      RELEASE_UNITS,
      [0, 3, 5, 7],
      'practiceAbility',
      '执业能力测评',
    ])) +
    (await inserted(INSERT_RELEASES, [releasesPerKind, RELEASE_UNITS, [3, 5, 7], 'passRate', '备案一次性通过率']));
  rows['practice_ability_release_relation'] = await inserted(
    insertRelations('practice_ability_release_relation', 'practice_ability_id', 'practice_ability', 'practiceAbility'),
    [rowsPerRelease],
  );
  rows['record_pass_rate_release_relation'] = await inserted(
    insertRelations('record_pass_rate_release_relation', 'record_pass_rate_id', 'record_pass_rate', 'passRate'),
    [rowsPerRelease],
  );
  return rows;
}

/**
 * Empties the assessment tables after the list cases, so the import and export cases start from
 * the same state as without them (their files and periods would otherwise meet these rows). The
 * result tables are named, as their references to the imports are no foreign keys (migration
 * 0027); CASCADE also empties what refers to them: credit records, of which the bench makes none.
 */
export async function clearAssessments(client: pg.Client): Promise<void> {
  await client.query(
    'truncate assessment_import, assessment_release, practice_ability, practice_ability_exam, record_pass_rate cascade',
  );
}
