import {
  CREDIT_RECORD_STATES,
  HOLDING_RELEASE_STATES,
  REVIEWABLE_RELEASE_STATES,
  todayInShanghai,
} from '@credit/rules';

/** Which child process a run loads: the bare Fastify server (hello and plain SQL) or the real server. */
export type BenchTarget = 'baseline' | 'app';

/** One load run: a request repeated at the configured concurrency. */
export interface Measurement {
  name: string;
  target: BenchTarget;
  method: 'GET' | 'POST';
  path: string;
  /** Sent as JSON. */
  body?: object;
  /** Sends the bench user's bearer token (the super administrator). */
  authenticated: boolean;
}

/**
 * The plain paging SQL of a list, as one would write it by hand: `select count(*)` of the list and
 * `select … order by … limit … offset …`, the filter as the list applies it (`ilike '%…%'` for a
 * name), ordered as the list is, so both answer the same rows.
 */
export interface PlainPage {
  columns: string;
  /** The table and its joins. */
  from: string;
  /** With $1, $2… for `params`. */
  where?: string;
  params?: unknown[];
  orderBy: string;
}

/** What a list case must reach (issue 11 "Targets"); absent parts are not targeted. */
export interface ListTarget {
  /** req/s at least this many times its plain-SQL twin's. */
  timesPlain?: number;
  p99Ms?: number;
  /** req/s at least 1/factor of the named case's. */
  within?: { caseName: string; factor: number };
}

export interface ListCase {
  name: string;
  /** Names the twin's route on the bare server: /plain/<id>. */
  id: string;
  method: 'GET' | 'POST';
  /** The list's URL without paging. */
  url: string;
  /** The list's filter: query string of a GET, body of a POST. */
  filter: Record<string, string | number>;
  page: { index: number; size: number };
  plain: PlainPage;
  target: ListTarget;
  /** A public list: asked without a session, as the portal asks it. */
  public?: boolean;
}

/** The ids that a filtered list case picks; generated ids run from 1 in a fresh database. */
export interface SampleRows {
  enterprises: number;
}

const FIRST_PAGE = { index: 1, size: 10 };
/**
 * A day a month back: the generated records of one day, all in their publicity period. The
 * generation's determination days skip some days back (30 among them), never 31.
 */
const PUBLIC_RECORDS_DAY = todayInShanghai(new Date(Date.now() - 31 * 86_400_000));
const OTHER_LIST_TARGET: ListTarget = { p99Ms: 50 };
export const ENTERPRISE_PAGE_1 = 'enterprise page 1 (10 rows)';

const ENTERPRISE_LIST: Omit<PlainPage, 'where' | 'params'> = {
  columns:
    'id, enterprise_name, social_credit_code, qualification_level, enterprise_type, county, contact_person, contact_phone_cipher',
  from: 'enterprise',
  orderBy: 'id',
};

const BAD_RECORDS: PlainPage = {
  columns: 'r.*, e.enterprise_name',
  from: 'credit_record r join enterprise e on e.id = r.enterprise_id',
  where: `r.credit_type = 2 and r.process_status = ${CREDIT_RECORD_STATES.completed}`,
  orderBy: 'r.id desc',
};

const PERSON_LIST: Omit<PlainPage, 'where' | 'params'> = {
  columns: 'p.*, e.enterprise_name',
  from: 'enterprise_person p join enterprise e on e.id = p.enterprise_id',
  orderBy: 'p.enabled desc, p.id desc',
};

/** An import row may be published: imported, earns a bonus, and no waiting or completed release holds it. */
const importList = (table: string, relation: string, column: string, columns: string): PlainPage => ({
  columns: `t.id, t.enterprise_name, t.social_credit_code, t.score_value, t.created_by_name, t.result, t.reason, t.created_at, ${columns},
    (t.result and t.score_value is not null and not exists (select 1 from ${relation} x
      join assessment_release r on r.id = x.release_id and r.state in (${HOLDING_RELEASE_STATES.join(', ')})
      where x.${column} = t.id)) as can_publish`,
  from: `${table} t`,
  orderBy: 't.created_at desc, t.id desc',
});

const releaseList = (kind: string): PlainPage => ({
  columns:
    'id, state, identification_unit, related_symbol, contact_person, behavior_description, act_determination_date, created_at',
  from: 'assessment_release',
  where: `kind = $1 and state in (${REVIEWABLE_RELEASE_STATES.join(', ')})`,
  params: [kind],
  orderBy: 'created_at desc, id desc',
});

/** 企业查询 searched 工程, a word four names in six hold (issue 41), at a page, within `factor` of page 1's req/s. */
const commonWordCase = (id: string, page: ListCase['page'], factor: number): ListCase => ({
  name: `enterprise page ${page.index} searched 工程 (${page.size} rows)`,
  id,
  method: 'GET',
  url: '/api/enterprise/page',
  filter: { enterpriseName: '工程' },
  page,
  plain: { ...ENTERPRISE_LIST, where: 'enterprise_name ilike $1', params: ['%工程%'] },
  target: { within: { caseName: ENTERPRISE_PAGE_1, factor } },
});

/** Run in this order, the app's cases before the plain-SQL twins. */
export function listCases({ enterprises }: SampleRows): ListCase[] {
  // An enterprise, and its practice-ability result, from the middle of the data set.
  const sampleId = Math.ceil(enterprises / 2);
  return [
    {
      name: ENTERPRISE_PAGE_1,
      id: 'enterprise-page-1',
      method: 'GET',
      url: '/api/enterprise/page',
      filter: {},
      page: FIRST_PAGE,
      plain: ENTERPRISE_LIST,
      target: { timesPlain: 5, p99Ms: 50 },
    },
    {
      name: 'enterprise page 50 searched 华信, level 1 (20 rows)',
      id: 'enterprise-search',
      method: 'GET',
      url: '/api/enterprise/page',
      filter: { enterpriseName: '华信', qualificationLevel: 1 },
      page: { index: 50, size: 20 },
      plain: {
        ...ENTERPRISE_LIST,
        where: 'enterprise_name ilike $1 and qualification_level = $2',
        params: ['%华信%', 1],
      },
      target: { timesPlain: 2, p99Ms: 150 },
    },
    // Its page also sums the name's kept counts for an exact total, where the unfiltered page 1
    // shows a remembered estimate.
    commonWordCase('enterprise-common-word', FIRST_PAGE, 1.5),
    commonWordCase('enterprise-common-word-deep', { index: 50, size: 20 }, 2),
    {
      name: 'enterprise page 500 (10 rows)',
      id: 'enterprise-page-500',
      method: 'GET',
      url: '/api/enterprise/page',
      filter: {},
      page: { index: 500, size: 10 },
      plain: ENTERPRISE_LIST,
      target: { within: { caseName: ENTERPRISE_PAGE_1, factor: 2 } },
    },
    {
      name: 'staff of one enterprise',
      id: 'person-of-enterprise',
      method: 'GET',
      url: '/api/enterpriseperson/page',
      filter: { enterpriseId: sampleId },
      page: FIRST_PAGE,
      plain: { ...PERSON_LIST, where: 'p.enterprise_id = $1', params: [sampleId] },
      target: OTHER_LIST_TARGET,
    },
    {
      name: 'staff of all enterprises',
      id: 'person-all',
      method: 'GET',
      url: '/api/enterpriseperson/page',
      filter: {},
      page: FIRST_PAGE,
      plain: PERSON_LIST,
      target: OTHER_LIST_TARGET,
    },
    {
      name: 'staff searched 王建',
      id: 'person-search',
      method: 'GET',
      url: '/api/enterpriseperson/page',
      filter: { name: '王建' },
      page: FIRST_PAGE,
      plain: { ...PERSON_LIST, where: 'p.name ilike $1', params: ['%王建%'] },
      target: OTHER_LIST_TARGET,
    },
    {
      name: 'login log',
      id: 'login-log',
      method: 'GET',
      url: '/api/system/loginlogs/page',
      filter: {},
      page: FIRST_PAGE,
      plain: {
        columns: 'id, username, role_name, provider, ip, user_agent, success, reason, created_at',
        from: 'login_log',
        orderBy: 'created_at desc, id desc',
      },
      target: OTHER_LIST_TARGET,
    },
    {
      name: 'management users',
      id: 'users',
      method: 'GET',
      url: '/api/system/users/page',
      filter: {},
      page: FIRST_PAGE,
      plain: {
        columns:
          'u.id, u.username, u.display_name, u.kind, u.role_id, r.name, u.enabled, u.last_login_at, u.created_at',
        from: 'app_user u join role r on r.id = u.role_id',
        where: "u.kind in ('manage', 'admin')",
        orderBy: 'u.id desc',
      },
      target: OTHER_LIST_TARGET,
    },
    {
      name: 'practice-ability imports',
      id: 'practice-ability',
      method: 'GET',
      url: '/api/practiceability/page',
      filter: {},
      page: FIRST_PAGE,
      plain: importList(
        'practice_ability',
        'practice_ability_release_relation',
        'practice_ability_id',
        't.exam_year, t.exam_quarter, t.examinee_count, t.un_examinee_count, t.average_score',
      ),
      target: OTHER_LIST_TARGET,
    },
    {
      name: 'practice-ability examinees of one result',
      id: 'practice-ability-exams',
      method: 'GET',
      url: '/api/practiceability/detailpage',
      filter: { id: sampleId },
      page: FIRST_PAGE,
      plain: {
        columns: 'x.*, a.created_at',
        from: 'practice_ability_exam x join practice_ability a on a.id = x.practice_ability_id',
        where: 'x.practice_ability_id = $1',
        params: [sampleId],
        orderBy: 'x.row_number',
      },
      target: OTHER_LIST_TARGET,
    },
    {
      name: 'pass-rate imports (POST)',
      id: 'pass-rate',
      method: 'POST',
      url: '/api/recordpassrate/page',
      filter: {},
      page: FIRST_PAGE,
      plain: importList(
        'record_pass_rate',
        'record_pass_rate_release_relation',
        'record_pass_rate_id',
        't.register_year, t.quarter, t.grade',
      ),
      target: OTHER_LIST_TARGET,
    },
    {
      name: 'cost score ranking (POST)',
      id: 'cost-score-ranking',
      method: 'POST',
      url: '/Charts/GetCostScorePageList',
      filter: {},
      page: FIRST_PAGE,
      plain: {
        columns: 'enterprise_id as id, enterprise_name, social_credit_code, score, level, qualification_level',
        from: 'enterprise_score',
        orderBy: 'score desc, enterprise_id',
      },
      // Issue 14: the ranking at least 0.7 × its plain SQL; issue 11: every list's first page p99.
      target: { timesPlain: 0.7, p99Ms: 50 },
    },
    {
      name: 'bad credit records of all enterprises',
      id: 'bad-records',
      method: 'GET',
      url: '/api/creditregister/bad',
      filter: {},
      page: FIRST_PAGE,
      plain: BAD_RECORDS,
      target: OTHER_LIST_TARGET,
    },
    {
      name: 'bad credit records searched 工程',
      id: 'bad-records-common-word',
      method: 'GET',
      url: '/api/creditregister/bad',
      filter: { enterpriseName: '工程' },
      page: FIRST_PAGE,
      plain: { ...BAD_RECORDS, where: `${BAD_RECORDS.where} and e.enterprise_name ilike $1`, params: ['%工程%'] },
      target: OTHER_LIST_TARGET,
    },
    {
      name: 'public enterprise search 工程 (10 rows)',
      id: 'public-enterprise-search',
      method: 'GET',
      url: '/api/publicity/enterprises',
      filter: { keyword: '工程' },
      page: FIRST_PAGE,
      plain: {
        columns: 'id, enterprise_name, social_credit_code',
        from: 'enterprise',
        where: 'enterprise_name ilike $1',
        params: ['%工程%'],
        orderBy: 'id',
      },
      target: { within: { caseName: ENTERPRISE_PAGE_1, factor: 1.5 } },
      public: true,
    },
    {
      // One day of determinations (about 5,500 records at 100,000 enterprises): counted exactly by both.
      name: 'public credit records of one day in publicity (masked)',
      id: 'public-records',
      method: 'GET',
      url: '/api/publicity/creditrecords',
      filter: { dateStart: PUBLIC_RECORDS_DAY, dateEnd: PUBLIC_RECORDS_DAY },
      page: FIRST_PAGE,
      // The same rows unmasked: what masking the descriptions' names and numbers costs shows in the ratio.
      plain: {
        columns: `r.id, r.register_number, r.enterprise_id, e.enterprise_name, r.credit_type, r.actor,
          r.behavior_category_name, r.behavior_content_name, r.identified_level_name, r.score_value,
          r.identification_unit, r.related_symbol, r.behavior_description, r.act_determination_date, r.process_status`,
        from: 'credit_record r join enterprise e on e.id = r.enterprise_id',
        where: `r.process_status = ${CREDIT_RECORD_STATES.completed} and r.ended_on is null
          and r.act_determination_date = $1`,
        params: [PUBLIC_RECORDS_DAY],
        orderBy: 'r.act_determination_date desc, r.id desc',
      },
      target: OTHER_LIST_TARGET,
    },
    {
      name: 'practice-ability releases',
      id: 'practice-ability-releases',
      method: 'GET',
      url: '/api/practiceabilityrelease/page',
      filter: {},
      page: FIRST_PAGE,
      plain: releaseList('practiceAbility'),
      target: OTHER_LIST_TARGET,
    },
    {
      name: 'pass-rate releases',
      id: 'pass-rate-releases',
      method: 'GET',
      url: '/api/recordpassraterelease/page',
      filter: {},
      page: FIRST_PAGE,
      plain: releaseList('passRate'),
      target: OTHER_LIST_TARGET,
    },
  ];
}

export const HELLO: Measurement = {
  name: 'hello (bare Fastify)',
  target: 'baseline',
  method: 'GET',
  path: '/',
  authenticated: false,
};
const HEALTHZ: Measurement = {
  name: 'GET /healthz',
  target: 'app',
  method: 'GET',
  path: '/healthz',
  authenticated: false,
};

export const plainPath = (listCase: ListCase) => `/plain/${listCase.id}`;

export const plainName = (listCase: ListCase) => `plain SQL: ${listCase.name}`;

/** The bare server's request of a list case's plain-SQL twin. */
export const twinMeasurement = (listCase: ListCase): Measurement => ({
  name: plainName(listCase),
  target: 'baseline',
  method: 'GET',
  path: plainPath(listCase),
  authenticated: false,
});

/** The app's request of a list case: paging in the query string of a GET, in the body of a POST. */
export function appMeasurement(listCase: ListCase): Measurement {
  const paged = { ...listCase.filter, pageIndex: listCase.page.index, pageSize: listCase.page.size };
  const base = {
    name: listCase.name,
    target: 'app' as const,
    method: listCase.method,
    authenticated: !listCase.public,
  };
  if (listCase.method === 'POST') return { ...base, path: listCase.url, body: paged };
  const query = new URLSearchParams(Object.entries(paged).map(([key, value]) => [key, String(value)]));
  return { ...base, path: `${listCase.url}?${query.toString()}` };
}

/**
 * The runs, in order: the hello ceiling, the app's health check, every list case, then their
 * plain-SQL twins. At 1,000,000 a twin's `ilike` reads millions of rows at every connection for
 * its whole load and is cancelled after it; no case of the app's is measured after that.
 */
export function measurements(cases: ListCase[]): Measurement[] {
  return [HELLO, HEALTHZ, ...cases.map(appMeasurement), ...cases.map(twinMeasurement)];
}

/** The BENCH_CASES text that chooses every list case (beside the parts it names: lists,statistics,jobs). */
const EVERY_LIST = 'lists';

/**
 * BENCH_CASES=<text>[,<text>…]: the list cases whose name contains one of the texts (all of them
 * for `lists`); page 500 brings page 1, its yardstick.
 */
export function selectCases(cases: ListCase[], filter: string | undefined): ListCase[] {
  const texts = filter?.split(',') ?? [EVERY_LIST];
  if (texts.includes(EVERY_LIST)) return cases;
  const chosen = new Set(cases.filter((c) => texts.some((text) => c.name.includes(text))).map((c) => c.name));
  for (const c of cases) if (chosen.has(c.name) && c.target.within) chosen.add(c.target.within.caseName);
  return cases.filter((c) => chosen.has(c.name));
}
