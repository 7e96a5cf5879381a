import { z } from 'zod';
import { CREDIT_TYPE } from '../dictionaries/behavior.ts';
import { dictSchema } from '../dictionaries/dictionary.ts';
import { LIMITS } from '../limits.ts';
import { codeListFilter, dateTimeText, doneFilter, enterpriseNameFilter } from '../schemas/filter-fields.ts';
import { blankAsAbsent, optionalIdSchema, pagingQuerySchema } from '../schemas/paging.ts';
import { orderedTimeRange } from '../schemas/time-range.ts';
import { maxText, withinChars } from '../text.ts';
import { CREDIT_RECORD_STATES } from '../workflow/credit-record.ts';

const optionalName = (limit: number, label: string) =>
  z.preprocess(blankAsAbsent, z.string().trim().max(limit, maxText(limit, label)).optional());

const processStatusSchema = z.literal(Object.values(CREDIT_RECORD_STATES), { error: '请选择正确的处理状态' });

/**
 * Every credit-record list's filters (spec §2 desks): enterprise, credit type, category, content,
 * states (a comma list of process statuses) and the application date range.
 */
const listFilters = pagingQuerySchema.extend({
  enterpriseName: enterpriseNameFilter,
  creditType: z.preprocess(
    blankAsAbsent,
    z.coerce.number({ error: '请选择信用类别' }).pipe(dictSchema(CREDIT_TYPE, '请选择信用类别')).optional(),
  ),
  behaviorCategoryName: optionalName(50, '行为类别'),
  behaviorContentName: optionalName(100, '行为内容'),
  processStatus: codeListFilter(processStatusSchema, '请选择正确的处理状态'),
  submitStart: dateTimeText('申请开始日期'),
  submitEnd: dateTimeText('申请结束日期'),
});

const inOrder = <T extends typeof listFilters>(schema: T) =>
  orderedTimeRange(schema, ['submitStart', 'submitEnd'], '申请结束日期不能早于申请开始日期');

export const creditRecordListQuerySchema = inOrder(listFilters);
export type CreditRecordListQuery = z.output<typeof creditRecordListQuerySchema>;

/** A desk's list: its to-do (done=0, the default) or what it has decided (done=1). */
export const deskListQuerySchema = inOrder(listFilters.extend({ done: doneFilter }));

/** An enterprise's records (behaviorRecord, enterPriseTable): management names the enterprise. */
export const enterpriseRecordQuerySchema = inOrder(
  listFilters.extend({ enterpriseId: optionalIdSchema('请指定企业') }),
);

/** The revision of an item as the sender's screen showed it (its ETag): an action on a changed item is refused. */
export const revisionSchema = z.coerce
  .number({ error: '修订号须为正整数' })
  .int('修订号须为正整数')
  .positive('修订号须为正整数')
  .max(2_147_483_647, '修订号须为正整数');

export const creditRecordIdSchema = z.object({
  id: z.coerce
    .number({ error: '请指定信用记录' })
    .int('请指定信用记录')
    .positive('请指定信用记录')
    .max(2_147_483_647, '请指定信用记录'),
});

/** PUT /api/creditregister/review: approve, or return with a reason. */
export const creditReviewSchema = z
  .object({
    id: creditRecordIdSchema.shape.id,
    approved: z.boolean({ error: '请选择审核结果' }),
    reason: z
      .string()
      .trim()
      .refine(withinChars(LIMITS.description), maxText(LIMITS.description, '审核意见'))
      .optional(),
    /** Instead of If-Match, for a client that cannot set headers. */
    revision: revisionSchema.optional(),
  })
  .refine((review) => review.approved || Boolean(review.reason), {
    error: '请填写退回原因',
    path: ['reason'],
  });
export type CreditReview = z.output<typeof creditReviewSchema>;

/** PUT /api/creditregister/goodrepeal: the department revokes a published good record (goodCreditRepeal). */
export const goodRepealSchema = z.object({
  id: creditRecordIdSchema.shape.id,
  reason: z
    .string({ error: '请填写撤销原因' })
    .trim()
    .min(1, '请填写撤销原因')
    .refine(withinChars(LIMITS.description), maxText(LIMITS.description, '撤销原因')),
  revision: revisionSchema.optional(),
});
export type GoodRepeal = z.output<typeof goodRepealSchema>;

export const BATCH_LIMIT = 200;

/** PUT /api/creditregister/batchapprove: the selected rows. */
export const batchApproveSchema = z.object({
  ids: z
    .array(creditRecordIdSchema.shape.id, { error: '请选择需要审核的数据' })
    .min(1, '请选择需要审核的数据')
    .max(BATCH_LIMIT, `一次最多审核${BATCH_LIMIT}条数据`),
  /** The revision of each selected row as the list showed it (id → revision): a row changed since is not approved. */
  revisions: z.record(z.string().regex(/^\d{1,10}$/, '请选择需要审核的数据'), revisionSchema).optional(),
});
