import type { Database } from '../../src/db/client.ts';
import { enterprises } from '../../src/db/schema/index.ts';

/** An enterprise without staff or records (乙级), registered for a test. */
export async function insertEnterprise(db: Database, code: string, name: string): Promise<number> {
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
