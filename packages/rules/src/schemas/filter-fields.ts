import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { maxText, withinChars } from '../text.ts';
import { blankAsAbsent, pagingQuerySchema } from './paging.ts';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;

/** An optional date or date-time filter (YYYY-MM-DD, … HH:mm, … HH:mm:ss). */
export const dateTimeText = (label: string) =>
  z.preprocess(blankAsAbsent, z.string().trim().regex(DATE_TIME, `请输入正确的${label}`).optional());

/** An optional enterprise-name filter (spec §5: at most 50). */
export const enterpriseNameFilter = z.preprocess(
  blankAsAbsent,
  z.string().trim().refine(withinChars(LIMITS.name), maxText(LIMITS.name, '企业名称')).optional(),
);

const CODE_LIST = /^\d+(,\d+)*$/;

/** An optional comma list of codes (state=3,5,7), each one the item schema accepts. */
export const codeListFilter = <T extends z.ZodType<unknown, number>>(item: T, message: string) =>
  z.preprocess(
    blankAsAbsent,
    z
      .string()
      .regex(CODE_LIST, message)
      .transform((text) => text.split(',').map(Number))
      .pipe(z.array(item))
      .optional(),
  );

/** 1: the park's enterprises only, 0: the others (我的看板 opens the park desk's lists so, docs/dashboard.md). */
export const inParkFilter = z.preprocess(
  blankAsAbsent,
  z.coerce
    .number({ error: '请选择是否园区企业' })
    .pipe(z.literal([0, 1], { error: '请选择是否园区企业' }))
    .optional(),
);

/** A desk list's choice of its to-do (done=0, the default) or what it decided (done=1). */
export const doneFilter = z.preprocess(
  blankAsAbsent,
  z.coerce
    .number({ error: '请选择待办或已办' })
    .pipe(z.literal([0, 1], { error: '请选择待办或已办' }))
    .default(0),
);

/** A review desk's list of appeals or requests: to do or done, by enterprise name. */
export const itemDeskQuerySchema = pagingQuerySchema.extend({ enterpriseName: enterpriseNameFilter, done: doneFilter });
