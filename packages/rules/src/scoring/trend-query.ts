import { z } from 'zod';
import { defineDictionary, dictSchema } from '../dictionaries/dictionary.ts';
import { blankAsAbsent } from '../schemas/paging.ts';
import { todayInShanghai } from '../validators/date.ts';

/** The credit trend's modes (screen 11, `/api/publicity/trend` type). */
export const TREND_TYPE = defineDictionary([
  [0, '月度'],
  [1, '季度'],
  [2, '年度'],
]);

/** How many years the annual trend shows, ending with the year asked for. */
export const ANNUAL_TREND_YEARS = 5;
/** The first year a trend may be asked for. */
export const FIRST_TREND_YEAR = 2000;

const YEAR_MESSAGE = '请选择正确的年份';
const ENTERPRISE_MESSAGE = '请指定企业';

/** The year in Beijing, where a year picker without future years draws its limit. */
export const currentShanghaiYear = (now: Date = new Date()) => Number(todayInShanghai(now).slice(0, 4));

const enterpriseIdSchema = z.coerce
  .number({ error: ENTERPRISE_MESSAGE })
  .int(ENTERPRISE_MESSAGE)
  .positive(ENTERPRISE_MESSAGE)
  .max(2_147_483_647, ENTERPRISE_MESSAGE);

/** GET /api/publicity/EntyLevel: whose level trend. */
export const entyLevelQuerySchema = z.object({ enterpriseId: enterpriseIdSchema });

/** GET /api/publicity/trend: the year (this year by default, never a future one), the mode and the enterprise. */
export const creditTrendQuerySchema = z.object({
  year: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: YEAR_MESSAGE })
      .int(YEAR_MESSAGE)
      .min(FIRST_TREND_YEAR, YEAR_MESSAGE)
      .refine((year) => year <= currentShanghaiYear(), '年份不能晚于今年')
      .optional(),
  ),
  type: z.preprocess(
    blankAsAbsent,
    z.coerce.number({ error: '请选择趋势类型' }).pipe(dictSchema(TREND_TYPE, '请选择趋势类型')).default(0),
  ),
  enterpriseId: enterpriseIdSchema,
});
export type CreditTrendQuery = z.output<typeof creditTrendQuerySchema>;

/** GET /CreditReport/GetCreditReport: the credit record reported on (spec §7 `Id`). */
export const creditReportQuerySchema = z.object({
  Id: z.coerce
    .number({ error: '请指定信用记录' })
    .int('请指定信用记录')
    .positive('请指定信用记录')
    .max(2_147_483_647, '请指定信用记录'),
});

/** GET /api/credit/basic: whose basic credit information (an enterprise user's own by default). */
export const basicCreditQuerySchema = z.object({
  enterpriseId: z.preprocess(blankAsAbsent, enterpriseIdSchema.optional()),
});
