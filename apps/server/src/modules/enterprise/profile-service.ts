import {
  enterpriseEditSchema,
  fieldErrorsOf,
  labelOf,
  maskIdCard,
  maskPhone,
  MSG,
  QUALIFICATION_LEVEL,
} from '@credit/rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprises } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { FileStorage, FileLinks } from '../../platform/files/index.ts';
import { changeLines, writeHistory } from '../../platform/history/index.ts';
import type { Principal } from '../auth/principal.ts';
import { annexPlanOf, type AnnexPlan } from '../annex/annex-plan.ts';
import { annexesOf } from '../annex/annex-queries.ts';
import { annexTypesOf } from '../annex/annex-type-queries.ts';
import type { MultipartForm } from '../annex/multipart-form.ts';
import { DICTIONARY, dictionaryLabels } from '../general/dictionary-queries.ts';
import { divisionName, invalidDivisionField } from '../general/division-tree.ts';
import { COMMIT_LETTER, ENTERPRISE_ANNEX_CATEGORY, replaceEnterpriseAnnexes } from './enterprise-annexes.ts';
import { isOwnEnterprise } from '../../platform/access/enterprise-data.ts';
import { operatorOf } from '../../platform/auth/principal.ts';
import { columnsOfFields, fieldsOfRow, fullEdit, type EnterpriseFields } from './enterprise-edit-shape.ts';
import { enterpriseTrackedFields } from './enterprise-history-fields.ts';
import { enterpriseCreateTime, enterpriseNameTaken, findEnterpriseRow, lockEnterpriseRow } from './profile-queries.ts';
import { scoreChanged } from '../../platform/score-changes.ts';
import { recordWholeNumberRead } from '../../platform/personal-data/index.ts';

export const ENTERPRISE_NOT_FOUND = '企业不存在';
export const CREDIT_CODE_FIXED = '统一社会信用代码不可修改';

/** GET /api/enterprise/single: the profile with its labels and attachments. */
/**
 * The enterprise's profile. Its own user gets the legal representative's ID card and the contact's
 * mobile whole, for the edit form, and the read is logged; anyone else (management) reads them masked.
 */
export async function enterpriseProfile(db: Database, urls: FileLinks, enterpriseId: number, me: Principal) {
  const row = await findEnterpriseRow(db, enterpriseId);
  if (!row) throw new AppError(ENTERPRISE_NOT_FOUND, { statusCode: 404 });
  const masked = !isOwnEnterprise(me, row.id);
  if (!masked)
    await recordWholeNumberRead(db, me, { kind: 'enterprise', id: row.id, label: row.enterpriseName }, [
      { label: '法人身份证号', kind: 'idCard', value: row.corporateIdCard },
      { label: '联系电话', kind: 'phone', value: row.contactPhone },
    ]);
  const [typeLabels, createTime, enterpriseAnnexes] = await Promise.all([
    dictionaryLabels(db, DICTIONARY.enterpriseType),
    enterpriseCreateTime(db, row.id),
    annexesOf(db, urls, row.id, ENTERPRISE_ANNEX_CATEGORY),
  ]);
  return {
    id: row.id,
    socialCreditCode: row.socialCreditCode,
    ...fieldsOfRow(row),
    ...(masked && { corporateIDCard: maskIdCard(row.corporateIdCard), contactPhone: maskPhone(row.contactPhone) }),
    provinceName: divisionName(row.province),
    areaName: divisionName(row.area),
    countyName: divisionName(row.county),
    enterpriseDescription: typeLabels.get(row.enterpriseType) ?? '',
    qualificationLevel: row.qualificationLevel,
    qualificationLevelDescription: labelOf(QUALIFICATION_LEVEL, row.qualificationLevel),
    commitLetterSubmitted: row.commitLetterSubmitted,
    createTime,
    enterpriseAnnexes,
  };
}

/** The edit's fields checked by every rule of spec §5 that needs no database, then the ones that do. */
export async function checkedEnterpriseFields(
  db: Pick<Database, 'select'>,
  raw: Record<string, unknown>,
  enterpriseId?: number,
): Promise<EnterpriseFields> {
  const parsed = enterpriseEditSchema.safeParse(raw);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    throw new AppError(Object.values(errors)[0] ?? MSG.invalidInput, { fieldErrors: errors });
  }
  const fields = fullEdit(parsed.data);
  const badPlace = invalidDivisionField(fields);
  if (badPlace) throw new AppError('请选择正确的省市区', { fieldErrors: { [badPlace]: '请选择正确的省市区' } });
  const types = await dictionaryLabels(db, DICTIONARY.enterpriseType);
  if (!types.has(fields.enterpriseType))
    throw new AppError('请选择企业类型', { fieldErrors: { enterpriseType: '请选择企业类型' } });
  if (await enterpriseNameTaken(db, fields.enterpriseName, enterpriseId)) {
    throw new AppError(MSG.enterpriseNameExists, { fieldErrors: { enterpriseName: MSG.enterpriseNameExists } });
  }
  return fields;
}

/**
 * PUT /api/enterprise: the enterprise's own user saves the whole basic-information form with its
 * attachments; every changed field and attachment type becomes a history line.
 */
export async function updateEnterprise(
  db: Database,
  storage: FileStorage,
  { me, enterpriseId, form }: { me: Principal; enterpriseId: number; form: MultipartForm },
): Promise<void> {
  const removedKeys = await db.transaction(async (tx) => {
    const before = await lockEnterpriseRow(tx, enterpriseId);
    if (!before) throw new AppError(ENTERPRISE_NOT_FOUND, { statusCode: 404 });
    const sentCode = form.fields.socialCreditCode?.trim();
    if (sentCode && sentCode.toUpperCase() !== before.socialCreditCode) {
      throw new AppError(CREDIT_CODE_FIXED, { fieldErrors: { socialCreditCode: CREDIT_CODE_FIXED } });
    }
    const fields = await checkedEnterpriseFields(tx, form.fields, enterpriseId);
    const types = await annexTypesOf(tx, ENTERPRISE_ANNEX_CATEGORY);
    const plan: AnnexPlan = annexPlanOf(form, types);
    const annexes = await replaceEnterpriseAnnexes(tx, { enterpriseId, plan, types, userId: me.userId });
    await tx
      .update(enterprises)
      .set({
        ...columnsOfFields(fields),
        commitLetterSubmitted: annexes.fileTypes.has(COMMIT_LETTER),
        updatedAt: new Date(),
      })
      .where(eq(enterprises.id, enterpriseId));
    await scoreChanged(tx, [enterpriseId]);
    const typeLabels = await dictionaryLabels(tx, DICTIONARY.enterpriseType);
    await writeHistory(tx, {
      enterpriseId,
      historyType: 0,
      operator: operatorOf(me),
      items: [...changeLines(enterpriseTrackedFields(typeLabels), fieldsOfRow(before), fields), ...annexes.lines],
    });
    return annexes.removedKeys;
  });
  await Promise.all(removedKeys.map((key) => storage.remove(key)));
}

/** GET /api/enterprise/companyintroduce: the text and whether this caller may edit it (the edit button's flag). */
export async function companyIntroduction(db: Database, me: Principal, enterpriseId: number) {
  const row = await findEnterpriseRow(db, enterpriseId);
  if (!row) throw new AppError(ENTERPRISE_NOT_FOUND, { statusCode: 404 });
  return { enterpriseId, introduce: row.introduce ?? '', isEdit: isOwnEnterprise(me, enterpriseId) };
}

/** POST /api/enterprise/updatecompanyintroduce, written to the history like any other field. */
export async function updateIntroduction(
  db: Database,
  me: Principal,
  enterpriseId: number,
  introduce: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockEnterpriseRow(tx, enterpriseId);
    if (!before) throw new AppError(ENTERPRISE_NOT_FOUND, { statusCode: 404 });
    await tx.update(enterprises).set({ introduce, updatedAt: new Date() }).where(eq(enterprises.id, enterpriseId));
    await writeHistory(tx, {
      enterpriseId,
      historyType: 0,
      operator: operatorOf(me),
      items: changeLines([{ key: 'introduce', label: '企业简介' }], { introduce: before.introduce }, { introduce }),
    });
  });
}
