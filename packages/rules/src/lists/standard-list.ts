import { pagingQuerySchema } from '../schemas/paging.ts';
import { defineListSpec } from './list-spec.ts';
import { dateField, longField, stateTextField, timeField } from './shared-fields.ts';

/** standardsMgt: every scoring standard, drafts and published ones. */
export const standardListSpec = defineListSpec({
  input: pagingQuerySchema,
  fields: {
    name: longField('标准名称', 27),
    effectiveDate: dateField('生效日期'),
    stateDescription: stateTextField('状态'),
    basePoints: { title: '基础分', width: 8 },
    levels: { title: '综合信用等级', long: true },
    publishTime: timeField('发布时间'),
  },
});
