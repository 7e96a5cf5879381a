import { CREDIT_RECORD_STATES } from '@credit/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRecords } from '../../src/db/schema/index.ts';
import { refreshScores } from '../../src/modules/scoring/score-refresh.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const ID_CARD = /(?<!\d)(\d{17}[\dXx]|\d{15})(?![\dXx])/;
const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/;

interface Operation {
  security?: unknown[];
  parameters?: { name: string; in: string }[];
}

let t: TestApp;
let privateNames: string[] = [];
const samples: Record<string, string> = {};
/** Values a parameter takes on one path rather than its usual sample (the trend's type is its period). */
const pathSamples: Record<string, Record<string, string>> = { '/api/publicity/trend': { type: '0' } };

/**
 * Walks every public operation of the API description on the demo data, without a token, and
 * scans each answer for ID card numbers, mobile numbers and the names of private persons (staff,
 * applicants, legal representatives and contact persons of the demo enterprises).
 */
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  const [person] = await t.db
    .execute<{ id: number; enterprise_id: number; name: string; id_card: string; phone: string }>(
      sql`select id, enterprise_id, name, id_card, phone from enterprise_person order by id limit 1`,
    )
    .then((result) => result.rows);
  // A bad record about a person whose description carries the person's name and numbers: the server must mask them.
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
  await refreshScores(t.db);
  const names = await t.db.execute<{ name: string }>(sql`
    select name from enterprise_person
    union select person_name from credit_record where person_name is not null
    union select contact_person from credit_record where contact_person is not null
    union select legal_representative from enterprise
    union select contact_person from enterprise`);
  privateNames = names.rows.map((row) => row.name).filter((name) => name.length >= 2);
  const enterprises = await t.db.execute<{ id: number }>(
    sql`select enterprise_id as id from enterprise_score order by enterprise_id limit 3`,
  );
  // A certificate issued, so its verification is read too (its serial is the image's ETag).
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
    id: String(record!.id),
    keyword: '海南',
    enterpriseName: '海南',
    type: 'enterprise',
  });
}, 120_000);
afterAll(() => t.close());

function findPersonalData(body: string): string | undefined {
  const id = ID_CARD.exec(body);
  if (id) return `身份证号 ${id[0]}`;
  const mobile = MOBILE.exec(body);
  if (mobile) return `手机号 ${mobile[0]}`;
  return privateNames.find((name) => body.includes(name));
}

describe('every public operation on the demo data', () => {
  it('answers without a token, and no answer carries personal data', async () => {
    const description = (await t.app.inject({ url: '/docs/json' })).json<{
      paths: Record<string, Record<string, Operation>>;
    }>();
    const checked: string[] = [];
    const leaks: string[] = [];
    for (const [path, operations] of Object.entries(description.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!Array.isArray(operation.security) || operation.security.length > 0 || path.includes('{')) continue;
        // Public reads only: the ranking is a POST (spec §7); other public POSTs sign in or register.
        const isRead = method === 'get' || (method === 'post' && path.startsWith('/api/publicity/'));
        if (!isRead) continue;
        const query = new URLSearchParams();
        for (const parameter of operation.parameters ?? [])
          if (parameter.in === 'query') {
            const value = pathSamples[path]?.[parameter.name] ?? samples[parameter.name];
            if (value) query.set(parameter.name, value);
          }
        const url = `${path}?${query.toString()}`;
        const reply = await t.app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          ...(method === 'post' ? { payload: {} } : {}),
        });
        expect(reply.statusCode, url).toBeLessThan(500);
        if (path.startsWith('/api/publicity/')) expect(reply.statusCode, url).toBe(200);
        const leak = findPersonalData(reply.body);
        if (leak) leaks.push(`${url}: ${leak}`);
        checked.push(url);
      }
    }
    expect(leaks).toEqual([]);
    expect(checked.filter((url) => url.startsWith('/api/publicity/')).length).toBeGreaterThanOrEqual(9);
  });

  it('shows a record about a person as 个人, its text masked', async () => {
    const reply = await t.app.inject({ url: `/api/publicity/record?id=${samples.id}` });
    const record = reply.json<{ extraData: { actorDescription: string; behaviorDescription: string } }>().extraData;
    expect(record.actorDescription).toBe('个人');
    expect(record.behaviorDescription).toMatch(/^某某（身份证\d{6}\*+\d{4}，电话1\d{2}\*{4}\d{4}）出借执业印章$/);
  });
});
