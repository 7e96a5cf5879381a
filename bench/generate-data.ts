import { CREDIT_RECORD_STATES } from '@credit/rules';
import type pg from 'pg';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { withCreditCodeCheck, withIdCardCheck } from '../apps/server/src/db/seed/codes.ts';
import { seal } from '../apps/server/src/platform/personal-data/index.ts';
import { seedScoreHistory } from '../apps/server/src/db/seed/demo-score-history.ts';
import { withClient } from './bench-database.ts';
import { insertAssessments } from './generate-assessments.ts';
import { insertWorkflow } from './generate-workflow.ts';
import {
  BRANCHES,
  BUSINESSES,
  cycle,
  DISTRICTS,
  GIVEN_FIRST,
  GIVEN_SECOND,
  LEGAL_FORMS,
  NAME_REGIONS,
  PERSON_SURNAMES,
  ROADS,
  TRADE_NAME_SUFFIXES,
  TRADE_NAMES,
  UNIQUE_NAME_CAPACITY,
} from './data-set-vocabulary.ts';
import { DATA_SET_SHAPE, type BenchSettings } from './settings.ts';

export interface DataSet {
  enterprises: number;
  staff: number;
  /** Staff and credit records generated per enterprise (a national size may take fewer than a province). */
  perEnterprise: { staff: number; records: number };
  /** Rows generated per table. */
  rows: Record<string, number>;
  generationSeconds: number;
}

/**
 * The share of enterprises at each level and the points above the base its records add up to
 * (levels AAA ≥ 90, AA ≥ 80, A ≥ 70, B ≥ 60, C below: docs/scoring.md).
 */
const DATA_SET_LEVELS = [
  { level: 'AAA', percent: 6, points: 35 },
  { level: 'AA', percent: 14, points: 25 },
  { level: 'A', percent: 28, points: 15 },
  { level: 'B', percent: 35, points: 5 },
  { level: 'C', percent: 17, points: -14 },
] as const;

/** The SQL case arms giving an enterprise (row n) its tier's points, by its place in a shuffled hundred. */
function levelCases(): string {
  let below = 0;
  return DATA_SET_LEVELS.map(({ percent, points }) => {
    below += percent;
    return `when (e.n::bigint * 7919) % 100 < ${below} then ${points}`;
  }).join(' ');
}

/** The word lists of people's names, as the SQL below takes them. */
const PERSON_NAMES = [PERSON_SURNAMES, GIVEN_FIRST, GIVEN_SECOND];

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** Row `index` written in the mixed radix of the word lists, so no two rows share a name. */
function enterpriseName(index: number): string {
  let rest = index;
  const [trade, region, suffix, business, form, branch] = [
    TRADE_NAMES,
    NAME_REGIONS,
    TRADE_NAME_SUFFIXES,
    BUSINESSES,
    LEGAL_FORMS,
    BRANCHES,
  ].map((list) => {
    const word = cycle(list, rest);
    rest = Math.floor(rest / list.length);
    return word;
  });
  return `${region}${trade}${suffix}${business}${form}${branch}`;
}

function idCardNumber(county: string, serial: number): string {
  const birth = `${1965 + (serial % 30)}${pad(1 + (Math.floor(serial / 30) % 12), 2)}${pad(1 + (Math.floor(serial / 360) % 28), 2)}`;
  return withIdCardCheck(`${county}${birth}${pad(serial % 1000, 3)}`);
}

/** The codes that carry check characters, made by the same functions as the demo seed. */
function identities(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const district = cycle(DISTRICTS, index);
    return {
      name: enterpriseName(index),
      // MA5 and six digits up to 999,999, then MA6, MA7…: 18 characters at any size.
      creditCode: withCreditCodeCheck(
        `91${district.code}MA${5 + Math.floor((index + 1) / 1_000_000)}${pad((index + 1) % 1_000_000, 6)}`,
      ),
      county: district.code,
      address: district.address,
      legalIdCard: idCardNumber(district.code, index),
    };
  });
}

/** Enterprise i's contact mobile (i from 1, in insertion order). */
const contactPhone = (i: number) => `13${i % 10}${pad((i * 7919) % 100_000_000, 8)}`;

/**
 * The ID card and mobile numbers sealed as the platform keeps them (docs/personal-data.md): the
 * database cannot seal, so they are made and sealed here and joined by ordinality like the codes.
 */
function sealedNumbers(enterprises: { legalIdCard: string }[], deskUsers: number) {
  return {
    corporateIdCards: enterprises.map((e) => seal('idCard', 'enterprise.corporate_id_card', e.legalIdCard)),
    contactPhones: enterprises.map((_, index) => seal('phone', 'enterprise.contact_phone', contactPhone(index + 1))),
    accountPhones: enterprises.map((_, index) => seal('phone', 'app_user.phone', contactPhone(index + 1))),
    deskPhones: Array.from({ length: deskUsers }, (_, i) => seal('phone', 'app_user.phone', `139${pad(i + 1, 8)}`)),
  };
}

/**
 * The sealed ID card and mobile numbers of the staff of enterprises `first` … `last` (numbered from
 * 1 in insertion order), staff member k of enterprise n at (n - first) × perEnterprise + k.
 */
function sealedStaffNumbers(enterprises: { county: string }[], perEnterprise: number, first: number, last: number) {
  const idCards: string[] = [];
  const phones: string[] = [];
  for (let n = first; n <= last; n++) {
    const county = (enterprises[n - 1] as { county: string }).county;
    for (let k = 1; k <= perEnterprise; k++) {
      const serial = enterprises.length + (n - 1) * perEnterprise + (k - 1);
      idCards.push(seal('idCard', 'enterprise_person.id_card', idCardNumber(county, serial)));
      phones.push(
        seal(
          'phone',
          'enterprise_person.phone',
          `15${k % 10}${pad(((n * perEnterprise + k) * 7907) % 100_000_000, 8)}`,
        ),
      );
    }
  }
  return { idCards, phones };
}

/** Enterprises whose staff one statement writes: a few hundred thousand rows and their sealed numbers in memory at a time. */
const STAFF_CHUNK_ENTERPRISES = 50_000;

// Rows are numbered by the ordinality of the codes made in JavaScript: subscripting a long
// array parameter row by row is quadratic in PostgreSQL, a join on the ordinality is not.
// Only base columns are written: columns the database derives (generated, defaults) fill themselves.
const INSERT_ENTERPRISES = `
with p as (
  select $6::text[] as surnames, $7::text[] as given_first, $8::text[] as given_second, $9::text[] as roads
), r as (
  select name, credit_code, county, address, legal_id_card, contact_phone, ord::int as i, 1 + (ord * 7919 % 10007)::int % 3 as level
  from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $10::text[])
    with ordinality as t(name, credit_code, county, address, legal_id_card, contact_phone, ord)
)
insert into enterprise (social_credit_code, enterprise_name, legal_representative, corporate_id_card_cipher, province, area, county,
  enterprise_type, qualification_level, registered_capital, contact_person, contact_phone_cipher, fixed_telephone, email,
  establishment_date, office_address, registered_address, business_scope, in_park, commit_letter_submitted)
select credit_code, name,
  p.surnames[1 + i * 7 % cardinality(p.surnames)] || p.given_first[1 + i * 3 % cardinality(p.given_first)]
    || p.given_second[1 + i % cardinality(p.given_second)],
  legal_id_card, '460000', left(county, 4) || '00', county,
  '1', level, 100 + i * 37 % 4900,
  p.surnames[1 + i % cardinality(p.surnames)] || p.given_first[1 + i / 16 % cardinality(p.given_first)],
  contact_phone,
  '0898-6' || lpad((i % 10000000)::text, 7, '0'),
  'contact' || i || '@example.com',
  date '1998-01-01' + i * 13 % 9000,
  address || p.roads[1 + i % cardinality(p.roads)] || 1 + i % 300 || '号',
  address || p.roads[1 + i / 8 % cardinality(p.roads)] || 1 + i / 3 % 300 || '号',
  '工程造价咨询；工程项目管理；工程招标代理', i % 5 = 0, i % 10 <> 0
from p, r
order by i`;

/**
 * Staff k of enterprise n, for the enterprises numbered $7 … $8; the last ones of every other
 * enterprise have left (离职).
 */
const INSERT_STAFF = `
with p as (
  select $2::text[] as surnames, $3::text[] as given_first, $4::text[] as given_second, $5::int as per_enterprise
), e as (
  select id, n from (select id, row_number() over (order by id)::int as n from enterprise) as numbered
  where n between $7::int and $8::int
), cards as (
  select id_card, phone, m::int from unnest($1::text[], $6::text[]) with ordinality as c(id_card, phone, m)
)
insert into enterprise_person (enterprise_id, name, gender, id_card_cipher, phone_cipher, enabled, job_title, qualification, created_at)
select e.id,
  p.surnames[1 + (n * 7 + k * 3) % cardinality(p.surnames)] || p.given_first[1 + (n / cardinality(p.surnames) * 3 + k) % cardinality(p.given_first)]
    || p.given_second[1 + (n + k * 5) % cardinality(p.given_second)],
  k % 2, cards.id_card, cards.phone,
  k < p.per_enterprise - 1 or n % 2 = 0,
  (1 + k % 3)::text,
  case when k <= p.per_enterprise / 2 then array['1'] when k = p.per_enterprise / 2 + 1 then array['2'] else array[]::text[] end,
  timestamptz '2020-01-01' + make_interval(mins => n * 7 + k)
from p
cross join e
cross join generate_series(1, p.per_enterprise) as k
join cards on cards.m = (e.n - $7::int) * p.per_enterprise + k
order by e.n, k`;

/** One account per enterprise (its SSO user) and the management desks' users. */
const INSERT_ENTERPRISE_ACCOUNTS = `
with e as (
  select id, social_credit_code, enterprise_name, row_number() over (order by id)::int as n from enterprise
)
insert into app_user (kind, issuer, subject, username, display_name, enterprise_id, role_id, phone_cipher, created_at, last_login_at)
select 'enterprise', 'bench-sso', 'enterprise-' || e.id, e.social_credit_code, e.enterprise_name, e.id, r.id, phones.phone,
  timestamptz '2020-01-01' + make_interval(mins => (e.id * 7)::int), now() - make_interval(hours => (e.id % 5000)::int)
from e
join unnest($1::text[]) with ordinality as phones(phone, n) on phones.n = e.n
cross join role r
where r.code = 'enterprise'
order by e.id`;

const INSERT_DESK_USERS = `
with p as (
  select $2::text[] as surnames, $3::text[] as given_first, $4::text[] as given_second,
    (select array_agg(id order by id) from role where code not in ('enterprise', 'superAdmin')) as roles
)
insert into app_user (kind, issuer, subject, username, display_name, role_id, enabled, phone_cipher, created_at, last_login_at)
select 'manage', 'bench-sso', 'desk-' || i, 'desk' || lpad(i::text, 5, '0'),
  p.surnames[1 + i * 3 % cardinality(p.surnames)] || p.given_first[1 + i % cardinality(p.given_first)]
    || p.given_second[1 + i / 7 % cardinality(p.given_second)],
  p.roles[1 + i % cardinality(p.roles)], i % 25 <> 0, phones.phone,
  timestamptz '2021-01-01' + make_interval(hours => (i * 5)::int), now() - make_interval(hours => (i % 700)::int)
from p, unnest($5::text[]) with ordinality as phones(phone, i)
where i <= $1::int`;

/** Sign-ins spread over the last three years, one in seventeen refused. */
const INSERT_LOGIN_LOGS = `
with u as (
  select app_user.id, username, role.name as role_name, kind, row_number() over (order by app_user.id)::int as n
  from app_user join role on role.id = app_user.role_id
), total as (select count(*)::int as users from u)
insert into login_log (user_id, username, role_name, provider, ip, user_agent, success, reason, created_at)
select u.id, u.username, u.role_name, case u.kind when 'enterprise' then 'enterprise' else 'manage' end,
  '10.' || i % 250 || '.' || i / 250 % 250 || '.' || i * 7 % 250,
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/12' || i % 10 || '.0 Safari/537.36',
  i % 17 <> 0, case when i % 17 = 0 then '登录凭证无效' else '' end,
  now() - make_interval(secs => ($1::int - i) * 94608000.0 / $1::int)
from total cross join generate_series(1, $1::int) as i
join u on u.n = 1 + (i::bigint * 7919 % total.users)::int
order by i`;

/**
 * Credit records spread over the enterprises and the last year: $7 an enterprise (twenty by default:
 * fourteen good, +1…+5 summing to +42, and six bad), one in fifty still waiting at 初审. The bad ones of an
 * enterprise take off what its tier leaves of the +42 (see DATA_SET_LEVELS), so with the base 60 the
 * score refresh puts about 6 % of the province at AAA, 14 % AA, 28 % A, 35 % B and 17 % C, within a
 * few points of the tier's score. Each was submitted, then decided 2–16 days later (the history the
 * workflow generator writes between the two). Register numbers run over three years, as a year
 * holds at most 999,999. Descriptions are written as clerks write them, naming the project's
 * responsible person with a mobile and a landline, so the public answers' masking has its real work.
 */
const INSERT_CREDIT_RECORDS = `
with p as (
  select $4::text[] as surnames, $5::text[] as given_first, $6::text[] as given_second
), e as (
  select id, row_number() over (order by id)::int as n from enterprise
), t as (
  select count(*)::int as total from enterprise
), r as (
  select i, e.id as enterprise_id, e.n, i / t.total as k, i * 7 % 350 + 2 + i % 15 as days_ago, 2 + i % 15 as took,
    -- The points its tier (DATA_SET_LEVELS) puts above the base, ±2.
    case ${levelCases()} end + (e.n * 31) % 5 - 2 as target
  from t cross join generate_series(0, $1::int - 1) as i
  join e on e.n = 1 + i % t.total
), s as (
  -- Of an enterprise's $7 records, three in ten (rounded) are bad, the rest good.
  select r.*, $7::int - round($7::int * 0.3)::int as goods, round($7::int * 0.3)::int as bads from r
), v as (
  select s.*, s.k < s.goods as good,
    -- Goods sum to +42, in pairs around 42 / goods (each pair's ±d cancels); the bads share out
    -- what the goods exceed the target by.
    case when s.k < s.goods then 42 / s.goods + (case when s.k < 42 % s.goods then 1 else 0 end)
        + case when s.k % 2 = 1 then -1 when s.k + 1 < s.goods then 1 else 0 end * ((s.n + s.k / 2) % 3)
      else -greatest(1, (42 - s.target + (s.k - s.goods)) / s.bads) end as points
  from s
)
insert into credit_record (register_number, enterprise_id, credit_type, behavior_category_name, behavior_content_name,
  score_value, identification_unit, act_determination_date, behavior_description, process_status, origin,
  submitted_at, completed_at)
select 'XY' || (2024 + i % 3) || lpad((i / 3)::text, 6, '0'), enterprise_id,
  case when good then 1 else 2 end,
  case when good then '荣誉表彰' else '行政处罚' end,
  case when good then '获得县级以上人民政府或建设行政主管部门表彰' else '受到建设行政主管部门行政处罚' end,
  points,
  -- The platform's day is Beijing's (todayInShanghai), which the cases' dates count back from.
  '海南省住房和城乡建设厅', (now() at time zone 'Asia/Shanghai')::date - days_ago,
  '该企业承接的海口市第' || 1 + i % 90 || '号住宅项目全过程造价咨询中，项目负责人'
    || p.surnames[1 + i * 11 % cardinality(p.surnames)] || p.given_first[1 + i * 5 % cardinality(p.given_first)]
    || p.given_second[1 + i * 3 % cardinality(p.given_second)] || '（手机13' || i % 10
    || lpad((i::bigint * 7919 % 100000000)::text, 8, '0') || '，座机0898-6' || lpad((i % 10000000)::text, 7, '0')
    || '）按合同约定完成成果文件，经核查属实。',
  case when i % 50 = 0 then $2::int else $3::int end,
  case when good then 'enterprise' else 'department' end,
  now() - make_interval(days => days_ago),
  case when i % 50 = 0 then null else now() - make_interval(days => days_ago - took) end
from p, v
order by i`;

/** A year of month-end snapshots of every enterprise, by the app's own statement (as the demo data gets them). */
async function scoreHistory(url: string): Promise<number> {
  const { db, pool } = createDatabase(url, { max: 1 });
  try {
    return await db.transaction((tx) => seedScoreHistory(tx));
  } finally {
    await pool.end();
  }
}

/** Writes `count` enterprises in one statement; their identities and sealed numbers, which the later steps join by row number. */
export async function insertEnterprises(client: pg.Client, count: number) {
  if (count > UNIQUE_NAME_CAPACITY) {
    throw new Error(`BENCH_ENTERPRISES may be at most ${UNIQUE_NAME_CAPACITY}: enterprise names must be unique`);
  }
  const enterprises = identities(count);
  const sealed = sealedNumbers(enterprises, DATA_SET_SHAPE.deskUsers);
  await client.query(INSERT_ENTERPRISES, [
    enterprises.map((e) => e.name),
    enterprises.map((e) => e.creditCode),
    enterprises.map((e) => e.county),
    enterprises.map((e) => e.address),
    sealed.corporateIdCards,
    ...PERSON_NAMES,
    ROADS,
    sealed.contactPhones,
  ]);
  return { enterprises, sealed };
}

/**
 * Fills the (migrated, empty) database with `count` cost-consulting enterprises, qualification
 * levels 1/2/3 in about equal parts, their staff, accounts, sign-ins, assessment results, credit records
 * (the records' history at the desks and their attachments) and a year of month-end score snapshots, in
 * the proportions of DATA_SET_SHAPE and `shape` (staff and records per enterprise); then VACUUM ANALYZE, so the planner knows the sizes and the
 * tables are as autovacuum keeps them in service (visibility map set: index-only scans skip the heap),
 * and a CHECKPOINT, so the gigabytes the generation left unwritten are not written out during the
 * first cases measured.
 */
export async function generateData(
  url: string,
  count: number,
  shape: Pick<BenchSettings, 'staffPerEnterprise' | 'recordsPerEnterprise'>,
): Promise<DataSet> {
  const started = performance.now();
  const rows: Record<string, number> = {};
  /** Says what a step of the generation wrote and how long it took, as it ends. */
  const said = (label: string, written: Record<string, number>, stepStarted: number) => {
    for (const [table, n] of Object.entries(written)) rows[table] = (rows[table] ?? 0) + n;
    const what = Object.entries(written).map(([table, n]) => `${n.toLocaleString('en')} ${table}`);
    console.log(`  ${label}: ${what.join(', ') || 'done'} in ${elapsed(stepStarted)} s (${elapsed(started)} s in all)`);
  };
  const step = async (label: string, work: () => Promise<Record<string, number>>) => {
    const stepStarted = performance.now();
    said(label, await work(), stepStarted);
  };
  const inserted = (client: pg.Client) => async (table: string, sql: string, params: unknown[]) => ({
    [table]: (await client.query(sql, params)).rowCount ?? 0,
  });
  const { enterprises, sealed } = await withClient(url, (client) => insertEnterprises(client, count));
  said('enterprises', { enterprise: enterprises.length }, started);
  // The rest hangs on the enterprises only: three connections fill it side by side.
  await Promise.all([
    withClient(url, async (client) => {
      for (let first = 1; first <= count; first += STAFF_CHUNK_ENTERPRISES) {
        const last = Math.min(count, first + STAFF_CHUNK_ENTERPRISES - 1);
        await step(`staff of enterprises ${first}–${last}`, () => {
          const numbers = sealedStaffNumbers(enterprises, shape.staffPerEnterprise, first, last);
          return inserted(client)('enterprise_person', INSERT_STAFF, [
            numbers.idCards,
            ...PERSON_NAMES,
            shape.staffPerEnterprise,
            numbers.phones,
            first,
            last,
          ]);
        });
      }
    }),
    withClient(url, async (client) => {
      await step('enterprise accounts', () =>
        inserted(client)('app_user', INSERT_ENTERPRISE_ACCOUNTS, [sealed.accountPhones]),
      );
      await step('desk users', () =>
        inserted(client)('app_user', INSERT_DESK_USERS, [DATA_SET_SHAPE.deskUsers, ...PERSON_NAMES, sealed.deskPhones]),
      );
      await step('sign-ins', () =>
        inserted(client)('login_log', INSERT_LOGIN_LOGS, [count * DATA_SET_SHAPE.signInsPerEnterprise]),
      );
    }),
    withClient(url, async (client) => {
      await step('assessments', () => insertAssessments(client));
      await step('credit records', () =>
        inserted(client)('credit_record', INSERT_CREDIT_RECORDS, [
          count * shape.recordsPerEnterprise,
          CREDIT_RECORD_STATES.firstReview,
          CREDIT_RECORD_STATES.completed,
          ...PERSON_NAMES,
          shape.recordsPerEnterprise,
        ]),
      );
      await step('desk history and attachments', () => insertWorkflow(client));
    }),
  ]);
  await step('score snapshots', async () => ({ score_snapshot: await scoreHistory(url) }));
  await step('vacuum analyze and checkpoint', () =>
    withClient(url, async (client) => {
      await client.query('vacuum analyze');
      await client.query('checkpoint');
      return {};
    }),
  );
  return {
    enterprises: rows['enterprise'] ?? 0,
    staff: rows['enterprise_person'] ?? 0,
    perEnterprise: { staff: shape.staffPerEnterprise, records: shape.recordsPerEnterprise },
    rows,
    generationSeconds: Math.round(performance.now() - started) / 1000,
  };
}

const elapsed = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
