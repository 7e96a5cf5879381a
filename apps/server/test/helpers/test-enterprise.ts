import type { Database } from '../../src/db/client.ts';
import { CREDIT_RECORD_STATES } from '@credit/rules';
import { creditRecords, enterprises } from '../../src/db/schema/index.ts';

/** Registers an enterprise with no record (乙级); returns its id. */
export async function insertTestEnterprise(db: Database, code: string, name: string): Promise<number> {
  const [row] = await db
    .insert(enterprises)
    .values({
      socialCreditCode: code,
      enterpriseName: name,
      legalRepresentative: '张三',
      corporateIdCard: '460100199001011234',
      province: '460000',
      area: '460100',
      county: '46010000',
      enterpriseType: '1',
      qualificationLevel: 2,
      registeredCapital: '100',
      contactPerson: '李四',
      contactPhone: '13800138000',
      email: 'a@b.cn',
      establishmentDate: '2020-01-01',
      officeAddress: '地址',
      registeredAddress: '地址',
      businessScope: '工程造价咨询',
    })
    .returning({ id: enterprises.id });
  return row!.id;
}

/**
 * A published department record of an enterprise without a catalogue level (it counts 12 months
 * from its determination date), completed that day; `more` overrides any column.
 */
export async function insertPublishedRecord(
  db: Database,
  enterpriseId: number,
  scoreValue: string,
  determined: string,
  more: Partial<typeof creditRecords.$inferInsert> = {},
): Promise<number> {
  const [row] = await db
    .insert(creditRecords)
    .values({
      enterpriseId,
      creditType: Number(scoreValue) > 0 ? 1 : 2,
      behaviorCategoryName: '测试类别',
      behaviorContentName: `测试行为${scoreValue}`,
      scoreValue,
      identificationUnit: '海口市住房和城乡建设局',
      actDeterminationDate: determined,
      behaviorDescription: `单位行为${scoreValue}`,
      processStatus: CREDIT_RECORD_STATES.completed,
      origin: 'department',
      completedAt: new Date(`${determined}T12:00:00+08:00`),
      ...more,
    })
    .returning({ id: creditRecords.id });
  return row!.id;
}
