import { z } from 'zod';
import { qualificationLevelSchema } from '../dictionaries/level-schemas.ts';
import { type CodeOf, defineDictionary, dictSchema } from '../dictionaries/dictionary.ts';
import { LIMITS } from '../limits.ts';
import { maxText, withinChars } from '../text.ts';
import { enterpriseNameFilter, inParkFilter } from '../schemas/filter-fields.ts';
import { blankAsAbsent, pagingQuerySchema } from '../schemas/paging.ts';

/** Consecutive months short of registered cost engineers after which the base points are deducted. */
export const DEDUCTION_AFTER_SHORT_MONTHS = 3;

/** The headline of screen 8 (spec: asterisks, 3 consecutive months of shortfall deduct all base points). */
export const QUALIFICATION_WARNING_NOTICE = `*** 注册造价工程师人数连续${DEDUCTION_AFTER_SHORT_MONTHS}个月低于资质等级要求的企业，扣除全部基础分，补足人数的当月起恢复 ***`;

/** The explanation line of a deducted base (explainScore). */
export const BASE_DEDUCTED_RULE = `连续${DEDUCTION_AFTER_SHORT_MONTHS}个月注册造价工程师人数不足，扣除全部基础分`;

/** A month as the evaluation names it (YYYY-MM). */
export const monthSchema = z
  .string({ error: '请输入正确的月份（YYYY-MM）' })
  .trim()
  .regex(/^(20\d{2})-(0[1-9]|1[0-2])$/, '请输入正确的月份（YYYY-MM）');

const levelFilter = z.preprocess(
  blankAsAbsent,
  z.coerce.number({ error: '请选择资质等级' }).pipe(qualificationLevelSchema).optional(),
);

/** A place: the code of a province, city or county of the division tree (9 digits for a town). */
const placeFilter = z.preprocess(
  blankAsAbsent,
  z
    .string()
    .trim()
    .regex(/^(\d{6}|\d{9})$/, '请选择正确的地区')
    .optional(),
);

/** GET /Qualification/GetAllQualificationList (screen 8): name, level (item), place (address). */
export const qualificationListQuerySchema = pagingQuerySchema.extend({
  enterpriseName: enterpriseNameFilter,
  item: levelFilter,
  address: placeFilter,
  inPark: inParkFilter,
});

const enterpriseIdMessage = '请选择企业';
const enterpriseId = z.coerce
  .number({ error: enterpriseIdMessage })
  .int(enterpriseIdMessage)
  .positive(enterpriseIdMessage)
  .max(2_147_483_647, enterpriseIdMessage);

/** GET /Qualification/GetQualificationPreview?Id= (the enterprise). */
export const qualificationPreviewQuerySchema = z.object({ Id: enterpriseId });

/** The person list filter's kinds (spec §3): 造价工程师=1 (holds the registered qualification), 其他=0. */
export const PERSON_KIND = defineDictionary([
  [1, '造价工程师'],
  [0, '其他'],
]);
export type PersonKind = CodeOf<typeof PERSON_KIND>;

/** GET /Qualification/GetQualificationPersonList: an enterprise's staff in service behind the count. */
export const qualificationPersonQuerySchema = pagingQuerySchema.extend({
  Id: enterpriseId,
  name: z.preprocess(
    blankAsAbsent,
    z.string().trim().refine(withinChars(LIMITS.personFilterName), maxText(LIMITS.personFilterName, '姓名')).optional(),
  ),
  kind: z.preprocess(
    blankAsAbsent,
    z.coerce.number({ error: '请选择人员类别' }).pipe(dictSchema(PERSON_KIND, '请选择人员类别')).optional(),
  ),
  TitleProfessor: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .trim()
      .regex(/^\d{1,20}$/, '请选择职称')
      .optional(),
  ),
});
