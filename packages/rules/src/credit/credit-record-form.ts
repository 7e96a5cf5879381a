import { z } from 'zod';
import { CREDIT_TYPE } from '../dictionaries/behavior.ts';
import { dictSchema } from '../dictionaries/dictionary.ts';
import { LIMITS } from '../limits.ts';
import { MSG } from '../messages.ts';
import { blankAsAbsent, optionalIdSchema } from '../schemas/paging.ts';
import { optionalText, requiredLimitedText } from '../text.ts';
import { notFutureDateSchema } from '../validators/date.ts';
import { isMobilePhone } from '../validators/mobile-phone.ts';

export const CREDIT_RECORD_MSG = {
  levelRequired: '请选择认定等级',
  enterpriseRequired: '请选择企业',
  personRequired: '请选择该行为涉及的人员',
  innovationAwardRequired: '请填写创新奖项',
  contactRequired: '请输入联系人',
  saveOrSubmit: '请选择保存草稿或提交',
  recordNotFound: '信用记录不存在',
  levelNotApplicable: '所选认定等级不适用于该信用类别',
  notEditable: '该记录已进入审核，不能修改',
  notDeletable: '该记录已进入审核，不能删除',
  deleted: '删除成功！',
  withdrawn: '撤回成功！',
  saved: '保存成功！',
  submitted: '提交成功，请等待审核',
  notRepealable: '只能撤销已发布且仍在有效期内的良好信用记录',
  /** A record already ended (or expired) is not ended again: its first end stands. */
  /** Once a desk has acted on a record, its author may withdraw or correct it, never delete it. */
  decidedNotDeletable: '该记录已有审核岗位处理过，不能删除；如需修改，请撤回后修改再重新提交',
  alreadyEnded: '该信用记录已失效，不能再次终止其效力',
  repealed: '已撤销，该信用记录自今日起不再计分',
} as const;

/** What a form submit asks: keep it as a draft (0) or send it to the first desk (1). */
export const CREDIT_FORM_STATE = { draft: 0, submit: 1 } as const;

const optionalMobile = z.preprocess(
  blankAsAbsent,
  z.string().trim().refine(isMobilePhone, MSG.contactPhoneFormat).optional(),
);

/**
 * A credit declaration or registration (spec §3 credit record view, §5 release-form rules for the
 * shared fields): the catalogue level decides category, content, level name and score on the
 * server; the enterprise is the author's own for an enterprise and chosen by a park or the
 * department; a person is named when the behaviour's actor is 个人.
 */
export const creditRecordFormSchema = z.object({
  id: optionalIdSchema('请指定信用记录'),
  creditType: z.coerce.number({ error: '请选择信用类别' }).pipe(dictSchema(CREDIT_TYPE, '请选择信用类别')),
  behaviorLevelId: z.coerce
    .number({ error: CREDIT_RECORD_MSG.levelRequired })
    .int(CREDIT_RECORD_MSG.levelRequired)
    .positive(CREDIT_RECORD_MSG.levelRequired)
    .max(2_147_483_647, CREDIT_RECORD_MSG.levelRequired),
  enterpriseId: optionalIdSchema(CREDIT_RECORD_MSG.enterpriseRequired),
  enterprisePersonId: optionalIdSchema(CREDIT_RECORD_MSG.personRequired),
  innovationAwardDescription: optionalText(100, '创新奖项'),
  identificationUnit: requiredLimitedText(MSG.identificationUnitRequired, LIMITS.unit, '行为认定单位'),
  actDeterminationDate: notFutureDateSchema(MSG.actDeterminationDateRequired),
  relatedSymbol: optionalText(LIMITS.symbol, '相关文号'),
  behaviorDescription: requiredLimitedText(MSG.behaviorDescriptionRequired, LIMITS.description, '行为内容描述'),
  contactPerson: requiredLimitedText(CREDIT_RECORD_MSG.contactRequired, LIMITS.contact, '联系人'),
  telephone: optionalMobile,
  state: z.coerce
    .number({ error: CREDIT_RECORD_MSG.saveOrSubmit })
    .pipe(z.literal([CREDIT_FORM_STATE.draft, CREDIT_FORM_STATE.submit], { error: CREDIT_RECORD_MSG.saveOrSubmit })),
});
export type CreditRecordForm = z.output<typeof creditRecordFormSchema>;
export type CreditRecordFormInput = z.input<typeof creditRecordFormSchema>;
