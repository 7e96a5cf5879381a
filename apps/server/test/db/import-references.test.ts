import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  assessmentImports,
  enterprises,
  practiceAbilities,
  practiceAbilityExams,
  recordPassRates,
} from '../../src/db/schema/index.ts';
import { openTestDatabase } from '../helpers/test-app.ts';
import { insertTestEnterprise } from '../helpers/test-enterprise.ts';

// Migration 0027: the import tables' references are checked per statement, not per row.

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase());
});
afterAll(() => close());

const MISSING = 2_000_000_000;

async function newImport(kind: 'practiceAbility' | 'passRate' = 'practiceAbility'): Promise<number> {
  const [row] = await db
    .insert(assessmentImports)
    .values({ kind, fileName: 'a.xlsx', createdByName: '导入员' })
    .returning({ id: assessmentImports.id });
  return row!.id;
}

const result = (importId: number, enterpriseId: number | null, code: string) => ({
  importId,
  enterpriseId,
  enterpriseName: '某企业',
  socialCreditCode: code,
  examYear: 2026,
  examQuarter: 1,
  examineeCount: 1,
  unExamineeCount: 0,
  result: true,
  createdByName: '导入员',
});

const passRate = (importId: number, enterpriseId: number | null) => ({
  importId,
  enterpriseId,
  enterpriseName: '某企业',
  socialCreditCode: 'R00000000000000001',
  registerYear: 2026,
  quarter: 1,
  grade: 'A',
  result: true,
  createdByName: '导入员',
});

const exam = (practiceAbilityId: number, rowNumber: number) => ({
  practiceAbilityId,
  rowNumber,
  candidateName: '张三',
  enterpriseName: '某企业',
  socialCreditCode: 'R00000000000000001',
  paperName: '试卷',
  examAddress: '海口',
  examYear: 2026,
  examQuarter: 1,
  absent: false,
  result: true,
});

/** The SQLSTATE a statement failed with, from the driver's error under drizzle's. */
async function failureCode(statement: Promise<unknown>): Promise<string | undefined> {
  const error = await statement.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return (error as { cause?: { code?: string } } | undefined)?.cause?.code;
}

describe('references of the import tables, checked per statement', () => {
  it('take rows naming what exists, many in one statement, and refuse the statement naming one that does not', async () => {
    const importId = await newImport();
    const enterpriseId = await insertTestEnterprise(db, 'R00000000000000001', '核对引用有限公司');
    const rows = await db
      .insert(practiceAbilities)
      .values([result(importId, enterpriseId, 'R00000000000000001'), result(importId, null, 'R00000000000000009')])
      .returning({ id: practiceAbilities.id });
    expect(rows).toHaveLength(2);
    await db.insert(practiceAbilityExams).values(rows.map((row, index) => exam(row.id, index + 2)));
    await db.insert(recordPassRates).values(passRate(importId, enterpriseId));

    const refused = [
      db.insert(practiceAbilities).values([result(importId, enterpriseId, 'A'), result(MISSING, null, 'B')]),
      db.insert(practiceAbilities).values(result(importId, MISSING, 'C')),
      db.insert(recordPassRates).values(passRate(MISSING, null)),
      db.insert(recordPassRates).values(passRate(importId, MISSING)),
      db.insert(practiceAbilityExams).values([exam(rows[0]!.id, 9), exam(MISSING, 10)]),
      db.update(practiceAbilities).set({ enterpriseId: MISSING }).where(eq(practiceAbilities.id, rows[1]!.id)),
      db.update(practiceAbilityExams).set({ practiceAbilityId: MISSING }),
    ];
    for (const statement of refused) expect(await failureCode(statement)).toBe('23503');
    // A refused statement leaves nothing behind.
    expect(await db.$count(practiceAbilities, eq(practiceAbilities.importId, importId))).toBe(2);
    expect(await db.$count(practiceAbilityExams)).toBe(2);
  });

  it('remove an enterprise’s results with it, and a result’s examinees with the result', async () => {
    const importId = await newImport();
    const gone = await insertTestEnterprise(db, 'R00000000000000002', '注销企业有限公司');
    const kept = await insertTestEnterprise(db, 'R00000000000000003', '存续企业有限公司');
    const rows = await db
      .insert(practiceAbilities)
      .values([result(importId, gone, 'R00000000000000002'), result(importId, kept, 'R00000000000000003')])
      .returning({ id: practiceAbilities.id, enterpriseId: practiceAbilities.enterpriseId });
    await db.insert(practiceAbilityExams).values(rows.map((row) => exam(row.id, 2)));
    await db.insert(recordPassRates).values([passRate(importId, gone), passRate(importId, kept)]);

    await db.delete(enterprises).where(eq(enterprises.id, gone));

    const ids = rows.map((row) => row.id);
    const left = await db
      .select({ enterpriseId: practiceAbilities.enterpriseId })
      .from(practiceAbilities)
      .where(inArray(practiceAbilities.id, ids));
    expect(left).toEqual([{ enterpriseId: kept }]);
    expect(await db.$count(recordPassRates, eq(recordPassRates.enterpriseId, gone))).toBe(0);
    expect(await db.$count(recordPassRates, eq(recordPassRates.enterpriseId, kept))).toBe(1);
    const keptResult = rows.find((row) => row.enterpriseId === kept)!.id;
    const examsLeft = await db
      .select({ practiceAbilityId: practiceAbilityExams.practiceAbilityId })
      .from(practiceAbilityExams)
      .where(inArray(practiceAbilityExams.practiceAbilityId, ids));
    expect(examsLeft).toEqual([{ practiceAbilityId: keptResult }]);
  });

  it('keep an import whose rows are kept, and let one go whose rows are not', async () => {
    const used = await newImport('passRate');
    await db.insert(recordPassRates).values(passRate(used, null));
    expect(await failureCode(db.delete(assessmentImports).where(eq(assessmentImports.id, used)))).toBe('23503');

    const unused = await newImport();
    await db.delete(assessmentImports).where(eq(assessmentImports.id, unused));
    expect(await db.$count(assessmentImports, eq(assessmentImports.id, unused))).toBe(0);
  });
});
