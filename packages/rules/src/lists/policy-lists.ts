import { POLICY_STATE, policyPageQuerySchema, publicPolicyQuerySchema } from '../publicity/policy-form.ts';
import { defineListSpec } from './list-spec.ts';
import { dateField, figureField, statusField, timeField } from './shared-fields.ts';

/** relevantPolicy: the published policy documents (the portal draws its own table). */
export const publicPolicyListSpec = defineListSpec({ input: publicPolicyQuerySchema, fields: {} });

/** policyMgt: every policy document, drafts and withdrawn ones included. */
export const policyAdminListSpec = defineListSpec({
  input: policyPageQuerySchema,
  fields: {
    sortOrder: figureField('排序号', 8),
    title: { title: '文件标题' },
    issuer: { title: '发文单位' },
    issueDate: dateField('发文日期'),
    state: statusField('状态', POLICY_STATE, { 0: 'default', 1: 'green', 2: 'orange' }),
    updateTime: timeField('更新时间'),
  },
  filters: {
    title: { label: '文件标题', control: 'text', maxLength: 100 },
    state: { label: '状态', control: 'select', dictionary: POLICY_STATE },
  },
});
