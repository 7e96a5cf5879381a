import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { optionalText, requiredLimitedText, requiredText } from '../text.ts';
import { notFutureDateSchema } from '../validators/date.ts';
import { emailSchema } from '../validators/email.ts';
import { enterpriseNameSchema } from '../validators/enterprise-name.ts';
import { idCardSchema } from '../validators/id-card.ts';
import { mobilePhoneSchema } from '../validators/mobile-phone.ts';
import { moneySchema } from '../validators/money.ts';

/** The enterprise basic-information edit (spec §5 Enterprise edit); name uniqueness is the server's check. */
export const enterpriseEditSchema = z.object({
  enterpriseName: enterpriseNameSchema,
  legalRepresentative: requiredLimitedText('请输入法定代表人', LIMITS.legalRepresentative, '法定代表人'),
  corporateIDCard: idCardSchema,
  province: requiredText('请选择省份'),
  area: requiredText('请选择城市'),
  county: requiredText('请选择区县'),
  enterpriseType: requiredText('请选择企业类型'),
  /** 万元. */
  registeredCapital: moneySchema('请输入注册资本'),
  contactPerson: requiredLimitedText('请输入联系人', LIMITS.contact, '联系人'),
  contactPhone: mobilePhoneSchema,
  fixedTelephone: optionalText(LIMITS.landline, '固定电话'),
  email: emailSchema,
  enterpriseURL: optionalText(LIMITS.url, '企业网址'),
  enterpriseEstablishmentTime: notFutureDateSchema('请选择成立日期'),
  officeAddress: requiredLimitedText('请输入办公地址', LIMITS.address, '办公地址'),
  registeredAddress: requiredLimitedText('请输入注册地址', LIMITS.address, '注册地址'),
  businessscope: requiredText('请输入经营范围'),
  remarks: z.string().trim().nullish(),
});
export type EnterpriseEdit = z.output<typeof enterpriseEditSchema>;
export type EnterpriseEditInput = z.input<typeof enterpriseEditSchema>;
