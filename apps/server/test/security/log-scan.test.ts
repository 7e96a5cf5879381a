import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withIdCardCheck } from '../../src/db/seed/codes.ts';
import { enterprisePersons } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * No ID card or mobile number in the logs (docs/personal-data.md): the app logging everything
 * (level trace) into a capture stream, each request that carries numbers is run and every line it
 * wrote is searched for them.
 */
const lines: string[] = [];
let t: TestApp;
let own: { authorization: string };
let desk: { authorization: string };
let personId = 0;

const ID_CARD = withIdCardCheck('46010619850505123');
const DUPLICATE_PHONE = '13912345670';
const NEW_PHONE = '13698761234';
const FILTER_PHONE = '18976543210';
const FORM = { name: '李晓燕', gender: 1, enabled: true, jobTitle: '2', qualification: ['1'] };

beforeAll(async () => {
  t = await buildTestApp({
    seed: true,
    env: { LOG_LEVEL: 'trace' },
    logStream: { write: (line) => void lines.push(line) },
  });
  own = await t.authHeader('enterprise', { enterpriseId: 1 });
  desk = await t.authHeader('superAdmin');
});
afterAll(() => t.close());

interface Case {
  numbers: string[];
  run: () => Promise<{ statusCode: number }>;
  status: number;
}

const CASES: [string, Case][] = [
  [
    'creating a staff member',
    {
      numbers: [ID_CARD, DUPLICATE_PHONE],
      status: 200,
      run: async () => {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/enterpriseperson',
          headers: own,
          payload: { ...FORM, idCard: ID_CARD, phone: DUPLICATE_PHONE },
        });
        personId = response.json<{ extraData: number }>().extraData;
        return response;
      },
    },
  ],
  [
    'a second one with the same ID card (refused)',
    {
      numbers: [ID_CARD, DUPLICATE_PHONE],
      status: 400,
      run: () =>
        t.app.inject({
          method: 'POST',
          url: '/api/enterpriseperson',
          headers: own,
          payload: { ...FORM, idCard: ID_CARD, phone: DUPLICATE_PHONE },
        }),
    },
  ],
  [
    'updating the mobile',
    {
      numbers: [ID_CARD, NEW_PHONE],
      status: 200,
      run: () =>
        t.app.inject({
          method: 'PUT',
          url: '/api/enterpriseperson',
          headers: own,
          payload: { ...FORM, id: personId, idCard: ID_CARD, phone: NEW_PHONE },
        }),
    },
  ],
  [
    'reading the whole numbers back',
    {
      numbers: [ID_CARD, NEW_PHONE],
      status: 200,
      run: () =>
        t.app.inject({
          method: 'GET',
          url: '/api/enterpriseperson/single',
          query: { id: String(personId) },
          headers: own,
        }),
    },
  ],
  [
    'a malformed mobile (refused)',
    {
      numbers: ['1369876123'],
      status: 400,
      run: () =>
        t.app.inject({
          method: 'PUT',
          url: '/api/enterpriseperson',
          headers: own,
          payload: { ...FORM, id: personId, idCard: ID_CARD, phone: '1369876123' },
        }),
    },
  ],
  [
    'filtering the SMS records by mobile (in the query string)',
    {
      numbers: [FILTER_PHONE],
      status: 200,
      run: () => t.app.inject({ method: 'GET', url: `/api/sms/record/page?phone=${FILTER_PHONE}`, headers: desk }),
    },
  ],
  [
    'exporting the SMS records filtered by mobile',
    {
      numbers: [FILTER_PHONE],
      status: 200,
      run: () =>
        t.app.inject({ method: 'GET', url: `/api/sms/record/page?format=xlsx&phone=${FILTER_PHONE}`, headers: desk }),
    },
  ],
];

describe('numbers never reach the log', () => {
  it.each(CASES)('%s', async (_name, { numbers, run, status }) => {
    const from = lines.length;
    const response = await run();
    expect(response.statusCode).toBe(status);
    const written = lines.slice(from);
    expect(written.length).toBeGreaterThan(0);
    for (const number of numbers) expect(written.filter((line) => line.includes(number))).toEqual([]);
  });

  it('did write what the cases changed, so the scan read real traffic', async () => {
    const [person] = await t.db.select().from(enterprisePersons).where(eq(enterprisePersons.id, personId));
    expect(person).toMatchObject({ idCard: ID_CARD, phone: NEW_PHONE });
    expect(lines.join('\n')).toContain('/api/enterpriseperson');
  });
});
