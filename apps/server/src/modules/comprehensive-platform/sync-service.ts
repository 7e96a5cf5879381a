import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprisePersons, enterprises } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { changeLines, writeHistory } from '../../platform/history/index.ts';
import type { Principal } from '../auth/principal.ts';
import { operatorOf } from '../../platform/auth/principal.ts';
import { fieldsOfRow } from '../enterprise/enterprise-edit-shape.ts';
import { enterpriseTrackedFields } from '../enterprise/enterprise-history-fields.ts';
import { ENTERPRISE_NOT_FOUND } from '../enterprise/profile-service.ts';
import { lockEnterpriseRow } from '../enterprise/profile-queries.ts';
import { DICTIONARY, dictionaryLabels } from '../general/dictionary-queries.ts';
import { personLabels } from '../enterprise-person/person-service.ts';
import { personTrackedFields } from '../enterprise-person/person-view.ts';
import { SYNC_NOT_FOUND, type ComprehensivePlatform } from './platform-records.ts';

export const SYNC_DONE = '同步成功';
export const SYNC_UP_TO_DATE = '已与综合服务平台一致，无需同步';
const SYNC_NOTE = '（综合服务平台同步）';

async function creditCodeOf(db: Pick<Database, 'select'>, enterpriseId: number): Promise<string> {
  const [row] = await db
    .select({ code: enterprises.socialCreditCode })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (!row) throw new AppError(ENTERPRISE_NOT_FOUND, { statusCode: 404 });
  return row.code;
}

/**
 * GET /api/enterprise/enterprisedatasynchro: the platform's registration data replaces the
 * enterprise's; asked before anything is locked, so a slow platform changes nothing.
 */
export async function syncEnterprise(
  db: Database,
  platform: ComprehensivePlatform,
  me: Principal,
  enterpriseId: number,
): Promise<string> {
  const record = await platform.enterprise(await creditCodeOf(db, enterpriseId));
  if (!record) throw new AppError(SYNC_NOT_FOUND);
  return db.transaction(async (tx) => {
    const before = await lockEnterpriseRow(tx, enterpriseId);
    if (!before) throw new AppError(ENTERPRISE_NOT_FOUND, { statusCode: 404 });
    const after = {
      legalRepresentative: record.legalRepresentative,
      registeredCapital: record.registeredCapital,
      enterpriseEstablishmentTime: record.establishmentDate,
      registeredAddress: record.registeredAddress,
      businessscope: record.businessScope,
    };
    const lines = changeLines(
      enterpriseTrackedFields(await dictionaryLabels(tx, DICTIONARY.enterpriseType)),
      fieldsOfRow(before),
      after,
    );
    if (lines.length === 0) return SYNC_UP_TO_DATE;
    await tx
      .update(enterprises)
      .set({
        legalRepresentative: record.legalRepresentative,
        registeredCapital: record.registeredCapital.toFixed(6),
        establishmentDate: record.establishmentDate,
        registeredAddress: record.registeredAddress,
        businessScope: record.businessScope,
        updatedAt: new Date(),
      })
      .where(eq(enterprises.id, enterpriseId));
    await writeHistory(tx, { enterpriseId, historyType: 0, operator: operatorOf(me, SYNC_NOTE), items: lines });
    return SYNC_DONE;
  });
}

/**
 * GET /api/enterprise/EnterprisePersonDataSynchro: the platform's practitioners, matched by ID
 * card, are added or updated; staff the platform does not list are left as they are.
 */
export async function syncPersons(
  db: Database,
  platform: ComprehensivePlatform,
  me: Principal,
  enterpriseId: number,
): Promise<string> {
  const records = await platform.persons(await creditCodeOf(db, enterpriseId));
  if (!records) throw new AppError(SYNC_NOT_FOUND);
  return db.transaction(async (tx) => {
    await lockEnterpriseRow(tx, enterpriseId);
    const labels = await personLabels(tx);
    const fields = personTrackedFields(labels);
    let changed = 0;
    for (const record of records) {
      const person = {
        ...record,
        idCard: record.idCard.toUpperCase(),
        jobTitle: labels.jobTitles.has(record.jobTitle) ? record.jobTitle : '99',
        qualification: record.qualification.filter((code) => labels.qualifications.has(code)),
      };
      const [existing] = await tx
        .select()
        .from(enterprisePersons)
        .where(and(eq(enterprisePersons.enterpriseId, enterpriseId), eq(enterprisePersons.idCardHmac, person.idCard)));
      const lines = changeLines(fields, existing, person);
      if (lines.length === 0) continue;
      changed += 1;
      const personId = existing
        ? (await tx.update(enterprisePersons).set(person).where(eq(enterprisePersons.id, existing.id)), existing.id)
        : (
            await tx
              .insert(enterprisePersons)
              .values({ ...person, enterpriseId })
              .returning({ id: enterprisePersons.id })
          )[0]?.id;
      await writeHistory(tx, {
        enterpriseId,
        historyType: 1,
        personId,
        operator: operatorOf(me, SYNC_NOTE),
        items: existing ? lines : ['新增人员', ...lines],
      });
    }
    return changed === 0 ? SYNC_UP_TO_DATE : `${SYNC_DONE}，更新${changed}名人员`;
  });
}
