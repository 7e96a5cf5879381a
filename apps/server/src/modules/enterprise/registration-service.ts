import { creditCodeSchema, MSG } from '@credit/rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { annexes, enterprises } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { writeHistory } from '../../platform/history/index.ts';
import { annexPlanOf } from '../annex/annex-plan.ts';
import { annexTypesOf } from '../annex/annex-type-queries.ts';
import type { MultipartForm } from '../annex/multipart-form.ts';
import { COMMIT_LETTER, ENTERPRISE_ANNEX_CATEGORY } from './enterprise-annexes.ts';
import { columnsOfFields } from './enterprise-edit-shape.ts';
import { checkedEnterpriseFields } from './profile-service.ts';
import { scoreChanged } from '../../platform/score-changes.ts';

export const CREDIT_CODE_TAKEN = '该统一社会信用代码已注册，请直接登录';
export const REGISTERED = '注册成功，请使用企业账号登录';

/**
 * POST /api/enterprise/register (the public /register page): an enterprise not yet on the platform
 * files its basic information and attachments; its single sign-on account links to it by the
 * credit code at first sign-in.
 */
export async function registerEnterprise(db: Database, form: MultipartForm): Promise<number> {
  const code = creditCodeSchema.safeParse(form.fields.socialCreditCode ?? '');
  if (!code.success) {
    const message = code.error.issues[0]?.message ?? MSG.invalidInput;
    throw new AppError(message, { fieldErrors: { socialCreditCode: message } });
  }
  const fields = await checkedEnterpriseFields(db, form.fields);
  const types = await annexTypesOf(db, ENTERPRISE_ANNEX_CATEGORY);
  const plan = annexPlanOf(form, types);
  if (
    plan.keep.length > 0 ||
    types.some((type) => type.required && !plan.add.some((annex) => annex.fileType === type.name))
  ) {
    throw new AppError(MSG.uploadRequired, { fieldErrors: { enterpriseAnnexes: MSG.uploadRequired } });
  }
  return db.transaction(async (tx) => {
    const [taken] = await tx
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.socialCreditCode, code.data));
    if (taken) throw new AppError(CREDIT_CODE_TAKEN, { fieldErrors: { socialCreditCode: CREDIT_CODE_TAKEN } });
    const [created] = await tx
      .insert(enterprises)
      .values({
        socialCreditCode: code.data,
        ...columnsOfFields(fields),
        commitLetterSubmitted: plan.add.some((annex) => annex.fileType === COMMIT_LETTER),
      })
      .returning({ id: enterprises.id });
    if (!created) throw new Error('enterprise insert returned nothing');
    if (plan.add.length > 0)
      await tx.insert(annexes).values(
        plan.add.map(({ fileType, file }) => ({
          category: ENTERPRISE_ANNEX_CATEGORY,
          enterpriseId: created.id,
          fileType,
          fileName: file.fileName,
          storageKey: file.key,
          size: file.size,
        })),
      );
    await writeHistory(tx, {
      enterpriseId: created.id,
      historyType: 0,
      operator: { userId: null, name: fields.contactPerson },
      items: ['企业注册'],
    });
    await scoreChanged(tx, [created.id]);
    return created.id;
  });
}
