import { z } from 'zod';
import { pagingQuerySchema } from '../schemas/paging.ts';
import { orderedTimeRange } from '../schemas/time-range.ts';
import { maxText, withinChars } from '../text.ts';

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const DATE_TIME_MESSAGE = '请输入正确的时间（YYYY-MM-DD HH:mm:ss）';
const dateTimeText = z.string().trim().regex(DATE_TIME, DATE_TIME_MESSAGE).optional();

/** Filters of 登录日志: who and when (Asia/Shanghai wall-clock times). */
export const loginLogFilterSchema = orderedTimeRange(
  pagingQuerySchema.extend({
    username: z.string().trim().refine(withinChars(60), maxText(60, '用户')).optional(),
    timeStart: dateTimeText,
    timeEnd: dateTimeText,
  }),
  ['timeStart', 'timeEnd'],
  '结束时间不能早于开始时间',
);
export type LoginLogFilter = z.output<typeof loginLogFilterSchema>;
