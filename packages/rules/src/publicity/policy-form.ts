import { z } from 'zod';
import { defineDictionary, dictSchema } from '../dictionaries/dictionary.ts';
import { blankAsAbsent, pagingQuerySchema } from '../schemas/paging.ts';
import { maxText, requiredLimitedText, withinChars } from '../text.ts';
import { notFutureDateSchema } from '../validators/date.ts';

/** A policy document's state: only a published one is public (relevantPolicy). */
export const POLICY_STATE = defineDictionary([
  [0, '草稿'],
  [1, '已发布'],
  [2, '已撤回'],
]);
export const POLICY_STATES = { draft: 0, published: 1, withdrawn: 2 } as const;

/** The attachment category whose annex type (pdf, size limit) a policy file is checked against. */
export const POLICY_ANNEX_CATEGORY = 'policy';

const SORT_MESSAGE = '排序号须为0到9999之间的整数';

/** POST / PUT /api/system/policies: the form's text fields (the PDF travels as the multipart `file`). */
export const policyFormSchema = z.object({
  title: requiredLimitedText('请输入文件标题', 100, '文件标题'),
  issuer: requiredLimitedText('请输入发文单位', 50, '发文单位'),
  issueDate: notFutureDateSchema('请选择发文日期'),
  sortOrder: z.preprocess(
    blankAsAbsent,
    z.coerce.number({ error: SORT_MESSAGE }).int(SORT_MESSAGE).min(0, SORT_MESSAGE).max(9999, SORT_MESSAGE).default(0),
  ),
});
export type PolicyForm = z.output<typeof policyFormSchema>;

/** The administrators' list: by title and state. */
export const policyPageQuerySchema = pagingQuerySchema.extend({
  title: z.preprocess(blankAsAbsent, z.string().trim().refine(withinChars(100), maxText(100, '文件标题')).optional()),
  state: z.preprocess(
    blankAsAbsent,
    z.coerce.number({ error: '请选择状态' }).pipe(dictSchema(POLICY_STATE, '请选择状态')).optional(),
  ),
});

/** The public list: by title. */
export const publicPolicyQuerySchema = pagingQuerySchema.extend({
  title: policyPageQuerySchema.shape.title,
});

const ID_MESSAGE = '请指定政策文件';
export const policyIdParamsSchema = z.object({
  id: z.coerce.number({ error: ID_MESSAGE }).int(ID_MESSAGE).positive(ID_MESSAGE).max(2_147_483_647, ID_MESSAGE),
});

/** PUT /api/system/policies/:id/move: one place up or down in the public order. */
export const policyMoveSchema = z.object({
  direction: z.enum(['up', 'down'], { error: '请选择上移或下移' }),
});

export const POLICY_MSG = {
  saved: '保存成功！',
  published: '发布成功！',
  withdrawn: '撤回成功！',
  moved: '排序已调整',
  notFound: '政策文件不存在',
  fileRequired: '请上传政策文件（PDF）',
  moved409: '该政策文件的状态已变化，请刷新后重试',
  edge: '已在最前或最后，无法移动',
} as const;
