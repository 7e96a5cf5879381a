import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { requiredLimitedText } from '../text.ts';
import { mobilePhoneSchema } from '../validators/mobile-phone.ts';

export const APPEAL_MSG = {
  notFound: '申诉不存在',
  recordNotAppealable: '只能对本企业已发布且仍在有效期内的不良信用记录申诉',
  windowClosed: '已超过申诉期限',
  submitted: '申诉已提交，请等待审核',
} as const;

/** POST /api/creditappeal (spec §3 appeal): complainant, telephone, reason and attachments of one bad record. */
export const creditAppealFormSchema = z.object({
  recordId: z.coerce
    .number({ error: '请选择申诉的信用记录' })
    .int('请选择申诉的信用记录')
    .positive('请选择申诉的信用记录')
    .max(2_147_483_647, '请选择申诉的信用记录'),
  complainant: requiredLimitedText('请输入申诉人', LIMITS.contact, '申诉人'),
  telephone: mobilePhoneSchema,
  appealReason: requiredLimitedText('请输入申诉理由', LIMITS.description, '申诉理由'),
});
export type CreditAppealForm = z.output<typeof creditAppealFormSchema>;
