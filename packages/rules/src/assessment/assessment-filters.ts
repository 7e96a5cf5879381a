import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { MSG } from '../messages.ts';
import { maxText, withinChars } from '../text.ts';
import { releaseStateSchema } from '../dictionaries/release-state.ts';
import { blankAsAbsent, pagingQuerySchema } from '../schemas/paging.ts';
import { orderedTimeRange } from '../schemas/time-range.ts';
import { codeListFilter, dateTimeText, enterpriseNameFilter } from '../schemas/filter-fields.ts';
import { ASSESSMENT_MSG } from './assessment-labels.ts';
import { revisionSchema } from '../credit/credit-record-filters.ts';

const enterpriseFilter = enterpriseNameFilter;
const YES_NO_MESSAGE = '请选择是或否';
/** 是否可发布: 1 / 0, also taken as true / false. */
const yesNo = (value: unknown) => {
  const given = blankAsAbsent(value);
  if (given === true || given === 'true') return 1;
  if (given === false || given === 'false') return 0;
  return given;
};
const yesNoFilter = z.preprocess(
  yesNo,
  z.coerce
    .number({ error: YES_NO_MESSAGE })
    .pipe(z.literal([0, 1], { error: YES_NO_MESSAGE }))
    .optional(),
);

const IMPORT_RANGE = ['importStart', 'importEnd'] as const;
const IMPORT_RANGE_MESSAGE = '导入结束时间不能早于导入开始时间';

/** GET /api/practiceability/page (spec §7). */
export const practiceAbilityPageQuerySchema = orderedTimeRange(
  pagingQuerySchema.extend({
    enterprise: enterpriseFilter,
    canPublish: yesNoFilter,
    importStart: dateTimeText('导入开始时间'),
    importEnd: dateTimeText('导入结束时间'),
  }),
  IMPORT_RANGE,
  IMPORT_RANGE_MESSAGE,
);
export type PracticeAbilityPageQuery = z.output<typeof practiceAbilityPageQuerySchema>;

const currentYear = () => new Date().getFullYear();

/** POST /api/recordpassrate/page body (spec §7): year is a number and never in the future. */
export const passRatePageBodySchema = orderedTimeRange(
  pagingQuerySchema.extend({
    enterprise: enterpriseFilter,
    canPublish: yesNoFilter,
    importStart: dateTimeText('导入开始时间'),
    importEnd: dateTimeText('导入结束时间'),
    year: z.preprocess(
      blankAsAbsent,
      z.coerce
        .number({ error: '请选择正确的考核年度' })
        .int('请选择正确的考核年度')
        .min(2000, '请选择正确的考核年度')
        .refine((year) => year <= currentYear(), '考核年度不能晚于今年')
        .optional(),
    ),
    quarter: z.preprocess(
      blankAsAbsent,
      z.coerce
        .number()
        .pipe(z.literal([1, 2, 3, 4], { error: '请选择季度' }))
        .optional(),
    ),
  }),
  IMPORT_RANGE,
  IMPORT_RANGE_MESSAGE,
);
export type PassRatePageBody = z.output<typeof passRatePageBodySchema>;

/** GET …release/page (spec §7): application date range and a comma list of states (codes of RELEASE_STATE). */
export const releasePageQuerySchema = orderedTimeRange(
  pagingQuerySchema.extend({
    registerStart: dateTimeText('申请开始日期'),
    registerEnd: dateTimeText('申请结束日期'),
    state: codeListFilter(releaseStateSchema, '请选择状态'),
  }),
  ['registerStart', 'registerEnd'],
  '申请结束日期不能早于申请开始日期',
);
export type ReleasePageQuery = z.output<typeof releasePageQuerySchema>;

/** DELETE …/delete body: the ids of the selected rows (spec §5 Delete). */
export const deleteIdsSchema = z
  .array(z.coerce.number().int().positive(), { error: MSG.selectRowsToDelete })
  .min(1, MSG.selectRowsToDelete)
  .max(10000, '一次最多删除10000条数据');

/** PUT …release/review body: approve, or refuse with a reason. */
export const releaseReviewSchema = z
  .object({
    id: z.coerce.number().int().positive(),
    approved: z.boolean({ error: '请选择审核结果' }),
    reason: z
      .string()
      .trim()
      .refine(withinChars(LIMITS.description), maxText(LIMITS.description, '拒绝原因'))
      .optional(),
    revision: revisionSchema.optional(),
  })
  .refine((review) => review.approved || Boolean(review.reason), {
    error: ASSESSMENT_MSG.refusalReasonRequired,
    path: ['reason'],
  });
export type ReleaseReview = z.output<typeof releaseReviewSchema>;
