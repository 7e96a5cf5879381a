import { ROLES } from '@credit/rules';
import ExcelJS from 'exceljs';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { enterprisePersons, operationLogs, roles } from '../../src/db/schema/index.ts';
import { ID_CARD_TAKEN } from '../../src/modules/enterprise-person/person-service.ts';
import { rolePermissions } from '../../src/modules/auth/role-permissions.ts';
import { PERMISSIONS } from '../../src/platform/auth/permissions.ts';
import { listCatalog } from '../../src/platform/list/list-route.ts';
import { personalDataColumns } from '../../src/platform/personal-data/index.ts';
import { buildTestApp } from '../helpers/test-app.ts';
import { MASKED_ID_CARD, MASKED_MOBILE, wholeNumbersIn } from '../helpers/whole-numbers.ts';

/**
 * ID card and mobile numbers at rest (docs/personal-data.md): on the demo data, no column of any
 * table holds a whole one; every list and export shows them masked; a whole number read is logged;
 * the look-up hash keeps an ID card unique within an enterprise.
 */
const t = await buildTestApp({ seed: true });
afterAll(() => t.close());

const { rows: tables } = await t.db.$client.query<{ schema: string; table: string }>(
  `select table_schema as schema, table_name as "table" from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')
    order by 1, 2`,
);
const TEXT_TYPES = ['text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'USER-DEFINED'];

describe('no whole number in any column', () => {
  it('covers the tables the demo data fills, with the sealed columns among them', () => {
    expect(tables.length).toBeGreaterThan(40);
    const names = new Set(tables.map((table) => table.table));
    for (const column of personalDataColumns()) expect(names).toContain(column.table);
  });

  it.each(tables.map((table) => [`${table.schema}.${table.table}`, table] as const))('%s', async (_name, table) => {
    const { rows: columns } = await t.db.$client.query<{ column: string }>(
      `select column_name as column from information_schema.columns
        where table_schema = $1 and table_name = $2 and data_type = any($3) order by ordinal_position`,
      [table.schema, table.table, TEXT_TYPES],
    );
    if (columns.length === 0) return;
    const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;
    const { rows } = await t.db.$client.query<{ text: string }>(
      `select concat_ws(' | ', ${columns.map((c) => `${quoted(c.column)}::text`).join(', ')}) as text
        from ${quoted(table.schema)}.${quoted(table.table)}`,
    );
    const found = rows.flatMap((row) => wholeNumbersIn(row.text));
    expect(found, `${table.table}: ${found.slice(0, 3).join(', ')}`).toEqual([]);
  });
});

/** A role holding each permission, the enterprise role on enterprise 1 first (its lists are scoped; it authors records, which the lists open to any signed-in user show). */
const roleRows = await t.db.select({ id: roles.id, code: roles.code }).from(roles);
const holders = new Map<string, string>();
for (const code of ['enterprise', ...ROLES.map((role) => role.code).filter((code) => code !== 'enterprise')]) {
  const id = roleRows.find((role) => role.code === code)?.id;
  if (id === undefined) continue;
  for (const permission of await rolePermissions(t.db, id)) if (!holders.has(permission)) holders.set(permission, code);
}
const roleFor = (permission: string) =>
  permission === PERMISSIONS.public || permission === PERMISSIONS.authenticated
    ? 'enterprise'
    : holders.get(permission);
const lists = listCatalog().filter((list) => roleFor(list.permission) !== undefined);

/** The cells of a workbook as one text. */
async function workbookText(payload: Buffer): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const cells: string[] = [];
  workbook.eachSheet((sheet) => sheet.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.text)))));
  return cells.join(' | ');
}

const NUMBER_FIELDS = ['idCard', 'phone', 'contactPhone', 'telephone', 'corporateIDCard', 'ComplainantPhone'];

describe('lists and exports show numbers masked', () => {
  it('walks the declared lists', () => {
    expect(lists.length).toBeGreaterThan(20);
  });

  it.each(lists.map((list) => [`${list.method} ${list.url}`, list] as const))('%s', async (_name, list) => {
    const role = roleFor(list.permission)!;
    const headers = await t.authHeader(role, { enterpriseId: role === 'enterprise' ? 1 : null });
    const ask = (query: Record<string, string>) =>
      list.method === 'GET'
        ? t.app.inject({ method: 'GET', url: list.url, query, headers })
        : t.app.inject({ method: 'POST', url: list.url, payload: query, headers });
    // A list that needs a filter (a detail page of one item) is asked with its documented example.
    const first = await ask({ pageIndex: '1', pageSize: '100' });
    const page =
      first.statusCode === 400
        ? await ask({
            ...Object.fromEntries(Object.entries(list.examples ?? {}).map(([k, v]) => [k, String(v)])),
            pageIndex: '1',
            pageSize: '100',
          })
        : first;
    expect(page.statusCode, page.body.slice(0, 200)).toBe(200);
    expect(wholeNumbersIn(page.body)).toEqual([]);
    const rows = page.json<{ extraData?: { pageData?: Record<string, unknown>[] } }>().extraData?.pageData ?? [];
    for (const row of rows)
      for (const field of NUMBER_FIELDS.filter((key) => typeof row[key] === 'string' && row[key] !== ''))
        expect(row[field], `${field} of ${list.url}`).toMatch(/idcard/i.test(field) ? MASKED_ID_CARD : MASKED_MOBILE);
    if (!list.export) return;
    const exported = await ask({ format: 'xlsx' });
    expect(exported.statusCode).toBe(200);
    expect(wholeNumbersIn(await workbookText(exported.rawPayload))).toEqual([]);
  });

  it('masks the enterprise export, whose rows carry the contact mobile', async () => {
    const exported = await t.app.inject({
      method: 'GET',
      url: '/api/enterprise/page?format=xlsx',
      headers: await t.authHeader('deptReview'),
    });
    expect(exported.statusCode).toBe(200);
    expect(await workbookText(exported.rawPayload)).toMatch(/1\d{2}\*{4}\d{4}/);
  });
});

describe('a whole number read', () => {
  const wholeReads = (kind: string, id: number) =>
    t.db
      .select()
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.objectKind, kind),
          eq(operationLogs.objectId, String(id)),
          eq(operationLogs.action, '查看完整号码'),
        ),
      )
      .orderBy(desc(operationLogs.id));

  it.each([
    ['a staff member, by its enterprise', 'enterprisePerson', '/api/enterpriseperson/single', ['idCard', 'phone']],
    ['an enterprise, by itself', 'enterprise', '/api/enterprise/single', ['corporateIDCard', 'contactPhone']],
  ] as const)(
    'of %s is in the operation log; a desk reads it masked and unlogged',
    async (_name, kind, url, fields) => {
      const [person] = await t.db
        .select({ id: enterprisePersons.id })
        .from(enterprisePersons)
        .where(eq(enterprisePersons.enterpriseId, 1))
        .limit(1);
      const id = kind === 'enterprise' ? 1 : person!.id;
      const own = await t.app.inject({
        method: 'GET',
        url,
        query: { id: String(id) },
        headers: await t.authHeader('enterprise', { enterpriseId: 1 }),
      });
      const shown = own.json<{ extraData: Record<string, string> }>().extraData;
      expect(wholeNumbersIn(fields.map((field) => shown[field]).join(' '))).toHaveLength(2);
      const [entry] = await wholeReads(kind, id);
      expect(entry).toMatchObject({ action: '查看完整号码' });
      expect(Object.values(entry!.after ?? {})).toHaveLength(2);
      expect(wholeNumbersIn(JSON.stringify(entry))).toEqual([]);

      const before = (await wholeReads(kind, id)).length;
      const desk = await t.app.inject({
        method: 'GET',
        url,
        query: { id: String(id) },
        headers: await t.authHeader('deptReview'),
      });
      const masked = desk.json<{ extraData: Record<string, string> }>().extraData;
      expect(wholeNumbersIn(fields.map((field) => masked[field]).join(' '))).toEqual([]);
      expect(await wholeReads(kind, id)).toHaveLength(before);
    },
  );
});

describe('the look-up hash', () => {
  it('refuses a second staff member with the same ID card in one enterprise, with the Chinese message', async () => {
    const [existing] = await t.db
      .select({ idCard: enterprisePersons.idCard })
      .from(enterprisePersons)
      .where(eq(enterprisePersons.enterpriseId, 1))
      .limit(1);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/enterpriseperson',
      headers: await t.authHeader('enterprise', { enterpriseId: 1 }),
      payload: {
        name: '王晓东',
        gender: 0,
        idCard: existing!.idCard,
        phone: '13907561234',
        enabled: true,
        jobTitle: '2',
        qualification: [],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: ID_CARD_TAKEN });
  });

  it('refuses it at the database too: the unique index is on the hash', async () => {
    const [existing] = await t.db
      .select()
      .from(enterprisePersons)
      .where(eq(enterprisePersons.enterpriseId, 1))
      .limit(1);
    const { id: _id, idCardHmac: _h, phoneHmac: _p, nameGrams: _g, ...copy } = existing!;
    await expect(t.db.insert(enterprisePersons).values(copy)).rejects.toMatchObject({
      cause: { constraint: 'person_enterprise_id_card_uq' },
    });
  });
});
