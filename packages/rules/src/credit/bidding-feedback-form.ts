import { z } from 'zod';
import { defineDictionary, dictSchema } from '../dictionaries/dictionary.ts';
import { LIMITS } from '../limits.ts';
import { blankAsAbsent, optionalIdSchema } from '../schemas/paging.ts';
import { requiredLimitedText } from '../text.ts';
import { isDateString } from '../validators/date.ts';
import { moneySchema } from '../validators/money.ts';

/** 项目类型 of an agency project. */
export const AGENT_PROJECT_TYPE = defineDictionary([
  [1, '房屋建筑工程'],
  [2, '市政公用工程'],
  [3, '公路工程'],
  [4, '水利水电工程'],
  [5, '其他工程'],
]);

/** 投资性质 of an agency project. */
export const INVESTMENT_NATURE = defineDictionary([
  [1, '政府投资'],
  [2, '国有资金投资'],
  [3, '民间投资'],
  [4, '外商投资'],
  [5, '其他'],
]);

const requiredDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .refine(isDateString, '请输入正确的日期（YYYY-MM-DD）');
const code = <C extends number>(dict: ReturnType<typeof defineDictionary<C>>, message: string) =>
  z.preprocess(blankAsAbsent, z.coerce.number({ error: message }).pipe(dictSchema(dict, message)));

export const FEEDBACK_MSG = {
  datesReversed: '代理结束日期不能早于代理开始日期',
  notFound: '业绩反馈不存在',
  saved: '保存成功！',
  submitted: '提交成功，请等待审核',
} as const;

/** A bidding-agency project feedback (spec §3 bidding-agent feedback), saved as a draft (0) or submitted (1). */
export const biddingFeedbackFormSchema = z
  .object({
    id: optionalIdSchema('请指定业绩反馈'),
    agentCompanyName: requiredLimitedText('请输入代理机构名称', LIMITS.name, '代理机构名称'),
    signDate: requiredDate('请选择签订日期'),
    agentProjectName: requiredLimitedText('请输入代理项目名称', 100, '代理项目名称'),
    agentProjectAddress: requiredLimitedText('请输入项目地址', LIMITS.address, '项目地址'),
    agentContractSignTime: requiredDate('请选择合同签订时间'),
    agentResponsibleName: requiredLimitedText('请输入项目负责人', LIMITS.contact, '项目负责人'),
    entrustUnit: requiredLimitedText('请输入委托单位', LIMITS.name, '委托单位'),
    agentServiceFee: moneySchema('请输入代理服务费'),
    agentStartDate: requiredDate('请选择代理开始日期'),
    agentEndDate: requiredDate('请选择代理结束日期'),
    province: requiredLimitedText('请选择省', 12, '省'),
    city: requiredLimitedText('请选择市', 12, '市'),
    area: requiredLimitedText('请选择区/县', 12, '区/县'),
    agentProjectType: code(AGENT_PROJECT_TYPE, '请选择项目类型'),
    investmentNature: code(INVESTMENT_NATURE, '请选择投资性质'),
    constructionScale: requiredLimitedText('请输入建设规模', 100, '建设规模'),
    state: z.coerce
      .number({ error: '请选择保存草稿或提交' })
      .pipe(z.literal([0, 1], { error: '请选择保存草稿或提交' })),
  })
  .refine((form) => form.agentEndDate >= form.agentStartDate, {
    path: ['agentEndDate'],
    error: FEEDBACK_MSG.datesReversed,
  });
export type BiddingFeedbackForm = z.output<typeof biddingFeedbackFormSchema>;
