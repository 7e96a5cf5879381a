import { CREDIT_RECORD_STATES, todayInShanghai } from '@credit/rules';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRecords, enterprisePersons } from '../../src/db/schema/index.ts';
import { refreshScores } from '../../src/modules/scoring/score-refresh.ts';
import { personNamesQuery } from '../helpers/person-name-columns.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** What must never leave a public call unmasked, each as it would appear in an answer's JSON. */
const PATTERNS: [string, RegExp][] = [
  ['身份证号', /(?<![\dXx])(?:\d{17}[\dXx]|\d{15})(?![\dXx])/],
  ['银行账号', /(?<!\d)\d{16,19}(?!\d)/],
  ['手机号', /(?<!\d)1[3-9]\d{9}(?!\d)/],
  ['固定电话', /(?<!\d)(?:0\d{2,3}-|[(（]0\d{2,3}[)）])\d{7,8}(?!\d)|(?:电话|座机)[：:]?\d{7,8}/],
  ['电子邮箱', /[\w.+-]+@[\w-]+\.[a-z]{2,}/i],
  ['附件', /\/api\/annex\/file\/|"relativePath"/],
];
/** The one public list whose rows name files: published policy documents, public by their nature. */
const PUBLIC_FILES = '/api/publicity/policies';

/** Personal data planted into every free-text column of published records and of registrations under review. */
const PLANTED_NUMBERS = [
  '13812349876',
  '0898-66551234',
  '460100198505050011',
  'wang.fang@example.com',
  '6217001234567890123',
];

/** The columns a user writes free text into; the register number and origin are the platform's own codes. */
const freeTextColumns = Object.entries(getTableColumns(creditRecords)).filter(
  ([key, column]) => ['PgVarchar', 'PgText'].includes(column.columnType) && !['registerNumber', 'origin'].includes(key),
);
const lengthOf = (column: PgColumn) => (column as PgColumn & { length?: number }).length ?? Infinity;

interface Operation {
  security?: unknown[];
  parameters?: { name: string; in: string }[];
}
interface Page<Row> {
  extraData: { pageData: Row[] };
}

let t: TestApp;
let privateNames: string[] = [];
let personRecordId = 0;
const plantedIds: number[] = [];
const samples: Record<string, string> = {};
/** Values a parameter takes on one path rather than its usual sample (the trend's type is its period). */
const pathSamples: Record<string, Record<string, string>> = { '/api/publicity/trend': { type: '0' } };

/** A record of the enterprise with the given free text, decided or under review. */
async function plantRecord(enterpriseId: number, state: number, text: (column: number) => string) {
  const planted: Record<string, string> = {};
  freeTextColumns.forEach(([key, column], index) => {
    const value = text(index);
    if (value.length <= lengthOf(column)) planted[key] = value;
  });
  const published = state === CREDIT_RECORD_STATES.completed;
  const [row] = await t.db
    .insert(creditRecords)
    .values({
      ...planted,
      enterpriseId,
      creditType: 2,
      actor: 1,
      scoreValue: '-1',
      behaviorCategoryName: planted['behaviorCategoryName'] ?? '',
      behaviorContentName: planted['behaviorContentName'] ?? '',
      identificationUnit: planted['identificationUnit'] ?? '',
      behaviorDescription: planted['behaviorDescription'] ?? '',
      actDeterminationDate: sql`(now() at time zone 'Asia/Shanghai')::date - 5`,
      processStatus: state,
      origin: 'department',
      submittedAt: sql`now() - interval '5 days'`,
      completedAt: published ? sql`now() - interval '4 days'` : null,
    })
    .returning({ id: creditRecords.id });
  return { id: row!.id, columns: Object.keys(planted) };
}

/**
 * Plants personal data into every free-text column of published records (and registrations under
 * review) on top of the demo data, which carries some in its own texts (docs/demo-data.md).
 */
beforeAll(async () => {
  // The scan reads every link of every public page; the rate limit has its own test.
  t = await buildTestApp({ seed: true, env: { PUBLIC_RATE_LIMIT: '1000000' } });
  const [person] = await t.db
    .select({
      id: enterprisePersons.id,
      enterprise_id: enterprisePersons.enterpriseId,
      name: enterprisePersons.name,
      id_card: enterprisePersons.idCard,
      phone: enterprisePersons.phone,
    })
    .from(enterprisePersons)
    .orderBy(enterprisePersons.id)
    .limit(1);
  // A bad record about a person whose description carries the person's name and numbers.
  const [record] = await t.db
    .insert(creditRecords)
    .values({
      enterpriseId: person!.enterprise_id,
      creditType: 2,
      actor: 2,
      enterprisePersonId: person!.id,
      personName: person!.name,
      behaviorCategoryName: '执业行为',
      behaviorContentName: '出借执业印章',
      identifiedLevelName: '一般',
      scoreValue: '-3',
      identificationUnit: '海口市住房和城乡建设局',
      actDeterminationDate: sql`(now() at time zone 'Asia/Shanghai')::date - 10`,
      behaviorDescription: `${person!.name}（身份证${person!.id_card}，电话${person!.phone}）出借执业印章`,
      contactPerson: '王登记',
      telephone: '13907560000',
      processStatus: CREDIT_RECORD_STATES.completed,
      origin: 'department',
      completedAt: sql`now() - interval '9 days'`,
    })
    .returning({ id: creditRecords.id });
  personRecordId = record!.id;

  // The last demo enterprise's records name members of staff of other enterprises, one per column.
  const [target] = (await t.db.execute<{ id: number }>(sql`select max(id) as id from enterprise`)).rows;
  const staff = (
    await t.db.execute<{ name: string }>(
      sql`select distinct name from enterprise_person where enterprise_id <> ${target!.id} and char_length(name) between 2 and 4`,
    )
  ).rows.map((row) => row.name);
  const columnsPlanted = new Set<string>();
  for (const state of [CREDIT_RECORD_STATES.completed, CREDIT_RECORD_STATES.firstReview]) {
    const texts = [...PLANTED_NUMBERS.map((value) => () => value), (column: number) => staff[column % staff.length]!];
    for (const text of texts) {
      const planted = await plantRecord(target!.id, state, text);
      plantedIds.push(planted.id);
      planted.columns.forEach((column) => columnsPlanted.add(column));
    }
  }
  expect([...columnsPlanted].sort()).toEqual(freeTextColumns.map(([key]) => key).sort());
  await refreshScores(t.db);

  const names = await t.db.execute<{ name: string }>(personNamesQuery());
  privateNames = names.rows.map((row) => row.name).filter((name) => name.length >= 2);
  const enterprises = await t.db.execute<{ id: number }>(
    sql`select enterprise_id as id from enterprise_score order by enterprise_id limit 3`,
  );
  // A certificate issued, so the description's walk verifies one too (its serial is the image's ETag).
  const [code] = (
    await t.db.execute<{ code: string }>(
      sql`select social_credit_code as code from enterprise_score order by enterprise_id limit 1`,
    )
  ).rows;
  const certificate = await t.app.inject({
    url: `/PrintCreditReport/GenerateCreditReport?buslicenceregisterno=${code!.code}`,
  });
  Object.assign(samples, {
    serial: String(certificate.headers.etag).replaceAll('"', ''),
    enterpriseId: String(enterprises.rows[0]!.id),
    ids: enterprises.rows.map((row) => row.id).join(','),
    id: String(personRecordId),
    keyword: '海南',
    enterpriseName: '海南',
    type: 'enterprise',
    pageSize: '1000',
  });
}, 120_000);
afterAll(() => t.close());

/** Every public call the scan made, and what leaked from any of them. */
const read: string[] = [];
const leaks: string[] = [];

function findPersonalData(url: string, body: string): string | undefined {
  for (const [label, pattern] of PATTERNS) {
    const found = pattern.exec(body);
    if (found) return `${label} ${found[0]}`;
  }
  if (!url.startsWith(PUBLIC_FILES) && body.includes('"fileName"')) return '附件 fileName';
  const name = privateNames.find((candidate) => body.includes(candidate));
  return name && `姓名 ${name}`;
}

/** One public call without a token: it must answer, and nothing personal may leave with it. */
async function readPublic(
  url: string,
  { method = 'GET', payload }: { method?: 'GET' | 'POST'; payload?: object } = {},
) {
  const reply = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
  expect(reply.statusCode, url).toBeLessThan(500);
  read.push(`${method} ${url} → ${reply.statusCode}`);
  // An image (the credit report, a certificate) is compressed pixels, not text: a pattern would only
  // match its bytes by chance (an e-mail address "H@M.xP" once did), so only its answering is checked.
  const image = String(reply.headers['content-type'] ?? '').startsWith('image/');
  const leak = image ? undefined : findPersonalData(url, reply.body);
  if (leak) leaks.push(`${url}: ${leak}`);
  return reply;
}

/** Every public read of the API description, with sample parameters. */
async function walkDescription() {
  const description = (await t.app.inject({ url: '/docs/json' })).json<{
    paths: Record<string, Record<string, Operation>>;
  }>();
  let publicReads = 0;
  for (const [path, operations] of Object.entries(description.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!Array.isArray(operation.security) || operation.security.length > 0 || path.includes('{')) continue;
      // Public reads only: the ranking is a POST (spec §7); other public POSTs sign in or register.
      const isPost = method === 'post' && path.startsWith('/api/publicity/');
      if (method !== 'get' && !isPost) continue;
      const query = new URLSearchParams();
      for (const parameter of operation.parameters ?? [])
        if (parameter.in === 'query') {
          const value = pathSamples[path]?.[parameter.name] ?? samples[parameter.name];
          if (value) query.set(parameter.name, value);
        }
      const reply = await readPublic(`${path}?${query.toString()}`, isPost ? { method: 'POST', payload: {} } : {});
      if (path.startsWith('/api/publicity/')) {
        expect(reply.statusCode, path).toBe(200);
        publicReads += 1;
      }
    }
  }
  expect(publicReads).toBeGreaterThanOrEqual(12);
}

/** Each enterprise as the level page opens it: standing, certificate, level trend and the score trend of every year with data. */
async function walkEnterprise(id: number, creditCode: string) {
  await readPublic(`/api/publicity/enterpriselevel?enterpriseId=${id}`);
  await readPublic(`/api/publicity/EntyLevel?enterpriseId=${id}`);
  const certificate = await readPublic(`/PrintCreditReport/GenerateCreditReport?buslicenceregisterno=${creditCode}`);
  if (certificate.statusCode === 200)
    await readPublic(`/api/publicity/certificate?serial=${String(certificate.headers.etag).replaceAll('"', '')}`);
  const thisYear = Number(todayInShanghai().slice(0, 4));
  const annual = (await readPublic(`/api/publicity/trend?enterpriseId=${id}&type=2&year=${thisYear}`)).json<{
    extraData: { charts: { xAxis: string[]; series: { data: (number | null)[] }[] } };
  }>().extraData.charts;
  const years = annual.xAxis.filter((_, i) => annual.series[0]!.data[i] !== null).map((label) => parseInt(label, 10));
  for (const year of years)
    for (const type of [0, 1]) await readPublic(`/api/publicity/trend?enterpriseId=${id}&type=${type}&year=${year}`);
}

describe('every public operation and every link a public page opens', () => {
  it('answers without a token, and no answer carries personal data or a file', async () => {
    await walkDescription();
    const recordIds = new Set<number>();
    const enterprises = new Map<number, string>();
    for (const list of ['/api/publicity/creditrecords', '/api/publicity/registrations']) {
      const page = (await readPublic(`${list}?pageSize=1000`)).json<Page<{ id: number; enterpriseId: number }>>();
      for (const row of page.extraData.pageData) {
        recordIds.add(row.id);
        enterprises.set(row.enterpriseId, '');
      }
    }
    const ranking = (await readPublic('/api/publicity/ranking', { method: 'POST', payload: { pageSize: 1000 } })).json<
      Page<{ Id: number; BusLicenceRegisterNo: string }>
    >();
    for (const row of ranking.extraData.pageData) enterprises.set(row.Id, row.BusLicenceRegisterNo);
    const found = (await readPublic('/api/publicity/enterprises?pageSize=1000')).json<
      Page<{ enterpriseId: number; socialCreditCode: string }>
    >();
    for (const row of found.extraData.pageData) enterprises.set(row.enterpriseId, row.socialCreditCode);

    for (const id of recordIds) expect((await readPublic(`/api/publicity/record?id=${id}`)).statusCode).toBe(200);
    for (const [id, code] of enterprises) await walkEnterprise(id, code);

    console.log(`公开接口与链接（${read.length}）：\n${read.join('\n')}`);
    expect(leaks).toEqual([]);
    expect(plantedIds.filter((id) => !recordIds.has(id))).toEqual([]);
    expect(enterprises.size).toBeGreaterThanOrEqual(12);
  }, 120_000);

  it('shows a record about a person as 个人, its text masked', async () => {
    const reply = await t.app.inject({ url: `/api/publicity/record?id=${personRecordId}` });
    const record = reply.json<{ extraData: { actorDescription: string; behaviorDescription: string } }>().extraData;
    expect(record.actorDescription).toBe('个人');
    expect(record.behaviorDescription).toMatch(/^某某（身份证\d{3}\*{11}[\dX]{4}，电话1\d{2}\*{4}\d{4}）出借执业印章$/);
  });
});
