import { z } from 'zod';
import { CREDIT_TYPE } from '../dictionaries/behavior.ts';
import { dictSchema } from '../dictionaries/dictionary.ts';
import { enterpriseNameFilter } from '../schemas/filter-fields.ts';
import { blankAsAbsent, pagingQuerySchema } from '../schemas/paging.ts';
import { orderedTimeRange } from '../schemas/time-range.ts';
import { maxText, withinChars } from '../text.ts';
import { APPOINT_SORT_MAX } from './publicity-limits.ts';

const ENTERPRISE_MESSAGE = '请选择企业';
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const enterpriseId = z.coerce
  .number({ error: ENTERPRISE_MESSAGE })
  .int(ENTERPRISE_MESSAGE)
  .positive(ENTERPRISE_MESSAGE)
  .max(2_147_483_647, ENTERPRISE_MESSAGE);

const optionalDate = (label: string) =>
  z.preprocess(blankAsAbsent, z.string().trim().regex(DATE, `请输入正确的${label}（YYYY-MM-DD）`).optional());

/** Screen 13's remote select and the portal's search: a name (two characters are enough) or a social credit code. */
export const enterpriseSearchQuerySchema = pagingQuerySchema.extend({
  keyword: z.preprocess(blankAsAbsent, z.string().trim().refine(withinChars(50), maxText(50, '关键字')).optional()),
});

/** One enterprise of the public pages (enterpriseLevel). */
export const publicEnterpriseQuerySchema = z.object({ enterpriseId });

/** appointSort: the enterprises the visitor chose, as a comma list of ids. */
export const appointSortQuerySchema = z.object({
  ids: z
    .string({ error: ENTERPRISE_MESSAGE })
    .trim()
    .regex(/^\d{1,10}(,\d{1,10})*$/, ENTERPRISE_MESSAGE)
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .pipe(
      z
        .array(z.number().int().positive(ENTERPRISE_MESSAGE).max(2_147_483_647, ENTERPRISE_MESSAGE))
        .min(1, ENTERPRISE_MESSAGE)
        .max(APPOINT_SORT_MAX, `最多选择${APPOINT_SORT_MAX}家企业`),
    ),
});

const creditTypeFilter = z.preprocess(
  blankAsAbsent,
  z.coerce.number({ error: '请选择信用类别' }).pipe(dictSchema(CREDIT_TYPE, '请选择信用类别')).optional(),
);

/** creditPublic: records during their publicity period, by enterprise, credit type, category and determination date. */
export const recordPublicityQuerySchema = orderedTimeRange(
  pagingQuerySchema.extend({
    enterpriseName: enterpriseNameFilter,
    creditType: creditTypeFilter,
    behaviorCategoryName: z.preprocess(
      blankAsAbsent,
      z.string().trim().refine(withinChars(50), maxText(50, '行为类别')).optional(),
    ),
    dateStart: optionalDate('认定开始日期'),
    dateEnd: optionalDate('认定结束日期'),
  }),
  ['dateStart', 'dateEnd'],
  '认定结束日期不能早于认定开始日期',
);
export type RecordPublicityQuery = z.output<typeof recordPublicityQuerySchema>;

/** registerPublicity: registrations under review, by enterprise and credit type. */
export const registrationPublicityQuerySchema = pagingQuerySchema.extend({
  enterpriseName: enterpriseNameFilter,
  creditType: creditTypeFilter,
});

/** enterpriseRecordDetail: one record by its id. */
export const publicRecordQuerySchema = z.object({
  id: z.coerce
    .number({ error: '请指定信用记录' })
    .int('请指定信用记录')
    .positive('请指定信用记录')
    .max(2_147_483_647, '请指定信用记录'),
});
