import fs from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withIdCardCheck } from '../../src/db/seed/codes.ts';
import { enterprisePersons } from '../../src/db/schema/index.ts';
import {
  keyIdOf,
  personalDataColumns,
  personalDataKeys,
  rotatePersonalDataKeys,
  seal,
  valuesByKey,
} from '../../src/platform/personal-data/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertTestEnterprise } from '../helpers/test-enterprise.ts';

/**
 * `npm run keys:rotate` while the platform serves (docs/personal-data.md): 100,000 staff sealed
 * under the first key, the rotation run while a loop reads the staff list and a person's detail
 * over HTTP; no request fails, and afterwards every number is sealed under the new key and reads
 * as it did.
 */
const STAFF = 100_000;
const BATCH = 10_000;

let t: TestApp;
let enterpriseId = 0;
/** The id of staff member 0: staff i is firstId + i, inserted in order. */
let firstId = 0;
const pad = (value: number, width: number) => String(value).padStart(width, '0');
/** Staff i's ID card: born in 1980 on a day and with a sequence number that only i gives (i < 336,000). */
const idCardOf = (i: number) =>
  withIdCardCheck(
    `4601061980${pad(1 + (Math.floor(i / 1000) % 12), 2)}${pad(1 + Math.floor(i / 12_000), 2)}${pad(i % 1000, 3)}`,
  );
const phoneOf = (i: number) => `139${pad(i, 8)}`;

beforeAll(async () => {
  // The keys of a key file in the app's data directory, as on a machine with no PERSONAL_DATA_KEYS.
  t = await buildTestApp({ env: { PERSONAL_DATA_KEYS: '', PERSONAL_DATA_LOOKUP_KEY: '' } });
  enterpriseId = await insertTestEnterprise(t.db, '91460100MA5T000001', '海南轮换测试工程咨询有限公司');
  // Sealed here and written 10,000 rows a statement, as column arrays.
  for (let from = 0; from < STAFF; from += BATCH) {
    const numbers = Array.from({ length: Math.min(BATCH, STAFF - from) }, (_, k) => from + k);
    await t.db.$client.query(
      `insert into enterprise_person (enterprise_id, name, gender, id_card_cipher, phone_cipher, job_title)
       select $1, name, 0, id_card, phone, '1' from unnest($2::text[], $3::text[], $4::text[]) as s(name, id_card, phone)`,
      [
        enterpriseId,
        // Fifty names among them: the names the platform remembers and their pairs stay few.
        numbers.map((i) => `员工${i % 50}`),
        numbers.map((i) => seal('idCard', 'enterprise_person.id_card', idCardOf(i))),
        numbers.map((i) => seal('phone', 'enterprise_person.phone', phoneOf(i))),
      ],
    );
  }
  const { rows } = await t.db.$client.query<{ id: number }>(
    'select min(id)::int as id from enterprise_person where enterprise_id = $1',
    [enterpriseId],
  );
  firstId = rows[0]!.id;
}, 120_000);
afterAll(() => t.close());

describe('key rotation under load', () => {
  it(`seals ${STAFF} staff again under a new key while the list and a detail keep answering`, async () => {
    const keyFile = path.join(t.dataDir, 'personal-data.keys');
    const before = personalDataKeys().current;
    // Two numbers a staff member, and the enterprise's legal representative's ID card and contact mobile.
    expect((await valuesByKey(t.db.$client)).get(before)).toBe(2 * STAFF + 2);

    const watched = { id: firstId + 4242 };
    const owner = await t.authHeader('enterprise', { enterpriseId });
    const desk = await t.authHeader('deptReview');
    let rotating = true;
    const failures: string[] = [];
    let served = 0;
    const serve = async () => {
      for (let pageIndex = 1; rotating; pageIndex = (pageIndex % 50) + 1) {
        const list = await t.app.inject({
          method: 'GET',
          url: '/api/enterpriseperson/page',
          query: { pageIndex: String(pageIndex * 97), pageSize: '20', enterpriseId: String(enterpriseId) },
          headers: desk,
        });
        const detail = await t.app.inject({
          method: 'GET',
          url: '/api/enterpriseperson/single',
          query: { id: String(watched.id) },
          headers: owner,
        });
        const person = detail.json<{ extraData?: { idCard: string; phone: string } }>().extraData;
        if (
          list.statusCode !== 200 ||
          list.json<{ extraData: { pageData: unknown[] } }>().extraData.pageData.length !== 20
        )
          failures.push(`list ${list.statusCode} ${list.body.slice(0, 120)}`);
        if (detail.statusCode !== 200 || person?.idCard !== idCardOf(4242) || person.phone !== phoneOf(4242))
          failures.push(`detail ${detail.statusCode} ${detail.body.slice(0, 120)}`);
        served += 2;
      }
    };
    const serving = serve();
    const started = Date.now();
    const result = await rotatePersonalDataKeys(t.db.$client, { settleMs: 0, batchSize: 2000 }).finally(() => {
      rotating = false;
    });
    await serving;
    const seconds = (Date.now() - started) / 1000;
    console.log(`rotation: ${result.resealed} values in ${seconds.toFixed(1)} s; ${served} requests served meanwhile`);

    expect(failures).toEqual([]);
    expect(served).toBeGreaterThan(10);
    expect(result.resealed).toBe(2 * STAFF + 2);
    expect(result.added).toBe('k2');
    expect(result.current).toBe('k2');
    expect(result.retired).toEqual([before]);
    const kept = JSON.parse(fs.readFileSync(keyFile, 'utf8')) as { current: string; keys: Record<string, string> };
    expect(kept.current).toBe('k2');
    expect(Object.keys(kept.keys)).toEqual(['k2']);

    // Every stored value is under the new key…
    expect(await valuesByKey(t.db.$client)).toEqual(new Map([['k2', 2 * STAFF + 2]]));
    for (const column of personalDataColumns()) {
      const { rows } = await t.db.$client.query<{ n: number }>(
        `select count(*)::int as n from "${column.table}" where "${column.cipher}" is not null and split_part("${column.cipher}", '.', 2) <> 'k2'`,
      );
      expect(rows[0]!.n, column.place).toBe(0);
    }
    // …and opens to the number it held.
    const staff = await t.db
      .select({ id: enterprisePersons.id, idCard: enterprisePersons.idCard, phone: enterprisePersons.phone })
      .from(enterprisePersons)
      .where(eq(enterprisePersons.enterpriseId, enterpriseId))
      .orderBy(asc(enterprisePersons.id));
    expect(staff).toHaveLength(STAFF);
    const wrong = staff.filter(({ id, idCard, phone }) => {
      const i = id - firstId;
      return idCard !== idCardOf(i) || phone !== phoneOf(i);
    });
    expect(wrong).toEqual([]);
    const { rows: sample } = await t.db.$client.query<{ id_card_cipher: string }>(
      'select id_card_cipher from enterprise_person limit 1',
    );
    expect(keyIdOf(sample[0]!.id_card_cipher)).toBe('k2');
  });

  it('keeps the look-up hashes: an exact look-up by mobile or ID card still finds the person', async () => {
    const byPhone = await t.db
      .select({ id: enterprisePersons.id })
      .from(enterprisePersons)
      .where(eq(enterprisePersons.phoneHmac, phoneOf(77)));
    const byIdCard = await t.db
      .select({ id: enterprisePersons.id })
      .from(enterprisePersons)
      .where(eq(enterprisePersons.idCardHmac, idCardOf(77)));
    expect(byPhone).toEqual([{ id: firstId + 77 }]);
    expect(byIdCard).toEqual([{ id: firstId + 77 }]);
  });
});
