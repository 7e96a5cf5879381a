import { z } from 'zod';
import { PERSON_ENABLED } from '../dictionaries/person-enabled.ts';
import { optionalIdSchema, pagingQuerySchema } from '../schemas/paging.ts';
import { defineListSpec } from './list-spec.ts';

/** 在职 true / 离职 false; empty means both. */
const stateFilter = z
  .enum(['', 'true', 'false', '1', '0'], { error: '请选择正确的状态' })
  .optional()
  .transform((state) => (state === undefined || state === '' ? undefined : state === 'true' || state === '1'));

/** 人员信息 (spec §2 screen 2): an enterprise's staff. */
export const personListSpec = defineListSpec({
  input: pagingQuerySchema.extend({
    enterpriseId: optionalIdSchema('请指定正确的企业'),
    state: stateFilter,
    name: z.string().trim().max(40, '姓名不能超过40个字符').optional(),
    enterpriseName: z.string().trim().max(50, '企业名称不能超过50个字符').optional(),
  }),
  fields: {
    name: { title: '姓名' },
    genderDescription: { title: '性别' },
    idCard: { title: '身份证号' },
    phone: { title: '手机号码' },
    jobTitleDescription: { title: '职称' },
    qualificationDescription: { title: '执业资格' },
    enabled: { title: '状态', dictionary: PERSON_ENABLED, colors: { true: 'green', false: 'default' } },
  },
  filters: {
    name: { label: '姓名', control: 'text', maxLength: 40 },
    state: { label: '状态', control: 'select', dictionary: PERSON_ENABLED },
  },
});
